/**
 * `exsize check` end to end, in-process: the healthy 2019 organization passes, each problem organization
 * is found and named, bad evidence stops it with one line naming the file and nothing written.
 * The organizations: tests/check/fixtures (makeFixtures.js cites the sources); the design
 * fixtures/design-2019.json. Expected figures are typed from the design's sizing by hand (below) and
 * from `exsize size tests/check/fixtures/design-2019.json --json` (megacyclesRequiredPerServer.normal
 * 15792.000000000002, .worstFailure 24024.000000000004, cpuUtilizationPercent.normal 17.766000000000002,
 * .worstFailure 27.027, availableMegacyclesPerServer 88888.88888888889).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import { deliver, FIELDS_2019, logFileText } from "../support/trackingLogWriter";

const FIX = path.join(__dirname, "fixtures");
const DESIGN = path.join(FIX, "design-2019.json");
const HEALTHY = path.join(FIX, "healthy");
const NOW = new Date("2026-11-27T00:00:00Z");

let tmp: string;
beforeAll(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-check-"))));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The healthy organization with one folder's files put over it (a test double of a changed organization). */
function organization(problem: string): string {
  const dir = path.join(tmp, problem);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(HEALTHY))
    fs.copyFileSync(path.join(HEALTHY, f), path.join(dir, f));
  for (const f of fs.readdirSync(path.join(FIX, problem)))
    fs.copyFileSync(path.join(FIX, problem, f), path.join(dir, f));
  return dir;
}

async function check(...args: string[]) {
  const io = captureIO(NOW);
  const code = await main(["check", ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

type Line = {
  section: string;
  subject: string;
  label: string;
  status: string;
  measured: unknown;
  designed: unknown;
};
const problems = (json: string) =>
  (JSON.parse(json).lines as Line[])
    .filter((l) => l.status === "problem")
    .map((l) => `${l.section} ${l.subject} ${l.label}`);

describe("the healthy 2019 organization", () => {
  test("passes: exit 0, no problem, every section but the profile checked", async () => {
    const r = await check(DESIGN, HEALTHY, "--json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.verdict.status).toBe("pass");
    expect(problems(r.out)).toEqual([]);
    expect(new Set((j.lines as Line[]).map((l) => l.section))).toEqual(
      new Set(["servers", "cpu", "copies", "capacity", "storage"])
    );
  });

  test("the report says the verdict first", async () => {
    const r = await check(DESIGN, HEALTHY);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[2]).toMatch(/^Verdict: Pass: the organization matches its design/);
  });

  test("CPU equals ExSize's sizing when the organization is the design", async () => {
    // Each server: 12 active databases x 100 mailboxes (design: activeDatabasesPerServer.normal 12,
    // mailboxesPerDatabase 100) and 24 passive; Exchange 2019 reads the 2016 table at 150 messages:
    // 8.96 active, 2.10 passive. 1,200 x 8.96 + 2,400 x 2.10 = 10,752 + 5,040 = 15,792 megacycles
    // (exsize size: 15792.000000000002), of 24 x 1500 / 24 x 2000 / 33.75 = 88,888.9: 17.766 %.
    // Worst failure (two servers down, the design's double failure): 24 active, 12 passive databases:
    // 2,400 x 8.96 + 1,200 x 2.10 = 24,024 (exsize size: 24024.000000000004), 27.027 %.
    const j = JSON.parse((await check(DESIGN, HEALTHY, "--json")).out);
    expect(j.cpu).toHaveLength(4);
    for (const s of j.cpu) {
      expect(s.availableMegacycles).toBeCloseTo(88888.88888888889, 9);
      expect(s.normal).toMatchObject({ activeMailboxes: 1200, passiveMailboxes: 2400 });
      expect(s.normal.megacycles).toBeCloseTo(15792.000000000002, 9);
      expect(s.normal.utilization * 100).toBeCloseTo(17.766000000000002, 9);
      expect(s.worstFailure).toMatchObject({ activeMailboxes: 2400, passiveMailboxes: 1200 });
      expect(s.worstFailure.down).toHaveLength(2);
      expect(s.worstFailure.megacycles).toBeCloseTo(24024.000000000004, 9);
      expect(s.worstFailure.utilization * 100).toBeCloseTo(27.027, 9);
    }
  });
});

describe("CPU equals ExSize's sizing for the same organization under other designs", () => {
  // The healthy evidence against design-2019.json changed in one key; the figures are
  // megacyclesRequiredPerServer and cpuUtilizationPercent of `exsize size DESIGN --json` for that design.
  test.each([
    [
      // 2013 multi-role: 150 x 0.0425 = 6.375 active + CAS 6.375 x 0.375 = 2.390625, passive 150 x 0.0137
      // = 2.055: 1,200 x 8.765625 + 2,400 x 2.055 = 15,450.75
      { exchangeVersion: "2013" },
      [15450.750000000004, 17.382093750000006, 23503.500000000007, 26.44143750000001],
    ],
    [
      // virtualized: the hypervisor overhead, 10 % by default (Input!C136)
      { virtualization: "Yes" },
      [17371.200000000004, 19.542600000000004, 26426.400000000005, 29.729700000000005],
    ],
  ])("%j", async (change, [normal, normalPercent, worst, worstPercent]) => {
    const design = path.join(tmp, `design-${Object.keys(change)[0]}.json`);
    fs.writeFileSync(
      design,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(DESIGN, "utf8")), ...change })
    );
    const j = JSON.parse((await check(design, HEALTHY, "--json")).out);
    for (const s of j.cpu) {
      expect(s.normal.megacycles).toBeCloseTo(normal, 9);
      expect(s.normal.utilization * 100).toBeCloseTo(normalPercent, 9);
      expect(s.worstFailure.megacycles).toBeCloseTo(worst, 9);
      expect(s.worstFailure.utilization * 100).toBeCloseTo(worstPercent, 9);
    }
  });
});

test("an SE design: the 2019 servers' build is named against it", async () => {
  const design = path.join(tmp, "design-se.json");
  fs.writeFileSync(
    design,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(DESIGN, "utf8")), exchangeVersion: "SE" })
  );
  const r = await check(design, HEALTHY, "--json");
  expect(r.code).toBe(1);
  // HealthChecker names an SE server "ExchangeSE" (Shared/Get-ExchangeBuildVersionInformation.ps1 line 75)
  expect(problems(r.out)).toEqual(
    ["EX01", "EX02", "EX03", "EX04"].map((s) => `servers ${s} Exchange version`)
  );
  // exsize size /tmp/se.json: "Accepted with 1 warning: Recommended RAM below 128 GB per Exchange 2019/SE ..."
  expect(JSON.parse(r.out).designVerdict.status).toBe("warnings");
});

describe("one organization per problem: each found and named", () => {
  test.each([
    [
      "problem-servers",
      // EX03: 16 cores, 32 logical, 64 GB
      [
        "servers EX03 Physical cores",
        "servers EX03 Memory",
        "servers EX03 Memory, Microsoft's minimum",
      ],
    ],
    [
      "problem-cpu",
      // 350 mailboxes a database: worst failure 24 x 350 x 8.96 + 12 x 350 x 2.10 = 84,084 of 88,888.9 = 94.6 %
      [
        "cpu EX01 CPU after the worst failure",
        "cpu EX02 CPU after the worst failure",
        "cpu EX03 CPU after the worst failure",
        "cpu EX04 CPU after the worst failure",
      ],
    ],
    [
      "problem-copies",
      // DB03, DB07, DB11 on their preference 2 copies; DB20\EX02 FailedAndSuspended; DB30's third copy gone
      [
        "copies DB03 Active on activation preference",
        "copies DB07 Active on activation preference",
        "copies DB11 Active on activation preference",
        "copies DB20\\EX02 Copy health",
        "copies DB30\\EX01 Copy in the layout",
        "copies EX01 Active databases",
        "copies EX02 Active databases",
        "copies EX04 Active databases",
      ],
    ],
    ["problem-capacity", ["capacity DB07 Database size"]],
    [
      "problem-storage",
      [
        "storage Performance_2026_11_1_9_0_0.html Jetstress Overall Test Result",
        "storage Performance_2026_11_1_9_0_0.html Transactional IOPS, achieved vs target",
        "storage Performance_2026_11_1_9_0_0.html Database read latency, average",
        "storage Performance_2026_11_1_9_0_0.html Log write latency, average",
      ],
    ],
  ])("%s", async (problem, expected) => {
    const r = await check(DESIGN, organization(problem), "--json");
    expect(r.code).toBe(1);
    expect(problems(r.out)).toEqual(expected);
    const text = await check(DESIGN, organization(problem));
    expect(text.out).toMatch(new RegExp(`Verdict: ${expected.length} problems? found`));
  });

  test("problem-cpu: 94.6 % after the worst failure against the 80 % of the 2019 Preferred Architecture", async () => {
    const j = JSON.parse((await check(DESIGN, organization("problem-cpu"), "--json")).out);
    expect(j.cpu[0].worstFailure.megacycles).toBeCloseTo(84084, 6);
    expect(j.cpu[0].worstFailure.utilization * 100).toBeCloseTo(
      (84084 / 88888.88888888889) * 100,
      9
    );
  });

  test("problem-capacity: DB07 at 450.25 GB against the designed 432.91 GB", async () => {
    const j = JSON.parse((await check(DESIGN, organization("problem-capacity"), "--json")).out);
    const l = (j.lines as Line[]).find((x) => x.subject === "DB07" && x.label === "Database size")!;
    expect(l.measured).toBeCloseTo(450.25, 2);
    expect(l.designed).toBeCloseTo(432.91015625, 9); // exsize size: databaseSizeGB
  });

  test("the profile: message tracking logs heavier than the design's tier", async () => {
    // One mailbox receives 300 messages of 200 KB a day for a week (the design: 150 messages of 75 KB).
    const dir = path.join(tmp, "logs");
    fs.mkdirSync(dir, { recursive: true });
    const start = Date.UTC(2026, 10, 2);
    const events = [];
    for (let i = 0; i < 2100; i++) {
      const at = new Date(
        start + (i % 7) * 86_400_000 + 8 * 3_600_000 + Math.floor(i / 7) * 60_000
      ).toISOString();
      events.push(
        deliver(
          at,
          "EX01",
          String(5000 + i),
          `<m-${i}@fabrikam.com>`,
          ["anna@contoso.com"],
          204800,
          "x@fabrikam.com",
          "Report"
        )
      );
    }
    fs.writeFileSync(
      path.join(dir, "MSGTRK2026110200-1.LOG"),
      logFileText({
        fields: FIELDS_2019,
        version: "15.02.1544.004",
        date: new Date(start).toISOString(),
        events,
      })
    );
    const r = await check(DESIGN, HEALTHY, path.join(dir, "MSGTRK2026110200-1.LOG"), "--json");
    const j = JSON.parse(r.out);
    expect(j.profileUsed).toBe("measured");
    expect(problems(r.out)).toEqual(
      expect.arrayContaining([
        "profile mailboxes Messages a mailbox a day",
        "profile mailboxes Average message size",
      ])
    );
    const kb = (j.lines as Line[]).find((l) => l.label === "Average message size")!;
    expect(kb.measured).toBeCloseTo(200, 6);
    expect(kb.designed).toBe(75);
  });
});

describe("bad evidence: one line naming the file, exit 1, nothing written", () => {
  test.each([
    [
      "bad/HealthChecker-EX02-truncated.xml",
      /HealthChecker-EX02-truncated\.xml: is not complete CliXml/,
    ],
    [
      "bad/Mailboxes.csv",
      /Mailboxes\.csv: is a CSV of Microsoft\.Exchange\.Data\.Directory\.Management\.Mailbox objects/,
    ],
    [
      "bad/HealthChecker-EX99-20261120093000.xml",
      /HealthChecker-EX99-20261120093000\.xml: is of the Exchange organization "Fabrikam"/,
    ],
    ["bad/Databases-no-status.csv", /Databases-no-status\.csv: row 1 has no DatabaseSize/],
  ])("%s", async (file, message) => {
    const out = path.join(tmp, `${path.basename(file)}.xlsx`);
    const r = await check(DESIGN, HEALTHY, path.join(FIX, file), "-o", out);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith(`.${path.basename(out)}`))).toEqual([]);
  });

  test("a server the copy status does not list, of the same organization name, is refused", async () => {
    const dir = path.join(tmp, "stranger");
    fs.mkdirSync(dir, { recursive: true });
    const text = fs
      .readFileSync(path.join(HEALTHY, "HealthChecker-EX01-20261120093000.xml"), "utf8")
      .replace(/EX01/g, "EX77");
    fs.writeFileSync(path.join(dir, "HealthChecker-EX77-20261120093000.xml"), text);
    const r = await check(DESIGN, HEALTHY, dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /HealthChecker-EX77-20261120093000\.xml: is server EX77, which holds no database copy in .*CopyStatus\.csv \(EX01, EX02, EX03, EX04\)/
    );
  });
});

describe("folders: the evidence in them by the names the tools write", () => {
  test("HealthChecker's and Jetstress's other files beside the evidence are left alone", async () => {
    const dir = path.join(tmp, "busy");
    fs.mkdirSync(dir, { recursive: true });
    for (const f of fs.readdirSync(HEALTHY))
      fs.copyFileSync(path.join(HEALTHY, f), path.join(dir, f));
    // test doubles of the files the tools write beside their reports
    fs.writeFileSync(
      path.join(dir, "HealthChecker-HTMLServerReport-20261120093000.html"),
      "<html></html>"
    );
    fs.writeFileSync(
      path.join(dir, "HealthChecker-ExchangeDCCoreRatio-20261120093000.xml"),
      "<Objs></Objs>"
    );
    fs.writeFileSync(
      path.join(dir, "HealthChecker-EX01-20261120093000.txt"),
      "Exchange Health Checker"
    );
    fs.writeFileSync(path.join(dir, "JetstressConfig.xml"), "<configuration />");
    fs.writeFileSync(path.join(dir, "Performance_2026_11_1_9_0_0.blg"), "binary");
    const r = await check(DESIGN, dir, "--json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).evidence).toHaveLength(8);
  });

  test("the same file named on the command line is read, and refused", async () => {
    const f = path.join(tmp, "busy", "JetstressConfig.xml");
    const r = await check(DESIGN, HEALTHY, f);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /JetstressConfig\.xml: is XML but not PowerShell CliXml|JetstressConfig\.xml: is XML or HTML/
    );
  });
});

describe("-o: the Design against measured workbook", () => {
  test("is written beside the report for a healthy organization", async () => {
    const out = path.join(tmp, "check.xlsx");
    const r = await check(DESIGN, HEALTHY, "-o", out);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Wrote ${out}.`);
    expect(fs.readFileSync(out).subarray(0, 2).toString()).toBe("PK");
  });
});

test("exsize --help lists exsize check", async () => {
  const io = captureIO(NOW);
  await main(["--help"], io);
  expect(io.stdout()).toContain("exsize check DESIGN.json EVIDENCE...");
});
