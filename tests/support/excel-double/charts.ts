/**
 * TEST DOUBLE of office-js (see state.ts): Charts: a chart on a sheet, its series, title, axes and position.
 */
import { DoubleChart, DoubleSeries, DoubleSheet, parseAddress } from "./state";
import { Runtime } from "./requests";

/** Installs the charts proxies on the runtime; they read the shared state through it. */
export function installCharts(rt: Runtime): void {
  const { act } = rt;
  function chartProxy(chart: DoubleChart, sheet: DoubleSheet): any {
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
        valueAxis: {
          title: {
            set text(v: string) {
              act("ChartAxisTitle.text", sheet, v, () => (chart.valueAxisTitle = v));
            },
          },
        },
      },
    };
  }

  rt.chartProxy = chartProxy;
}
