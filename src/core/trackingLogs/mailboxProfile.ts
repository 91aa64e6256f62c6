import { SizingError } from "../errors";
import { MailboxStatistics } from "./mailboxStatistics";
import {
  HEALTH_MAILBOX_PATTERN,
  MailboxCounts,
  Measurement,
  SkipReason,
  globRegExp,
} from "./measurement";
import { SnapRule, groupTiers, snapProfile } from "./tierGrouping";
import { CountedDays, DayCount } from "./workingDays";

const MS_PER_DAY = 86_400_000;
/** KB = 1,024 bytes (CalcMsgAverage.ps1: `$ReceivedBytesTotal / 1024`); MB = 1,048,576 bytes. */
const KB = 1024;
const MB = 1024 * 1024;

/** One tier of the profile: what the scenario gets, and the measured figures it was snapped from. */
export interface ProfileTier {
  readonly mailboxes: number;
  /** The calculator profile (50-500). */
  readonly messagesPerDay: number;
  readonly avgMessageKB: number;
  /** The mean size of the tier's mailboxes (--mailboxes), or null when not known. */
  readonly initialMailboxMB: number | null;
  readonly measured: {
    /** Messages a day per mailbox of the tier, before snapping (sent + received). */
    readonly messagesPerMailboxPerDay: number;
    readonly sentPerMailboxPerDay: number;
    readonly receivedPerMailboxPerDay: number;
    /** The snapped profiles merged into this tier, lightest first. */
    readonly snappedFrom: readonly number[];
    /** Mailboxes of the tier with no traffic in the period (from --mailboxes). */
    readonly withoutTraffic: number;
    /** Where avgMessageKB comes from: "measured", or "all mailboxes" when the tier had no messages. */
    readonly avgMessageKBFrom: "measured" | "all mailboxes";
    /** Where initialMailboxMB comes from. */
    readonly initialMailboxMBFrom:
      "matched by address" | "all mailboxes of --mailboxes" | "not given";
  };
}

export interface MailboxProfile {
  readonly period: {
    readonly start: string;
    readonly end: string;
    readonly days: number;
    /** "logs" (the span of the events read) or "--start/--end". */
    readonly from: string;
    /** The days counted (--days, --holidays): `days` above is their number. */
    readonly counted?: CountedDays;
  };
  readonly mailboxes: number;
  readonly excluded: Readonly<
    Record<string, { readonly mailboxes: number; readonly events: number }>
  >;
  readonly sentPerMailboxPerDay: number;
  readonly receivedPerMailboxPerDay: number;
  readonly messagesPerMailboxPerDay: number;
  readonly averageReceivedKB: number | null;
  readonly averageSentKB: number | null;
  readonly averageMessageKB: number;
  readonly timeZone: string;
  /** Counted messages by hour of the day in timeZone (each sent message and each delivery once). */
  readonly hourlyMessages: readonly number[];
  readonly logGenerationProfilePercent: readonly number[];
  readonly snapRule: SnapRule;
  readonly tiers: readonly ProfileTier[];
  readonly events: {
    readonly read: number;
    readonly used: number;
    readonly deliveries: number;
    readonly sent: number;
    readonly skipped: Readonly<Record<SkipReason, number>>;
  };
  readonly files: number;
  readonly servers: readonly string[];
  readonly versions: readonly string[];
  /** Mailboxes measured above 500 messages a day (sized at 500, the calculator's largest profile). */
  readonly above500: number;
  readonly mailboxStatistics?: {
    readonly file: string;
    readonly rows: number;
    readonly addressColumn: string | null;
    /** Rows with no traffic in the period, added to the lightest tier. */
    readonly withoutTraffic: number;
    /** Measured mailboxes the file does not list (by address), when it has addresses. */
    readonly notListed: number;
    readonly excludedRows: number;
  };
  readonly notes: readonly string[];
}

export interface ProfileOptions {
  readonly maxTiers: number;
  readonly snap: SnapRule;
  readonly timeZone: string;
  readonly statistics?: MailboxStatistics;
  /** The days counted (workingDays.ts, issue 31); without it every day of the period counts. */
  readonly days?: DayCount;
}

/**
 * Percentages of a whole, each to 0.01 (hundredths), summing to exactly 100.00: the largest-remainder
 * rule (each share rounded down to a hundredth, then the hundredths left go to the largest remainders,
 * earlier hours first on ties). Example: [1, 1, 1] => [33.34, 33.33, 33.33].
 */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) throw new SizingError("counts", "no messages to share out");
  const exact = counts.map((c) => (c * 10000) / total);
  const floors = exact.map((x) => Math.floor(x + 1e-9));
  let left = 10000 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - floors[i], i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]++;
    left--;
  }
  return floors.map((h) => h / 100);
}

/**
 * The mailbox profile of a measurement (CalcMsgAverage.ps1's figures, then ExSize's tiers):
 * - sentPerMailboxPerDay = sent / mailboxes / days; receivedPerMailboxPerDay likewise; their sum is
 *   messagesPerMailboxPerDay (the script's "Messages Sent/Received per Mailbox Per Day");
 * - averageReceivedKB = received bytes / 1024 / received messages; averageSentKB likewise;
 *   averageMessageKB = their mean, (received + sent) / 2 (the script's "Average message size (KB)").
 *   Departure: when one side counted no message the script takes its average as 0 and halves the other;
 *   ExSize takes the other side's average alone;
 * - days = (end - start) / 86,400,000 ms;
 * - tiers: each mailbox's (sent + received) / days snapped (snapProfile) and grouped (groupTiers); a
 *   tier's avgMessageKB is the same mean over its own mailboxes' messages; its initialMailboxMB the mean
 *   TotalItemSize / 1,048,576 of its mailboxes (--mailboxes).
 * Example: 2 mailboxes, 7 days, 700 deliveries of 51,200 bytes and 350 sent of 102,400 bytes =>
 * received 50, sent 25, messages 75 a day per mailbox; 50 KB and 100 KB => averageMessageKB 75.
 */
export function mailboxProfile(m: Measurement, options: ProfileOptions): MailboxProfile {
  const o = m.options;
  const startMs = o.startMs ?? m.firstMs;
  const endMs = o.endMs ?? m.lastMs;
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs))
    throw new SizingError("LOG", "the logs hold no events (only header lines)");
  if (endMs <= startMs)
    throw new SizingError(
      "period",
      o.startMs !== undefined || o.endMs !== undefined
        ? `the period is empty: --end ${new Date(endMs).toISOString()} is not after --start ${new Date(startMs).toISOString()}`
        : `${m.firstAt}: the period is zero-length: every event read is at ${new Date(startMs).toISOString()}; give --start and --end`
    );
  const notes: string[] = [];
  // Per working day by default (issue 31, workingDays.ts): only the counted days divide.
  const counted = options.days?.countedOver(startMs, endMs);
  const days = counted ? counted.days : (endMs - startMs) / MS_PER_DAY;
  if (counted && days <= 0)
    throw new SizingError(
      "--days",
      `the period ${new Date(startMs).toISOString()} to ${new Date(endMs).toISOString()} holds no day counted as ${counted.rule} (left out: ${counted.leftOut.join(", ")}): give --days all, or a longer period`
    );
  if (counted?.withoutMail.length)
    notes.push(
      `no message was counted on ${counted.withoutMail.length === 1 ? "a counted day" : `${counted.withoutMail.length} counted days`}: ${counted.withoutMail.join(", ")}; each still divides the figures (a server's logs missing? a holiday? give it with --holidays, or shorten the period)`
    );

  // Mailboxes: the measured ones, and (--mailboxes) those listed without traffic.
  const stats = options.statistics;
  const sizeOf = new Map<string, number>();
  let withoutTraffic = 0;
  let excludedRows = 0;
  let notListed = 0;
  const health = globRegExp(HEALTH_MAILBOX_PATTERN);
  const silent: string[] = []; // listed, no traffic (by address)
  let meanStatsMB: number | null = null;
  if (stats) {
    const kept = stats.rows.filter((r) => {
      const out =
        health.test(r.displayName) ||
        (r.address !== undefined && m.exclusionOf(r.address) !== undefined);
      if (out) excludedRows++;
      return !out;
    });
    if (kept.length) meanStatsMB = kept.reduce((a, r) => a + r.bytes, 0) / kept.length / MB;
    if (stats.addressColumn) {
      for (const r of kept) {
        sizeOf.set(r.address!, r.bytes);
        if (!m.mailboxes.has(r.address!)) silent.push(r.address!);
      }
      withoutTraffic = silent.length;
      for (const a of m.mailboxes.keys()) if (!sizeOf.has(a)) notListed++;
    } else {
      withoutTraffic = Math.max(0, kept.length - m.mailboxes.size);
      notes.push(
        `${stats.file} has no address column (${"PrimarySmtpAddress"} ...), so its mailboxes cannot be matched to their traffic: every tier's initial mailbox size is the mean of all ${kept.length} mailboxes it lists, and the ${withoutTraffic} it lists beyond the ${m.mailboxes.size} measured join the lightest tier`
      );
    }
  }
  if (m.mailboxes.size === 0)
    throw new SizingError(
      "LOG",
      "no mailbox sent or received a message in the period: the logs hold no DELIVER or RECEIVE event from STOREDRIVER (are these the Mailbox servers' MessageTracking folders?)"
    );

  // Per mailbox: the snapped profile.
  const snapped = new Map<number, number>();
  const profileOf = new Map<string, number>();
  let above500 = 0;
  for (const [a, c] of m.mailboxes) {
    const perDay = (c.sent + c.received) / days;
    if (perDay > 500) above500++;
    const p = snapProfile(perDay, options.snap);
    profileOf.set(a, p);
    snapped.set(p, (snapped.get(p) ?? 0) + 1);
  }
  const lightestSnap = snapProfile(0, options.snap);
  if (withoutTraffic) snapped.set(lightestSnap, (snapped.get(lightestSnap) ?? 0) + withoutTraffic);
  const plan = groupTiers(snapped, options.maxTiers);
  if (above500)
    notes.push(
      `${above500} mailbox${above500 === 1 ? "" : "es"} had more than 500 messages a day, the calculator's largest profile: sized at 500`
    );
  if (plan.addedMessagesPerDay > 0)
    notes.push(
      `${[...snapped.keys()].length} profiles merged into ${plan.profiles.length} tiers, each at the highest profile of its group: ${plan.addedMessagesPerDay} messages a day added over all mailboxes`
    );

  // Totals (CalcMsgAverage.ps1) and per tier.
  const total: MailboxCounts = { sent: 0, sentBytes: 0, received: 0, receivedBytes: 0 };
  const perTier = new Map<
    number,
    { c: MailboxCounts; n: number; silent: number; bytes: number; sized: number; from: Set<number> }
  >();
  for (const p of plan.profiles)
    perTier.set(p, {
      c: { sent: 0, sentBytes: 0, received: 0, receivedBytes: 0 },
      n: 0,
      silent: 0,
      bytes: 0,
      sized: 0,
      from: new Set(),
    });
  const add = (into: MailboxCounts, c: MailboxCounts) => {
    into.sent += c.sent;
    into.sentBytes += c.sentBytes;
    into.received += c.received;
    into.receivedBytes += c.receivedBytes;
  };
  for (const [a, c] of m.mailboxes) {
    add(total, c);
    const snap = profileOf.get(a)!;
    const t = perTier.get(plan.tierOf.get(snap)!)!;
    add(t.c, c);
    t.n++;
    t.from.add(snap);
    const size = sizeOf.get(a);
    if (size !== undefined) {
      t.bytes += size;
      t.sized++;
    }
  }
  if (withoutTraffic) {
    const t = perTier.get(plan.tierOf.get(lightestSnap)!)!;
    t.n += withoutTraffic;
    t.silent += withoutTraffic;
    t.from.add(lightestSnap);
    for (const a of silent) {
      t.bytes += sizeOf.get(a)!;
      t.sized++;
    }
  }
  const averages = (c: MailboxCounts) => {
    const recv = c.received ? c.receivedBytes / KB / c.received : null;
    const sent = c.sent ? c.sentBytes / KB / c.sent : null;
    const both = recv !== null && sent !== null ? (recv + sent) / 2 : (recv ?? sent);
    return { recv, sent, both };
  };
  const all = averages(total);
  const n = m.mailboxes.size;
  const tiers: ProfileTier[] = plan.profiles.map((p) => {
    const t = perTier.get(p)!;
    const avg = averages(t.c).both;
    const initial = !stats
      ? null
      : stats.addressColumn
        ? t.sized
          ? t.bytes / t.sized / MB
          : meanStatsMB
        : meanStatsMB;
    return {
      mailboxes: t.n,
      messagesPerDay: p,
      avgMessageKB: avg ?? all.both!,
      initialMailboxMB: initial,
      measured: {
        messagesPerMailboxPerDay: (t.c.sent + t.c.received) / t.n / days,
        sentPerMailboxPerDay: t.c.sent / t.n / days,
        receivedPerMailboxPerDay: t.c.received / t.n / days,
        snappedFrom: [...t.from].sort((a, b) => a - b),
        withoutTraffic: t.silent,
        avgMessageKBFrom: avg === null ? "all mailboxes" : "measured",
        initialMailboxMBFrom: !stats
          ? "not given"
          : stats.addressColumn && t.sized
            ? "matched by address"
            : "all mailboxes of --mailboxes",
      },
    };
  });
  if (!stats)
    notes.push(
      "no --mailboxes file: the tiers have no initial mailbox size (the scenario leaves initialMailboxMB out, so the calculator example's 2048 MB for tier 1 and 0 MB for tiers 2-4 apply); give Get-MailboxStatistics | Export-Csv with --mailboxes"
    );
  const excluded: Record<string, { mailboxes: number; events: number }> = {};
  for (const [p, e] of m.excluded) excluded[p] = { mailboxes: e.mailboxes.size, events: e.events };
  return {
    period: {
      start: new Date(startMs).toISOString(),
      end: new Date(endMs).toISOString(),
      days,
      from: o.startMs !== undefined || o.endMs !== undefined ? "--start/--end" : "logs",
      ...(counted ? { counted } : {}),
    },
    mailboxes: n,
    excluded,
    sentPerMailboxPerDay: total.sent / n / days,
    receivedPerMailboxPerDay: total.received / n / days,
    messagesPerMailboxPerDay: (total.sent + total.received) / n / days,
    averageReceivedKB: all.recv,
    averageSentKB: all.sent,
    averageMessageKB: all.both!,
    timeZone: options.timeZone,
    hourlyMessages: [...m.hourly],
    logGenerationProfilePercent: percentShares(m.hourly),
    snapRule: options.snap,
    tiers,
    events: {
      read: m.read,
      used: m.used,
      deliveries: m.deliveries,
      sent: m.submissions,
      skipped: { ...m.skipped },
    },
    files: m.files,
    servers: [...m.servers].sort(),
    versions: [...m.versions].sort(),
    above500,
    ...(stats
      ? {
          mailboxStatistics: {
            file: stats.file,
            rows: stats.rows.length,
            addressColumn: stats.addressColumn ?? null,
            withoutTraffic,
            notListed,
            excludedRows,
          },
        }
      : {}),
    notes,
  };
}
