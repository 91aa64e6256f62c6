import type { WorkbookSpec } from "../../workbook/model";
import { markerName } from "./ownership";
import { freeName, freeSheetName, planBuild } from "./plan";
import { WorkbookState } from "./ownership";

const spec: WorkbookSpec = {
  title: "t",
  styles: {},
  activeSheet: "Summary",
  sheets: [
    { name: "Summary", role: "summary", rows: [[{ formula: "=Inputs!$C$3+ex.NU" }]] },
    {
      name: "Inputs",
      role: "inputs",
      rows: [[{ value: 1 }]],
      tables: [{ name: "Catalog", ref: "A1:B3" }],
    },
  ],
  names: [{ name: "ex.NU", sheet: "Inputs", ref: "$C$3" }],
};

function state(partial: Partial<WorkbookState>): WorkbookState {
  return { sheets: [], names: [], tables: [], ...partial };
}

test("free names: (2), (3)... within 31 characters; _2 for tables and names", () => {
  const taken = new Set(["inputs", "inputs (2)"]);
  expect(freeSheetName("Inputs", taken)).toBe("Inputs (3)");
  expect(freeSheetName("Summary", taken)).toBe("Summary");
  const long = "A sheet name of thirty-one char";
  expect(freeSheetName(long, new Set([long.toLowerCase()]))).toBe("A sheet name of thirty-one (2)");
  expect(freeName("ex.NU", new Set(["ex.nu", "ex.nu_2"]))).toBe("ex.NU_3");
});

test("into a workbook without ExSize sheets, nothing is replaced and only taken names move", () => {
  const plan = planBuild(
    state({ sheets: ["inputs"], names: [{ name: "EX.NU", formula: "=inputs!$A$1" }] }),
    spec,
    "sizing",
    "b2"
  );
  expect(plan.replaced).toEqual([]);
  expect(plan.renames).toEqual([
    { what: "sheet", from: "Inputs", to: "Inputs (2)" },
    { what: "name", from: "ex.NU", to: "ex.NU_2" },
  ]);
  expect(plan.spec.sheets[0].rows[0][0]).toEqual({ formula: "='Inputs (2)'!$C$3+ex.NU_2" });
  expect(plan.spec.names).toEqual([{ name: "ex.NU_2", sheet: "Inputs (2)", ref: "$C$3" }]);
  expect(plan.sheets.map((s) => s.marker.name)).toEqual([
    "ExSize.sizing.b2.summary.1",
    "ExSize.sizing.b2.inputs.2",
  ]);
  expect(plan.addedNames).toEqual(["ex.NU_2"]);
});

test("over a previous build: its sheets step aside and are replaced, its names and tables reused", () => {
  const before = state({
    sheets: ["Summary", "Inputs", "Mine"],
    names: [
      { name: markerName("sizing", "b1", "summary", 1), formula: "=Summary!$A$1" },
      { name: markerName("sizing", "b1", "inputs", 2), formula: "=Inputs!$A$1" },
      { name: markerName("sizing", "gone", "notes", 3), formula: "=#REF!$A$1" },
      { name: "ex.NU", formula: "=Inputs!$C$3" },
    ],
    tables: [{ name: "Catalog", sheet: "Inputs" }],
  });
  const plan = planBuild(before, spec, "sizing", "b2");
  expect(plan.renames).toEqual([]);
  expect(plan.replaced.map((s) => s.sheet)).toEqual(["Summary", "Inputs"]);
  expect(plan.stepAside.sheets).toEqual([
    { what: "sheet", from: "Summary", to: "ExSize old b2 1" },
    { what: "sheet", from: "Inputs", to: "ExSize old b2 2" },
  ]);
  expect(plan.stepAside.tables).toEqual([{ what: "table", from: "Catalog", to: "ExSizeOld_b2_1" }]);
  expect([...plan.reuseNames]).toEqual([["ex.nu", "=Inputs!$C$3"]]);
  expect(plan.addedNames).toEqual([]);
  expect(plan.deleteNames).toEqual([
    "ExSize.sizing.b1.summary.1",
    "ExSize.sizing.b1.inputs.2",
    "ExSize.sizing.gone.notes.3",
  ]);
});

test("another kind's sheets are not replaced: the catalog action after a sizing build", () => {
  const before = state({
    sheets: ["Summary", "Inputs"],
    names: [{ name: markerName("sizing", "b1", "inputs", 2), formula: "=Inputs!$A$1" }],
  });
  const plan = planBuild(before, spec, "catalog", "c1");
  expect(plan.replaced).toEqual([]);
  expect(plan.renames.map((r) => r.to)).toEqual(["Summary (2)", "Inputs (2)"]);
});
