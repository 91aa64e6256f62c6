/**
 * The names the storage area (Volume Requirements and Storage Design, E2013Calcv7.6) reads from other
 * areas of the Microsoft method, each with the calculator cell it reproduces. Helper "ms" produces them
 * (scenario, databases) or "srv" (servers); until then the storage tests feed them with values read
 * from mscalc.py and typed in.
 *
 * Value forms follow mscalc.py: yes/no inputs are the texts "Yes" / "No"; names ending in Percent hold
 * percent (volumeFreeSpacePercent 5 = the cell's 0.05).
 *
 * Before the databases: the calculator's database count (Role Requirements C62, C74, C77 ...) reads the
 * volume architecture and the disks' formatted capacity, which live on the storage sheets. The storage
 * area therefore exports two lists: `storageArchitectureSteps()` (PROVIDES_EARLY below, to run before
 * the databases area) and `storageSteps()` (after databases and servers).
 */
export interface Need {
  readonly name: string;
  readonly cell: string;
  readonly meaning: string;
}

/** Scenario inputs, under the mapping's names, in the value form of the calculator's cells. */
export const INPUT_NEEDS: readonly Need[] = [
  { name: "highAvailability", cell: "Input!C25", meaning: '"Yes" / "No" (HAOption)' },
  {
    name: "exchangeServersPerDag",
    cell: "Input!C26",
    meaning: "servers hosting active mailboxes / DAG (numMBXServers)",
  },
  { name: "haCopies", cell: "Input!C30", meaning: "HA copy instances incl. active (NumDBCopies)" },
  { name: "laggedCopies", cell: "Input!C31", meaning: "lagged copy instances (numLagDBCopies)" },
  {
    name: "haCopiesSecondary",
    cell: "Input!C32",
    meaning: "HA copies in the secondary datacenter (numDBCopiesSDC)",
  },
  {
    name: "laggedCopiesSecondary",
    cell: "Input!C33",
    meaning: "lagged copies in the secondary datacenter",
  },
  {
    name: "siteResilienceEnabled",
    cell: "Input!G22",
    meaning: '"Yes" / "No", from datacenterModel ("Single Datacenter" = "No")',
  },
  {
    name: "siteResilienceModel",
    cell: "Input!G23",
    meaning:
      'SRModel text, e.g. "Active/Active (Single DAG)" (from datacenterModel; the example\'s value when single)',
  },
  { name: "dedicatedDrServers", cell: "Input!G26", meaning: '"Yes" / "No" (SRAASDDRServers)' },
  {
    name: "laggedCopiesOnDedicatedServers",
    cell: "Input!G30",
    meaning: '"Yes" / "No" (DedLaggedCopyServer)',
  },
  { name: "dataOverheadFactor", cell: "Input!C36", meaning: "DataGrowth, a fraction" },
  { name: "dedicatedRestoreVolume", cell: "Input!C38", meaning: '"Yes" / "No" (RestoreVol)' },
  {
    name: "volumeFreeSpacePercent",
    cell: "Input!C39",
    meaning:
      "VolGrowth in percent as the scenario gives it (5 = the cell's 0.05); storage divides by 100",
  },
  { name: "backupMode", cell: "Input!C97", meaning: "BackupMethod text" },
  { name: "backupFrequency", cell: "Input!C98", meaning: "BackupFreq text" },
  { name: "jbod", cell: "Input!C107", meaning: '"Yes" / "No" (JBODEvaluation)' },
  {
    name: "multipleDatabasesPerVolume",
    cell: "Input!C108",
    meaning: '"Yes" / "No" (MultipleDBVolume)',
  },
  {
    name: "databasesPerVolumeMatchCopyCount",
    cell: "Input!C109",
    meaning: '"Yes" / "No" (NumDBperVolOverride)',
  },
  { name: "autoCalculateVolumes", cell: "Input!C110", meaning: '"Yes" / "No" (DiskLimitOverride)' },
  { name: "dataVolumesPerServer", cell: "Input!C111", meaning: "NumDisksPerServer" },
  { name: "autoReseedVolumes", cell: "Input!C112", meaning: "AutoReseedVolumes" },
  {
    name: "diskCapacityGB",
    cell: "Input!C115:C124",
    meaning: "one capacity for all 8 disk rows, GB (decimal), e.g. 4000",
  },
  {
    name: "diskType",
    cell: "Input!D115:D124",
    meaning: 'one varDiskType text for all 8 rows, e.g. "7.2K RPM SAS 3.5\\""',
  },
  {
    name: "storageArchitectureChoice",
    cell: "Storage Design!C191",
    meaning: '"As Calculated" | "Entirely on RAID" | "Entirely on JBOD"',
  },
];

/** Figures of other areas (Role Requirements, Volume Requirements row 123), by the name ExSize gives them. */
export const NEEDS: readonly Need[] = [
  ...INPUT_NEEDS,
  // Database copy instance configuration (Role Requirements I62..I71)
  {
    name: "haCopiesPrimaryActual",
    cell: "Role Requirements!I63",
    meaning: "Number of HA DB Copy Instances in PDC (Actual)",
  },
  {
    name: "haCopiesSecondaryActual",
    cell: "Role Requirements!I65",
    meaning: "Number of HA DB Copy Instances in SDC (Actual)",
  },
  {
    name: "laggedCopiesPrimaryActual",
    cell: "Role Requirements!I67",
    meaning: "Number of Lagged DB Copy Instances in PDC (Actual)",
  },
  {
    name: "laggedCopiesSecondaryActual",
    cell: "Role Requirements!I69",
    meaning: "Number of Lagged DB Copy Instances in SDC (Actual)",
  },
  {
    name: "haCopiesTotal",
    cell: "Role Requirements!I70",
    meaning: "Total Number of HA DB Copy Instances (calcTotNumHACopies)",
  },
  {
    name: "laggedCopiesTotal",
    cell: "Role Requirements!I71",
    meaning: "Total Number of Lagged DB Copy Instances (calcTotNumLagCopies)",
  },
  // Databases
  {
    name: "recommendedDatabases",
    cell: "Role Requirements!C79",
    meaning: "Recommended Number of Databases / DAG (/ Server when HA is off) (RecNumDBs)",
  },
  {
    name: "mailboxesPerDatabase",
    cell: "Role Requirements!C81",
    meaning: "Recommended Number of Mailboxes / DB (MBXPerDB)",
  },
  {
    name: "recommendedDatabasesPerVolume",
    cell: "Role Requirements!C83",
    meaning: "Recommended Databases per Volume (RecDBperVolume)",
  },
  {
    name: "totalDatabaseCopiesPerServer",
    cell: "Role Requirements!C102",
    meaning: "Total Number of Database Copies per Server (TotNumDBCopiesServer)",
  },
  {
    name: "databaseSizeGB",
    cell: "Volume Requirements!E123",
    meaning: "DB Size + Overhead (DBSizeOverhead), GB",
  },
  {
    name: "logCapacityPerDatabaseGB",
    cell: "Volume Requirements!F123",
    meaning: "Log Size + Overhead (LogSizeOverhead), GB",
  },
  {
    name: "totalLogSpaceGB",
    cell: "Role Requirements!I150",
    meaning: "Total Log Disk Space Required (TotLogDiskSpace), GB",
  },
  {
    name: "validationError",
    cell: "Role Requirements!I160",
    meaning: "Calculator Validation Check (TRUE = rejected)",
  },
  // I/O per server (Role Requirements I78..I81)
  {
    name: "dbReadTransfersPerServer",
    cell: "Role Requirements!I78",
    meaning: "DB Read Transfers/s / Server (ReadTransfers)",
  },
  {
    name: "dbWriteTransfersPerServer",
    cell: "Role Requirements!I79",
    meaning: "DB Write Transfers/s / Server (WriteTransfers)",
  },
  {
    name: "logWriteTransfersPerServer",
    cell: "Role Requirements!I80",
    meaning: "Log Write Transfers/s / Server",
  },
  {
    name: "logReadTransfersPerServer",
    cell: "Role Requirements!I81",
    meaning: "Log Read Transfers/s / Server",
  },
  // Servers / DAG (Role Requirements I86..I102, C96)
  {
    name: "dagsEnvironment",
    cell: "Role Requirements!C96",
    meaning: "Total DAGs in the Environment (calcNumDAGs)",
  },
  {
    name: "activeServersDc1",
    cell: "Role Requirements!I86",
    meaning: "Number of Active Mailbox Servers in DC1 / DAG",
  },
  {
    name: "drServersDc1",
    cell: "Role Requirements!I87",
    meaning: "Number of DR Mailbox Servers in DC1 / DAG",
  },
  {
    name: "activeServersDc2",
    cell: "Role Requirements!I88",
    meaning: "Number of Active Mailbox Servers in DC2 / DAG",
  },
  {
    name: "drServersDc2",
    cell: "Role Requirements!I89",
    meaning: "Number of DR Mailbox Servers in DC2 / DAG",
  },
  {
    name: "laggedServersDc1",
    cell: "Role Requirements!I99",
    meaning: "Number of Lagged Copy Servers in DC1 / DAG",
  },
  {
    name: "laggedServersDc2",
    cell: "Role Requirements!I100",
    meaning: "Number of Lagged Copy Servers in DC2 / DAG",
  },
  {
    name: "laggedCopiesDc1",
    cell: "Role Requirements!I101",
    meaning: "Number of Lagged Copies / DAG in DC1 (calcTotNumLagDBCopiesPDC)",
  },
  {
    name: "laggedCopiesDc2",
    cell: "Role Requirements!I102",
    meaning: "Number of Lagged Copies / DAG in DC2 (calcTotNumLagDBCopiesSDC)",
  },
  // Layout (src/core/microsoft/layout): from "srv", compared with mscalc in the tests
  {
    name: "activeDatabasesPerServer",
    cell: "Role Requirements!C195:G195",
    meaning:
      "failure-mode object {normal, singleFailure, doubleFailure, siteFailure, worstFailure}",
  },
  {
    name: "activeDatabasesPerServerSecondary",
    cell: "Role Requirements!C196:G196",
    meaning: "the same for secondary-datacenter servers",
  },
];

/**
 * What `storageArchitectureSteps()` computes for the databases area, which reads them before it can
 * count databases (Role Requirements C62 calcMaxDBSize, C74 calcNumMBXPerDBIO, C82 ...).
 */
export const PROVIDES_EARLY: readonly Need[] = [
  {
    name: "dbLogIsolation",
    cell: "Role Requirements!C112",
    meaning: "Database and Log Isolation Configured (DBLogIsolation)",
  },
  {
    name: "multipleDatabasesPerVolumeEffective",
    cell: "Role Requirements!C110",
    meaning: "Deploy with Multiple Databases per Volume (calcMultipleDBVolume)",
  },
  {
    name: "volumeDesign",
    cell: "Volume Requirements!I6",
    meaning: 'Volume Design Approach (VolDesign): 1, "MultDBs" or "1/7"',
  },
  {
    name: "volumeArchitecture",
    cell: "Volume Requirements!C110",
    meaning: "Volume Design Architecture (VolArchitecture)",
  },
  {
    name: "dedicatedDrServersEffective",
    cell: "Role Requirements!C108",
    meaning: "calcSRAASDDRServers",
  },
  {
    name: "laggedCopiesOnDedicatedServersEffective",
    cell: "Role Requirements!C109",
    meaning: "calcDedLaggedCopyServer",
  },
  {
    name: "preferredStorageArchitecture",
    cell: "Role Requirements!I127",
    meaning: '"JBOD" | "RAID" (PreferredStorageArch)',
  },
  {
    name: "dbDiskFormattedCapacityGB",
    cell: "Storage Design!C46",
    meaning: "DBForDiskCap1, GiB (decimal GB x 1000^3 / 1024^3)",
  },
  {
    name: "dbDiskFormattedCapacityGBSecondary",
    cell: "Storage Design!D46",
    meaning: "DBForDiskCap2",
  },
  {
    name: "dbDiskRandomIops",
    cell: "Storage Design!C48",
    meaning: "RandDBDiskIO1, from TblDiskType",
  },
  { name: "dbDiskRandomIopsSecondary", cell: "Storage Design!D48", meaning: "RandDBDiskIO2" },
  {
    name: "autoCalculateVolumesEffective",
    cell: "Role Requirements!C111",
    meaning: "calcDiskLimitOverride (read by C102, copies per server)",
  },
];
