/**
 * Every input of the Microsoft method, as `mscalc.py --mapping` lists it: its name in a scenario, its value
 * form (`kind`), the calculator cells it sets and its default, the EXAMPLE workbook's value of that cell
 * (source: "E2013Calcv7.6-Example.xlsm, <cell>"). Value forms, as mscalc takes them:
 * - `int`: a whole number; `num`: a number; `pct`: percent (10 = 10 %, stored in the cell as 0.1);
 * - `yesno`: true/false or "Yes"/"No"; `enabled`: true/false or "Enabled"/"Disabled";
 * - `messages`: 50, 100, ..., 500 messages a day (the cell holds "200 messages");
 * - `gb`: a disk size of the calculator's list in GB (the cell holds "4000 GB");
 * - `choice:<list>`: one text of the calculator's drop-down list (LISTS).
 * Example: `haCopies` is `int`, sets Input!C30, default 3.
 */
import { DISK_SIZES, DISK_TYPES } from "./diskTables";

export type InputKind = string;

export interface InputSpec {
  readonly name: string;
  readonly kind: InputKind;
  /** The calculator cells the input sets (several for coresPerServer, diskCapacityGB, ...). */
  readonly cells: readonly string[];
  /** The example workbook's value, in the scenario's value form. */
  readonly default: number | string;
  readonly label: string;
  /** Where the input comes from when it is not a calculator cell: "ExSize" (then `cells` names the key). */
  readonly source?: "ExSize";
}

export interface TierInputSpec {
  readonly name: string;
  readonly kind: InputKind;
  /** The cell of tier 1, 2, 3, 4. */
  readonly cells: readonly string[];
  /** The example workbook's value for tier 1, 2, 3, 4. */
  readonly defaults: readonly (number | string)[];
  readonly label: string;
}

/** Where every default comes from. */
export const DEFAULTS_SOURCE = "E2013Calcv7.6-Example.xlsm";

export const GLOBAL_INPUTS: readonly InputSpec[] = [
  {
    name: "globalCatalogArchitecture",
    kind: "choice:varServerArch",
    cells: ["Input!C22"],
    default: "64-bit",
    label: "Global Catalog Server Architecture",
  },
  {
    name: "multiRole",
    kind: "yesno",
    cells: ["Input!C23"],
    default: "Yes",
    label: "Server Multi-Role Configuration (MBX+CAS)",
  },
  {
    name: "virtualization",
    kind: "yesno",
    cells: ["Input!C24"],
    default: "No",
    label: "Server Role Virtualization",
  },
  {
    name: "highAvailability",
    kind: "yesno",
    cells: ["Input!C25"],
    default: "Yes",
    label: "High Availability Deployment",
  },
  {
    name: "exchangeServersPerDag",
    kind: "int",
    cells: ["Input!C26"],
    default: 2,
    label: "Number of Mailbox Servers Hosting Active Mailboxes / DAG (Primary Datacenter)",
  },
  {
    name: "dagCount",
    kind: "int",
    cells: ["Input!C27"],
    default: 2,
    label: "Number of Database Availability Groups",
  },
  {
    name: "haCopies",
    kind: "int",
    cells: ["Input!C30"],
    default: 3,
    label: "Total Number of HA Database Copy Instances (Includes Active Copy) within DAG",
  },
  {
    name: "laggedCopies",
    kind: "int",
    cells: ["Input!C31"],
    default: 1,
    label: "Total Number of Lagged Database Copy Instances within DAG",
  },
  {
    name: "haCopiesSecondary",
    kind: "int",
    cells: ["Input!C32"],
    default: 1,
    label: "Number of HA Database Copy Instances Deployed in Secondary Datacenter",
  },
  {
    name: "laggedCopiesSecondary",
    kind: "int",
    cells: ["Input!C33"],
    default: 1,
    label: "Number of Lagged Database Copy Instances in Secondary Datacenter",
  },
  {
    name: "dataOverheadFactor",
    kind: "num",
    cells: ["Input!C36"],
    default: 0,
    label: "Data Overhead Factor",
  },
  {
    name: "mailboxMovesPerWeekPercent",
    kind: "pct",
    cells: ["Input!C37"],
    default: 1.0,
    label: "Mailbox Moves / Week Percentage",
  },
  {
    name: "dedicatedRestoreVolume",
    kind: "yesno",
    cells: ["Input!C38"],
    default: "Yes",
    label: "Dedicated Maintenance / Restore Volume?",
  },
  {
    name: "volumeFreeSpacePercent",
    kind: "pct",
    cells: ["Input!C39"],
    default: 5.0,
    label: "Volume Free Space Percentage",
  },
  {
    name: "logShippingCompression",
    kind: "enabled",
    cells: ["Input!C40"],
    default: "Enabled",
    label: "Log Shipping Network Compression",
  },
  {
    name: "logShippingCompressionPercent",
    kind: "pct",
    cells: ["Input!C41"],
    default: 30.0,
    label: "Log Shipping Compression Percentage",
  },
  {
    name: "ioOverheadFactor",
    kind: "num",
    cells: ["Input!C44"],
    default: 0.2,
    label: "I/O Overhead Factor",
  },
  {
    name: "additionalIops",
    kind: "num",
    cells: ["Input!C45"],
    default: 0,
    label: "Additional I/O Requirement",
  },
  {
    name: "rpoHours",
    kind: "int",
    cells: ["Input!G24"],
    default: 24,
    label: "Site Resilience Recovery Point Objective (Hours)",
  },
  {
    name: "activationBlockSecondary",
    kind: "yesno",
    cells: ["Input!G25"],
    default: "No",
    label: "Activation Block Secondary Datacenter Mailbox Servers",
  },
  {
    name: "dedicatedDrServers",
    kind: "yesno",
    cells: ["Input!G26"],
    default: "No",
    label: "Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter",
  },
  {
    name: "laggedCopiesOnDedicatedServers",
    kind: "yesno",
    cells: ["Input!G30"],
    default: "No",
    label: "Lagged Database Copies Hosted on Dedicated Servers",
  },
  {
    name: "replayLagHours",
    kind: "int",
    cells: ["Input!G31"],
    default: 168,
    label: "Lagged Copy Log Replay Delay (Hours)",
  },
  {
    name: "truncationLagHours",
    kind: "int",
    cells: ["Input!G32"],
    default: 0,
    label: "Lagged Copy Log Truncation Delay (Hours)",
  },
  {
    name: "replayLagManager",
    kind: "yesno",
    cells: ["Input!G33"],
    default: "Yes",
    label: "Replay Lag Manager Enabled",
  },
  {
    name: "symmetricalDatabaseCount",
    kind: "yesno",
    cells: ["Input!G40"],
    default: "Yes",
    label: "Calculate Number of Unique Databases / DAG for Symmetrical Distribution",
  },
  {
    name: "messageQueueExpirationDays",
    kind: "num",
    cells: ["Input!G44"],
    default: 2,
    label: "Message Queue Expiration (Days)",
  },
  {
    name: "safetyNetExpirationDays",
    kind: "num",
    cells: ["Input!G45"],
    default: 7,
    label: "Safety Net Expiration (Days)",
  },
  {
    name: "workWeekDays",
    kind: "int",
    cells: ["Input!C52"],
    default: 5,
    label: "Number of Days in a Work Week",
  },
  {
    name: "backupMode",
    kind: "choice:varBackupMethod",
    cells: ["Input!C97"],
    default: "Exchange Native Data Protection",
    label: "Backup Methodology",
  },
  {
    name: "backupFrequency",
    kind: "choice:varBackupFreq",
    cells: ["Input!C98"],
    default: "Weekly Full / Daily Incremental",
    label: "Backup Frequency",
  },
  {
    name: "logTruncationFailureDays",
    kind: "int",
    cells: ["Input!C99"],
    default: 3,
    label: "Backup/Truncation Failure Tolerance",
  },
  {
    name: "networkFailureToleranceDays",
    kind: "int",
    cells: ["Input!C100"],
    default: 0,
    label: "Network Failure Tolerance (Days)",
  },
  {
    name: "jbod",
    kind: "yesno",
    cells: ["Input!C107"],
    default: "Yes",
    label: "Consider Storage Designs Utilizing JBOD (if applicable)",
  },
  {
    name: "multipleDatabasesPerVolume",
    kind: "yesno",
    cells: ["Input!C108"],
    default: "Yes",
    label: "Consider Multiple Databases / Volume Deployment",
  },
  {
    name: "databasesPerVolumeMatchCopyCount",
    kind: "yesno",
    cells: ["Input!C109"],
    default: "Yes",
    label: "Number of Databases / Volume Matches Total Database Copy Count",
  },
  {
    name: "autoCalculateVolumes",
    kind: "yesno",
    cells: ["Input!C110"],
    default: "Yes",
    label: "Automatically Calculate Number of Exchange Database Volumes Required",
  },
  {
    name: "dataVolumesPerServer",
    kind: "int",
    cells: ["Input!C111"],
    default: 20,
    label: "Number of Exchange Data Volumes per Server",
  },
  {
    name: "autoReseedVolumes",
    kind: "int",
    cells: ["Input!C112"],
    default: 1,
    label: "Number of AutoReseed Volumes per Server",
  },
  {
    name: "hypervisorOverhead",
    kind: "num",
    cells: ["Input!C136"],
    default: 0.1,
    label: "Hypervisor CPU Adjustment Factor",
  },
  {
    name: "storageArchitectureChoice",
    kind: "choice:=As Calculated|Entirely on RAID|Entirely on JBOD",
    cells: ["Storage Design!C191"],
    default: "As Calculated",
    label: "Storage Architecture will be Deployed:",
  },
  {
    name: "coresPerServer",
    kind: "int",
    cells: ["Input!C131", "Input!C132", "Input!C133"],
    default: 16,
    label:
      "Processor Cores / Server: Primary Datacenter Mailbox Servers; Processor Cores / Server: Secondary Datacenter Mailbox Servers; Processor Cores / Server: Lagged Copy Servers",
  },
  {
    name: "specIntRate2006",
    kind: "num",
    cells: ["Input!D131", "Input!D132", "Input!D133"],
    default: 0,
    label:
      "SPECint2006 Rate Value: Primary Datacenter Mailbox Servers; SPECint2006 Rate Value: Secondary Datacenter Mailbox Servers; SPECint2006 Rate Value: Lagged Copy Servers",
  },
  {
    name: "coresPerServerSecondary",
    kind: "int",
    cells: ["Input!C132"],
    default: 16,
    label: "Processor Cores / Server: Secondary Datacenter Mailbox Servers",
  },
  {
    name: "specIntRate2006Secondary",
    kind: "num",
    cells: ["Input!D132"],
    default: 0,
    label: "SPECint2006 Rate Value: Secondary Datacenter Mailbox Servers",
  },
  {
    name: "coresPerServerLagged",
    kind: "int",
    cells: ["Input!C133"],
    default: 16,
    label: "Processor Cores / Server: Lagged Copy Servers",
  },
  {
    name: "specIntRate2006Lagged",
    kind: "num",
    cells: ["Input!D133"],
    default: 0,
    label: "SPECint2006 Rate Value: Lagged Copy Servers",
  },
  {
    name: "diskCapacityGB",
    kind: "gb",
    cells: [
      "Input!C115",
      "Input!C116",
      "Input!C117",
      "Input!C118",
      "Input!C121",
      "Input!C122",
      "Input!C123",
      "Input!C124",
    ],
    default: 4000,
    label:
      "Disk Capacity: Datacenter 1 System; Disk Capacity: Datacenter 1 Database + Log; Disk Capacity: Datacenter 1 Log; Disk Capacity: Datacenter 1 Restore Volume; Disk Capacity: Datacenter 2 System; Disk Capacity: Datacenter 2 Database + Log; Disk Capacity: Datacenter 2 Log; Disk Capacity: Datacenter 2 Restore Volume",
  },
  {
    name: "diskType",
    kind: "choice:varDiskType",
    cells: [
      "Input!D115",
      "Input!D116",
      "Input!D117",
      "Input!D118",
      "Input!D121",
      "Input!D122",
      "Input!D123",
      "Input!D124",
    ],
    default: '7.2K RPM SAS 3.5"',
    label:
      "Disk Type: Datacenter 1 System; Disk Type: Datacenter 1 Database + Log; Disk Type: Datacenter 1 Log; Disk Type: Datacenter 1 Restore Volume; Disk Type: Datacenter 2 System; Disk Type: Datacenter 2 Database + Log; Disk Type: Datacenter 2 Log; Disk Type: Datacenter 2 Restore Volume",
  },
  {
    // ExSize's own input (no calculator cell): which copy layout `exsize size`, the workbook and deploy
    // use (docs/copy-layout.md). "calculator" (the default) is the calculator's VBA Distribution layout;
    // "exsize" is ExSize's balanced closed-form rule.
    name: "copyLayout",
    kind: "choice:copyLayout",
    cells: ["ExSize scenario key copyLayout"],
    default: "calculator",
    label:
      "Copy layout rule (ExSize: calculator = the calculator's Distribution sheet; exsize = ExSize's balanced rule)",
    source: "ExSize",
  },
];

export const TIER_INPUTS: readonly TierInputSpec[] = [
  {
    name: "mailboxes",
    kind: "int",
    cells: ["Input!C55", "Input!C74", "Input!G55", "Input!G74"],
    defaults: [5000, 0, 0, 0],
    label: "Total Number of User Mailboxes / Environment",
  },
  {
    name: "growthPercent",
    kind: "pct",
    cells: ["Input!C56", "Input!C75", "Input!G56", "Input!G75"],
    defaults: [0, 0, 0, 0],
    label: "Projected Mailbox Number Growth Percentage",
  },
  {
    name: "messagesPerDay",
    kind: "messages",
    cells: ["Input!C57", "Input!C76", "Input!G57", "Input!G76"],
    defaults: [200, 200, 100, 100],
    label: "Total Send/Receive Capability / Mailbox / Day",
  },
  {
    name: "avgMessageKB",
    kind: "num",
    cells: ["Input!C58", "Input!C77", "Input!G58", "Input!G77"],
    defaults: [75, 75, 75, 75],
    label: "Average Message Size (KB)",
  },
  {
    name: "initialMailboxMB",
    kind: "num",
    cells: ["Input!C59", "Input!C78", "Input!G59", "Input!G78"],
    defaults: [2048, 0, 0, 0],
    label: "Initial Mailbox Size (MB)",
  },
  {
    name: "quotaMB",
    kind: "num",
    cells: ["Input!C60", "Input!C79", "Input!G60", "Input!G79"],
    defaults: [10240, 10240, 5120, 5120],
    label: "Mailbox Size Limit (MB)",
  },
  {
    name: "archiveQuotaMB",
    kind: "num",
    cells: ["Input!C61", "Input!C80", "Input!G61", "Input!G80"],
    defaults: [0, 0, 0, 0],
    label: "Personal Archive Mailbox Size Limit (MB)",
  },
  {
    name: "deletedItemDays",
    kind: "int",
    cells: ["Input!C62", "Input!C81", "Input!G62", "Input!G81"],
    defaults: [14, 14, 14, 14],
    label: "Deleted Item Retention Window (Days)",
  },
  {
    name: "singleItemRecovery",
    kind: "enabled",
    cells: ["Input!C63", "Input!C82", "Input!G63", "Input!G82"],
    defaults: ["Enabled", "Enabled", "Enabled", "Enabled"],
    label: "Single Item Recovery",
  },
  {
    name: "calendarVersionStorage",
    kind: "enabled",
    cells: ["Input!C64", "Input!C83", "Input!G64", "Input!G83"],
    defaults: ["Enabled", "Enabled", "Enabled", "Enabled"],
    label: "Calendar Version Storage",
  },
  {
    name: "multiplicationFactorUserPercent",
    kind: "pct",
    cells: ["Input!C65", "Input!C84", "Input!G65", "Input!G84"],
    defaults: [100, 100, 100, 100],
    label: "Multiplication Factor User Percentage",
  },
  {
    name: "iopsFactor",
    kind: "num",
    cells: ["Input!C66", "Input!C85", "Input!G66", "Input!G85"],
    defaults: [1, 1, 1, 1],
    label: "IOPS Multiplication Factor",
  },
  {
    name: "megacyclesFactor",
    kind: "num",
    cells: ["Input!C67", "Input!C86", "Input!G67", "Input!G86"],
    defaults: [1, 1, 1, 1],
    label: "Megacycles Multiplication Factor",
  },
  {
    name: "desktopSearch",
    kind: "yesno",
    cells: ["Input!C68", "Input!C87", "Input!G68", "Input!G87"],
    defaults: ["No", "No", "No", "No"],
    label: "Desktop Search Engines Enabled (for Online Mode Clients)",
  },
  {
    name: "predictIops",
    kind: "yesno",
    cells: ["Input!C69", "Input!C88", "Input!G69", "Input!G88"],
    defaults: ["Yes", "Yes", "Yes", "Yes"],
    label: "Predict IOPS Value?",
  },
  {
    name: "customIopsPerMailbox",
    kind: "num",
    cells: ["Input!C70", "Input!C89", "Input!G70", "Input!G89"],
    defaults: [0, 0, 0, 0],
    label: "User IOPS / mailbox",
  },
  {
    name: "readWriteRatio",
    kind: "choice:varRWRatio",
    cells: ["Input!C71", "Input!C90", "Input!G71", "Input!G90"],
    defaults: ["3:2", "3:2", "3:2", "3:2"],
    label: "Database Read:Write Ratio",
  },
];

export const LISTS: Readonly<Record<string, readonly string[]>> = {
  /** ExSize's, not the calculator's: the copy layout rules (layout/design.ts COPY_LAYOUT_RULES). */
  copyLayout: ["calculator", "exsize"],
  varServerArch: ["32-bit", "64-bit"],
  varBackupMethod: [
    "Exchange Native Data Protection",
    "Hardware VSS Backup/Restore",
    "Software VSS Backup/Restore",
  ],
  varBackupFreq: [
    "Daily Full",
    "Weekly Full / Daily Incremental",
    "Weekly Full / Daily Differential",
    "Bi-Monthly Full / Daily Incremental",
  ],
  varDiskType: DISK_TYPES,
  varRWRatio: ["2:3", "1:1", "3:2", "2:1", "3:1"],
  varDiskSize: ["--", ...DISK_SIZES],
  "=As Calculated|Entirely on RAID|Entirely on JBOD": [
    "As Calculated",
    "Entirely on RAID",
    "Entirely on JBOD",
  ],
};

/**
 * The deployment inputs: what `exsize deploy` writes into the calculator's export files besides the
 * sizing (E2013Calcv7.6's Input sheet naming cells, Input!B174:G190, and its five export dialogs, whose
 * initial values the VBA sets in Module1.bas: ExportDBPrimaryList 2513-2779, ExportDBCopyList 2392-2511,
 * ExportDAGList 2780-3007). They are scenario keys like every other input, so `exsize size`, `workbook`,
 * `compare` and `deploy` all read the same file; they change no figure of the sizing. `kind` is the
 * value's form (parse.ts's readDeployment checks it); `default` the calculator's own value, `source`
 * where it is (a cell of the example workbook or a line of the VBA), `derived` when ExSize chose it by a
 * stated rule because the calculator has no value.
 * Example: "serverNames": ["ex01", "ex02", "ex03", "ex04"] names the first four servers of each DAG.
 */
export interface DeploymentInputSpec {
  readonly name: string;
  readonly kind:
    | "serverNames"
    | "computer"
    | "databaseBase"
    | "host"
    | "hostOrNone"
    | "path"
    | "ipAddresses"
    | "port"
    | "boolean"
    | `choice:${string}`;
  readonly default: string | number | boolean | readonly string[];
  readonly source: string;
  /** The rule by which ExSize chose a default the calculator does not have. */
  readonly derived?: string;
  readonly label: string;
}

/** Input!C175:C190, the example workbook's server names (E2013Calcv7.6-Example.xlsm). */
export const CALCULATOR_SERVER_NAMES: readonly string[] = [
  "srv-nn-01",
  "srv-nn-02",
  "srv-nn-03",
  "srv-nn-04",
  "5-Lincoln",
  "6-Hamilton",
  "7-Perry",
  "8-Scott",
  "9-Webster",
  "10-Stanton",
  "11-Seward",
  "12-Taylor",
  "13-Garfield",
  "14-Grant",
  "15-Isabella",
  "16-Sherman",
];

export const DEPLOYMENT_INPUTS: readonly DeploymentInputSpec[] = [
  {
    name: "serverNames",
    kind: "serverNames",
    default: CALCULATOR_SERVER_NAMES,
    source: "E2013Calcv7.6-Example.xlsm, Input!C175:C190",
    label: "Server names, servers 1 to 16 of a DAG (datacenter 1's first)",
  },
  {
    name: "dagName",
    kind: "computer",
    default: "DAG-nn",
    source: "E2013Calcv7.6-Example.xlsm, Input!F175",
    label: "DAG name",
  },
  {
    name: "databaseBaseName",
    kind: "databaseBase",
    default: "DAG-nn-DB",
    source: "E2013Calcv7.6-Example.xlsm, Input!G175",
    label: "Database base name (a number follows it)",
  },
  {
    name: "domainController",
    kind: "host",
    default: "GC1.contoso.com",
    source:
      'Module1.bas ExportDBPrimaryList, ExportDBCopyList, ExportDAGList: GC1 = "GC1.contoso.com"',
    label: "Domain controller, datacenter 1 (GC)",
  },
  {
    name: "domainControllerSecondary",
    kind: "host",
    default: "GC2.contoso.com",
    source:
      'Module1.bas ExportDBPrimaryList, ExportDBCopyList, ExportDAGList: GC2 = "GC2.contoso.com"',
    label: "Domain controller, datacenter 2 (GC2)",
  },
  {
    name: "witnessServer",
    kind: "host",
    default: "witness.contoso.com",
    source: 'Module1.bas ExportDAGList: WitnessServer = "witness.contoso.com"',
    label: "Witness server",
  },
  {
    name: "witnessDirectory",
    kind: "path",
    default: "C:\\DAG-FSW\\DAG-nn",
    source: 'Module1.bas ExportDAGList: WitnessDir = "C:\\DAG-FSW\\DAG1" for its DAG name "DAG1"',
    derived:
      "the dialog's folder C:\\DAG-FSW\\ and the DAG's name (each DAG needs its own witness directory, CreateDAG.ps1's notes)",
    label: "Witness directory",
  },
  {
    name: "alternateWitnessServer",
    kind: "hostOrNone",
    default: "alt-witness.contoso.com",
    source: 'Module1.bas ExportDAGList: AltWitnessServer = "alt-witness.contoso.com"',
    label: 'Alternate witness server ("": none)',
  },
  {
    name: "alternateWitnessDirectory",
    kind: "path",
    default: "C:\\DAG-FSW\\DAG-nn-Alt",
    source:
      'Module1.bas ExportDAGList: AltWitnessDir = "C:\\DAG-FSW\\DAG1-Alt" for its DAG name "DAG1"',
    derived: "the dialog's folder C:\\DAG-FSW\\, the DAG's name and \"-Alt\"",
    label: "Alternate witness directory",
  },
  {
    name: "dagIpAddresses",
    kind: "ipAddresses",
    default: "none",
    source:
      "Export_DAGs.cls UseClusterAdminPoint_No_Click: no administrative access point is 255.255.255.255",
    derived:
      "the dialog's initial choice is not in its code; ExSize's default is a DAG without a cluster administrative access point (Exchange 2013 SP1 and later on Windows Server 2012 R2 and later)",
    label: 'DAG IP addresses: "none", or one IPv4 address per datacenter',
  },
  {
    name: "dacMode",
    kind: "choice:DAGOnly|Off",
    default: "DAGOnly",
    source: "Module1.bas ExportDAGList: DACMode list DAGOnly, Off, ListIndex 0",
    label: "Datacenter Activation Coordination mode",
  },
  {
    name: "networkEncryption",
    kind: "choice:Enabled|Disabled|InterSubnetOnly|SeedOnly",
    default: "InterSubnetOnly",
    source: "Module1.bas ExportDAGList: NetworkEncryption ListIndex 2",
    label: "DAG network encryption",
  },
  {
    name: "networkCompression",
    kind: "choice:Enabled|Disabled|InterSubnetOnly|SeedOnly",
    default: "InterSubnetOnly",
    source: "Module1.bas ExportDAGList: NetworkCompression ListIndex 2",
    label: "DAG network compression",
  },
  {
    name: "replicationPort",
    kind: "port",
    default: 64327,
    source: 'Module1.bas ExportDAGList: ReplicationPort = "64327"',
    label: "DAG replication port",
  },
  {
    name: "autoDatabaseMountDial",
    kind: "choice:BestAvailability|GoodAvailability|Lossless",
    default: "BestAvailability",
    source: "Module1.bas ExportDAGList: AutoDatabaseMountDial ListIndex 0",
    label: "Auto database mount dial",
  },
  {
    name: "manualDagNetworkConfiguration",
    kind: "boolean",
    default: false,
    source: 'Module1.bas ExportDAGList: ManualDAGNetworkConfiguration = "False"',
    label: "Manual DAG network configuration",
  },
];
