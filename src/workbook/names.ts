import {
  COMPUTE_INPUTS,
  ComputeStepKey,
  InputName,
  JetstressRun,
  OptionName,
  SizingValueKey,
  SpindleStepKey,
} from "../core";

/** The numbered steps of the spindle and compute sheets (core SPINDLE_STEPS, COMPUTE_STEPS). */
export type { ComputeStepKey, SpindleStepKey };
/** The spindle inputs a consultant types; host IOPS and capacity come from the design. */
export type SpindleInputName = "driveSpeed" | "diskGB" | "readShare";
export type ComputeInputName = keyof typeof COMPUTE_INPUTS;
/** What a Jetstress report gives (its target comes from the design). */
export type JetstressMeasurement = Exclude<keyof JetstressRun, "targetIops">;

/**
 * The workbook-scoped names of the sizing workbook. Formulas use them, so a step reads like the
 * paper: DVS = ex.IDBS*ex.contentIndex*ex.volumeOverhead (seed 000, Table 14, step 7).
 *
 * Scheme: "ex." + the paper's symbol for inputs and results (ex.NU, ex.DVS), "ex." + the core's option
 * name for options (ex.dbOverhead), "ex." + a descriptive name for what the paper has no symbol for
 * (ex.TotalCapacityGB, ex.ArraysTotal). Excel compares names without case, so no two may differ in case
 * only (tests/workbook/templates.test.ts, "no two names differ only in case").
 */
export const NAME_PREFIX = "ex.";

/** The scenario inputs on the Inputs sheet, by INPUT_SPECS key. */
export const INPUT_NAMES: { readonly [K in InputName]: string } = {
  users: "ex.NU",
  quotaMB: "ex.MQ",
  messagesPerDay: "ex.MSR",
  avgMessageKB: "ex.AMS",
  copies: "ex.Copies",
  /** The typed database count; blank means computed. ex.DBCount is the count the sheets use. */
  dbCount: "ex.DBCountInput",
};

/** The RAID level input (section 3.4.1 step 1): a catalog RAID level, or ANY_RAID. */
export const RAID_NAME = "ex.RAID";
/** The RAID input's value when every RAID level competes (the scenario's raid omitted). */
export const ANY_RAID = "Any";

/** An option's name: ex.dbOverhead. */
export function optionName(option: OptionName): string {
  return NAME_PREFIX + option;
}

/** Every number of the core's ScenarioSizing, by key: the step-table variables and the totals. */
export const RESULT_NAMES: { readonly [K in SizingValueKey]: string } = {
  wsuMB: "ex.WSU",
  dsuMB: "ex.DSU",
  mbuMB: "ex.MBU",
  dbsGB: "ex.DBS",
  dbCount: "ex.DBCount",
  idbsGB: "ex.IDBS",
  dvsGB: "ex.DVS",
  lfsMB: "ex.LFS",
  nl: "ex.NL",
  msf: "ex.MSF",
  ndb: "ex.NDB",
  tlcMB: "ex.TLC",
  lvsGB: "ex.LVS",
  sdbo: "ex.SDBO",
  iopu: "ex.IOPU",
  dbiop: "ex.DBIOP",
  liops: "ex.LIOPS",
  databaseVolumesGB: "ex.DatabaseVolumesGB",
  logVolumesGB: "ex.LogVolumesGB",
  totalCapacityGB: "ex.TotalCapacityGB",
  sizedCapacityGB: "ex.SizedCapacityGB",
};

/** The Summary's cover fields. */
export const COVER_NAMES = {
  customer: "ex.Customer",
  project: "ex.Project",
  date: "ex.Date",
  /** The answer in one sentence. */
  recommendation: "ex.Recommendation",
  /** The core's warning for a typed database count that overfills each database; empty otherwise. */
  warning: "ex.Warning",
} as const;

/** The Array selection sheet's answer (seed 000, section 3.4.1). */
export const SELECTION_NAMES = {
  model: "ex.ArrayModel",
  drive: "ex.ArrayDrive",
  raid: "ex.ArrayRaid",
  /** Usable GB of one array of the chosen configuration (Table 13). */
  usableGB: "ex.ArrayUsableGB",
  /** Database IOPS one array sustains (Table 12). */
  iops: "ex.ArrayIops",
  arraysPerCopy: "ex.ArraysPerCopy",
  /** Arrays of the best fit, all copies (section 3.4.1 step 6). */
  arraysTotal: "ex.ArraysTotal",
} as const;

/** The columns of the array catalog the selection ranks (Capacity catalog sheet), by its headers. */
export const CATALOG_COLUMN_NAMES = {
  Model: "ex.CatalogModel",
  Drive: "ex.CatalogDrive",
  RAID: "ex.CatalogRaid",
  "Usable GB": "ex.CatalogUsableGB",
  IOPS: "ex.CatalogIops",
  "IOPS basis": "ex.CatalogIopsBasis",
} as const;

/** Every step of seed 002's spindle math (core SPINDLE_STEPS), by key. */
export const SPINDLE_NAMES: { readonly [K in SpindleStepKey]: string } = {
  readShare: "ex.ReadShare",
  raidFactor: "ex.RaidFactor",
  backendIops: "ex.BackendIops",
  diskIops: "ex.DiskIops",
  disksForIops: "ex.DisksForIops",
  groupDisks: "ex.GroupDisks",
  dataDisks: "ex.DataDisks",
  disksForCapacity: "ex.DisksForCapacity",
  raidGroups: "ex.RaidGroups",
  disksNeeded: "ex.DisksNeeded",
};

/** The Spindles sheet's values besides the core's numbered steps. */
export const SPINDLE_SHEET_NAMES = {
  /** The RAID level the disks are sized for: the one typed, else the recommended arrays'. */
  raidLevel: "ex.SpindleRaid",
  /** Which requirement sets the disk count: "IOPS" or "capacity" (core SpindleSizing.boundBy). */
  boundBy: "ex.SpindleBoundBy",
  /** Disks for all copies, each copy on its own disks. */
  disksTotal: "ex.DisksTotal",
} as const;

/** Every step of seed 003's compute and memory sizing (core COMPUTE_STEPS), by key. */
export const COMPUTE_NAMES: { readonly [K in ComputeStepKey]: string } = {
  mailboxMegacycles: "ex.MailboxMegacycles",
  megacycles: "ex.Megacycles",
  peakMegacycles: "ex.PeakMegacycles",
  specIntPerCore: "ex.SpecIntPerCore",
  coreMegacycles: "ex.CoreMegacycles",
  coresNeeded: "ex.CoresNeeded",
  servers: "ex.Servers",
  usersPerServer: "ex.UsersPerServer",
  coresPerServer: "ex.CoresPerServer",
  cores: "ex.Cores",
  peakUtilization: "ex.PeakUtilization",
  coresPer1000Users: "ex.CoresPer1000Users",
  cachePerMailboxMB: "ex.CachePerMailboxMB",
  cacheGB: "ex.CacheGB",
  ramGB: "ex.RamGB",
  ramGBPerServer: "ex.RamGBPerServer",
  ramGBPer1000Users: "ex.RamGBPer1000Users",
};

/**
 * The inputs of the Spindles and Compute and memory sheets (on the Inputs sheet), by the core's
 * argument names. A blank RAID level means the recommended arrays', a blank read share
 * 1 - dbWriteShare, a blank server count 1 (as the EX.* functions read an omitted argument).
 */
export const METHOD_INPUT_NAMES = {
  spindles: {
    raid: "ex.SpindleRaidInput",
    driveSpeed: "ex.DriveSpeed",
    diskGB: "ex.DiskGB",
    readShare: "ex.ReadShareInput",
  },
  compute: {
    specIntRate: "ex.SpecIntRate",
    specIntCores: "ex.SpecIntCores",
    cpuMHz: "ex.CpuMHz",
    servers: "ex.ServersInput",
  },
  /** A Jetstress run's results, typed on the Jetstress sheet after the run; blank: Not given. */
  jetstress: {
    achievedIops: "ex.JetAchievedIops",
    dbReadAvgMs: "ex.JetDbReadAvgMs",
    logWriteAvgMs: "ex.JetLogWriteAvgMs",
    dbReadMaxMs: "ex.JetDbReadMaxMs",
    logWriteMaxMs: "ex.JetLogWriteMaxMs",
  },
} as const satisfies {
  readonly spindles: Readonly<Record<"raid" | SpindleInputName, string>>;
  readonly compute: Readonly<Record<ComputeInputName, string>>;
  readonly jetstress: Readonly<Record<JetstressMeasurement, string>>;
};

/** The Jetstress sheet: the target from the design, each check's result and the verdict. */
export const JETSTRESS_NAMES = {
  /** Mailboxes on one server: the fullest server of the Compute and memory sheet. */
  mailboxes: "ex.JetMailboxes",
  /** The design's database IOPS per mailbox, its 20% included (DBIOP / NU). */
  iopsPerMailbox: "ex.JetIopsPerMailbox",
  targetIops: "ex.JetTargetIops",
  /** "Pass", "Not given" or "Fail: " and the failed checks, as EX.JETCHECK's Overall row. */
  verdict: "ex.JetVerdict",
} as const;

/** Each check's result ("Pass", "Fail", "Not given"), by the measurement it checks. */
export const JETSTRESS_RESULT_NAMES: { readonly [K in JetstressMeasurement]: string } = {
  achievedIops: "ex.JetAchievedIopsResult",
  dbReadAvgMs: "ex.JetDbReadAvgResult",
  logWriteAvgMs: "ex.JetLogWriteAvgResult",
  dbReadMaxMs: "ex.JetDbReadMaxResult",
  logWriteMaxMs: "ex.JetLogWriteMaxResult",
};
