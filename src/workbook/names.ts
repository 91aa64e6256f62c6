import { InputName, OptionName, SizingValueKey } from "../core";

/**
 * The workbook-scoped names of the sizing workbook. Formulas use them, so a step reads like the
 * paper: DVS = ex.IDBS*ex.contentIndex*ex.volumeOverhead (seed 000, Table 14, step 7).
 *
 * Scheme: "ex." + the paper's symbol for inputs and results (ex.NU, ex.DVS), "ex." + the core's option
 * name for options (ex.dbOverhead), "ex." + a descriptive name for what the paper has no symbol for
 * (ex.TotalCapacityGB, ex.ArraysTotal). Excel compares names without case, so no two may differ in case
 * only (tests/workbook/names.test.ts).
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
