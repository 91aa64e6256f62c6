import { MailboxProfile } from "./mailboxProfile";

/**
 * The Microsoft scenario of a measured profile, as `exsize size` and `exsize workbook` take it: the tiers
 * (mailboxes, messagesPerDay, avgMessageKB, and initialMailboxMB when --mailboxes gave sizes), the
 * hourly profile (`logGenerationProfilePercent`, the calculator's Input!C145:C168) and `profileSource`,
 * one line saying where the profile came from (the workbook's Inputs sheet shows it). Every other input
 * is left out: it keeps the calculator example's value until the consultant sets it.
 * Example: a 7-day measurement of 1,000 mailboxes in one tier => {"method":"microsoft","profileSource":
 * "exsize profile: ...","tiers":[{"mailboxes":1000,"messagesPerDay":100,"avgMessageKB":75.2}],
 * "logGenerationProfilePercent":[...24 values]}.
 */
export function profileScenario(p: MailboxProfile): Record<string, unknown> {
  return {
    method: "microsoft",
    profileSource: profileSourceText(p),
    tiers: p.tiers.map((t) => ({
      mailboxes: t.mailboxes,
      messagesPerDay: t.messagesPerDay,
      avgMessageKB: t.avgMessageKB,
      ...(t.initialMailboxMB === null ? {} : { initialMailboxMB: t.initialMailboxMB }),
    })),
    logGenerationProfilePercent: p.logGenerationProfilePercent,
  };
}

const grouped = (n: number) => n.toLocaleString("en-US");
const days = (d: number) => `${Number(d.toFixed(2))} day${d === 1 ? "" : "s"}`;

/** The days counted (workingDays.ts): ", counted: working days (Mon-Fri), 1 holiday". */
const countedText = (p: MailboxProfile): string => {
  const c = p.period.counted;
  if (!c) return "";
  const holidays = c.leftOut.filter((d) => d.endsWith("(holiday)")).length;
  return ` counted: ${c.rule}${holidays ? `, ${holidays} holiday${holidays === 1 ? "" : "s"}` : ""}`;
};

/** One line: the logs, the period, the mailboxes and the rules the profile was made by. */
export function profileSourceText(p: MailboxProfile): string {
  const servers = p.servers.length
    ? `${p.servers.length} server${p.servers.length === 1 ? "" : "s"} (${p.servers.slice(0, 6).join(", ")}${p.servers.length > 6 ? ", ..." : ""})`
    : "no server named";
  const excluded = Object.values(p.excluded).reduce((a, e) => a + e.mailboxes, 0);
  const stats = p.mailboxStatistics
    ? `; mailbox sizes from ${p.mailboxStatistics.file.split(/[\\/]/).pop()}`
    : "; no mailbox sizes given";
  return (
    `exsize profile: message tracking logs of ${servers}, ${grouped(p.files)} file${p.files === 1 ? "" : "s"}, ` +
    `${p.period.start} to ${p.period.end} (${days(p.period.days)}${countedText(p)}); ${grouped(p.mailboxes)} mailboxes measured ` +
    `(${grouped(excluded)} excluded), CalcMsgAverage.ps1's counts; tiers snapped ${p.snapRule} to the calculator's profiles; ` +
    `hourly profile in ${p.timeZone}${stats}`
  );
}
