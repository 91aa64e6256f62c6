import { parseCellRef } from "../../workbook/a1";
import { ChartSeriesSpec, ChartSpec } from "../../workbook/model";
import {
  BAR_GAP_WIDTH,
  DEFAULT_CHART_NUMBER_FORMAT,
  LIMIT_LINE_COLOR,
  seriesColor,
} from "../../workbook/chartLook";
import { NS, XML_HEADER, esc } from "./xml";

function richText(text: string, sizeHundredths: number, bold: boolean): string {
  return (
    `<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${sizeHundredths}" b="${bold ? 1 : 0}"/></a:pPr>` +
    `<a:r><a:rPr lang="en-US" sz="${sizeHundredths}" b="${bold ? 1 : 0}"/><a:t>${esc(text)}</a:t></a:r></a:p></c:rich></c:tx>`
  );
}

/** One series of a chart, its index across the whole chart (bars and lines number together). */
function seriesXml(s: ChartSeriesSpec, i: number, format: string, kind: "bar" | "line"): string {
  const color = seriesColor(i);
  const shape =
    kind === "bar"
      ? `<c:spPr><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></c:spPr><c:invertIfNegative val="0"/>`
      : `<c:spPr><a:ln w="28575" cap="rnd"><a:solidFill><a:srgbClr val="${LIMIT_LINE_COLOR}"/></a:solidFill><a:prstDash val="dash"/></a:ln></c:spPr>` +
        '<c:marker><c:symbol val="none"/></c:marker>';
  // A line (a limit) is not labelled at every point: its value is in its name.
  const labels =
    kind === "bar"
      ? `<c:dLbls><c:numFmt formatCode="${esc(format)}" sourceLinked="0"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>` +
        '<c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>'
      : "";
  return (
    `<c:ser><c:idx val="${i}"/><c:order val="${i}"/><c:tx><c:v>${esc(s.name)}</c:v></c:tx>` +
    shape +
    labels +
    `<c:cat><c:strRef><c:f>${esc(s.categories)}</c:f></c:strRef></c:cat>` +
    `<c:val><c:numRef><c:f>${esc(s.values)}</c:f></c:numRef></c:val>` +
    (kind === "line" ? '<c:smooth val="0"/>' : "") +
    "</c:ser>"
  );
}

/**
 * xl/charts/chartN.xml: a clustered bar or column chart over cell ranges (ECMA-376 Part 1, 21.2),
 * children in schema order, values labelled. The value axis starts at 0 (so bars compare honestly)
 * unless `valueAxisFrom` is "data" (differences, negative ones included). A series marked `line` is a
 * line over the bars on the same axes (a limit). A horizontal bar chart lists its categories top down
 * in sheet order, and each category's bars top down in series order, as the legend lists them.
 * No cached values: both hosts read the cells they point to.
 */
export function chartXml(chart: ChartSpec): string {
  const format = chart.numberFormat ?? DEFAULT_CHART_NUMBER_FORMAT;
  const bars = chart.series.filter((s) => !s.line);
  const lines = chart.series.filter((s) => s.line);
  const horizontal = chart.type === "bar";
  const barXml = bars.map((s) => seriesXml(s, chart.series.indexOf(s), format, "bar")).join("");
  const lineXml = lines.map((s) => seriesXml(s, chart.series.indexOf(s), format, "line")).join("");
  const axisTitle = chart.valueAxisTitle
    ? `<c:title>${richText(chart.valueAxisTitle, 1000, false)}<c:overlay val="0"/></c:title>`
    : "";
  const fromZero = (chart.valueAxisFrom ?? "zero") === "zero" ? '<c:min val="0"/>' : "";
  // A horizontal chart's first category is drawn at the bottom unless the category axis runs maxMin;
  // then the value axis crosses at the last category, so it stays below the bars.
  const categoryOrder = horizontal ? "maxMin" : "minMax";
  return (
    XML_HEADER +
    `<c:chartSpace xmlns:c="${NS.chart}" xmlns:a="${NS.a}" xmlns:r="${NS.r}">` +
    '<c:roundedCorners val="0"/><c:chart>' +
    `<c:title>${richText(chart.title, 1400, true)}<c:overlay val="0"/></c:title>` +
    '<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/>' +
    `<c:barChart><c:barDir val="${horizontal ? "bar" : "col"}"/><c:grouping val="clustered"/><c:varyColors val="0"/>` +
    barXml +
    `<c:gapWidth val="${BAR_GAP_WIDTH}"/><c:axId val="500000001"/><c:axId val="500000002"/></c:barChart>` +
    (lineXml
      ? `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${lineXml}<c:marker val="1"/><c:axId val="500000001"/><c:axId val="500000002"/></c:lineChart>`
      : "") +
    `<c:catAx><c:axId val="500000001"/><c:scaling><c:orientation val="${categoryOrder}"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${horizontal ? "l" : "b"}"/><c:numFmt formatCode="General" sourceLinked="0"/>` +
    '<c:majorTickMark val="none"/><c:minorTickMark val="none"/><c:tickLblPos val="low"/>' +
    '<c:crossAx val="500000002"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>' +
    `<c:valAx><c:axId val="500000002"/><c:scaling><c:orientation val="minMax"/>${fromZero}</c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${horizontal ? "b" : "l"}"/><c:majorGridlines/>${axisTitle}` +
    `<c:numFmt formatCode="${esc(format)}" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="500000001"/><c:crosses val="${horizontal ? "max" : "autoZero"}"/><c:crossBetween val="between"/></c:valAx>` +
    "</c:plotArea>" +
    (chart.series.length > 1
      ? '<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>'
      : "") +
    '<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>'
  );
}

/** xl/drawings/drawingN.xml: one two-cell anchor per chart, chart i related as rId(i+1). */
export function drawingXml(charts: readonly ChartSpec[]): string {
  const anchors = charts.map((chart, i) => {
    const from = parseCellRef(chart.from);
    const to = parseCellRef(chart.to);
    const marker = (tag: string, a: { row: number; col: number }) =>
      `<xdr:${tag}><xdr:col>${a.col}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${a.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
    return (
      '<xdr:twoCellAnchor editAs="oneCell">' +
      marker("from", from) +
      marker("to", to) +
      `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="${esc(chart.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
      '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>' +
      `<a:graphic><a:graphicData uri="${NS.chart}"><c:chart xmlns:c="${NS.chart}" r:id="rId${i + 1}"/></a:graphicData></a:graphic>` +
      "</xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>"
    );
  });
  return (
    XML_HEADER +
    `<xdr:wsDr xmlns:xdr="${NS.drawing}" xmlns:a="${NS.a}" xmlns:r="${NS.r}">${anchors.join("")}</xdr:wsDr>`
  );
}
