import { OPTION_SPECS, ruleViolation, INPUT_SPECS } from "../core";
import { DEFAULT_SCENARIO, INPUT_NAMES, optionName } from "../workbook";
import {
  DB_COUNT_FIELD,
  OPTION_FIELDS,
  MAX_DB_SIZE_FIELD,
  SCENARIO_FIELDS,
  fieldMessage,
  formFromScenario,
  namesToCarry,
  parseTyped,
  scenarioFromForm,
  scenarioWithCarried,
} from "./fields";

test("every option of the core has a field, with its default shown", () => {
  const names = [MAX_DB_SIZE_FIELD, ...OPTION_FIELDS].map((f) => f.key).sort();
  expect(names).toEqual(OPTION_SPECS.map((o) => o.name).sort());
  for (const field of OPTION_FIELDS) {
    const spec = OPTION_SPECS.find((o) => o.name === field.key)!;
    expect(field.defaultValue).toBe(spec.default);
    expect(field.hint).toContain(`default ${spec.default}`);
  }
});

test("messages are the custom functions' own, for what is typed", () => {
  const users = SCENARIO_FIELDS.find((f) => f.key === "users")!;
  for (const typed of ["-5", "2.5", "abc", "0"]) {
    const value = parseTyped(typed);
    expect(fieldMessage(users, typed)).toBe(ruleViolation("users", value, INPUT_SPECS.users.rule));
  }
  expect(fieldMessage(users, "-5")).toBe("users must be a whole number greater than 0 (got -5)");
  expect(fieldMessage(users, "abc")).toBe(
    'users must be a whole number greater than 0 (got "abc")'
  );
  // Blank, as =EX.DVS() with users left out says it.
  expect(fieldMessage(users, "")).toBe("users is required: a whole number greater than 0");
  expect(fieldMessage(users, " 5000 ")).toBeUndefined();
  const dbOverhead = OPTION_FIELDS.find((f) => f.key === "dbOverhead")!;
  expect(fieldMessage(dbOverhead, "")).toBeUndefined();
  expect(fieldMessage(dbOverhead, "0.2")).toBe(
    "dbOverhead 0.2 looks like the overhead alone; the factor for 20% is 1.2"
  );
  expect(fieldMessage(DB_COUNT_FIELD, "")).toBeUndefined();
});

test("parseTyped: numbers as JavaScript writes them, anything else stays text", () => {
  expect(parseTyped("1e3")).toBe(1000);
  expect(parseTyped(".5")).toBe(0.5);
  expect(parseTyped("1,5")).toBe("1,5");
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
    copies: "copies must be a whole number from 1 to 16 (got 17)",
    maxDbSizeGB: "maxDbSizeGB must be a number from 1 to 65536 (got 0)",
  });
  const fixed = scenarioFromForm({ ...form, databases: "fixed" });
  expect(fixed.errors).toEqual({
    dbCount: "dbCount is required: a whole number greater than 0",
  });
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
