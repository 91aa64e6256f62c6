import { EvidenceError } from "./errors";

/**
 * A Jetstress HTML report (`Performance_<date>.html`, and the Stress, DatabaseBackup and SoftRecovery
 * reports). The summary rows are read as dsccommunity/ExchangeDsc's DSC_ExchJetstress reads them
 * (source/DSCResources/DSC_ExchJetstress/DSC_ExchJetstress.psm1, commit 0e9cb67d, lines 326 and 341-346):
 * the cell `<td class="grid_row_header">Overall Test Result</td>` or `<td class="grid_row_header">Achieved
 * Transactional I/O per Second</td>`, the value in the next cell (on the next line in Jetstress's own
 * files, ExchangeDsc takes the text between that line's first ">" and last "<"). "Target Transactional I/O
 * per Second" is read the same way (its row follows the achieved one in Jetstress's reports, seed 001
 * lines 493-495). The latencies come from the "Transactional I/O Performance" table, one row per
 * instance, its columns found by their headers "I/O Database Reads Average Latency (msec)" and "I/O Log
 * Writes Average Latency (msec)" (the columns of seed 001's report, lines 508-515); ExchangeDsc does not
 * read that table, so its markup here is derived: rows `<tr>` of `<th>`/`<td>` cells, the instance name in
 * the first cell. The worst instance is the run's figure (Jetstress passes a run only when every
 * instance does).
 * Example: "Overall Test Result" Pass, achieved 1635.757, target 60, instances 10.202/0.641 and
 * 10.138/0.689 ms => {overall: "Pass", achievedIops: 1635.757, dbReadAvgMs: 10.202, logWriteAvgMs: 0.689}.
 */
export interface JetstressReport {
  readonly file: string;
  readonly overall: string;
  readonly achievedIops: number;
  readonly targetIops: number | null;
  readonly dbReadAvgMs: number | null;
  readonly logWriteAvgMs: number | null;
  readonly instances: number;
}

const cellText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/\s+/g, " ")
    .trim();

function summaryValue(html: string, label: string): string | undefined {
  const at = html.indexOf(`<td class="grid_row_header">${label}</td>`);
  if (at < 0) return undefined;
  const m = /<td[^>]*>([\s\S]*?)<\/td>/.exec(html.slice(at + label.length + 33));
  return m ? cellText(m[1]) : undefined;
}

/** A number as Jetstress prints it (invariant culture, maybe thousands separators). */
const number = (s: string | undefined) => {
  if (s === undefined) return undefined;
  const x = Number(s.replace(/,/g, ""));
  return s.trim() !== "" && Number.isFinite(x) ? x : undefined;
};

export function readJetstressHtml(file: string, html: string): JetstressReport {
  const overall = summaryValue(html, "Overall Test Result");
  const achieved = number(summaryValue(html, "Achieved Transactional I/O per Second"));
  if (overall === undefined || achieved === undefined)
    throw new EvidenceError(
      file,
      `is not a Jetstress report: no "${overall === undefined ? "Overall Test Result" : "Achieved Transactional I/O per Second"}" row (the rows ExchangeDsc's DSC_ExchJetstress reads)`
    );
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((r) =>
    [...r[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) => cellText(c[1]))
  );
  const headerAt = rows.findIndex((r) =>
    r.some((c) => /^I\/O Database Reads Average Latency/i.test(c))
  );
  let dbRead: number | null = null;
  let logWrite: number | null = null;
  let instances = 0;
  if (headerAt >= 0) {
    const h = rows[headerAt];
    const readCol = h.findIndex((c) => /^I\/O Database Reads Average Latency/i.test(c));
    const logCol = h.findIndex((c) => /^I\/O Log Writes Average Latency/i.test(c));
    for (const r of rows.slice(headerAt + 1)) {
      if (!/^Instance/i.test(r[0] ?? "")) break;
      instances++;
      const read = number(r[readCol]);
      const log = logCol >= 0 ? number(r[logCol]) : undefined;
      if (read !== undefined) dbRead = Math.max(dbRead ?? 0, read);
      if (log !== undefined) logWrite = Math.max(logWrite ?? 0, log);
    }
  }
  return {
    file,
    overall,
    achievedIops: achieved,
    targetIops: number(summaryValue(html, "Target Transactional I/O per Second")) ?? null,
    dbReadAvgMs: dbRead,
    logWriteAvgMs: logWrite,
    instances,
  };
}
