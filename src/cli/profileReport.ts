import { MailboxProfile, SKIP_REASONS, SkipReason } from "../core/trackingLogs";
import { countedDayRows } from "./profileDays";

/** Grouped digits, at most `decimals` decimals: 12,345.6. */
const num = (v: number, decimals = 1) =>
  v.toLocaleString("en-US", { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
const fixed = (v: number, decimals: number) =>
  v.toLocaleString("en-US", { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
const orDash = (v: number | null, decimals = 1) => (v === null ? "--" : num(v, decimals));

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ")
      .trimEnd()
  );
}

/** The hourly profile as a bar chart, the longest bar 40 characters wide. */
export function hourlyChart(percent: readonly number[]): string[] {
  const max = Math.max(...percent);
  return percent.map((p, h) => {
    const width = max > 0 ? Math.round((p / max) * 40) : 0;
    return `  ${String(h).padStart(2, "0")}:00  ${fixed(p, 2).padStart(6)} %  ${"█".repeat(width)}`;
  });
}

/** "working day" when the default rule counted, "counted day" for another list, "day" for all. */
const perDay = (p: MailboxProfile): string =>
  !p.period.counted || p.period.counted.rule === "every day"
    ? "day"
    : p.period.counted.rule.startsWith("working")
      ? "working day"
      : "counted day";

/**
 * The report exsize profile prints for a person: the period, the logs (files, servers, versions), the
 * events read and skipped (and why), the mailboxes and exclusions, CalcMsgAverage.ps1's figures, the
 * tiers, the hourly profile as a chart, and the notes. --json prints the same as one object.
 */
export function profileReport(p: MailboxProfile, mbRead: number, maxTiers: number): string {
  const out: string[] = [];
  out.push("Mailbox profile from Exchange message tracking logs (CalcMsgAverage.ps1's counts)");
  out.push("");
  const skipped = (Object.keys(p.events.skipped) as SkipReason[]).filter(
    (k) => p.events.skipped[k] > 0
  );
  const excluded = Object.entries(p.excluded).filter(([, e]) => e.events > 0);
  const rows: [string, string][] = [
    [
      "Period",
      `${p.period.start} to ${p.period.end}${p.period.counted ? "" : `, ${num(p.period.days, 3)} days`} (${p.period.from === "logs" ? "first to last event read" : "--start/--end"})`,
    ],
    ...countedDayRows(p.period.counted, num),
    [
      "Logs",
      `${num(p.files, 0)} file${p.files === 1 ? "" : "s"}, ${num(mbRead, 1)} MB, from ${p.servers.length ? `${p.servers.length} server${p.servers.length === 1 ? "" : "s"}: ${p.servers.join(", ")}` : "no server named"}${p.versions.length ? `; #Version ${p.versions.join(", ")}` : ""}`,
    ],
    [
      "Events",
      `${num(p.events.read, 0)} read, ${num(p.events.used, 0)} used (${num(p.events.deliveries, 0)} deliveries, ${num(p.events.sent, 0)} sent)`,
    ],
    ...skipped.map(
      (k) => ["  skipped", `${num(p.events.skipped[k], 0)} ${SKIP_REASONS[k]}`] as [string, string]
    ),
    ["Mailboxes", `${num(p.mailboxes, 0)} measured (sent or received in the period)`],
    ...excluded.map(
      ([pattern, e]) =>
        [
          "  excluded",
          `${num(e.mailboxes, 0)} mailbox${e.mailboxes === 1 ? "" : "es"} matching ${pattern} (${num(e.events, 0)} deliveries or sends)`,
        ] as [string, string]
    ),
    ["Sent", `${num(p.sentPerMailboxPerDay, 2)} messages per mailbox per ${perDay(p)}`],
    ["Received", `${num(p.receivedPerMailboxPerDay, 2)} messages per mailbox per ${perDay(p)}`],
    [
      "Sent + received",
      `${num(p.messagesPerMailboxPerDay, 2)} messages per mailbox per ${perDay(p)}`,
    ],
    [
      "Average message",
      `${num(p.averageMessageKB, 2)} KB (received ${orDash(p.averageReceivedKB, 2)} KB, sent ${orDash(p.averageSentKB, 2)} KB; KB = 1,024 bytes)`,
    ],
  ];
  if (p.mailboxStatistics) {
    const s = p.mailboxStatistics;
    rows.push([
      "Mailbox sizes",
      `${s.file}: ${num(s.rows, 0)} mailboxes listed, ${num(s.withoutTraffic, 0)} without traffic (lightest tier), ${num(s.excludedRows, 0)} excluded${s.addressColumn ? `, matched by ${s.addressColumn} (${num(s.notListed, 0)} measured not listed)` : ", no address column"}`,
    ]);
  }
  const w = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v] of rows) out.push(`  ${k.padEnd(w)}  ${v}`);
  out.push("");
  out.push(
    `Tiers (each mailbox's messages a day snapped ${p.snapRule} to the calculator's profiles 50-500; at most ${maxTiers})`
  );
  out.push(
    ...table([
      [
        "  Tier",
        "Mailboxes",
        "Messages/day",
        "Measured/day",
        "Avg message KB",
        "Initial mailbox MB",
        "Snapped from",
      ],
      ...p.tiers.map((t, i) => [
        `  ${i + 1}`,
        num(t.mailboxes, 0),
        String(t.messagesPerDay),
        num(t.measured.messagesPerMailboxPerDay, 2),
        num(t.avgMessageKB, 2) + (t.measured.avgMessageKBFrom === "measured" ? "" : " *"),
        orDash(t.initialMailboxMB, 1),
        t.measured.snappedFrom.join(", "),
      ]),
    ])
  );
  if (p.tiers.some((t) => t.measured.avgMessageKBFrom !== "measured"))
    out.push("  * the tier counted no message: the average of all mailboxes");
  out.push("");
  out.push(
    `Hourly profile in ${p.timeZone} (logGenerationProfilePercent: each counted message by its hour; sums to 100)`
  );
  out.push(...hourlyChart(p.logGenerationProfilePercent));
  if (p.notes.length) {
    out.push("");
    out.push("Notes");
    for (const n of p.notes) out.push(`  - ${n}`);
  }
  return out.join("\n");
}
