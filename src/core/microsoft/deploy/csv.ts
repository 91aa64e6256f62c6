import { LayoutCopy } from "../layout";

/**
 * The three CSV files of the calculator's Distribution sheet exports, written as its VBA writes them
 * (E2013Calcv7.6, Module1.bas): the same header, the same "VersionNumber" row, the same quoting, each line
 * ended by CRLF, ANSI text without a byte-order mark (SaveFile 3196-3272, CreateTextFile). On the
 * calculator's example they equal its own export byte for byte (tests/fixtures/ms-calculator-exports/).
 * - MailboxDatabases.csv: ExportDBPrimaryList 2513-2779;
 * - MailboxDatabaseCopies.csv: ExportDBCopyList 2392-2511;
 * - Servers.csv: ExportDBMountList 3009-3112.
 * The values the export dialogs let an administrator change are the dialogs' initial values (the VBA
 * sets them before Show), except the domain controllers, which are scenario inputs.
 */

/** One DAG's deployment, resolved: every name and setting the files hold. */
export interface DagDeployment {
  /** The DAG's copies (layout.ts), preference 1 the active copy. */
  readonly copies: readonly LayoutCopy[];
  /** Server number (the layout's, 1 up) to name. */
  readonly serverName: (server: number) => string;
  /** Database number (1 up) to name. */
  readonly databaseName: (database: number) => string;
  /** The DAG's servers in the calculator's column order: datacenter 1's, then datacenter 2's. */
  readonly servers: readonly { readonly server: number; readonly site: 1 | 2 }[];
  /** GC1 and GC2 of the export dialogs (scenario inputs domainController, domainControllerSecondary). */
  readonly gc1: string;
  /** "" without SiteResilience as GetInfo sets it (Module1.bas 913-920: site resilience, copies in DC2). */
  readonly gc2: string;
  /** Days: the largest Deleted Item Retention of the tiers with mailboxes (ExportDBPrimaryList 2558-2577). */
  readonly deletedItemRetentionDays: number;
  /** TRUE with Exchange Native Data Protection and 3 or more HA + lagged copies (2590-2595). */
  readonly circularLogging: boolean;
  readonly replayLagHours: number;
  readonly truncationLagHours: number;
  /** Volume Requirements!I7 (NumDBPerVol). */
  readonly databasesPerVolume: number;
  /** Volume Requirements!I10 (varAutoReseedVolumes). */
  readonly autoReseedVolumes: number;
  /** Role Requirements!C112 (DBLogIsolation) "Yes". */
  readonly dbLogIsolation: boolean;
}

/** The dialogs' default folders (ExportDBPrimaryList 2548-2557, ExportDBMountList 3034-3035). */
export const DATABASES_ROOT = "C:\\ExchangeDatabases";
export const VOLUMES_ROOT = "C:\\ExchangeVolumes";
/** Export_Mount_Points' "First DAG Drive" design-time default (vba/README.md). */
export const START_DRIVE = 5;
/** Module1.bas 50-53 and 'Version Changes'!K57 (CalcVersion) of E2013Calcv7.6. */
export const DATA_VERSION = "2.1";
export const DAG_DATA_VERSION = "2.4";
export const CALC_VERSION = "7.6";

/** The lines of a file, each ended by CRLF. */
export const crlfLines = (lines: readonly string[]): string =>
  lines.map((l) => `${l}\r\n`).join("");
/** Cells each in double quotes, separated by commas. */
export const quoted = (cells: readonly string[]) => `"${cells.join('","')}"`;

/**
 * A lag of whole hours as the calculator writes it (GetInfo 894-903): days "." hours ":00:00", neither
 * zero-padded: 168 hours is "7.0:00:00", 0 is "0.0:00:00", 30 is "1.6:00:00". Exchange reads it as a
 * TimeSpan (d.h:mm:ss).
 */
export function lagTime(hours: number): string {
  return `${Math.floor(hours / 24)}.${hours % 24}:00:00`;
}
/** What a copy that is not lagged gets (ExportDBCopyList 2492-2493). */
const NO_LAG = "0.00:00:00";

/** The copies of each database, in database order, each list by activation preference. */
function byDatabase(d: DagDeployment): LayoutCopy[][] {
  const out: LayoutCopy[][] = [];
  for (const c of d.copies) (out[c.database - 1] ??= []).push(c);
  return out
    .filter((list) => list !== undefined)
    .map((list) => list.sort((a, b) => a.activationPreference - b.activationPreference));
}

export function mailboxDatabasesCsv(d: DagDeployment): string {
  const rows = byDatabase(d).map((copies) => {
    const active = copies.find((c) => c.activationPreference === 1);
    if (!active) throw new Error(`database ${copies[0].database} has no active copy`);
    const db = d.databaseName(active.database);
    // GC: the domain controller of the datacenter whose columns hold the active copy (2750-2760).
    const gc = active.datacenter === 2 ? d.gc2 : d.gc1;
    return quoted([
      db,
      d.serverName(active.server),
      `${DATABASES_ROOT}\\${db}\\${db}.db\\${db}.edb`,
      `${DATABASES_ROOT}\\${db}\\${db}.log`,
      `${d.deletedItemRetentionDays}.00:00:00`,
      gc,
      "\\Default Offline Address Book",
      "TRUE",
      "True",
      d.circularLogging ? "TRUE" : "FALSE",
      "Unlimited",
      "Unlimited",
      "Unlimited",
      "True",
      "True",
      "False",
      "False",
      "30.00:00:00",
      "True",
      "7.00:00:00",
      "False",
      "1GB",
      "False",
      // DataMoveReplicationConstraint: "None" without High Availability (2618-2622), which deploy refuses
      "SecondCopy",
      "30",
      "20",
    ]);
  });
  return crlfLines([
    "Name,Server,EDBFilePath,LogFolderPath,DeletedItemRetention,GC,OAB,RetainDeletedItemsUntilBackup,IndexEnabled,CircularLoggingEnabled,ProhibitSendReceiveQuota,ProhibitSendQuota,IssueWarningQuota,AllowFileRestore,BackgroundDatabaseMaintenance,IsExcludedFromProvisioning,IsSuspendedFromProvisioning,MailboxRetention,MountAtStartup,EventHistoryRetentionPeriod,AutoDagExcludeFromMonitoring,CalendarLoggingQuota,IsExcludedFromInitialProvisioning,DataMoveReplicationConstraint,RecoverableItemsQuota,RecoverableItemsWarningQuota",
    `"VersionNumber","${DATA_VERSION}","${CALC_VERSION}",,,,,,,,,,,,,,,,,,,,,,,""`,
    ...rows,
  ]);
}

/**
 * The passive copies, database by database, preference 2 up, GC and GC2 on every row (GC2 empty
 * without site resilience, 2461-2466). The VBA keeps its preference list and highest preference from one
 * database to the next (2478-2497); with the same number of copies for every database, which the layout
 * always gives, that writes what this writes.
 */
export function mailboxDatabaseCopiesCsv(d: DagDeployment): string {
  const passive = byDatabase(d).flatMap((copies) =>
    copies.filter((c) => c.activationPreference > 1)
  );
  return crlfLines([
    "GC,GC2,Name,Server,ActivationPreference,ReplayLagTime,TruncationLagTime",
    `"VersionNumber","${DATA_VERSION}","${CALC_VERSION}",,,,"0.00:00:00"`,
    ...passive.map((c) =>
      quoted([
        d.gc1,
        d.gc2,
        d.databaseName(c.database),
        d.serverName(c.server),
        String(c.activationPreference),
        c.lagged ? lagTime(d.replayLagHours) : NO_LAG,
        c.lagged ? lagTime(d.truncationLagHours) : NO_LAG,
      ])
    ),
  ]);
}

/** Each server of the DAG with the databases it holds a copy of, in database order (3085-3101). */
export function serversCsv(d: DagDeployment): string {
  return crlfLines([
    "ServerName, StartDrive, DbPerVolume, AutoReseedVolumes, DbLogIsolation, VolumesRootFolder, DatabasesRootFolder, DbMap",
    `VersionNumber,${DATA_VERSION},${CALC_VERSION},,,,, `,
    ...d.servers.map(({ server }) => {
      const dbs = [...new Set(d.copies.filter((c) => c.server === server).map((c) => c.database))]
        .sort((a, b) => a - b)
        .map((n) => d.databaseName(n));
      return [
        d.serverName(server),
        String(START_DRIVE),
        String(d.databasesPerVolume),
        String(d.autoReseedVolumes),
        d.dbLogIsolation ? "1" : "0",
        quoted([VOLUMES_ROOT, DATABASES_ROOT, dbs.join(",")]),
      ].join(",");
    }),
  ]);
}
