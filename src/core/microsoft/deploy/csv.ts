import { LayoutCopy } from "../layout";
import { NamePrefixes, databaseName, dagName, serverName } from "./names";

/**
 * The three CSV files of the calculator's Scripts sheet (E2013Calcv7.6) from ExSize's copy layout, with
 * the calculator's columns in its order and its "VersionNumber" row. The headers are those of the
 * calculator's own export of its example design as dsccommunity/ExchangeDsc keeps it
 * (Tests/Data/MailboxDatabasesV7.6.csv, tests/Data/ServersV7.6.csv,
 * Examples/ConfigureDatabases-FromCalculator/CalculatorAndScripts/MailboxDatabaseCopies.csv), which its
 * scripts read (Scripts!B165 reads $MBDB.EDBFilePath; the comment in Scripts!B17 still says DBFilePath).
 * Columns the sizing does not decide keep the values of that export (the OAB, quotas "Unlimited",
 * retention periods ...); the domain controller columns (GC, GC2) are left empty, and the scripts then
 * let Exchange choose one.
 */
export const MAILBOX_DATABASES_COLUMNS = [
  "Name",
  "Server",
  "EDBFilePath",
  "LogFolderPath",
  "DeletedItemRetention",
  "GC",
  "OAB",
  "RetainDeletedItemsUntilBackup",
  "IndexEnabled",
  "CircularLoggingEnabled",
  "ProhibitSendReceiveQuota",
  "ProhibitSendQuota",
  "IssueWarningQuota",
  "AllowFileRestore",
  "BackgroundDatabaseMaintenance",
  "IsExcludedFromProvisioning",
  "IsSuspendedFromProvisioning",
  "MailboxRetention",
  "MountAtStartup",
  "EventHistoryRetentionPeriod",
  "AutoDagExcludeFromMonitoring",
  "CalendarLoggingQuota",
  "IsExcludedFromInitialProvisioning",
  "DataMoveReplicationConstraint",
  "RecoverableItemsQuota",
  "RecoverableItemsWarningQuota",
] as const;
export const MAILBOX_DATABASE_COPIES_COLUMNS = [
  "GC",
  "GC2",
  "Name",
  "Server",
  "ActivationPreference",
  "ReplayLagTime",
  "TruncationLagTime",
] as const;
/** The calculator writes this header with a space after each comma (ServersV7.6.csv). */
export const SERVERS_COLUMNS = [
  "ServerName",
  "StartDrive",
  "DbPerVolume",
  "AutoReseedVolumes",
  "DbLogIsolation",
  "VolumesRootFolder",
  "DatabasesRootFolder",
  "DbMap",
] as const;

/** What the CSVs need besides the layout. */
export interface DeploySettings {
  readonly prefixes: NamePrefixes;
  readonly dags: number;
  /** Servers of one DAG (layout numbering). */
  readonly serversPerDag: number;
  /** Deleted item retention of tier 1 (Input!C63), days. */
  readonly deletedItemDays: number;
  readonly replayLagHours: number;
  readonly truncationLagHours: number;
  /** Circular logging: on with Exchange Native Data Protection (no backups truncate the logs). */
  readonly circularLogging: boolean;
  readonly databasesPerVolume: number;
  readonly autoReseedVolumes: number;
  readonly dbLogIsolation: boolean;
}

const quote = (v: string) => `"${v}"`;
const line = (cells: readonly string[]) => cells.join(",");
/** A TimeSpan as Exchange writes it: d.hh:mm:ss. */
export function timeSpan(hours: number): string {
  const d = Math.floor(hours / 24);
  const h = hours - 24 * d;
  return `${d}.${String(h).padStart(2, "0")}:00:00`;
}

const serverOf = (s: DeploySettings, c: LayoutCopy) =>
  serverName(s.prefixes, (c.dag - 1) * s.serversPerDag + c.server);
const databaseOf = (s: DeploySettings, c: LayoutCopy) =>
  databaseName(s.prefixes, c.dag, s.dags, c.database);

export function mailboxDatabasesCsv(copies: readonly LayoutCopy[], s: DeploySettings): string {
  const rows = [
    line([...MAILBOX_DATABASES_COLUMNS]),
    line(['"VersionNumber"', '"2.1"', '"7.6"', ...Array(22).fill(""), '""']),
  ];
  for (const c of copies.filter((c) => c.activationPreference === 1)) {
    const name = databaseOf(s, c);
    rows.push(
      line(
        [
          name,
          serverOf(s, c),
          `C:\\ExchangeDatabases\\${name}\\${name}.db\\${name}.edb`,
          `C:\\ExchangeDatabases\\${name}\\${name}.log`,
          timeSpan(s.deletedItemDays * 24),
          "",
          "\\Default Offline Address Book",
          "TRUE",
          "True",
          s.circularLogging ? "TRUE" : "FALSE",
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
          "SecondCopy",
          "30",
          "20",
        ].map(quote)
      )
    );
  }
  return rows.join("\r\n") + "\r\n";
}

export function mailboxDatabaseCopiesCsv(copies: readonly LayoutCopy[], s: DeploySettings): string {
  const rows = [
    line([...MAILBOX_DATABASE_COPIES_COLUMNS]),
    line(['"VersionNumber"', '"2.1"', '"7.6"', "", "", "", '"0.00:00:00"']),
  ];
  const passive = copies
    .filter((c) => c.activationPreference > 1)
    .sort(
      (a, b) =>
        a.dag - b.dag || a.database - b.database || a.activationPreference - b.activationPreference
    );
  for (const c of passive)
    rows.push(
      line(
        [
          "",
          "",
          databaseOf(s, c),
          serverOf(s, c),
          String(c.activationPreference),
          timeSpan(c.lagged ? s.replayLagHours : 0),
          timeSpan(c.lagged ? s.truncationLagHours : 0),
        ].map(quote)
      )
    );
  return rows.join("\r\n") + "\r\n";
}

export function serversCsv(copies: readonly LayoutCopy[], s: DeploySettings): string {
  const rows = [SERVERS_COLUMNS.join(", "), "VersionNumber,2.1,7.6,,,,, "];
  const byServer = new Map<string, LayoutCopy[]>();
  for (const c of copies) {
    const name = serverOf(s, c);
    const list = byServer.get(name);
    if (list) list.push(c);
    else byServer.set(name, [c]);
  }
  const servers = [...byServer.keys()].sort();
  for (const name of servers) {
    const dbs = byServer
      .get(name)!
      .sort((a, b) => a.dag - b.dag || a.database - b.database)
      .map((c) => databaseOf(s, c));
    rows.push(
      line([
        name,
        "5",
        String(s.databasesPerVolume),
        String(s.autoReseedVolumes),
        s.dbLogIsolation ? "1" : "0",
        quote("C:\\ExchangeVolumes"),
        quote("C:\\ExchangeDatabases"),
        quote(dbs.join(",")),
      ])
    );
  }
  return rows.join("\r\n") + "\r\n";
}

export { dagName };
