import { ARRAY_CANDIDATES } from "../catalog";
import {
  INPUT_SPECS,
  InputName,
  ScenarioInput,
  SizingError,
  SizingOptions,
  checkDbCountUsers,
  checkNumber,
  findOption,
  shownValue,
  parseRaidLevel,
  raidLevelRow,
  resolveOptions,
} from "../core";
import { METHOD_INPUTS, MethodGroup, MethodInput } from "./methodInputs";
import { WorkbookScenario } from "./model";
import { ANY_RAID } from "./names";

/**
 * The paper's worked example (seed 000, section 3.4.2): 5000 users, 2 GB quota (2048 MB), 150 messages
 * a day of 75 KB on average, a DAG with 2 copies. ExSize's safe defaults apply (dbOverhead 1.2,
 * moveFactor 1.1): 14 databases; examples/dell-5000-as-printed.json reproduces Table 18's 12.
 */
export const DEFAULT_SCENARIO: WorkbookScenario = Object.freeze({
  project: "Exchange 2010 mailbox storage, 5000 users (seed 000, section 3.4.2)",
  customer: "Example customer",
  users: 5000,
  quotaMB: 2048,
  messagesPerDay: 150,
  avgMessageKB: 75,
  copies: 2,
});

/** The most characters an Excel cell holds (Microsoft: Excel specifications and limits). */
export const CELL_TEXT_LIMIT = 32767;

const NUMBER_KEYS = [
  "users",
  "quotaMB",
  "messagesPerDay",
  "avgMessageKB",
  "copies",
] as const satisfies readonly InputName[];
const TEXT_KEYS = ["project", "customer"] as const;
const METHOD_GROUPS = Object.keys(METHOD_INPUTS) as MethodGroup[];
const SCENARIO_KEYS: readonly string[] = [
  ...TEXT_KEYS,
  ...NUMBER_KEYS,
  "dbCount",
  "raid",
  "options",
  ...METHOD_GROUPS,
];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a scenario as read from JSON (the keys of `exsize workbook`'s scenario file) and returns it
 * typed. Numbers follow INPUT_SPECS' rules, options resolveOptions' (names in any case, returned in the
 * core's spelling); project and customer are text and may be left out (empty); raid is a RAID level of
 * the catalog, written as EX.ARRAYFIT reads it ("RAID 50", "raid50", 50), or left out (or "Any") for
 * any level; spindles, compute and jetstress are optional objects of the method sheets' inputs
 * (checkMethodGroup).
 * Throws a SizingError naming the key, with the custom functions' wording.
 */
export function checkWorkbookScenario(json: unknown): WorkbookScenario {
  if (!isPlainObject(json)) {
    throw new SizingError(
      "scenario",
      `a scenario must be a JSON object with the keys ${SCENARIO_KEYS.join(", ")}`
    );
  }
  for (const key of Object.keys(json)) {
    if (!SCENARIO_KEYS.includes(key)) {
      throw new SizingError(
        key,
        `unknown key "${key}"; a scenario has the keys ${SCENARIO_KEYS.join(", ")}`
      );
    }
  }
  const text: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const value = json[key] ?? "";
    if (typeof value !== "string")
      throw new SizingError(key, `${key} must be text (got ${shownValue(value)})`);
    if (value.length > CELL_TEXT_LIMIT) {
      throw new SizingError(
        key,
        `${key} is ${value.length} characters; a cell holds at most ${CELL_TEXT_LIMIT}`
      );
    }
    text[key] = value;
  }
  const numbers: Record<string, number> = {};
  for (const key of NUMBER_KEYS) numbers[key] = checkNumber(key, json[key], INPUT_SPECS[key].rule);
  const dbCount =
    json.dbCount === undefined || json.dbCount === null
      ? undefined
      : checkNumber("dbCount", json.dbCount, INPUT_SPECS.dbCount.rule);
  checkDbCountUsers(dbCount, numbers.users);
  const raid = checkRaid(json.raid);
  const options = checkOptions(json.options);
  const methods = Object.fromEntries(
    METHOD_GROUPS.flatMap((group) => {
      const checked = checkMethodGroup(group, json[group]);
      return checked === undefined ? [] : [[group, checked]];
    })
  );
  return {
    project: text.project,
    customer: text.customer,
    users: numbers.users,
    quotaMB: numbers.quotaMB,
    messagesPerDay: numbers.messagesPerDay,
    avgMessageKB: numbers.avgMessageKB,
    copies: numbers.copies,
    ...(dbCount === undefined ? {} : { dbCount }),
    ...(raid === undefined ? {} : { raid }),
    ...(options === undefined ? {} : { options }),
    ...methods,
  };
}

/** The RAID levels of the built-in catalog (seed 000, Tables 12-13: RAID 50 and RAID 10). */
export function catalogRaidLevels(): string[] {
  return [...new Set(ARRAY_CANDIDATES.map((c) => c.raid))];
}

function checkRaid(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && value.trim().toLowerCase() === ANY_RAID.toLowerCase())
    return undefined;
  if (typeof value !== "string" && typeof value !== "number") {
    throw new SizingError("raid", 'raid must be text such as "RAID 50"');
  }
  const level = parseRaidLevel(String(value), "raid");
  const levels = catalogRaidLevels();
  if (!levels.includes(level)) {
    throw new SizingError(
      "raid",
      `raid: Tables 12 and 13 give ${levels.join(" and ")} only (got ${level})`
    );
  }
  return level;
}

/**
 * Checks the scenario file's `spindles`, `compute` or `jetstress` object: its keys, each number by
 * the EX.* functions' rule, a RAID level as the spindle functions read it (returned as the core
 * names it: "vraid5" => "RAID 5"). Keys left out or null are dropped; an empty group is undefined.
 * Throws a SizingError naming the key ("spindles.driveSpeed").
 */
export function checkMethodGroup(
  group: MethodGroup,
  value: unknown
): Readonly<Record<string, number | string>> | undefined {
  if (value === undefined || value === null) return undefined;
  const keys = [...(group === "spindles" ? ["raid"] : []), ...Object.keys(METHOD_INPUTS[group])];
  if (!isPlainObject(value)) {
    throw new SizingError(group, `${group} must be an object with the keys ${keys.join(", ")}`);
  }
  const checked: Record<string, number | string> = {};
  for (const [key, v] of Object.entries(value)) {
    const argument = `${group}.${key}`;
    if (!keys.includes(key)) {
      throw new SizingError(
        argument,
        `unknown key "${argument}"; ${group} has the keys ${keys.join(", ")}`
      );
    }
    if (v === undefined || v === null) continue;
    if (key === "raid") {
      if (typeof v !== "string" && typeof v !== "number")
        throw new SizingError(argument, `${argument} must be text such as "RAID 6"`);
      checked[key] = raidLevelRow(String(v), argument).level;
    } else {
      const input: MethodInput = (METHOD_INPUTS[group] as Record<string, MethodInput>)[key];
      checked[key] = checkNumber(argument, v, input.spec.rule);
    }
  }
  return Object.keys(checked).length > 0 ? checked : undefined;
}

function checkOptions(value: unknown): Readonly<Record<string, number>> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    throw new SizingError(
      "options",
      'options must be an object of option names and values, e.g. {"dbOverhead": 1}'
    );
  }
  const resolved = resolveOptions(value);
  return Object.fromEntries(
    Object.keys(value).map((name) => {
      const spelled = findOption(name)!.name;
      return [spelled, resolved[spelled as keyof SizingOptions]];
    })
  );
}

/** The core's view of a scenario: its inputs and its options resolved against the defaults. */
export function scenarioSizingInput(scenario: WorkbookScenario): {
  readonly input: ScenarioInput;
  readonly options: SizingOptions;
} {
  return {
    input: {
      users: scenario.users,
      quotaMB: scenario.quotaMB,
      messagesPerDay: scenario.messagesPerDay,
      avgMessageKB: scenario.avgMessageKB,
      copies: scenario.copies,
      ...(scenario.dbCount === undefined ? {} : { dbCount: scenario.dbCount }),
    },
    options: resolveOptions(scenario.options ?? {}),
  };
}
