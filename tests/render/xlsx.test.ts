/**
 * The .xlsx renderer (src/render/xlsx), read back from the bytes it writes: parts and content types,
 * text as text, formulas without cached values, names, validation, tables, the chart, views and print
 * setup, and the description checks that refuse what Excel would repair.
 */
import { strFromU8, unzipSync, zipSync } from "fflate";
import fc from "fast-check";
import { isExSizeOutput, renderXlsx } from "../../src/render/xlsx";
import { wrappedLines } from "../../src/render/rowHeight";
import { DEFAULT_SCENARIO, WorkbookSpec, buildSizingWorkbook } from "../../src/workbook";
import { formulaProblems } from "../workbook/formulaRules";
import { readXlsx } from "../support/xlsxRead";

const DATE = new Date(2010, 6, 1);
const CUSTOMER = '=HYPERLINK("http://x","y")';
const PROJECT = "+1 -2 @3 _x0041_ <b>&amp; \u0001 'q'";
const spec = buildSizingWorkbook(
  { ...DEFAULT_SCENARIO, customer: CUSTOMER, project: PROJECT },
  { date: DATE }
);
const bytes = renderXlsx(spec, { date: DATE });
const book = readXlsx(bytes);
const zip = unzipSync(bytes);
const part = (name: string) => strFromU8(zip[name]);
const sheetPart = (name: string) =>
  `xl/worksheets/sheet${spec.sheets.findIndex((s) => s.name === name) + 1}.xml`;

/** A minimal description for the renderer's own checks. */
function tiny(overrides: Partial<WorkbookSpec> = {}): WorkbookSpec {
  return {
    title: "t",
    sheets: [{ name: "S", role: "summary", rows: [[{ value: "x" }]] }],
    names: [],
    styles: {},
    activeSheet: "S",
    ...overrides,
  };
}

describe("the package", () => {
  test("an .xlsx: workbook, sheets, styles, shared strings, theme, properties; no VBA, no macro content type", () => {
    const names = Object.keys(zip);
    expect(names[0]).toBe("[Content_Types].xml");
    expect(names).toEqual(
      expect.arrayContaining([
        "_rels/.rels",
        "xl/workbook.xml",
        "xl/styles.xml",
        "xl/sharedStrings.xml",
        "xl/theme/theme1.xml",
        "docProps/core.xml",
        "docProps/app.xml",
        ...spec.sheets.map((_, i) => `xl/worksheets/sheet${i + 1}.xml`),
      ])
    );
    expect(names.some((n) => /vba/i.test(n))).toBe(false);
    expect(part("[Content_Types].xml")).toContain("spreadsheetml.sheet.main+xml");
    expect(part("[Content_Types].xml")).not.toMatch(/macroEnabled/i);
    expect(isExSizeOutput(bytes)).toBe(true);
  });

  test("the same description and date give the same bytes", () => {
    expect(Buffer.from(renderXlsx(spec, { date: DATE })).equals(Buffer.from(bytes))).toBe(true);
  });

  test("every sheet comes back in order, with its names", () => {
    expect(book.sheetNames).toEqual(spec.sheets.map((s) => s.name));
    for (const n of spec.names) expect(book.names.get(n.name)).toBe(`'${n.sheet}'!${n.ref}`);
  });
});

describe("cells", () => {
  test("a customer name of =HYPERLINK(...) is a string cell, never a formula", () => {
    // The cells: the printed header repeats the customer's name as literal text (printSetup.ts).
    const summary = part(sheetPart("Summary")).replace(/<headerFooter>.*<\/headerFooter>/, "");
    expect(summary).not.toContain("HYPERLINK(&quot;http");
    expect(
      Object.values(book.parts)
        .join("")
        .match(/<f>[^<]*HYPERLINK/)
    ).toBeNull();
    const ref = book.names.get("ex.Customer")!.replace(/^.*!/, "").replace(/\$/g, "");
    expect(book.cells.get("Summary")!.get(ref)).toEqual({
      value: CUSTOMER,
      type: "s",
      formula: undefined,
    });
  });

  test("text arrives exactly as typed: _xHHHH_ look-alikes, markup, control characters", () => {
    const ref = book.names.get("ex.Project")!.replace(/^.*!/, "").replace(/\$/g, "");
    expect(book.cells.get("Summary")!.get(ref)?.value).toBe(PROJECT);
    expect(part("xl/sharedStrings.xml")).toContain("_x005F_x0041_");
    expect(part("xl/sharedStrings.xml")).toContain("_x0001_");
  });

  test("formula cells carry no cached value, and Excel is asked to calculate on load", () => {
    const formulaCells = Object.entries(book.parts)
      .filter(([n]) => n.startsWith("xl/worksheets/sheet"))
      .flatMap(([, xml]) => xml.match(/<c [^>]*><f>.*?<\/c>/g) ?? []);
    expect(formulaCells.length).toBe(
      spec.sheets.flatMap((s) => s.rows.flat()).filter((c) => c?.formula).length
    );
    for (const c of formulaCells) expect(c).not.toContain("<v>");
    expect(part("xl/workbook.xml")).toContain('<calcPr calcId="191029" fullCalcOnLoad="1"/>');
  });

  test("every formula in the file is native: no EX., nothing volatile, no whole columns, English", () => {
    const names = new Set([...book.names.keys()].map((n) => n.toLowerCase()));
    const problems: string[] = [];
    for (const [sheet, cells] of book.cells) {
      for (const [ref, cell] of cells) {
        if (cell.formula !== undefined) {
          for (const p of formulaProblems(`=${cell.formula}`, names))
            problems.push(`${sheet}!${ref}: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const everyFormula =
      Object.values(book.parts)
        .join("")
        .match(/<(f|formula1|formula2|c:f)>[^<]*</g) ?? [];
    expect(everyFormula.length).toBeGreaterThan(400);
    expect(everyFormula.filter((f) => /EX\./.test(f))).toEqual([]);
  });

  test("styles: inputs unlocked with a fill, dates formatted, widths set", () => {
    const styles = part("xl/styles.xml");
    expect(styles).toContain('<numFmt numFmtId="164" formatCode=');
    expect(styles).toContain('formatCode="yyyy-mm-dd"');
    expect(styles).toContain('<protection locked="0"/>');
    expect(styles).toContain('<fgColor rgb="FFFFCC99"/>');
    expect(part(sheetPart("Inputs"))).toMatch(
      /<cols><col min="1" max="1" width="[\d.]+" customWidth="1"\/>/
    );
  });
});

describe("workbook features", () => {
  test("data validation: whole numbers, decimals, lists, and an option's range (issue 14)", () => {
    const inputs = part(sheetPart("Inputs"));
    expect(inputs).toMatch(
      /<dataValidation type="whole" operator="greaterThanOrEqual"[^>]*error="users must be a whole number greater than 0"[^>]*><formula1>1<\/formula1>/
    );
    expect(inputs).toMatch(
      /<dataValidation type="decimal" operator="greaterThan"[^>]*error="quotaMB must be a number greater than 0"/
    );
    expect(inputs).toContain(
      "<formula1>&quot;1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16&quot;</formula1>"
    );
    expect(inputs).toContain("<formula1>&quot;Any,RAID 50,RAID 10&quot;</formula1>");
    expect(inputs).toMatch(
      /type="decimal" operator="between"[^>]*error="logWriteRatio must be a number from 0.01 to 1"[^>]*><formula1>0.01<\/formula1><formula2>1<\/formula2>/
    );
  });

  test("tables: a table part per catalog, its columns named as the header cells", () => {
    const tables = Object.keys(zip).filter((n) => n.startsWith("xl/tables/"));
    expect(tables).toHaveLength(6);
    const first = part("xl/tables/table1.xml");
    expect(first).toMatch(/name="ArrayCatalog" displayName="ArrayCatalog" ref="A5:I33"/);
    expect(first).toContain('<tableColumn id="1" name="Model"/>');
    expect(part(sheetPart("Capacity catalog"))).toContain('<tableParts count="2">');
  });

  test("the Summary's charts: a drawing with two column charts over the Summary's cells", () => {
    expect(part(sheetPart("Summary"))).toMatch(/<drawing r:id="rId1"\/>/);
    const chart = part("xl/charts/chart1.xml");
    expect(chart).toContain('<c:barDir val="col"/>');
    expect(chart).toMatch(/<c:f>'Summary'!\$B\$\d+:\$C\$\d+<\/c:f>/);
    expect(part("xl/drawings/drawing1.xml").match(/<xdr:twoCellAnchor/g)).toHaveLength(2);
  });

  test("views and print: Summary active, frozen headings, tab colours, landscape fit to width, print area", () => {
    expect(part("xl/workbook.xml")).toContain('<workbookView activeTab="0"/>');
    expect(part(sheetPart("Summary"))).toContain('<sheetView tabSelected="1" workbookViewId="0">');
    expect(part(sheetPart("Table 14"))).toMatch(
      /<pane xSplit="2" ySplit="4" topLeftCell="C5" activePane="bottomRight" state="frozen"\/>/
    );
    expect(part(sheetPart("Table 14"))).toContain('<tabColor rgb="FF4472C4"/>');
    expect(part(sheetPart("Table 14"))).toContain(
      '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>'
    );
    expect(part("xl/workbook.xml")).toMatch(
      /<definedName name="_xlnm.Print_Area" localSheetId="0">'Summary'!\$A\$1:\$L\$\d+<\/definedName>/
    );
  });

  test("the Summary prints on one landscape page, fitted to width and height", () => {
    expect(part(sheetPart("Summary"))).toContain(
      '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="1"/>'
    );
  });

  // Golden lines from LibreOffice's render of the default Dell Summary (soffice --convert-to pdf,
  // pdftotext -bbox, 2026-11-27): its 42-character "Meaning" column wraps this 11-point note to 2 lines
  // ("all mailboxes sized, growth included: Dell EqualLogic" / "paper (2010), Table 14 step 1 (NU)");
  // the renderer used to give it 3 (one line per 42 characters), and 9-point notes even more.
  test("a wrapped note's row is as tall as the lines LibreOffice wraps it to", () => {
    const note =
      "all mailboxes sized, growth included: Dell EqualLogic paper (2010), Table 14 step 1 (NU)";
    const sheetXml = (fontSize: number) =>
      strFromU8(
        unzipSync(
          renderXlsx(
            tiny({
              sheets: [
                {
                  name: "S",
                  role: "summary",
                  rows: [[{ value: note, style: "note" }]],
                  columnWidths: [42],
                },
              ],
              styles: { note: { wrap: true, verticalAlignment: "top", fontSize } },
            })
          )
        )["xl/worksheets/sheet1.xml"]
      );
    expect(sheetXml(11)).toContain('<row r="1" ht="30" customHeight="1">');
    // 9-point text: more characters a line, shorter lines (12.27 points): still 2 lines
    expect(sheetXml(9)).toContain('<row r="1" ht="24.75" customHeight="1">');
  });

  test("wrappedLines: at spaces, a long word broken, each paragraph a line", () => {
    expect(wrappedLines("aaa bbb ccc", 7)).toBe(2);
    expect(wrappedLines("aaa bbb ccc", 11)).toBe(1);
    expect(wrappedLines("abcdefghij", 4)).toBe(3);
    expect(wrappedLines("a\nb\n\nc", 40)).toBe(4);
    // no line holds more than perLine characters: lines x perLine covers the text's non-space characters
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: 1, max: 80 }),
        (text, perLine) => {
          const lines = wrappedLines(text, perLine);
          const paragraphs = text.split("\n");
          expect(lines).toBeGreaterThanOrEqual(paragraphs.length);
          for (const p of paragraphs)
            expect(wrappedLines(p, perLine) * perLine).toBeGreaterThanOrEqual(
              p.replace(/ /g, "").length
            );
        }
      )
    );
  });

  test("merged cells are written", () => {
    const merged = tiny({
      sheets: [{ name: "S", role: "summary", rows: [[{ value: "x" }]], merges: ["A1:C1"] }],
    });
    expect(strFromU8(unzipSync(renderXlsx(merged))["xl/worksheets/sheet1.xml"])).toContain(
      '<mergeCells count="1"><mergeCell ref="A1:C1"/></mergeCells>'
    );
  });
});

describe("descriptions Excel would refuse are refused before a byte is written", () => {
  test.each([
    [
      "a cell with a value and a formula",
      tiny({ sheets: [{ name: "S", role: "summary", rows: [[{ value: 1, formula: "=1" }]] }] }),
      /both a value and a formula/,
    ],
    [
      "a formula without =",
      tiny({ sheets: [{ name: "S", role: "summary", rows: [[{ formula: "1+1" }]] }] }),
      /starts with "="/,
    ],
    [
      "NaN",
      tiny({ sheets: [{ name: "S", role: "summary", rows: [[{ value: NaN }]] }] }),
      /not a number Excel can hold/,
    ],
    [
      "names differing in case",
      tiny({
        names: [
          { name: "ex.A", sheet: "S", ref: "$A$1" },
          { name: "EX.a", sheet: "S", ref: "$A$1" },
        ],
      }),
      /defined twice/,
    ],
    [
      "a name like a cell",
      tiny({ names: [{ name: "AB12", sheet: "S", ref: "$A$1" }] }),
      /not a valid Excel name/,
    ],
    [
      "a name on a missing sheet",
      tiny({ names: [{ name: "ex.A", sheet: "T", ref: "$A$1" }] }),
      /missing sheet/,
    ],
    [
      "a bad sheet name",
      tiny({ sheets: [{ name: "a/b", role: "summary", rows: [] }], activeSheet: "a/b" }),
      /not valid in Excel/,
    ],
    ["a missing active sheet", tiny({ activeSheet: "Nope" }), /active sheet/],
    [
      "an unknown style",
      tiny({ sheets: [{ name: "S", role: "summary", rows: [[{ value: 1, style: "nope" }]] }] }),
      /unknown style/,
    ],
    [
      "a table header that is not text",
      tiny({
        sheets: [
          {
            name: "S",
            role: "catalog",
            rows: [[{ value: 1 }], [{ value: 2 }]],
            tables: [{ name: "T", ref: "A1:A2" }],
          },
        ],
      }),
      /must be text/,
    ],
  ])("%s", (_what, bad, message) => {
    expect(() => renderXlsx(bad)).toThrow(message);
  });

  test("isExSizeOutput: not for other files, nor for a workbook another application saved", () => {
    expect(isExSizeOutput(new TextEncoder().encode("hello"))).toBe(false);
    const resaved = {
      ...zip,
      "docProps/app.xml": new TextEncoder().encode(
        "<Properties><Application>Microsoft Excel</Application></Properties>"
      ),
    };
    expect(isExSizeOutput(zipSync(resaved))).toBe(false);
  });
});
