/**
 * Every input of the Microsoft method, as `mscalc.py --mapping` lists it: its name in a scenario, its value
 * form (`kind`), the calculator cells it sets and its default, the EXAMPLE workbook's value of that cell
 * (source: "E2013Calcv7.6-Example.xlsm, <cell>"). Value forms, as mscalc takes them:
 * - `int`: a whole number; `num`: a number; `pct`: percent (10 = 10 %, stored in the cell as 0.1);
 * - `yesno`: true/false or "Yes"/"No"; `enabled`: true/false or "Enabled"/"Disabled";
 * - `messages`: 50, 100, ..., 500 messages a day (the cell holds "200 messages");
 * - `gb`: a disk size of the calculator's list in GB (the cell holds "4000 GB");
 * - `choice:<list>`: one text of the calculator's drop-down list (LISTS).
 * Example: `haCopies` is `int`, sets Input!C30, default 3.
 *
 * Each numeric input also carries its unit and its rule (`rule`): the range or list it takes, in the
 * scenario's value form (percent for `pct`), and where the rule comes from (`source`): the calculator's
 * own data validation on its Input sheet (read from E2013Calcv7.6-Example.xlsm, xl/worksheets/sheet2.xml
 * dataValidations, by cell), or ExSize's where the calculator has none or takes values it cannot size
 * (said so in `source`). The scenario reader (parse.ts), so `exsize size`, `workbook`, `compare`, the
 * EX.MS* functions, EX.SUMMARY and the task pane, and the workbook's Inputs sheet (its data validation)
 * all read this one table. Example: `workWeekDays` is 5 or 7 (Input!C52, list varWorkWeek).
 */
import { NumberRule, choiceRule, describeRule } from "../../validation";
import { DISK_SIZES, DISK_TYPES } from "./diskTables";

export type InputKind = string;

/**
 * A numeric input's rule: a NumberRule (whole or real, min, max, a list) in the scenario's value form,
 * its source, and the other reading of a value typed in the wrong form:
 * - `percent`: a fraction (0.2 for 20 %) typed as a percentage; a value above `max` and at most 100
 *   is named as one ("ioOverheadFactor 20 looks like a percentage; 20% is 0.2").
 * - `fraction`: a percentage (5 for 5 %) typed as a fraction; a value between 0 and 1 is refused as
 *   one ("volumeFreeSpacePercent 0.05 looks like a fraction; ... type 5 for 5%").
 */
export interface InputRule extends NumberRule {
  readonly source: string;
  readonly mixup?: "percent" | "fraction";
}

/** A rule with the defaults of a real number of 0 or more. */
export function inputRule(r: Partial<InputRule> & { readonly source: string }): InputRule {
  return { whole: false, min: 0, minExclusive: false, ...r };
}

export interface InputSpec {
  readonly name: string;
  readonly kind: InputKind;
  /** The calculator cells the input sets (several for coresPerServer, diskCapacityGB, ...). */
  readonly cells: readonly string[];
  /** Each cell's step name where it is not `name` (parse.ts cellStepName): coresPerServerSecondary. */
  readonly keys?: readonly string[];
  /** The example workbook's value, in the scenario's value form. */
  readonly default: number | string;
  readonly label: string;
  /** Where the input comes from when it is not a calculator cell: "ExSize" (then `cells` names the key). */
  readonly source?: "ExSize";
  /** The unit of a number, as the user types it ("%" for pct, "hours", "MB"); "" for text. */
  readonly unit?: string;
  /** The range or list of a number and its source; every int, num and pct input has one. */
  readonly rule?: InputRule;
}

/** A tier input: as an InputSpec, with `cells` the cell of tier 1, 2, 3, 4. */
export interface TierInputSpec extends Omit<InputSpec, "default" | "source"> {
  /** The example workbook's value for tier 1, 2, 3, 4. */
  readonly defaults: readonly (number | string)[];
}

/** Where every default comes from. */
export const DEFAULTS_SOURCE = "E2013Calcv7.6-Example.xlsm";

/**
 * The calculator's three server rows of Input!B131:D133, one per server role: its processor cores
 * (column C) and its SPECint_rate2006 value (column D). `coresPerServer` and `specIntRate2006` set the
 * three rows; `coresPerServer<suffix>` and `specIntRate2006<suffix>` set their role's row alone.
 * Example: coresPerServerLagged sets Input!C133, "Processor Cores / Server: Lagged Copy Servers".
 */
export interface ServerRole {
  readonly suffix: string;
  readonly row: number;
  readonly label: string;
}

export const SERVER_ROLES: readonly ServerRole[] = [
  { suffix: "", row: 131, label: "Primary Datacenter Mailbox Servers" },
  { suffix: "Secondary", row: 132, label: "Secondary Datacenter Mailbox Servers" },
  { suffix: "Lagged", row: 133, label: "Lagged Copy Servers" },
];

/** The cores and SPECint inputs over the given server rows, named with `suffix`; each row's cell by its role. */
function serverRoleInputs(roles: readonly ServerRole[], suffix: string): InputSpec[] {
  const labels = (title: string): string => roles.map((r) => `${title}: ${r.label}`).join("; ");
  const cells = (column: "C" | "D") => roles.map((r) => `Input!${column}${r.row}`);
  const keys = (name: string) => roles.map((r) => name + r.suffix);
  return [
    int(`coresPerServer${suffix}`, cells("C"), 16, "cores", {
      label: labels("Processor Cores / Server"),
      keys: keys("coresPerServer"),
      min: 1,
      source: "E2013Calcv7.6 data validation, Input!C131:C133: a whole number of 1 or more",
    }),
    num(`specIntRate2006${suffix}`, cells("D"), 0, "SPECint_rate2006", {
      label: labels("SPECint2006 Rate Value"),
      keys: keys("specIntRate2006"),
      source: "E2013Calcv7.6 data validation, Input!D131:D133: a number of 0 or more",
    }),
  ];
}

/**
 * The disk rows of the Input sheet: datacenter 1 in rows 115-118, datacenter 2 in rows 121-124, one row
 * per volume (system, database + log, log, restore: its label and its step's word); capacity in column
 * C, disk type in column D. One diskCapacityGB and one diskType set all eight rows: their cells, the
 * step of each (`name`, the datacenter, the volume) and the label.
 * Example: diskRows("C", "Disk Capacity", "diskCapacity")'s sixth row is Input!C122, the step
 * diskCapacityDc2DatabaseLog, "Disk Capacity: Datacenter 2 Database + Log".
 */
const DISK_DATACENTERS = [
  { datacenter: 1, firstRow: 115 },
  { datacenter: 2, firstRow: 121 },
] as const;
const DISK_VOLUMES = [
  ["System", "System"],
  ["Database + Log", "DatabaseLog"],
  ["Log", "Log"],
  ["Restore Volume", "Restore"],
] as const;

function diskRows(column: "C" | "D", title: string, name: string) {
  const rows = DISK_DATACENTERS.flatMap(({ datacenter, firstRow }) =>
    DISK_VOLUMES.map(([volume, word], i) => ({
      cell: `Input!${column}${firstRow + i}`,
      key: `${name}Dc${datacenter}${word}`,
      label: `${title}: Datacenter ${datacenter} ${volume}`,
    }))
  );
  const cells = rows.map((r) => r.cell);
  return { cells, keys: rows.map((r) => r.key), label: rows.map((r) => r.label).join("; ") };
}

/**
 * The four cells of a tier input: the calculator copies each tier row across its four tier blocks, tier
 * 1 in column C from row 55, tier 2 in column C 19 rows below, tiers 3 and 4 in column G at the same rows.
 * Example: tierCells(55) is Input!C55, C74, G55, G74 (mailboxes).
 */
function tierCells(row: number): string[] {
  return [`Input!C${row}`, `Input!C${row + 19}`, `Input!G${row}`, `Input!G${row + 19}`];
}

/**
 * The calculator's data validation of `cells` in words, as `source` cites it (a number input without a
 * source cites its cells in its rule's describeRule words): tierValidation(55, "a whole number of 0 or
 * more") is "E2013Calcv7.6 data validation, Input!C55, C74, G55, G74: a whole number of 0 or more".
 */
function validation(cells: readonly string[], rule: string): string {
  const range = cells.map((c, i) => (i ? c.slice("Input!".length) : c)).join(", ");
  return `E2013Calcv7.6 data validation, ${range}: ${rule}`;
}

/** The calculator's data validation of a tier row's four cells (tierCells), as `source` cites it. */
const tierValidation = (row: number, rule: string) => validation(tierCells(row), rule);

/**
 * A number input's label and rule, as a row of the tables below writes them: the rule's fields other
 * than inputRule's defaults (a real number of 0 or more; whole for int) and its source (none: validation).
 * Example: { label: "Number of Database Availability Groups", min: 1, source: "..." }.
 */
type NumberRow = Partial<InputRule> & Pick<InputSpec, "label" | "keys">;
type NumberKind = "int" | "num" | "pct";

/**
 * A number input of one cell (or several: serverRoleInputs), by kind (int, num, pct): its name, cell,
 * default (the example workbook's value), unit, label and rule.
 * Example: int("dagCount", "Input!C27", 2, "DAGs", { label: "Number of Database Availability Groups",
 *   min: 1, source }) sets Input!C27, a whole number of 1 or more, default 2.
 */
function numberInput(kind: NumberKind) {
  return (
    name: string,
    cell: string | readonly string[],
    dflt: number,
    unit: string,
    row: NumberRow
  ): InputSpec => {
    const { label, keys, ...given } = row;
    const cells = typeof cell === "string" ? [cell] : cell;
    const ruled = inputRule({ whole: kind === "int", ...given, source: "" });
    const rule = { ...ruled, source: given.source ?? validation(cells, describeRule(ruled)) };
    return { name, kind, unit, rule, cells, ...(keys && { keys }), default: dflt, label };
  };
}
const int = numberInput("int");
const num = numberInput("num");
const pct = numberInput("pct");

/**
 * An input of one cell whose value is a text of a list, by kind (yesno, enabled or choice:<list>): its
 * name, cell, default (the example workbook's value) and label.
 * Example: yesno("multiRole", "Input!C23", "Yes", { label: "Server Multi-Role Configuration (MBX+CAS)" }).
 * The label is a property, as a number input's is (NumberRow), so the functions' copy empties it as it
 * empties theirs (scripts/webpack/stripStepWords.js: only the pane, the CLI and the workbook print it).
 */
type LabelOnly = Pick<InputSpec, "label">;
function listed(kind: InputKind) {
  return (name: string, cell: string, dflt: string, { label }: LabelOnly): InputSpec => ({
    name,
    kind,
    cells: [cell],
    default: dflt,
    label,
  });
}
const yesno = listed("yesno");
const enabled = listed("enabled");

/**
 * A tier input of the calculator's tier row `row` (tierCells: tier 1's row, Input!C55 to C71), as
 * numberInput and listed, with the example workbook's value for tier 1, 2, 3, 4 (tierListed: one
 * value where the example holds it in all four tiers).
 * Example: tierInt("deletedItemDays", 62, [14, 14, 14, 14], "days", {...}) sets Input!C62, C81, G62, G81.
 */
function tierNumber(kind: NumberKind) {
  return (
    name: string,
    row: number,
    defaults: readonly number[],
    unit: string,
    spec: NumberRow
  ): TierInputSpec => {
    const { rule, cells, label } = numberInput(kind)(name, tierCells(row), 0, unit, spec);
    return { name, kind, unit, rule, cells, defaults, label };
  };
}
const tierInt = tierNumber("int");
const tierNum = tierNumber("num");
const tierPct = tierNumber("pct");

function tierListed(
  kind: InputKind,
  name: string,
  row: number,
  defaults: readonly (number | string)[] | string,
  { label }: LabelOnly
): TierInputSpec {
  const four = typeof defaults === "string" ? [defaults, defaults, defaults, defaults] : defaults;
  return { name, kind, cells: tierCells(row), defaults: four, label };
}

/**
 * A share of something (a volume, the log data, overhead) as the user types it: a percentage of 0 to
 * 100, a fraction then refused as one (0.05 for 5 %); or a fraction of 0 to 1, a percentage then named
 * as one (20 for 0.2). The "at most" is ExSize's (each input's source says so).
 */
const PERCENT_SHARE = { max: 100, mixup: "fraction" } as const;
const FRACTION_SHARE = { max: 1, mixup: "percent" } as const;

/** The calculator's one data validation of both lag rows, Input!G31:G32. */
const LAG_RULE = {
  max: 336,
  source:
    "E2013Calcv7.6 data validation, Input!G31:G32: a whole number from 0 to 336 (14 days, the most Exchange supports)",
};

export const GLOBAL_INPUTS: readonly InputSpec[] = [
  listed("choice:varServerArch")("globalCatalogArchitecture", "Input!C22", "64-bit", {
    label: "Global Catalog Server Architecture",
  }),
  yesno("multiRole", "Input!C23", "Yes", { label: "Server Multi-Role Configuration (MBX+CAS)" }),
  yesno("virtualization", "Input!C24", "No", { label: "Server Role Virtualization" }),
  yesno("highAvailability", "Input!C25", "Yes", { label: "High Availability Deployment" }),
  int("exchangeServersPerDag", "Input!C26", 2, "servers", {
    label: "Number of Mailbox Servers Hosting Active Mailboxes / DAG (Primary Datacenter)",
    min: 1,
    max: 16,
    source: "E2013Calcv7.6 data validation, Input!C26:D26: a whole number from 1 to 16",
  }),
  int("dagCount", "Input!C27", 2, "DAGs", {
    label: "Number of Database Availability Groups",
    min: 1,
    source: "E2013Calcv7.6 data validation, Input!C27:D27: a whole number of 1 or more",
  }),
  int("haCopies", "Input!C30", 3, "copies", {
    label: "Total Number of HA Database Copy Instances (Includes Active Copy) within DAG",
    min: 1,
    max: 16,
    source:
      "E2013Calcv7.6 data validation, Input!C30: list varNumDBCopyIn (Variables!H5:H20: 0, 2 to 16); ExSize takes 1 (one copy: no high availability, as mscalc.py sizes it) and refuses 0 (no copy holds the data)",
  }),
  int("laggedCopies", "Input!C31", 1, "copies", {
    label: "Total Number of Lagged Database Copy Instances within DAG",
    ...choiceRule([0, 1, 2]),
    source:
      "E2013Calcv7.6 data validation, Input!C31: list varNumLaggedDBCopyIn (Variables!H25:H27)",
  }),
  int("haCopiesSecondary", "Input!C32", 1, "copies", {
    label: "Number of HA Database Copy Instances Deployed in Secondary Datacenter",
    max: 15,
    source:
      "E2013Calcv7.6 data validation, Input!C32: list varNumDBCopyInSDC (Variables!L5:L20: 0 up to about half the copies, Variables!L3; 15 at most)",
  }),
  int("laggedCopiesSecondary", "Input!C33", 1, "copies", {
    label: "Number of Lagged Database Copy Instances in Secondary Datacenter",
    max: 2,
    source:
      "E2013Calcv7.6 data validation, Input!C33: list varNumLaggedDBCopyInSDC (Variables!M5:M7: 0 up to the lagged copies, 2 at most)",
  }),
  num("dataOverheadFactor", "Input!C36", 0, "fraction", {
    label: "Data Overhead Factor",
    ...FRACTION_SHARE,
    source:
      "E2013Calcv7.6 data validation, Input!C36: a number of 0 or more; at most 1 (100 % overhead) is ExSize's",
  }),
  pct("mailboxMovesPerWeekPercent", "Input!C37", 1, "%", {
    label: "Mailbox Moves / Week Percentage",
    max: 100,
    source:
      "E2013Calcv7.6 data validation, Input!C37: a number of 0 or more; at most 100 % (a share of the mailboxes) is ExSize's",
  }),
  yesno("dedicatedRestoreVolume", "Input!C38", "Yes", {
    label: "Dedicated Maintenance / Restore Volume?",
  }),
  pct("volumeFreeSpacePercent", "Input!C39", 5, "%", {
    label: "Volume Free Space Percentage",
    ...PERCENT_SHARE,
    source:
      "E2013Calcv7.6 data validation, Input!C39: a number of 0 or more; at most 100 % (a share of the volume) is ExSize's",
  }),
  enabled("logShippingCompression", "Input!C40", "Enabled", {
    label: "Log Shipping Network Compression",
  }),
  pct("logShippingCompressionPercent", "Input!C41", 30, "%", {
    label: "Log Shipping Compression Percentage",
    ...PERCENT_SHARE,
    source:
      "no data validation in E2013Calcv7.6 (Input!C41); 0 to 100 % (a share of the log data) is ExSize's",
  }),
  num("ioOverheadFactor", "Input!C44", 0.2, "fraction", {
    label: "I/O Overhead Factor",
    ...FRACTION_SHARE,
    source:
      "E2013Calcv7.6 data validation, Input!C44: a number of 0 or more; at most 1 (100 % overhead) is ExSize's",
  }),
  num("additionalIops", "Input!C45", 0, "IOPS", { label: "Additional I/O Requirement" }),
  int("rpoHours", "Input!G24", 24, "hours", {
    label: "Site Resilience Recovery Point Objective (Hours)",
    max: 24,
    source: "E2013Calcv7.6 data validation, Input!G24: list varHours (Variables!G5:G29: 0 to 24)",
  }),
  yesno("activationBlockSecondary", "Input!G25", "No", {
    label: "Activation Block Secondary Datacenter Mailbox Servers",
  }),
  yesno("dedicatedDrServers", "Input!G26", "No", {
    label: "Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter",
  }),
  yesno("laggedCopiesOnDedicatedServers", "Input!G30", "No", {
    label: "Lagged Database Copies Hosted on Dedicated Servers",
  }),
  int("replayLagHours", "Input!G31", 168, "hours", {
    label: "Lagged Copy Log Replay Delay (Hours)",
    ...LAG_RULE,
  }),
  int("truncationLagHours", "Input!G32", 0, "hours", {
    label: "Lagged Copy Log Truncation Delay (Hours)",
    ...LAG_RULE,
  }),
  yesno("replayLagManager", "Input!G33", "Yes", { label: "Replay Lag Manager Enabled" }),
  yesno("symmetricalDatabaseCount", "Input!G40", "Yes", {
    label: "Calculate Number of Unique Databases / DAG for Symmetrical Distribution",
  }),
  num("messageQueueExpirationDays", "Input!G44", 2, "days", {
    label: "Message Queue Expiration (Days)",
    source: "no data validation in E2013Calcv7.6 (Input!G44); 0 or more is ExSize's",
  }),
  num("safetyNetExpirationDays", "Input!G45", 7, "days", {
    label: "Safety Net Expiration (Days)",
    source: "no data validation in E2013Calcv7.6 (Input!G45); 0 or more is ExSize's",
  }),
  int("workWeekDays", "Input!C52", 5, "days", {
    label: "Number of Days in a Work Week",
    ...choiceRule([5, 7]),
    source: "E2013Calcv7.6 data validation, Input!C52: list varWorkWeek (Variables!N33:N34)",
  }),
  listed("choice:varBackupMethod")("backupMode", "Input!C97", "Exchange Native Data Protection", {
    label: "Backup Methodology",
  }),
  listed("choice:varBackupFreq")(
    "backupFrequency",
    "Input!C98",
    "Weekly Full / Daily Incremental",
    { label: "Backup Frequency" }
  ),
  int("logTruncationFailureDays", "Input!C99", 3, "days", {
    label: "Backup/Truncation Failure Tolerance",
    min: 1,
    source: "E2013Calcv7.6 data validation, Input!C99: a whole number of 1 or more",
  }),
  int("networkFailureToleranceDays", "Input!C100", 0, "days", {
    label: "Network Failure Tolerance (Days)",
  }),
  yesno("jbod", "Input!C107", "Yes", {
    label: "Consider Storage Designs Utilizing JBOD (if applicable)",
  }),
  yesno("multipleDatabasesPerVolume", "Input!C108", "Yes", {
    label: "Consider Multiple Databases / Volume Deployment",
  }),
  yesno("databasesPerVolumeMatchCopyCount", "Input!C109", "Yes", {
    label: "Number of Databases / Volume Matches Total Database Copy Count",
  }),
  yesno("autoCalculateVolumes", "Input!C110", "Yes", {
    label: "Automatically Calculate Number of Exchange Database Volumes Required",
  }),
  int("dataVolumesPerServer", "Input!C111", 20, "volumes", {
    label: "Number of Exchange Data Volumes per Server",
    min: 1,
    source:
      "no data validation in E2013Calcv7.6 (Input!C111); at least 1 is ExSize's (0 volumes divide by zero)",
  }),
  int("autoReseedVolumes", "Input!C112", 1, "volumes", {
    label: "Number of AutoReseed Volumes per Server",
    ...choiceRule([0, 1, 2, 3, 4, 5, 6]),
    source:
      "E2013Calcv7.6 data validation, Input!C112: list TblAutoReseedVolumes (Tables!A276:A282)",
  }),
  num("hypervisorOverhead", "Input!C136", 0.1, "fraction", {
    label: "Hypervisor CPU Adjustment Factor",
    ...FRACTION_SHARE,
    source: "no data validation in E2013Calcv7.6 (Input!C136); 0 to 1 (100 % overhead) is ExSize's",
  }),
  listed("choice:=As Calculated|Entirely on RAID|Entirely on JBOD")(
    "storageArchitectureChoice",
    "Storage Design!C191",
    "As Calculated",
    { label: "Storage Architecture will be Deployed:" }
  ),
  ...serverRoleInputs(SERVER_ROLES, ""),
  ...SERVER_ROLES.slice(1).flatMap((role) => serverRoleInputs([role], role.suffix)),
  {
    name: "diskCapacityGB",
    kind: "gb",
    unit: "GB",
    ...diskRows("C", "Disk Capacity", "diskCapacity"),
    default: 4000,
  },
  {
    name: "diskType",
    kind: "choice:varDiskType",
    ...diskRows("D", "Disk Type", "diskType"),
    default: '7.2K RPM SAS 3.5"',
  },
  {
    // ExSize's own input (no calculator cell): which copy layout `exsize size`, the workbook and deploy
    // use (docs/copy-layout.md). "calculator" (the default) is the calculator's VBA Distribution layout;
    // "exsize" is ExSize's balanced closed-form rule.
    ...listed("choice:copyLayout")("copyLayout", "ExSize scenario key copyLayout", "calculator", {
      label:
        "Copy layout rule (ExSize: calculator = the calculator's Distribution sheet; exsize = ExSize's balanced rule)",
    }),
    source: "ExSize",
  },
  {
    // ExSize's own input (no calculator cell): the CPU ceiling of the verdict's cpuFailureMode rule
    // (verdict/rules.ts) in every failure mode, and of exsize search's candidates.
    ...num("maxCpuWorstFailurePercent", "ExSize scenario key maxCpuWorstFailurePercent", 80, "%", {
      label:
        "Highest CPU utilization in any failure mode (ExSize's verdict: above it the design is rejected), %",
      minExclusive: true,
      max: 100,
      source:
        "ExSize's rule: a CPU utilization above 0 and at most 100 %; default 80, the calculator's red (E2013Calcv7.6, Role Requirements!C255 conditional format, >80%) and the Exchange Server 2019 Preferred Architecture: \"The servers are scaled to use 80% of resources during the worst-failure mode.\"",
    }),
    source: "ExSize",
  },
];

/** The calculator's one data validation of both multiplication factor rows and their tier copies. */
const FACTOR_RULE = {
  min: 1,
  source:
    "E2013Calcv7.6 data validation, Input!C66:C67, C85:C86, G66:G67, G85:G86: a number of 1 or more",
};

export const TIER_INPUTS: readonly TierInputSpec[] = [
  tierInt("mailboxes", 55, [5000, 0, 0, 0], "mailboxes", {
    label: "Total Number of User Mailboxes / Environment",
  }),
  tierPct("growthPercent", 56, [0, 0, 0, 0], "%", {
    label: "Projected Mailbox Number Growth Percentage",
    mixup: "fraction",
  }),
  {
    ...tierListed("messages", "messagesPerDay", 57, [200, 200, 100, 100], {
      label: "Total Send/Receive Capability / Mailbox / Day",
    }),
    unit: "messages/day",
  },
  tierNum("avgMessageKB", 58, [75, 75, 75, 75], "KB", {
    label: "Average Message Size (KB)",
    min: 1,
    source: tierValidation(
      58,
      "a whole number of 0 or more; ExSize takes any number of 1 or more (0 KB divides by zero, Role Requirements)"
    ),
  }),
  tierNum("initialMailboxMB", 59, [2048, 0, 0, 0], "MB", {
    label: "Initial Mailbox Size (MB)",
    source:
      "no data validation in E2013Calcv7.6 (Input!C59); 0 or more is ExSize's, and at most the tier's quotaMB",
  }),
  tierNum("quotaMB", 60, [10240, 10240, 5120, 5120], "MB", {
    label: "Mailbox Size Limit (MB)",
    source: tierValidation(
      60,
      "a whole number of 0 or more; ExSize takes any number of 0 or more, and at least the tier's initialMailboxMB"
    ),
  }),
  tierNum("archiveQuotaMB", 61, [0, 0, 0, 0], "MB", {
    label: "Personal Archive Mailbox Size Limit (MB)",
    source: tierValidation(61, "a whole number of 0 or more; ExSize takes any number of 0 or more"),
  }),
  tierInt("deletedItemDays", 62, [14, 14, 14, 14], "days", {
    label: "Deleted Item Retention Window (Days)",
  }),
  tierListed("enabled", "singleItemRecovery", 63, "Enabled", { label: "Single Item Recovery" }),
  tierListed("enabled", "calendarVersionStorage", 64, "Enabled", {
    label: "Calendar Version Storage",
  }),
  tierPct("multiplicationFactorUserPercent", 65, [100, 100, 100, 100], "%", {
    label: "Multiplication Factor User Percentage",
    ...PERCENT_SHARE,
    source:
      "no data validation in E2013Calcv7.6 (Input!C65); 0 to 100 % (a share of the tier's users: above 100 % the calculator's (1 - share) terms turn negative) is ExSize's",
  }),
  tierNum("iopsFactor", 66, [1, 1, 1, 1], "factor", {
    label: "IOPS Multiplication Factor",
    ...FACTOR_RULE,
  }),
  tierNum("megacyclesFactor", 67, [1, 1, 1, 1], "factor", {
    label: "Megacycles Multiplication Factor",
    ...FACTOR_RULE,
  }),
  tierListed("yesno", "desktopSearch", 68, "No", {
    label: "Desktop Search Engines Enabled (for Online Mode Clients)",
  }),
  tierListed("yesno", "predictIops", 69, "Yes", { label: "Predict IOPS Value?" }),
  tierNum("customIopsPerMailbox", 70, [0, 0, 0, 0], "IOPS", { label: "User IOPS / mailbox" }),
  tierListed("choice:varRWRatio", "readWriteRatio", 71, "3:2", {
    label: "Database Read:Write Ratio",
  }),
];

export const LISTS: Readonly<Record<string, readonly string[]>> = {
  /** ExSize's, not the calculator's: the copy layout rules (layout/design.ts COPY_LAYOUT_RULES). */
  copyLayout: ["calculator", "exsize"],
  varServerArch: ["32-bit", "64-bit"],
  varBackupMethod: [
    "Exchange Native Data Protection",
    "Hardware VSS Backup/Restore",
    "Software VSS Backup/Restore",
  ],
  varBackupFreq: [
    "Daily Full",
    "Weekly Full / Daily Incremental",
    "Weekly Full / Daily Differential",
    "Bi-Monthly Full / Daily Incremental",
  ],
  varDiskType: DISK_TYPES,
  varRWRatio: ["2:3", "1:1", "3:2", "2:1", "3:1"],
  varDiskSize: ["--", ...DISK_SIZES],
  "=As Calculated|Entirely on RAID|Entirely on JBOD": [
    "As Calculated",
    "Entirely on RAID",
    "Entirely on JBOD",
  ],
};

/**
 * The deployment inputs: what `exsize deploy` writes into the calculator's export files besides the
 * sizing (E2013Calcv7.6's Input sheet naming cells, Input!B174:G190, and its five export dialogs, whose
 * initial values the VBA sets in Module1.bas: ExportDBPrimaryList 2513-2779, ExportDBCopyList 2392-2511,
 * ExportDAGList 2780-3007). They are scenario keys like every other input, so `exsize size`, `workbook`,
 * `compare` and `deploy` all read the same file; they change no figure of the sizing. `kind` is the
 * value's form (parse.ts's readDeployment checks it); `default` the calculator's own value, `source`
 * where it is (a cell of the example workbook or a line of the VBA), `derived` when ExSize chose it by a
 * stated rule because the calculator has no value.
 * Example: "serverNames": ["ex01", "ex02", "ex03", "ex04"] names the first four servers of each DAG.
 */
export interface DeploymentInputSpec {
  readonly name: string;
  readonly kind: keyof DeploymentValues | `choice:${string}`;
  readonly default: string | number | boolean | readonly string[];
  readonly source: string;
  /** The rule by which ExSize chose a default the calculator does not have. */
  readonly derived?: string;
  readonly label: string;
}

/** The value of each kind of deployment input as the scenario reader gives it (deployment.ts). */
export interface DeploymentValues {
  readonly serverNames: readonly string[];
  readonly computer: string;
  readonly databaseBase: string;
  readonly host: string;
  /** "" for none. */
  readonly hostOrNone: string;
  readonly path: string;
  /** "none", or one IPv4 address per datacenter. */
  readonly ipAddresses: "none" | readonly string[];
  readonly port: number;
  readonly boolean: boolean;
}

/**
 * The default server names: the calculator's template, "srv-nn-01" to "srv-nn-16". The example workbook
 * (E2013Calcv7.6-Example.xlsm, Input!C175:C190) names servers 1 to 4 "srv-nn-01" to "srv-nn-04" and
 * servers 5 to 16 after people ("5-Lincoln", "6-Hamilton", ... "16-Sherman"); those twelve have no
 * "nn", so `exsize deploy --all-dags` refused any DAG of more than 4 servers on the defaults (issue 31).
 * Derived: the example's own pattern for servers 1 to 4 continued to 16.
 */
const CALCULATOR_SERVER_NAMES: readonly string[] = Array.from(
  { length: 16 },
  (_, i) => `srv-nn-${String(i + 1).padStart(2, "0")}`
);

export const DEPLOYMENT_INPUTS = [
  {
    name: "serverNames",
    kind: "serverNames",
    default: CALCULATOR_SERVER_NAMES,
    source: "E2013Calcv7.6-Example.xlsm, Input!C175:C178",
    derived:
      "the example's pattern continued to srv-nn-16; its servers 5 to 16 (5-Lincoln ... 16-Sherman, Input!C179:C190) have no nn, so --all-dags could not number them",
    label: "Server names, servers 1 to 16 of a DAG (datacenter 1's first)",
  },
  {
    name: "dagName",
    kind: "computer",
    default: "DAG-nn",
    source: "E2013Calcv7.6-Example.xlsm, Input!F175",
    label: "DAG name",
  },
  {
    name: "databaseBaseName",
    kind: "databaseBase",
    default: "DAG-nn-DB",
    source: "E2013Calcv7.6-Example.xlsm, Input!G175",
    label: "Database base name (a number follows it)",
  },
  // the dialogs' two domain controllers, GC1 and GC2: one per datacenter
  ...(["", "Secondary"] as const).map((suffix, i) => ({
    name: `domainController${suffix}` as const,
    kind: "host" as const,
    default: `GC${i + 1}.contoso.com`,
    source: `Module1.bas ExportDBPrimaryList, ExportDBCopyList, ExportDAGList: GC${i + 1} = "GC${i + 1}.contoso.com"`,
    label: `Domain controller, datacenter ${i + 1} (${i ? "GC2" : "GC"})`,
  })),
  {
    name: "witnessServer",
    kind: "host",
    default: "witness.contoso.com",
    source: 'Module1.bas ExportDAGList: WitnessServer = "witness.contoso.com"',
    label: "Witness server",
  },
  {
    name: "witnessDirectory",
    kind: "path",
    default: "C:\\DAG-FSW\\DAG-nn",
    source: 'Module1.bas ExportDAGList: WitnessDir = "C:\\DAG-FSW\\DAG1" for its DAG name "DAG1"',
    derived:
      "the dialog's folder C:\\DAG-FSW\\ and the DAG's name (each DAG needs its own witness directory, CreateDAG.ps1's notes)",
    label: "Witness directory",
  },
  {
    name: "alternateWitnessServer",
    kind: "hostOrNone",
    default: "alt-witness.contoso.com",
    source: 'Module1.bas ExportDAGList: AltWitnessServer = "alt-witness.contoso.com"',
    label: 'Alternate witness server ("": none)',
  },
  {
    name: "alternateWitnessDirectory",
    kind: "path",
    default: "C:\\DAG-FSW\\DAG-nn-Alt",
    source:
      'Module1.bas ExportDAGList: AltWitnessDir = "C:\\DAG-FSW\\DAG1-Alt" for its DAG name "DAG1"',
    derived: "the dialog's folder C:\\DAG-FSW\\, the DAG's name and \"-Alt\"",
    label: "Alternate witness directory",
  },
  {
    name: "dagIpAddresses",
    kind: "ipAddresses",
    default: "none",
    source:
      "Export_DAGs.cls UseClusterAdminPoint_No_Click: no administrative access point is 255.255.255.255",
    derived:
      "the dialog's initial choice is not in its code; ExSize's default is a DAG without a cluster administrative access point (Exchange 2013 SP1 and later on Windows Server 2012 R2 and later)",
    label: 'DAG IP addresses: "none", or one IPv4 address per datacenter',
  },
  {
    name: "dacMode",
    kind: "choice:DAGOnly|Off",
    default: "DAGOnly",
    source: "Module1.bas ExportDAGList: DACMode list DAGOnly, Off, ListIndex 0",
    label: "Datacenter Activation Coordination mode",
  },
  // the dialog's two network rows: one list, the same initial choice
  ...(["Encryption", "Compression"] as const).map((what) => ({
    name: `network${what}` as const,
    kind: "choice:Enabled|Disabled|InterSubnetOnly|SeedOnly" as const,
    default: "InterSubnetOnly",
    source: `Module1.bas ExportDAGList: Network${what} ListIndex 2`,
    label: `DAG network ${what.toLowerCase()}`,
  })),
  {
    name: "replicationPort",
    kind: "port",
    default: 64327,
    source: 'Module1.bas ExportDAGList: ReplicationPort = "64327"',
    label: "DAG replication port",
  },
  {
    name: "autoDatabaseMountDial",
    kind: "choice:BestAvailability|GoodAvailability|Lossless",
    default: "BestAvailability",
    source: "Module1.bas ExportDAGList: AutoDatabaseMountDial ListIndex 0",
    label: "Auto database mount dial",
  },
  {
    name: "manualDagNetworkConfiguration",
    kind: "boolean",
    default: false,
    source: 'Module1.bas ExportDAGList: ManualDAGNetworkConfiguration = "False"',
    label: "Manual DAG network configuration",
  },
] as const satisfies readonly DeploymentInputSpec[];

/**
 * The scenario keys that set a calculator cell but are not GLOBAL_INPUTS entries (parse.ts reads them
 * itself): each takes the calculator's automatic choice (null) or a custom value, and sets the
 * calculator's choice cell and, when custom, the value's cell, by its rule. maxDbSizeGB also takes
 * "Default", the choice's own text. Example: "databaseCountCustom": 40 sets Input!G38 "No" and
 * Input!G39 40; null sets G38 "Yes".
 */
export const AUTOMATIC_OR_CUSTOM = {
  maxDbSizeGB: {
    kind: "num",
    choiceCell: "input.maxDbSizeConfiguration",
    automatic: "Default",
    custom: "Custom",
    automaticWord: "Default",
    rule: inputRule({
      minExclusive: true,
      source: "E2013Calcv7.6 data validation, Input!G37: a number greater than 0",
    }),
  },
  databaseCountCustom: {
    kind: "int",
    choiceCell: "input.databaseCountAutomatic",
    automatic: "Yes",
    custom: "No",
    automaticWord: null,
    rule: inputRule({
      whole: true,
      min: 1,
      source:
        "no data validation in E2013Calcv7.6 (Input!G39); at least 1 is ExSize's (0 databases divide by zero)",
    }),
  },
} as const;
