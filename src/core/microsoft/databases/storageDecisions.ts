/**
 * The storage decisions the database count reads: volume architecture, backup-set design, the database disk's formatted capacity and random IOPS (Volume Requirements and Storage Design sheets).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { f } from "../../formula";
import { rawCapacityExpr } from "../scenario/diskTables";
import { row } from "../stepRow";
import { tierSum } from "./tierSum";
import type { Step } from "../../formula";

/** The random IOPS of datacenter dc's database disk type (Storage Design C48, D48), 0 for "--". */
const randomIopsPerDisk = (dc: 1 | 2) =>
  f`IF(
    input.diskTypeDc${dc}DatabaseLog="--",
    0,
    LOOKUP(
      input.diskTypeDc${dc}DatabaseLog,
      {
        "5.2K RPM SATA 2.5""","5.4K RPM SATA 2.5""","5.9K RPM SATA 2.5""","5.2K RPM SATA 3.5""",
        "5.4K RPM SATA 3.5""","5.9K RPM SATA 3.5""","5.2K RPM SAS 3.5""","5.4K RPM SAS 3.5""",
        "5.9K RPM SAS 3.5""","7.2K RPM SATA 2.5""","7.2K RPM SATA 3.5""","7.2K RPM SAS 2.5""",
        "7.2K RPM SAS 3.5""","10K RPM SAS 2.5""","15K RPM SAS 2.5""","10K RPM FC/SCSI/SAS 3.5""",
        "15K RPM FC/SCSI/SAS 3.5"""},
      {55,55,55,50,50,50,52.5,52.5,52.5,60,55,62.5,57.5,165,230,130,180},0)
  )`;

export const storageDecisionSteps: readonly Step[] = [
  row`volumeDesign | VolDesign |  | Volume Requirements!I6 (VolDesign)
    IF(
      input.backupMode="Hardware VSS Backup/Restore",
      1,
      IF(
        AND(
          input.highAvailability="Yes",input.haCopies>=2,databaseAndLogIsolationConfigured="No",
          OR(input.jbod="No",AND(input.jbod="Yes",deployWithMultipleDatabasesPerVolume="No"))),
        1,
        IF(
          AND(
            input.highAvailability="Yes",input.haCopies>=2,databaseAndLogIsolationConfigured="No",
            input.jbod="Yes",deployWithMultipleDatabasesPerVolume="Yes"),
          "MultDBs",
          LOOKUP(
            input.backupFrequency,
            {
              "Daily Full","Weekly Full / Daily Incremental","Weekly Full / Daily Differential",
              "Bi-Monthly Full / Daily Incremental"},
            {1,"1/7","1/7","1/7"},0)
        )
      )
    )`,
  row`volumeArchitecture | VolArchitecture |  | Volume Requirements!C110 (VolArchitecture)
    IF(
      volumeDesign="1/7",
      "2 Volumes / Backup Set",
      IF(
        AND(
          input.highAvailability="Yes",
          totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=2,
          databaseAndLogIsolationConfigured="No",input.backupMode<>"Hardware VSS Backup/Restore"),
        IF(deployWithMultipleDatabasesPerVolume="Yes","Multiple DBs / Volume","1 Volume / DB"),
        "2 Volumes / DB")
    )`,
  row`dbRawDiskCap1 | DBRawDiskCap1 | GB | Storage Design!C45 (DBRawDiskCap1)
    ${rawCapacityExpr("input.diskCapacityDc1DatabaseLog")}`,
  row`dbForDiskCap1 | DBForDiskCap1 | GB | Storage Design!C46 (DBForDiskCap1)
    dbRawDiskCap1*1000*1000*1000/1024/1024/1024`,
  row`dbRawDiskCap2 | DBRawDiskCap2 | GB | Storage Design!D45 (DBRawDiskCap2)
    ${rawCapacityExpr("input.diskCapacityDc2DatabaseLog")}`,
  row`dbForDiskCap2 | DBForDiskCap2 | GB | Storage Design!D46 (DBForDiskCap2)
    dbRawDiskCap2*1000*1000*1000/1024/1024/1024`,
  row`randDbDiskIo1 | RandDBDiskIO1 | IOPS / disk | Storage Design!C48 (RandDBDiskIO1)
    ${randomIopsPerDisk(1)}`,
  row`firstDatabaseSet | firstDatabaseSet | databases | Volume Requirements!B123
    IF(validationError=FALSE,IF(input.highAvailability="Yes","DB-x",1),"--")`,
  row`databaseSizeNoOverheadGB | DBSize | GB | Volume Requirements!D123 (DBSize)
    IF(
      firstDatabaseSet<>"--",
      recommendedNumberOfMailboxesPerDb
      *(${tierSum([1, 3, 2, 4], (t) => f`tier${t}UserMailboxRatio*tier${t}.mailboxSizeOnDiskMB`)})
      /1024,
      0)`,
  row`databaseSizeGB | DBSizeOverhead | GB | Volume Requirements!E123 (DBSizeOverhead)
    databaseSizeNoOverheadGB*(1+input.dataOverheadFactor)`,
  row`logCapacityPerDatabaseGB | LogSizeOverhead | GB | Volume Requirements!F123 (LogSizeOverhead)
    IF(firstDatabaseSet<>"--",totalLogDiskSpaceRequired/recommendedNumberOfDatabasesPerDag,0)`,
  row`randDbDiskIo2 | RandDBDiskIO2 | IOPS / disk | Storage Design!D48 (RandDBDiskIO2)
    ${randomIopsPerDisk(2)}`,
];
