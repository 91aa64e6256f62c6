/**
 * The real templates (src/workbook) through the office-js builder, against the Excel TEST DOUBLE of
 * tests/support/excel-double (an in-memory workbook; loads answered by office-addin-mock
 * OfficeMockObjects; no calculation). Counts context.sync() calls for the default workbook and for one
 * whose capacity catalog has 1,000 rows, measures each request against Excel on the web's 5 MB, and
 * checks that every formula written is the template's.
 */
import { buildIntoWorkbook, inspectWorkbook } from "../../../src/render/office";
import { parseCellRef } from "../../../src/workbook/a1";
import { namesToCarry } from "../../../src/taskpane/fields";
import { EXCEL_WEB_REQUEST_LIMIT_BYTES } from "../../../src/render/office/payload";
import { parseMarker } from "../../../src/render/office/ownership";
import {
  DEFAULT_SCENARIO,
  SIZING_TEMPLATES,
  buildCatalogWorkbook,
  buildSizingWorkbook,
} from "../../../src/workbook";
import type { WorkbookSpec } from "../../../src/workbook/model";
import { withCatalogRows } from "../../fixtures/largeCatalog";
import { mockExcel } from "../../support/excel-double/mock";
import { ExcelDouble } from "../../support/excel-double/workbook";

const DATE = new Date(2024, 0, 15);

function sizing(): WorkbookSpec {
  return buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE });
}

function build(double: ExcelDouble, spec: WorkbookSpec, kind: "sizing" | "catalog" = "sizing") {
  return buildIntoWorkbook(double.context, { kind, makeSpec: () => spec });
}

/** Every formula of the description next to what the double's cell holds. */
function formulas(double: ExcelDouble, spec: WorkbookSpec, sheetName = (s: string) => s) {
  return spec.sheets.flatMap((sheet) =>
    sheet.rows.flatMap((row, r) =>
      row.flatMap((cell, c) =>
        cell?.formula === undefined
          ? []
          : [
              {
                at: `${sheet.name}!R${r + 1}C${c + 1}`,
                template: cell.formula,
                written: double.workbook.sheet(sheetName(sheet.name))!.cells.get(`${r},${c}`),
              },
            ]
      )
    )
  );
}

test("the default sizing workbook: 3 syncs, one write request far under 5 MB, every formula the template's", async () => {
  const double = mockExcel({ sheets: ["Sheet1"] });
  const spec = sizing();
  const report = await build(double, spec);
  expect(double.syncs()).toBe(3);
  expect(report.requestBytes).toHaveLength(1);
  const largest = Math.max(...double.requests.map((r) => r.bytes));
  expect(largest).toBeLessThan(EXCEL_WEB_REQUEST_LIMIT_BYTES / 5);
  const written = formulas(double, spec);
  expect(written.length).toBeGreaterThan(300);
  for (const f of written) {
    expect({ at: f.at, kind: f.written?.kind, content: f.written?.content }).toEqual({
      at: f.at,
      kind: "formula",
      content: f.template,
    });
  }
  expect(double.workbook.sheets.map((s) => s.name)).toEqual([
    "Sheet1",
    ...spec.sheets.map((s) => s.name),
  ]);
  expect(double.workbook.sheetById(double.workbook.activeSheetId)!.name).toBe("Summary");
  for (const n of spec.names) {
    const item = double.workbook.names.find((x) => x.name === n.name)!;
    expect(double.workbook.formulaOf(item).endsWith(`!${n.ref}`)).toBe(true);
  }
  const summary = double.workbook.sheet("Summary")!;
  expect(summary.charts.map((c) => double.workbook.refText(c.series[0].values))).toEqual([
    "Summary!$B$29:$C$29",
    "Summary!$B$30:$C$30",
  ]);
});

test("a 1,000-row capacity catalog: the same 3 syncs, the same actions, still far under 5 MB", async () => {
  const small = mockExcel();
  await build(small, sizing());
  const double = mockExcel();
  const spec = withCatalogRows(sizing(), 1000);
  const catalog = spec.sheets.find((s) => s.tables?.some((t) => t.name === "ArrayCatalog"))!;
  expect(catalog.tables!.find((t) => t.name === "ArrayCatalog")!.ref).toBe("A5:I1005");
  const report = await build(double, spec);
  expect(double.syncs()).toBe(small.syncs());
  expect(double.requests.map((r) => r.actions)).toEqual(small.requests.map((r) => r.actions));
  const largest = Math.max(...double.requests.map((r) => r.bytes));
  expect(largest).toBeLessThan(EXCEL_WEB_REQUEST_LIMIT_BYTES);
  // The builder's own estimate, which decides how it splits requests, agrees with the count.
  expect(report.requestBytes).toHaveLength(1);
  expect(Math.abs(report.requestBytes[0] - double.requests[1].bytes)).toBeLessThan(0.05 * largest);
  for (const f of formulas(double, spec)) expect(f.written?.content).toBe(f.template);
});

test("a user's Summary and Inputs stay; ExSize's are 'Summary (2)' and 'Inputs (2)', charts and names follow", async () => {
  const double = mockExcel({ sheets: ["Summary", "Inputs"] });
  const report = await build(double, sizing());
  expect(report.renames).toEqual([
    { what: "sheet", from: "Summary", to: "Summary (2)" },
    { what: "sheet", from: "Inputs", to: "Inputs (2)" },
  ]);
  expect(double.workbook.sheet("Summary")!.cells.size).toBe(0);
  expect(double.workbook.sheet("Inputs")!.cells.size).toBe(0);
  const charts = double.workbook.sheet("Summary (2)")!.charts;
  expect(charts.map((c) => double.workbook.refText(c.series[0].categories))).toEqual([
    "'Summary (2)'!$B$28:$C$28",
    "'Summary (2)'!$B$28:$C$28",
  ]);
  const nu = double.workbook.names.find((n) => n.name === "ex.NU")!;
  expect(double.workbook.formulaOf(nu)).toBe("='Inputs (2)'!$C$6");
  expect(double.workbook.sheetById(double.workbook.activeSheetId)!.name).toBe("Summary (2)");
  const rename = (s: string) => (s === "Summary" || s === "Inputs" ? `${s} (2)` : s);
  for (const f of formulas(double, sizing(), rename)) expect(f.written?.content).toBe(f.template);
});

test("rebuilding replaces the previous build in 3 syncs; the catalogs alone go beside it", async () => {
  const double = mockExcel({ sheets: ["Notes of mine"] });
  await build(double, sizing());
  const first = double.syncs();
  const again = await build(double, sizing());
  expect(double.syncs() - first).toBe(3);
  expect(again.renames).toEqual([]);
  expect(again.replaced).toHaveLength(SIZING_TEMPLATES.length);
  const catalogs = await build(double, buildCatalogWorkbook(), "catalog");
  expect(catalogs.sheets.map((s) => s.name)).toEqual(["Capacity catalog (2)", "IOPS catalog (2)"]);
  expect(catalogs.renames.filter((r) => r.what === "table").map((r) => r.to)).toContain(
    "ArrayCatalog_2"
  );
  const kinds = double.workbook.names.map((n) => parseMarker(n.name)?.kind).filter(Boolean);
  expect(kinds.filter((k) => k === "sizing")).toHaveLength(SIZING_TEMPLATES.length);
  expect(kinds.filter((k) => k === "catalog")).toHaveLength(2);
  // A second catalog build replaces the first catalogs only.
  const catalogsAgain = await build(double, buildCatalogWorkbook(), "catalog");
  expect(catalogsAgain.replaced).toEqual(["Capacity catalog (2)", "IOPS catalog (2)"]);
  expect(double.workbook.sheets).toHaveLength(1 + SIZING_TEMPLATES.length + 2);
});

test("a rebuild keeps what was typed: the Inputs, the Spindles and Compute inputs, a Jetstress run's results", async () => {
  const double = mockExcel({ sheets: ["Notes of mine"] });
  const spec = sizing();
  await build(double, spec);
  const typed: [string, number][] = [
    ["ex.NU", 6000],
    ["ex.DriveSpeed", 15000],
    ["ex.SpecIntRate", 1120],
    ["ex.JetAchievedIops", 958.599],
    ["ex.JetDbReadAvgMs", 1.1],
  ];
  const cellOf = (name: string) => {
    const item = spec.names.find((n) => n.name === name)!;
    const { row, col } = parseCellRef(item.ref);
    return { sheet: item.sheet, row, column: col };
  };
  for (const [name, value] of typed) {
    const at = cellOf(name);
    double.workbook.cell(double.workbook.sheet(at.sheet)!, at.row, at.column).content = value;
  }
  const { carryOver } = await inspectWorkbook(double.context);
  const report = await buildIntoWorkbook(double.context, {
    kind: "sizing",
    carryOver: namesToCarry(carryOver.sizing),
    makeSpec: () => sizing(),
  });
  expect(report.refused).toEqual([]);
  expect(report.carried).toEqual(
    expect.arrayContaining(typed.map(([name, value]) => ({ name, value })))
  );
  for (const [name, value] of typed) {
    const at = cellOf(name);
    expect(double.workbook.sheet(at.sheet)!.cells.get(`${at.row},${at.column}`)?.content).toBe(
      value
    );
  }
});

test("a failure halfway leaves the user's workbook exactly as it was", async () => {
  const double = mockExcel({ sheets: ["Budget", "Inputs"] });
  double.workbook.cell(double.workbook.sheet("Budget")!, 0, 0).content = 1;
  const before = double.workbook.snapshot();
  double.failWhen = ({ api, sheet }) => api === "Range.formulas" && sheet === "Array selection";
  await expect(build(double, sizing())).rejects.toThrow(/Your workbook is as it was/);
  expect(double.workbook.snapshot()).toEqual(before);
});
