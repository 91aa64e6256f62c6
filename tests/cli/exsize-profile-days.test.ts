/**
 * `exsize profile` per working day (issue 31), as a user runs it (the real bin/exsize.js) on a week of
 * logs written by the test double tests/support/trackingLogWriter.ts, with counts chosen here:
 * - the period: Monday 2026-11-02 00:00 to Monday 2026-11-09 00:00 UTC (a SEND at each end), 7 days;
 * - Wednesday 2026-11-04 is a public holiday: no mail;
 * - Monday, Tuesday, Thursday and Friday: alice receives 120 and sends 40 messages, bob receives 60 and
 *   sends 20 (160 and 80 a working day);
 * - Saturday 2026-11-07: alice sends 7 messages (weekend mail); Sunday: none.
 * The calculator's message profile is per working day (its growth model multiplies messages a day by
 * workWeekDays, E2013Calcv7.6 Mailbox Size Modeling; docs/profile.md), so the default counts Monday to
 * Friday and divides by the working days; --days all gives CalcMsgAverage.ps1's calendar figures.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { FIELDS_2019, deliver, logFileText, other, receive } from "../support/trackingLogWriter";

const bin = path.join(__dirname, "../../bin/exsize.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-profile-days-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: dir });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const WORKING = ["2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06"];
beforeAll(() => {
  const events = [
    other("2026-11-02T00:00:00.000Z", "EX01", "SEND", "SMTP", "<start@contoso.com>", "s"),
    other("2026-11-09T00:00:00.000Z", "EX01", "SEND", "SMTP", "<end@contoso.com>", "s"),
  ];
  let id = 0;
  const at = (day: string, k: number) =>
    `${day}T${String(9 + Math.floor(k / 60)).padStart(2, "0")}:${String(k % 60).padStart(2, "0")}:00.000Z`;
  const mail = (day: string, who: string, received: number, sent: number) => {
    for (let k = 0; k < received; k++, id++)
      events.push(
        deliver(
          at(day, k),
          "EX01",
          String(id),
          `<m${id}@fabrikam.com>`,
          [`${who}@contoso.com`],
          51200,
          "x@fabrikam.com",
          "r"
        )
      );
    for (let k = 0; k < sent; k++, id++)
      events.push(
        receive(
          at(day, 100 + k),
          "EX01",
          String(id),
          `<m${id}@contoso.com>`,
          `${who}@contoso.com`,
          ["x@fabrikam.com"],
          51200,
          "s"
        )
      );
  };
  for (const day of WORKING) {
    mail(day, "alice", 120, 40);
    mail(day, "bob", 60, 20);
  }
  mail("2026-11-07", "alice", 0, 7);
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "logs", "MSGTRK2026110200-1.LOG"),
    logFileText({
      fields: FIELDS_2019,
      version: "15.02.1118.007",
      date: "2026-11-02T00:00:00.000Z",
      events,
    })
  );
});

const json = (...args: string[]) => {
  const run = exsize("profile", "logs", "--json", ...args);
  expect([run.status, run.stderr]).toEqual([0, ""]);
  return JSON.parse(run.stdout);
};

/** Messages a day per mailbox, typed from the counts above: [days, alice's, bob's, weekend skipped]. */
const CASES: [string, string[], number, number, number, number][] = [
  // Monday to Friday: 5 working days, the holiday not given (it still divides, with a warning).
  ["default: working days, Mon-Fri", [], 5, 640 / 5, 320 / 5, 7],
  ["working days less the public holiday", ["--holidays", "2026-11-04"], 4, 160, 80, 7],
  ["--days all: the calendar figures", ["--days", "all"], 7, 647 / 7, 320 / 7, 0],
  [
    "--days all less the holiday",
    ["--days", "all", "--holidays", "2026-11-04"],
    6,
    647 / 6,
    320 / 6,
    0,
  ],
  [
    "--days mon-thu,fri (a list and a range)",
    ["--days", "mon-thu,fri", "--holidays", "2026-11-04"],
    4,
    160,
    80,
    7,
  ],
];

describe.each(CASES)("%s", (_name, args, days, alice, bob, weekend) => {
  test(`${days} days; alice ${alice.toFixed(2)}, bob ${bob.toFixed(2)} messages a day`, () => {
    const out = json(...args);
    expect(out.period.days).toBeCloseTo(days, 12);
    expect(out.period.counted.days).toBeCloseTo(days, 12);
    expect(out.messagesPerMailboxPerDay).toBeCloseTo((alice + bob) / 2, 12);
    expect(out.events.skipped.notCountedDay).toBe(weekend);
    // The tiers: each mailbox snapped up to the calculator's profiles (50, 100, ...).
    const up = (x: number) => Math.max(50, Math.ceil(x / 50) * 50);
    expect(out.tiers.map((t: { messagesPerDay: number }) => t.messagesPerDay)).toEqual(
      [...new Set([up(bob), up(alice)])].sort((a, b) => a - b)
    );
  });
});

test("the default prints the days it counted, the days it left out, and warns of a working day without mail", () => {
  const run = exsize("profile", "logs");
  expect([run.status, run.stderr]).toEqual([0, ""]);
  expect(run.stdout).toMatch(
    /Days counted +5 days, working days \(Mon-Fri\): Mon 2026-11-02, Tue 2026-11-03, Wed 2026-11-04, Thu 2026-11-05, Fri 2026-11-06/
  );
  expect(run.stdout).toMatch(/left out +Sat 2026-11-07 \(weekend\), Sun 2026-11-08 \(weekend\)/);
  expect(run.stdout).toMatch(/without mail +Wed 2026-11-04/);
  expect(run.stdout).toMatch(/no message was counted on a counted day: Wed 2026-11-04/);
  expect(run.stdout).toMatch(/96(\.00)? messages per mailbox per working day/);
  expect(run.stdout).toMatch(/7 on a day not counted/);
});

test("with the holiday given: no warning, the holiday named as left out, 120 a working day", () => {
  const run = exsize("profile", "logs", "--holidays", "2026-11-04");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/Days counted +4 days, working days \(Mon-Fri\)/);
  expect(run.stdout).toMatch(/Wed 2026-11-04 \(holiday\)/);
  expect(run.stdout).not.toMatch(/without mail/);
  expect(run.stdout).toMatch(/120(\.00)? messages per mailbox per working day/);
});

test("in Europe/Berlin the same week counts 5 working days: 23 hours of one Monday and 1 of the next", () => {
  const out = json("--tz", "Europe/Berlin", "--holidays", "2026-11-04");
  expect(out.period.counted.days).toBeCloseTo(4, 12);
  expect(out.period.counted.counted[0]).toBe("Mon 2026-11-02 (96 % of it in the period)");
  expect(out.period.counted.counted[4]).toBe("Mon 2026-11-09 (4 % of it in the period)");
});

test("-o writes the working-day tiers and says so in profileSource", () => {
  const run = exsize("profile", "logs", "--holidays", "2026-11-04", "-o", "week.json");
  expect(run.status).toBe(0);
  const scenario = JSON.parse(fs.readFileSync(path.join(dir, "week.json"), "utf8"));
  expect(scenario.tiers.map((t: { messagesPerDay: number }) => t.messagesPerDay)).toEqual([
    100, 200,
  ]);
  expect(scenario.profileSource).toMatch(/4 days counted: working days \(Mon-Fri\), 1 holiday/);
});

describe("bad input: one line, exit 1, nothing written", () => {
  test.each([
    [
      ["--days", "funday"],
      /--days must be working, all, or weekdays such as mon,tue,wed or mon-fri \(got "funday"\)/,
    ],
    [
      ["--holidays", "2026-02-30"],
      /--holidays takes dates yyyy-mm-dd, comma-separated \(got "2026-02-30"\)/,
    ],
    [
      ["--days", "sat,sun", "--start", "2026-11-02", "--end", "2026-11-07"],
      /holds no day counted as Sat, Sun/,
    ],
  ])("%j", (args, message) => {
    const run = exsize("profile", "logs", ...(args as string[]), "-o", "bad.json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message as RegExp);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "bad.json"))).toBe(false);
  });
});
