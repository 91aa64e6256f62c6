/**
 * Every computed figure of the Microsoft workbook is shown in the format of the unit its step declares
 * (issue 20: "units checked by a test against each step's declared unit"), the units the issue found
 * wrong are right, and a literal number shows at most 6 significant digits.
 */
import { buildMicrosoftWorkbook } from "../../src/workbook";
import { parseCellRef } from "../../src/workbook/a1";
import { Cell } from "../../src/workbook/model";
import { literalNumberFormat, numberFormatFor } from "../../src/workbook/styles";
import { stepNumberFormat } from "../../src/workbook/microsoft/cells";
import { workbookSteps } from "../../src/workbook/microsoft/workbookSteps";
import { evaluateMicrosoft } from "../../src/core/microsoft/size";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { extraSteps } from "../../src/core/microsoft/extras";
import { evaluateExtras } from "../support/evaluateExtras";

/** A working day's hourly log profile (percent per hour, summing to 100). */
const HOURLY = [1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 8, 7, 6, 7, 8, 7, 6, 4, 3, 3, 2, 1, 1, 1];

const spec = buildMicrosoftWorkbook({ method: "microsoft" }, { date: new Date(2026, 10, 25) });
const cellOfName = (name: string): Cell | undefined => {
  const n = spec.names.find((d) => d.name === name);
  if (!n) return undefined;
  const sheet = spec.sheets.find((s) => s.name === n.sheet)!;
  const { row, col } = parseCellRef(n.ref);
  return sheet.rows[row]?.[col] ?? undefined;
};

test("each step's cell shows the number format of the unit the step declares", () => {
  const wrong: string[] = [];
  let checked = 0;
  // The Microsoft area's steps and the Replication, Activation scenarios and Mailbox growth sheets'.
  for (const step of [...workbookSteps(), ...extraSteps()]) {
    const cell = cellOfName(`ex.ms.${step.key}`);
    if (!cell || cell.formula === undefined) continue;
    checked++;
    const want = stepNumberFormat(step);
    const got = cell.numberFormat ?? "General";
    if (got !== want) wrong.push(`${step.key} [${step.unit}]: ${got}, want ${want}`);
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(1400);
});

test("every step whose value is a number declares a unit that has a number format", () => {
  // The calculator's example design and a two-datacenter 2019 design with the CPU given.
  const designs = [
    { method: "microsoft" },
    {
      method: "microsoft",
      exchangeVersion: "2019",
      datacenterModel: "Active/Passive",
      exchangeServersPerDag: 6,
      haCopies: 3,
      haCopiesSecondary: 1,
      laggedCopies: 0,
      laggedCopiesSecondary: 0,
      coresPerServer: 24,
      specIntRate2006: 1000,
    },
  ];
  const unformatted = new Set<string>();
  for (const json of designs) {
    const parsed = parseMicrosoftScenario(json);
    const values = evaluateMicrosoft(parsed);
    for (const step of workbookSteps())
      if (typeof values.get(step.key) === "number" && stepNumberFormat(step) === "General")
        unformatted.add(`${step.key} [${step.unit}]`);
    // The extra sheets' steps (issue 21), with an hourly profile so the replication figures exist.
    const withProfile = parseMicrosoftScenario({ ...json, logGenerationProfilePercent: HOURLY });
    const extra = evaluateExtras(withProfile, evaluateMicrosoft(withProfile));
    for (const step of extraSteps())
      if (typeof extra.get(step.key) === "number" && stepNumberFormat(step) === "General")
        unformatted.add(`${step.key} [${step.unit}]`);
  }
  expect([...unformatted]).toEqual([]);
});

/**
 * The units issue 20 found wrong on "Databases and servers", as the calculator's own labels name the
 * figures (E2013Calcv7.6, Role Requirements): a database size is in GB, a number of databases in
 * databases.
 */
test.each([
  [
    "calculatedMaximumDatabaseSize",
    "GB",
    "Role Requirements!C62, Calculated Maximum Database Size",
  ],
  [
    "recommendedMaximumDatabaseSize",
    "GB",
    "Role Requirements!C63, Recommended Maximum Database Size",
  ],
  ["numberOfDatabasesUsedInMemorySizing", "databases", "Role Requirements!C103"],
  [
    "numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter",
    "databases",
    "Role Requirements!C130",
  ],
  [
    "transportDatabaseSizePerServer",
    "GB",
    "Role Requirements!C184, Transport Database Size / Server",
  ],
  ["transportDatabaseGBPerServer", "GB", "Role Requirements!D273"],
  ["databaseCount", "databases", "Role Requirements!C243, Number of Databases"],
  ["numberOfActiveDatabasesPerPdcServerNormalRunTime", "databases", "Role Requirements!C116"],
  ["totalServerRamConfiguration", "GB", "Role Requirements!C142, Total Server RAM Configuration"],
])("%s is in %s (%s)", (key, unit) => {
  const step = workbookSteps().find((s) => s.key === key)!;
  expect(step.unit).toBe(unit);
});

test.each([
  ["servers", "#,##0"],
  ["disks / DAG", "#,##0"],
  ["GB", "#,##0.00"],
  ["IOPS", "#,##0.0"],
  ["IOPS / mailbox", "#,##0.0####"],
  ["IOPS/user", "#,##0.0####"],
  ["fraction", "0.0%"],
  ["%", '0.0"%"'],
  ["Yes/No/--", "General"],
  ["text", "General"],
  ["Mb/s", "#,##0.00"],
  ["logs (1 MB)", "#,##0.0"],
  ["months", "#,##0.0"],
  ["GB or --", "#,##0.00"],
  ["bytes or text", "#,##0"],
])("numberFormatFor(%j) is %j", (unit, format) => expect(numberFormatFor(unit)).toBe(format));

test.each([
  [5000, "#,##0"],
  [547.8260869565217, "#,##0.000"],
  [0.0006733333333333334, "#,##0.000000000"],
  [0.25, "#,##0.00"],
  [66.60107142857143, "#,##0.0000"],
])("a literal %d shows at most 6 significant digits: %s", (value, format) =>
  expect(literalNumberFormat(value)).toBe(format)
);
