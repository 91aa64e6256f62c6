/**
 * The Notes sheet's verdict table (one row per verdict rule, its "This design" cell a formula) prints
 * every sentence a design raises in full: the row of each rule the design breaks is at least as tall as
 * the sentence wraps to in its cell (the sentence: `exsize size`'s verdict item, word for word what the
 * formula shows; the wrap: wrappedLines, the renderers' estimate, at the column's width). Before the
 * rows were sized for formulas (Cell.longestText), a formula's text was invisible to the estimate and
 * examples/microsoft-2019.json's replicationNotSized row was 2 lines high under a 4-line sentence.
 * The designs: the verdict's golden calculator runs (tests/golden/verdict), which between them raise
 * rejects and warnings of most kinds, and examples/microsoft-2019.json without its processor (three
 * warnings).
 * The other side: a rule the design keeps shows "kept" in a row sized for the sentence it would show
 * (notesSheet.ts), and no row is taller than the table's longest sentence needs (MOST_LINES).
 */
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { verdictRules } from "../../src/core/microsoft/verdict";
import type { Verdict } from "../../src/core/verdict/types";
import { wrappedLines } from "../../src/render/rowHeight";
import { renderXlsx } from "../../src/render/xlsx";
import { buildMicrosoftWorkbook } from "../../src/workbook";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";
import { STORAGE_STATUS_RUNS } from "../golden/verdict/storageStatusRuns";
import { example2019WithoutProcessor } from "../support/example2019";
import { readXlsx } from "../support/xlsxRead";

const MICROSOFT_2019 = example2019WithoutProcessor();

/** Each design with the verdict items it raises (rejects, warnings, rejects accepted despite). */
const RAISING = [
  ["examples/microsoft-2019.json, no processor", MICROSOFT_2019] as const,
  ...[...CALCULATOR_RUNS, ...STORAGE_STATUS_RUNS].map((r) => [r.name, r.scenario] as const),
].map(([name, json]) => {
  const v = sizeMicrosoft(json).verdict as Verdict;
  return { name, json, raised: [...v.rejects, ...v.warnings, ...v.acceptedDespite] };
});
/** The designs that raise a rule no design before them raises (a workbook each is slow to build). */
const covered = new Set<string>();
const DESIGNS = RAISING.filter((d) => {
  const fresh = d.raised.some((i) => !covered.has(i.key));
  d.raised.forEach((i) => covered.add(i.key));
  return fresh;
}).map((d) => [d.name, d] as const);

/**
 * The lines of the table's longest sentence: insufficientDiskIo's (its rule, citation and advice, 445
 * characters of words and four figures) wraps to 10 at 69 characters a line. A row taller than that
 * would print blank lines under "kept".
 */
const MOST_LINES = 10;

/** Excel's line of 11-point text, and the prose characters a character of column width holds (rowHeight.ts). */
const LINE_POINTS = 15;
const PROSE_PER_WIDTH = 1.15;

/** The Notes sheet's rows: the height in points of each row, by the text in its column A (a rule's key). */
function notesRows(json: unknown): { heights: Map<string, number>; perLine: number } {
  const spec = buildMicrosoftWorkbook(json, { date: new Date(2026, 10, 27) });
  const notes = spec.sheets.find((s) => s.name === "Notes")!;
  const perLine = Math.floor(notes.columnWidths![3] * PROSE_PER_WIDTH);
  const book = readXlsx(renderXlsx(spec));
  const xml = book.parts[`xl/worksheets/sheet${book.sheetNames.indexOf("Notes") + 1}.xml`];
  const heights = new Map<string, number>();
  for (const [ref, cell] of book.cells.get("Notes")!) {
    if (!ref.startsWith("A") || typeof cell.value !== "string") continue;
    const row = ref.slice(1);
    const ht = new RegExp(`<row r="${row}"(?: ht="([0-9.]+)")?`).exec(xml)![1];
    heights.set(cell.value, ht === undefined ? LINE_POINTS : Number(ht));
  }
  return { heights, perLine };
}

describe.each(DESIGNS)("%s", (_name, { json, raised }) => {
  const { heights, perLine } = notesRows(json);

  test.each(raised.map((item) => [item.key, item.message] as const))(
    "%s: its row holds its sentence",
    (key, sentence) => {
      expect(heights.get(key)).toBeGreaterThanOrEqual(
        wrappedLines(sentence, perLine) * LINE_POINTS
      );
    }
  );

  test("no rule's row is taller than the longest sentence of the table needs", () => {
    for (const r of verdictRules())
      expect([r.key, heights.get(r.key)]).toEqual([r.key, expect.any(Number)]);
    expect(Math.max(...verdictRules().map((r) => heights.get(r.key)!))).toBeLessThanOrEqual(
      MOST_LINES * LINE_POINTS
    );
  });
});
