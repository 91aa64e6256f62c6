import { splitCsvLine } from "./csvLine";
import { LogLineError } from "./logError";
import { MAX_MESSAGE_BYTES } from "./messageSizeLimit";
import { SeenKeys } from "./seenKeys";
import { FieldLayout, fieldLayout } from "./trackingFields";

/**
 * The measurement of CalcMsgAverage.ps1 (version 1.0, Toomas Ruus, Microsoft Estonia, Exchange PFE;
 * it reads the same events through Get-MessageTrackingLog), over the raw log lines:
 * - received: a DELIVER event whose source is STOREDRIVER, once per recipient of its recipient-address
 *   (recipients are separated by ";", Microsoft Learn, "Message tracking in Exchange Server", field
 *   recipient-address), the message's total-bytes added per recipient; only messages whose message-id has
 *   the form <x@y.z> (the script's `^\<.+@.+\..+\>$`, its ElseIf branch; its other branch needs the
 *   organization's accepted domains and server names, which the logs do not hold);
 * - sent: a RECEIVE event whose source is STOREDRIVER (a message submitted from a mailbox), once, for its
 *   sender-address, its total-bytes;
 * - a mailbox: every address that received or sent so, compared without regard to case (the script's
 *   hashtable keys are case-insensitive);
 * - excluded: addresses starting "HealthMailbox" (the script's -SkipHealthMailboxes, `-notlike
 *   "HealthMailbox*"`) and any --exclude pattern (* and ?, whole address, any case), counted by pattern.
 *
 * Where ExSize departs from the script (docs/profile.md says so too):
 * - the same event is counted once (the script counts a message once per server log it reads): a
 *   delivery's key is its message-id and recipient, a submission's its message-id and sender. The
 *   message-id is the right key across servers: it "is constant for the lifetime of the message", while
 *   "the internal-message-id of a message is different in the message tracking log of every Exchange
 *   server that's involved" (Microsoft Learn, same page, fields message-id and internal-message-id). A
 *   RECEIVE without a message-id is keyed by its server-hostname and internal-message-id instead;
 * - for sent messages the script tests the recipients against HealthMailbox*; ExSize tests the sender
 *   (the mailbox the message is counted for).
 * The period is the span of the events read (first to last date-time), or --start/--end: events outside
 * [start, end) are skipped.
 */
export interface MeasureOptions {
  /** --start, --end in ms since 1970 (UTC), when given. */
  readonly startMs?: number;
  readonly endMs?: number;
  /** --exclude patterns (HealthMailbox* is always excluded). */
  readonly exclude?: readonly string[];
  /** The hour of the day (0-23) of an instant, in the report's time zone (hourOfDayIn). */
  readonly hourOf: (ms: number) => number;
  /**
   * The days counted (issue 31, workingDays.ts): a message on another day is skipped (notCountedDay),
   * and each counted message is tallied by its day, so the report finds counted days without mail.
   */
  readonly days?: { counts(ms: number): boolean; tally(ms: number): void };
}

/** One mailbox's counts. */
export interface MailboxCounts {
  sent: number;
  sentBytes: number;
  received: number;
  receivedBytes: number;
}

/** The pattern every measurement excludes (CalcMsgAverage.ps1, -SkipHealthMailboxes). */
export const HEALTH_MAILBOX_PATTERN = "HealthMailbox*";

/** A line whose date-time is earlier than the line before it in the same file by more than this is refused. */
export const OUT_OF_ORDER_TOLERANCE_MS = 60_000;

const MESSAGE_ID_FORM = /^<.+@.+\..+>$/i;

/**
 * A copy of a string that shares no memory with the chunk of the file it was cut from: a key kept for
 * the whole run (a mailbox's address) must not hold its 1 MB chunk in memory (V8 keeps a slice of a
 * string as a view of the whole).
 */
const own = (s: string): string => s.split("").join("");

/** Date.UTC of a "yyyy-mm-dd" prefix, kept (a week of logs: 7 look-ups). */
const dayCache = new Map<string, number>();
const digit = (t: string, i: number) => t.charCodeAt(i) - 48;

/**
 * ms since 1970 of a date-time as Exchange writes it, "2026-11-02T08:15:30.123Z" (yyyy-mm-ddThh:mm:ss.fffZ,
 * Microsoft Learn, field date-time); any other ISO 8601 form through Date.parse; NaN when it is none.
 */
export function parseDateTime(t: string): number {
  if (t.length === 24 && t.charCodeAt(10) === 84 /* T */ && t.charCodeAt(23) === 90 /* Z */) {
    const dayText = t.slice(0, 10);
    let day = dayCache.get(dayText);
    if (day === undefined) {
      day = /^\d{4}-\d\d-\d\d$/.test(dayText) ? Date.parse(dayText) : NaN;
      if (dayCache.size < 10_000) dayCache.set(own(dayText), day);
    }
    const h = digit(t, 11) * 10 + digit(t, 12);
    const mi = digit(t, 14) * 10 + digit(t, 15);
    const se = digit(t, 17) * 10 + digit(t, 18);
    const ms = digit(t, 20) * 100 + digit(t, 21) * 10 + digit(t, 22);
    const ok =
      t.charCodeAt(13) === 58 &&
      t.charCodeAt(16) === 58 &&
      t.charCodeAt(19) === 46 &&
      h >= 0 &&
      h < 24 &&
      mi >= 0 &&
      mi < 60 &&
      se >= 0 &&
      se < 60 &&
      ms >= 0 &&
      ms < 1000 &&
      digit(t, 12) < 10 &&
      digit(t, 15) < 10 &&
      digit(t, 18) < 10 &&
      digit(t, 21) < 10 &&
      digit(t, 22) < 10;
    if (ok) return day + h * 3_600_000 + mi * 60_000 + se * 1000 + ms;
  }
  return /^\d{4}-\d\d-\d\dT/.test(t) ? Date.parse(t) : NaN;
}

/** A glob (* any run, ? one character) as a case-insensitive regular expression over the whole text. */
export function globRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${body}$`, "i");
}

/** Skip reasons, as the report and --json name them. */
export const SKIP_REASONS = {
  otherEvent: "not a DELIVER or RECEIVE event from STOREDRIVER",
  outsidePeriod: "outside --start/--end",
  notCountedDay: "on a day not counted (a weekend or holiday; --days, --holidays)",
  messageIdForm: "DELIVER whose message-id is not of the form <x@y.z> (as CalcMsgAverage.ps1)",
  noBytes: "no whole number in total-bytes",
  noAddress: "no sender (RECEIVE) or recipient (DELIVER) address",
  excluded: "only excluded mailboxes (HealthMailbox*, --exclude)",
  duplicate: "already counted (the same message-id and mailbox, logged again)",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

export class Measurement {
  readonly mailboxes = new Map<string, MailboxCounts>();
  readonly hourly = new Array<number>(24).fill(0);
  readonly skipped: Record<SkipReason, number> = {
    otherEvent: 0,
    outsidePeriod: 0,
    notCountedDay: 0,
    messageIdForm: 0,
    noBytes: 0,
    noAddress: 0,
    excluded: 0,
    duplicate: 0,
  };
  /** Excluded mailboxes and their events, by the pattern that excluded them. */
  readonly excluded = new Map<string, { mailboxes: Set<string>; events: number }>();
  readonly servers = new Set<string>();
  readonly versions = new Set<string>();
  readonly seen = new SeenKeys();
  read = 0;
  used = 0;
  deliveries = 0;
  submissions = 0;
  files = 0;
  /** The first and last date-time read, and where. */
  firstMs = Infinity;
  lastMs = -Infinity;
  firstAt = "";
  lastAt = "";
  private readonly patterns: readonly [string, RegExp][];

  constructor(readonly options: MeasureOptions) {
    this.patterns = [HEALTH_MAILBOX_PATTERN, ...(options.exclude ?? [])].map((p) => [
      p,
      globRegExp(p),
    ]);
    for (const [p] of this.patterns) this.excluded.set(p, { mailboxes: new Set(), events: 0 });
  }

  /** A reader for one file's lines, in order. */
  file(name: string): FileReader {
    this.files++;
    return new FileReader(this, name);
  }

  /** The pattern that excludes an address (lower case), if any. */
  exclusionOf(address: string): string | undefined {
    for (const [p, re] of this.patterns) if (re.test(address)) return p;
    return undefined;
  }

  count(address: string, sent: boolean, bytes: number, ms: number): void {
    let c = this.mailboxes.get(address);
    if (c === undefined) {
      c = { sent: 0, sentBytes: 0, received: 0, receivedBytes: 0 };
      this.mailboxes.set(own(address), c);
    }
    if (sent) {
      c.sent++;
      c.sentBytes += bytes;
      this.submissions++;
    } else {
      c.received++;
      c.receivedBytes += bytes;
      this.deliveries++;
    }
    this.hourly[this.options.hourOf(ms)]++;
    this.options.days?.tally(ms);
  }

  exclude(pattern: string, address: string): void {
    const e = this.excluded.get(pattern)!;
    if (!e.mailboxes.has(address)) e.mailboxes.add(own(address));
    e.events++;
  }
}

/**
 * The lines of one log file, fed one at a time (line numbers count from 1, header lines included). A
 * header line starts with "#": #Software, #Version, #Log-type, #Date, #Fields (Microsoft Learn, "Message
 * tracking in Exchange Server", "Structure of the message tracking log files"). A line that cannot be read
 * (a quote not closed, a field count other than #Fields names) is refused, naming the file and line; the
 * last line so is "cut short".
 */
export class FileReader {
  private layout: FieldLayout | undefined;
  private lineNo = 0;
  private lastMs = -Infinity;
  private lastLine = 0;
  private pending: { line: number; message: string } | undefined;
  /** The last data line when it was read for its date-time only: end() checks it whole. */
  private quickLast: { line: number; text: () => string } | undefined;

  constructor(
    private readonly m: Measurement,
    readonly name: string
  ) {}

  private fail(message: string, line = this.lineNo): never {
    throw new LogLineError(this.name, line, message);
  }

  line(text: string): void {
    this.lineNo++;
    if (this.pending) this.fail(this.pending.message, this.pending.line);
    this.quickLast = undefined;
    if (text.length === 0) return;
    if (text.charCodeAt(0) === 35 /* # */) return this.header(text);
    const layout = this.layout;
    if (layout === undefined)
      this.fail(
        "not a message tracking log: no #Fields line before the first event (Exchange writes #Software, #Version, #Log-type, #Date, #Fields first)"
      );
    const idx = layout.index;
    // Most lines are not DELIVER or RECEIVE events from STOREDRIVER: when #Fields puts source just
    // before event-id (2010 to SE do), such a line holds neither ",STOREDRIVER,DELIVER," nor
    // ",STOREDRIVER,RECEIVE,", and only its date-time is read (a line that holds one is read whole).
    const quick =
      idx["date-time"] === 0 &&
      (layout.adjacent
        ? text.indexOf(",STOREDRIVER,DELIVER,") < 0 && text.indexOf(",STOREDRIVER,RECEIVE,") < 0
        : text.indexOf("STOREDRIVER") < 0);
    if (quick) {
      const comma = text.indexOf(",");
      return this.read(comma < 0 ? undefined : text.slice(0, comma), () => text, true);
    }
    const fields = splitCsvLine(text);
    if (fields === undefined || fields.length !== layout.count) {
      this.pending = {
        line: this.lineNo,
        message:
          fields === undefined ? "a quoted field is not closed" : this.countMessage(fields.length),
      };
      return;
    }
    this.read(fields[idx["date-time"]], () => text, false, fields);
  }

  /**
   * True when the caller may hand over a data line that holds neither ",STOREDRIVER,DELIVER," nor
   * ",STOREDRIVER,RECEIVE," with skim() (its date-time alone): the file's #Fields puts date-time first
   * and source just before event-id. exsize profile finds such lines in the bytes, without decoding them.
   */
  get skimmable(): boolean {
    return (
      this.layout !== undefined && this.layout.adjacent && this.layout.index["date-time"] === 0
    );
  }

  /**
   * A data line (not a header, not empty) that holds no DELIVER or RECEIVE event from STOREDRIVER, by its
   * date-time (the text before its first comma; undefined when it has no comma) and its whole text
   * when needed (the last line of a file is checked whole).
   */
  skim(dateText: string | undefined, text: () => string): void {
    this.lineNo++;
    if (this.pending) this.fail(this.pending.message, this.pending.line);
    this.read(dateText, text, true);
  }

  private read(
    dateText: string | undefined,
    text: () => string,
    quick: boolean,
    fields?: string[]
  ): void {
    this.quickLast = quick ? { line: this.lineNo, text } : undefined;
    if (dateText === undefined) {
      this.pending = { line: this.lineNo, message: this.countMessage(1) };
      return;
    }
    const m = this.m;
    const ms = parseDateTime(dateText);
    if (!Number.isFinite(ms))
      this.fail(
        `date-time ${JSON.stringify(dateText.slice(0, 40))} is not a date-time (yyyy-mm-ddThh:mm:ss.fffZ)`
      );
    if (ms < this.lastMs - OUT_OF_ORDER_TOLERANCE_MS)
      this.fail(
        `dates out of order: ${dateText} is earlier than line ${this.lastLine}'s ${new Date(this.lastMs).toISOString()} (Exchange appends events in time order)`
      );
    if (ms > this.lastMs) {
      this.lastMs = ms;
      this.lastLine = this.lineNo;
    }
    m.read++;
    if (ms < m.firstMs) {
      m.firstMs = ms;
      m.firstAt = `${this.name}:${this.lineNo}`;
    }
    if (ms > m.lastMs) {
      m.lastMs = ms;
      m.lastAt = `${this.name}:${this.lineNo}`;
    }
    const o = m.options;
    if ((o.startMs !== undefined && ms < o.startMs) || (o.endMs !== undefined && ms >= o.endMs)) {
      m.skipped.outsidePeriod++;
      return;
    }
    if (fields === undefined) {
      m.skipped.otherEvent++;
      return;
    }
    const idx = this.layout!.index;
    const event = fields[idx["event-id"]];
    const isDeliver = event === "DELIVER";
    if ((!isDeliver && event !== "RECEIVE") || fields[idx.source] !== "STOREDRIVER") {
      m.skipped.otherEvent++;
      return;
    }
    if (o.days && !o.days.counts(ms)) {
      m.skipped.notCountedDay++;
      return;
    }
    const messageId = fields[idx["message-id"]];
    if (isDeliver && !MESSAGE_ID_FORM.test(messageId)) {
      m.skipped.messageIdForm++;
      return;
    }
    const bytesText = fields[idx["total-bytes"]];
    const bytes = /^\d+$/.test(bytesText) ? Number(bytesText) : NaN;
    if (!Number.isFinite(bytes)) {
      m.skipped.noBytes++;
      return;
    }
    if (bytes > MAX_MESSAGE_BYTES)
      this.fail(
        `total-bytes ${bytesText.length > 20 ? `${bytesText.slice(0, 17)}... (${bytesText.length} digits)` : bytesText} is more than the largest message Exchange allows, ${MAX_MESSAGE_BYTES.toLocaleString("en-US")} bytes (its message size limits take at most 1.999999 GB); the line is not a message Exchange carried`
      );
    const server = fields[idx["server-hostname"]];
    if (server && m.servers.size < 1000) {
      const upper = server.toUpperCase();
      if (!m.servers.has(upper)) m.servers.add(own(upper));
    }
    const addresses = isDeliver
      ? fields[idx["recipient-address"]].split(";")
      : [fields[idx["sender-address"]]];
    const idKey = messageId
      ? messageId
      : `${server.toLowerCase()}|${fields[idx["internal-message-id"]]}`;
    let counted = 0;
    let dup = 0;
    let excluded = 0;
    for (const raw of addresses) {
      const address = raw.trim().toLowerCase();
      if (!address) continue;
      const pattern = m.exclusionOf(address);
      if (pattern !== undefined) {
        m.exclude(pattern, address);
        excluded++;
        continue;
      }
      if (!m.seen.add(`${isDeliver ? "D" : "R"}|${idKey}|${address}`)) {
        dup++;
        continue;
      }
      m.count(address, !isDeliver, bytes, ms);
      counted++;
    }
    if (counted) m.used++;
    else if (dup) m.skipped.duplicate++;
    else if (excluded) m.skipped.excluded++;
    else m.skipped.noAddress++;
  }

  private countMessage(got: number): string {
    return `${got} field${got === 1 ? "" : "s"} where #Fields names ${this.layout!.count}`;
  }

  private header(text: string): void {
    const colon = text.indexOf(":");
    const name = (colon < 0 ? text : text.slice(0, colon)).toLowerCase();
    const value = colon < 0 ? "" : text.slice(colon + 1).trim();
    if (name === "#log-type" && value.toLowerCase() !== "message tracking log")
      this.fail(`not a message tracking log: #Log-type is ${JSON.stringify(value)}`);
    if (name === "#version" && value && this.m.versions.size < 100) this.m.versions.add(own(value));
    if (name === "#fields") {
      try {
        this.layout = fieldLayout(value);
      } catch (error) {
        this.fail((error as Error).message);
      }
    }
  }

  /** The end of the file: a line refused last is a cut-short last line; a file with no #Fields is no log. */
  end(): void {
    if (this.quickLast && !this.pending) {
      const fields = splitCsvLine(this.quickLast.text());
      if (fields === undefined || fields.length !== this.layout!.count)
        this.pending = {
          line: this.quickLast.line,
          message:
            fields === undefined
              ? "a quoted field is not closed"
              : this.countMessage(fields.length),
        };
    }
    if (this.pending)
      this.fail(`the last line is cut short (${this.pending.message})`, this.pending.line);
    if (this.layout === undefined)
      throw new LogLineError(
        this.name,
        undefined,
        "not a message tracking log: it has no #Fields line"
      );
  }
}
