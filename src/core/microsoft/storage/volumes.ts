import { Step, lookup, f } from "../../formula";
import { row } from "../stepRow";
import { copies, sharedLogArchitecture, valid } from "./architecture";

/**
 * Volume Requirements (E2013Calcv7.6): databases per volume, volumes per server, the first volume's size
 * (the calculator's "DB and Log Volume Design / Server" table, row 123), the restore volume and the space
 * per server. Runs after the databases area (it reads databaseSizeGB, logCapacityPerDatabaseGB and the
 * copies per server).
 *
 * The calculator lists a server's database copies one per row (Volume Requirements B123:F222, 100 rows)
 * and groups them NumDBPerVol to a volume (B6:D105, H123:J222). Every row holds the same DB and log size
 * (C124's remainder branch is reached only where COUNT over the "DB-x" texts is positive, which it never
 * is with HA on, and with HA off calcTotNumMBXPerSvr equals TotalMBXPerSvr), so volume k holds
 * m(k) = MIN(p, copies - (k-1) p) databases and the table's sums are closed forms:
 *   volume k size = (m S + [no restore volume] m S x 1.1 / p + (m S + S) x 0.2 + [DB+log] m L) / (1 - free)
 * with S = databaseSizeGB, L = logCapacityPerDatabaseGB, free = input.volumeFreeSpacePercent (the cell's fraction, 0.05), 0.2 the
 * content index factor (Variables!K38, "Enabled" in K39).
 * Example (the calculator's example): 40 copies / server, p = 4, S = 664.6728515625, L = 23.736572265625,
 * restore volume, free 0.05: (2658.69140625 + (2658.69140625 + 664.6728515625) x 0.2 + 94.9462890625) / 0.95
 * = 3598.2216282894738 GB (Volume Requirements!I123).
 */

/** tblVolBackupSet (Tables!A56:B97): databases -> volumes per backup set, for the "1/7" design. */
const BACKUP_SET_DATABASES = [
  1, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 35,
  36, 42, 45, 48, 49, 50, 56, 60, 63, 66, 70, 72, 75, 77, 84, 91, 98,
];
const BACKUP_SET_VOLUMES = [
  1, 1, 2, 3, 2, 3, 3, 3, 2, 3, 4, 4, 3, 3, 4, 3, 4, 4, 4, 5, 4, 4, 4, 5, 5, 6, 6, 9, 8, 7, 10, 8,
  10, 9, 11, 10, 12, 15, 11, 12, 13, 14,
];
/** TblNumRestoreLun (Tables!A38:B52): databases -> restore LUN capacity in databases. */
const RESTORE_LUN_DATABASES = [1, 2, 3, 4, 5, 6, 7, 14, 21, 28, 35, 42, 49, 50, 100];
const RESTORE_LUN_CAPACITY = [1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 7, 7];

/**
 * The space of volumes holding `m` database copies (Volume Requirements I123, summed over the rows in
 * I223): the copies' databases, the backup space where there is no restore volume (1.1 x the databases
 * over the databases per volume), the content index (0.2 x the databases plus `indexExtra`, the
 * calculator's one database more per volume: DBSizeOverhead once a volume row) and, where logs share the
 * volume, the logs, over the space left free.
 */
const volumeSpace = (m: string, indexExtra: string) =>
  f`(${m}*databaseSizeGB
    +IF(input.dedicatedRestoreVolume="Yes",0,${m}*databaseSizeGB*1.1/databasesPerVolumeCalculated)
    +(${m}*databaseSizeGB+${indexExtra})*0.2
    +IF(${sharedLogArchitecture()},${m}*logCapacityPerDatabaseGB,0))
  /(1-input.volumeFreeSpacePercent)`;
/** The log space of volumes holding `m` database copies (Volume Requirements J123, summed in J223). */
const logSpace = (m: string) => f`${m}*logCapacityPerDatabaseGB/(1-input.volumeFreeSpacePercent)`;

export function volumeSteps(): Step[] {
  return [
    row`autoReseedVolumesEffective | AutoReseed Volumes | volumes / server | Volume Requirements!I10 (varAutoReseedVolumes)
      IF(
        databaseAndLogIsolationConfigured="Yes",
        0,
        IF(deployWithMultipleDatabasesPerVolume="Yes",input.autoReseedVolumes,0))`,
    row`databaseVolumesCalculated | Number of DB Volumes | volumes / server | Volume Requirements!I8 (NumDBVol; tblVolBackupSet is Tables!A56:B97)
      MIN(
        IF(
          volumeDesign="1/7",
          ${lookup(copies, BACKUP_SET_DATABASES, BACKUP_SET_VOLUMES, "atMost")},
          IF(volumeDesign="MultDBs",${copies}/recommendedDatabasesPerVolume,1)),
        IF(
          automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired="No",
          input.dataVolumesPerServer,
          99999)
      )`,
    row`databasesPerVolumeCalculated | Number of DBs / Volume | databases / volume | Volume Requirements!I7 (NumDBPerVol)
      IF(
        volumeDesign="1/7",
        ROUND(${copies}/databaseVolumesCalculated,0),
        recommendedDatabasesPerVolume)`,
    row`databasesPerVolume | Number of Databases / Volume | databases / volume | Volume Requirements!E114
      IF(${valid},databasesPerVolumeCalculated,"--")`,
    row.noted(
      "Row k (from 0) is a volume while copies / NumDBPerVol > k: ROUNDUP(copies / NumDBPerVol, 0) rows, at most the table's 100."
    )`databaseVolumeRows | Rows of the DB and Log Volume Design table (volumes holding database copies) | volumes / server | Volume Requirements!H123:H222
      IF(${valid},MIN(100,ROUNDUP(${copies}/databasesPerVolumeCalculated,0)),0)`,
    row`firstVolumeDatabases | Database copies on the first volume | databases | Volume Requirements!C6:C105 (group 1 of Table30)
      MIN(databasesPerVolumeCalculated,${copies})`,
    row.noted(
      "The content index term is (SUMIF(...) + DBSizeOverhead) x CIFactor as the calculator writes it: one database more than the volume holds."
    )`databaseVolumeSizeGB | DB+Log Volume Size Required (DB Volume Size Required when logs are isolated), first volume | GB | Volume Requirements!I123
      IF(databaseVolumeRows=0,0,${volumeSpace("firstVolumeDatabases", "databaseSizeGB")})`,
    row`logVolumeSizeGB | Log Volume Size Required, first volume (0 when logs share the DB volume) | GB | Volume Requirements!J123
      IF(
        ${sharedLogArchitecture()},
        0,
        IF(databaseVolumeRows=0,0,${logSpace("firstVolumeDatabases")}))`,
    row.noted(
      "The calculator sums the first volume's group (SUMIF(C6:C105,D6,...)); TblNumRestoreLun is Tables!A38:B52."
    )`restoreVolumeSizeGB | Restore Volume Size | GB | Volume Requirements!I9 (RestoreVolSize; Role Requirements!D278 shows it: its test RestoreVolSize="0" compares a number with a text and is never TRUE, so no restore volume shows 0)
      IF(
        input.dedicatedRestoreVolume="Yes",
        (firstVolumeDatabases*databaseSizeGB+firstVolumeDatabases*logCapacityPerDatabaseGB)
        *IF(
          totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=2,
          1,
          IF(
            volumeDesign=1,
            ${lookup(
              "recommendedNumberOfDatabasesPerDag",
              RESTORE_LUN_DATABASES,
              RESTORE_LUN_CAPACITY,
              "atMost"
            )},
            1)
        )
        /(1-input.volumeFreeSpacePercent),
        0)`,
    row`logVolumesPerServer | Recommended Number of Transaction Log Volumes / Server | volumes / server | Volume Requirements!E116
      IF(${valid},IF(${sharedLogArchitecture()},0,databaseVolumeRows),"--")`,
    row`databaseVolumesPerServer | Recommended Number of Database(+Log) Volumes / Server | volumes / server | Volume Requirements!E115
      IF(${valid},databaseVolumeRows,"--")`,
    row`restoreVolumesPerServer | Number of Restore Volumes / Server | volumes / server | Volume Requirements!E118
      IF(${valid},IF(input.dedicatedRestoreVolume="Yes",1,0),"--")`,
    row`totalVolumesPerServer | Total Recommended Exchange Volumes / Server | volumes / server | Volume Requirements!E119
      IF(
        ${valid},
        databaseVolumesPerServer+logVolumesPerServer+autoReseedVolumesEffective
        +restoreVolumesPerServer,
        "--")`,
    row.noted(
      "The rows of the volume table hold every copy of the server unless it has more than 100 volumes."
    )`volumeDatabaseCopies | Database copies held by the volume rows | databases | Volume Requirements!C6:C105
      MIN(${copies},databaseVolumeRows*databasesPerVolumeCalculated)`,
    row.noted(
      "The sum of every volume's size (the formula of databaseVolumeSizeGB per volume) in closed form."
    )`databaseVolumeSpacePerServerGB | Database(+Log) Volume Space Required / Server | GB | Role Requirements!D276 = Volume Requirements!I223, SUM(I123:I222)
      ${volumeSpace("volumeDatabaseCopies", "databaseVolumeRows*databaseSizeGB")}`,
    row`logVolumeSpacePerServerGB | Log Volume Space Required / Server | GB | Role Requirements!D277 = Volume Requirements!J223
      IF(${sharedLogArchitecture()},0,${logSpace("volumeDatabaseCopies")})`,
    row`databaseSpacePerServerGB | Database Space Required / Server | GB | Role Requirements!D274 (I149 with HA, else I147)
      IF(
        input.highAvailability="Yes",
        databaseSizeGB*${copies},
        databaseSizeGB*recommendedNumberOfDatabasesPerDag)`,
    row`logSpacePerServerGB | Log Space Required / Server | GB | Role Requirements!D275 (I152 with HA, else I150)
      IF(
        input.highAvailability="Yes",
        logCapacityPerDatabaseGB*${copies},
        totalLogDiskSpaceRequired)`,
  ];
}
