/**
 * The Notes sheet's verdict headline (ex.ms.verdict.headline, a formula) prints whole on the page: it
 * wraps in B:D, merged (the printed width, A:D), and its row is at least as tall as the headline wraps
 * to there (the headline: `exsize size`'s verdict, word for word what the formula shows; the wrap:
 * wrappedLines, the renderers' estimate, for the bold 12-point "verdict" style). Before, the headline
 * sat in column B unwrapped, on a 15-point row: it ran over C and D and the page edge cut it
 * (examples/microsoft-2019.json's 463-character headline ended "the calculator recommends 9").
 * The designs: a warning (examples/microsoft-2019.json without its processor), a reject and a reject
 * accepted despite (tests/golden/verdict's insufficientDisk6TB, the calculator's "Insufficient Disk
 * Capacity"), and the calculator's validation reject (rejectedCopies).
 * And longestText reads MID (the headline's list of accepted rejects) as that part of its text.
 */
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import type { Verdict } from "../../src/core/verdict/types";
import { wrappedLines } from "../../src/render/rowHeight";
import { longestText } from "../../src/workbook/longestText";
import { renderXlsx } from "../../src/render/xlsx";
import { buildMicrosoftWorkbook } from "../../src/workbook";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";
import { example2019WithoutProcessor } from "../support/example2019";
import { readXlsx } from "../support/xlsxRead";

const run = (name: string) => CALCULATOR_RUNS.find((r) => r.name === name)!.scenario;

const MICROSOFT_2019 = example2019WithoutProcessor();

const DESIGNS = [
  ["a warning: examples/microsoft-2019.json, no processor", MICROSOFT_2019],
  ["a reject: insufficientDisk6TB", run("insufficientDisk6TB")],
  [
    "a reject accepted despite: insufficientDisk6TB",
    { ...run("insufficientDisk6TB"), acceptedDespite: ["insufficientDiskCapacity"] },
  ],
  ["the validation reject: rejectedCopies", run("rejectedCopies")],
] as const;

/** The "verdict" style's line: 12-point text, 15 * 12 / 11 points (rowHeight.ts). */
const LINE_POINTS = (15 * 12) / 11;
/** Prose characters a character of column width holds at 11 points (rowHeight.ts). */
const PROSE_PER_WIDTH = 1.15;

/** The xlsx part of `sheet`, and whether the cell at `ref` wraps its text (its cellXfs entry). */
function sheetXml(book: ReturnType<typeof readXlsx>, sheet: string): string {
  return book.parts[`xl/worksheets/sheet${book.sheetNames.indexOf(sheet) + 1}.xml`];
}
function wraps(book: ReturnType<typeof readXlsx>, xml: string, ref: string): boolean {
  const style = Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(xml)![1]);
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(book.parts["xl/styles.xml"])![1];
  const xf = xfs.match(/<xf\b(?:[^>]*\/>|[^>]*[^/]>[\s\S]*?<\/xf>)/g)![style];
  return /wrapText="1"/.test(xf);
}
/** A row's height in points (15, Excel's default, where the row gives none). */
function rowPoints(xml: string, row: string): number {
  const ht = new RegExp(`<row r="${row}"(?: ht="([0-9.]+)")?`).exec(xml)![1];
  return Number(ht ?? 15);
}

describe.each(DESIGNS)("%s", (_name, json) => {
  const headline = (sizeMicrosoft(json).verdict as Verdict).headline;
  const spec = buildMicrosoftWorkbook(json, { date: new Date(2026, 10, 27) });
  const notes = spec.sheets.find((s) => s.name === "Notes")!;
  const book = readXlsx(renderXlsx(spec));
  const xml = sheetXml(book, "Notes");
  const row = [...book.cells.get("Notes")!]
    .find(([ref, c]) => /^A\d+$/.test(ref) && c.value === "Verdict")![0]
    .slice(1);

  test("the headline is the verdict's formula, wrapped in B:D merged", () => {
    expect(book.cells.get("Notes")!.get(`B${row}`)?.formula).toBe("ex.ms.verdict.headline");
    expect(xml).toContain(`<mergeCell ref="B${row}:D${row}"/>`);
    expect(wraps(book, xml, `B${row}`)).toBe(true);
  });

  test("its row holds the headline exsize size gives, wrapped across B:D", () => {
    const width = notes.columnWidths!.slice(1, 4).reduce((a, b) => a + b, 0);
    const perLine = Math.floor((width * PROSE_PER_WIDTH * 11) / 12);
    expect(rowPoints(xml, row)).toBeGreaterThanOrEqual(
      wrappedLines(headline, perLine) * LINE_POINTS
    );
    expect(headline.length).toBeGreaterThan(200);
  });
});

test("the Summary's project name wraps in B:D (merged) on a row as tall as its lines", () => {
  const book = readXlsx(
    renderXlsx(buildMicrosoftWorkbook(MICROSOFT_2019, { date: new Date(2026, 10, 27) }))
  );
  const xml = sheetXml(book, "Summary");
  const row = [...book.cells.get("Summary")!]
    .find(([ref, c]) => /^A\d+$/.test(ref) && c.value === "Project")![0]
    .slice(1);
  expect(book.cells.get("Summary")!.get(`B${row}`)?.value).toBe(MICROSOFT_2019.project);
  expect(wraps(book, xml, `B${row}`)).toBe(true);
  // 163 characters in B:D (81 characters wide, 93 of prose a line): two lines
  expect(rowPoints(xml, row)).toBeGreaterThanOrEqual(2 * 15);
});

test("longestText: MID is that part of its text's longest (the headline's list of accepted rejects)", () => {
  const list = { op: "text", value: ", dagMemberCheck, diskCountCheck" } as const;
  expect(longestText({ op: "mid", a: list, start: 3, length: 4000 }, new Map())).toBe(
    "dagMemberCheck, diskCountCheck"
  );
  expect(longestText({ op: "mid", a: list, start: 3, length: 5 }, new Map())).toBe("dagMe");
});
