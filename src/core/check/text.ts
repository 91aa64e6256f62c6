import { EvidenceError } from "./errors";

/**
 * The text of an evidence file from its bytes, in every encoding the Exchange tools write:
 * - UTF-16 LE with a byte-order mark: Windows PowerShell 5.1's `Export-Csv -Encoding Unicode`, `>` and
 *   Out-File (FF FE);
 * - UTF-16 BE with a byte-order mark (FE FF, -Encoding BigEndianUnicode);
 * - UTF-8 with a byte-order mark: `Export-Clixml -Encoding utf8` (HealthChecker,
 *   microsoft/CSS-Exchange Diagnostics/HealthChecker/Features/Invoke-HealthCheckerMainReport.ps1 line 51)
 *   and 5.1's `-Encoding UTF8`; UTF-8 without one: PowerShell 7's default (utf8NoBOM);
 * - ANSI: Windows PowerShell 5.1's Export-Csv default is ASCII (a character outside it becomes "?"), and
 *   `-Encoding Default` writes the system's ANSI code page: text that is not valid UTF-8 is read as
 *   Windows-1252, the code page of the English and Western European Windows editions (derived rule: the
 *   file does not say its code page; a name in another code page reads wrong, never refused).
 * Example: FF FE 23 00 54 00 => "#T".
 */
export function evidenceText(file: string, bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const le = bytes[0] === 0xff;
    const body = bytes.subarray(2);
    if (body.length % 2 !== 0)
      throw new EvidenceError(
        file,
        `is UTF-16 (its byte-order mark says so) but has an odd number of bytes: it was cut short`
      );
    return new TextDecoder(le ? "utf-16le" : "utf-16be").decode(body);
  }
  // UTF-16 LE without a mark: ASCII with a NUL after every character.
  const head = bytes.subarray(0, 64);
  if (head.length >= 4 && head.filter((b) => b === 0).length * 3 >= head.length) {
    const le = head[1] === 0;
    return new TextDecoder(le ? "utf-16le" : "utf-16be").decode(
      bytes.subarray(0, bytes.length - (bytes.length % 2))
    );
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
