/**
 * The Microsoft method's environment as data: every scenario input of the Microsoft core that is not
 * per tier (GLOBAL_INPUTS in src/core/microsoft/scenario/inputs.ts, plus exchangeVersion,
 * datacenterModel, maxDbSizeGB and databaseCountCustom, which parse.ts reads itself, and the
 * replication inputs of src/core/microsoft/extras/inputs.ts: networkLinkType, networkLinkLatencyMs and
 * the 24-hour logGenerationProfilePercent, read as replicationProfile.ts says), grouped as the
 * calculator's Input sheet groups them (E2013Calcv7.6, Input!B21:G168 section headings). Blank means
 * the default shown (the example workbook's value, as `exsize size` uses it). A typed value is checked
 * by the core's own reader, parseMicrosoftScenario, so the pane refuses exactly what `exsize size`
 * refuses, with its message; the key at its start is replaced by the field's label. No DOM here.
 *
 * Example: envMessage(field("haCopies"), "2.5", "en-US") =>
 *   "HA database copies (including the active copy): must be a whole number of 0 or more (got 2.5)".
 */
import { SizingError } from "../core/errors";
import { GLOBAL_INPUTS, InputSpec } from "../core/microsoft/scenario/inputs";
import {
  DATACENTER_MODELS,
  EXCHANGE_VERSIONS,
  parseMicrosoftScenario,
} from "../core/microsoft/scenario/parse";
import { choicesOf } from "../core/microsoft/scenario/tierColumns";
import {
  CONTENT_INDEX_REPLICATION,
  CONTENT_INDEX_REPLICATION_DEFAULT,
  NETWORK_LATENCY_DEFAULT_MS,
  NETWORK_LINK_DEFAULT,
  NETWORK_LINK_NAMES,
  REPLICATION_INPUT_RULES,
} from "../core/microsoft/extras/inputs";
import { describeRule } from "../core/validation";
import {
  PROCESSOR_FAMILIES,
  ProcessorFamily,
  SPEC_CONVERSION,
  familyOf,
} from "../core/microsoft/cpu/specConversion";
import { DISK_SIZE_MAX_GB, DISK_SIZE_MIN_GB } from "../core/microsoft/scenario/diskTables";
import {
  PROCESSOR_ROLES,
  findProcessorIn,
  resolveScenarioModelsIn,
} from "../catalog/processorModels";
import type { ProcessorRow } from "../catalog/processorRows";
import { processorRows } from "./processorCatalog";
import { readTypedNumber } from "./numberText";
import { shownNumber } from "./fields";
import { PROFILE_HOURS, profileText, readProfile } from "./replicationProfile";

export interface EnvField {
  /** The scenario key (`exsize size` JSON). */
  readonly key: string;
  readonly label: string;
  /** The calculator's own label and cell(s), for the hint. */
  readonly hint: string;
  /** The core's value form: int, num, pct, yesno, enabled, gb, choice:<list>; profile: 24 numbers. */
  readonly kind: string;
  readonly unit: string;
  /** What blank means, as shown: the default value, or words ("Default", "As calculated"). */
  readonly blankShown: string;
  readonly choices?: readonly string[];
  /** Values offered as the box is typed in (a <datalist>): the calculator's disk sizes; processor models. */
  readonly suggestions?: readonly string[];
}

export interface EnvGroup {
  readonly id: string;
  readonly title: string;
  /** Where the calculator has it. */
  readonly source: string;
  readonly fields: readonly EnvField[];
}

/** Short labels (issue 15: short labels, the calculator's wording in the hint) and units, by key. */
const SHORT: Readonly<Record<string, readonly [label: string, unit: string]>> = {
  exchangeVersion: ["Exchange Server version", ""],
  globalCatalogArchitecture: ["Global catalog server architecture", ""],
  multiRole: ["Multi-role servers (Mailbox and CAS)", ""],
  virtualization: ["Server role virtualization", ""],
  highAvailability: ["High availability deployment", ""],
  exchangeServersPerDag: ["Mailbox servers per DAG (primary datacenter)", "servers"],
  dagCount: ["Database availability groups", "DAGs"],
  datacenterModel: ["Datacenter model", ""],
  rpoHours: ["Site resilience recovery point objective", "hours"],
  activationBlockSecondary: ["Activation-block secondary datacenter servers", ""],
  dedicatedDrServers: ["Dedicated disaster recovery servers", ""],
  haCopies: ["HA database copies (including the active copy)", "copies"],
  laggedCopies: ["Lagged database copies", "copies"],
  haCopiesSecondary: ["HA copies in the secondary datacenter", "copies"],
  laggedCopiesSecondary: ["Lagged copies in the secondary datacenter", "copies"],
  laggedCopiesOnDedicatedServers: ["Lagged copies on dedicated servers", ""],
  copyLayout: ["Copy layout rule (ExSize: calculator or exsize)", ""],
  replayLagHours: ["Lagged copy replay delay", "hours"],
  truncationLagHours: ["Lagged copy truncation delay", "hours"],
  replayLagManager: ["Replay lag manager", ""],
  dataOverheadFactor: ["Data overhead factor", "factor"],
  mailboxMovesPerWeekPercent: ["Mailbox moves per week", "%"],
  dedicatedRestoreVolume: ["Dedicated maintenance / restore volume", ""],
  volumeFreeSpacePercent: ["Volume free space", "%"],
  logShippingCompression: ["Log shipping network compression", ""],
  logShippingCompressionPercent: ["Log shipping compression", "%"],
  maxDbSizeGB: ["Largest database size", "GB"],
  databaseCountCustom: ["Databases per DAG", "databases"],
  symmetricalDatabaseCount: ["Databases for symmetrical distribution", ""],
  ioOverheadFactor: ["I/O overhead factor", "factor"],
  additionalIops: ["Additional I/O", "IOPS"],
  messageQueueExpirationDays: ["Message queue expiration", "days"],
  safetyNetExpirationDays: ["Safety Net expiration", "days"],
  workWeekDays: ["Days in a work week", "days"],
  backupMode: ["Backup methodology", ""],
  backupFrequency: ["Backup frequency", ""],
  logTruncationFailureDays: ["Backup / truncation failure tolerance", "days"],
  networkFailureToleranceDays: ["Network failure tolerance", "days"],
  jbod: ["Consider JBOD designs", ""],
  multipleDatabasesPerVolume: ["Consider several databases per volume", ""],
  databasesPerVolumeMatchCopyCount: ["Databases per volume match the copy count", ""],
  autoCalculateVolumes: ["Calculate the number of database volumes", ""],
  dataVolumesPerServer: ["Data volumes per server", "volumes"],
  autoReseedVolumes: ["AutoReseed volumes per server", "volumes"],
  diskCapacityGB: ["Disk capacity (every disk role)", "GB"],
  diskType: ["Disk type (every disk role)", ""],
  storageArchitectureChoice: ["Storage architecture deployed", ""],
  coresPerServer: ["Processor cores per server", "cores"],
  processor: ["Processor model (SPEC CPU2017 catalog)", ""],
  sockets: ["Processor sockets per server", "sockets"],
  specRate2017IntBase: ["SPECrate2017_int_base per server", "SPECrate2017"],
  processorVendor: ["Processor family of a SPECrate2017 result", ""],
  hyperthreading: ["Hyperthreading", ""],
  processorSecondary: ["Processor model, secondary datacenter", ""],
  socketsSecondary: ["Sockets, secondary datacenter", "sockets"],
  specRate2017IntBaseSecondary: ["SPECrate2017_int_base, secondary datacenter", "SPECrate2017"],
  processorLagged: ["Processor model, lagged copy servers", ""],
  socketsLagged: ["Sockets, lagged copy servers", "sockets"],
  specRate2017IntBaseLagged: ["SPECrate2017_int_base, lagged copy servers", "SPECrate2017"],
  mcdbCapacityPercent: ["MetaCache share of the HDD capacity", "%"],
  mcdbSsdCapacityGB: ["SSD size", "GB"],
  acceptedDespite: ["Rejects accepted (rule keys)", ""],
  project: ["Project", ""],
  customer: ["Customer", ""],
  specIntRate2006: ["SPECint2006 rate per server", "SPECint"],
  maxCpuWorstFailurePercent: ["Highest CPU in any failure mode (ExSize's verdict)", "%"],
  coresPerServerSecondary: ["Cores per secondary datacenter server", "cores"],
  specIntRate2006Secondary: ["SPECint2006 rate, secondary datacenter", "SPECint"],
  coresPerServerLagged: ["Cores per lagged copy server", "cores"],
  specIntRate2006Lagged: ["SPECint2006 rate, lagged copy servers", "SPECint"],
  hypervisorOverhead: ["Hypervisor CPU adjustment factor", "factor"],
  networkLinkType: ["Network link between the datacenters", ""],
  networkLinkLatencyMs: ["Network link latency", "ms"],
  logGenerationProfilePercent: ["Logs generated per hour (hours 1 to 24)", "% of a day's logs"],
  contentIndexReplication: ["Copies replicating their content index", ""],
};

/** A group of the form: its id, title, where the calculator has it, and its keys in order. */
const group = (id: string, title: string, source: string, keys: readonly string[]) => ({
  id,
  title,
  source,
  keys,
});

/** The calculator's Input sheet sections (E2013Calcv7.6, Input column B and F headings), key by key. */
const GROUPS: readonly ReturnType<typeof group>[] = [
  group("design", "Project", "ExSize's Inputs sheet", ["project", "customer"]),
  group("environment", "Exchange environment", "Input!B21:C27", [
    "exchangeVersion",
    "globalCatalogArchitecture",
    "multiRole",
    "virtualization",
    "highAvailability",
    "exchangeServersPerDag",
    "dagCount",
  ]),
  group("site", "Site resilience", "Input!F21:G26", [
    "datacenterModel",
    "rpoHours",
    "activationBlockSecondary",
    "dedicatedDrServers",
  ]),
  group("copies", "Database copies", "Input!B29:G33", [
    "haCopies",
    "laggedCopies",
    "haCopiesSecondary",
    "laggedCopiesSecondary",
    "laggedCopiesOnDedicatedServers",
    "replayLagHours",
    "truncationLagHours",
    "replayLagManager",
    "copyLayout",
  ]),
  group("data", "Exchange data and databases", "Input!B35:G40", [
    "dataOverheadFactor",
    "mailboxMovesPerWeekPercent",
    "dedicatedRestoreVolume",
    "volumeFreeSpacePercent",
    "logShippingCompression",
    "logShippingCompressionPercent",
    "maxDbSizeGB",
    "databaseCountCustom",
    "symmetricalDatabaseCount",
  ]),
  group("io", "I/O and transport", "Input!B43:G45", [
    "ioOverheadFactor",
    "additionalIops",
    "messageQueueExpirationDays",
    "safetyNetExpirationDays",
  ]),
  group("mailbox", "Mailbox configuration", "Input!B51:C52", ["workWeekDays"]),
  group("backup", "Backup", "Input!B92:C100", [
    "backupMode",
    "backupFrequency",
    "logTruncationFailureDays",
    "networkFailureToleranceDays",
  ]),
  group("storage", "Storage", "Input!B102:D124, Storage Design!C191", [
    "jbod",
    "multipleDatabasesPerVolume",
    "databasesPerVolumeMatchCopyCount",
    "autoCalculateVolumes",
    "dataVolumesPerServer",
    "autoReseedVolumes",
    "diskCapacityGB",
    "diskType",
    "storageArchitectureChoice",
  ]),
  group("processors", "Processors", "Input!B126:D136", [
    ...PROCESSOR_ROLES.flatMap((r) => [
      `coresPerServer${r}`,
      `specIntRate2006${r}`,
      `processor${r}`,
      `sockets${r}`,
      `specRate2017IntBase${r}`,
      ...(r === "" ? ["processorVendor", "hyperthreading"] : []),
    ]),
    "hypervisorOverhead",
  ]),
  group(
    "metacache",
    "MetaCache SSDs (Exchange 2019 and SE)",
    "2019 Preferred Architecture; no calculator cell",
    ["mcdbCapacityPercent", "mcdbSsdCapacityGB"]
  ),
  group("verdict", "ExSize's verdict", "no calculator cell", [
    "maxCpuWorstFailurePercent",
    "acceptedDespite",
  ]),
  // The calculator's "Log Replication Configuration" (B143) and "Network Configuration" (F143).
  group("replication", "Replication between datacenters", "Input!B143:G168", [
    "networkLinkType",
    "networkLinkLatencyMs",
    "logGenerationProfilePercent",
    "contentIndexReplication",
  ]),
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The inputs parse.ts reads itself (no InputSpec), and the replication inputs (extras/inputs.ts): their
 * kind, what blank means, their cells.
 */
const SPECIAL: Readonly<Record<string, Omit<EnvField, "key" | "label" | "unit">>> = {
  exchangeVersion: {
    kind: "choice",
    choices: EXCHANGE_VERSIONS,
    blankShown: "2013",
    hint: "The calculator is for 2013; 2016, 2019 and SE apply their changes (docs/microsoft-method.md).",
  },
  datacenterModel: {
    kind: "choice",
    choices: Object.keys(DATACENTER_MODELS),
    blankShown: "Active/Active (Single DAG)",
    hint: "Calculator: Site Resilient Deployment and Mailbox Server Distribution Model (Input!G22, G23)",
  },
  maxDbSizeGB: {
    kind: "num",
    blankShown: "Default",
    hint: "Blank: the calculator's default maximum database size. Calculator: Maximum Database Size Configuration, Custom (Input!G36, G37)",
  },
  databaseCountCustom: {
    kind: "int",
    blankShown: "Computed",
    hint: "Blank: computed. Calculator: Automatically Calculate Number of Unique Databases / DAG (Input!G38, G39)",
  },
  networkLinkType: {
    kind: "choice",
    choices: NETWORK_LINK_NAMES,
    blankShown: NETWORK_LINK_DEFAULT,
    hint: "The link the DAG's log shipping crosses. Calculator: Network Link Type (Input!G144; the list Tables!A101:A128)",
  },
  networkLinkLatencyMs: {
    kind: "num",
    blankShown: String(NETWORK_LATENCY_DEFAULT_MS),
    hint: `${capitalized(describeRule(REPLICATION_INPUT_RULES.networkLinkLatencyMs))}, in milliseconds. Calculator: Network Link Latency (ms) (Input!G145)`,
  },
  contentIndexReplication: {
    kind: "choice",
    choices: CONTENT_INDEX_REPLICATION,
    blankShown: CONTENT_INDEX_REPLICATION_DEFAULT,
    hint: "everyCopy (the default, the safe choice): every copy in the other datacenter replicates its content index, the 2013 calculator's model. laggedCopiesOnly: only lagged copies do, Exchange 2016 CU3 and later (Read from Passive; ExSize's derived rule: for an HA copy it saves more than the 40 % Microsoft states in general; docs/microsoft-method.md).",
  },
  project: { kind: "text", blankShown: "", hint: "Shown on the Inputs sheet and the Summary." },
  customer: { kind: "text", blankShown: "", hint: "Shown on the Inputs sheet and the Summary." },
  ...Object.fromEntries(
    PROCESSOR_ROLES.flatMap((r) => [
      [
        `processor${r}`,
        {
          kind: "processor",
          blankShown: "None",
          hint: "A model of ExSize's catalog of published SPEC CPU2017 results, with its sockets: sets the SPECrate2017_int_base (their median) and the cores.",
        },
      ],
      [
        `sockets${r}`,
        {
          kind: "int",
          blankShown: "--",
          hint:
            r === ""
              ? "1 or 2 with a processor model; alone, 1 to 16 (more than 2 is a warning, HealthChecker's)."
              : `1 or 2, with processor${r}.`,
        },
      ],
      [
        `specRate2017IntBase${r}`,
        {
          kind: "num",
          blankShown: "--",
          hint: "The servers' result (all chips), instead of a SPECint2006 rate; converted by ExSize's derived rule.",
        },
      ],
    ])
  ),
  processorVendor: {
    kind: "choice",
    choices: PROCESSOR_FAMILIES,
    blankShown: "Intel",
    hint: "The conversion's factor for a SPECrate2017 result without a model.",
  },
  hyperthreading: {
    kind: "yesno",
    choices: ["Yes", "No"],
    blankShown: "No",
    hint: "Yes doubles the logical cores HealthChecker counts (more than 48 is a warning).",
  },
  mcdbCapacityPercent: {
    kind: "num",
    blankShown: "10",
    hint: "5 to 10: the 2019 Preferred Architecture's 5-10 % (6: the MetaCacheDatabase setup page's 5-6 %).",
  },
  mcdbSsdCapacityGB: {
    kind: "int",
    blankShown: "Sized",
    hint: "One SSD model in every server, 1 to 100000 GB; blank: sized (960 ... 30720 GB).",
  },
  acceptedDespite: {
    kind: "text",
    blankShown: "None",
    hint: "Reject rules' keys, separated by commas (docs/summary.md lists them).",
  },
  logGenerationProfilePercent: {
    kind: "profile",
    blankShown: `${PROFILE_HOURS} zeros: no replication figures`,
    hint: `Paste the ${PROFILE_HOURS} cells from Excel (a row or a column), or type ${PROFILE_HOURS} numbers separated by spaces or new lines, each ${describeRule(REPLICATION_INPUT_RULES.logGenerationProfilePercent)}. exsize profile makes them from message tracking logs. Calculator: Logs Generated / Hour Percentage (Input!C145:C168)`,
  },
};

/** Inputs that set the cells of another unless typed: blank means "as the primary's". */
const FOLLOWS: Readonly<Record<string, string>> = {
  coresPerServerSecondary: "coresPerServer",
  coresPerServerLagged: "coresPerServer",
  specIntRate2006Secondary: "specIntRate2006",
  specIntRate2006Lagged: "specIntRate2006",
};

function fieldOf(key: string, specs: ReadonlyMap<string, InputSpec>): EnvField {
  const short = SHORT[key];
  if (!short) throw new Error(`environment input ${key} has no short label`);
  const special = SPECIAL[key];
  if (special) return { key, label: short[0], unit: short[1], ...special };
  const spec = specs.get(key);
  if (!spec) throw new Error(`${key} is not an input of the Microsoft scenario`);
  const choices = choicesOf(spec.kind);
  const follows = FOLLOWS[key];
  // Disk sizes: any whole number of GB, the calculator's list offered (parse.ts, "gb").
  const disk = spec.kind === "gb";
  const cells =
    spec.cells.length > 2
      ? `${spec.cells[0]} and ${spec.cells.length - 1} more`
      : spec.cells.join(", ");
  return {
    key,
    label: short[0],
    unit: short[1],
    kind: spec.kind,
    blankShown: follows ? `As ${SHORT[follows][0].toLowerCase()}` : String(spec.default),
    hint: `${disk ? `Any whole number of GB, ${DISK_SIZE_MIN_GB} to ${DISK_SIZE_MAX_GB}: the calculator's sizes keep its figures, others get its rule's, derived. ` : ""}Calculator: ${spec.label.split(";")[0]} (${cells})`,
    ...(choices ? (disk ? { suggestions: choices } : { choices }) : {}),
  };
}

const SPECS = new Map(GLOBAL_INPUTS.map((s) => [s.name, s]));

export const ENV_GROUPS: readonly EnvGroup[] = GROUPS.map((g) => ({
  id: g.id,
  title: g.title,
  source: g.source,
  fields: g.keys.map((k) => fieldOf(k, SPECS)),
}));

export const ENV_FIELDS: readonly EnvField[] = ENV_GROUPS.flatMap((g) => g.fields);

/** A field's typed text as the scenario value, or a message; blank gives undefined (the default). */
function readField(
  field: EnvField,
  text: string,
  locale: string
): { value?: unknown; message?: string } {
  if (text.trim() === "") return {};
  if (field.kind === "profile") {
    const profile = readProfile(text, locale);
    if (profile.kind === "refused") return { message: `${field.label}: ${profile.message}` };
    return profile.kind === "profile" ? { value: [...profile.values] } : {};
  }
  if (field.choices || field.kind === "text" || field.kind === "processor")
    return { value: field.kind === "processor" ? text.trim() : text };
  const typed = readTypedNumber(text, locale);
  if (typed.kind === "blank") return {};
  if (typed.kind === "refused")
    return {
      message:
        typed.why === "not a number"
          ? `${field.label}: must be a number (got “${typed.text}”)`
          : `${field.label}: “${typed.text}” ${typed.why}`,
    };
  return { value: typed.value };
}

/**
 * The inputs of the servers' CPU, checked together as well as one by one: a processor model needs its
 * sockets and is looked up in the catalog; a model, a SPECrate2017 result and a SPECint2006 rate of the
 * same servers exclude each other; the cores must be the model's.
 */
const CPU_KEYS: ReadonlySet<string> = new Set([
  "processorVendor",
  ...PROCESSOR_ROLES.flatMap((r) =>
    ["coresPerServer", "specIntRate2006", "processor", "sockets", "specRate2017IntBase"].map(
      (k) => k + r
    )
  ),
]);

/**
 * A `microsoft` scenario's processor models resolved by the catalog's rows, as the CLI resolves them
 * when it reads a file (src/catalog/processorModels.ts). Without the rows (not loaded yet), the model
 * keys are left out, so the rest is checked.
 */
export function withProcessorModels(
  scenario: Readonly<Record<string, unknown>>,
  rows: readonly ProcessorRow[] | undefined
): Record<string, unknown> {
  if (rows) return resolveScenarioModelsIn(rows, scenario);
  const out = { ...scenario };
  for (const r of PROCESSOR_ROLES)
    if (`processor${r}` in out) {
      delete out[`processor${r}`];
      delete out[`sockets${r}`];
    }
  return out;
}

/** The core's refusal of a scenario (the catalog's, then parse.ts's): its key and message. */
function refusal(
  scenario: Readonly<Record<string, unknown>>
): { key: string; message: string } | undefined {
  try {
    parseMicrosoftScenario(withProcessorModels(scenario, processorRows()));
    return undefined;
  } catch (error) {
    if (!(error instanceof SizingError)) throw error;
    return { key: error.argument, message: error.message };
  }
}

/** The typed values of these fields, by key (unreadable and blank ones left out). */
function valuesOf(
  fields: readonly EnvField[],
  texts: Readonly<Record<string, string>>,
  locale: string
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const read = readField(field, texts[field.key] ?? "", locale);
    if (read.value !== undefined) out[field.key] = read.value;
  }
  return out;
}

/**
 * The core's message for one value, the key replaced by the field's label; undefined when fine. A CPU
 * input is also checked with the other CPU inputs of `texts` (the form's), and shows the refusals
 * that name it.
 */
export function envMessage(
  field: EnvField,
  text: string,
  locale: string,
  texts: Readonly<Record<string, string>> = {}
): string | undefined {
  const read = readField(field, text, locale);
  if (read.message) return read.message;
  const own = read.value === undefined ? {} : { [field.key]: read.value };
  // A model and its sockets are one input; with them, the value alone, then every CPU input.
  const pair = /^(?:processor|sockets)(|Secondary|Lagged)$/.exec(field.key);
  const partners = pair
    ? valuesOf(
        ENV_FIELDS.filter((f) => f.key === `processor${pair[1]}` || f.key === `sockets${pair[1]}`),
        texts,
        locale
      )
    : {};
  let found =
    read.value === undefined ? undefined : refusal({ method: "microsoft", ...partners, ...own });
  if (found && CPU_KEYS.has(field.key) && found.key !== field.key) found = undefined;
  if (!found && CPU_KEYS.has(field.key)) {
    const cpu = ENV_FIELDS.filter((f) => CPU_KEYS.has(f.key));
    const together = refusal({ method: "microsoft", ...valuesOf(cpu, texts, locale), ...own });
    if (together?.key === field.key) found = together;
  }
  if (!found) return undefined;
  // "haCopies must be ..." -> "HA database copies ...: must be ..."; "acceptedDespite: ..." alike; a
  // message where the key is one of several ("specRate2017IntBase and specIntRate2006 both ...") whole.
  const m = found.message;
  const rest = /^[: ]/.test(m.slice(field.key.length))
    ? m.slice(field.key.length).replace(/^:? /, "")
    : "";
  return !m.startsWith(field.key) || rest === ""
    ? m
    : `${field.label}: ${rest.startsWith("and ") ? m : rest}`;
}

/**
 * What a CPU input comes to, shown under it: a SPECrate2017 result's SPECint_rate2006 by ExSize's
 * derived conversion (the family's factor, and the figure at its range's two ends); a processor
 * model's catalog row (median, results, range, cores) and its conversion. Undefined for any other
 * field, or when the value cannot be read or the catalog is not loaded.
 * Example: specRate2017IntBase "400" (Intel) -> "SPECint_rate2006 3884.4 (x 9.711, derived; 3733.2 to 4177.2)".
 */
export function cpuReading(
  field: EnvField,
  texts: Readonly<Record<string, string>>,
  locale: string
): string | undefined {
  const m = /^(processor|specRate2017IntBase)(|Secondary|Lagged)$/.exec(field.key);
  if (!m) return undefined;
  const values = valuesOf(ENV_FIELDS, texts, locale);
  const shown = (x: number) => shownNumber(Number(x.toFixed(1)), locale);
  const converted = (base: number, family: ProcessorFamily) => {
    const c = SPEC_CONVERSION[family];
    return `SPECint_rate2006 ${shown(base * c.factor)} (x ${shownNumber(c.factor, locale)}, ${family}, derived; ${shown(base * c.low)} to ${shown(base * c.high)})`;
  };
  const value = values[field.key];
  if (m[1] === "specRate2017IntBase") {
    if (typeof value !== "number" || !(value > 0)) return undefined;
    return converted(value, (values.processorVendor as ProcessorFamily) ?? "Intel");
  }
  const rows = processorRows();
  const sockets = values[`sockets${m[2]}`];
  if (typeof value !== "string" || !rows || typeof sockets !== "number") return undefined;
  try {
    const e = findProcessorIn(rows, value, sockets);
    return `${e.processor} x ${e.chips}: SPECrate2017_int_base ${shownNumber(e.specRate2017IntBase, locale)}, the median of ${e.results} result(s) (${shownNumber(e.lowest, locale)} to ${shownNumber(e.highest, locale)}); ${e.cores} cores; ${converted(e.specRate2017IntBase, familyOf(e.processor))}`;
  } catch (error) {
    if (error instanceof SizingError) return undefined;
    throw error;
  }
}

/** The environment part of a `microsoft` scenario: the typed keys only (blank keeps the default). */
export function envToScenario(
  texts: Readonly<Record<string, string>>,
  locale: string
): Record<string, unknown> {
  return valuesOf(ENV_FIELDS, texts, locale);
}

/**
 * The environment fields' texts showing a `microsoft` scenario (what "Open" puts back;
 * envToScenario's inverse): a number as the form shows it in the display language, a list's value
 * as its option's value ("4000" for a gb disk), a key left out blank (its default).
 * Example: { haCopies: 3, dataOverheadFactor: 0.2 } in de-DE => haCopies "3", dataOverheadFactor
 * "0,2", every other field "".
 */
export function envFromScenario(
  scenario: Readonly<Record<string, unknown>>,
  locale: string
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ENV_FIELDS) {
    const value = scenario[field.key];
    if (field.kind === "profile") {
      out[field.key] =
        Array.isArray(value) && value.every((v) => typeof v === "number")
          ? profileText(value, locale)
          : "";
      continue;
    }
    out[field.key] =
      typeof value === "number"
        ? field.choices
          ? String(value)
          : shownNumber(value, locale)
        : typeof value === "string"
          ? value
          : Array.isArray(value)
            ? value.join(", ")
            : "";
  }
  return out;
}
