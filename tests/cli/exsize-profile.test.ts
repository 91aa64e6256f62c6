/**
 * `exsize profile` as a user runs it (the real bin/exsize.js) on the test log set (tests/profile/logSet.ts,
 * known counts) written as three servers' MessageTracking folders: EX01 with a byte-order mark, EX02,
 * EX03 in Exchange 2010's fields and gzip-compressed. The scenario it writes is sized by `exsize size`
 * and `exsize workbook` as it is. Bad input: one line naming the file and line, exit 1, nothing written.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as zlib from "zlib";
import { STATS_DE_DE, STATS_EN_US, buildLogSet } from "../profile/logSet";
import { FIELDS_2019, deliver, logFileText, other } from "../support/trackingLogWriter";

const bin = path.join(__dirname, "../../bin/exsize.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-profile-"));
const SET = buildLogSet();

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: dir });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}
function write(rel: string, data: string | Uint8Array): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  return file;
}

beforeAll(() => {
  write("logs/EX01/MSGTRK2026110200-1.LOG", SET.ex01);
  write("logs/EX02/MSGTRKMD2026110200-1.LOG", SET.ex02);
  write("logs/EX03/MSGTRK20261102-1.LOG.gz", zlib.gzipSync(Buffer.from(SET.ex03, "utf8")));
  write("logs/EX03/readme.txt", "not a log: a folder takes *.log and *.log.gz only");
  write("stats-en.csv", STATS_EN_US);
  write("stats-de.csv", STATS_DE_DE);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const hours8to17 = Array.from({ length: 24 }, (_, h) => (h >= 8 && h < 18 ? 10 : 0));

describe("the test log set", () => {
  test("--json: the issue's keys, the known counts", () => {
    // The calendar figures (--days all): the set has mail on all 7 days (exsize-profile-days.test.ts
    // holds the working-day default).
    const run = exsize("profile", "logs", "--json", "--days", "all");
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const out = JSON.parse(run.stdout);
    expect(out.period).toMatchObject({
      start: "2026-11-02T00:00:00.000Z",
      end: "2026-11-09T00:00:00.000Z",
      days: 7,
    });
    expect(out.mailboxes).toBe(5);
    expect(out.excluded).toEqual({ "HealthMailbox*": { mailboxes: 2, events: 40 } });
    expect(out.sentPerMailboxPerDay).toBeCloseTo(610 / 35, 12);
    expect(out.receivedPerMailboxPerDay).toBeCloseTo(1890 / 35, 12);
    expect(out.messagesPerMailboxPerDay).toBeCloseTo(2500 / 35, 12);
    const receivedKB = (840 * 51200 + 280 * 61440 + 770 * 51200) / 1024 / 1890;
    expect(out.averageMessageKB).toBeCloseTo((receivedKB + 100) / 2, 12);
    expect(out.logGenerationProfilePercent).toEqual(hours8to17);
    expect(out.tiers.map((t: { messagesPerDay: number }) => t.messagesPerDay)).toEqual([
      50, 100, 150,
    ]);
    expect(out.events).toMatchObject({ read: 2415, used: 2080 });
    expect(out.events.skipped.duplicate).toBe(50);
    expect(out.files).toBe(3);
  });

  test("a glob names the same files; a file named twice is read once", () => {
    const run = exsize(
      "profile",
      "logs/EX0?/MSGTRK*",
      "logs/EX01/MSGTRK2026110200-1.LOG",
      "--json",
      "--days",
      "all"
    );
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect([out.files, out.events.read, out.mailboxes]).toEqual([3, 2415, 5]);
  });

  test("the report: period, servers, files, events skipped and why, tiers, the hourly chart", () => {
    const run = exsize(
      "profile",
      "logs",
      "--tz",
      "Europe/Berlin",
      "--mailboxes",
      "stats-en.csv",
      "--days",
      "all"
    );
    expect(run.status).toBe(0);
    const text = run.stdout;
    expect(text).toContain("2026-11-02T00:00:00.000Z to 2026-11-09T00:00:00.000Z");
    expect(text).toMatch(/Days counted +7 days, every day/);
    expect(text).toContain("3 servers: EX01, EX02, EX03");
    expect(text).toContain("2,415 read, 2,080 used");
    expect(text).toContain("50 already counted");
    expect(text).toContain("2 mailboxes matching HealthMailbox*");
    expect(text).toContain("Hourly profile in Europe/Berlin");
    const chart = text.split("\n").filter((l) => /^ {2}\d\d:00 /.test(l));
    expect(chart).toHaveLength(24);
    expect(chart[9]).toMatch(/^ {2}09:00 +10\.00 % +█{40}$/);
    expect(chart[8]).toMatch(/^ {2}08:00 +0\.00 % +$/);
  });

  test("-o writes a scenario exsize size and exsize workbook take as it is; en-US and de-DE sizes agree", () => {
    const all = ["--days", "all"];
    const en = exsize("profile", "logs", "--mailboxes", "stats-en.csv", "-o", "en.json", ...all);
    const de = exsize("profile", "logs", "--mailboxes", "stats-de.csv", "-o", "de.json", ...all);
    expect([en.status, de.status]).toEqual([0, 0]);
    const scenario = JSON.parse(fs.readFileSync(path.join(dir, "en.json"), "utf8"));
    expect(
      fs.readFileSync(path.join(dir, "de.json"), "utf8").replace(/stats-de/g, "stats-en")
    ).toBe(fs.readFileSync(path.join(dir, "en.json"), "utf8"));
    expect(scenario.method).toBe("microsoft");
    expect(scenario.tiers.map((t: { mailboxes: number }) => t.mailboxes)).toEqual([3, 1, 2]);
    expect(scenario.tiers[0].initialMailboxMB).toBeCloseTo(
      (1024 + 2048 + 512 + 512 + 3072 + 100) / 6,
      10
    );
    expect(scenario.logGenerationProfilePercent).toEqual(hours8to17);
    const size = exsize("size", "en.json", "--json");
    expect([size.status, size.stderr]).toEqual([0, ""]);
    const sized = JSON.parse(size.stdout.trimEnd().split("\n").pop()!);
    // the calculator sizes the measured tiers: their mailboxes and profiles, as written
    expect(
      sized.tiers
        .slice(0, 3)
        .map((t: { mailboxes: number; messagesPerDay: number }) => [t.mailboxes, t.messagesPerDay])
    ).toEqual([
      [3, 50],
      [1, 100],
      [2, 150],
    ]);
    expect(sized.mailboxesTotal).toBe(6);
    const book = exsize("workbook", "en.json", "-o", "en.xlsx");
    expect([book.status, book.stderr]).toEqual([0, ""]);
  });
});

describe("issue 32: links, calendar dates, message sizes, -o", () => {
  test("a log that is a symbolic link in the folder is read, and a folder link too; a loop ends", () => {
    // the set, one server a link to a file kept elsewhere, one a link to a folder, and a link back up
    write("linked-store/EX02-MSGTRKMD2026110200-1.LOG", SET.ex02);
    write("linked/EX01/MSGTRK2026110200-1.LOG", SET.ex01);
    fs.mkdirSync(path.join(dir, "linked/EX02"), { recursive: true });
    fs.symlinkSync(
      path.join(dir, "linked-store/EX02-MSGTRKMD2026110200-1.LOG"),
      path.join(dir, "linked/EX02/MSGTRKMD2026110200-1.LOG")
    );
    fs.symlinkSync(path.join(dir, "logs/EX03"), path.join(dir, "linked/EX03"));
    fs.symlinkSync(path.join(dir, "linked"), path.join(dir, "linked/EX01/loop"));
    // every calendar day (--days all): the figure below is the set's 2,500 messages over 35 mailbox-days
    const direct = JSON.parse(exsize("profile", "logs", "--days", "all", "--json").stdout);
    const run = exsize("profile", "linked", "--days", "all", "--json");
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const out = JSON.parse(run.stdout);
    // before issue 32 the EX02 link was skipped: 2 files, figures low
    expect(out.files).toBe(3);
    expect(out.mailboxes).toBe(direct.mailboxes);
    expect(out.messagesPerMailboxPerDay).toBeCloseTo(2500 / 35, 12);
    expect(out.events).toEqual(direct.events);
  });

  test("a symbolic link that leads nowhere is refused, naming it", () => {
    write("dangling/EX01/MSGTRK2026110200-1.LOG", SET.ex01);
    fs.symlinkSync(path.join(dir, "no-such.LOG"), path.join(dir, "dangling/EX01/MSGTRK2.LOG"));
    const run = exsize("profile", "dangling", "-o", "dangling.json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/MSGTRK2\.LOG is a symbolic link that leads nowhere/);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "dangling.json"))).toBe(false);
  });

  test.each([
    [
      "--start",
      "2026-02-30",
      /--start "2026-02-30" is not a date of the calendar: February 2026 has days 01 to 28 \(not a leap year\)/,
    ],
    [
      "--end",
      "2026-11-31",
      /--end "2026-11-31" is not a date of the calendar: November 2026 has days 01 to 30/,
    ],
    ["--start", "2026-13-01", /months run 01 to 12/],
    ["--start", "2026-11-02T24:00", /hours run 00 to 23/],
    ["--end", "2026-11-02T08:60:00Z", /minutes and seconds run 00 to 59/],
    ["--start", "2026-11-02T08:00+25:00", /an offset runs from -23:59 to \+23:59/],
    ["--start", "02.11.2026", /must be an ISO 8601 date or date-time/],
  ])("%s %s is refused (Date.parse would roll it over)", (flag, value, message) => {
    // before issue 32, 2026-02-30 was read as 2026-03-02 and 2026-11-31 as 2026-12-01, exit 0
    const run = exsize("profile", "logs", flag, value, "-o", "dates.json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "dates.json"))).toBe(false);
  });

  test("calendar dates that exist are taken: 2024-02-29 (a leap year), offsets, fractions", () => {
    expect(exsize("profile", "logs", "--start", "2024-02-29", "--json").status).toBe(0);
    const run = exsize(
      "profile",
      "logs",
      "--start",
      "2026-11-02T01:00:00+01:00",
      "--end",
      "2026-11-08T23:59:59.999Z",
      "--json"
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).period).toMatchObject({
      start: "2026-11-02T00:00:00.000Z",
      end: "2026-11-08T23:59:59.999Z",
    });
  });

  test("a message larger than Exchange allows (2,147,483,647 bytes) is refused, naming the file and line", () => {
    const at = "2026-11-02T08:00:00.000Z";
    const line = (bytes: string, id: number) => ({
      ...deliver(
        `2026-11-02T0${7 + id}:00:00.000Z`,
        "EX01",
        String(id),
        `<m${id}@contoso.com>`,
        ["alice@contoso.com"],
        1,
        "a@b.c",
        "s"
      ),
      "total-bytes": bytes,
    });
    const text = (bytes: string) =>
      logFileText({
        fields: FIELDS_2019,
        version: "15.02.1118.007",
        date: at,
        events: [line("51200", 1), line(bytes, 2)],
      });
    // before issue 32: averageMessageKB 4.88e26 and a scenario exsize size refused
    write("huge/EX01/MSGTRK2026110200-1.LOG", text("1" + "0".repeat(30)));
    const run = exsize("profile", "huge", "-o", "huge.json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /MSGTRK2026110200-1\.LOG:7: total-bytes 10000000000000000\.\.\. \(31 digits\) is more than the largest message Exchange allows, 2,147,483,647 bytes/
    );
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "huge.json"))).toBe(false);
    write("huge/EX01/MSGTRK2026110200-1.LOG", text("2147483647"));
    // the largest message Exchange allows is counted, and the scenario is one exsize size takes
    const largest = exsize("profile", "huge", "-o", "largest.json");
    expect([largest.status, largest.stderr]).toEqual([0, ""]);
    expect(exsize("size", "largest.json").status).toBe(0);
    write("huge/EX01/MSGTRK2026110200-1.LOG", text("2147483648"));
    expect(exsize("profile", "huge", "--json").stderr).toMatch(
      /total-bytes 2147483648 is more than/
    );
  });

  test("-o of logs whose messages average under 1 KB: refused naming avgMessageKB, nothing written", () => {
    // before: exit 0 and a scenario exsize size refused (avgMessageKB must be 1 or more)
    const at = (h: number) => `2026-11-02T${String(h).padStart(2, "0")}:00:00.000Z`;
    write(
      "tiny/EX01/MSGTRK2026110200-1.LOG",
      logFileText({
        fields: FIELDS_2019,
        version: "15.02.1118.007",
        date: at(8),
        events: [8, 9].map((h) =>
          deliver(
            at(h),
            "EX01",
            String(h),
            `<t${h}@contoso.com>`,
            ["alice@contoso.com"],
            100,
            "a@b.c",
            "s"
          )
        ),
      })
    );
    const run = exsize("profile", "tiny", "-o", "tiny.json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /-o: the measured profile makes a scenario exsize size would refuse \(tiers\[0\]\.avgMessageKB must be a number of 1 or more \(got 0\.09765625\)\); nothing written/
    );
    expect(fs.existsSync(path.join(dir, "tiny.json"))).toBe(false);
  });

  test('-o "" is refused like every other command\'s empty -o', () => {
    // before issue 32: exit 0, nothing written, nothing said
    const run = exsize("profile", "logs", "-o", "");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^exsize[a-z ]*: -o\/--output needs a file name, e\.g\. -o profiled\.json\n$/
    );
  });

  test("-o: a killed run's temporary file beside the scenario is removed by the next run", () => {
    write(".killed.json.999999999.tmp", "{");
    expect(exsize("profile", "logs", "-o", "killed.json").status).toBe(0);
    expect(fs.existsSync(path.join(dir, ".killed.json.999999999.tmp"))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "killed.json"), "utf8")).method).toBe(
      "microsoft"
    );
  });
});

describe("bad input: one line naming the file and line, exit 1, nothing written", () => {
  const header = [
    "#Software: Microsoft Exchange Server",
    "#Version: 15.02.1118.007",
    "#Log-type: Message Tracking Log",
    "#Date: 2026-11-02T00:00:00.000Z",
  ];
  const fields = `#Fields: ${FIELDS_2019.join(",")}`;
  const line = (at: string) =>
    logFileText({
      fields: FIELDS_2019,
      version: "x",
      date: at,
      events: [other(at, "EX01", "SEND", "SMTP", "<a@b.c>", "s")],
    })
      .split("\r\n")
      .filter((l) => l && !l.startsWith("#"))[0];
  const cases: [string, string, RegExp][] = [
    ["no #Fields", "a,b,c\r\n1,2,3\r\n", /bad\.log:1: not a message tracking log: no #Fields line/],
    [
      "only headers and no #Fields",
      header.join("\r\n") + "\r\n",
      /bad\.log: not a message tracking log: it has no #Fields line/,
    ],
    [
      "#Fields without the needed columns",
      [...header, "#Fields: date-time,client-ip,event-id"].join("\r\n"),
      /bad\.log:5: its #Fields line has no source, internal-message-id, message-id, recipient-address, total-bytes, sender-address, server-hostname/,
    ],
    [
      "a truncated last line",
      [
        ...header,
        fields,
        line("2026-11-02T01:00:00.000Z"),
        line("2026-11-02T02:00:00.000Z").slice(0, 60),
      ].join("\r\n"),
      /bad\.log:7: the last line is cut short/,
    ],
    [
      "an unclosed quote at the end",
      [
        ...header,
        fields,
        line("2026-11-02T01:00:00.000Z"),
        '2026-11-02T02:00:00.000Z,,,,,,,STOREDRIVER,DELIVER,1,"<a@b',
      ].join("\r\n"),
      /bad\.log:7: the last line is cut short \(a quoted field is not closed\)/,
    ],
    [
      "a zero-length period",
      [...header, fields, line("2026-11-02T01:00:00.000Z"), line("2026-11-02T01:00:00.000Z")].join(
        "\r\n"
      ),
      /bad\.log:6: the period is zero-length/,
    ],
    [
      "dates out of order",
      [...header, fields, line("2026-11-02T05:00:00.000Z"), line("2026-11-02T01:00:00.000Z")].join(
        "\r\n"
      ),
      /bad\.log:7: dates out of order: 2026-11-02T01:00:00.000Z is earlier than line 6's/,
    ],
    [
      "a protocol log",
      [
        "#Software: Microsoft Exchange Server",
        "#Log-type: SMTP Receive Protocol Log",
        "#Fields: date-time,connector-id",
      ].join("\r\n"),
      /bad\.log:2: not a message tracking log: #Log-type is "SMTP Receive Protocol Log"/,
    ],
  ];
  test.each(cases)("%s", (_, text, message) => {
    write("bad/bad.log", text);
    fs.rmSync(path.join(dir, "bad.json"), { force: true });
    const run = exsize("profile", "bad/bad.log", "-o", "bad.json");
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(fs.existsSync(path.join(dir, "bad.json"))).toBe(false);
  });

  test("a gzip copy that is cut short", () => {
    const gz = zlib.gzipSync(Buffer.from(SET.ex03, "utf8"));
    write("bad/cut.log.gz", gz.subarray(0, gz.length - 100));
    const run = exsize("profile", "bad/cut.log.gz");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/cut\.log\.gz: not a readable gzip file/);
  });

  test("a second log set that fails leaves an earlier scenario untouched", () => {
    expect(exsize("profile", "logs", "-o", "kept.json").status).toBe(0);
    const before = fs.readFileSync(path.join(dir, "kept.json"), "utf8");
    write("bad/bad.log", "no log here\r\n");
    expect(exsize("profile", "logs", "bad/bad.log", "-o", "kept.json").status).toBe(1);
    expect(fs.readFileSync(path.join(dir, "kept.json"), "utf8")).toBe(before);
  });

  test("usage mistakes", () => {
    expect(exsize("profile").stderr).toMatch(/needs at least one log file/);
    expect(exsize("profile", "logs", "--tiers", "5").stderr).toMatch(
      /--tiers must be a whole number from 1 to 4/
    );
    expect(exsize("profile", "logs", "--tz", "Mars/Olympus").stderr).toMatch(
      /--tz must be an IANA time zone/
    );
    expect(exsize("profile", "nowhere").stderr).toMatch(/nowhere: no such file or folder/);
    expect(
      exsize("profile", "logs", "--start", "2026-11-05", "--end", "2026-11-04").stderr
    ).toMatch(/--end 2026-11-04 is not after --start 2026-11-05/);
  });
});

test("the README's exsize profile line does what its comment says (examples/tracking-logs)", () => {
  const root = path.join(__dirname, "../..");
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const line = readme.split("\n").find((l) => l.startsWith("npx exsize profile "))!;
  expect(line).toMatch(
    /# 6 mailboxes measured \(and a room without traffic\): 3 tiers of 50, 100, 150 messages a day$/
  );
  const args = line
    .split(/\s+#\s+/)[0]
    .slice("npx exsize ".length)
    .split(/\s+/);
  const out = args.indexOf("-o");
  args.splice(out, 2);
  const run = spawnSync(process.execPath, [bin, ...args, "--json"], {
    encoding: "utf8",
    cwd: root,
  });
  expect([run.status, run.stderr]).toEqual([0, ""]);
  const p = JSON.parse(run.stdout);
  expect(p.mailboxes).toBe(6);
  expect(p.mailboxStatistics.withoutTraffic).toBe(1);
  expect(p.tiers.map((t: { messagesPerDay: number }) => t.messagesPerDay)).toEqual([50, 100, 150]);
  expect(p.period).toMatchObject({ days: 3, from: "--start/--end" });
});
