/**
 * The sizing workbook as data (src/workbook): its sheets, names, formulas, validation and texts, and
 * the scenario checks of `exsize workbook`. The numbers are proven by LibreOffice in libreoffice.test.ts.
 */
import {
  DISAGREEMENTS,
  INPUT_SPECS,
  OPTION_SPECS,
  STEP_ROWS,
  SizingError,
  ruleViolation,
} from "../../src/core";
import {
  Cell,
  DEFAULT_SCENARIO,
  INPUT_NAMES,
  RESULT_NAMES,
  SheetSpec,
  WorkbookSpec,
  buildCatalogWorkbook,
  buildSizingWorkbook,
  checkWorkbookScenario,
  optionName,
} from "../../src/workbook";
import { DATE, DEFAULT_SPEC, allText, cellAt } from "./specCells";
import { formulaProblems } from "./formulaRules";

const spec = DEFAULT_SPEC;

function cells(book: WorkbookSpec): { sheet: SheetSpec; cell: Cell; row: number; col: number }[] {
  return book.sheets.flatMap((sheet) =>
    sheet.rows.flatMap((cellsOfRow, row) =>
      cellsOfRow.flatMap((cell, col) => (cell ? [{ sheet, cell, row, col }] : []))
    )
  );
}

describe("sheets", () => {
  test("Summary first and active; inputs, the four step tables, selection, the three methods, two catalogs, notes", () => {
    expect(spec.sheets.map((s) => [s.name, s.role])).toEqual([
      ["Summary", "summary"],
      ["Inputs", "inputs"],
      ["Table 14", "step-table"],
      ["Table 15", "step-table"],
      ["Table 16", "step-table"],
      ["Table 17", "step-table"],
      ["Array selection", "selection"],
      ["Spindles", "extension"],
      ["Compute and memory", "extension"],
      ["Jetstress", "extension"],
      ["Capacity catalog", "catalog"],
      ["IOPS catalog", "catalog"],
      ["Notes", "notes"],
    ]);
    expect(spec.activeSheet).toBe("Summary");
  });

  test("the catalog workbook holds the two catalog sheets only, as Excel tables", () => {
    const catalogs = buildCatalogWorkbook();
    expect(catalogs.sheets.map((s) => s.role)).toEqual(["catalog", "catalog"]);
    expect(catalogs.sheets.flatMap((s) => (s.tables ?? []).map((t) => t.name))).toEqual([
      "ArrayCatalog",
      "Table13",
      "Table12",
      "ArrayIops",
      "ArrayModels",
      "MeasuredConfigurations",
    ]);
  });

  test("a cell holds a value or a formula, never both", () => {
    for (const { cell } of cells(spec))
      expect(cell.value !== undefined && cell.formula !== undefined).toBe(false);
  });
});

describe("formulas", () => {
  const names = new Set(spec.names.map((n) => n.name.toLowerCase()));
  const formulas = cells(spec).filter((c) => c.cell.formula !== undefined);

  test("native, not volatile, no whole columns, invariant English, every ex. name defined", () => {
    expect(formulas.length).toBeGreaterThan(400);
    const problems = formulas.flatMap(({ sheet, cell, row, col }) =>
      formulaProblems(cell.formula!, names).map(
        (p) => `${sheet.name} R${row + 1}C${col + 1} ${cell.formula}: ${p}`
      )
    );
    expect(problems).toEqual([]);
  });

  test("the rules catch what they forbid", () => {
    const bad = (f: string) => formulaProblems(f, names);
    expect(bad("=EX.DVS(5000,2048,150,75)")).toContain("contains EX.");
    expect(bad("=ex.dvs(1)")).toContain("calls an ex. function");
    expect(bad("=TODAY()+1")).toContain("volatile TODAY");
    expect(bad("=SUM(A:A)")).toContain("whole-column reference");
    expect(bad("=SUM($3:$3)")).toContain("whole-row reference");
    expect(bad("=WENN(ex.NU>1;1;2)")).toEqual(
      expect.arrayContaining([
        "a ; separator (a locale's, not invariant English)",
        "function WENN is not on the allowed list",
      ])
    );
    expect(bad("=ex.NoSuchName*2")).toContain("ex.NoSuchName is not a defined name");
    expect(bad('="TODAY() A:A EX.DVS("&ex.NU')).toEqual(["contains EX."]);
  });

  test("step formulas read like the paper: DVS = ex.IDBS*ex.contentIndex*ex.volumeOverhead", () => {
    expect(cellAt(spec, "ex.DVS")?.formula).toBe("=ex.IDBS*ex.contentIndex*ex.volumeOverhead");
    expect(cellAt(spec, "ex.NDB")?.formula).toBe("=MAX(1,ROUNDUP(ROUND(ex.NU/ex.DBCount,9),0))");
    expect(cellAt(spec, "ex.DBCount")?.formula).toBe(
      '=IF(ex.DBCountInput="",MAX(1,ROUNDUP(ROUND(ex.DBS/ex.maxDbSizeGB,9),0)),ex.DBCountInput)'
    );
    expect(cellAt(spec, "ex.MSF")?.formula).toBe("=IF(ex.AMS<=75,1,IF(ex.AMS<=150,1.9,3.8))");
  });
});

describe("names", () => {
  test("the issue's names, the inputs, every option and every step variable are named", () => {
    const defined = spec.names.map((n) => n.name);
    const required = [
      ...["ex.NU", "ex.MQ", "ex.MSR", "ex.AMS", "ex.Copies"],
      ...[
        "ex.DBCount",
        "ex.DVS",
        "ex.LVS",
        "ex.DBIOP",
        "ex.LIOPS",
        "ex.TotalCapacityGB",
        "ex.ArraysTotal",
      ],
      ...Object.values(INPUT_NAMES),
      ...Object.values(RESULT_NAMES),
      ...OPTION_SPECS.map((o) => optionName(o.name)),
    ];
    expect(defined).toEqual(expect.arrayContaining(required));
  });

  test("no two names differ only in case (Excel ignores case)", () => {
    const lower = spec.names.map((n) => n.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  test("inputs and options are named cells of the Inputs sheet holding the scenario's values", () => {
    expect(cellAt(spec, "ex.NU")?.value).toBe(5000);
    expect(cellAt(spec, "ex.MQ")?.value).toBe(2048);
    expect(cellAt(spec, "ex.dbOverhead")?.value).toBe(1.2);
    expect(cellAt(spec, "ex.DBCountInput")?.value).toBeUndefined();
    for (const o of OPTION_SPECS)
      expect(spec.names.find((n) => n.name === optionName(o.name))?.sheet).toBe("Inputs");
  });
});

describe("Inputs: validation from the same rules as the custom functions", () => {
  const inputs = spec.sheets.find((s) => s.role === "inputs")!;
  const validationOf = (name: string) => {
    const ref = spec.names.find((n) => n.name === name)!.ref.replace(/\$/g, "");
    return inputs.validations!.find((v) => v.ref === ref)!;
  };

  test("every input and option has a rule whose message starts the custom functions' message", () => {
    const rules = [
      ...Object.values(INPUT_SPECS).map((s) => [INPUT_NAMES[s.name], s.name, s.rule] as const),
      ...OPTION_SPECS.map((o) => [optionName(o.name), o.name, o.rule] as const),
    ];
    for (const [name, argument, rule] of rules) {
      const v = validationOf(name);
      expect(ruleViolation(argument, -0.5, rule)).toBe(`${v.errorMessage} (got -0.5)`);
    }
    expect(validationOf("ex.NU").rule).toEqual({ type: "whole", min: 1, minExclusive: false });
    expect(validationOf("ex.MQ").rule).toEqual({ type: "decimal", min: 0, minExclusive: true });
    expect(validationOf("ex.DBCountInput").allowBlank).toBe(true);
  });

  test("copies and the RAID level are lists", () => {
    expect(validationOf("ex.Copies").rule).toEqual({
      type: "list",
      choices: Array.from({ length: 16 }, (_, i) => String(i + 1)),
    });
    expect(validationOf("ex.RAID").rule).toEqual({
      type: "list",
      choices: ["Any", "RAID 50", "RAID 10"],
    });
  });

  test("input cells are styled as unlocked inputs", () => {
    for (const name of ["ex.NU", "ex.Copies", "ex.DBCountInput", "ex.RAID", "ex.dbOverhead"]) {
      expect(spec.styles[cellAt(spec, name)!.style!].locked).toBe(false);
    }
  });
});

describe("texts", () => {
  test("customer and project are text, even when they start with =, +, - or @", () => {
    const book = buildSizingWorkbook(
      { ...DEFAULT_SCENARIO, customer: '=HYPERLINK("http://x","y")', project: "@SUM(1)" },
      { date: DATE }
    );
    expect(cellAt(book, "ex.Customer")).toMatchObject({ value: '=HYPERLINK("http://x","y")' });
    expect(cellAt(book, "ex.Customer")?.formula).toBeUndefined();
    expect(cellAt(book, "ex.Project")).toMatchObject({ value: "@SUM(1)" });
    expect(cells(book).some((c) => c.cell.formula?.includes("HYPERLINK"))).toBe(false);
  });

  test("the date is a literal date value, the build's date (Excel serial 40360 is 2010-07-01)", () => {
    expect(cellAt(spec, "ex.Date")).toMatchObject({ value: 40360 });
    expect(spec.styles[cellAt(spec, "ex.Date")!.style!].numberFormat).toBe("yyyy-mm-dd");
  });

  test("each step sheet shows the paper's formula and note of every row of its table", () => {
    for (const row of STEP_ROWS) {
      const text = allText(spec.sheets.find((s) => s.name === `Table ${row.table}`)!);
      expect(text).toContain(row.paperFormula);
      expect(text).toContain(row.paperNote);
    }
    const table14 = allText(spec.sheets.find((s) => s.name === "Table 14")!);
    expect(table14).toContain(
      "dbOverhead 1 reproduces Table 18. Change it on the Inputs sheet (ex.dbOverhead)."
    );
  });

  test("Notes lists every disagreement and every name", () => {
    const notes = allText(spec.sheets.find((s) => s.role === "notes")!);
    for (const d of DISAGREEMENTS) expect(notes).toContain(d.conflict);
    for (const n of spec.names) expect(notes).toContain(n.name);
    expect(notes).toContain(
      "dbOverhead = 1 reproduces Table 18 (11505 GB, 12 databases, DVS 1266 GB). Change it on the Inputs sheet (ex.dbOverhead)."
    );
  });
});

describe("checkWorkbookScenario", () => {
  const base = { users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 2 };
  const fails = (json: unknown) => {
    try {
      checkWorkbookScenario(json);
    } catch (error) {
      expect(error).toBeInstanceOf(SizingError);
      return [(error as SizingError).argument, (error as Error).message];
    }
    throw new Error("no error");
  };

  test("a scenario with project and customer left out is valid; options come back in the core's spelling", () => {
    expect(checkWorkbookScenario({ ...base, options: { DBOVERHEAD: 1 }, raid: "raid10" })).toEqual({
      project: "",
      customer: "",
      ...base,
      raid: "RAID 10",
      options: { dbOverhead: 1 },
    });
  });

  test('raid "Any" (any case) means every level, as leaving it out does', () => {
    expect(checkWorkbookScenario({ ...base, raid: "any" })).not.toHaveProperty("raid");
  });

  test("each bad key is named, with the custom functions' wording", () => {
    expect(fails([1])).toEqual(["scenario", expect.stringMatching(/must be a JSON object/)]);
    expect(fails({ ...base, userz: 1 })).toEqual([
      "userz",
      expect.stringMatching(/^unknown key "userz"/),
    ]);
    expect(fails({ ...base, users: -5 })).toEqual([
      "users",
      "users must be a whole number greater than 0 (got -5)",
    ]);
    expect(fails({ ...base, users: undefined })).toEqual([
      "users",
      "users must be a whole number greater than 0 (got nothing)",
    ]);
    expect(fails({ ...base, copies: 17 })).toEqual([
      "copies",
      "copies must be a whole number from 1 to 16 (got 17)",
    ]);
    expect(fails({ ...base, dbCount: 2.5 })).toEqual([
      "dbCount",
      "dbCount must be a whole number greater than 0 (got 2.5)",
    ]);
    expect(fails({ ...base, customer: 5 })).toEqual(["customer", "customer must be text (got 5)"]);
    expect(fails({ ...base, options: { dbOverhead: 0.2 } })).toEqual([
      "dbOverhead",
      "dbOverhead 0.2 looks like the overhead alone; the factor for 20% is 1.2",
    ]);
    expect(fails({ ...base, options: { dbOverheat: 1 } })).toEqual([
      "options",
      expect.stringMatching(/unknown option "dbOverheat"/),
    ]);
    expect(fails({ ...base, options: [1] })).toEqual([
      "options",
      expect.stringMatching(/must be an object/),
    ]);
    expect(fails({ ...base, raid: "RAID 5" })).toEqual([
      "raid",
      "raid: Tables 12 and 13 give RAID 50 and RAID 10 only (got RAID 5)",
    ]);
    expect(fails({ ...base, raid: "fifty" })[0]).toBe("raid");
  });

  test("spindles, compute and jetstress are optional: a scenario without them is what it was; RAID levels come back as the core names them", () => {
    expect(checkWorkbookScenario(base)).not.toHaveProperty("spindles");
    expect(
      checkWorkbookScenario({
        ...base,
        spindles: { raid: "vraid5", driveSpeed: 10000, readShare: null },
        compute: { servers: 1 },
        jetstress: { achievedIops: 0, dbReadMaxMs: 99 },
      })
    ).toMatchObject({
      spindles: { raid: "RAID 5", driveSpeed: 10000 },
      compute: { servers: 1 },
      jetstress: { achievedIops: 0, dbReadMaxMs: 99 },
    });
    expect(checkWorkbookScenario({ ...base, compute: {} })).not.toHaveProperty("compute");
  });

  test("each bad key is named with its group, in the custom functions' wording", () => {
    expect(fails({ ...base, spindles: { driveSpeed: 5400 } })).toEqual([
      "spindles.driveSpeed",
      "spindles.driveSpeed must be 15000, 10000 or 7200 (got 5400)",
    ]);
    expect(fails({ ...base, spindles: { raid: "RAID 7" } })[0]).toBe("spindles.raid");
    expect(fails({ ...base, compute: { servers: 0.5 } })).toEqual([
      "compute.servers",
      "compute.servers must be a whole number greater than 0 (got 0.5)",
    ]);
    expect(fails({ ...base, jetstress: { dbReadAvgMs: -1 } })).toEqual([
      "jetstress.dbReadAvgMs",
      "jetstress.dbReadAvgMs must be a number of 0 or more (got -1)",
    ]);
    expect(fails({ ...base, jetstress: { targetIops: 60 } })).toEqual([
      "jetstress.targetIops",
      expect.stringMatching(/^unknown key "jetstress.targetIops"; jetstress has the keys/),
    ]);
    expect(fails({ ...base, compute: 4 })).toEqual([
      "compute",
      "compute must be an object with the keys specIntRate, specIntCores, cpuMHz, servers",
    ]);
  });

  test("buildSizingWorkbook checks its scenario too", () => {
    expect(() => buildSizingWorkbook({ ...DEFAULT_SCENARIO, users: 0 })).toThrow(
      "users must be a whole number greater than 0 (got 0)"
    );
  });
});
