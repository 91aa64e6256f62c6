import { databaseCount } from "./capacity/databaseCount";
import { databaseVolumeSizeGB } from "./capacity/databaseVolumeSize";
import { sizedCapacityGB } from "./capacity/sizedCapacity";
import { volumesOfOneCopy } from "./capacity/volumes";
import { dumpsterPerUserMB } from "./capacity/dumpsterPerUser";
import { individualDatabaseSizeGB } from "./capacity/individualDatabaseSize";
import { mailboxSizePerUserMB } from "./capacity/mailboxSizePerUser";
import { totalDatabaseSizeGB } from "./capacity/totalDatabaseSize";
import { whiteSpacePerUserMB } from "./capacity/whiteSpacePerUser";
import { INPUT_SPECS } from "./scenarioInputs";
import { databaseIops } from "./iops/databaseIops";
import { iopsPerUser } from "./iops/iopsPerUser";
import { logIops } from "./iops/logIops";
import { standaloneOverhead } from "./iops/standaloneOverhead";
import { dailyLogCapacityMB } from "./logs/dailyLogCapacity";
import { logFileSizeMB } from "./logs/logFileSize";
import { logsPerUserPerDay } from "./logs/logsPerUserPerDay";
import { logVolumeSizeGB } from "./logs/logVolumeSize";
import { messageSizeFactor } from "./logs/messageSizeFactor";
import { usersPerDatabase } from "./logs/usersPerDatabase";
import { SizingOptions } from "./options";
import { MailboxProfile } from "./profile";
import { SizingError } from "./errors";
import { checkNumber } from "./validation";

/** A whole sizing question: the user profile, the copies and, optionally, a fixed database count. */
export interface ScenarioInput extends MailboxProfile {
  readonly copies: number;
  /** Omitted: ceil(DBS / maxDbSizeGB). */
  readonly dbCount?: number;
}

/** Every variable of Tables 14-17 for one scenario, full precision. */
export interface ScenarioSizing {
  readonly input: ScenarioInput;
  readonly options: SizingOptions;
  // Table 14
  readonly wsuMB: number;
  readonly dsuMB: number;
  readonly mbuMB: number;
  readonly dbsGB: number;
  readonly dbCount: number;
  readonly dbCountComputed: boolean;
  readonly idbsGB: number;
  readonly dvsGB: number;
  // Table 15
  readonly lfsMB: number;
  readonly nl: number;
  readonly msf: number;
  readonly ndb: number;
  readonly tlcMB: number;
  readonly lvsGB: number;
  // Table 16
  readonly sdbo: number;
  readonly iopu: number;
  readonly dbiop: number;
  // Table 17
  readonly liops: number;
  // Section 3.4.2: one database and one log volume per database
  readonly databaseVolumesGB: number;
  readonly logVolumesGB: number;
  /** Database plus log volumes of one copy (section 3.4.1 step 2), the paper's sum. */
  readonly totalCapacityGB: number;
  /** The capacity the arrays and disks are sized for: never less, and never falling as users rise (sizedCapacity.ts). */
  readonly sizedCapacityGB: number;
  /** Things a consultant should look at, e.g. a fixed database count that overfills each database. */
  readonly warnings: readonly string[];
}

/** Checks a scenario's inputs with the rules of INPUT_SPECS; throws a SizingError naming the input. */
export function checkScenarioInput(input: ScenarioInput): ScenarioInput {
  checkNumber("users", input.users, INPUT_SPECS.users.rule);
  checkNumber("quotaMB", input.quotaMB, INPUT_SPECS.quotaMB.rule);
  checkNumber("messagesPerDay", input.messagesPerDay, INPUT_SPECS.messagesPerDay.rule);
  checkNumber("avgMessageKB", input.avgMessageKB, INPUT_SPECS.avgMessageKB.rule);
  checkNumber("copies", input.copies, INPUT_SPECS.copies.rule);
  if (input.dbCount !== undefined) checkNumber("dbCount", input.dbCount, INPUT_SPECS.dbCount.rule);
  checkDbCountUsers(input.dbCount, input.users);
  return input;
}

/**
 * A typed database count above the mailbox count is refused: a database would hold no mailbox, and
 * the log volume of an empty database is not a size.
 */
export function checkDbCountUsers(dbCount: number | undefined, users: number): void {
  if (dbCount !== undefined && dbCount > users) {
    throw new SizingError(
      "dbCount",
      `dbCount ${dbCount} is more than the ${users} users: every database holds at least one mailbox, so dbCount must be at most users`
    );
  }
}

/** Database capacity (Table 14) for a profile; dbCount omitted = computed. */
export function sizeDatabases(
  profile: MailboxProfile,
  options: SizingOptions,
  dbCountGiven?: number
) {
  checkDbCountUsers(dbCountGiven, profile.users);
  const dbsGB = totalDatabaseSizeGB(profile, options);
  const dbCount = dbCountGiven ?? databaseCount(dbsGB, options);
  const idbsGB = individualDatabaseSizeGB(dbsGB, dbCount);
  return { dbsGB, dbCount, idbsGB, dvsGB: databaseVolumeSizeGB(idbsGB, options) };
}

/** Log capacity (Table 15) for a profile and database count. */
export function sizeLogs(
  profile: Pick<MailboxProfile, "users" | "messagesPerDay" | "avgMessageKB">,
  dbCount: number,
  options: SizingOptions
) {
  const lfsMB = logFileSizeMB(options);
  const nl = logsPerUserPerDay(profile.messagesPerDay, options);
  const msf = messageSizeFactor(profile.avgMessageKB);
  const ndb = usersPerDatabase(profile.users, dbCount);
  const tlcMB = dailyLogCapacityMB(ndb, nl, msf, lfsMB);
  return { lfsMB, nl, msf, ndb, tlcMB, lvsGB: logVolumeSizeGB(tlcMB, options) };
}

/**
 * Capacity of one copy, GB (EX.CAPACITY): DVS x DB count + LVS x DB count, Tables 14-15 then
 * section 3.4.2 (one database and one log volume per database) and 3.4.1 step 2 (their total).
 * Example: the 5000-user example with dbOverhead 1: 12 x 1265.5 + 12 x 48.4 = 15,766.7 GB.
 */
export function capacityOfOneCopyGB(
  profile: MailboxProfile,
  options: SizingOptions,
  dbCountGiven?: number
): number {
  const db = sizeDatabases(profile, options, dbCountGiven);
  return volumesOfOneCopy(db, sizeLogs(profile, db.dbCount, options)).totalCapacityGB;
}

/**
 * Sizes a scenario through Tables 14-17 of seed 000.
 * Example: the 5000-user example of section 3.4.2 with dbOverhead 1 gives 12 databases of 1265.5 GB,
 * 12 log volumes of 48.4 GB, 900 database IOPS and 378 log IOPS.
 */
export function sizeScenario(input: ScenarioInput, options: SizingOptions): ScenarioSizing {
  checkScenarioInput(input);
  const db = sizeDatabases(input, options, input.dbCount);
  const logs = sizeLogs(input, db.dbCount, options);
  const dbiop = databaseIops(input.users, input.messagesPerDay, input.copies, options);
  const warnings: string[] = [];
  if (input.dbCount !== undefined && db.idbsGB > options.maxDbSizeGB) {
    warnings.push(
      `Each of the ${db.dbCount} databases holds ${db.idbsGB.toFixed(1)} GB, more than the maximum database size of ${options.maxDbSizeGB} GB.`
    );
  }
  const { databaseVolumesGB, logVolumesGB, totalCapacityGB } = volumesOfOneCopy(db, logs);
  return {
    input,
    options,
    wsuMB: whiteSpacePerUserMB(input.messagesPerDay, input.avgMessageKB),
    dsuMB: dumpsterPerUserMB(input.quotaMB, input.messagesPerDay, input.avgMessageKB, options),
    mbuMB: mailboxSizePerUserMB(input.quotaMB, input.messagesPerDay, input.avgMessageKB, options),
    ...db,
    dbCountComputed: input.dbCount === undefined,
    ...logs,
    sdbo: standaloneOverhead(input.copies, options),
    iopu: iopsPerUser(input.messagesPerDay, input.copies, options),
    dbiop,
    liops: logIops(dbiop, input.copies, options),
    databaseVolumesGB,
    logVolumesGB,
    totalCapacityGB,
    sizedCapacityGB: sizedCapacityGB({
      users: input.users,
      dbCount: db.dbCount,
      dvsGB: db.dvsGB,
      lvsGB: logs.lvsGB,
      ndb: logs.ndb,
    }),
    warnings,
  };
}
