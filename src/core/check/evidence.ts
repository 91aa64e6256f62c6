import { CmdletCsv, readCmdletCsv } from "./cmdletCsv";
import { parseExportCsv } from "./csv";
import { EvidenceError } from "./errors";
import { MeasuredServer, readHealthChecker } from "./healthChecker";
import { JetstressReport, readJetstressHtml } from "./jetstressHtml";
import { evidenceText } from "./text";

/** One evidence file read: a HealthChecker server, a cmdlet's CSV or a Jetstress report. */
export type Evidence =
  | { readonly kind: "healthChecker"; readonly file: string; readonly server: MeasuredServer }
  | CmdletCsv
  | { readonly kind: "jetstress"; readonly file: string; readonly report: JetstressReport };

/**
 * Reads one evidence file by what it holds, whatever its name: CliXml (`<Objs`) is HealthChecker's
 * export, an HTML page Jetstress's report, anything else a cmdlet's Export-Csv. Message tracking logs
 * are read by exsize profile's reader (the CLI streams them). Throws an EvidenceError naming the file.
 */
export function readEvidence(file: string, bytes: Uint8Array): Evidence {
  if (bytes.length === 0) throw new EvidenceError(file, "is empty");
  const text = evidenceText(file, bytes);
  const head = text
    .slice(0, 2048)
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?<Objs\b/.test(head))
    return { kind: "healthChecker", file, server: readHealthChecker(file, text) };
  if (/^(<!DOCTYPE html|<html)/i.test(head))
    return { kind: "jetstress", file, report: readJetstressHtml(file, text) };
  if (head.startsWith("<"))
    throw new EvidenceError(
      file,
      "is XML or HTML but neither a HealthChecker export (<Objs>) nor a Jetstress report (<html>)"
    );
  if (head.startsWith("#Software: Microsoft Exchange"))
    throw new EvidenceError(
      file,
      "is a message tracking log: give it by its MSGTRK*.LOG name or folder"
    );
  return readCmdletCsv(file, parseExportCsv(file, text));
}
