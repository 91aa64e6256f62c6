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
export interface Need {
  readonly name: string;
  readonly cell: string;
  readonly meaning: string;
}

/** Scenario inputs, in the calculator cell's form. */
export const INPUT_NEEDS: readonly Need[] = [
  { name: "input.highAvailability", cell: "Input!C25", meaning: "HAOption" },
  { name: "input.exchangeServersPerDag", cell: "Input!C26", meaning: "numMBXServers" },
  { name: "input.haCopies", cell: "Input!C30", meaning: "NumDBCopies" },
  { name: "input.laggedCopies", cell: "Input!C31", meaning: "numLagDBCopies" },
  { name: "input.haCopiesSecondary", cell: "Input!C32", meaning: "numDBCopiesSDC" },
  { name: "input.siteResilience", cell: "Input!G22", meaning: "SiteResilienceEnabled" },
  { name: "input.siteResilienceModel", cell: "Input!G23", meaning: "SRModel" },
  { name: "input.dedicatedRestoreVolume", cell: "Input!C38", meaning: "RestoreVol" },
  {
    name: "input.volumeFreeSpacePercent",
    cell: "Input!C39",
    meaning: "VolGrowth, the cell's fraction",
  },
  { name: "input.jbod", cell: "Input!C107", meaning: "JBODEvaluation" },
  { name: "input.dataVolumesPerServer", cell: "Input!C111", meaning: "NumDisksPerServer" },
  { name: "input.autoReseedVolumes", cell: "Input!C112", meaning: "AutoReseedVolumes" },
  { name: "input.diskCapacityDc1DatabaseLog", cell: "Input!C116", meaning: "DBDiskSizePDC" },
  { name: "input.diskCapacityDc1Log", cell: "Input!C117", meaning: "LogDiskSizePDC" },
  { name: "input.diskCapacityDc1Restore", cell: "Input!C118", meaning: "ResDiskSizePDC" },
  { name: "input.diskCapacityDc2DatabaseLog", cell: "Input!C122", meaning: "DBDiskSizeSDC" },
  { name: "input.diskCapacityDc2Log", cell: "Input!C123", meaning: "LogDiskSizeSDC" },
  { name: "input.diskCapacityDc2Restore", cell: "Input!C124", meaning: "ResDiskSizeSDC" },
  { name: "input.diskTypeDc1DatabaseLog", cell: "Input!D116", meaning: "DBDiskRPMPDC" },
  { name: "input.diskTypeDc2DatabaseLog", cell: "Input!D122", meaning: "DBDiskRPMSDC" },
  {
    name: "input.storageArchitectureChoice",
    cell: "Storage Design!C191",
    meaning: "StorageArchChoice",
  },
];

/** Every name the storage steps read that they do not define. */
export const NEEDS: readonly Need[] = [
  ...INPUT_NEEDS,
  // Database copy instances (Role Requirements I63..I71)
  {
    name: "numberOfHaDbCopyInstancesInSdcActual",
    cell: "Role Requirements!I65",
    meaning: "calcNumDBCopyInSDCActual",
  },
  {
    name: "numberOfLaggedDbCopyInstancesInPdcActual",
    cell: "Role Requirements!I67",
    meaning: "calcNumLagCopyInPDCActual",
  },
  {
    name: "numberOfLaggedDbCopyInstancesInSdcActual",
    cell: "Role Requirements!I69",
    meaning: "calcNumLagCopyInSDCActual",
  },
  {
    name: "totalNumberOfHaDbCopyInstances",
    cell: "Role Requirements!I70",
    meaning: "calcTotNumHACopies",
  },
  {
    name: "totalNumberOfLaggedDbCopyInstances",
    cell: "Role Requirements!I71",
    meaning: "calcTotNumLagCopies",
  },
  // Storage decisions the database count needs first (databases/storageDecisions.ts, servers.ts)
  {
    name: "databaseAndLogIsolationConfigured",
    cell: "Role Requirements!C112",
    meaning: "DBLogIsolation",
  },
  {
    name: "deployWithMultipleDatabasesPerVolume",
    cell: "Role Requirements!C110",
    meaning: "calcMultipleDBVolume",
  },
  {
    name: "dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter",
    cell: "Role Requirements!C108",
    meaning: "calcSRAASDDRServers",
  },
  {
    name: "laggedDatabaseCopiesHostedOnDedicatedServers",
    cell: "Role Requirements!C109",
    meaning: "calcDedLaggedCopyServer",
  },
  {
    name: "automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired",
    cell: "Role Requirements!C111",
    meaning: "calcDiskLimitOverride",
  },
  { name: "volumeDesign", cell: "Volume Requirements!I6", meaning: "VolDesign" },
  { name: "volumeArchitecture", cell: "Volume Requirements!C110", meaning: "VolArchitecture" },
  {
    name: "preferredStorageArchitecturePrimaryDatacenter",
    cell: "Role Requirements!I127",
    meaning: "PreferredStorageArch",
  },
  { name: "dbForDiskCap1", cell: "Storage Design!C46", meaning: "DBForDiskCap1" },
  { name: "dbForDiskCap2", cell: "Storage Design!D46", meaning: "DBForDiskCap2" },
  { name: "randDbDiskIo1", cell: "Storage Design!C48", meaning: "RandDBDiskIO1" },
  // Databases
  {
    name: "recommendedNumberOfDatabasesPerDag",
    cell: "Role Requirements!C79",
    meaning: "RecNumDBs",
  },
  {
    name: "recommendedDatabasesPerVolume",
    cell: "Role Requirements!C83",
    meaning: "RecDBperVolume",
  },
  {
    name: "totalNumberOfDatabaseCopiesPerServer",
    cell: "Role Requirements!C102",
    meaning: "TotNumDBCopiesServer",
  },
  { name: "databaseSizeGB", cell: "Volume Requirements!E123", meaning: "DBSizeOverhead" },
  {
    name: "logCapacityPerDatabaseGB",
    cell: "Volume Requirements!F123",
    meaning: "LogSizeOverhead",
  },
  { name: "totalLogDiskSpaceRequired", cell: "Role Requirements!I150", meaning: "TotLogDiskSpace" },
  {
    name: "validationError",
    cell: "Role Requirements!I160",
    meaning: "ValidationCheck (TRUE = rejected)",
  },
  // I/O per server
  {
    name: "dbReadTransfersPerSecondPerServer",
    cell: "Role Requirements!I78",
    meaning: "ReadTransfers = PeakIOPS x aggRWRatio",
  },
  {
    name: "dbWriteTransfersPerSecondPerServer",
    cell: "Role Requirements!I79",
    meaning: "WriteTransfers",
  },
  {
    name: "logWriteTransfersPerSecondServer",
    cell: "Role Requirements!I80",
    meaning: "LogWriteTransfers",
  },
  {
    name: "logReadTransfersPerSecondServer",
    cell: "Role Requirements!I81",
    meaning: "LogReadTransfers",
  },
  // Servers / DAG
  { name: "totalDAGsInTheEnvironment", cell: "Role Requirements!C96", meaning: "calcNumDAGs" },
  {
    name: "numberOfActiveMailboxServersInDc1PerDag",
    cell: "Role Requirements!I86",
    meaning: "calcNumAMBXServersDC1",
  },
  {
    name: "numberOfDrMailboxServersInDc1PerDag",
    cell: "Role Requirements!I87",
    meaning: "calcNumPMBXServersDC1",
  },
  {
    name: "numberOfActiveMailboxServersInDc2PerDag",
    cell: "Role Requirements!I88",
    meaning: "calcNumAMBXServersDC2",
  },
  {
    name: "numberOfDrMailboxServersInDc2PerDag",
    cell: "Role Requirements!I89",
    meaning: "calcNumPMBXServersDC2",
  },
  {
    name: "numberOfLaggedCopyServersInDc1PerDag",
    cell: "Role Requirements!I99",
    meaning: "calcNumLagMBXServersPDC",
  },
  {
    name: "numberOfLaggedCopyServersInDc2PerDag",
    cell: "Role Requirements!I100",
    meaning: "calcNumLagMBXServersSDC",
  },
  {
    name: "numberOfLaggedCopiesPerDagInDc1",
    cell: "Role Requirements!I101",
    meaning: "calcTotNumLagDBCopiesPDC",
  },
  {
    name: "numberOfLaggedCopiesPerDagInDc2",
    cell: "Role Requirements!I102",
    meaning: "calcTotNumLagDBCopiesSDC",
  },
];

/**
 * What the copy layout (src/core/microsoft/layout) reads: the databases per DAG, the servers hosting
 * active mailboxes per DAG (per datacenter), the HA copies (the active one included) and the lagged
 * copies, as NEEDS lists them, and the failure-mode active databases per server of helper "srv"
 * (compared with mscalc's in the layout tests).
 */
const LAYOUT_NAMES = [
  "recommendedNumberOfDatabasesPerDag",
  "input.exchangeServersPerDag",
  "input.haCopies",
  "input.laggedCopies",
];
export const LAYOUT_NEEDS: readonly Need[] = [
  ...NEEDS.filter((n) => LAYOUT_NAMES.includes(n.name)),
  {
    name: "activeDatabasesPerServer",
    cell: "Role Requirements!C195:G195",
    meaning: "{normal, singleFailure, doubleFailure, siteFailure, worstFailure}",
  },
];
