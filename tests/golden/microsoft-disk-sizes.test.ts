/**
 * Disks of any size (issue 30): the calculator's rule for a disk's raw and formatted capacity, proved on
 * every entry of its own list, then applied to sizes the list lacks (derived).
 *
 * Source of the table below: E2013Calcv7.6-Example.xlsm (../shared/references/ms-calculator/), hidden sheet
 * Tables, tblDiskCapacity = Tables!A200:B225: column A the size's text, column B its "Raw Capacity", typed
 * in from the workbook's cells. Storage Design!C45 reads column B (VLOOKUP(DBDiskSizePDC,tblDiskCapacity,2,
 * FALSE)) and C46 formats it: (DBRawDiskCap1*1000*1000*1000)/1024/1024/1024; the example workbook saves
 * C45 = 4000 and C46 = 3725.2902984619141 (its own cached values). The storage goldens
 * (tests/golden/microsoft/storage/storageGoldens.ts) hold C46 for 6000 GB (5587.935447692871) and 1200 GB
 * (1117.5870895385742), computed by mscalc.py.
 */
import { envOf, evaluate, printExcel } from "../../src/core/formula";
import { storageDecisionSteps } from "../../src/core/microsoft/databases/storageDecisions";
import {
  DISK_SIZES,
  diskFormattedCapacityGB,
  diskRawCapacityGB,
  isCalculatorDiskSize,
} from "../../src/core/microsoft/scenario/diskTables";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { parseFormula, evaluateFormula } from "../support/excelFormula";

/** Tables!A201:B225, E2013Calcv7.6: [column A, column B]. */
const TBL_DISK_CAPACITY: readonly (readonly [string, number])[] = [
  ["36 GB", 36],
  ["72 GB", 72],
  ["120 GB", 120],
  ["146 GB", 146],
  ["160 GB", 160],
  ["250 GB", 250],
  ["300 GB", 300],
  ["320 GB", 320],
  ["400 GB", 400],
  ["450 GB", 450],
  ["500 GB", 500],
  ["600 GB", 600],
  ["640 GB", 640],
  ["750 GB", 750],
  ["900 GB", 900],
  ["1000 GB", 1000],
  ["1200 GB", 1200],
  ["1500 GB", 1500],
  ["2000 GB", 2000],
  ["3000 GB", 3000],
  ["4000 GB", 4000],
  ["6000 GB", 6000],
  ["8000 GB", 8000],
  ["10000 GB", 10000],
  ["12000 GB", 12000],
];

/** Formatted capacities the calculator computed (Storage Design!C46): [size, figure, where it is recorded]. */
const CALCULATOR_FORMATTED: readonly (readonly [string, number, string])[] = [
  ["4000 GB", 3725.2902984619141, "the example workbook's saved Storage Design!C46"],
  ["6000 GB", 5587.935447692871, "mscalc.py, storageGoldens.ts, Storage Design!C46"],
  ["1200 GB", 1117.5870895385742, "mscalc.py, storageGoldens.ts, Storage Design!C46"],
];

const rawStep = storageDecisionSteps.find((s) => s.key === "dbRawDiskCap1")!;
const formattedStep = storageDecisionSteps.find((s) => s.key === "dbForDiskCap1")!;

/** The raw and formatted capacity steps (Storage Design!C45:C46) for a disk size cell's text. */
function stepsFor(size: string): { raw: number; formatted: number } {
  const raw = evaluate(rawStep.formula, envOf({ "input.diskCapacityDc1DatabaseLog": size }));
  const formatted = evaluate(formattedStep.formula, envOf({ dbRawDiskCap1: raw }));
  return { raw: raw as number, formatted: formatted as number };
}

describe("the rule reproduces every entry of the calculator's tblDiskCapacity", () => {
  test("the list the scenario offers is the table's column A, in order", () =>
    expect(DISK_SIZES).toEqual(TBL_DISK_CAPACITY.map(([a]) => a)));

  test.each(TBL_DISK_CAPACITY)("%s: raw capacity %d GB (Tables!B), exactly", (size, raw) => {
    expect(diskRawCapacityGB(size)).toBe(raw);
    expect(stepsFor(size).raw).toBe(raw);
    expect(isCalculatorDiskSize(raw)).toBe(true);
  });

  test.each(CALCULATOR_FORMATTED)("%s: formatted %d GB (%s)", (size, formatted) => {
    expect(stepsFor(size).formatted).toBe(formatted);
    expect(diskFormattedCapacityGB(diskRawCapacityGB(size)!)).toBe(formatted);
  });

  test('"--" is 0, as the calculator\'s IF(DBDiskSizePDC="--",0,...)', () =>
    expect(stepsFor("--").raw).toBe(0));
});

describe("sizes outside the list: the same rule, derived", () => {
  // Worked by hand: n x 10^9 / 2^30 (2^30 = 1073741824).
  test.each([
    ["16000 GB", 16000, 14901.161193847656], // NL-SAS, 16 TB
    ["20000 GB", 20000, 18626.45149230957], // NL-SAS, 20 TB
    ["24000 GB", 24000, 22351.741790771484], // NL-SAS, 24 TB
    ["1920 GB", 1920, 1788.1393432617188], // SSD, 1.92 TB
    ["7680 GB", 7680, 7152.557373046875], // SSD, 7.68 TB
    ["30720 GB", 30720, 28610.2294921875], // SSD, 30.72 TB
  ] as const)("%s -> raw %d GB, formatted %d GB", (size, raw, formatted) => {
    expect(stepsFor(size)).toEqual({ raw, formatted });
    expect(isCalculatorDiskSize(raw)).toBe(false);
  });

  test("the workbook's formula is native (VALUE(SUBSTITUTE(...))) and an independent evaluator agrees", () => {
    const formula = printExcel(rawStep.formula, (n) => `ex.${n}`);
    expect(formula).toContain('VALUE(SUBSTITUTE(ex.input.diskCapacityDc1DatabaseLog," GB",""))');
    for (const size of ["4000 GB", "16000 GB", "--"]) {
      const read = (name: string) => (name === "ex.input.diskCapacityDc1DatabaseLog" ? size : 0);
      expect(evaluateFormula(parseFormula(formula), read)).toBe(stepsFor(size).raw);
    }
  });

  test("a scenario takes a 20 TB disk and sizes it; a size that is not a whole number of GB is refused", () => {
    const s = parseMicrosoftScenario({ method: "microsoft", diskCapacityGB: 20000 });
    expect(s.cells["input.diskCapacityDc1DatabaseLog"]).toBe("20000 GB");
    const sized = sizeMicrosoft({ method: "microsoft", diskCapacityGB: 20000 });
    expect(sized.validationError).toBe(false);
    expect(sized.disksEnvironment).toBeGreaterThan(0);
    expect(() => parseMicrosoftScenario({ method: "microsoft", diskCapacityGB: 1.5 })).toThrow(
      /diskCapacityGB must be a whole number of GB/
    );
  });
});
