import { CHECK_SECTIONS, CheckLine, CheckResult, CheckSection } from "../core/check";
import { formatFigure } from "./format";

const TITLES: Record<CheckSection, string> = {
  servers: "Servers: cores, sockets, memory and build against the design and Microsoft's limits",
  cpu: "CPU: today's mailboxes per server, normal running and after the design's worst failure",
  copies: "Copies: activation preferences, actives per server, copies against the design's layout",
  capacity: "Capacity: database sizes against the design's, months left at the modeled growth",
  storage: "Storage: Jetstress against the design's IOPS and Microsoft's latencies",
  profile: "Profile: measured mail flow against the design's tiers",
};

const MARK = { problem: "PROBLEM", ok: "ok", note: "" } as const;

const show = (v: number | string | null, unit: string) =>
  v === null
    ? "--"
    : typeof v === "number"
      ? `${formatFigure(v, unit).display}${unit && unit !== "text" ? ` ${unit}` : ""}`
      : v;

/**
 * `exsize check`'s report for a person: the verdict first (every problem named), then one block per
 * section, each line "subject  label: measured (designed ...)" and under it the rule and its source.
 */
export function checkReport(design: string, result: CheckResult): string {
  const out: string[] = [];
  out.push(`Exchange organization against its design (${design}): exsize check`);
  out.push("");
  out.push(
    result.verdict.status === "pass"
      ? `Verdict: ${result.verdict.headline}.`
      : `Verdict: ${result.verdict.problems.length} problem${result.verdict.problems.length === 1 ? "" : "s"} found.`
  );
  for (const l of result.lines.filter((x) => x.status === "problem"))
    out.push(
      `  PROBLEM ${l.section}: ${l.subject}: ${l.label} ${show(l.measured, l.unit)}${l.designed === null ? "" : ` (designed ${show(l.designed, l.unit)})`}: ${l.rule}`
    );
  if (result.designVerdict)
    out.push("", `The design itself (exsize size): ${result.designVerdict.headline}`);
  out.push("");
  out.push(
    `Evidence: ${result.evidence.length} file${result.evidence.length === 1 ? "" : "s"} (${summaryOf(result)}); per-mailbox megacycles at the ${result.profileUsed === "measured" ? "measured profile (message tracking logs)" : "design's profile (no message tracking logs given)"}.`
  );
  for (const section of CHECK_SECTIONS) {
    const lines = result.lines.filter((l) => l.section === section);
    out.push("");
    out.push(TITLES[section]);
    if (lines.length === 0) {
      out.push(`  -- not checked: ${MISSING[section]}`);
      continue;
    }
    const width = Math.min(12, Math.max(...lines.map((l) => l.subject.length)));
    for (const l of lines) out.push(...lineText(l, width));
    // The rule of every line that held (and of the notes without figures of their own), once per check.
    const rules = new Map<string, string>();
    for (const l of lines)
      if (listedOnce(l) && !rules.has(l.label))
        rules.set(l.label, `${l.rule}. Source: ${l.source}`);
    if (rules.size) {
      out.push("  Rules:");
      for (const [label, rule] of rules) out.push(`    ${label}: ${rule}`);
    }
  }
  return out.join("\n");
}

const MISSING: Record<CheckSection, string> = {
  servers: "no HealthChecker file given",
  cpu: "no Get-MailboxDatabaseCopyStatus export given",
  copies: "no Get-MailboxDatabaseCopyStatus export given",
  capacity: "no Get-MailboxDatabase -Status export given",
  storage: "no Jetstress report given",
  profile: "no message tracking logs given",
};

/** A line whose rule is listed once under its section instead of under the line. */
const listedOnce = (l: CheckLine) =>
  l.status === "ok" || (l.status === "note" && l.section !== "cpu");

/**
 * One line of the check: its mark, subject, label, measured and designed figures; under a problem or a
 * note its rule (with the figures behind it) and source (the rules of the lines that held are listed
 * once per section).
 */
function lineText(l: CheckLine, width: number): string[] {
  const mark = MARK[l.status];
  const designed = l.designed === null ? "" : ` (designed ${show(l.designed, l.unit)})`;
  const row = `  ${mark.padEnd(7)} ${l.subject.padEnd(width)}  ${l.label}: ${show(l.measured, l.unit)}${designed}`;
  // The CPU's lines carry their own figures (megacycles, mailboxes); other rules are listed once.
  if (listedOnce(l)) return [row];
  return [row, `  ${" ".repeat(7)} ${" ".repeat(width)}  ${l.rule}. Source: ${l.source}`];
}

function summaryOf(result: CheckResult): string {
  const counts = new Map<string, number>();
  for (const e of result.evidence) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const names: Record<string, string> = {
    healthChecker: "HealthChecker",
    copyStatus: "copy status",
    databases: "databases",
    mailboxStatistics: "mailbox statistics",
    jetstress: "Jetstress",
    trackingLogs: "message tracking logs",
  };
  return [...counts].map(([k, n]) => `${n} ${names[k] ?? k}`).join(", ");
}
