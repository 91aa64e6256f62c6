/**
 * The fast parity test: every step formula the workbook prints (Tables 14-17, Spindles, Compute and
 * memory, the Jetstress target, checks and verdict) is parsed and evaluated in-process by a small
 * Excel evaluator (tests/support/excelFormula.ts) over fast-check samples, each name read as the
 * core's own value for it, and must give the core's number exactly. A formula changed in the core's
 * description changes both sides alike; a formula changed on one side only (the printed text, or the
 * core's arithmetic) fails here in milliseconds, with no spreadsheet engine. LibreOffice stays the
 * end-to-end proof (libreoffice.test.ts, the German-locale run included).
 */
import fc from "fast-check";
import {
  COMPUTE_INPUTS,
  DRIVE_SPEED_OPTION,
  DriveSpeedRpm,
  INPUT_SPECS,
  InputName,
  JETSTRESS_CHECKS,
  OPTION_SPECS,
  RAID_LEVEL_ROWS,
  SizingOptions,
  SizingValueKey,
  checkJetstress,
  jetstressTargetIops,
  resolveOptions,
  sizeCompute,
  sizeScenario,
  sizeSpindles,
  verdictText,
} from "../../src/core";
import {
  COMPUTE_NAMES,
  ComputeStepKey,
  INPUT_NAMES,
  JETSTRESS_NAMES,
  JETSTRESS_RESULT_NAMES,
  JetstressMeasurement,
  METHOD_INPUT_NAMES,
  RESULT_NAMES,
  SIZING_FORMULAS,
  SPINDLE_NAMES,
  SPINDLE_SHEET_FORMULAS,
  SPINDLE_SHEET_NAMES,
  SpindleStepKey,
  computeStepFormulas,
  jetstressCheckFormula,
  jetstressVerdictFormula,
  optionName,
  spindleStepFormulas,
} from "../../src/workbook";
import { JETSTRESS_TARGET_FORMULAS } from "../../src/workbook/methodFormulas";
import { ExcelValue, excelValue, parseFormula } from "../support/excelFormula";
import { validFor } from "../support/numberArbitraries";
import { oddValue } from "./scenarios";
import { DEFAULT_SPEC } from "./specCells";

const RUNS = { numRuns: 150 };

/** Each option at its default or another valid value (so exchangeVersion 2013 and the rest join in). */
const optionsArb: fc.Arbitrary<SizingOptions> = fc
  .tuple(...OPTION_SPECS.map((o) => fc.constantFrom(o.default, oddValue(o))))
  .map((values) => Object.fromEntries(OPTION_SPECS.map((o, i) => [o.name, values[i]])))
  .filter((o) => {
    try {
      resolveOptions(o);
      return true;
    } catch {
      return false;
    }
  })
  .map((o) => resolveOptions(o));

/** The names every sheet can read: the options by their ex.* names. */
function optionValues(options: SizingOptions): Map<string, ExcelValue> {
  return new Map(OPTION_SPECS.map((o) => [optionName(o.name), options[o.name]]));
}

/** A reader of names that refuses a name the test does not know, so nothing is read as blank. */
function reader(values: Map<string, ExcelValue>): (n: string) => ExcelValue {
  return (n) => {
    if (!values.has(n)) throw new Error(`the formula reads ${n}, which this test does not give`);
    return values.get(n)!;
  };
}

describe("the evaluator reads the workbook's subset", () => {
  test("every formula of the default workbook parses", () => {
    for (const sheet of DEFAULT_SPEC.sheets)
      for (const row of sheet.rows)
        for (const cell of row)
          if (cell?.formula !== undefined) expect(() => parseFormula(cell.formula!)).not.toThrow();
  });

  test("Excel's precedence, rounding, lookups and text", () => {
    const none = () => undefined;
    expect(excelValue("=2-3-4", none)).toBe(-5);
    expect(excelValue("=2*(3-4)/8", none)).toBe(-0.25);
    expect(excelValue("=ROUND(2.5,0)+ROUND(-2.5,0)+ROUNDUP(1.0000001,0)", none)).toBe(2);
    expect(excelValue("=MAX(1,ROUNDUP(ROUND(12.000000000000002,9),0))", none)).toBe(12);
    expect(excelValue("=INDEX({10,20,30},1,MATCH(25,{0,20,30},1))", none)).toBe(20);
    // The one-row shorthand Gnumeric refuses (#REF!) is outside the subset: the workbook never writes it.
    expect(() => excelValue("=INDEX({10,20,30},MATCH(25,{0,20,30},1))", none)).toThrow(
      /INDEX\(row, 1, column\)/
    );
    expect(excelValue('=IF(AND(1=1,"a"="A"),"x"&MID("; ab",3,32767),"y")', none)).toBe("xab");
    expect(() => excelValue("=SQRT(4)", none)).toThrow("outside the workbook's subset");
    expect(() => excelValue("=1/0", none)).toThrow("#DIV/0!");
  });
});

describe("Tables 14-17: every printed formula gives the core's number", () => {
  const inputArb = fc
    .record({
      users: validFor(INPUT_SPECS.users.rule),
      quotaMB: validFor(INPUT_SPECS.quotaMB.rule),
      messagesPerDay: validFor(INPUT_SPECS.messagesPerDay.rule),
      avgMessageKB: validFor(INPUT_SPECS.avgMessageKB.rule),
      copies: validFor(INPUT_SPECS.copies.rule),
      dbCount: fc.option(validFor(INPUT_SPECS.dbCount.rule), { nil: undefined }),
    })
    .filter((i) => i.dbCount === undefined || i.dbCount <= i.users);

  test.each(Object.keys(SIZING_FORMULAS) as SizingValueKey[])("%s", (key) => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const sizing = sizeScenario(input, options);
        const values = optionValues(options);
        for (const name of Object.keys(INPUT_SPECS) as InputName[])
          values.set(INPUT_NAMES[name], input[name] ?? "");
        for (const k of Object.keys(RESULT_NAMES) as SizingValueKey[])
          values.set(RESULT_NAMES[k], sizing[k]);
        expect(excelValue(SIZING_FORMULAS[key], reader(values))).toBe(sizing[key]);
      }),
      RUNS
    );
  });
});

describe("Spindles: every printed formula gives the core's number", () => {
  const spindleArb = fc.record({
    hostIops: fc.double({ min: 1, max: 1e6, noNaN: true }),
    raid: fc.constantFrom(...RAID_LEVEL_ROWS),
    driveSpeedRpm: fc.constantFrom(
      ...(Object.keys(DRIVE_SPEED_OPTION).map(Number) as DriveSpeedRpm[])
    ),
    capacityGB: fc.double({ min: 1, max: 1e7, noNaN: true }),
    diskGB: fc.double({ min: 1, max: 20000, noNaN: true }),
    readShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  });
  const formulas = spindleStepFormulas();

  test("each step, which requirement binds, and the disks of all copies", () => {
    fc.assert(
      fc.property(
        spindleArb,
        optionsArb,
        fc.integer({ min: 1, max: 8 }),
        (input, options, copies) => {
          const s = sizeSpindles(input, options);
          const values = optionValues(options);
          values.set(RESULT_NAMES.dbiop, input.hostIops);
          values.set(RESULT_NAMES.sizedCapacityGB, input.capacityGB);
          values.set(INPUT_NAMES.copies, copies);
          values.set(SPINDLE_SHEET_NAMES.raidLevel, input.raid.level);
          values.set(METHOD_INPUT_NAMES.spindles.driveSpeed, input.driveSpeedRpm);
          values.set(METHOD_INPUT_NAMES.spindles.diskGB, input.diskGB);
          values.set(METHOD_INPUT_NAMES.spindles.readShare, input.readShare ?? "");
          for (const k of Object.keys(SPINDLE_NAMES) as SpindleStepKey[])
            values.set(SPINDLE_NAMES[k], s[k]);
          const read = reader(values);
          for (const k of Object.keys(formulas) as SpindleStepKey[])
            expect([k, excelValue(formulas[k], read)]).toEqual([k, s[k]]);
          expect(excelValue(SPINDLE_SHEET_FORMULAS.boundBy, read)).toBe(s.boundBy);
          expect(excelValue(SPINDLE_SHEET_FORMULAS.disksTotal, read)).toBe(s.disksNeeded * copies);
        }
      ),
      RUNS
    );
  });
});

describe("Compute and memory, and the Jetstress target: every printed formula gives the core's number", () => {
  const computeArb = fc.record({
    users: validFor(INPUT_SPECS.users.rule),
    messagesPerDay: validFor(INPUT_SPECS.messagesPerDay.rule),
    specIntRate: validFor(COMPUTE_INPUTS.specIntRate.rule),
    specIntCores: validFor(COMPUTE_INPUTS.specIntCores.rule),
    cpuMHz: validFor(COMPUTE_INPUTS.cpuMHz.rule),
    servers: fc.option(fc.integer({ min: 1, max: 64 }), { nil: undefined }),
  });
  const formulas = computeStepFormulas();

  test("each step, then the target of one server's run", () => {
    fc.assert(
      fc.property(
        computeArb,
        optionsArb,
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        (input, options, dbiop) => {
          const c = sizeCompute(input, options);
          const values = optionValues(options);
          values.set(INPUT_NAMES.users, input.users);
          values.set(INPUT_NAMES.messagesPerDay, input.messagesPerDay);
          for (const k of ["specIntRate", "specIntCores", "cpuMHz"] as const)
            values.set(METHOD_INPUT_NAMES.compute[k], input[k]);
          values.set(METHOD_INPUT_NAMES.compute.servers, input.servers ?? "");
          for (const k of Object.keys(COMPUTE_NAMES) as ComputeStepKey[])
            values.set(COMPUTE_NAMES[k], c[k]);
          const read = reader(values);
          for (const k of Object.keys(formulas) as ComputeStepKey[])
            expect([k, excelValue(formulas[k], read)]).toEqual([k, c[k]]);

          values.set(RESULT_NAMES.dbiop, dbiop);
          const mailboxes = excelValue(JETSTRESS_TARGET_FORMULAS.mailboxes, read) as number;
          const perMailbox = excelValue(JETSTRESS_TARGET_FORMULAS.iopsPerMailbox, read) as number;
          expect(mailboxes).toBe(c.usersPerServer);
          expect(perMailbox).toBe(dbiop / input.users);
          values.set(JETSTRESS_NAMES.mailboxes, mailboxes);
          values.set(JETSTRESS_NAMES.iopsPerMailbox, perMailbox);
          expect(excelValue(JETSTRESS_TARGET_FORMULAS.targetIops, read)).toBe(
            jetstressTargetIops(mailboxes, perMailbox)
          );
        }
      ),
      RUNS
    );
  });
});

describe("Jetstress: every check and the verdict give the core's outcome", () => {
  const figure = fc.option(fc.double({ min: 0, max: 2000, noNaN: true }), { nil: undefined });
  const runArb = fc.record({
    targetIops: fc.double({ min: 1, max: 2000, noNaN: true }),
    achievedIops: figure,
    dbReadAvgMs: figure,
    logWriteAvgMs: figure,
    dbReadMaxMs: figure,
    logWriteMaxMs: figure,
  });

  test("checks at, above and below each threshold, and blanks", () => {
    fc.assert(
      fc.property(runArb, optionsArb, (run, options) => {
        const verdict = checkJetstress(run, options);
        const values = optionValues(options);
        values.set(JETSTRESS_NAMES.targetIops, run.targetIops);
        JETSTRESS_CHECKS.forEach((check, i) => {
          const key = check.measured as JetstressMeasurement;
          values.set(METHOD_INPUT_NAMES.jetstress[key], run[key] ?? "");
          const outcome = excelValue(jetstressCheckFormula(check), reader(values));
          expect([check.label, outcome]).toEqual([check.label, verdict.checks[i].outcome]);
          values.set(JETSTRESS_RESULT_NAMES[key], outcome);
        });
        expect(excelValue(jetstressVerdictFormula(), reader(values))).toBe(verdictText(verdict));
      }),
      RUNS
    );
  });

  test("a measurement exactly at its threshold", () => {
    const options = resolveOptions();
    const run = {
      targetIops: 60,
      achievedIops: 60,
      dbReadAvgMs: options.dbReadLatencyMs,
      logWriteAvgMs: options.logWriteLatencyMs,
      dbReadMaxMs: options.maxLatencyMs,
      logWriteMaxMs: options.maxLatencyMs,
    };
    const verdict = checkJetstress(run, options);
    const values = optionValues(options);
    values.set(JETSTRESS_NAMES.targetIops, 60);
    JETSTRESS_CHECKS.forEach((check, i) => {
      const key = check.measured as JetstressMeasurement;
      values.set(METHOD_INPUT_NAMES.jetstress[key], run[key]);
      const outcome = excelValue(jetstressCheckFormula(check), reader(values));
      expect(outcome).toBe(verdict.checks[i].outcome);
      values.set(JETSTRESS_RESULT_NAMES[key], outcome);
    });
    expect(excelValue(jetstressVerdictFormula(), reader(values))).toBe(verdictText(verdict));
  });
});
