/**
 * The measurement and the profile over the test log set (logSet.ts): every expected figure is typed
 * from the counts the set was built with, by CalcMsgAverage.ps1's definitions, never from the code.
 */
import {
  Measurement,
  hourOfDayIn,
  mailboxProfile,
  parseMailboxStatistics,
  profileScenario,
} from "../../src/core/trackingLogs";
import {
  DAY_MS,
  START_MS,
  STATS_DE_DE,
  STATS_EN_US,
  STATS_WITH_ADDRESSES,
  buildLogSet,
} from "./logSet";

const SET = buildLogSet();
const MB = 1048576;

function measure(opts: { tz?: string; exclude?: string[]; startMs?: number; endMs?: number } = {}) {
  const m = new Measurement({
    hourOf: hourOfDayIn(opts.tz ?? "UTC"),
    exclude: opts.exclude,
    startMs: opts.startMs,
    endMs: opts.endMs,
  });
  for (const [name, text] of Object.entries(SET)) {
    const r = m.file(name);
    const body = text.replace(/^\uFEFF/, "");
    for (const line of body.split("\r\n").slice(0, -1)) r.line(line);
    r.end();
  }
  return m;
}

const hoursAt = (from: number) =>
  Array.from({ length: 24 }, (_, h) => (h >= from && h < from + 10 ? 10 : 0));

describe("the test log set, in UTC", () => {
  const p = mailboxProfile(measure(), { maxTiers: 4, snap: "up", timeZone: "UTC" });

  test("the period is the span of the events read: 7 days", () => {
    expect(p.period).toEqual({
      start: "2026-11-02T00:00:00.000Z",
      end: "2026-11-09T00:00:00.000Z",
      days: 7,
      from: "logs",
    });
  });

  test("events read, used and skipped by reason", () => {
    expect(p.events).toEqual({
      read: 2415,
      used: 2080,
      deliveries: 1890,
      sent: 610,
      skipped: {
        otherEvent: 252,
        outsidePeriod: 0,
        // no --days here: every day counts (the core's default; the CLI's is working days)
        notCountedDay: 0,
        messageIdForm: 3,
        noBytes: 0,
        noAddress: 0,
        excluded: 30,
        duplicate: 50,
      },
    });
    expect(p.files).toBe(3);
    expect(p.servers).toEqual(["EX01", "EX02", "EX03"]);
    expect(p.versions).toEqual(["14.03.0123.004", "15.02.1118.007"]);
  });

  test("mailboxes measured and excluded (HealthMailbox*)", () => {
    expect(p.mailboxes).toBe(5);
    expect(p.excluded).toEqual({ "HealthMailbox*": { mailboxes: 2, events: 40 } });
  });

  test("CalcMsgAverage.ps1's figures", () => {
    expect(p.receivedPerMailboxPerDay).toBeCloseTo(1890 / 5 / 7, 12); // 54
    expect(p.sentPerMailboxPerDay).toBeCloseTo(610 / 5 / 7, 12);
    expect(p.messagesPerMailboxPerDay).toBeCloseTo(2500 / 5 / 7, 12);
    const receivedKB = (840 * 51200 + 280 * 61440 + 700 * 51200 + 70 * 51200) / 1024 / 1890;
    expect(p.averageReceivedKB).toBeCloseTo(receivedKB, 12);
    expect(p.averageSentKB).toBeCloseTo(100, 12);
    expect(p.averageMessageKB).toBeCloseTo((receivedKB + 100) / 2, 12);
  });

  test("tiers: snapped up to 50 (carol 10, dave 15/7), 100 (alice 80), 150 (bob 150, erin 115)", () => {
    expect(p.tiers.map((t) => [t.mailboxes, t.messagesPerDay])).toEqual([
      [2, 50],
      [1, 100],
      [2, 150],
    ]);
    const [t50, t100, t150] = p.tiers;
    expect(t50.avgMessageKB).toBeCloseTo((50 + 100) / 2, 12);
    expect(t50.measured.messagesPerMailboxPerDay).toBeCloseTo((70 + 15) / 2 / 7, 12);
    expect(t100.avgMessageKB).toBeCloseTo((50 + 100) / 2, 12);
    expect(t100.measured.messagesPerMailboxPerDay).toBeCloseTo(80, 12);
    const recv150 = (420 * 51200 + 280 * 61440 + 700 * 51200) / 1024 / 1400;
    expect(t150.avgMessageKB).toBeCloseTo((recv150 + 100) / 2, 12);
    expect(t150.measured.messagesPerMailboxPerDay).toBeCloseTo((150 + 115) / 2, 12);
    expect(p.tiers.every((t) => t.initialMailboxMB === null)).toBe(true);
  });

  test("the hourly profile: 10 % in each hour 08-17 UTC", () => {
    expect(p.hourlyMessages).toEqual(hoursAt(8).map((x) => x * 25));
    expect(p.logGenerationProfilePercent).toEqual(hoursAt(8));
  });

  test("the scenario: the tiers, the profile and where they came from", () => {
    const s = profileScenario(p);
    expect(s.method).toBe("microsoft");
    expect(s.tiers).toEqual(
      p.tiers.map((t) => ({
        mailboxes: t.mailboxes,
        messagesPerDay: t.messagesPerDay,
        avgMessageKB: t.avgMessageKB,
      }))
    );
    expect(s.logGenerationProfilePercent).toEqual(hoursAt(8));
    expect(s.profileSource).toMatch(
      /3 servers \(EX01, EX02, EX03\), 3 files, 2026-11-02T00:00:00.000Z to 2026-11-09T00:00:00.000Z \(7 days\); 5 mailboxes measured \(2 excluded\)/
    );
  });
});

describe("options", () => {
  test("--tz moves the hourly profile: Europe/Berlin (UTC+1 in November), Asia/Kolkata (UTC+05:30)", () => {
    for (const [tz, from] of [
      ["Europe/Berlin", 9],
      ["Asia/Kolkata", 13],
    ] as const) {
      const p = mailboxProfile(measure({ tz }), { maxTiers: 4, snap: "up", timeZone: tz });
      expect([tz, p.logGenerationProfilePercent]).toEqual([tz, hoursAt(from)]);
    }
  });

  test("--snap nearest: erin's 115 goes to 100, alice's 80 to 100", () => {
    const p = mailboxProfile(measure(), { maxTiers: 4, snap: "nearest", timeZone: "UTC" });
    expect(p.tiers.map((t) => [t.mailboxes, t.messagesPerDay])).toEqual([
      [2, 50],
      [2, 100],
      [1, 150],
    ]);
  });

  test("--tiers 2 merges 100 into 150 (adds 1 x 50 messages a day, not 2 x 50)", () => {
    const p = mailboxProfile(measure(), { maxTiers: 2, snap: "up", timeZone: "UTC" });
    expect(p.tiers.map((t) => [t.mailboxes, t.messagesPerDay, t.measured.snappedFrom])).toEqual([
      [2, 50, [50]],
      [3, 150, [100, 150]],
    ]);
  });

  test("--exclude dave@* leaves dave out and counts him", () => {
    const p = mailboxProfile(measure({ exclude: ["dave@*"] }), {
      maxTiers: 4,
      snap: "up",
      timeZone: "UTC",
    });
    expect(p.mailboxes).toBe(4);
    expect(p.excluded["dave@*"]).toEqual({ mailboxes: 1, events: 15 });
    expect(p.events.sent).toBe(595);
  });

  test("--start/--end: the period is theirs, events outside are skipped", () => {
    const m = measure({ startMs: START_MS + DAY_MS, endMs: START_MS + 3 * DAY_MS });
    const p = mailboxProfile(m, { maxTiers: 4, snap: "up", timeZone: "UTC" });
    expect(p.period).toEqual({
      start: "2026-11-03T00:00:00.000Z",
      end: "2026-11-05T00:00:00.000Z",
      days: 2,
      from: "--start/--end",
    });
    // logSet.ts: the counted line k (in the order listed there) is on day k % 7, the others' line i on
    // day i % 7: days 1 and 2 are [START + 1 day, START + 3 days)
    const inDays = (from: number, to: number) => {
      let n = 0;
      for (let k = from; k < to; k++) if (k % 7 === 1 || k % 7 === 2) n++;
      return n;
    };
    const deliveries = 2 * inDays(0, 420) + inDays(420, 1400) + inDays(1400, 1470);
    const sent = inDays(1470, 2080);
    const skipped = {
      otherEvent: 2 * inDays(0, 100) + inDays(0, 50),
      messageIdForm: inDays(0, 3),
      notCountedDay: 0,
      noBytes: 0,
      noAddress: 0,
      excluded: inDays(0, 20) + inDays(0, 10),
      duplicate: inDays(800, 850),
    };
    const inside = inDays(0, 2080) + Object.values(skipped).reduce((a, b) => a + b, 0);
    expect(p.events).toEqual({
      read: 2415,
      used: inDays(0, 2080),
      deliveries,
      sent,
      skipped: { ...skipped, outsidePeriod: 2415 - inside },
    });
    expect(p.mailboxes).toBe(5);
    expect(p.receivedPerMailboxPerDay).toBeCloseTo(deliveries / 5 / 2, 12);
    expect(p.sentPerMailboxPerDay).toBeCloseTo(sent / 5 / 2, 12);
  });
});

describe("--mailboxes: Get-MailboxStatistics exports", () => {
  test("en-US and de-DE (-UseCulture) exports read the same sizes", () => {
    const en = parseMailboxStatistics("en.csv", STATS_EN_US);
    const de = parseMailboxStatistics("de.csv", STATS_DE_DE);
    const bytes = [1073741824, 2147483648, 536870912, 536870912, 3221225472, 104857600, 10485760];
    expect(en.rows.map((r) => r.bytes)).toEqual(bytes);
    expect(de.rows.map((r) => r.bytes)).toEqual(bytes);
    expect(en.rows.map((r) => r.displayName)).toEqual(de.rows.map((r) => r.displayName));
    expect(en.rows[2].displayName).toBe('Carol "CJ" Cruz');
  });

  test("without addresses: every tier takes the mean size; the mailbox beyond those measured joins the lightest tier", () => {
    const statistics = parseMailboxStatistics("en.csv", STATS_EN_US);
    const p = mailboxProfile(measure(), { maxTiers: 4, snap: "up", timeZone: "UTC", statistics });
    const mean = (1024 + 2048 + 512 + 512 + 3072 + 100) / 6;
    expect(p.tiers.map((t) => [t.mailboxes, t.messagesPerDay])).toEqual([
      [3, 50],
      [1, 100],
      [2, 150],
    ]);
    for (const t of p.tiers) expect(t.initialMailboxMB).toBeCloseTo(mean, 10);
    expect(p.mailboxStatistics).toMatchObject({
      rows: 7,
      withoutTraffic: 1,
      excludedRows: 1,
      addressColumn: null,
    });
  });

  test("with PrimarySmtpAddress: sizes per tier, frank (no traffic) in the lightest tier", () => {
    const statistics = parseMailboxStatistics("addr.csv", STATS_WITH_ADDRESSES);
    const p = mailboxProfile(measure(), { maxTiers: 4, snap: "up", timeZone: "UTC", statistics });
    expect(p.tiers.map((t) => [t.mailboxes, t.messagesPerDay, t.measured.withoutTraffic])).toEqual([
      [3, 50, 1],
      [1, 100, 0],
      [2, 150, 0],
    ]);
    expect(p.tiers[0].initialMailboxMB).toBeCloseTo((512 + 512 + 100) / 3, 10);
    expect(p.tiers[1].initialMailboxMB).toBe(1024);
    expect(p.tiers[2].initialMailboxMB).toBe((2048 + 3072) / 2);
    expect(p.tiers[0].avgMessageKB).toBeCloseTo(75, 12); // frank sent nothing: the tier's messages only
    expect(1073741824 / MB).toBe(1024);
  });
});
