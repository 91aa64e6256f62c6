/**
 * A REIMPLEMENTATION (a test double, not the original) of how dsccommunity/ExchangeDsc's
 * ExchangeDscCalculatorHelper.psm1 reads the calculator's files, so a test can check that ExSize's files
 * give it, server by server, what the calculator's own files give it. Written from reading that module's
 * three functions (Get-DBMapFromServersCsv, Get-DBListFromMailboxDatabasesCsv,
 * Get-DBListFromMailboxDatabaseCopiesCsv) and PowerShell's Import-Csv parser (ImportCsvHelper,
 * PowerShell/PowerShell src/Microsoft.PowerShell.Commands.Utility/commands/utility/CsvCommands.cs).
 *
 * Import-Csv, as far as these files need it: the first record is the header; a field's leading spaces
 * and tabs outside quotes are dropped; a quoted field ends at its closing quote ("" is one quote) and
 * the blanks after it up to the delimiter are dropped; an unquoted field runs to the next delimiter or
 * line end (CR, LF or CRLF); a record shorter than the header leaves the rest $null (here: null); a
 * blank line is skipped. Property names are matched without regard to case, as PowerShell matches them.
 * Where-Object { $_.X -like $name }: PowerShell's wildcard match (* ? [..]), case-insensitive; a null
 * property is never like a name. So the VersionNumber row drops out by the server name: its Server
 * column holds "2.1" (MailboxDatabases.csv), "" (MailboxDatabaseCopies.csv), its ServerName
 * "VersionNumber" (Servers.csv).
 * Sort-Object -Property ActivationPreference, Name compares the CSV's strings; this uses
 * localeCompare("en-US", case-insensitive), an approximation of .NET's culture comparison that orders
 * the calculator's names (letters, digits, hyphens in the same places) the same way.
 */
export type CsvRecord = Readonly<Record<string, string | null>>;

function parseRecords(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  const n = text.length;
  const newline = (): number =>
    text[i] === "\r" ? (text[i + 1] === "\n" ? 2 : 1) : text[i] === "\n" ? 1 : 0;
  while (i < n) {
    const record: string[] = [];
    let current = "";
    let quoted = false;
    let started = false; // a character of the current field has been read
    let ended = false;
    while (i < n) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            current += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i++;
          // blanks after the closing quote up to the delimiter are dropped; anything else is kept
          let rest = "";
          while (i < n && text[i] !== "," && newline() === 0) rest += text[i++];
          current += /^[ \t]*$/.test(rest) ? "" : rest;
          record.push(current);
          current = "";
          started = false;
          if (i >= n) {
            ended = true;
            break;
          }
          if (text[i] === ",") {
            i++;
            if (i >= n) {
              ended = true; // Import-Csv adds no empty field at the end of the file
              break;
            }
            if (newline() > 0) {
              record.push("");
              i += newline();
              ended = true;
              break;
            }
            continue;
          }
          i += newline();
          ended = true;
          break;
        }
        current += ch;
        i++;
        continue;
      }
      if (ch === ",") {
        record.push(current);
        current = "";
        started = false;
        i++;
        continue;
      }
      if (ch === '"' && !started) {
        quoted = true;
        started = true;
        i++;
        continue;
      }
      if ((ch === " " || ch === "\t") && !started) {
        i++;
        continue;
      }
      const nl = newline();
      if (nl > 0) {
        record.push(current);
        i += nl;
        ended = true;
        break;
      }
      current += ch;
      started = true;
      i++;
    }
    if (!ended && (current !== "" || started)) record.push(current);
    if (record.length === 1 && record[0] === "") continue; // a blank line
    records.push(record);
  }
  return records;
}

/** Import-Csv -Path file: one object per record after the header. */
export function importCsv(text: string): CsvRecord[] {
  const [header, ...rows] = parseRecords(text);
  return rows.map((values) => {
    const o: Record<string, string | null> = {};
    header.forEach((name, k) => {
      o[name.toLowerCase()] = k < values.length ? values[k] : null;
    });
    return o;
  });
}

/** $record.Name, matched without regard to case; a column the file does not have is null. */
export const prop = (r: CsvRecord, name: string): string | null => r[name.toLowerCase()] ?? null;

/** PowerShell's -like: wildcards * ? [abc] [a-c], case-insensitive, the whole string. */
export function like(value: string | null, pattern: string): boolean {
  if (value === null) return false;
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += "[\\s\\S]*";
    else if (c === "?") re += "[\\s\\S]";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end < 0) re += "\\[";
      else {
        re += `[${pattern.slice(i + 1, end).replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "i").test(value);
}

/** Get-DBMapFromServersCsv: the server's DbMap cut into volumes of DbPerVolume databases. */
export function getDbMapFromServersCsv(serversCsv: string, serverName: string): string[] {
  const rows = importCsv(serversCsv).filter((r) => like(prop(r, "ServerName"), serverName));
  if (rows.length !== 1)
    throw new Error("Failed to find single entry for server in Servers.Csv file");
  const perVolume = Number(prop(rows[0], "DbPerVolume"));
  if (!(perVolume > 0)) throw new Error("DbPerVolume for server is null or less than 0");
  const map = prop(rows[0], "DbMap");
  if (!map) throw new Error("No data specified in DbMap for server");
  const dbs = map.split(",");
  const out: string[] = [];
  for (let i = 0; i < dbs.length; i += perVolume)
    out.push(Array.from({ length: perVolume }, (_, k) => dbs[i + k] ?? "").join(","));
  return out;
}

const DATABASE_PROPS = [
  "Name",
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
];

/** Get-DBListFromMailboxDatabasesCsv: the databases whose Server is like the name, with their settings. */
export function getDbListFromMailboxDatabasesCsv(
  databasesCsv: string,
  serverName: string
): Record<string, string | null>[] {
  return importCsv(databasesCsv)
    .filter((r) => like(prop(r, "Server"), serverName))
    .map((r) => {
      const o: Record<string, string | null> = {};
      for (const p of DATABASE_PROPS) o[p] = prop(r, p);
      const path = prop(r, "DBFilePath") ?? prop(r, "EDBFilePath");
      if (path === null) throw new Error("Unable to locate column containing database file path");
      o.DBFilePath = path;
      return o;
    });
}

/** Get-DBListFromMailboxDatabaseCopiesCsv: the copies on the server, by activation preference, then name. */
export function getDbListFromMailboxDatabaseCopiesCsv(
  copiesCsv: string,
  serverName: string
): Record<string, string | null>[] {
  const cmp = (a: string | null, b: string | null) =>
    (a ?? "").localeCompare(b ?? "", "en-US", { sensitivity: "accent" });
  return importCsv(copiesCsv)
    .filter((r) => like(prop(r, "Server"), serverName))
    .map((r) => ({
      Name: prop(r, "Name"),
      ActivationPreference: prop(r, "ActivationPreference"),
      ReplayLagTime: prop(r, "ReplayLagTime"),
      TruncationLagTime: prop(r, "TruncationLagTime"),
    }))
    .sort((a, b) => cmp(a.ActivationPreference, b.ActivationPreference) || cmp(a.Name, b.Name));
}
