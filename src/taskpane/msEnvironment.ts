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
  NETWORK_LATENCY_DEFAULT_MS,
  NETWORK_LINK_DEFAULT,
  NETWORK_LINK_NAMES,
  REPLICATION_INPUT_RULES,
} from "../core/microsoft/extras/inputs";
import { describeRule } from "../core/validation";
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

/** The calculator's Input sheet sections (E2013Calcv7.6, Input column B and F headings), key by key. */
const GROUPS: readonly { id: string; title: string; source: string; keys: readonly string[] }[] = [
  {
    id: "environment",
    title: "Exchange environment",
    source: "Input!B21:C27",
    keys: [
      "exchangeVersion",
      "globalCatalogArchitecture",
      "multiRole",
      "virtualization",
      "highAvailability",
      "exchangeServersPerDag",
      "dagCount",
    ],
  },
  {
    id: "site",
    title: "Site resilience",
    source: "Input!F21:G26",
    keys: ["datacenterModel", "rpoHours", "activationBlockSecondary", "dedicatedDrServers"],
  },
  {
    id: "copies",
    title: "Database copies",
    source: "Input!B29:G33",
    keys: [
      "haCopies",
      "laggedCopies",
      "haCopiesSecondary",
      "laggedCopiesSecondary",
      "laggedCopiesOnDedicatedServers",
      "replayLagHours",
      "truncationLagHours",
      "replayLagManager",
      "copyLayout",
    ],
  },
  {
    id: "data",
    title: "Exchange data and databases",
    source: "Input!B35:G40",
    keys: [
      "dataOverheadFactor",
      "mailboxMovesPerWeekPercent",
      "dedicatedRestoreVolume",
      "volumeFreeSpacePercent",
      "logShippingCompression",
      "logShippingCompressionPercent",
      "maxDbSizeGB",
      "databaseCountCustom",
      "symmetricalDatabaseCount",
    ],
  },
  {
    id: "io",
    title: "I/O and transport",
    source: "Input!B43:G45",
    keys: [
      "ioOverheadFactor",
      "additionalIops",
      "messageQueueExpirationDays",
      "safetyNetExpirationDays",
    ],
  },
  {
    id: "mailbox",
    title: "Mailbox configuration",
    source: "Input!B51:C52",
    keys: ["workWeekDays"],
  },
  {
    id: "backup",
    title: "Backup",
    source: "Input!B92:C100",
    keys: [
      "backupMode",
      "backupFrequency",
      "logTruncationFailureDays",
      "networkFailureToleranceDays",
    ],
  },
  {
    id: "storage",
    title: "Storage",
    source: "Input!B102:D124, Storage Design!C191",
    keys: [
      "jbod",
      "multipleDatabasesPerVolume",
      "databasesPerVolumeMatchCopyCount",
      "autoCalculateVolumes",
      "dataVolumesPerServer",
      "autoReseedVolumes",
      "diskCapacityGB",
      "diskType",
      "storageArchitectureChoice",
    ],
  },
  {
    id: "processors",
    title: "Processors",
    source: "Input!B126:D136",
    keys: [
      "coresPerServer",
      "specIntRate2006",
      "coresPerServerSecondary",
      "specIntRate2006Secondary",
      "coresPerServerLagged",
      "specIntRate2006Lagged",
      "hypervisorOverhead",
      "maxCpuWorstFailurePercent",
    ],
  },
  {
    // The calculator's "Log Replication Configuration" (B143) and "Network Configuration" (F143).
    id: "replication",
    title: "Replication between datacenters",
    source: "Input!B143:G168",
    keys: [
      "networkLinkType",
      "networkLinkLatencyMs",
      "logGenerationProfilePercent",
      "contentIndexReplication",
    ],
  },
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
    blankShown: "everyCopy",
    hint: "everyCopy (the default, the safe choice): every copy in the other datacenter replicates its content index, the 2013 calculator's model. laggedCopiesOnly: only lagged copies do, Exchange 2016 CU3 and later (Read from Passive; ExSize's derived rule: for an HA copy it saves more than the 40 % Microsoft states in general; docs/microsoft-method.md).",
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
    hint: `Calculator: ${spec.label.split(";")[0]} (${cells})`,
    ...(choices ? { choices } : {}),
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

const NUMERIC = new Set(["int", "num", "pct"]);

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
  if (field.choices && !NUMERIC.has(field.kind)) {
    if (field.kind === "gb") return { value: Number(text) };
    return { value: text };
  }
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

/** The core's message for one value, the key replaced by the field's label; undefined when fine. */
export function envMessage(field: EnvField, text: string, locale: string): string | undefined {
  const read = readField(field, text, locale);
  if (read.message) return read.message;
  if (read.value === undefined) return undefined;
  try {
    parseMicrosoftScenario({ method: "microsoft", [field.key]: read.value });
    return undefined;
  } catch (error) {
    if (!(error instanceof SizingError)) throw error;
    const m = error.message;
    return m.startsWith(`${field.key} `) ? `${field.label}: ${m.slice(field.key.length + 1)}` : m;
  }
}

/** The environment part of a `microsoft` scenario: the typed keys only (blank keeps the default). */
export function envToScenario(
  texts: Readonly<Record<string, string>>,
  locale: string
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ENV_FIELDS) {
    const read = readField(field, texts[field.key] ?? "", locale);
    if (read.value !== undefined) out[field.key] = read.value;
  }
  return out;
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
        ? field.choices && !NUMERIC.has(field.kind)
          ? String(value)
          : shownNumber(value, locale)
        : typeof value === "string"
          ? value
          : "";
  }
  return out;
}
