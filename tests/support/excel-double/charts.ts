/**
 * TEST DOUBLE of office-js (see state.ts): Charts: a chart on a sheet, its series (name, ranges, a series
 * of another type over the bars, marker, fill and line, gap, data labels), title, legend, axes (title,
 * number format, minimum, reversed order, where the other axis crosses) and position. Each property is
 * recorded as set; an enumerated value office-js would refuse is refused with its error.
 */
import {
  DoubleAxis,
  DoubleChart,
  DoubleSeries,
  DoubleSheet,
  OfficeJsError,
  parseAddress,
} from "./state";
import { Runtime } from "./requests";

/** The office-js enums the renderer sets (Excel.ChartType's, ChartMarkerStyle's, ... subsets). */
const ENUMS: Readonly<Record<string, readonly string[]>> = {
  "ChartSeries.chartType": ["ColumnClustered", "BarClustered", "Line", "LineMarkers"],
  "ChartSeries.markerStyle": ["Automatic", "None", "Square", "Diamond", "Triangle", "Circle"],
  "ChartLineFormat.lineStyle": [
    "None",
    "Continuous",
    "Dash",
    "DashDot",
    "DashDotDot",
    "Dot",
    "Grey25",
    "Grey50",
    "Grey75",
    "Automatic",
    "RoundDot",
  ],
  "ChartLegend.position": ["Invalid", "Top", "Bottom", "Left", "Right", "Corner", "Custom"],
  "ChartAxis.position": ["Automatic", "Maximum", "Minimum", "Custom"],
};

/** Installs the charts proxies on the runtime; they read the shared state through it. */
export function installCharts(rt: Runtime): void {
  const { act } = rt;
  function chartProxy(chart: DoubleChart, sheet: DoubleSheet): any {
    const set = <T>(api: string, v: T, apply: () => void) =>
      act(api, sheet, v, () => {
        const allowed = ENUMS[api];
        if (allowed && !allowed.includes(String(v)))
          throw new OfficeJsError(
            "InvalidArgument",
            `The argument is invalid or missing or has an incorrect format: ${api} ${String(v)}.`,
            api
          );
        apply();
      });
    const color = (api: string, v: string, apply: () => void) =>
      act(api, sheet, v, () => {
        if (!/^#[0-9A-Fa-f]{6}$/.test(v))
          throw new OfficeJsError("InvalidArgument", `Invalid color ${v}.`, api);
        apply();
      });
    const seriesProxy = (s: DoubleSeries): any => ({
      set name(v: string) {
        act("ChartSeries.name", sheet, v, () => (s.name = v));
      },
      setValues(range: any) {
        act("ChartSeries.setValues", sheet, [range], () => (s.values = range.__ref()));
      },
      setXAxisValues(range: any) {
        act("ChartSeries.setXAxisValues", sheet, [range], () => (s.categories = range.__ref()));
      },
      set chartType(v: string) {
        set("ChartSeries.chartType", v, () => (s.chartType = v));
      },
      set markerStyle(v: string) {
        set("ChartSeries.markerStyle", v, () => (s.markerStyle = v));
      },
      set gapWidth(v: number) {
        act("ChartSeries.gapWidth", sheet, v, () => {
          if (!Number.isInteger(v) || v < 0 || v > 500)
            throw new OfficeJsError(
              "InvalidArgument",
              `Invalid gapWidth ${v}.`,
              "ChartSeries.gapWidth"
            );
          s.gapWidth = v;
        });
      },
      set hasDataLabels(v: boolean) {
        act("ChartSeries.hasDataLabels", sheet, v, () => (s.hasDataLabels = v));
      },
      dataLabels: {
        set showValue(v: boolean) {
          act("ChartDataLabels.showValue", sheet, v, () => (s.dataLabelsShowValue = v));
        },
        set numberFormat(v: string) {
          act("ChartDataLabels.numberFormat", sheet, v, () => (s.dataLabelsNumberFormat = v));
        },
      },
      format: {
        fill: {
          setSolidColor(v: string) {
            color("ChartFill.setSolidColor", v, () => (s.fillColor = v));
          },
        },
        line: {
          set color(v: string) {
            color("ChartLineFormat.color", v, () => (s.lineColor = v));
          },
          set lineStyle(v: string) {
            set("ChartLineFormat.lineStyle", v, () => (s.lineStyle = v));
          },
        },
      },
    });
    const axisProxy = (axis: DoubleAxis, which: string): any => ({
      title: {
        set text(v: string) {
          act("ChartAxisTitle.text", sheet, v, () => {
            axis.title = v;
            if (which === "value") chart.valueAxisTitle = v;
          });
        },
      },
      set numberFormat(v: string) {
        act("ChartAxis.numberFormat", sheet, v, () => (axis.numberFormat = v));
      },
      set minimum(v: number) {
        act("ChartAxis.minimum", sheet, v, () => (axis.minimum = v));
      },
      set reversePlotOrder(v: boolean) {
        act("ChartAxis.reversePlotOrder", sheet, v, () => (axis.reversePlotOrder = v));
      },
      set position(v: string) {
        set("ChartAxis.position", v, () => (axis.position = v));
      },
    });
    return {
      title: {
        set text(v: string) {
          act("ChartTitle.text", sheet, v, () => (chart.title = v));
        },
      },
      legend: {
        set visible(v: boolean) {
          act("ChartLegend.visible", sheet, v, () => (chart.legendVisible = v));
        },
        set position(v: string) {
          set("ChartLegend.position", v, () => (chart.legendPosition = v));
        },
      },
      setPosition(from: string, to: string) {
        act("Chart.setPosition", sheet, [from, to], () => {
          parseAddress(from);
          parseAddress(to);
          chart.position = [from, to];
        });
      },
      series: {
        getItemAt(i: number) {
          return act("ChartSeriesCollection.getItemAt", sheet, [i], () => {
            while (chart.series.length <= i) chart.series.push({});
            return seriesProxy(chart.series[i]);
          });
        },
        add(name: string) {
          return act("ChartSeriesCollection.add", sheet, [name], () => {
            const s: DoubleSeries = { name };
            chart.series.push(s);
            return seriesProxy(s);
          });
        },
      },
      axes: {
        valueAxis: axisProxy(chart.valueAxis, "value"),
        categoryAxis: axisProxy(chart.categoryAxis, "category"),
      },
    };
  }

  rt.chartProxy = chartProxy;
}
