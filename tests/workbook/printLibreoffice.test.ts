/**
 * What a customer reads on paper (issue 20): LibreOffice Calc (headless) recalculates and prints to PDF
 * the default Dell workbook, the calculator's example design (examples/microsoft-example.json) and a
 * two-site Exchange 2019 design with its CPU given, and
 * - each Summary prints on one page (pdftotext, page by page: every page's footer names its
 *   sheet, printSetup.ts); Replication on at most 2, Activation scenarios on 3, Mailbox growth on 1,
 *   without their working grids, with the reader's labels and units rather than keys;
 * - every number on every Summary has a number format, and no computed number on any sheet shows more
 *   than 6 significant digits unformatted (the formats from the workbook as written, the values as
 *   LibreOffice computes them);
 * - no label is cut: a literal text that is not wrapped and has a neighbour on its right fits its column
 *   (or its merged columns), by a measured width estimate of its characters.
 * Issue 31, print like a report: each workbook printed whole keeps to its page budget (docs/workbook.md,
 * docs/microsoft-workbook.md, docs/compare.md): the Dell workbook 15 pages, the calculator's example 19,
 * the two-site Exchange 2019 design 19, a Compare of 3 designs of 25,000 mailboxes 39 (PAGE_BUDGETS); the formula
 * listings and name lists stay outside the print areas (Databases and servers 1 page, Notes 2), and the
 * Copy layout prints per DAG (a page per 45 databases or so) with its build stamp on every page.
 * Needs soffice and poppler-utils (pdftotext), as the other LibreOffice suites do (bash .ci/run).
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildMicrosoftWorkbook, buildSizingWorkbook } from "../../src/workbook";
import { buildCompareWorkbook } from "../../src/workbook/compare";
import { DEFAULT_SCENARIO } from "../../src/workbook/workbookScenario";
import { Cell, CellStyle, SheetSpec, WorkbookSpec } from "../../src/workbook/model";
import { cellRef, parseRangeRef } from "../../src/workbook/a1";
import { SIGNIFICANT_DIGITS } from "../../src/workbook/styles";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { convertWithLibreOffice, writeSpecFile } from "../support/libreoffice";
import { ReadWorkbook, readXlsx } from "../support/xlsxRead";

const DATE = new Date(2026, 10, 25);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-print-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const EXAMPLE_2019 = resolveProcessorModels(
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../examples/microsoft-2019.json"), "utf8"))
);
const example = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/microsoft-example.json"), "utf8")
);
/** Two datacenters (Active/Passive), Exchange 2019, CPU given: every chart of the Summary has bars. */
const TWO_SITES = {
  method: "microsoft",
  exchangeVersion: "2019",
  customer: "Fabrikam",
  project: "Exchange 2019, two sites",
  tiers: [{ mailboxes: 6000, messagesPerDay: 150, avgMessageKB: 75, quotaMB: 4096 }],
  datacenterModel: "Active/Passive",
  exchangeServersPerDag: 6,
  dagCount: 1,
  haCopies: 3,
  laggedCopies: 0,
  haCopiesSecondary: 1,
  laggedCopiesSecondary: 0,
  coresPerServer: 24,
  specIntRate2006: 1000,
  // A working day's logs and a link too small: the Replication sheet's figures, verdict and chart.
  logGenerationProfilePercent: [
    1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 8, 7, 6, 7, 8, 7, 6, 4, 3, 3, 2, 1, 1, 1,
  ],
  networkLinkType: "DS3 / T3 (44.7 Mbps)",
};

/** The pages each of issue 21's sheets may print on: the customer-facing part, readable. */
const EXTRA_SHEET_PAGES: readonly [string, number][] = [
  ["Replication", 2],
  ["Activation scenarios", 3],
  ["Mailbox growth", 1],
];

/**
 * Issue 31's designs: 25,000 mailboxes on Exchange 2019 in three tiers (the third 20 GB initial, a 50 GB
 * quota), Active/Passive, compared as 2 DAGs of 8, 2 DAGs of 12 and 4 DAGs of 8 servers.
 */
const DESIGN_25K = {
  method: "microsoft",
  exchangeVersion: "2019",
  customer: "Contoso",
  tiers: [
    { mailboxes: 15000, messagesPerDay: 100, avgMessageKB: 75, quotaMB: 5120 },
    { mailboxes: 7000, messagesPerDay: 150, avgMessageKB: 75, quotaMB: 10240 },
    {
      mailboxes: 3000,
      messagesPerDay: 200,
      avgMessageKB: 75,
      quotaMB: 51200,
      initialMailboxMB: 20480,
    },
  ],
  datacenterModel: "Active/Passive",
  exchangeServersPerDag: 8,
  dagCount: 2,
  haCopies: 3,
  laggedCopies: 0,
  haCopiesSecondary: 1,
  laggedCopiesSecondary: 0,
  coresPerServer: 24,
  specIntRate2006: 1500,
};
const COMPARE_3 = [
  ["2 DAGs of 8", {}],
  ["2 DAGs of 12", { exchangeServersPerDag: 12 }],
  ["4 DAGs of 8", { dagCount: 4 }],
].map(([label, change]) => ({
  label: `25,000 mailboxes, ${label as string}`,
  scenario: {
    ...DESIGN_25K,
    project: `25,000 mailboxes, ${label as string}`,
    ...(change as object),
  },
}));

const BOOKS: readonly [string, WorkbookSpec][] = [
  ["dell-default", buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE })],
  ["ms-example", buildMicrosoftWorkbook(example, { date: DATE })],
  ["ms-two-sites", buildMicrosoftWorkbook(TWO_SITES, { date: DATE })],
  ["compare-3", buildCompareWorkbook(COMPARE_3, { date: DATE })],
  // issue 30's example, the one the README starts from (its processor model resolved as the CLI does)
  ["ms-2019-example", buildMicrosoftWorkbook(EXAMPLE_2019, { date: DATE })],
];

/**
 * Issue 31's page budgets, the whole workbook printed (measured 2026-11-27 with LibreOffice 7.4: 17, 16,
 * 16 and 33; before: 20, 62, 62 and 117). Each is what a customer reads: the Summary, the inputs and a
 * page or a few per topic; a sheet over its own budget below fails first, naming itself. Lowered to what
 * prints since rows of wrapped text are sized to the lines they wrap to and the Dell Summary fits one
 * page (2026-11-27, sixth session: 15, 19, 19, 39 and 21; they were 17, 21, 21, 42 and 23).
 */
const PAGE_BUDGETS: Readonly<Record<string, number>> = {
  "dell-default": 15,
  // 16, 16 and 33 before issue 28's verdict rules on the Notes sheet and issue 30's RAM, page file and
  // MetaCache figures on Databases and servers, and issue 30's MetaCache sheet (merged 2026-11-27: 21,
  // 21, 42)
  // 19, 19 and 21 before (2026-11-27, eighth session) each row of the Notes sheet's verdict table was
  // sized for the longest sentence its rule can show (a formula's text was invisible to the row height,
  // so a raised rule's sentence was cut): the 39 rows take 2 pages more
  "ms-example": 21,
  "ms-two-sites": 21,
  "compare-3": 39,
  // 240 databases in 2 DAGs: the Copy layout takes 3 pages (below), the MetaCache sheet 1
  "ms-2019-example": 23,
};
/** Sheets whose formula listing or name list is outside the print area: the pages they may take. */
const SHEET_BUDGETS: readonly [RegExp, number][] = [
  // the departures, how the workbook calculates and (issue 28) every verdict rule with this design's
  // sentence, each rule's row as tall as its longest sentence (4 before the rows were sized for it)
  [/^Notes$/, 5],
  // the --json figures, 45 before issue 28's storage statuses and issue 30's RAM, page file and MetaCache
  [/^Databases and servers$/, 2],
  [/ Servers$/, 2],
  // the failure table and 40 databases of DAG 1 (the example); about 45 databases a page
  [/^Copy layout$/, 2],
  [/^Compare$/, 3],
];

/** A book's own sheet budgets, before SHEET_BUDGETS: the 2019 example's 120 databases a DAG. */
const SHEET_BUDGETS_OF: Readonly<Record<string, readonly [RegExp, number][]>> = {
  "ms-2019-example": [[/^Copy layout$/, 3]],
};

interface Rendered {
  readonly spec: WorkbookSpec;
  /** Each PDF page's text. */
  readonly pages: readonly string[];
  /** The workbook as LibreOffice recalculated it. */
  readonly book: ReadWorkbook;
}
const rendered = new Map<string, Rendered>();

beforeAll(() => {
  const files = BOOKS.map(([name, spec]) => writeSpecFile(work, name, spec, DATE));
  const pdfs = convertWithLibreOffice(files, path.join(work, "pdf"), { recalc: "always" }, "pdf");
  const xlsxs = convertWithLibreOffice(files, path.join(work, "xlsx"), { recalc: "always" });
  BOOKS.forEach(([name, spec], i) => {
    const text = execFileSync("pdftotext", ["-layout", pdfs[i], "-"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    rendered.set(name, {
      spec,
      pages: text.split("\f").filter((p) => p.trim() !== ""),
      book: readXlsx(fs.readFileSync(xlsxs[i])),
    });
  });
}, 600_000);

/** A cell's effective number format: its own, else its style's, else General. */
function formatOf(spec: WorkbookSpec, cell: Cell): string {
  const style: CellStyle | undefined = cell.style ? spec.styles[cell.style] : undefined;
  return cell.numberFormat ?? style?.numberFormat ?? "General";
}

/** Significant digits of a number as General shows it in a wide column (at most 15). */
function significantDigits(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return 1;
  const digits = Number(x.toPrecision(15))
    .toExponential()
    .replace(/e.*$/, "")
    .replace(/[-.]/g, "")
    .replace(/0+$/, "");
  return Math.max(1, digits.length);
}

/**
 * The page's sheet: the footer's left part, the last line of the page (printSetup.ts), before a centre
 * part (the Copy layout's build stamp), which stands three or more spaces away.
 */
const footerSheet = (page: string): string => {
  const lines = page.split("\n").filter((l) => l.trim() !== "");
  // The footer's line: the last with "Page n of m" (a chart's labels may come after it in the text).
  const footer = [...lines].reverse().find((l) => /Page \d+ of \d+\s*$/.test(l));
  return (
    (footer ?? lines[lines.length - 1])
      .trim()
      .replace(/\s+Page \d+ of \d+$/, "")
      .split(/\s{3,}/)[0]
      .trim() ?? ""
  );
};

/** The sheet a workbook's reader starts on: the Summary, or a comparison's Compare sheet. */
const summaryOf = (name: string) => (name === "compare-3" ? "Compare" : "Summary");

describe.each(BOOKS.map(([name]) => name))("%s printed by LibreOffice", (name) => {
  test(`the whole workbook keeps to its page budget, each listing to its own`, () => {
    const { pages } = rendered.get(name)!;
    const sheets = pages.map(footerSheet);
    const over: string[] = [];
    for (const sheet of new Set(sheets)) {
      const budget = [...(SHEET_BUDGETS_OF[name] ?? []), ...SHEET_BUDGETS].find(([re]) =>
        re.test(sheet)
      )?.[1];
      const count = sheets.filter((s) => s === sheet).length;
      if (budget !== undefined && count > budget) over.push(`${sheet}: ${count} > ${budget}`);
    }
    expect(over).toEqual([]);
    expect(pages.length).toBeLessThanOrEqual(PAGE_BUDGETS[name]);
  });

  test("every page's footer names its sheet and page, and the Summary prints on one page", () => {
    const { pages, spec } = rendered.get(name)!;
    const sheets = pages.map(footerSheet);
    const names = new Set(spec.sheets.map((s) => s.name));
    expect(sheets.filter((s) => !names.has(s))).toEqual([]);
    const summaryPages = sheets.filter((s) => s === summaryOf(name)).length;
    expect(summaryPages).toBeGreaterThanOrEqual(1);
    // each method's Summary fits one page tall (2 before the Dell Summary's fitToHeight, 2026-11-27)
    expect(summaryPages).toBeLessThanOrEqual(name === "compare-3" ? 3 : 1);
  });

  test("every number on the Summary has a number format", () => {
    const { spec, book } = rendered.get(name)!;
    const summary = spec.sheets.find((s) => s.name === summaryOf(name))!;
    const values = book.cells.get(summaryOf(name))!;
    const unformatted: string[] = [];
    summary.rows.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        if (!cell || cell.formula === undefined) return;
        const v = values.get(cellRef(r, c))?.value;
        if (typeof v === "number" && formatOf(spec, cell) === "General")
          unformatted.push(`${cellRef(r, c)} ${v}`);
      })
    );
    expect(unformatted).toEqual([]);
  });

  test(`no computed number on any sheet shows more than ${SIGNIFICANT_DIGITS} significant digits unformatted`, () => {
    const { spec, book } = rendered.get(name)!;
    const long: string[] = [];
    for (const sheet of spec.sheets) {
      const values = book.cells.get(sheet.name)!;
      sheet.rows.forEach((cells, r) =>
        cells.forEach((cell, c) => {
          if (!cell) return;
          const v = cell.formula === undefined ? cell.value : values.get(cellRef(r, c))?.value;
          if (typeof v !== "number" || formatOf(spec, cell) !== "General") return;
          if (significantDigits(v) > SIGNIFICANT_DIGITS)
            long.push(`${sheet.name}!${cellRef(r, c)} ${v}`);
        })
      );
    }
    expect(long).toEqual([]);
  });

  test("no label is cut off by its right neighbour", () => {
    const { spec, book } = rendered.get(name)!;
    const cut: string[] = [];
    for (const sheet of spec.sheets) {
      const values = book.cells.get(sheet.name)!;
      sheet.rows.forEach((cells, r) =>
        cells.forEach((cell, c) => {
          if (!cell) return;
          const style = cell.style ? spec.styles[cell.style] : undefined;
          if (style?.wrap) return;
          const text = cell.formula === undefined ? cell.value : values.get(cellRef(r, c))?.value;
          if (typeof text !== "string" || text === "") return;
          const [width, next] = widthAndNext(sheet, r, c);
          const neighbour = cells[next];
          if (!neighbour || (neighbour.value === undefined && neighbour.formula === undefined))
            return;
          if (textWidth(text, style) > width)
            cut.push(
              `${sheet.name}!${cellRef(r, c)} "${text}" (${textWidth(text, style).toFixed(1)} > ${width})`
            );
        })
      );
    }
    expect(cut).toEqual([]);
  });
});

describe.each(["ms-example", "ms-two-sites"])(
  "%s: issue 21's sheets printed by LibreOffice",
  (name) => {
    test.each(EXTRA_SHEET_PAGES)(
      "the %s sheet prints on at most %d page(s), its working grids left out",
      (sheet, most) => {
        const { pages } = rendered.get(name)!;
        const own = pages.filter((p) => footerSheet(p) === sheet);
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(most);
        expect(own.filter((p) => /not printed|Every other figure/.test(p))).toEqual([]);
      }
    );

    test("the Mailbox growth and Replication pages show the reader's labels and units, not keys", () => {
      const { pages } = rendered.get(name)!;
      const text = pages
        .filter((p) => ["Replication", "Mailbox growth"].includes(footerSheet(p)))
        .join("\n");
      // A key may stand only inside its ex.ms.* name (the small column), never as a label.
      expect(text).not.toMatch(
        /(?<![.\w])(maxMailboxSizeGB|weeklyGeneratedDataMB|monthlyGeneratedDataMB|yearlyGeneratedDataGB|yearsToReachCapacity|monthsToReachCapacity)/
      );
      expect(text).not.toMatch(/hours or text|bytes or text|Yes\/No\/--/);
      expect(text).toMatch(/Weekly Generated Data/);
      expect(text).toMatch(/Peak replication between datacenters, per DAG/);
    });
  }
);

describe.each(["ms-example", "ms-two-sites"])("%s: the Copy layout on paper", (name) => {
  test("every Copy layout page carries the build stamp; the grid and helper rows are not printed", () => {
    const { pages } = rendered.get(name)!;
    const own = pages.filter((p) => footerSheet(p).startsWith("Copy layout"));
    expect(own.length).toBeGreaterThanOrEqual(1);
    for (const p of own)
      expect(p).toContain("Values of the build of 2026-11-25: rebuild after changing an input");
    expect(own.join("\n")).toMatch(/Database 1\b/);
    expect(own.join("\n")).not.toMatch(/Server \\ database|Helper rows/);
  });
});

/** A cell's width in characters (its merge's, if it heads one) and the column right of it. */
function widthAndNext(sheet: SheetSpec, r: number, c: number): [number, number] {
  const width = (col: number) => sheet.columnWidths?.[col] ?? 8.43;
  for (const m of sheet.merges ?? []) {
    const box = parseRangeRef(m);
    if (box.from.row <= r && r <= box.to.row && box.from.col === c) {
      let sum = 0;
      for (let col = c; col <= box.to.col; col++) sum += width(col);
      return [sum, box.to.col + 1];
    }
  }
  return [width(c), c + 1];
}

/**
 * A text's width in the default font's character widths (Calibri 11: a column of width w holds about
 * w digits): wide letters (m, w, capitals) count more, narrow ones (i, l, t, punctuation) less, scaled
 * by the font size and by 1.07 for bold. An estimate on the safe side for LibreOffice's Carlito.
 */
function textWidth(text: string, style?: CellStyle): number {
  let units = 0;
  for (const ch of text) {
    if (/[ilj.,;:'|!ft()[\]\s]/.test(ch)) units += 0.55;
    else if (/[mwMW@%]/.test(ch)) units += 1.5;
    else if (/[A-Z]/.test(ch)) units += 1.15;
    else units += 1;
  }
  return units * ((style?.fontSize ?? 11) / 11) * (style?.bold ? 1.07 : 1);
}
