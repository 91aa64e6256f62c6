/**
 * The names the storage area (Volume Requirements and Storage Design, E2013Calcv7.6) reads from other
 * areas of the Microsoft method, each with the calculator cell it reproduces. The names are those of
 * helper "ms"'s steps (src/core/microsoft/databases/, scenario/parse.ts). The storage tests feed them
 * with the values mscalc.py gives for those cells (tests/golden/microsoft/storage/storageGoldens.ts); run over helper ms's own steps
 * (its branch, 23 Nov), every name resolved and all 17 golden designs agreed.
 *
 * Inputs are `input.<name>` in the calculator cell's form, as scenario/parse.ts writes them: "Yes"/"No",
 * input.volumeFreeSpacePercent as the cell's fraction (0.05 for 5 %), disk sizes as the cell's text
 * ("4000 GB"), disk types as the drop-down text.
 */
import { Need, needTable } from "../needTable";

/** Scenario inputs, in the calculator cell's form. */
export const INPUT_NEEDS: readonly Need[] = needTable(`
input.highAvailability | Input!C25 | HAOption
input.exchangeServersPerDag | Input!C26 | numMBXServers
input.haCopies | Input!C30 | NumDBCopies
input.laggedCopies | Input!C31 | numLagDBCopies
input.haCopiesSecondary | Input!C32 | numDBCopiesSDC
input.siteResilience | Input!G22 | SiteResilienceEnabled
input.siteResilienceModel | Input!G23 | SRModel
input.dedicatedRestoreVolume | Input!C38 | RestoreVol
input.volumeFreeSpacePercent | Input!C39 | VolGrowth, the cell's fraction
input.jbod | Input!C107 | JBODEvaluation
input.dataVolumesPerServer | Input!C111 | NumDisksPerServer
input.autoReseedVolumes | Input!C112 | AutoReseedVolumes
input.diskCapacityDc1DatabaseLog | Input!C116 | DBDiskSizePDC
input.diskCapacityDc1Log | Input!C117 | LogDiskSizePDC
input.diskCapacityDc1Restore | Input!C118 | ResDiskSizePDC
input.diskCapacityDc2DatabaseLog | Input!C122 | DBDiskSizeSDC
input.diskCapacityDc2Log | Input!C123 | LogDiskSizeSDC
input.diskCapacityDc2Restore | Input!C124 | ResDiskSizeSDC
input.diskTypeDc1DatabaseLog | Input!D116 | DBDiskRPMPDC
input.diskTypeDc2DatabaseLog | Input!D122 | DBDiskRPMSDC
input.storageArchitectureChoice | Storage Design!C191 | StorageArchChoice
`);

/** Every name the storage steps read that they do not define. */
export const NEEDS: readonly Need[] = [
  ...INPUT_NEEDS,
  ...needTable(`
// Database copy instances (Role Requirements I63..I71)
numberOfHaDbCopyInstancesInSdcActual | Role Requirements!I65 | calcNumDBCopyInSDCActual
numberOfLaggedDbCopyInstancesInPdcActual | Role Requirements!I67 | calcNumLagCopyInPDCActual
numberOfLaggedDbCopyInstancesInSdcActual | Role Requirements!I69 | calcNumLagCopyInSDCActual
totalNumberOfHaDbCopyInstances | Role Requirements!I70 | calcTotNumHACopies
totalNumberOfLaggedDbCopyInstances | Role Requirements!I71 | calcTotNumLagCopies
// Storage decisions the database count needs first (databases/storageDecisions.ts, servers.ts)
databaseAndLogIsolationConfigured | Role Requirements!C112 | DBLogIsolation
deployWithMultipleDatabasesPerVolume | Role Requirements!C110 | calcMultipleDBVolume
dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter | Role Requirements!C108 | calcSRAASDDRServers
laggedDatabaseCopiesHostedOnDedicatedServers | Role Requirements!C109 | calcDedLaggedCopyServer
automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired | Role Requirements!C111 | calcDiskLimitOverride
volumeDesign | Volume Requirements!I6 | VolDesign
volumeArchitecture | Volume Requirements!C110 | VolArchitecture
preferredStorageArchitecturePrimaryDatacenter | Role Requirements!I127 | PreferredStorageArch
dbForDiskCap1 | Storage Design!C46 | DBForDiskCap1
dbForDiskCap2 | Storage Design!D46 | DBForDiskCap2
randDbDiskIo1 | Storage Design!C48 | RandDBDiskIO1
randDbDiskIo2 | Storage Design!D48 | RandDBDiskIO2
// Databases
recommendedNumberOfDatabasesPerDag | Role Requirements!C79 | RecNumDBs
recommendedDatabasesPerVolume | Role Requirements!C83 | RecDBperVolume
totalNumberOfDatabaseCopiesPerServer | Role Requirements!C102 | TotNumDBCopiesServer
databaseSizeGB | Volume Requirements!E123 | DBSizeOverhead
logCapacityPerDatabaseGB | Volume Requirements!F123 | LogSizeOverhead
totalLogDiskSpaceRequired | Role Requirements!I150 | TotLogDiskSpace
validationError | Role Requirements!I160 | ValidationCheck (TRUE = rejected)
// I/O per server
dbReadTransfersPerSecondPerServer | Role Requirements!I78 | ReadTransfers = PeakIOPS x aggRWRatio
dbWriteTransfersPerSecondPerServer | Role Requirements!I79 | WriteTransfers
logWriteTransfersPerSecondServer | Role Requirements!I80 | LogWriteTransfers
logReadTransfersPerSecondServer | Role Requirements!I81 | LogReadTransfers
// Servers / DAG
totalDAGsInTheEnvironment | Role Requirements!C96 | calcNumDAGs
numberOfActiveMailboxServersInDc1PerDag | Role Requirements!I86 | calcNumAMBXServersDC1
numberOfDrMailboxServersInDc1PerDag | Role Requirements!I87 | calcNumPMBXServersDC1
numberOfActiveMailboxServersInDc2PerDag | Role Requirements!I88 | calcNumAMBXServersDC2
numberOfDrMailboxServersInDc2PerDag | Role Requirements!I89 | calcNumPMBXServersDC2
numberOfLaggedCopyServersInDc1PerDag | Role Requirements!I99 | calcNumLagMBXServersPDC
numberOfLaggedCopyServersInDc2PerDag | Role Requirements!I100 | calcNumLagMBXServersSDC
numberOfLaggedCopiesPerDagInDc1 | Role Requirements!I101 | calcTotNumLagDBCopiesPDC
numberOfLaggedCopiesPerDagInDc2 | Role Requirements!I102 | calcTotNumLagDBCopiesSDC
`),
];
