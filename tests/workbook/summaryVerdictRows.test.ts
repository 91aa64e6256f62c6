/**
 * The Summary's verdict prints whole: the headline (ex.ms.verdict.headline, bold 12 points, merged
 * A:D) and the two rows under it that show the next raised rules ("- " and the rule's sentence, 11
 * points, merged A:D) are each at least as tall as their text wraps to (the text: `exsize size`'s
 * verdict, word for word what the formulas show; the wrap: wrappedLines, the renderers' estimate).
 * Before, the headline's row was a fixed 80 points (five lines) and each further rule's 26 (under two
 * lines): storage status run ioAP_20000_500_2048_s4's second rule, insufficientDiskIoSecondary's
 * 608-character sentence, needs five, and with its rejects accepted despite its 741-character headline
 * needs seven.
 * The designs: the verdict's golden calculator runs with the longest headlines and sentences
 * (tests/golden/verdict), and one of them with its rejects accepted despite (the headline then lists
 * them before the first one's sentence).
 */
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import type { Verdict } from "../../src/core/verdict/types";
import { wrappedLines } from "../../src/render/rowHeight";
import { renderXlsx } from "../../src/render/xlsx";
import { buildMicrosoftWorkbook } from "../../src/workbook";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";
import { STORAGE_STATUS_RUNS } from "../golden/verdict/storageStatusRuns";
import { readXlsx } from "../support/xlsxRead";

const run = (name: string) =>
  [...CALCULATOR_RUNS, ...STORAGE_STATUS_RUNS].find((r) => r.name === name)!.scenario;
const ioBoth = run("ioAP_20000_500_2048_s4");

const DESIGNS = [
  ["rejected twice, IO in both datacenters: ioAP_20000_500_2048_s4", ioBoth],
  ["rejected for capacity in both datacenters: quota50GB4TB", run("quota50GB4TB")],
  [
    "its four rejects accepted despite: ioAP_20000_500_2048_s4",
    {
      ...ioBoth,
      acceptedDespite: [
        "insufficientDiskIo",
        "insufficientDiskIoSecondary",
        "cpuFailureMode",
        "cpuFailureModeSecondary",
      ],
    },
  ],
] as const;

/** The Summary's merged A:D width in characters (summarySheet.ts COLUMNS). */
const SUMMARY_WIDTH = 42 + 14 + 17 + 50;
/** Prose characters a character of column width holds at 11 points (rowHeight.ts). */
const PROSE_PER_WIDTH = 1.15;

/** A row's height in points (15, Excel's default, where the row gives none). */
function rowPoints(xml: string, row: number): number {
  const ht = new RegExp(`<row r="${row}"(?: ht="([0-9.]+)")?`).exec(xml)![1];
  return Number(ht ?? 15);
}

describe.each(DESIGNS)("%s", (_name, json) => {
  const verdict = sizeMicrosoft(json).verdict as Verdict;
  const book = readXlsx(renderXlsx(buildMicrosoftWorkbook(json, { date: new Date(2026, 10, 27) })));
  const xml = book.parts[`xl/worksheets/sheet${book.sheetNames.indexOf("Summary") + 1}.xml`];
  const row = Number(
    [...book.cells.get("Summary")!]
      .find(([, c]) => c.formula === "ex.ms.verdict.headline")![0]
      .slice(1)
  );

  test("the headline's row holds the headline exsize size gives", () => {
    const perLine = Math.floor((SUMMARY_WIDTH * PROSE_PER_WIDTH * 11) / 12);
    const lines = wrappedLines(verdict.headline, perLine);
    expect(rowPoints(xml, row)).toBeGreaterThanOrEqual((lines * 15 * 12) / 11);
  });

  test("the two rows under it hold any sentence the design raises", () => {
    const perLine = Math.floor(SUMMARY_WIDTH * PROSE_PER_WIDTH);
    const raised = [...verdict.rejects, ...verdict.warnings, ...verdict.acceptedDespite];
    const lines = Math.max(...raised.map((i) => wrappedLines(`- ${i.message}`, perLine)));
    expect(lines).toBeGreaterThan(2);
    for (const slot of [row + 1, row + 2]) {
      expect(book.cells.get("Summary")!.get(`A${slot}`)?.formula).toMatch(/^IFERROR\("- "&INDEX/);
      expect(rowPoints(xml, slot)).toBeGreaterThanOrEqual(lines * 15);
    }
  });
});

test("a headline of rejects accepted despite takes more than the five lines the row once had", () => {
  const headline = (sizeMicrosoft(DESIGNS[2][1]).verdict as Verdict).headline;
  const perLine = Math.floor((SUMMARY_WIDTH * PROSE_PER_WIDTH * 11) / 12);
  expect(headline.startsWith("Accepted by the consultant despite: ")).toBe(true);
  expect(wrappedLines(headline, perLine)).toBeGreaterThan(5);
});
