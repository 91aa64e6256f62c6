import { KB_PER_MB, MB_PER_GB, MESSAGE_SIZE_BANDS, SizingValueKey } from "../core";

/**
 * The native formula of every number of the core's ScenarioSizing, over the workbook names
 * (names.ts). Each computes what the core computes, operation for operation in the same order, so
 * LibreOffice's and Excel's doubles equal the core's (tests/workbook/libreoffice.test.ts):
 * - whole counts are the core's ceilCount(x) = ceil(round(x, 9)) as ROUNDUP(ROUND(x,9),0) (core/units.ts);
 * - sizes are GB = MB / 1024 as Tables 18-19 print them (core/units.ts);
 * - a blank ex.DBCountInput means computed (EX.DBCOUNT).
 * Typed over every key, so a number added to ScenarioSizing fails to compile until it has a formula.
 */
export const SIZING_FORMULAS: { readonly [K in SizingValueKey]: string } = {
  // Table 14 (seed 000, section 3.3.3)
  wsuMB: `=ex.MSR*ex.AMS/${KB_PER_MB}`,
  dsuMB: `=ex.MSR*ex.AMS/${KB_PER_MB}*ex.deletedItemDays+ex.singleItemRecovery*ex.MQ+ex.calendarLogging*ex.MQ`,
  mbuMB: "=ex.MQ+ex.WSU+ex.DSU",
  dbsGB: `=ex.NU*ex.MBU*ex.dbOverhead/${MB_PER_GB}`,
  dbCount: `=IF(ex.DBCountInput="",${ceilCountAtLeastOne("ex.DBS/ex.maxDbSizeGB")},ex.DBCountInput)`,
  idbsGB: "=ex.DBS/ex.DBCount",
  dvsGB: "=ex.IDBS*ex.contentIndex*ex.volumeOverhead",
  // Table 15 (section 3.3.4), with Table 19's 1.1 for mailbox moves (moveFactor)
  lfsMB: "=ex.logFileMB",
  nl: "=ex.MSR*ex.logsPerMessage",
  msf: messageSizeFactorFormula("ex.AMS"),
  ndb: `=${ceilCountAtLeastOne("ex.NU/ex.DBCount")}`,
  tlcMB: "=ex.NDB*ex.NL*ex.MSF*ex.LFS",
  lvsGB: `=ex.TLC*ex.moveFactor*ex.logRetentionDays*ex.logOverhead/${MB_PER_GB}`,
  // Table 16 (section 3.3.5): copies = 1 means no DAG; exchangeVersion 2013 takes seed 003's profile
  sdbo: "=IF(AND(ex.Copies=1,ex.exchangeVersion=2010),ex.standaloneFactor,1)",
  iopu: "=ex.SDBO*ex.MSR*IF(ex.exchangeVersion=2013,ex.iopsPerMessage2013,ex.iopsPerMessage)",
  dbiop: "=ex.NU*ex.IOPU*ex.iopsOverhead",
  // Table 17 (section 3.3.6)
  liops:
    "=(ex.DBIOP*ex.logWriteRatio*ex.dbWriteShare+ex.DBIOP*(ex.Copies-1)*ex.copyLogFactor)*ex.logIopsOverhead",
  // Section 3.4.2 and 3.4.1 step 2: one database volume and one log volume per database
  databaseVolumesGB: "=ex.DVS*ex.DBCount",
  logVolumesGB: "=ex.LVS*ex.DBCount",
  totalCapacityGB: "=ex.DatabaseVolumesGB+ex.LogVolumesGB",
  // ExSize's rule (core/capacity/sizedCapacity.ts): logs for NU + DB count - 1 users, so the arrays
  // and disks never fall when users are added.
  sizedCapacityGB: "=ex.DatabaseVolumesGB+ex.LVS/ex.NDB*(ex.NU+ex.DBCount-1)",
};

/** The core's ceilCount(x) = ceil(round(x, 9)) as a native expression (no leading "="). */
export function ceilCount(expression: string): string {
  return `ROUNDUP(ROUND(${expression},9),0)`;
}

/** The core's ceilCountAtLeastOne(x) as a native expression: MAX(1,ROUNDUP(ROUND(x,9),0)). */
export function ceilCountAtLeastOne(expression: string): string {
  return `MAX(1,${ceilCount(expression)})`;
}

/** MSF from MESSAGE_SIZE_BANDS (seed 000, Table 15, step 3): IF(AMS<=75,1,IF(AMS<=150,1.9,3.8)). */
function messageSizeFactorFormula(ams: string): string {
  const bands = [...MESSAGE_SIZE_BANDS];
  const last = bands.pop()!;
  let formula = String(last.factor);
  for (const band of bands.reverse())
    formula = `IF(${ams}<=${band.maxKB},${band.factor},${formula})`;
  return "=" + formula;
}
