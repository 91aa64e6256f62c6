import { DB_COUNT_FORMULA } from "./capacity/databaseCount";
import { DVS_FORMULA } from "./capacity/databaseVolumeSize";
import { DSU_FORMULA } from "./capacity/dumpsterPerUser";
import { IDBS_FORMULA } from "./capacity/individualDatabaseSize";
import { MBU_FORMULA } from "./capacity/mailboxSizePerUser";
import { DBS_FORMULA } from "./capacity/totalDatabaseSize";
import { SIZED_CAPACITY_FORMULA } from "./capacity/sizedCapacity";
import { WSU_FORMULA } from "./capacity/whiteSpacePerUser";
import { Expr } from "./formula/expr";
import { DBIOP_FORMULA } from "./iops/databaseIops";
import { IOPU_FORMULA } from "./iops/iopsPerUser";
import { LIOPS_FORMULA } from "./iops/logIops";
import { SDBO_FORMULA } from "./iops/standaloneOverhead";
import { TLC_FORMULA } from "./logs/dailyLogCapacity";
import { LFS_FORMULA } from "./logs/logFileSize";
import { NL_FORMULA } from "./logs/logsPerUserPerDay";
import { LVS_FORMULA } from "./logs/logVolumeSize";
import { MSF_FORMULA } from "./logs/messageSizeFactor";
import { NDB_FORMULA } from "./logs/usersPerDatabase";
import {
  DATABASE_VOLUMES_FORMULA,
  LOG_VOLUMES_FORMULA,
  TOTAL_CAPACITY_FORMULA,
} from "./capacity/volumes";
import { SizingValueKey } from "./tables14to17";

/**
 * The one formula of every number of ScenarioSizing (Tables 14-17 of seed 000 and the capacity of one
 * copy), each defined beside its core function, which evaluates it. The workbook prints each as its
 * native formula over `ex.*` names (src/workbook/formulas.ts): a name in a formula is the workbook
 * name without "ex." (MSR, IDBS, DBCount; options by their own names). Typed over every key, so a
 * number added to ScenarioSizing fails to compile until it has a formula.
 */
export const SIZING_STEP_FORMULAS: { readonly [K in SizingValueKey]: Expr } = {
  // Table 14 (seed 000, section 3.3.3)
  wsuMB: WSU_FORMULA,
  dsuMB: DSU_FORMULA,
  mbuMB: MBU_FORMULA,
  dbsGB: DBS_FORMULA,
  dbCount: DB_COUNT_FORMULA,
  idbsGB: IDBS_FORMULA,
  dvsGB: DVS_FORMULA,
  // Table 15 (section 3.3.4), with Table 19's 1.1 for mailbox moves (moveFactor)
  lfsMB: LFS_FORMULA,
  nl: NL_FORMULA,
  msf: MSF_FORMULA,
  ndb: NDB_FORMULA,
  tlcMB: TLC_FORMULA,
  lvsGB: LVS_FORMULA,
  // Table 16 (section 3.3.5): copies = 1 means no DAG; exchangeVersion 2013 takes seed 003's profile
  sdbo: SDBO_FORMULA,
  iopu: IOPU_FORMULA,
  dbiop: DBIOP_FORMULA,
  // Table 17 (section 3.3.6)
  liops: LIOPS_FORMULA,
  // Section 3.4.2 and 3.4.1 step 2: one database volume and one log volume per database
  databaseVolumesGB: DATABASE_VOLUMES_FORMULA,
  logVolumesGB: LOG_VOLUMES_FORMULA,
  totalCapacityGB: TOTAL_CAPACITY_FORMULA,
  // ExSize's rule (capacity/sizedCapacity.ts): logs for NU + DB count - 1 users, so the arrays and
  // disks never fall when users are added.
  sizedCapacityGB: SIZED_CAPACITY_FORMULA,
};
