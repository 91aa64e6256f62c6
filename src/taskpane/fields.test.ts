import { OPTION_SPECS, ruleViolation, INPUT_SPECS } from "../core";
import { DEFAULT_SCENARIO, INPUT_NAMES, optionName } from "../workbook";
import {
  DB_COUNT_FIELD,
  OPTION_FIELDS,
  MAX_DB_SIZE_FIELD,
  SCENARIO_FIELDS,
  fieldMessage,
  fieldReading,
  formFromScenario,
  roundedDefault,
  namesToCarry,
  parseTyped,
  scenarioFromForm,
  scenarioWithCarried,
} from "./fields";
import { OPTION_GROUPS } from "./optionGroups";

test("every option of the core has a field, with its default shown", () => {
  const names = [MAX_DB_SIZE_FIELD, ...OPTION_FIELDS].map((f) => f.key).sort();
  expect(names).toEqual(OPTION_SPECS.map((o) => o.name).sort());
  for (const field of OPTION_FIELDS) {
    const spec = OPTION_SPECS.find((o) => o.name === field.key)!;
    expect(field.defaultValue).toBe(spec.default);
    expect(field.hint).toContain(`Default ${field.defaultShown} ${spec.unit}`);
    expect(field.hint).toContain(spec.description);
  }
});

test("the options come in the sources' groups, each once, with short labels", () => {
  const grouped = OPTION_GROUPS.flatMap((g) => g.options.map((o) => o.name));
  expect(new Set(grouped).size).toBe(grouped.length);
  expect([...grouped, "maxDbSizeGB"].sort()).toEqual(OPTION_SPECS.map((o) => o.name).sort());
  const labels = [MAX_DB_SIZE_FIELD, ...OPTION_FIELDS, ...SCENARIO_FIELDS].map((f) => f.label);
  for (const label of labels) expect(label.length).toBeLessThanOrEqual(52);
  expect(new Set(labels).size).toBe(labels.length);
});

test("defaults show rounded as a consultant writes them; the hint keeps the exact value", () => {
  // The two unrounded defaults issue 15 saw on screen.
  const rows: [string, string][] = [
    ["diskIops7200", "66.6"],
    ["iopsPerMessage2013", "0.0006733"],
    ["megacyclesPerMessage", "0.02"],
    ["maxDbSizeGB", "1024"],
    ["exchangeVersion", "2010"],
    ["singleItemRecovery", "0.012"],
  ];
  for (const [name, shown] of rows) {
    const field = [MAX_DB_SIZE_FIELD, ...OPTION_FIELDS].find((f) => f.key === name)!;
    expect(field.defaultShown).toBe(shown);
  }
  const disk = OPTION_FIELDS.find((f) => f.key === "diskIops7200")!;
  expect(disk.hint).toContain(`(exactly ${disk.defaultValue})`);
  expect(roundedDefault(0.0006733333333333334)).toBe("0.0006733");
});

test("messages name the field by its label, with the custom functions' rule", () => {
  const users = SCENARIO_FIELDS.find((f) => f.key === "users")!;
  const label = "Number of mailbox users, including growth (NU)";
  expect(users.label).toBe(label);
  for (const typed of ["-5", "2.5", "abc", "0"]) {
    const value = parseTyped(typed);
    expect(fieldMessage(users, typed)).toBe(
      ruleViolation(`${label}:`, value, INPUT_SPECS.users.rule)
    );
  }
  expect(fieldMessage(users, "-5")).toBe(
    `${label}: must be a whole number greater than 0 (got -5)`
  );
  expect(fieldMessage(users, "abc")).toBe(
    `${label}: must be a whole number greater than 0 (got "abc")`
  );
  expect(fieldMessage(users, "")).toBe(`${label}: required, a whole number greater than 0`);
  expect(fieldMessage(users, " 5000 ")).toBeUndefined();
  // Typed as people type them (issue 15): grouped thousands, or the reading spelled out.
  expect(fieldMessage(users, "6,000")).toBeUndefined();
  expect(fieldMessage(users, "6 000")).toBeUndefined();
  expect(fieldMessage(users, "1,2")).toBe(
    `${label}: “1,2” could be 1.2 or 12 (in American English, “,” groups thousands and “.” is the decimal separator): type 1.2 or 12`
  );
  expect(fieldReading("6,000")).toBe("Read as 6000");
  expect(fieldReading("6000")).toBeUndefined();
  expect(fieldReading("1,2", "de-DE")).toBe("Read as 1,2");
  const dbOverhead = OPTION_FIELDS.find((f) => f.key === "dbOverhead")!;
  expect(dbOverhead.label).toBe("Database size overhead");
  expect(fieldMessage(dbOverhead, "")).toBeUndefined();
  expect(fieldMessage(dbOverhead, "0.2")).toBe(
    "Database size overhead: 0.2 looks like the overhead alone; the factor for 20% is 1.2"
  );
  expect(fieldMessage(DB_COUNT_FIELD, "")).toBeUndefined();
});

test("parseTyped: numbers as JavaScript writes them or the display language groups them; anything else stays text", () => {
  expect(parseTyped("1e3")).toBe(1000);
  expect(parseTyped(".5")).toBe(0.5);
  expect(parseTyped("1,5")).toBe("1,5");
  expect(parseTyped("1,5", "de-DE")).toBe(1.5);
  expect(parseTyped("6,000")).toBe(6000);
  expect(parseTyped("0x10")).toBe("0x10");
  expect(parseTyped("  ")).toBeNull();
});

test("the default form is the paper's example, and gives it back", () => {
  const form = formFromScenario(DEFAULT_SCENARIO);
  expect(scenarioFromForm(form)).toEqual({ scenario: DEFAULT_SCENARIO, errors: {} });
});

test("options differing from the default, a fixed database count and a RAID level reach the scenario", () => {
  const form = formFromScenario(DEFAULT_SCENARIO);
  const result = scenarioFromForm({
    ...form,
    text: { ...form.text, dbOverhead: "1", contentIndex: "1.1", dbCount: "12" },
    databases: "fixed",
    raid: "RAID 50",
  });
  expect(result.scenario).toEqual({
    ...DEFAULT_SCENARIO,
    dbCount: 12,
    raid: "RAID 50",
    options: { dbOverhead: 1 },
  });
});

test("a bad field stops the scenario, with every message by field", () => {
  const form = formFromScenario(DEFAULT_SCENARIO);
  const result = scenarioFromForm({
    ...form,
    text: { ...form.text, copies: "17", maxDbSizeGB: "0" },
    databases: "computed",
  });
  expect(result.scenario).toBeUndefined();
  expect(result.errors).toEqual({
    copies:
      "Copies of each database (1 = standalone, 2+ = DAG): must be a whole number from 1 to 16 (got 17)",
    maxDbSizeGB: "Largest database: must be a number from 1 to 65536 (got 0)",
  });
  const fixed = scenarioFromForm({ ...form, databases: "fixed" });
  expect(fixed.errors).toEqual({
    dbCount: "Number of databases (DB Count): required, a whole number greater than 0",
  });
});

test("in a decimal-comma language the form reads and shows numbers with a comma", () => {
  const form = formFromScenario({ ...DEFAULT_SCENARIO, options: { contentIndex: 1.15 } }, "de-DE");
  expect(form.text.contentIndex).toBe("1,15");
  const result = scenarioFromForm(
    { ...form, text: { ...form.text, users: "6.000", avgMessageKB: "75,5" } },
    "de-DE"
  );
  expect(result.errors).toEqual({});
  expect(result.scenario).toMatchObject({ users: 6000, avgMessageKB: 75.5 });
  expect(result.scenario?.options).toEqual({ contentIndex: 1.15 });
});

test("carried values replace the form's where valid; the date is never carried", () => {
  const carried = new Map<string, unknown>([
    [INPUT_NAMES.users, 6000],
    [INPUT_NAMES.copies, 40],
    [INPUT_NAMES.dbCount, 10],
    ["ex.RAID", "RAID 10"],
    [optionName("dbOverhead"), 1],
    [optionName("contentIndex"), 1.1],
    ["ex.Customer", "Contoso"],
  ]);
  expect(scenarioWithCarried(DEFAULT_SCENARIO, carried)).toEqual({
    ...DEFAULT_SCENARIO,
    users: 6000,
    customer: "Contoso",
    dbCount: 10,
    raid: "RAID 10",
    options: { dbOverhead: 1 },
  });
  expect(namesToCarry(["ex.NU", "ex.Date", "ex.Customer", "ex.dbOverhead", "MyName"])).toEqual([
    "ex.NU",
    "ex.Customer",
    "ex.dbOverhead",
  ]);
});

test("rules across fields are the scenario file's, under the field they name, by its label", () => {
  const form = formFromScenario(DEFAULT_SCENARIO);
  const result = scenarioFromForm({
    ...form,
    text: { ...form.text, dbCount: "6000" },
    databases: "fixed",
  });
  expect(result.errors.dbCount).toMatch(
    /^Number of databases \(DB Count\): 6000 is more than the 5000 users/
  );
});
