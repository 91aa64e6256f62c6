/**
 * The real Compare workbook (src/workbook/compare, issue 13) through the office-js builder as the
 * task pane's Compare builds it (a "compare" build), against the Excel TEST DOUBLE of
 * tests/support/excel-double (no calculation). Checks what the pane relies on: 3 syncs, every formula
 * written as the description has it, the user's and a sizing build's sheets untouched, and a second
 * Compare replacing the first as a second sizing build does (its ex.cmp.* and ex.d<i>.* names
 * pointed at the new cells in place).
 */
import * as fs from "fs";
import * as path from "path";
import { buildIntoWorkbook } from "../../../src/render/office";
import { parseMarker } from "../../../src/render/office/ownership";
import { DEFAULT_SCENARIO, buildSizingWorkbook } from "../../../src/workbook";
import { CompareDesign, buildCompareWorkbook } from "../../../src/workbook/compare";
import type { WorkbookSpec } from "../../../src/workbook/model";
import { mockExcel } from "../../support/excel-double/mock";
import { DoubleWorkbook, ExcelDouble } from "../../support/excel-double/workbook";

const DATE = new Date(2024, 0, 15);
const example = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../../examples", file), "utf8"));
const DESIGNS: CompareDesign[] = [
  { label: "Dell as printed", scenario: example("dell-5000-as-printed.json") },
  { label: "Microsoft example", scenario: example("microsoft-example.json") },
  { label: "Tintri 16000", scenario: example("tintri-16000.json") },
];

function compare(double: ExcelDouble, designs: readonly CompareDesign[]) {
  const spec = buildCompareWorkbook(designs, { date: DATE });
  return {
    spec,
    report: buildIntoWorkbook(double.context, { kind: "compare", makeSpec: () => spec }),
  };
}

function nameFormula(wb: DoubleWorkbook, name: string): string | undefined {
  const item = wb.names.find((n) => n.name.toLowerCase() === name.toLowerCase());
  return item && wb.formulaOf(item);
}

/** Every formula of the description next to what the double's cell received. */
function written(double: ExcelDouble, spec: WorkbookSpec) {
  return spec.sheets.flatMap((sheet) =>
    sheet.rows.flatMap((row, r) =>
      row.flatMap((cell, c) =>
        cell?.formula === undefined
          ? []
          : [
              {
                at: `${sheet.name}!${r},${c}`,
                want: cell.formula,
                got: double.workbook.sheet(sheet.name)?.cells.get(`${r},${c}`)?.written,
              },
            ]
      )
    )
  );
}

test("a Compare of two designs is written in 3 syncs, every formula as described", async () => {
  const double = mockExcel({ sheets: ["Sheet1"] });
  const { spec, report } = compare(double, DESIGNS.slice(0, 2));
  const done = await report;
  expect(done.syncs).toBe(3);
  expect(double.workbook.sheets.map((s) => s.name)).toEqual([
    "Sheet1",
    ...spec.sheets.map((s) => s.name),
  ]);
  expect(spec.sheets[0].name).toBe("Compare");
  const cells = written(double, spec);
  expect(cells.length).toBeGreaterThan(100);
  expect(cells.filter((c) => c.got !== c.want)).toEqual([]);
  expect(nameFormula(double.workbook, "ex.cmp.mailboxes")).toMatch(
    /^=Compare!\$[A-Z]+\$\d+:\$[A-Z]+\$\d+$/
  );
});

test("a second Compare replaces the first only; names are reused in place, the rest untouched", async () => {
  const double = mockExcel({ sheets: ["Compare", "Budget"] });
  await buildIntoWorkbook(double.context, {
    kind: "sizing",
    makeSpec: () => buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE }),
  });
  const sizingSheets = double.workbook.sheets.map((s) => s.name);
  const first = compare(double, DESIGNS.slice(0, 2));
  const firstReport = await first.report;
  expect(firstReport.sheets[0].name).toBe("Compare (2)");
  const firstNames = new Set(double.workbook.names.map((n) => n.name.toLowerCase()));

  const second = compare(double, [DESIGNS[0], DESIGNS[1], DESIGNS[2]]);
  const report = await second.report;
  expect(report.syncs).toBe(3);
  expect(report.replaced).toEqual(firstReport.sheets.map((s) => s.name));
  // The earlier Compare's names are pointed at the new cells, not duplicated as "_2".
  expect(report.renames.filter((r) => r.what === "name")).toEqual([]);
  for (const n of second.spec.names) {
    if (firstNames.has(n.name.toLowerCase()))
      expect(nameFormula(double.workbook, n.name)).not.toContain("#REF!");
  }
  expect(nameFormula(double.workbook, "ex.cmp.mailboxes")).toMatch(/^='Compare \(2\)'!/);
  // The sizing build's sheets and the user's are still there; one Compare build's markers remain.
  for (const name of sizingSheets) expect(double.workbook.sheet(name)).toBeDefined();
  expect(double.workbook.sheet("Compare")!.cells.size).toBe(0);
  const builds = new Set(
    double.workbook.names
      .map((n) => parseMarker(n.name))
      .filter((m) => m?.kind === "compare")
      .map((m) => m!.buildId)
  );
  expect(builds).toEqual(new Set([report.buildId]));
  const cells = written(double, second.spec);
  // The Compare sheet is written as "Compare (2)" (the user has "Compare"): check the design sheets.
  expect(cells.filter((c) => !c.at.startsWith("Compare!")).filter((c) => c.got !== c.want)).toEqual(
    []
  );
});
