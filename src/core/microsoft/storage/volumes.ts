import {
  Step,
  add,
  div,
  iff,
  lookup,
  min,
  mul,
  not,
  roundup,
  round,
  sub,
  text,
  cmp,
} from "../../formula";
import { is, no, step, yes } from "./helpers";
import { sharedLogArchitecture } from "./architecture";

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

const valid = not("validationError");
/** The copies a server holds (TotNumDBCopiesServer). */
const copies = "totalNumberOfDatabaseCopiesPerServer";

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

export function volumeSteps(): Step[] {
  return [
    step(
      "autoReseedVolumesEffective",
      "AutoReseed Volumes",
      iff(
        yes("databaseAndLogIsolationConfigured"),
        0,
        iff(yes("deployWithMultipleDatabasesPerVolume"), "input.autoReseedVolumes", 0)
      ),
      "volumes / server",
      "Volume Requirements!I10 (varAutoReseedVolumes)"
    ),
    step(
      "databaseVolumesCalculated",
      "Number of DB Volumes",
      min(
        iff(
          is("volumeDesign", "1/7"),
          lookup(copies, BACKUP_SET_DATABASES, BACKUP_SET_VOLUMES, "atMost"),
          iff(is("volumeDesign", "MultDBs"), div(copies, "recommendedDatabasesPerVolume"), 1)
        ),
        iff(
          no("automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired"),
          "input.dataVolumesPerServer",
          99999
        )
      ),
      "volumes / server",
      "Volume Requirements!I8 (NumDBVol; tblVolBackupSet is Tables!A56:B97)"
    ),
    step(
      "databasesPerVolumeCalculated",
      "Number of DBs / Volume",
      iff(
        is("volumeDesign", "1/7"),
        round(div(copies, "databaseVolumesCalculated"), 0),
        "recommendedDatabasesPerVolume"
      ),
      "databases / volume",
      "Volume Requirements!I7 (NumDBPerVol)"
    ),
    step(
      "databasesPerVolume",
      "Number of Databases / Volume",
      iff(valid, "databasesPerVolumeCalculated", text("--")),
      "databases / volume",
      "Volume Requirements!E114"
    ),
    step(
      "databaseVolumeRows",
      "Rows of the DB and Log Volume Design table (volumes holding database copies)",
      iff(valid, min(100, roundup(div(copies, "databasesPerVolumeCalculated"), 0)), 0),
      "volumes / server",
      "Volume Requirements!H123:H222",
      "Row k (from 0) is a volume while copies / NumDBPerVol > k: ROUNDUP(copies / NumDBPerVol, 0) rows, at most the table's 100."
    ),
    step(
      "firstVolumeDatabases",
      "Database copies on the first volume",
      min("databasesPerVolumeCalculated", copies),
      "databases",
      "Volume Requirements!C6:C105 (group 1 of Table30)"
    ),
    step(
      "databaseVolumeSizeGB",
      "DB+Log Volume Size Required (DB Volume Size Required when logs are isolated), first volume",
      iff(
        cmp("databaseVolumeRows", "=", 0),
        0,
        div(
          add(
            mul("firstVolumeDatabases", "databaseSizeGB"),
            iff(
              yes("input.dedicatedRestoreVolume"),
              0,
              div(
                mul("firstVolumeDatabases", "databaseSizeGB", 1.1),
                "databasesPerVolumeCalculated"
              )
            ),
            mul(add(mul("firstVolumeDatabases", "databaseSizeGB"), "databaseSizeGB"), 0.2),
            iff(sharedLogArchitecture(), mul("firstVolumeDatabases", "logCapacityPerDatabaseGB"), 0)
          ),
          sub(1, "input.volumeFreeSpacePercent")
        )
      ),
      "GB",
      "Volume Requirements!I123",
      "The content index term is (SUMIF(...) + DBSizeOverhead) x CIFactor as the calculator writes it: one database more than the volume holds."
    ),
    step(
      "logVolumeSizeGB",
      "Log Volume Size Required, first volume (0 when logs share the DB volume)",
      iff(
        sharedLogArchitecture(),
        0,
        iff(
          cmp("databaseVolumeRows", "=", 0),
          0,
          div(
            mul("firstVolumeDatabases", "logCapacityPerDatabaseGB"),
            sub(1, "input.volumeFreeSpacePercent")
          )
        )
      ),
      "GB",
      "Volume Requirements!J123"
    ),
    step(
      "restoreVolumeSizeGB",
      "Restore Volume Size",
      iff(
        yes("input.dedicatedRestoreVolume"),
        div(
          mul(
            add(
              mul("firstVolumeDatabases", "databaseSizeGB"),
              mul("firstVolumeDatabases", "logCapacityPerDatabaseGB")
            ),
            iff(
              cmp(
                add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"),
                ">=",
                2
              ),
              1,
              iff(
                cmp("volumeDesign", "=", 1),
                lookup(
                  "recommendedNumberOfDatabasesPerDag",
                  RESTORE_LUN_DATABASES,
                  RESTORE_LUN_CAPACITY,
                  "atMost"
                ),
                1
              )
            )
          ),
          sub(1, "input.volumeFreeSpacePercent")
        ),
        0
      ),
      "GB",
      'Volume Requirements!I9 (RestoreVolSize; Role Requirements!D278 shows it: its test RestoreVolSize="0" compares a number with a text and is never TRUE, so no restore volume shows 0)',
      "The calculator sums the first volume's group (SUMIF(C6:C105,D6,...)); TblNumRestoreLun is Tables!A38:B52."
    ),
    step(
      "logVolumesPerServer",
      "Recommended Number of Transaction Log Volumes / Server",
      iff(valid, iff(sharedLogArchitecture(), 0, "databaseVolumeRows"), text("--")),
      "volumes / server",
      "Volume Requirements!E116"
    ),
    step(
      "databaseVolumesPerServer",
      "Recommended Number of Database(+Log) Volumes / Server",
      iff(valid, "databaseVolumeRows", text("--")),
      "volumes / server",
      "Volume Requirements!E115"
    ),
    step(
      "restoreVolumesPerServer",
      "Number of Restore Volumes / Server",
      iff(valid, iff(yes("input.dedicatedRestoreVolume"), 1, 0), text("--")),
      "volumes / server",
      "Volume Requirements!E118"
    ),
    step(
      "totalVolumesPerServer",
      "Total Recommended Exchange Volumes / Server",
      iff(
        valid,
        add(
          "databaseVolumesPerServer",
          "logVolumesPerServer",
          "autoReseedVolumesEffective",
          "restoreVolumesPerServer"
        ),
        text("--")
      ),
      "volumes / server",
      "Volume Requirements!E119"
    ),
    step(
      "volumeDatabaseCopies",
      "Database copies held by the volume rows",
      min(copies, mul("databaseVolumeRows", "databasesPerVolumeCalculated")),
      "databases",
      "Volume Requirements!C6:C105",
      "The rows of the volume table hold every copy of the server unless it has more than 100 volumes."
    ),
    step(
      "databaseVolumeSpacePerServerGB",
      "Database(+Log) Volume Space Required / Server",
      div(
        add(
          mul("volumeDatabaseCopies", "databaseSizeGB"),
          iff(
            yes("input.dedicatedRestoreVolume"),
            0,
            div(mul("volumeDatabaseCopies", "databaseSizeGB", 1.1), "databasesPerVolumeCalculated")
          ),
          mul(
            add(
              mul("volumeDatabaseCopies", "databaseSizeGB"),
              mul("databaseVolumeRows", "databaseSizeGB")
            ),
            0.2
          ),
          iff(sharedLogArchitecture(), mul("volumeDatabaseCopies", "logCapacityPerDatabaseGB"), 0)
        ),
        sub(1, "input.volumeFreeSpacePercent")
      ),
      "GB",
      "Role Requirements!D276 = Volume Requirements!I223, SUM(I123:I222)",
      "The sum of every volume's size (the formula of databaseVolumeSizeGB per volume) in closed form."
    ),
    step(
      "logVolumeSpacePerServerGB",
      "Log Volume Space Required / Server",
      iff(
        sharedLogArchitecture(),
        0,
        div(
          mul("volumeDatabaseCopies", "logCapacityPerDatabaseGB"),
          sub(1, "input.volumeFreeSpacePercent")
        )
      ),
      "GB",
      "Role Requirements!D277 = Volume Requirements!J223"
    ),
    step(
      "databaseSpacePerServerGB",
      "Database Space Required / Server",
      iff(
        yes("input.highAvailability"),
        mul("databaseSizeGB", copies),
        mul("databaseSizeGB", "recommendedNumberOfDatabasesPerDag")
      ),
      "GB",
      "Role Requirements!D274 (I149 with HA, else I147)"
    ),
    step(
      "logSpacePerServerGB",
      "Log Space Required / Server",
      iff(
        yes("input.highAvailability"),
        mul("logCapacityPerDatabaseGB", copies),
        "totalLogDiskSpaceRequired"
      ),
      "GB",
      "Role Requirements!D275 (I152 with HA, else I150)"
    ),
  ];
}
