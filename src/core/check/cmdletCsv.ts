import { itemSizeBytes } from "../trackingLogs/mailboxStatistics";
import { ExportedCsv } from "./csv";
import { EvidenceError } from "./errors";

/**
 * The Export-Csv files of the Exchange cmdlets exsize check reads, recognized by their #TYPE line
 * (Windows PowerShell 5.1) or, without one (PowerShell 7, -NoTypeInformation), by their columns. Each
 * cmdlet is documented in MicrosoftDocs/office-docs-powershell (commit 93336da2),
 * exchange/exchange-ps/ExchangePowerShell/: Get-MailboxDatabaseCopyStatus.md (lines 16, 46: "status of
 * all copies"), Get-MailboxDatabase.md (lines 215-227: -Status adds the free space and Mounted),
 * Get-MailboxStatistics.md (line 103: `-Database`). The reference lists the parameters, not the output
 * columns: the columns read are the objects' property names as the Exchange Management Shell prints them
 * (DatabaseCopyStatusEntry: Name, DatabaseName, Status, MailboxServer, ActivationPreference,
 * CopyQueueLength, ReplayQueueLength, ContentIndexState; MailboxDatabase: Name, Server, DatabaseSize,
 * AvailableNewMailboxSpace, MasterServerOrAvailabilityGroup, DistinguishedName; MailboxStatistics:
 * DisplayName, TotalItemSize, Database), the same that ExchangeDsc reads from the objects
 * (DSC_ExchMailboxDatabaseCopy.psm1 line 448: `$copy.ActivationPreference`).
 */
export interface CopyStatusRow {
  readonly database: string;
  readonly server: string;
  readonly status: string;
  readonly activationPreference: number | null;
  readonly copyQueueLength: number | null;
  readonly replayQueueLength: number | null;
  readonly contentIndexState: string | null;
}
export interface DatabaseRow {
  readonly database: string;
  readonly server: string | null;
  readonly sizeGB: number;
  readonly availableNewMailboxSpaceGB: number | null;
  readonly dag: string | null;
  /** The organization named in the database's DistinguishedName (CN=<org>,CN=Microsoft Exchange,...). */
  readonly organization: string | null;
}
export interface MailboxRow {
  readonly displayName: string;
  readonly database: string;
  readonly bytes: number | null;
}

export type CmdletCsv =
  | { readonly kind: "copyStatus"; readonly file: string; readonly rows: readonly CopyStatusRow[] }
  | { readonly kind: "databases"; readonly file: string; readonly rows: readonly DatabaseRow[] }
  | {
      readonly kind: "mailboxStatistics";
      readonly file: string;
      readonly rows: readonly MailboxRow[];
    };

const KINDS = [
  {
    kind: "copyStatus",
    cmdlet: "Get-MailboxDatabaseCopyStatus *",
    type: "Microsoft.Exchange.Management.SystemConfigurationTasks.DatabaseCopyStatusEntry",
    columns: ["DatabaseName", "MailboxServer", "Status", "ActivationPreference"],
  },
  {
    kind: "databases",
    cmdlet: "Get-MailboxDatabase -Status",
    type: "Microsoft.Exchange.Data.Directory.SystemConfiguration.MailboxDatabase",
    columns: ["Name", "DatabaseSize", "AvailableNewMailboxSpace"],
  },
  {
    kind: "mailboxStatistics",
    cmdlet: "Get-MailboxStatistics",
    type: "Microsoft.Exchange.Management.MapiTasks.Presentation.MailboxStatistics",
    columns: ["DisplayName", "TotalItemSize", "Database"],
  },
] as const;

export const CSV_CMDLETS = KINDS.map((k) => k.cmdlet);

const shortName = (s: string) => s.trim().split(/[.\\]/)[0].toUpperCase();

const intOrNull = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === "") return null;
  const x = Number(s.trim());
  return Number.isFinite(x) ? x : null;
};

export function readCmdletCsv(file: string, csv: ExportedCsv): CmdletCsv {
  const has = (c: string) => csv.columns.some((x) => x.toLowerCase() === c.toLowerCase());
  const kind =
    KINDS.find((k) => csv.typeName === k.type) ??
    (csv.typeName === undefined ? KINDS.find((k) => k.columns.every(has)) : undefined);
  if (!kind)
    throw new EvidenceError(
      file,
      `is a CSV of ${csv.typeName ? `${csv.typeName} objects` : `another cmdlet (columns ${csv.columns.slice(0, 4).join(", ")}${csv.columns.length > 4 ? ", ..." : ""})`}; exsize check reads the Export-Csv of ${CSV_CMDLETS.join(", ")}`
    );
  const missing = kind.columns.filter((c) => !has(c));
  if (missing.length)
    throw new EvidenceError(
      file,
      `is ${kind.cmdlet} | Export-Csv without the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}; export every property (no Select-Object)`
    );
  const col = (row: Readonly<Record<string, string>>, name: string) => {
    const key = Object.keys(row).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : row[key];
  };
  if (kind.kind === "copyStatus")
    return {
      kind: "copyStatus",
      file,
      rows: csv.rows.map((r) => ({
        database: (col(r, "DatabaseName") ?? "").trim(),
        server: shortName(col(r, "MailboxServer") ?? ""),
        status: (col(r, "Status") ?? "").trim(),
        activationPreference: intOrNull(col(r, "ActivationPreference")),
        copyQueueLength: intOrNull(col(r, "CopyQueueLength")),
        replayQueueLength: intOrNull(col(r, "ReplayQueueLength")),
        contentIndexState: col(r, "ContentIndexState")?.trim() || null,
      })),
    };
  if (kind.kind === "databases")
    return {
      kind: "databases",
      file,
      rows: csv.rows.map((r, i) => {
        const size = col(r, "DatabaseSize") ?? "";
        const bytes = itemSizeBytes(size);
        if (bytes === undefined)
          throw new EvidenceError(
            file,
            `row ${i + 1} has no DatabaseSize ("${size}"): export Get-MailboxDatabase with -Status, which reads the size`
          );
        const free = itemSizeBytes(col(r, "AvailableNewMailboxSpace") ?? "");
        const dn = col(r, "DistinguishedName") ?? "";
        const org = /CN=([^,]+),CN=Microsoft Exchange,/i.exec(dn);
        const server = col(r, "Server")?.trim();
        return {
          database: (col(r, "Name") ?? "").trim(),
          server: server ? shortName(server) : null,
          sizeGB: bytes / 1024 ** 3,
          availableNewMailboxSpaceGB: free === undefined ? null : free / 1024 ** 3,
          dag: col(r, "MasterServerOrAvailabilityGroup")?.trim() || null,
          organization: org ? org[1] : null,
        };
      }),
    };
  return {
    kind: "mailboxStatistics",
    file,
    rows: csv.rows.map((r) => {
      const bytes = itemSizeBytes(col(r, "TotalItemSize") ?? "");
      return {
        displayName: (col(r, "DisplayName") ?? "").trim(),
        database: (col(r, "Database") ?? "").trim(),
        bytes: bytes ?? null,
      };
    }),
  };
}
