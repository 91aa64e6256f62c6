import { splitCsvLine } from "./csvLine";
import { LogLineError } from "./logError";

/**
 * A `Get-MailboxStatistics | Export-Csv` file: one mailbox a row, its size from `TotalItemSize` as
 * Exchange prints a ByteQuantifiedSize, "1.234 GB (1,324,567,890 bytes)": ExSize reads the exact byte
 * count in the parentheses and ignores the rounded figure before it. The thousands separators are the
 * exporting culture's (en-US "1,324,567,890", de-DE "1.324.567.890", fr-FR "1 324 567 890" with a
 * no-break space, de-CH "1'324'567'890"): every character that is not a digit is dropped.
 * The first line may be PowerShell 5's `#TYPE ...` line; the separator is a comma, or the culture's
 * list separator (a semicolon) when the file was exported with -UseCulture. The header names the
 * columns: `DisplayName` and `TotalItemSize` are needed; a column with the mailbox's address
 * (PrimarySmtpAddress, WindowsEmailAddress, EmailAddress, UserPrincipalName), when the export has one
 * (Get-MailboxStatistics alone writes none), lets each mailbox be matched to its measured traffic.
 * Example: the row "Anna Berg","1.234 GB (1,324,567,890 bytes)" is 1,324,567,890 bytes (1263.2 MB).
 */
export interface MailboxSize {
  readonly displayName: string;
  /** The address, lower case, when the export has an address column. */
  readonly address?: string;
  readonly bytes: number;
}

export interface MailboxStatistics {
  readonly file: string;
  readonly rows: readonly MailboxSize[];
  /** The column the addresses come from, when there is one. */
  readonly addressColumn?: string;
}

export const ADDRESS_COLUMNS = [
  "PrimarySmtpAddress",
  "WindowsEmailAddress",
  "EmailAddress",
  "UserPrincipalName",
];

/** The bytes of a TotalItemSize as Exchange prints it, in any culture; undefined when it has none. */
export function itemSizeBytes(text: string): number | undefined {
  const m = /\(([^()]*\d[^()]*?)\s*bytes?\)\s*$/i.exec(text.trim());
  const digits = (
    m ? m[1] : /^[\d.,'\s\u00a0\u202f\u2019]+$/.test(text.trim()) ? text : ""
  ).replace(/\D/g, "");
  if (!digits) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

export function parseMailboxStatistics(file: string, text: string): MailboxStatistics {
  const lines = text.split(/\r?\n/);
  let i = 0;
  while (i < lines.length && (lines[i].trim() === "" || lines[i].startsWith("#TYPE"))) i++;
  if (i >= lines.length)
    throw new LogLineError(file, undefined, "has no header line (Export-Csv writes one)");
  let separator = ",";
  let header = splitCsvLine(lines[i], separator) ?? [];
  const has = (h: string[], name: string) =>
    h.some((c) => c.trim().toLowerCase() === name.toLowerCase());
  if (!has(header, "TotalItemSize")) {
    separator = ";";
    header = splitCsvLine(lines[i], separator) ?? [];
  }
  const col = (name: string) =>
    header.findIndex((c) => c.trim().toLowerCase() === name.toLowerCase());
  const sizeCol = col("TotalItemSize");
  const nameCol = col("DisplayName");
  if (sizeCol < 0 || nameCol < 0)
    throw new LogLineError(
      file,
      i + 1,
      `the header has no ${sizeCol < 0 ? "TotalItemSize" : "DisplayName"} column (Get-MailboxStatistics | Export-Csv writes DisplayName and TotalItemSize)`
    );
  const addressColumn = ADDRESS_COLUMNS.find((c) => col(c) >= 0);
  const addressCol = addressColumn ? col(addressColumn) : -1;
  const rows: MailboxSize[] = [];
  for (let n = i + 1; n < lines.length; n++) {
    if (lines[n].trim() === "") continue;
    const fields = splitCsvLine(lines[n], separator);
    if (fields === undefined || fields.length !== header.length)
      throw new LogLineError(
        file,
        n + 1,
        fields === undefined
          ? "a quoted field is not closed"
          : `${fields.length} fields where the header names ${header.length}`
      );
    const bytes = itemSizeBytes(fields[sizeCol]);
    if (bytes === undefined)
      throw new LogLineError(
        file,
        n + 1,
        `TotalItemSize ${JSON.stringify(fields[sizeCol].slice(0, 60))} holds no byte count ("1.234 GB (1,324,567,890 bytes)")`
      );
    const address = addressCol >= 0 ? fields[addressCol].trim().toLowerCase() : undefined;
    rows.push({ displayName: fields[nameCol], bytes, ...(address ? { address } : {}) });
  }
  return { file, rows, ...(addressColumn ? { addressColumn } : {}) };
}
