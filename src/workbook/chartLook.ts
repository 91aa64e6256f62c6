/**
 * How ExSize's charts look, the same in both renderers (src/render/xlsx/chart.ts writes it as DrawingML,
 * src/render/office/renderer.ts through office-js): bars in the Office theme's accents, in series order;
 * a `line` series (a limit, such as the calculator's 80 % CPU) a dashed dark red line without markers or
 * labels; bars labelled with their values; the value axis and the labels in the chart's number format.
 * Example: a chart of two bar series and one line: bars #4472C4 and #ED7D31, the line #C00000 dashed.
 */

/** Series colours: the Office theme's accents ("RRGGBB"), by the series' index in the chart. */
export const SERIES_COLORS: readonly string[] = [
  "4472C4",
  "ED7D31",
  "A5A5A5",
  "FFC000",
  "5B9BD5",
  "70AD47",
];

/** A limit line's colour ("RRGGBB"). */
export const LIMIT_LINE_COLOR = "C00000";

/** The gap between bar clusters, percent of a bar's width. */
export const BAR_GAP_WIDTH = 80;

/** The number format of the value axis and the data labels when the chart gives none. */
export const DEFAULT_CHART_NUMBER_FORMAT = "#,##0";

/** The colour of series `i` ("RRGGBB"). */
export const seriesColor = (i: number): string => SERIES_COLORS[i % SERIES_COLORS.length];
