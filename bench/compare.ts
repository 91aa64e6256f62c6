/**
 * Benchmarks of `exsize compare`'s workbook (issue 13): a 12-design comparison, both methods and every
 * Exchange version, built (buildCompareWorkbook) and rendered to .xlsx bytes (renderXlsx) in CPU
 * milliseconds, and built into an open workbook through the office-js builder in context.sync() calls,
 * counted by the Excel test double as workbookSyncs does (the build kind the pane's Compare uses).
 * Timings live here, never in tests.
 */
import { buildIntoWorkbook } from "../src/render/office";
import { renderXlsx } from "../src/render/xlsx";
import { CompareDesign, buildCompareWorkbook } from "../src/workbook/compare";
import { mockExcel } from "../tests/support/excel-double/officeMock";
import { COMPARE_TEST_DESIGNS } from "../tests/workbook/compareDesigns";
import { bestMedianMs, medianMs } from "./timing";

const DATE = new Date(2010, 6, 1);

/**
 * The 12 designs of the comparison's LibreOffice parity test (tests/workbook/compareDesigns.ts): five
 * Dell designs (examples/*.json and variations of the default) and seven Microsoft designs (every
 * datacenter model under Exchange 2013, 2016, 2019 and SE, and custom database sizes).
 */
export function compareBenchDesigns(): CompareDesign[] {
  return COMPARE_TEST_DESIGNS.map(([label, scenario]) => ({ label, scenario }));
}

/**
 * CPU ms of building the 12-design comparison and rendering it to .xlsx bytes: the best of `rounds`
 * medians of 5 (npm run bench takes its rounds minutes apart, one at a time: run.ts).
 */
export function compareXlsxMedianMs(runs = 15, warmup = 3, rounds = 3): number {
  const designs = compareBenchDesigns();
  return bestMedianMs(
    () => renderXlsx(buildCompareWorkbook(designs, { date: DATE }), { date: DATE }),
    Math.ceil(runs / 3),
    warmup,
    rounds
  );
}

/** The two halves of compareXlsxMedianMs, for finding where the time goes: build, then render. */
export function compareSplitMedianMs(runs = 15): {
  readonly buildMs: number;
  readonly renderMs: number;
} {
  const designs = compareBenchDesigns();
  const buildMs = medianMs(() => buildCompareWorkbook(designs, { date: DATE }), runs, 3);
  const spec = buildCompareWorkbook(designs, { date: DATE });
  const renderMs = medianMs(() => renderXlsx(spec, { date: DATE }), runs, 3);
  return { buildMs, renderMs };
}

/**
 * The pane's typical comparison: four designs, two per method (the first two Dell and the first two
 * Microsoft designs of the twelve: RAID 50 against RAID 10, Exchange 2013 against 2016).
 */
export function compareBenchDesigns4(): CompareDesign[] {
  const all = compareBenchDesigns();
  const microsoft = all.filter((d) => (d.scenario as { method?: string }).method === "microsoft");
  const dell = all.filter((d) => !microsoft.includes(d));
  return [dell[0], dell[1], microsoft[0], microsoft[1]];
}

/** What building a comparison into a workbook took: its context.sync() calls and write requests. */
export interface CompareSyncFigures {
  readonly syncs: number;
  readonly writeBytes: number;
  readonly writeRequests: number;
}

/**
 * context.sync() calls to build a comparison into a workbook holding one empty sheet, through the
 * office-js builder, counted by the Excel test double (office-addin-mock objects), with the builder's
 * estimate of its write requests.
 */
export async function compareSyncs(designs: readonly CompareDesign[]): Promise<CompareSyncFigures> {
  const double = mockExcel({ sheets: ["Sheet1"] });
  const spec = buildCompareWorkbook(designs, { date: DATE });
  const report = await buildIntoWorkbook(double.context, { kind: "compare", makeSpec: () => spec });
  if (report.syncs !== double.syncs()) {
    throw new Error(
      `the builder reports ${report.syncs} syncs, the double counted ${double.syncs()}`
    );
  }
  return {
    syncs: double.syncs(),
    writeBytes: report.requestBytes.reduce((a, b) => a + b, 0),
    writeRequests: report.requestBytes.length,
  };
}
