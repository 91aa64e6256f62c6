import { verdictRules } from "../verdict/rules";
import { fail, oneOf, refuse, ValueRefusal } from "./refusal";
import type { Value } from "../../formula";
import { DeploymentInputs, readDeployment } from "./deployment";
import { DISK_SIZES, DISK_SIZE_MAX_GB, DISK_SIZE_MIN_GB, diskRawCapacityGB } from "./diskTables";
import { ruleViolation } from "../../validation";
import {
  ConversionEnd,
  PROCESSOR_FAMILIES,
  ProcessorFamily,
  familyOf,
  specIntRate2006From2017,
} from "../cpu/specConversion";
import {
  AUTOMATIC_OR_CUSTOM,
  DEPLOYMENT_INPUTS,
  GLOBAL_INPUTS,
  InputRule,
  inputRule,
  InputSpec,
  LISTS,
  SERVER_ROLES,
  TIER_INPUTS,
} from "./inputs";
import { REPLICATION_INPUT_KEYS, applyReplicationInputs } from "../extras/inputs";

/**
 * A `microsoft` scenario, read and checked: the Exchange version, the number of tiers given, and every
 * calculator input cell the method's steps read, by its step name (`input.haCopies`,
 * `input.tier2.messagesPerDay`, `input.siteResilience`, ...), in the cell's own form ("200 messages",
 * 0.05 for 5 %, "Yes"). A key left out keeps the example workbook's value (inputs.ts), as mscalc.py does;
 * tiers not given have 0 mailboxes and keep the example's other tier values.
 *
 * Example: {"method":"microsoft","tiers":[{"mailboxes":5000}]} is the calculator's example design.
 */
export type ExchangeVersion = "2013" | "2016" | "2019" | "SE";
export const EXCHANGE_VERSIONS: readonly ExchangeVersion[] = ["2013", "2016", "2019", "SE"];

export interface MicrosoftScenario {
  readonly method: "microsoft";
  readonly exchangeVersion: ExchangeVersion;
  /** How many tiers the scenario gives (1-4); the calculator always computes 4. */
  readonly tierCount: number;
  /** Every input cell, by step name, in the calculator's cell form. */
  readonly cells: Readonly<Record<string, Value>>;
  /** The names, domain controllers and DAG settings `exsize deploy` writes (deployment.ts); no figure reads them. */
  readonly deployment: DeploymentInputs;
  /**
   * The servers whose CPU was given as SPECrate2017_int_base (cpu/specConversion.ts): each converted to
   * the SPECint_rate2006 cell(s) it sets, at the end of the conversion's range `end` says. Empty when
   * every CPU is a SPECint_rate2006 result.
   */
  readonly cpuConversion: readonly CpuConversion[];
  readonly cpuConversionEnd: ConversionEnd;
}

/** One SPECrate2017_int_base key of the scenario and what it became. */
export interface CpuConversion {
  /** specRate2017IntBase, specRate2017IntBaseSecondary or specRate2017IntBaseLagged. */
  readonly key: string;
  /** The SPECint_rate2006 input it sets (specIntRate2006 sets all three servers' cells). */
  readonly sets: string;
  readonly specRate2017IntBase: number;
  readonly family: ProcessorFamily;
  /** The processor model, where the scenario names it (processor, resolved by the processor catalog). */
  readonly processor?: string;
  readonly specIntRate2006: number;
}

/**
 * The SPECrate2017_int_base keys (issue 30), one per server row of inputs.ts (SERVER_ROLES, "" the
 * primary row: all servers): the key, the SPECint_rate2006 input it sets, and the processor model keys
 * it comes with. Example: specRate2017IntBaseLagged sets specIntRate2006Lagged, beside processorLagged
 * and socketsLagged.
 */
const SPEC_2017_KEYS = SERVER_ROLES.map(({ suffix }) => ({
  key: `specRate2017IntBase${suffix}`,
  sets: `specIntRate2006${suffix}`,
  processorKey: `processor${suffix}`,
  socketsKey: `sockets${suffix}`,
}));

/** The datacenter models: Input!G22 "Site Resilient Deployment" and Input!G23 the distribution model. */
export const DATACENTER_MODELS: Readonly<Record<string, readonly [string, string | null]>> = {
  "Single Datacenter": ["No", null],
  "Active/Passive": ["Yes", "Active/Passive"],
  "Active/Active (Single DAG)": ["Yes", "Active/Active (Single DAG)"],
  "Active/Active (Multiple DAGs)": ["Yes", "Active/Active (Multiple DAGs)"],
};

/** The step name of an input's `i`th cell (inputs.ts `keys`): "input.coresPerServerSecondary". */
export function cellStepName(spec: InputSpec, i: number): string {
  return "input." + (spec.keys?.[i] ?? spec.name);
}

/**
 * The inputs in the order they are applied: those that set several cells first, so that e.g.
 * coresPerServerSecondary (Input!C132) overrides coresPerServer (Input!C131:C133).
 */
const APPLY_ORDER: readonly InputSpec[] = [
  ...GLOBAL_INPUTS.filter((s) => s.cells.length > 1),
  ...GLOBAL_INPUTS.filter((s) => s.cells.length === 1),
];
/** The scenario keys besides GLOBAL_INPUTS' that a `microsoft` scenario takes. */
const OTHER_KEYS = new Set([
  ...SPEC_2017_KEYS.flatMap((k) => [k.key, k.processorKey, k.socketsKey]),
  "processorVendor",
  "hyperthreading",
  // issue 30, the MetaCache Database (metacache/metaCache.ts): read there, checked here
  "mcdbCapacityPercent",
  "mcdbSsdCapacityGB",
  ...DEPLOYMENT_INPUTS.map((s) => s.name),
  "tiers",
  "datacenterModel",
  ...Object.keys(AUTOMATIC_OR_CUSTOM),
  "acceptedDespite",
  ...REPLICATION_INPUT_KEYS,
  "method",
  "exchangeVersion",
  "project",
  "customer",
  "servers",
  // Where the mailbox profile came from (exsize profile writes it; the workbook's Inputs sheet shows it).
  "profileSource",
  // The server's and disk's prices of an exsize search design (issue 31: Compare's cost row); no
  // figure reads them.
  "prices",
]);

/**
 * Refuses a number that breaks its input rule (inputs.ts): the rule's own message ("workWeekDays must
 * be 5 or 7 (got 8)"), the limits every number keeps ("coresPerServer 1e+300 is too large to size: at
 * most 1000000000000000", docs/errors.md rule 7), or, for a value typed in the other form, its other
 * reading, as the Dell options name it (options.ts, percentageHint; refusal.ts percentMixup and
 * fractionMixup): "ioOverheadFactor 20 looks like a percentage; 20% is 0.2 (ioOverheadFactor must be a
 * number from 0 to 1)", "volumeFreeSpacePercent 0.05 looks like a fraction; 0.05 is 5%: type 5
 * (volumeFreeSpacePercent is a percentage: 0, or a number from 1 to 100)".
 */
function checkInputRule(key: string, v: unknown, rule: InputRule): void {
  if (typeof v === "number" && Number.isFinite(v)) {
    if (rule.mixup === "percent" && rule.max !== undefined && v > rule.max && v <= 100)
      refuse("percentMixup", key, v, rule);
    if (rule.mixup === "fraction" && v > 0 && v < 1) refuse("fractionMixup", key, v, rule);
  }
  const message = ruleViolation(key, v, rule);
  if (message !== undefined) fail(key, message);
}

/**
 * A scenario value in the calculator cell's form, or a SizingError naming the key. A number without its
 * rule (`rules: false`) is checked only of its kind: a number, whole for int, of 0 or more.
 */
export function toCellValue(key: string, kind: string, v: unknown, rule?: InputRule): Value {
  const isNumber = typeof v === "number" && Number.isFinite(v);
  if (kind === "int" || kind === "num" || kind === "pct") {
    const r = rule ?? inputRule({ source: "the kind of the input" });
    checkInputRule(key, v, kind === "int" ? { ...r, whole: true } : r);
    return kind === "pct" ? (v as number) / 100 : (v as number);
  }
  switch (kind) {
    case "yesno":
    case "enabled": {
      const [yes, no] = kind === "yesno" ? ["Yes", "No"] : ["Enabled", "Disabled"];
      if (typeof v === "boolean") return v ? yes : no;
      if (typeof v === "string") {
        const c = v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
        if (c === yes || c === no) return c;
      }
      return refuse("yesNo", key, yes, no, v);
    }
    case "messages":
      if (!isNumber || (v as number) % 50 !== 0 || (v as number) < 50 || (v as number) > 500)
        refuse("messages", key, v);
      return `${v} messages`;
    case "gb": {
      // Any whole number of GB (diskTables.ts DISK_SIZE_RULE): the calculator's list keeps its own figures,
      // other sizes get the same rule's, derived.
      const s = typeof v === "string" ? v.trim() : isNumber ? `${v} GB` : "";
      const gb = diskRawCapacityGB(s);
      if (gb === undefined || gb < DISK_SIZE_MIN_GB || gb > DISK_SIZE_MAX_GB)
        refuse("diskSize", key, v, DISK_SIZE_MIN_GB, DISK_SIZE_MAX_GB, DISK_SIZES);
      return s;
    }
  }
  if (kind.startsWith("choice:")) return oneOf(key, v, LISTS[kind.slice(7)]);
  throw new Error(`unknown input kind ${kind}`);
}

/**
 * The example workbook's input cells (defaults), a fresh copy each call: they are worked out once, as
 * they depend on nothing the scenario gives (the values are numbers, text and logicals, so a shallow copy
 * is a full one).
 */
function defaultCells(): Record<string, Value> {
  return { ...(defaults ??= exampleCells()) };
}
let defaults: Readonly<Record<string, Value>> | undefined;

function exampleCells(): Record<string, Value> {
  const cells: Record<string, Value> = {};
  // the cells themselves, as the example workbook holds them
  // every cell an input sets, but a cell that is an input of its own: coresPerServer sets the primary
  // row only, as coresPerServerSecondary and coresPerServerLagged (inputs of their own) follow
  const inputNames = new Set(GLOBAL_INPUTS.map((s) => s.name));
  for (const spec of GLOBAL_INPUTS) {
    const value = toCellValue(spec.name, spec.kind, spec.default, spec.rule);
    spec.cells.forEach((_, i) => {
      if (i === 0 || !inputNames.has(spec.keys?.[i] ?? "")) cells[cellStepName(spec, i)] = value;
    });
  }
  // issue 30, HealthChecker's limits (verdict/rules2019.ts): no calculator cell
  cells["input.hyperthreading"] = "No";
  cells["input.sockets"] = "--";
  cells["input.siteResilience"] = "Yes"; // Input!G22
  cells["input.siteResilienceModel"] = "Active/Active (Single DAG)"; // Input!G23
  cells["input.maxDbSizeConfiguration"] = "Default"; // Input!G36
  cells["input.maxDbSizeGB"] = 100; // Input!G37
  cells["input.databaseCountAutomatic"] = "Yes"; // Input!G38
  cells["input.databaseCountCustom"] = 0; // Input!G39
  for (const spec of TIER_INPUTS)
    spec.defaults.forEach((d, i) => {
      cells[`input.tier${i + 1}.${spec.name}`] = toCellValue(spec.name, spec.kind, d, spec.rule);
    });
  return cells;
}

function readTiers(raw: unknown, cells: Record<string, Value>, rules: boolean): number {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > 4) refuse("tiers", "tiers", raw);
  const tiers = raw as unknown[];
  const known = new Set([...TIER_INPUTS.map((s) => s.name), "archive"]);
  // tiers not given are switched off
  for (let t = tiers.length + 1; t <= 4; t++) cells[`input.tier${t}.mailboxes`] = 0;
  for (let t = 1; t <= tiers.length; t++) {
    const tier = tiers[t - 1];
    const at = `tiers[${t - 1}]`;
    if (typeof tier !== "object" || tier === null || Array.isArray(tier))
      refuse("tierObject", at, tier);
    const given = { ...(tier as Record<string, unknown>) };
    for (const k of Object.keys(given))
      if (!known.has(k)) refuse("notTierInput", `${at}.${k}`, [...known]);
    if ("archive" in given) {
      const a = given.archive;
      delete given.archive;
      if (a === false) {
        if ((given.archiveQuotaMB ?? 0) !== 0)
          refuse("archiveFalse", `${at}.archive`, at, given.archiveQuotaMB);
        given.archiveQuotaMB = 0;
      } else if (a === true) {
        if (!given.archiveQuotaMB) refuse("archiveTrue", `${at}.archive`, at);
      } else refuse("trueOrFalse", `${at}.archive`, a);
    }
    for (const spec of TIER_INPUTS)
      if (spec.name in given)
        cells[`input.tier${t}.${spec.name}`] = toCellValue(
          `${at}.${spec.name}`,
          spec.kind,
          given[spec.name],
          rules ? spec.rule : undefined
        );
  }
  return tiers.length;
}

/**
 * The rules across a tier's inputs, where they meet: a design has a mailbox (every tier of 0 mailboxes
 * sizes nothing and divides by zero), and a tier's mailbox size limit is at least its initial mailbox
 * size (quotaMB 0 is the calculator's own check, Role Requirements!I157). ExSize's rules: the
 * calculator takes either and gives #DIV/0! or sizes mailboxes larger than their limit.
 */
function checkTiersTogether(cells: Record<string, Value>, tierCount: number): void {
  let mailboxes = 0;
  for (let t = 1; t <= 4; t++) mailboxes += cells[`input.tier${t}.mailboxes`] as number;
  if (mailboxes === 0)
    refuse("noMailboxes", tierCount > 1 ? "tiers" : "tiers[0].mailboxes", tierCount);
  for (let t = 1; t <= 4; t++) {
    if ((cells[`input.tier${t}.mailboxes`] as number) === 0) continue;
    const quota = cells[`input.tier${t}.quotaMB`] as number;
    const initial = cells[`input.tier${t}.initialMailboxMB`] as number;
    const at = `tiers[${t - 1}]`;
    if (quota > 0 && quota < initial)
      refuse("quotaBelowInitial", `${at}.quotaMB`, quota, at, initial);
  }
}

/**
 * The scenario's `acceptedDespite`: the reject rules a consultant knowingly accepts (docs/summary.md),
 * a list of rule keys (or one text of keys separated by commas), each a reject of the verdict's table;
 * stored as one text cell, keys joined by ",". Absent: "" (every reject stands).
 * Example: ["cpuFailureMode", "limit.ramRecommendedGB.256"] -> "cpuFailureMode,limit.ramRecommendedGB.256".
 */
function readAcceptedDespite(v: unknown): string {
  if (v === undefined || v === null) return "";
  const keys =
    typeof v === "string"
      ? v
          .split(",")
          .map((k) => k.trim())
          .filter((k) => k !== "")
      : Array.isArray(v) && v.every((k) => typeof k === "string")
        ? (v as string[]).map((k) => k.trim())
        : refuse("acceptedDespite", "acceptedDespite", v);
  const rejects = verdictRules()
    .filter((r) => r.kind === "reject")
    .map((r) => r.key);
  for (const k of keys)
    if (!rejects.includes(k)) refuse("notReject", "acceptedDespite", k, rejects);
  return keys.join(",");
}

/**
 * Reads a `microsoft` scenario; throws a SizingError naming the key for anything the calculator would
 * not take, or (the input rules, inputs.ts, and the rules across a tier's inputs) that ExSize refuses.
 * `rules: false` reads the calculator's cells as given, each only of its kind (a number of 0 or more,
 * an item of a list): for the golden tests alone, which compare the core with the calculator on
 * designs mscalc.py wrote straight into its cells (iopsFactor 0.5, a quota below the initial mailbox
 * size) that every surface refuses.
 */
export function parseMicrosoftScenario(
  json: unknown,
  {
    rules = true,
    cpuEnd = "central",
  }: { readonly rules?: boolean; readonly cpuEnd?: ConversionEnd } = {}
): MicrosoftScenario {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    refuse("notObject", "scenario");
  const given = { ...(json as Record<string, unknown>) };
  if (given.method !== "microsoft") refuse("notMicrosoft", "method", given.method);
  // A cell holding 2019 is the number 2019 (Excel stores what is typed as a number), so a number is read
  // as its text; "se" in any case is "SE".
  const rawVersion = given.exchangeVersion ?? "2013";
  const version =
    typeof rawVersion === "number" || typeof rawVersion === "string"
      ? String(rawVersion).trim().toUpperCase()
      : rawVersion;
  if (!EXCHANGE_VERSIONS.includes(version as ExchangeVersion))
    refuse("exchangeVersion", "exchangeVersion", EXCHANGE_VERSIONS, rawVersion);
  // A key given that `ok` refuses, as refusal.ts's `refusal` words it: "<key> must be ... (got <value>)".
  const check = (key: string, ok: (v: unknown) => boolean, refusal: ValueRefusal) => {
    if (key in given && !ok(given[key])) refuse(refusal, key, given[key]);
  };
  const whole = (lo: number, hi: number) => (v: unknown) =>
    Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
  for (const k of ["project", "customer", "profileSource"]) {
    check(k, (v) => typeof v === "string", "notText");
    // Excel's limit of a cell's text, as the Dell scenario's (src/workbook/workbookScenario.ts).
    const length = typeof given[k] === "string" ? (given[k] as string).length : 0;
    if (length > 32767) refuse("tooLong", k, length);
  }
  const price = (x: unknown) => typeof x === "number" && Number.isFinite(x) && x >= 0;
  check(
    "prices",
    (p) =>
      typeof p === "object" &&
      p !== null &&
      Object.keys(p).sort().join() === "disk,server" &&
      Object.values(p).every(price),
    "prices"
  );
  if ("servers" in given) {
    if ("exchangeServersPerDag" in given && given.exchangeServersPerDag !== given.servers)
      refuse("serversDisagree", "servers");
    given.exchangeServersPerDag = given.servers;
  }
  if ("names" in given) refuse("names", "names");
  for (const k of Object.keys(given))
    if (!OTHER_KEYS.has(k) && !GLOBAL_INPUTS.some((s) => s.name === k)) refuse("notAnInput", k);
  const cpuConversion = convertSpec2017(given, cpuEnd);
  check(
    "mcdbCapacityPercent",
    (v) => typeof v === "number" && v >= 5 && v <= 10,
    "mcdbCapacityPercent"
  );
  const ssd = given.mcdbSsdCapacityGB;
  if ("mcdbSsdCapacityGB" in given && !whole(1, DISK_SIZE_MAX_GB)(ssd))
    refuse("mcdbSsdCapacityGB", "mcdbSsdCapacityGB", ssd, DISK_SIZE_MAX_GB);
  const cells = defaultCells();
  if ("hyperthreading" in given)
    cells["input.hyperthreading"] = toCellValue("hyperthreading", "yesno", given.hyperthreading);
  check("sockets", whole(1, 16), "sockets");
  if ("sockets" in given) cells["input.sockets"] = given.sockets as number;
  for (const spec of APPLY_ORDER) {
    if (!(spec.name in given)) continue;
    const v = toCellValue(spec.name, spec.kind, given[spec.name], rules ? spec.rule : undefined);
    for (let i = 0; i < spec.cells.length; i++) cells[cellStepName(spec, i)] = v;
  }
  if ("datacenterModel" in given) {
    const m = oneOf("datacenterModel", given.datacenterModel, Object.keys(DATACENTER_MODELS));
    const [site, model] = DATACENTER_MODELS[m];
    cells["input.siteResilience"] = site;
    if (model) cells["input.siteResilienceModel"] = model;
  }
  for (const [name, c] of Object.entries(AUTOMATIC_OR_CUSTOM)) {
    if (!(name in given)) continue;
    const v = given[name];
    if (v === null || v === c.automaticWord) cells[c.choiceCell] = c.automatic;
    else {
      cells[c.choiceCell] = c.custom;
      cells[`input.${name}`] = toCellValue(name, c.kind, v, rules ? c.rule : undefined);
    }
  }
  cells["input.acceptedDespite"] = readAcceptedDespite(given.acceptedDespite);
  // issue 21: Input!C145:C168, G144, G145 and the content-index replication (extras/inputs.ts)
  applyReplicationInputs(given, cells);
  const tierCount = "tiers" in given ? readTiers(given.tiers, cells, rules) : 1;
  if (rules) checkTiersTogether(cells, tierCount);
  cells.exchangeVersion = version as string;
  cells["input.exchangeVersion"] = version as string;
  return {
    method: "microsoft",
    exchangeVersion: version as ExchangeVersion,
    tierCount,
    cells,
    deployment: readDeployment(given),
    cpuConversion,
    cpuConversionEnd: cpuEnd,
  };
}

/**
 * The SPECrate2017_int_base keys (issue 30), each converted to the SPECint_rate2006 input it stands for
 * and written into `given` in its place (cpu/specConversion.ts; `end` picks the factor: its median or an
 * end of its range). A processor model comes resolved by the processor catalog (src/catalog, the CLI reads
 * it so): `processor` and `sockets` then stand beside the specRate2017IntBase and coresPerServer they gave.
 * Refused: both a SPECint_rate2006 and a SPECrate2017 result for the same servers; a processor model
 * without its SPECrate2017 result (the core has no catalog); a result that is not a positive number.
 */
function convertSpec2017(given: Record<string, unknown>, end: ConversionEnd): CpuConversion[] {
  const out: CpuConversion[] = [];
  const vendor = given.processorVendor;
  if (vendor !== undefined && !PROCESSOR_FAMILIES.includes(vendor as ProcessorFamily))
    refuse("processorVendor", "processorVendor", PROCESSOR_FAMILIES, vendor);
  for (const { key, sets, processorKey, socketsKey } of SPEC_2017_KEYS) {
    if (!(key in given)) {
      // `sockets` alone is the servers' socket count (HealthChecker's limit, verdict/rules2019.ts)
      for (const k of [processorKey, ...(socketsKey === "sockets" ? [] : [socketsKey])])
        if (k in given) refuse("processorModel", k, key);
      continue;
    }
    if (sets in given) refuse("cpuTwice", key, sets);
    const v = given[key];
    if (typeof v !== "number" || !Number.isFinite(v) || v <= 0 || v > 1e6)
      refuse("specRate2017", key, v);
    const processor =
      typeof given[processorKey] === "string" ? (given[processorKey] as string) : undefined;
    const family = processor ? familyOf(processor) : ((vendor as ProcessorFamily) ?? "Intel");
    const converted = specIntRate2006From2017(v as number, family, end);
    given[sets] = converted;
    out.push({
      key,
      sets,
      specRate2017IntBase: v as number,
      family,
      ...(processor ? { processor } : {}),
      specIntRate2006: converted,
    });
  }
  return out;
}
