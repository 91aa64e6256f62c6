/**
 * The test log set: three servers' message tracking logs for one week, built with known counts (the
 * expected figures in profile tests are typed from this list, never produced by the code under test).
 *
 * Period: 2026-11-02T00:00:00.000Z (a SEND on EX01) to 2026-11-09T00:00:00.000Z (a SEND on EX02): 7 days.
 * EX01: Exchange 2019 fields, UTF-8 with a byte-order mark. EX02: Exchange 2019 fields. EX03: Exchange
 * 2010's 21 fields (the test gzips it).
 *
 * Counted (2,500 = 1,890 deliveries + 610 sent; 2,080 lines):
 *   alice+bob  420 DELIVER lines to "alice;bob" (two recipients), 51,200 bytes           EX01
 *   bob        280 DELIVER, 61,440 bytes                                                EX01
 *   erin       700 DELIVER, 51,200 bytes (10 of them to "erin;HealthMailbox2...")       EX02
 *   carol       70 DELIVER, 51,200 bytes                                                EX03 (2010)
 *   sent       alice 140 (EX01), bob 350 (EX01), erin 105 (EX02), dave 15 (EX03), all 102,400 bytes
 * Per mailbox a day: alice (420+140)/7 = 80, bob (700+350)/7 = 150, carol 70/7 = 10, dave 15/7,
 * erin (700+105)/7 = 115.
 * Not counted (335 lines): 50 of erin's deliveries logged again on EX01 (same message-id, another
 * internal-message-id: duplicates); 20 DELIVER to and 10 RECEIVE from HealthMailbox1 (EX01); 3 DELIVER
 * whose message-id is not <x@y.z> (EX02); 250 other events (100 RECEIVE SMTP EX01, 100 SEND SMTP EX02,
 * 50 SUBMIT STOREDRIVER EX03) and the 2 SENDs that bound the period.
 * Excluded: HealthMailbox1 (30 events) and HealthMailbox2 (10, beside erin): 2 mailboxes, 40 events.
 * Hours: every counted delivery or send is at 08:00-17:59 UTC, 250 in each hour (10 % each), at minute
 * 0-29 (so Asia/Kolkata, UTC+05:30, puts it 5 hours later); the rest at 03:00-06:59.
 * Subjects hold commas and quotes: `Budget, Q1 "final"`.
 */
import {
  FIELDS_2010,
  FIELDS_2019,
  LogEvent,
  deliver,
  logFileText,
  other,
  receive,
} from "../support/trackingLogWriter";

export const START_MS = Date.UTC(2026, 10, 2);
export const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const A = "alice@contoso.com";
export const B = "Bob.Brown@Contoso.com"; // mixed case: counted as bob.brown@contoso.com
export const C = "carol@contoso.com";
export const D = "dave@contoso.com";
export const E = "erin@contoso.com";
export const H1 = "HealthMailbox1a2b3c@contoso.com";
export const H2 = "HealthMailbox4d5e6f@contoso.com";

/** Hands out the counted events' times: 250 units an hour from 08:00 UTC, days 0-6 in turn. */
class Schedule {
  private hour = 8;
  private used = 0;
  private k = 0;
  next(weight: number): string {
    if (this.used + weight > 250) {
      this.hour++;
      this.used = 0;
    }
    this.used += weight;
    const k = this.k++;
    const day = k % 7;
    const minute = k % 30;
    const second = Math.floor(k / 30) % 60;
    return iso(
      START_MS + day * DAY_MS + this.hour * 3_600_000 + minute * 60_000 + second * 1000 + 123
    );
  }
}

/** A time outside the counted hours: hour `h` of day `k % 7`. */
const offHours = (k: number, h: number) =>
  iso(START_MS + (k % 7) * DAY_MS + h * 3_600_000 + (k % 60) * 60_000);

export interface LogSet {
  readonly ex01: string;
  readonly ex02: string;
  readonly ex03: string;
}

export function buildLogSet(): LogSet {
  const s = new Schedule();
  const ex01: LogEvent[] = [];
  const ex02: LogEvent[] = [];
  const ex03: LogEvent[] = [];
  const subject = (i: number) => `Budget, Q${(i % 4) + 1} "final"`;
  let internal = 1000;
  const id = (tag: string, i: number) => `<${tag}-${i}@mbx01.contoso.com>`;

  for (let i = 0; i < 420; i++)
    ex01.push(
      deliver(
        s.next(2),
        "EX01",
        String(internal++),
        id("ab", i),
        [A, B],
        51200,
        "x@fabrikam.com",
        subject(i)
      )
    );
  for (let i = 0; i < 280; i++)
    ex01.push(
      deliver(
        s.next(1),
        "EX01",
        String(internal++),
        id("b", i),
        [B],
        61440,
        "x@fabrikam.com",
        subject(i)
      )
    );
  for (let i = 0; i < 700; i++) {
    const at = s.next(1);
    const to = i < 10 ? [E, H2] : [E];
    ex02.push(deliver(at, "EX02", String(internal++), id("e", i), to, 51200, A, subject(i)));
    // 50 of erin's deliveries logged again on EX01 (another server: another internal-message-id)
    if (i >= 100 && i < 150)
      ex01.push(deliver(at, "EX01", String(internal++), id("e", i), to, 51200, A, subject(i)));
  }
  for (let i = 0; i < 70; i++)
    ex03.push(
      deliver(s.next(1), "EX03", String(internal++), id("c", i), [C], 51200, B, subject(i))
    );
  const sends: [string, number, LogEvent[], string][] = [
    [A, 140, ex01, "EX01"],
    [B, 350, ex01, "EX01"],
    [E, 105, ex02, "EX02"],
    [D, 15, ex03, "EX03"],
  ];
  for (const [who, n, into, server] of sends)
    for (let i = 0; i < n; i++)
      into.push(
        receive(
          s.next(1),
          server,
          String(internal++),
          id(`s-${who}`, i),
          who,
          ["x@fabrikam.com"],
          102400,
          subject(i)
        )
      );

  // not counted
  for (let i = 0; i < 20; i++)
    ex01.push(
      deliver(
        offHours(i, 3),
        "EX01",
        String(internal++),
        id("h", i),
        [H1],
        2048,
        "probe@contoso.com",
        "HealthMailbox probe"
      )
    );
  for (let i = 0; i < 10; i++)
    ex01.push(
      receive(offHours(i, 3), "EX01", String(internal++), id("hs", i), H1, [H2], 2048, "probe")
    );
  ["", "not-an-id", "<nodomain>"].forEach((mid, i) =>
    ex02.push(deliver(offHours(i, 4), "EX02", String(internal++), mid, [E], 51200, A, "odd id"))
  );
  for (let i = 0; i < 100; i++)
    ex01.push(other(offHours(i, 5), "EX01", "RECEIVE", "SMTP", id("o", i), subject(i)));
  for (let i = 0; i < 100; i++)
    ex02.push(other(offHours(i, 6), "EX02", "SEND", "SMTP", id("o", i), subject(i)));
  for (let i = 0; i < 50; i++)
    ex03.push(other(offHours(i, 5), "EX03", "SUBMIT", "STOREDRIVER", id("q", i), subject(i)));
  ex01.push(other(iso(START_MS), "EX01", "SEND", "SMTP", id("first", 0), "first"));
  ex02.push(other(iso(START_MS + 7 * DAY_MS), "EX02", "SEND", "SMTP", id("last", 0), "last"));

  return {
    ex01: logFileText({
      fields: FIELDS_2019,
      version: "15.02.1118.007",
      date: iso(START_MS),
      events: ex01,
      bom: true,
    }),
    ex02: logFileText({
      fields: FIELDS_2019,
      version: "15.02.1118.007",
      date: iso(START_MS),
      events: ex02,
    }),
    ex03: logFileText({
      fields: FIELDS_2010,
      version: "14.03.0123.004",
      date: iso(START_MS),
      events: ex03,
    }),
  };
}

/** Get-MailboxStatistics exports of the same mailboxes (sizes in bytes below), PowerShell 5 with #TYPE. */
export const SIZES = {
  alice: 1_073_741_824, // 1024 MB
  bob: 2_147_483_648, // 2048 MB
  carol: 536_870_912, // 512 MB
  dave: 536_870_912, // 512 MB
  erin: 3_221_225_472, // 3072 MB
  frank: 104_857_600, // 100 MB, no traffic in the logs
  health: 10_485_760,
};

/** en-US, comma separated (Export-Csv), grouping "1,073,741,824". */
export const STATS_EN_US = [
  "#TYPE Microsoft.Exchange.Management.MapiTasks.Presentation.MailboxStatistics",
  '"DisplayName","ItemCount","TotalItemSize","TotalDeletedItemSize","Database"',
  '"Adams, Alice","12034","1 GB (1,073,741,824 bytes)","12.5 MB (13,107,200 bytes)","DB01"',
  '"Brown, Bob","30211","2 GB (2,147,483,648 bytes)","0 B (0 bytes)","DB01"',
  '"Carol ""CJ"" Cruz","4012","512 MB (536,870,912 bytes)","0 B (0 bytes)","DB02"',
  '"Dave Dunn","3990","512 MB (536,870,912 bytes)","0 B (0 bytes)","DB02"',
  '"Erin Ek","51020","3 GB (3,221,225,472 bytes)","1.2 MB (1,258,291 bytes)","DB02"',
  '"Frank Fox","120","100 MB (104,857,600 bytes)","0 B (0 bytes)","DB01"',
  '"HealthMailbox-EX01-001","12","10 MB (10,485,760 bytes)","0 B (0 bytes)","DB01"',
].join("\r\n");

/** de-DE, exported with -UseCulture (";" separates), grouping "1.073.741.824", decimal comma. */
export const STATS_DE_DE = [
  "#TYPE Microsoft.Exchange.Management.MapiTasks.Presentation.MailboxStatistics",
  '"DisplayName";"ItemCount";"TotalItemSize";"TotalDeletedItemSize";"Database"',
  '"Adams, Alice";"12034";"1 GB (1.073.741.824 bytes)";"12,5 MB (13.107.200 bytes)";"DB01"',
  '"Brown, Bob";"30211";"2 GB (2.147.483.648 bytes)";"0 B (0 bytes)";"DB01"',
  '"Carol ""CJ"" Cruz";"4012";"512 MB (536.870.912 bytes)";"0 B (0 bytes)";"DB02"',
  '"Dave Dunn";"3990";"512 MB (536.870.912 bytes)";"0 B (0 bytes)";"DB02"',
  '"Erin Ek";"51020";"3 GB (3.221.225.472 bytes)";"1,2 MB (1.258.291 bytes)";"DB02"',
  '"Frank Fox";"120";"100 MB (104.857.600 bytes)";"0 B (0 bytes)";"DB01"',
  '"HealthMailbox-EX01-001";"12";"10 MB (10.485.760 bytes)";"0 B (0 bytes)";"DB01"',
].join("\r\n");

/** en-US with the addresses (Get-Mailbox | Get-MailboxStatistics joined with PrimarySmtpAddress). */
export const STATS_WITH_ADDRESSES = [
  '"DisplayName","PrimarySmtpAddress","TotalItemSize"',
  `"Adams, Alice","${A}","1 GB (1,073,741,824 bytes)"`,
  `"Brown, Bob","bob.brown@contoso.com","2 GB (2,147,483,648 bytes)"`,
  `"Carol Cruz","${C}","512 MB (536,870,912 bytes)"`,
  `"Dave Dunn","${D}","512 MB (536,870,912 bytes)"`,
  `"Erin Ek","${E}","3 GB (3,221,225,472 bytes)"`,
  `"Frank Fox","frank@contoso.com","100 MB (104,857,600 bytes)"`,
  `"HealthMailbox-EX01-001","${H1}","10 MB (10,485,760 bytes)"`,
].join("\n");
