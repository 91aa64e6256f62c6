/**
 * `npm run bench`: runs every benchmark and prints one line each (name, median, what was measured).
 * runBenchmarks() is the reusable entry point: later fields and output modes build on its results.
 */
import { arrayFitMedianMs } from "./arrayfit";
import { buildWorkbookMedianMs, renderXlsxMedianMs } from "./workbook";

export interface BenchResult {
  readonly name: string;
  readonly medianMs: number;
  readonly what: string;
}

export function runBenchmarks(): BenchResult[] {
  return [
    {
      name: "arrayfit-1000",
      medianMs: arrayFitMedianMs(1000),
      what: "one EX.ARRAYFIT call through invoke over a generated 1,000-row user catalog",
    },
    {
      name: "workbook-build",
      medianMs: buildWorkbookMedianMs(),
      what: "buildSizingWorkbook(DEFAULT_SCENARIO): the description of the 10-sheet workbook",
    },
    {
      name: "workbook-xlsx",
      medianMs: renderXlsxMedianMs(),
      what: "renderXlsx of that description: every OOXML part and the zip",
    },
  ];
}

if (require.main === module) {
  for (const r of runBenchmarks()) console.log(`${r.name}\t${r.medianMs.toFixed(3)} ms\t${r.what}`);
}
