/**
 * The office-js builder against a TEST DOUBLE of Excel: tests/support/excel-double (an in-memory
 * workbook behind the office-js calls the builder makes), whose loaded objects are office-addin-mock
 * OfficeMockObjects. It is not Excel: it does not calculate. It counts context.sync() calls, measures
 * each request, applies a request up to a failing call, and keeps sheets, names and tables as Excel
 * does (unique names, references that follow renames, #REF! after a delete).
 *
 * These tests use the hand-made fixture description (tests/fixtures/workbookSpec.ts), which exercises
 * every feature of the model; tests/render/office/templates.test.ts builds the real templates.
 */
import { BuildError, buildIntoWorkbook, inspectWorkbook } from "../../../src/render/office";
import type { WorkbookSpec } from "../../../src/workbook/model";
import { HOSTILE_TEXT, fixtureSpec } from "../../fixtures/workbookSpec";
import { mockExcel } from "../../support/excel-double/mock";
import { strFromU8, unzipSync } from "fflate";
import { renderXlsx } from "../../../src/render/xlsx";
import { DoubleWorkbook, ExcelDouble, parseAddress } from "../../support/excel-double/workbook";
import { EXCEL_WEB_REQUEST_LIMIT_BYTES } from "../../../src/render/office/payload";
import { parseMarker } from "../../../src/render/office/ownership";

function build(
  double: ExcelDouble,
  spec: WorkbookSpec,
  extra: Partial<Parameters<typeof buildIntoWorkbook>[1]> = {}
) {
  return buildIntoWorkbook(double.context, { kind: "sizing", makeSpec: () => spec, ...extra });
}

/** Every cell of a sheet of the description, as [address-free row, column, cell]. */
function cellsOf(spec: WorkbookSpec, sheet: string) {
  const s = spec.sheets.find((x) => x.name === sheet)!;
  return s.rows.flatMap((row, r) => row.map((cell, c) => ({ r, c, cell })).filter((x) => x.cell));
}

function content(wb: DoubleWorkbook, sheet: string, r: number, c: number) {
  return wb.sheet(sheet)!.cells.get(`${r},${c}`);
}

function nameFormula(wb: DoubleWorkbook, name: string): string | undefined {
  const item = wb.names.find((n) => n.name.toLowerCase() === name.toLowerCase());
  return item && wb.formulaOf(item);
}

describe("a fresh build", () => {
  test("writes the whole workbook in 3 syncs: read, write, recalculate", async () => {
    const double = mockExcel({ sheets: ["Sheet1"] });
    const report = await build(double, fixtureSpec());
    expect(double.syncs()).toBe(3);
    expect(report.syncs).toBe(3);
    expect(double.workbook.sheets.map((s) => s.name)).toEqual([
      "Sheet1",
      "Summary",
      "Inputs",
      "Table 14",
      "Capacity catalog",
      "Notes",
    ]);
    expect(double.workbook.sheetById(double.workbook.activeSheetId)!.name).toBe("Summary");
    expect(report.renames).toEqual([]);
    expect(report.replaced).toEqual([]);
  });

  test("writes every formula exactly as the description has it, through range.formulas", async () => {
    const double = mockExcel();
    const spec = fixtureSpec();
    await build(double, spec);
    let formulas = 0;
    for (const sheet of spec.sheets) {
      for (const { r, c, cell } of cellsOf(spec, sheet.name)) {
        if (cell!.formula === undefined) continue;
        formulas++;
        const written = content(double.workbook, sheet.name, r, c)!;
        expect(written.kind).toBe("formula");
        expect(written.content).toBe(cell!.formula);
      }
    }
    expect(formulas).toBeGreaterThan(5);
    expect(double.log.some((l) => l.startsWith("Range.formulasLocal"))).toBe(false);
  });

  test("text stays text, even when it starts with =, +, -, @ or ' or looks like a number", async () => {
    const double = mockExcel();
    const spec = fixtureSpec();
    await build(double, spec);
    for (const { r, c, cell } of cellsOf(spec, "Inputs")) {
      if (typeof cell!.value !== "string") continue;
      const written = content(double.workbook, "Inputs", r, c)!;
      expect(written.kind).toBe("text");
      expect(written.content).toBe(cell!.value);
    }
    const hostile = cellsOf(spec, "Inputs").filter(({ cell }) =>
      HOSTILE_TEXT.includes(cell!.value as string)
    );
    expect(hostile.length).toBe(HOSTILE_TEXT.length + 1); // and the customer name
  });

  test("numbers, booleans, number formats and styles land in their cells", async () => {
    const double = mockExcel();
    await build(double, fixtureSpec());
    const users = content(double.workbook, "Inputs", 2, 2)!;
    expect(users).toMatchObject({ kind: "number", content: 5000, numberFormat: "#,##0" });
    expect(users.props).toEqual({
      format: {
        font: { color: "#0000FF" },
        fill: { color: "#FFF2CC" },
        borders: expect.objectContaining({ top: expect.anything(), left: expect.anything() }),
        protection: { locked: false },
      },
    });
    expect(content(double.workbook, "Inputs", 7, 2)).toMatchObject({
      kind: "boolean",
      content: false,
    });
    // A formula's number format: its own, else its style's.
    expect(content(double.workbook, "Summary", 3, 1)!.numberFormat).toBe("#,##0.0");
    expect(content(double.workbook, "Summary", 1, 1)!.numberFormat).toBe("#,##0.00");
    expect(content(double.workbook, "Summary", 0, 0)!.props).toEqual({
      format: { font: { bold: true, size: 16, color: "#1F4E79" } },
    });
  });

  test("names, tables, validation, the chart, frozen panes, print setup, widths and tab colours", async () => {
    const double = mockExcel();
    const spec = fixtureSpec();
    await build(double, spec);
    const wb = double.workbook;
    for (const n of spec.names) {
      const quoted = /^[A-Za-z_][\w.]*$/.test(n.sheet) ? n.sheet : `'${n.sheet}'`;
      expect(nameFormula(wb, n.name)).toBe(`=${quoted}!${n.ref}`);
    }
    expect(wb.names.find((n) => n.name === "ex.NU")!.comment).toMatch(/Table 14/);
    expect(wb.tables).toEqual([
      {
        name: "CapacityCatalog",
        sheetId: wb.sheet("Capacity catalog")!.id,
        address: "$A$1:$E$29",
        style: "TableStyleMedium2",
        showBandedRows: true,
      },
    ]);
    const inputs = wb.sheet("Inputs")!;
    expect(inputs.validations.map((v) => v.rule)).toEqual([
      { wholeNumber: { operator: "GreaterThanOrEqualTo", formula1: 1 } },
      { decimal: { operator: "GreaterThan", formula1: 0 } },
      { wholeNumber: { operator: "Between", formula1: 1, formula2: 16 } },
      { list: { inCellDropDown: true, source: "Any,RAID 50,RAID 10" } },
      { custom: { formula: "=AND(ISNUMBER(C7),C7>0,C7<=1)" } },
    ]);
    expect(inputs.validations[0]).toMatchObject({
      ignoreBlanks: false,
      errorAlert: {
        showAlert: true,
        style: "Stop",
        title: "Users",
        message: "users must be a whole number greater than 0",
      },
      prompt: { showPrompt: true, message: "Mailbox users, including growth" },
    });
    expect(inputs.freeze).toEqual({ rows: 1, columns: 1 });
    expect(wb.sheet("Table 14")!.freeze).toEqual({ rows: 1, columns: 0 });
    const summary = wb.sheet("Summary")!;
    expect(summary.merges).toEqual(["$A$1:$C$1"]);
    expect(summary.columnWidths.get("A")).toBeCloseTo((28 * 7 + 5) * 0.75, 1);
    expect(summary.tabColor).toBe("#1F4E79");
    expect(summary.pageLayout).toEqual({
      orientation: "Landscape",
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
      printArea: "A1:L20",
    });
    expect(summary.charts).toHaveLength(1);
    const chart = summary.charts[0];
    expect(chart).toMatchObject({
      type: "BarClustered",
      title: "Volumes per database (GB)",
      position: ["E2", "L16"],
      legendVisible: false,
      valueAxisTitle: "GB",
    });
    expect(wb.refText(chart.series[0].values)).toBe("Summary!$B$4:$B$5");
    expect(wb.refText(chart.series[0].categories)).toBe("Summary!$A$4:$A$5");
    expect(chart.series[0].name).toBe("GB");
  });

  test("sets the heights the .xlsx file gives the rows of a formula's longestText, of a merged text and of rowHeights", async () => {
    const double = mockExcel();
    const base = fixtureSpec();
    const sentence = "a sentence of the verdict, with its figures, ".repeat(8);
    const spec: WorkbookSpec = {
      ...base,
      styles: { ...base.styles, wrapped: { wrap: true } },
      sheets: [
        ...base.sheets,
        {
          name: "Rows",
          role: "notes",
          columnWidths: [30, 10],
          rowHeights: { 2: 40 },
          merges: ["A4:B4"],
          rows: [
            [{ formula: '=IF(TRUE,"kept","")', style: "wrapped", longestText: sentence }],
            [{ value: "a literal Excel fits itself", style: "wrapped" }],
            [{ formula: "=1+1" }],
            // Excel does not fit a merged cell: its row gets the file's height (the Summary's project)
            [{ value: sentence, style: "wrapped" }],
          ],
        },
      ],
    };
    await build(double, spec);
    const xml = strFromU8(
      unzipSync(renderXlsx(spec))[`xl/worksheets/sheet${spec.sheets.length}.xml`]
    );
    const htOf = (row: number) =>
      Number(new RegExp(`<row r="${row}" ht="([0-9.]+)"`).exec(xml)![1]);
    // the .xlsx: the sentence wraps to 11 lines of 34 characters in a 30-character column
    expect(htOf(1)).toBeGreaterThan(15 * 10);
    expect(htOf(4)).toBeGreaterThan(15 * 7);
    expect(double.workbook.sheet("Rows")!.rowHeights).toEqual({
      1: htOf(1),
      3: htOf(3),
      4: htOf(4),
    });
  });

  test("marks every sheet it creates with a hidden name recording the build", async () => {
    const double = mockExcel();
    const report = await build(double, fixtureSpec(), { buildId: "b1" });
    const markers = double.workbook.names.filter((n) => parseMarker(n.name));
    expect(markers).toHaveLength(5);
    expect(markers.every((m) => m.visible === false)).toBe(true);
    expect(markers.map((m) => double.workbook.formulaOf(m))).toEqual([
      "=Summary!$A$1",
      "=Inputs!$A$1",
      "='Table 14'!$A$1",
      "='Capacity catalog'!$A$1",
      "=Notes!$A$1",
    ]);
    expect(markers[1].name).toBe("ExSize.sizing.b1.inputs.2");
    expect(report.buildId).toBe("b1");
  });

  test("suspends calculation and screen updating while writing, and recalculates after", async () => {
    const double = mockExcel();
    await build(double, fixtureSpec());
    expect(double.workbook.application).toEqual([
      "sync",
      "suspendApiCalculationUntilNextSync",
      "suspendScreenUpdatingUntilNextSync",
      "sync",
      "calculate Full",
      "sync",
    ]);
  });

  test("reports the key results read back after the recalculation", async () => {
    const double = mockExcel();
    const report = await build(double, fixtureSpec());
    // The double does not calculate: a formula cell reads back as its formula.
    expect(report.results.get("ex.NU")).toBe(5000);
    expect(report.results.get("ex.DVS")).toBe('=IF(ex.NU>0,ex.NU*2.5/1024,"")');
    expect(report.results.has("ex.CatalogModels")).toBe(false);
  });
});

describe("requests stay few and small", () => {
  test("a 1,000-row catalog takes the same 3 syncs, each request far under 5 MB", async () => {
    const small = mockExcel();
    await build(small, fixtureSpec());
    const large = mockExcel();
    const report = await build(large, fixtureSpec({ catalogRows: 1000 }));
    expect(large.syncs()).toBe(small.syncs());
    const largest = Math.max(...large.requests.map((r) => r.bytes));
    expect(largest).toBeLessThan(EXCEL_WEB_REQUEST_LIMIT_BYTES);
    // The builder's own estimate (from the recorder) and the double's count agree within 20%.
    const writeRequest = large.requests[1].bytes;
    expect(report.requestBytes).toHaveLength(1);
    expect(Math.abs(report.requestBytes[0] - writeRequest) / writeRequest).toBeLessThan(0.2);
    // Actions grow with sheets and features, not with rows.
    expect(large.requests[1].actions).toBe(small.requests[1].actions);
  });

  test("a description too large for one request is split, and comes out the same", async () => {
    const whole = mockExcel();
    await build(whole, fixtureSpec({ catalogRows: 1000 }), { buildId: "same" });
    const split = mockExcel();
    const report = await build(split, fixtureSpec({ catalogRows: 1000 }), {
      buildId: "same",
      requestBudgetBytes: 64 * 1024,
    });
    expect(report.requestBytes.length).toBeGreaterThan(2);
    expect(report.requestBytes.every((b) => b <= 64 * 1024)).toBe(true);
    expect(split.syncs()).toBe(2 + report.requestBytes.length);
    expect(split.workbook.snapshot()).toEqual(whole.workbook.snapshot());
  });
});

describe("nothing of the user's is lost", () => {
  function userWorkbook(): ExcelDouble {
    const double = mockExcel({ sheets: ["Inputs", "Budget"] });
    const wb = double.workbook;
    wb.cell(wb.sheet("Inputs")!, 0, 0).content = "the user's own inputs";
    wb.cell(wb.sheet("Budget")!, 4, 1).content = 1234;
    return double;
  }

  test("a user's sheet with a clashing name is untouched; the new one is 'Inputs (2)' and references follow", async () => {
    const double = userWorkbook();
    const before = JSON.stringify([...double.workbook.sheet("Inputs")!.cells]);
    const report = await build(double, fixtureSpec());
    expect(JSON.stringify([...double.workbook.sheet("Inputs")!.cells])).toBe(before);
    expect(report.renames).toEqual([{ what: "sheet", from: "Inputs", to: "Inputs (2)" }]);
    expect(report.sheets.map((s) => s.name)).toContain("Inputs (2)");
    // The formula that named the sheet follows it; names point at it.
    expect(content(double.workbook, "Summary", 6, 1)!.content).toBe("='Inputs (2)'!$C$4*1");
    expect(nameFormula(double.workbook, "ex.NU")).toBe("='Inputs (2)'!$C$3");
    expect(double.workbook.sheet("Inputs (2)")!.validations).toHaveLength(5);
  });

  test("building again replaces only ExSize's sheets; the user's sheets and names stay", async () => {
    const double = userWorkbook();
    await build(double, fixtureSpec(), { buildId: "first" });
    // The user adds a sheet of their own and a name, and formats one of ExSize's sheets' names.
    const notes = double.workbook.addSheet("My notes");
    double.workbook.cell(notes, 0, 0).content = "call the customer";
    double.workbook.names.push({
      name: "MyTotal",
      ref: { sheetId: notes.id, address: "$A$1" },
      visible: true,
    });
    const userSheets = JSON.stringify(
      ["Inputs", "Budget", "My notes"].map((s) => [...double.workbook.sheet(s)!.cells])
    );

    const report = await build(double, fixtureSpec(), { buildId: "second" });
    expect(double.syncs()).toBe(6);
    expect(report.replaced).toEqual([
      "Summary",
      "Inputs (2)",
      "Table 14",
      "Capacity catalog",
      "Notes",
    ]);
    expect(double.workbook.sheets.map((s) => s.name)).toEqual([
      "Inputs",
      "Budget",
      "My notes",
      "Summary",
      "Inputs (2)",
      "Table 14",
      "Capacity catalog",
      "Notes",
    ]);
    expect(
      JSON.stringify(
        ["Inputs", "Budget", "My notes"].map((s) => [...double.workbook.sheet(s)!.cells])
      )
    ).toBe(userSheets);
    const markers = double.workbook.names.map((n) => parseMarker(n.name)).filter(Boolean);
    expect(markers.map((m) => m!.buildId)).toEqual([
      "second",
      "second",
      "second",
      "second",
      "second",
    ]);
    // Names were pointed at the new sheets in place: one of each, none broken, the user's kept.
    expect(double.workbook.names.filter((n) => n.name === "ex.NU")).toHaveLength(1);
    expect(
      double.workbook.names
        .map((n) => double.workbook.formulaOf(n))
        .some((f) => f.includes("#REF!"))
    ).toBe(false);
    expect(nameFormula(double.workbook, "MyTotal")).toBe("='My notes'!$A$1");
    expect(double.workbook.tables.map((t) => t.name)).toEqual(["CapacityCatalog"]);
    expect(report.renames).toEqual([{ what: "sheet", from: "Inputs", to: "Inputs (2)" }]);
  });

  test("a user's name or table with ExSize's name is kept; the build uses another and its formulas follow", async () => {
    const double = mockExcel({ sheets: ["Mine"] });
    const mine = double.workbook.sheet("Mine")!;
    double.workbook.names.push({
      name: "ex.NU",
      ref: { sheetId: mine.id, address: "$B$2" },
      visible: true,
    });
    double.workbook.tables.push({
      name: "CapacityCatalog",
      sheetId: mine.id,
      address: "$D$1:$E$3",
    });
    const report = await build(double, fixtureSpec());
    expect(report.renames).toEqual([
      { what: "name", from: "ex.NU", to: "ex.NU_2" },
      { what: "table", from: "CapacityCatalog", to: "CapacityCatalog_2" },
    ]);
    expect(nameFormula(double.workbook, "ex.NU")).toBe("=Mine!$B$2");
    expect(nameFormula(double.workbook, "ex.NU_2")).toBe("=Inputs!$C$3");
    expect(content(double.workbook, "Summary", 2, 1)!.content).toBe("=ex.NU_2");
    expect(content(double.workbook, "Summary", 5, 1)!.content).toBe(
      "=MAX(CapacityCatalog_2[UsableGB])"
    );
    expect(content(double.workbook, "Table 14", 2, 2)!.content).toBe(
      '=IF(ex.NU_2>0,ex.NU_2*2.5/1024,"")'
    );
  });

  test("a sheet deleted by hand leaves a stale marker that the next build cleans up", async () => {
    const double = mockExcel();
    await build(double, fixtureSpec(), { buildId: "one" });
    const notes = double.workbook.sheet("Notes")!;
    double.workbook.sheets.splice(double.workbook.sheets.indexOf(notes), 1);
    await build(double, fixtureSpec(), { buildId: "two" });
    const formulas = double.workbook.names.map((n) => double.workbook.formulaOf(n));
    expect(formulas.some((f) => f.includes("#REF!"))).toBe(false);
    expect(double.workbook.sheet("Notes")).toBeDefined();
  });
});

describe("a failed build leaves the workbook as it was", () => {
  const failures = [
    {
      when: "adding the third sheet",
      fail: (api: string, sheet?: string, args?: unknown) =>
        api === "WorksheetCollection.add" && JSON.stringify(args) === '["Table 14"]',
    },
    {
      when: "writing the catalog's formulas",
      fail: (api: string, sheet?: string) =>
        api === "Range.formulas" && sheet === "Capacity catalog",
    },
    {
      when: "defining the names",
      fail: (api: string) => api === "NamedItemCollection.add" && true,
    },
    { when: "adding the chart", fail: (api: string) => api === "ChartCollection.add" },
    { when: "activating the Summary", fail: (api: string) => api === "Worksheet.activate" },
  ];

  test.each(failures)("in a fresh workbook, failing when $when", async ({ fail }) => {
    const double = mockExcel({ sheets: ["Inputs", "Budget"] });
    double.workbook.cell(double.workbook.sheet("Budget")!, 0, 0).content = 42;
    double.workbook.activeSheetId = double.workbook.sheet("Budget")!.id;
    const before = double.workbook.snapshot();
    double.failWhen = ({ api, sheet, args }) => fail(api, sheet, args);
    const error = await build(double, fixtureSpec()).catch((e) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.undone).toBe(true);
    expect(error.message).toMatch(/^Excel stopped the build: .*Your workbook is as it was/);
    expect(double.workbook.snapshot()).toEqual(before);
  });

  test.each(failures)(
    "on a rebuild, failing when $when: the previous build survives",
    async ({ fail }) => {
      const double = mockExcel({ sheets: ["Inputs", "Budget"] });
      await build(double, fixtureSpec(), { buildId: "first" });
      double.workbook.activeSheetId = double.workbook.sheet("Budget")!.id;
      const before = double.workbook.snapshot();
      double.failWhen = ({ api, sheet, args }) => fail(api, sheet, args);
      const error = await build(double, fixtureSpec(), { buildId: "second" }).catch((e) => e);
      expect(error).toBeInstanceOf(BuildError);
      expect(double.workbook.snapshot()).toEqual(before);
    }
  );

  test("a failure while deleting the previous build finishes the new one instead", async () => {
    const double = mockExcel({ sheets: ["Budget"] });
    await build(double, fixtureSpec(), { buildId: "first" });
    let deletes = 0;
    double.failWhen = ({ api }) => api === "Worksheet.delete" && ++deletes === 2;
    const report = await build(double, fixtureSpec(), { buildId: "second" });
    expect(report.warnings[0]).toMatch(/ExSize finished removing it/);
    const markers = double.workbook.names.map((n) => parseMarker(n.name)).filter(Boolean);
    expect(new Set(markers.map((m) => m!.buildId))).toEqual(new Set(["second"]));
    expect(double.workbook.sheets.map((s) => s.name)).toEqual([
      "Budget",
      "Summary",
      "Inputs",
      "Table 14",
      "Capacity catalog",
      "Notes",
    ]);
  });

  test("a failure in the first request changes nothing", async () => {
    const double = mockExcel({ sheets: ["Budget"] });
    const before = double.workbook.snapshot();
    double.failWhen = ({ api }) => api === "NamedItemCollection.load";
    await expect(build(double, fixtureSpec())).rejects.toThrow(/Nothing was changed/);
    expect(double.workbook.snapshot()).toEqual(before);
    expect(double.syncs()).toBe(1);
  });
});

describe("carrying the previous Inputs into the rebuild", () => {
  async function builtAndEdited() {
    const double = mockExcel({ sheets: ["Budget"] });
    await build(double, fixtureSpec(), { buildId: "first" });
    const inputs = double.workbook.sheet("Inputs")!;
    double.workbook.cell(inputs, 2, 2).content = 6000; // users, typed by the consultant
    double.workbook.cell(inputs, 4, 2).content = 40; // copies: out of range
    double.workbook.cell(inputs, 5, 2).content = "RAID 10";
    return double;
  }

  test("inspectWorkbook finds the previous build and the names on its Inputs sheet, in one sync", async () => {
    const double = await builtAndEdited();
    const syncs = double.syncs();
    const found = await inspectWorkbook(double.context);
    expect(double.syncs()).toBe(syncs + 1);
    expect(found.own.map((s) => s.sheet)).toEqual([
      "Summary",
      "Inputs",
      "Table 14",
      "Capacity catalog",
      "Notes",
    ]);
    expect(found.carryOver.sizing).toEqual([
      "ex.Customer",
      "ex.NU",
      "ex.MQ",
      "ex.Copies",
      "ex.RAID",
      "ex.logWriteRatio",
      "ex.MSR",
      "ex.AMS",
    ]);
    expect(found.carryOver.catalog).toEqual([]);
  });

  test("reads the typed values in the first sync and writes the valid ones into the new Inputs", async () => {
    const double = await builtAndEdited();
    const { carryOver } = await inspectWorkbook(double.context);
    const start = double.syncs();
    let seen: ReadonlyMap<string, unknown> | undefined;
    const report = await buildIntoWorkbook(double.context, {
      kind: "sizing",
      carryOver: carryOver.sizing,
      buildId: "second",
      makeSpec: (carried) => {
        seen = carried;
        return fixtureSpec();
      },
    });
    expect(double.syncs() - start).toBe(3);
    expect(seen!.get("ex.NU")).toBe(6000);
    expect(report.carried).toEqual(
      expect.arrayContaining([
        { name: "ex.NU", value: 6000 },
        { name: "ex.RAID", value: "RAID 10" },
        { name: "ex.Customer", value: HOSTILE_TEXT[0] },
      ])
    );
    expect(report.refused).toEqual([
      {
        name: "ex.Copies",
        value: 40,
        reason: "ex.Copies must be a whole number from 1 to 16 (got 40)",
      },
    ]);
    expect(content(double.workbook, "Inputs", 2, 2)!.content).toBe(6000);
    expect(content(double.workbook, "Inputs", 4, 2)!.content).toBe(2);
    expect(content(double.workbook, "Inputs", 5, 2)!.content).toBe("RAID 10");
    expect(content(double.workbook, "Inputs", 1, 2)).toMatchObject({
      kind: "text",
      content: HOSTILE_TEXT[0],
    });
  });

  test("a name that vanished since the pane looked falls back to building without carrying", async () => {
    const double = await builtAndEdited();
    const { carryOver } = await inspectWorkbook(double.context);
    double.workbook.names.splice(
      double.workbook.names.findIndex((n) => n.name === "ex.NU"),
      1
    );
    const report = await build(double, fixtureSpec(), { carryOver: carryOver.sizing });
    expect(report.carried).toEqual([]);
    expect(report.warnings[0]).toMatch(/not carried over/);
    expect(nameFormula(double.workbook, "ex.NU")).toBe("=Inputs!$C$3");
  });
});

test("the double's address parser agrees with the fixture's ranges", () => {
  expect(parseAddress("A1:E29")).toEqual({ top: 0, left: 0, bottom: 28, right: 4 });
});

test("a Microsoft build sits beside an EqualLogic one: each replaces only its own kind's sheets", async () => {
  const double = mockExcel({ sheets: ["Sheet1"] });
  await build(double, fixtureSpec(), { buildId: "dell" });
  const dellSheets = double.workbook.sheets.map((s) => s.name);
  const first = await build(double, fixtureSpec(), { kind: "microsoft", buildId: "ms1" });
  // Same sheet names as the EqualLogic build: the Microsoft build's get "(2)", nothing is replaced.
  expect(first.replaced).toEqual([]);
  expect(first.sheets.map((s) => s.name)).toContain("Summary (2)");
  const kinds = () =>
    double.workbook.names
      .map((n) => parseMarker(n.name))
      .filter(Boolean)
      .map((m) => m!.kind);
  expect(new Set(kinds())).toEqual(new Set(["sizing", "microsoft"]));
  const second = await build(double, fixtureSpec(), { kind: "microsoft", buildId: "ms2" });
  expect(second.replaced).toEqual(first.sheets.map((s) => s.name));
  // The EqualLogic build's sheets are all still there, under their names.
  for (const name of dellSheets) expect(double.workbook.sheet(name)).toBeDefined();
  expect(kinds().filter((k) => k === "sizing").length).toBe(
    kinds().filter((k) => k === "microsoft").length
  );
});

/**
 * A hand-made description shaped as issue 13's Compare workbook (test data, not the Compare
 * template): a "Compare" sheet whose row ex.cmp.mailboxes spans one column per design, then each
 * design's Inputs sheet (named by the design) with its own ex.d<i>.* names.
 */
function compareShapedSpec(labels: readonly string[]): WorkbookSpec {
  const columns = labels.map((_, i) => String.fromCharCode(66 + i)); // B, C, ...
  const compare: WorkbookSpec["sheets"][number] = {
    name: "Compare",
    role: "summary",
    rows: [
      [{ value: "Design" }, ...labels.map((label) => ({ value: label }))],
      [{ value: "Mailboxes" }, ...labels.map((_, i) => ({ formula: `=ex.d${i + 1}.NU` }))],
    ],
  };
  const designs = labels.map((label) => ({
    name: `${label} Inputs`,
    role: "inputs" as const,
    rows: [[{ value: "Users" }, { value: 1000 }]],
  }));
  return {
    title: "Compare",
    sheets: [compare, ...designs],
    names: [
      { name: "ex.cmp.mailboxes", sheet: "Compare", ref: `B2:${columns[columns.length - 1]}2` },
      ...labels.map((label, i) => ({
        name: `ex.d${i + 1}.NU`,
        sheet: `${label} Inputs`,
        ref: "B1",
      })),
    ],
    styles: {},
    activeSheet: "Compare",
  };
}

describe("a Compare build (the pane's saved designs)", () => {
  test("sits beside a sizing build and the user's sheets; a second Compare replaces only the first, names in place", async () => {
    const double = mockExcel({ sheets: ["Compare", "Budget"] });
    await build(double, fixtureSpec(), { buildId: "dell" });
    const sizingSheets = double.workbook.sheets.map((s) => s.name);
    const userCompare = JSON.stringify([...double.workbook.sheet("Compare")!.cells]);

    const first = await build(double, compareShapedSpec(["A", "B"]), {
      kind: "compare",
      buildId: "cmp1",
    });
    expect(first.syncs).toBe(3);
    expect(first.replaced).toEqual([]);
    // The user's "Compare" is untouched: ExSize's is "Compare (2)" and its names follow.
    expect(first.sheets.map((s) => s.name)).toEqual(["Compare (2)", "A Inputs", "B Inputs"]);
    expect(nameFormula(double.workbook, "ex.cmp.mailboxes")).toBe("='Compare (2)'!$B$2:$C$2");

    const second = await build(double, compareShapedSpec(["A", "B", "C"]), {
      kind: "compare",
      buildId: "cmp2",
    });
    expect(second.syncs).toBe(3);
    expect(second.replaced).toEqual(["Compare (2)", "A Inputs", "B Inputs"]);
    expect(second.renames).toEqual([{ what: "sheet", from: "Compare", to: "Compare (2)" }]);
    // The earlier build's ex.cmp.* and ex.d<i>.* names are pointed at the new cells in place (one of
    // each, none broken, no "_2"), as a second sizing build does with its ex.* names.
    expect(nameFormula(double.workbook, "ex.cmp.mailboxes")).toBe("='Compare (2)'!$B$2:$D$2");
    expect(double.workbook.names.filter((n) => n.name.startsWith("ex.cmp."))).toHaveLength(1);
    expect(nameFormula(double.workbook, "ex.d1.NU")).toBe("='A Inputs'!$B$1");
    expect(nameFormula(double.workbook, "ex.d3.NU")).toBe("='C Inputs'!$B$1");
    expect(
      double.workbook.names
        .map((n) => double.workbook.formulaOf(n))
        .filter((f) => f.includes("#REF!"))
    ).toEqual([]);
    // The sizing build's sheets and the user's are all still there.
    for (const name of sizingSheets) expect(double.workbook.sheet(name)).toBeDefined();
    expect(JSON.stringify([...double.workbook.sheet("Compare")!.cells])).toBe(userCompare);
    const kinds = double.workbook.names.map((n) => parseMarker(n.name)?.kind).filter(Boolean);
    expect(kinds.filter((k) => k === "compare")).toHaveLength(4);
    expect(kinds.filter((k) => k === "sizing")).toHaveLength(5);
  });

  test("a failed Compare build is undone: the previous Compare survives", async () => {
    const double = mockExcel({ sheets: ["Budget"] });
    await build(double, compareShapedSpec(["A", "B"]), { kind: "compare", buildId: "cmp1" });
    const before = double.workbook.snapshot();
    double.failWhen = ({ api }) => api === "NamedItemCollection.add";
    const error = await build(double, compareShapedSpec(["A", "B", "C"]), {
      kind: "compare",
      buildId: "cmp2",
    }).catch((e) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.undone).toBe(true);
    expect(double.workbook.snapshot()).toEqual(before);
  });
});
