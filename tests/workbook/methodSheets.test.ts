/**
 * The Spindles, Compute and memory and Jetstress sheets as data: their formulas come from the core's
 * step data, their inputs from the core's specs with the seeds' example values, and a scenario's
 * values replace those (the scenario file's checks: templates.test.ts). Their numbers are proven by
 * LibreOffice in libreoffice.test.ts.
 */
import {
  COMPUTE_STEPS,
  JETSTRESS_CHECKS,
  RAID_LEVEL_ROWS,
  SPINDLE_STEPS,
  Step,
  ruleViolation,
} from "../../src/core";
import { div, mul, sub } from "../../src/core/formula";
import {
  COMPUTE_NAMES,
  DEFAULT_SCENARIO,
  JETSTRESS_NAMES,
  METHOD_INPUTS,
  METHOD_INPUT_NAMES,
  SPINDLE_NAMES,
  SheetSpec,
  WorkbookSpec,
  buildSizingWorkbook,
  methodText,
  stepFormulas,
} from "../../src/workbook";
import { DATE, DEFAULT_SPEC, allText, cellAt } from "./specCells";

const spec = DEFAULT_SPEC;

function sheetOf(book: WorkbookSpec, name: string): SheetSpec {
  return book.sheets.find((s) => s.name === name)!;
}

describe("formulas printed from the core's steps", () => {
  test("a step's formula prints name for name; a whole count is MAX(1,ROUNDUP(ROUND(x,9),0))", () => {
    expect(cellAt(spec, SPINDLE_NAMES.backendIops)?.formula).toBe(
      "=ex.DBIOP*ex.ReadShare+ex.DBIOP*(1-ex.ReadShare)*ex.RaidFactor"
    );
    expect(cellAt(spec, SPINDLE_NAMES.raidGroups)?.formula).toBe(
      "=MAX(1,ROUNDUP(ROUND(MAX(ex.DisksForIops,ex.DisksForCapacity)/ex.GroupDisks,9),0))"
    );
    expect(cellAt(spec, COMPUTE_NAMES.coreMegacycles)?.formula).toBe(
      "=ex.SpecIntPerCore*ex.CpuMHz/ex.baselineSpecIntPerCore"
    );
    // An earlier step shadows the input of the same name: servers is the resolved count.
    expect(cellAt(spec, COMPUTE_NAMES.usersPerServer)?.formula).toBe(
      "=MAX(1,ROUNDUP(ROUND(ex.NU/ex.Servers,9),0))"
    );
  });

  test("the prose steps' formulas come from the core's RAID and drive-speed data", () => {
    expect(cellAt(spec, SPINDLE_NAMES.raidFactor)?.formula).toBe(
      '=IF(OR(ex.SpindleRaid="RAID 1",ex.SpindleRaid="RAID 10"),ex.raid1WriteFactor,IF(OR(ex.SpindleRaid="RAID 5",ex.SpindleRaid="RAID 50"),ex.raid5WriteFactor,ex.raid6WriteFactor))'
    );
    expect(cellAt(spec, SPINDLE_NAMES.diskIops)?.formula).toBe(
      "=IF(ex.DriveSpeed=15000,ex.diskIops15000,IF(ex.DriveSpeed=10000,ex.diskIops10000,ex.diskIops7200))"
    );
  });

  test("names resolve to earlier steps, then inputs, then options; an unknown name throws", () => {
    const step = (key: string, formula: Step["formula"]): Step => ({
      key,
      label: key,
      formula,
      unit: "",
      source: "",
      note: "",
    });
    const names = { a: "ex.A", b: "ex.B" };
    expect(stepFormulas([step("a", mul("x", sub("x", 1)))], names, { x: "ex.X" })).toEqual({
      a: "=ex.X*(ex.X-1)",
    });
    expect(
      stepFormulas([step("a", div("x", 2)), step("b", div("a", "dbOverhead"))], names, {
        x: "ex.X",
      })
    ).toEqual({ a: "=ex.X/2", b: "=ex.A/ex.dbOverhead" });
    expect(() => stepFormulas([step("a", mul("x", "c"))], names, { x: "ex.X" })).toThrow(
      'step a: "c" is no input, option or earlier step'
    );
  });
});

describe("the three sheets", () => {
  test("each step's label, formula as written, source and note are on its sheet", () => {
    for (const [sheet, steps] of [
      ["Spindles", SPINDLE_STEPS],
      ["Compute and memory", COMPUTE_STEPS],
    ] as const) {
      const text = allText(sheetOf(spec, sheet));
      for (const step of steps as readonly Step[]) {
        for (const part of [step.label, methodText(step), step.source])
          expect(text).toContain(part);
        if (step.note) expect(text).toContain(step.note);
      }
    }
    const jetstress = allText(sheetOf(spec, "Jetstress"));
    for (const check of JETSTRESS_CHECKS) expect(jetstress).toContain(check.label);
  });

  test("the Summary shows the disks, cores, RAM and the Jetstress verdict as formulas over names", () => {
    const formulas = sheetOf(spec, "Summary").rows.flatMap((r) => r.map((c) => c?.formula));
    for (const name of [
      SPINDLE_NAMES.disksNeeded,
      "ex.DisksTotal",
      COMPUTE_NAMES.cores,
      COMPUTE_NAMES.ramGB,
      JETSTRESS_NAMES.targetIops,
      JETSTRESS_NAMES.verdict,
    ])
      expect(formulas).toContain(`=${name}`);
  });

  test("the Jetstress figures are blank input cells on the Jetstress sheet, validated, until typed", () => {
    const jetstress = sheetOf(spec, "Jetstress");
    for (const name of Object.values(METHOD_INPUT_NAMES.jetstress)) {
      expect(spec.names.find((n) => n.name === name)?.sheet).toBe("Jetstress");
      const cell = cellAt(spec, name)!;
      expect(cell.value).toBeUndefined();
      expect(spec.styles[cell.style!].locked).toBe(false);
      const ref = spec.names.find((n) => n.name === name)!.ref.replace(/\$/g, "");
      const v = jetstress.validations!.find((d) => d.ref === ref)!;
      expect([v.allowBlank, v.rule]).toEqual([
        true,
        { type: "decimal", min: 0, minExclusive: false },
      ]);
    }
    const typed = buildSizingWorkbook(
      { ...DEFAULT_SCENARIO, jetstress: { achievedIops: 958.599 } },
      { date: DATE }
    );
    expect(cellAt(typed, METHOD_INPUT_NAMES.jetstress.achievedIops)?.value).toBe(958.599);
  });
});

describe("Inputs: the spindle and compute inputs, with the seeds' example values", () => {
  const inputs = sheetOf(spec, "Inputs");
  const validationOf = (name: string) => {
    const ref = spec.names.find((n) => n.name === name)!.ref.replace(/\$/g, "");
    return inputs.validations!.find((v) => v.ref === ref)!;
  };
  const I = METHOD_INPUT_NAMES;

  test("defaults: seed 000's example drives (7.2K, 500 GB), seed 003's CPU (1120 over 16 cores, 2500 MHz) and 4 servers", () => {
    expect(
      [I.spindles.driveSpeed, I.spindles.diskGB, ...Object.values(I.compute)].map(
        (n) => cellAt(spec, n)?.value
      )
    ).toEqual([7200, 500, 1120, 16, 2500, 4]);
    expect(cellAt(spec, I.spindles.raid)?.value).toBeUndefined();
    expect(cellAt(spec, I.spindles.readShare)?.value).toBeUndefined();
    const text = allText(inputs);
    expect(text).toContain("default: seed 003's example, Example Parameters for Sizing");
    expect(text).toContain("default: seed 000, section 3.4.2");
  });

  test("validation from the core's rules, blanks where the EX.* functions take an omitted argument", () => {
    const groups = [
      ["spindles", METHOD_INPUTS.spindles],
      ["compute", METHOD_INPUTS.compute],
    ] as const;
    for (const [group, specs] of groups) {
      for (const [key, input] of Object.entries(specs)) {
        const v = validationOf((I[group] as Record<string, string>)[key]);
        expect(ruleViolation(key, -0.5, input.spec.rule)).toBe(`${v.errorMessage} (got -0.5)`);
        expect([key, v.allowBlank]).toEqual([key, "blank" in input]);
      }
    }
    expect(validationOf(I.spindles.driveSpeed).rule).toEqual({
      type: "list",
      choices: ["15000", "10000", "7200"],
    });
    expect(validationOf(I.spindles.raid)).toMatchObject({
      rule: { type: "list", choices: RAID_LEVEL_ROWS.map((r) => r.level) },
      allowBlank: true,
    });
  });

  test("a scenario's values replace the defaults", () => {
    const book = buildSizingWorkbook(
      {
        ...DEFAULT_SCENARIO,
        spindles: { raid: "RAID 6", driveSpeed: 15000, readShare: 0.75 },
        compute: { servers: 1 },
      },
      { date: DATE }
    );
    expect(
      [I.spindles.raid, I.spindles.driveSpeed, I.spindles.diskGB, I.spindles.readShare].map(
        (n) => cellAt(book, n)?.value
      )
    ).toEqual(["RAID 6", 15000, 500, 0.75]);
    expect(cellAt(book, I.compute.servers)?.value).toBe(1);
  });
});
