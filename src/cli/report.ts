/**
 * A report as data (what `exsize size` prints), and its three renderings: text for a terminal, Markdown
 * for a document, CSV for a spreadsheet. The verdict comes first and once; then sections, each a table
 * whose first column is the reader's label, then one column per value (a design figure, a tier, a
 * failure mode), the unit and the key `--json` uses.
 */
export interface ReportRow {
  readonly label: string;
  /** Display text of each value column, already formatted for the unit ("--" where none). */
  readonly values: readonly string[];
  /** The same values for CSV: numbers rounded as displayed but without thousands separators. */
  readonly plain: readonly string[];
  readonly unit: string;
  readonly key: string;
  /** A mark shown after the key ("default" for an input the scenario left out). */
  readonly mark?: string;
}

export interface ReportSection {
  readonly title: string;
  /** The value columns' headings (["Value"], ["Tier 1", "Tier 2"], the failure modes). */
  readonly columns: readonly string[];
  readonly rows: readonly ReportRow[];
  /** Sentences printed under the table. */
  readonly notes?: readonly string[];
}

export interface ReportVerdictLine {
  readonly kind: "reject" | "warning";
  readonly rule: string;
  readonly message: string;
}

export interface Report {
  readonly title: string;
  readonly subtitle: readonly string[];
  /** "Verdict: ..." in words. */
  readonly verdict: string;
  readonly verdictLines: readonly ReportVerdictLine[];
  readonly sections: readonly ReportSection[];
}

export type ReportFormat = "text" | "markdown" | "csv";
export const REPORT_FORMATS: readonly ReportFormat[] = ["text", "markdown", "csv"];

const WIDTH = 100;

/** Words wrapped to `width` columns, every line after the first indented by `indent`. */
export function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (candidate.length > width && line !== "") {
      lines.push(line);
      line = indent + word;
    } else line = candidate;
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

const NUMERIC = /^[-+]?[\d,]*\.?\d+( %)?$|^--$/;

function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  const right = header.map((_, i) => i > 0 && rows.every((r) => NUMERIC.test(r[i] ?? "--")));
  return all
    .map((r) =>
      r
        .map((c, i) => (right[i] ? (c ?? "").padStart(widths[i]) : (c ?? "").padEnd(widths[i])))
        .join("  ")
        .trimEnd()
    )
    .join("\n");
}

const sectionHeader = (s: ReportSection) => ["", ...s.columns, "Unit", "Key"];
const sectionCells = (s: ReportSection, r: ReportRow) => [
  r.label,
  ...r.values,
  r.unit,
  r.mark ? `${r.key} (${r.mark})` : r.key,
];

function renderText(report: Report): string {
  const out: string[] = [report.title, ...report.subtitle, "", report.verdict];
  for (const v of report.verdictLines)
    out.push(
      "  " +
        wrap(`${v.kind === "reject" ? "REJECT " : "WARNING"} ${v.message}`, WIDTH - 2, "          ")
    );
  for (const s of report.sections) {
    out.push(
      "",
      s.title,
      textTable(
        sectionHeader(s),
        s.rows.map((r) => sectionCells(s, r))
      )
    );
    for (const n of s.notes ?? []) out.push(wrap(`  ${n}`, WIDTH, "    "));
  }
  return out.join("\n");
}

/** A Markdown table cell: pipes escaped, no line breaks. */
const md = (c: string) =>
  c
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ");

/** Text columns left-aligned, number columns right-aligned, as the text table aligns them. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (r: readonly string[]) => `| ${r.map((c) => md(c) || " ").join(" | ")} |`;
  const right = header.map((_, i) => i > 0 && rows.every((r) => NUMERIC.test(r[i] ?? "--")));
  const rule = `| ${header.map((_, i) => (right[i] ? "---:" : "---")).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function renderMarkdown(report: Report): string {
  const out: string[] = [`# ${report.title}`, ""];
  for (const s of report.subtitle) out.push(s, "");
  out.push(`**${report.verdict}**`, "");
  for (const v of report.verdictLines)
    out.push(`- **${v.kind === "reject" ? "Reject" : "Warning"}**: ${md(v.message)}`);
  if (report.verdictLines.length > 0) out.push("");
  for (const s of report.sections) {
    out.push(`## ${s.title}`, "");
    const header = ["Figure", ...s.columns, "Unit", "Key"];
    out.push(
      markdownTable(
        header,
        s.rows.map((r) => sectionCells(s, r))
      ),
      ""
    );
    for (const n of s.notes ?? []) out.push(`- ${md(n)}`);
    if ((s.notes ?? []).length > 0) out.push("");
  }
  return out.join("\n").trimEnd();
}

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
const csv = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

function renderCsv(report: Report): string {
  const lines = [["section", "figure", "column", "value", "unit", "key"].join(",")];
  const add = (cells: readonly string[]) => lines.push(cells.map(csv).join(","));
  add(["verdict", "verdict", "", report.verdict.replace(/^Verdict: /, ""), "", "verdict.status"]);
  for (const v of report.verdictLines) add(["verdict", v.rule, v.kind, v.message, "", ""]);
  for (const s of report.sections)
    for (const r of s.rows)
      r.plain.forEach((value, i) =>
        add([
          s.title,
          r.label,
          s.columns[i],
          value,
          r.unit,
          r.mark ? `${r.key} (${r.mark})` : r.key,
        ])
      );
  return lines.join("\n");
}

export function renderReport(report: Report, format: ReportFormat): string {
  return format === "markdown"
    ? renderMarkdown(report)
    : format === "csv"
      ? renderCsv(report)
      : renderText(report);
}
