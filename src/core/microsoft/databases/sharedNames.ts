/**
 * The names the servers area (helper "srv") and the storage area (helper "vol") read, as steps over the
 * database area's own names (their lists: tests/golden/microsoft/{servers,storage}/needs.ts): each is
 * the calculator cell its NEEDS entry names (mostly `ref(...)` of the step for that cell).
 * Two names are not given here because the output of the same name is another cell: `dagCount` (the output,
 * Role Requirements!F223; the input Input!C27 is `input.dagCount`) and `mailboxesPerDatabase` (the output
 * C244; the unwrapped C81 is `recommendedMailboxesPerDatabase`).
 *
 * Translated by scripts/microsoft/write.py from those NEEDS lists (it writes the one-step-per-alias form to
 * /tmp/ms/sharedNames.flat.ts); here the aliases are a table, one a line (issue 29), and an alias of a
 * scenario input in that input's own unit and cell is its key alone (scenario/inputs.ts holds them once).
 */
import { ref, Step } from "../../formula";
import { msStep } from "../msStep";
import { row } from "../stepRow";
import { GLOBAL_INPUTS, TIER_INPUTS } from "../scenario/inputs";

const ALIAS_NOTE = "The name the servers and storage areas read for this cell.";

export const sharedNameSteps: readonly Step[] = [
  ...aliases(`
tier1.quotaMB
tier2.quotaMB
tier3.quotaMB
tier4.quotaMB
tier1.avgMessageKB
tier2.avgMessageKB
tier3.avgMessageKB
tier4.avgMessageKB
tier1.mailboxesPerDatabase | Tier-1 Number of Mailboxes / DB | tier1NumberOfMailboxesPerDb | mailboxes | Role Requirements!C70
tier2.mailboxesPerDatabase | Tier-2 Number of Mailboxes / DB | tier2NumberOfMailboxesPerDb | mailboxes | Role Requirements!C71
tier3.mailboxesPerDatabase | Tier-3 Number of Mailboxes / DB | tier3NumberOfMailboxesPerDb | mailboxes | Role Requirements!C72
tier4.mailboxesPerDatabase | Tier-4 Number of Mailboxes / DB | tier4NumberOfMailboxesPerDb | mailboxes | Role Requirements!C73
highAvailability
multiRole
virtualization
hypervisorOverhead
exchangeServersPerDag
haCopies
laggedCopies
haCopiesSecondary
laggedCopiesSecondary
activationBlockSecondary
dataVolumesPerServer |  | input.dataVolumesPerServer | volumes / server | Input!C111
coresPerServer
specIntRate2006
coresPerServerSecondary |  | input.coresPerServerSecondary | servers | Input!C132
specIntRate2006Secondary
coresPerServerLagged
specIntRate2006Lagged
siteResilience |  | input.siteResilience |  | Input!G22
siteResilienceModel |  | input.siteResilienceModel |  | Input!G23
haCopiesDc1 | Number of HA DB Copy Instances in PDC | numberOfHaDbCopyInstancesInPdc | copies | Role Requirements!I62
haCopiesDc1Actual | Number of HA DB Copy Instances in PDC (Actual) | numberOfHaDbCopyInstancesInPdcActual | copies | Role Requirements!I63
haCopiesDc2 | Number of HA DB Copy Instances in SDC | numberOfHaDbCopyInstancesInSdc | copies | Role Requirements!I64
haCopiesDc2Actual | Number of HA DB Copy Instances in SDC (Actual) | numberOfHaDbCopyInstancesInSdcActual | copies | Role Requirements!I65
laggedCopiesDc1Actual | Number of Lagged DB Copy Instances in PDC (Actual) | numberOfLaggedDbCopyInstancesInPdcActual | copies | Role Requirements!I67
laggedCopiesDc2Actual | Number of Lagged DB Copy Instances in SDC (Actual) | numberOfLaggedDbCopyInstancesInSdcActual | copies | Role Requirements!I69
haCopiesTotal | Total Number of HA DB Copy Instances | totalNumberOfHaDbCopyInstances | copies | Role Requirements!I70
laggedCopiesTotal | Total Number of Lagged DB Copy Instances | totalNumberOfLaggedDbCopyInstances | copies | Role Requirements!I71
dedicatedDrServersEffective | Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter | dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter | servers | Role Requirements!C108
laggedCopiesOnDedicatedServersEffective | Lagged Database Copies Hosted on Dedicated Servers | laggedDatabaseCopiesHostedOnDedicatedServers | copies | Role Requirements!C109
autoCalculateVolumesEffective | Automatically calculate number of Exchange database volumes required | automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired |  | Role Requirements!C111
recommendedDatabaseCount | Recommended Number of Databases / DAG | recommendedNumberOfDatabasesPerDag | databases | Role Requirements!C79
recommendedMaxDatabaseSizeGB | Recommended Maximum Database Size | recommendedMaximumDatabaseSize | GB | Role Requirements!C63
databasesForSymmetricalDistribution | Calculated Number of Databases for Symmetrical Distribution | calculatedNumberOfDatabasesForSymmetricalDistribution | databases | Role Requirements!C78
activeDatabasesDc1 | Number of Active Databases in Datacenter 1 / DAG | numberOfActiveDatabasesInDatacenter1PerDag | databases | Role Requirements!C86
activeDatabasesDc2 | Number of Active Databases in Datacenter 2 / DAG | numberOfActiveDatabasesInDatacenter2PerDag | databases | Role Requirements!C87
recommendedMailboxesPerDatabase | Recommended Number of Mailboxes / DB | recommendedNumberOfMailboxesPerDb | mailboxes | Role Requirements!C81
totalMailboxes | Total Mailboxes in the Environment | totalMailboxesInTheEnvironment | mailboxes | Role Requirements!C97
dagsTotal | Total DAGs in the Environment | totalDAGsInTheEnvironment | DAGs | Role Requirements!C96
activeDatabasesPerServerNormalRun | Number of Active Databases / PDC Server (Normal Run time) | numberOfActiveDatabasesPerPdcServerNormalRunTime | databases | Role Requirements!C116
databaseCopiesPerServerTotal | Total Number of Database Copies per Server | totalNumberOfDatabaseCopiesPerServer | copies | Role Requirements!C102
haCopiesDc1InDc1 | Number of DC1 Active+Passive HA DB Copies in DC1 / DAG | numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag | copies | Role Requirements!C88
haPassiveCopiesDc1InDc2 | Number of DC1 Passive HA DB Copies in DC2 / DAG | numberOfDc1PassiveHaDbCopiesInDc2PerDag | copies | Role Requirements!C90
haPassiveCopiesDc2InDc1 | Number of DC2 Passive HA DB Copies in DC1 / DAG | numberOfDc2PassiveHaDbCopiesInDc1PerDag | copies | Role Requirements!C92
haDatabaseCopiesDc1 | Number of HA DB Copies / DAG in Datacenter 1 | numberOfHaDbCopiesPerDagInDatacenter1 | copies | Role Requirements!I116
haDatabaseCopiesDc2 | Number of HA DB Copies / DAG in Datacenter 2 | numberOfHaDbCopiesPerDagInDatacenter2 | copies | Role Requirements!I117
laggedDatabaseCopiesDc1 | Number of Lagged DB Copies / DAG in Datacenter 1 | numberOfLaggedDbCopiesPerDagInDatacenter1 | copies | Role Requirements!I118
laggedDatabaseCopiesDc2 | Number of Lagged DB Copies / DAG in Datacenter 2 | numberOfLaggedDbCopiesPerDagInDatacenter2 | copies | Role Requirements!I119
activeServersDc1 | Number of Active Mailbox Servers in DC1 / DAG | numberOfActiveMailboxServersInDc1PerDag | servers | Role Requirements!I86
drServersDc1 | Number of DR Mailbox Servers in DC1 / DAG | numberOfDrMailboxServersInDc1PerDag | servers | Role Requirements!I87
activeServersDc2 | Number of Active Mailbox Servers in DC2 / DAG | numberOfActiveMailboxServersInDc2PerDag | servers | Role Requirements!I88
drServersDc2 | Number of DR Mailbox Servers in DC2 / DAG | numberOfDrMailboxServersInDc2PerDag | servers | Role Requirements!I89
mailboxServersInDag | Total Number of Mailbox Servers / DAG | totalNumberOfMailboxServersPerDag | servers | Role Requirements!I91
laggedServers | Number of Lagged Copy Servers / DAG | numberOfLaggedCopyServersPerDag | servers | Role Requirements!I98
laggedServersDc1 | Number of Lagged Copy Servers in DC1 / DAG | numberOfLaggedCopyServersInDc1PerDag | servers | Role Requirements!I99
laggedServersDc2 | Number of Lagged Copy Servers in DC2 / DAG | numberOfLaggedCopyServersInDc2PerDag | servers | Role Requirements!I100
siteResilienceEnabled |  | input.siteResilience |  | Input!G22
dedicatedDrServers |  | input.dedicatedDrServers | servers | Input!G26
laggedCopiesOnDedicatedServers |  | input.laggedCopiesOnDedicatedServers | copies | Input!G30
dataOverheadFactor
dedicatedRestoreVolume
`),
  row.noted(
    "The scenario's percent (5 = the cell's 0.05), as the storage area reads it."
  )`volumeFreeSpacePercent | volumeFreeSpacePercent | % | Input!C39
    input.volumeFreeSpacePercent*100`,
  ...aliases(`
backupMode
backupFrequency
jbod
multipleDatabasesPerVolume |  | input.multipleDatabasesPerVolume | databases | Input!C108
databasesPerVolumeMatchCopyCount |  | input.databasesPerVolumeMatchCopyCount | copies | Input!C109
autoCalculateVolumes
autoReseedVolumes |  | input.autoReseedVolumes | volumes / server | Input!C112
`),
  row.noted(
    "The Datacenter 1 Database + Log disk size as a number of GB (the cell holds \"4000 GB\"); the calculator's varDiskSize list, Tables!A200:B225, read by its rule (diskTables.ts DISK_SIZE_RULE): the size's own number, so any size works."
  )`diskCapacityGB | diskCapacityGB | GB | Input!C116
    NUMBERIN(input.diskCapacityDc1DatabaseLog," GB")`,
  row.noted(
    "The Datacenter 1 Database + Log disk type (the scenario sets all 8 rows at once)."
  )`diskType | diskType |  | Input!D116
    ${ref("input.diskTypeDc1DatabaseLog")}`,
  ...aliases(`
storageArchitectureChoice
haCopiesPrimaryActual | Number of HA DB Copy Instances in PDC (Actual) | numberOfHaDbCopyInstancesInPdcActual | copies | Role Requirements!I63
haCopiesSecondaryActual | Number of HA DB Copy Instances in SDC (Actual) | numberOfHaDbCopyInstancesInSdcActual | copies | Role Requirements!I65
laggedCopiesPrimaryActual | Number of Lagged DB Copy Instances in PDC (Actual) | numberOfLaggedDbCopyInstancesInPdcActual | copies | Role Requirements!I67
laggedCopiesSecondaryActual | Number of Lagged DB Copy Instances in SDC (Actual) | numberOfLaggedDbCopyInstancesInSdcActual | copies | Role Requirements!I69
recommendedDatabases | Recommended Number of Databases / DAG | recommendedNumberOfDatabasesPerDag | databases | Role Requirements!C79
totalDatabaseCopiesPerServer | Total Number of Database Copies per Server | totalNumberOfDatabaseCopiesPerServer | copies | Role Requirements!C102
totalLogSpaceGB | Total Log Disk Space Required | totalLogDiskSpaceRequired | GB | Role Requirements!I150
dbReadTransfersPerServer | DB Read Transfers/s / Server | dbReadTransfersPerSecondPerServer | IOPS | Role Requirements!I78
dbWriteTransfersPerServer | DB Write Transfers/s / Server | dbWriteTransfersPerSecondPerServer | IOPS | Role Requirements!I79
logWriteTransfersPerServer | Log Write Transfers/s /Server | logWriteTransfersPerSecondServer | IOPS | Role Requirements!I80
logReadTransfersPerServer | Log Read Transfers/s /Server | logReadTransfersPerSecondServer | IOPS | Role Requirements!I81
dagsEnvironment | Total DAGs in the Environment | totalDAGsInTheEnvironment | DAGs | Role Requirements!C96
laggedCopiesDc1 | Number of Lagged Copies / DAG in DC1 | numberOfLaggedCopiesPerDagInDc1 | copies | Role Requirements!I101
laggedCopiesDc2 | Number of Lagged Copies / DAG in DC2 | numberOfLaggedCopiesPerDagInDc2 | copies | Role Requirements!I102
dbLogIsolation | Database and Log Isolation Configured | databaseAndLogIsolationConfigured |  | Role Requirements!C112
multipleDatabasesPerVolumeEffective | Deploy with Multiple Databases per Volume | deployWithMultipleDatabasesPerVolume | databases | Role Requirements!C110
preferredStorageArchitecture | Preferred Storage Architecture (Primary Datacenter) | preferredStorageArchitecturePrimaryDatacenter |  | Role Requirements!I127
dbDiskFormattedCapacityGB |  | dbForDiskCap1 | GB | Storage Design!C46
dbDiskFormattedCapacityGBSecondary |  | dbForDiskCap2 | GB | Storage Design!D46
dbDiskRandomIops |  | randDbDiskIo1 | IOPS | Storage Design!C48
dbDiskRandomIopsSecondary |  | randDbDiskIo2 | IOPS | Storage Design!D48
`),
];

/**
 * The aliases of a table, one a line: `key | label | the name it reads | unit | cell`, the label left
 * empty where it is the key. Each is the step key = ref(name), citing the cell, with the one note.
 * A line that is a key alone is inputAlias(key).
 * Example: "dataVolumesPerServer |  | input.dataVolumesPerServer | volumes / server | Input!C111" is the
 * step dataVolumesPerServer = input.dataVolumesPerServer, in volumes / server, cited
 * "E2013Calcv7.6, Input!C111".
 */
function aliases(table: string): Step[] {
  return table
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [key, label, name, unit, cell] = line.split("|").map((x) => x.trim());
      if (name === undefined) return inputAlias(key);
      return msStep(key, label || key, ref(name), unit, cell, ALIAS_NOTE);
    });
}

/**
 * The alias of the scenario input of the same name: key = ref(input.key), in the input's unit, citing
 * its first cell (scenario/inputs.ts); a tier's input (tier<t>.<name>) cites "tier t input".
 * Example: "haCopies" is the step haCopies = input.haCopies, in copies, cited "E2013Calcv7.6,
 * Input!C30"; "tier1.quotaMB" is tier1.quotaMB = input.tier1.quotaMB, in MB, cited "E2013Calcv7.6, tier
 * 1 input".
 */
function inputAlias(key: string): Step {
  const tier = /^tier(\d)\.(\w+)$/.exec(key);
  const input = tier
    ? TIER_INPUTS.find((i) => i.name === tier[2])
    : GLOBAL_INPUTS.find((i) => i.name === key);
  if (!input) throw new Error(`sharedNames: ${key} is not a scenario input`);
  const cell = tier ? `tier ${tier[1]} input` : input.cells[0];
  return msStep(key, key, ref(`input.${key}`), input.unit ?? "", cell, ALIAS_NOTE);
}
