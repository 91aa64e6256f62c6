/**
 * The storage decisions the database count reads: volume architecture, backup-set design, the database disk's formatted capacity and random IOPS (Volume Requirements and Storage Design sheets).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, and, bool, cmp, div, iff, lookup, mul, or, text } from "../../formula";
import { rawCapacityExpr } from "../scenario/diskTables";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const storageDecisionSteps: readonly Step[] = [
  msStep(
    "volumeDesign",
    "VolDesign",
    iff(
      cmp("input.backupMode", "=", text("Hardware VSS Backup/Restore")),
      1,
      iff(
        and(
          cmp("input.highAvailability", "=", text("Yes")),
          cmp("input.haCopies", ">=", 2),
          cmp("databaseAndLogIsolationConfigured", "=", text("No")),
          or(
            cmp("input.jbod", "=", text("No")),
            and(
              cmp("input.jbod", "=", text("Yes")),
              cmp("deployWithMultipleDatabasesPerVolume", "=", text("No"))
            )
          )
        ),
        1,
        iff(
          and(
            cmp("input.highAvailability", "=", text("Yes")),
            cmp("input.haCopies", ">=", 2),
            cmp("databaseAndLogIsolationConfigured", "=", text("No")),
            cmp("input.jbod", "=", text("Yes")),
            cmp("deployWithMultipleDatabasesPerVolume", "=", text("Yes"))
          ),
          text("MultDBs"),
          lookup(
            "input.backupFrequency",
            [
              "Daily Full",
              "Weekly Full / Daily Incremental",
              "Weekly Full / Daily Differential",
              "Bi-Monthly Full / Daily Incremental",
            ],
            [1, "1/7", "1/7", "1/7"]
          )
        )
      )
    ),
    "",
    "Volume Requirements!I6 (VolDesign)"
  ),
  msStep(
    "volumeArchitecture",
    "VolArchitecture",
    iff(
      cmp("volumeDesign", "=", text("1/7")),
      text("2 Volumes / Backup Set"),
      iff(
        and(
          cmp("input.highAvailability", "=", text("Yes")),
          cmp(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"), ">=", 2),
          cmp("databaseAndLogIsolationConfigured", "=", text("No")),
          cmp("input.backupMode", "<>", text("Hardware VSS Backup/Restore"))
        ),
        iff(
          cmp("deployWithMultipleDatabasesPerVolume", "=", text("Yes")),
          text("Multiple DBs / Volume"),
          text("1 Volume / DB")
        ),
        text("2 Volumes / DB")
      )
    ),
    "",
    "Volume Requirements!C110 (VolArchitecture)"
  ),
  msStep(
    "dbRawDiskCap1",
    "DBRawDiskCap1",
    rawCapacityExpr("input.diskCapacityDc1DatabaseLog"),
    "GB",
    "Storage Design!C45 (DBRawDiskCap1)"
  ),
  msStep(
    "dbForDiskCap1",
    "DBForDiskCap1",
    div(div(div(mul(mul(mul("dbRawDiskCap1", 1000), 1000), 1000), 1024), 1024), 1024),
    "GB",
    "Storage Design!C46 (DBForDiskCap1)"
  ),
  msStep(
    "dbRawDiskCap2",
    "DBRawDiskCap2",
    rawCapacityExpr("input.diskCapacityDc2DatabaseLog"),
    "GB",
    "Storage Design!D45 (DBRawDiskCap2)"
  ),
  msStep(
    "dbForDiskCap2",
    "DBForDiskCap2",
    div(div(div(mul(mul(mul("dbRawDiskCap2", 1000), 1000), 1000), 1024), 1024), 1024),
    "GB",
    "Storage Design!D46 (DBForDiskCap2)"
  ),
  msStep(
    "randDbDiskIo1",
    "RandDBDiskIO1",
    iff(
      cmp("input.diskTypeDc1DatabaseLog", "=", text("--")),
      0,
      lookup(
        "input.diskTypeDc1DatabaseLog",
        [
          '5.2K RPM SATA 2.5"',
          '5.4K RPM SATA 2.5"',
          '5.9K RPM SATA 2.5"',
          '5.2K RPM SATA 3.5"',
          '5.4K RPM SATA 3.5"',
          '5.9K RPM SATA 3.5"',
          '5.2K RPM SAS 3.5"',
          '5.4K RPM SAS 3.5"',
          '5.9K RPM SAS 3.5"',
          '7.2K RPM SATA 2.5"',
          '7.2K RPM SATA 3.5"',
          '7.2K RPM SAS 2.5"',
          '7.2K RPM SAS 3.5"',
          '10K RPM SAS 2.5"',
          '15K RPM SAS 2.5"',
          '10K RPM FC/SCSI/SAS 3.5"',
          '15K RPM FC/SCSI/SAS 3.5"',
        ],
        [55, 55, 55, 50, 50, 50, 52.5, 52.5, 52.5, 60, 55, 62.5, 57.5, 165, 230, 130, 180]
      )
    ),
    "IOPS / disk",
    "Storage Design!C48 (RandDBDiskIO1)"
  ),
  msStep(
    "firstDatabaseSet",
    "firstDatabaseSet",
    iff(
      cmp("validationError", "=", bool(false)),
      iff(cmp("input.highAvailability", "=", text("Yes")), text("DB-x"), 1),
      text("--")
    ),
    "databases",
    "Volume Requirements!B123"
  ),
  msStep(
    "databaseSizeNoOverheadGB",
    "DBSize",
    iff(
      cmp("firstDatabaseSet", "<>", text("--")),
      div(
        mul(
          "recommendedNumberOfMailboxesPerDb",
          add(
            add(
              add(
                mul("tier1UserMailboxRatio", "tier1.mailboxSizeOnDiskMB"),
                mul("tier3UserMailboxRatio", "tier3.mailboxSizeOnDiskMB")
              ),
              mul("tier2UserMailboxRatio", "tier2.mailboxSizeOnDiskMB")
            ),
            mul("tier4UserMailboxRatio", "tier4.mailboxSizeOnDiskMB")
          )
        ),
        1024
      ),
      0
    ),
    "GB",
    "Volume Requirements!D123 (DBSize)"
  ),
  msStep(
    "databaseSizeGB",
    "DBSizeOverhead",
    mul("databaseSizeNoOverheadGB", add(1, "input.dataOverheadFactor")),
    "GB",
    "Volume Requirements!E123 (DBSizeOverhead)"
  ),
  msStep(
    "logCapacityPerDatabaseGB",
    "LogSizeOverhead",
    iff(
      cmp("firstDatabaseSet", "<>", text("--")),
      div("totalLogDiskSpaceRequired", "recommendedNumberOfDatabasesPerDag"),
      0
    ),
    "GB",
    "Volume Requirements!F123 (LogSizeOverhead)"
  ),
  msStep(
    "randDbDiskIo2",
    "RandDBDiskIO2",
    iff(
      cmp("input.diskTypeDc2DatabaseLog", "=", text("--")),
      0,
      lookup(
        "input.diskTypeDc2DatabaseLog",
        [
          '5.2K RPM SATA 2.5"',
          '5.4K RPM SATA 2.5"',
          '5.9K RPM SATA 2.5"',
          '5.2K RPM SATA 3.5"',
          '5.4K RPM SATA 3.5"',
          '5.9K RPM SATA 3.5"',
          '5.2K RPM SAS 3.5"',
          '5.4K RPM SAS 3.5"',
          '5.9K RPM SAS 3.5"',
          '7.2K RPM SATA 2.5"',
          '7.2K RPM SATA 3.5"',
          '7.2K RPM SAS 2.5"',
          '7.2K RPM SAS 3.5"',
          '10K RPM SAS 2.5"',
          '15K RPM SAS 2.5"',
          '10K RPM FC/SCSI/SAS 3.5"',
          '15K RPM FC/SCSI/SAS 3.5"',
        ],
        [55, 55, 55, 50, 50, 50, 52.5, 52.5, 52.5, 60, 55, 62.5, 57.5, 165, 230, 130, 180]
      )
    ),
    "IOPS / disk",
    "Storage Design!D48 (RandDBDiskIO2)"
  ),
];
