/**
 * Benchmarks of the sizing workbook: the templates building the description of the default scenario
 * (seed 000, section 3.4.2), and the .xlsx renderer writing it. Timings live here, never in tests.
 */
import { renderXlsx } from "../src/render/xlsx";
import { DEFAULT_SCENARIO, buildSizingWorkbook } from "../src/workbook";
import { medianMs } from "./arrayfit";

const DATE = new Date(2010, 6, 1);

/** Median milliseconds of buildSizingWorkbook(DEFAULT_SCENARIO). */
export function buildWorkbookMedianMs(runs = 30): number {
  return medianMs(() => buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE }), runs);
}

/** Median milliseconds of renderXlsx on the default workbook's description (zip included). */
export function renderXlsxMedianMs(runs = 30): number {
  const spec = buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE });
  return medianMs(() => renderXlsx(spec, { date: DATE }), runs);
}
