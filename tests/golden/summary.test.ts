/**
 * The summary of both methods (core/summary, docs/summary.md) against figures typed from the sources:
 * - Dell: seed 000's worked example (section 3.4.2, Tables 18-19; examples/dell-5000-as-printed.json)
 *   and seed 003's 16,000 mailboxes (examples/tintri-16000.json), at the precision each prints.
 * - Microsoft: mscalc.py (E2013Calcv7.6 recalculated in LibreOffice), its output figures typed in below
 *   with the inputs of each run; the summary of a design is then worked by hand from them, by the
 *   definitions of docs/summary.md, and the core's sizing of the same inputs must give it.
 */
import * as fs from "fs";
import * as path from "path";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { Summary, dellSummary, microsoftSummary } from "../../src/core/summary";
import { checkWorkbookScenario } from "../../src/workbook";
import { dellDesignFiguresOf } from "../../src/workbook/dellFigures";
import { GoldenRow, testGoldenRows } from "../support/golden";

const example = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../examples", name), "utf8"));
const dell = (name: string): Summary => {
  const { method: _m, ...scenario } = example(name);
  void _m;
  return dellSummary(dellDesignFiguresOf(checkWorkbookScenario(scenario)));
};

describe("Dell: seed 000's worked example, as printed (dbOverhead 1)", () => {
  const s = dell("dell-5000-as-printed.json");
  const SEED = "seed 000, section 3.4.2";
  const rows: GoldenRow[] = [
    { figure: "5000 users", source: SEED, printed: 5000, digits: 0, actual: s.mailboxes! },
    { figure: "DB 12", source: "seed 000, Table 18", printed: 12, digits: 0, actual: s.databases! },
    {
      figure: "a DAG with 2 copies",
      source: SEED,
      printed: 2,
      digits: 0,
      actual: s.copiesPerDatabase!,
    },
    // 900 database IOPS (section 3.4.2) + LIOPS 378 (Table 17 applied by hand), x 2 copies.
    {
      figure: "(900 + 378) x 2 = 2556 IOPS",
      source: `${SEED}, Table 17`,
      printed: 2556,
      digits: 0,
      actual: s.iopsAllCopies!,
    },
    {
      figure: '"Two PS6500 will be needed"',
      source: SEED,
      printed: 2,
      digits: 0,
      actual: s.arraysTotal!,
    },
  ];
  testGoldenRows(rows);
  test("15,768 GB per copy as printed (12 x 1266 + 12 x 48), x 2: within the paper's rounding of 24 volumes", () => {
    // The paper sums rounded volumes; ExSize full precision (tests/golden/dell-worked-example.test.ts).
    expect(Math.abs(s.storageGBAllCopies! - 2 * 15768)).toBeLessThanOrEqual(2 * 12);
  });
  test("no failure modes: cpuWorstFailurePercent is null", () => {
    expect(s.cpuWorstFailurePercent).toBeNull();
  });
});

describe("Dell: seed 003's 16,000 mailboxes on 4 servers", () => {
  const s = dell("tintri-16000.json");
  const SEED = "seed 003";
  testGoldenRows([
    { figure: "16,000 mailboxes", source: SEED, printed: 16000, digits: 0, actual: s.mailboxes! },
    {
      figure: "4 mailbox servers",
      source: `${SEED}, Mailbox Server Storage Requirements`,
      printed: 4,
      digits: 0,
      actual: s.servers!,
    },
    {
      figure: "16 cores (4 servers)",
      source: `${SEED}, Processor Core Requirements`,
      printed: 16,
      digits: 0,
      actual: s.coresTotal!,
    },
    {
      figure: "(144/92*128=) 200 GB RAM",
      source: `${SEED}, Memory Requirements`,
      printed: 200,
      digits: 0,
      actual: s.ramGBTotal!,
    },
    {
      figure: "one copy",
      source: `${SEED}, examples/tintri-16000.json copies 1`,
      printed: 1,
      digits: 0,
      actual: s.copiesPerDatabase!,
    },
  ]);
});

/**
 * mscalc.py runs (python3 mscalc.py in.json), the figures the summary reads, typed in.
 * "example": in.json {} (the calculator's example workbook's inputs; Input!C131 cores per server 16).
 * "16k": {"tiers":[{"mailboxes":16000,"messagesPerDay":150}],"haCopies":3,"coresPerServer":16}.
 */
const MSCALC = {
  example: {
    scenario: { method: "microsoft" },
    out: {
      mailboxesTotal: 5000,
      databaseCount: 40,
      dagCount: 2,
      databaseCopiesPerDag: 160,
      databaseSizeGB: 664.6728515625,
      logCapacityPerDatabaseGB: 23.736572265625,
      totalDbIopsPerServer: 402,
      logIopsPerServer: 88.44000000000001,
      serversEnvironment: 8,
      ramRecommendedGB: 160,
      // issue 30: the summary reads the RAM per server (servers/memory2019.ts), the calculator's C253 on 2013
      ramPerServerGB: 160,
      disksEnvironment: 96,
      cpuUtilizationPercent: { worstFailure: "--" },
      // The verdict the calculator's cells give: Role Requirements!I160 FALSE; Storage Design!C182 disks.
      verdict: { noServers: false, noDisks: false },
    },
    cores: 16,
    // By hand: 40 x 2 = 80 databases; 160 / 40 = 4 copies; 80 x 4 x (664.6728515625 + 23.736572265625)
    // = 220291.015625 GB; (402 + 88.44) x 8 = 3923.52 IOPS; 8 x 16 = 128 cores; 8 x 160 = 1280 GB.
    summary: {
      mailboxes: 5000,
      databases: 80,
      copiesPerDatabase: 4,
      storageGBAllCopies: 220291.015625,
      iopsAllCopies: 3923.52,
      servers: 8,
      coresTotal: 128,
      ramGBTotal: 1280,
      disksTotal: 96,
      arraysTotal: null,
      cpuWorstFailurePercent: null,
    },
  },
  "16k": {
    scenario: {
      method: "microsoft",
      tiers: [{ mailboxes: 16000, messagesPerDay: 150 }],
      haCopies: 3,
      coresPerServer: 16,
    },
    out: {
      mailboxesTotal: 16000,
      databaseCount: 100,
      dagCount: 2,
      databaseCopiesPerDag: 400,
      databaseSizeGB: 846.484375,
      logCapacityPerDatabaseGB: 24.87109375,
      totalDbIopsPerServer: 964.8,
      logIopsPerServer: 212.256,
      serversEnvironment: 8,
      ramRecommendedGB: 320,
      ramPerServerGB: 320, // 2013: the calculator's C253
      disksEnvironment: 0,
      cpuUtilizationPercent: { worstFailure: "--" },
      // Role Requirements!I160 FALSE, but Storage Design!C182 and C186 show "Insufficient Disk
      // Capacity" (tests/golden/verdict/calculatorRuns.ts, run 16k): D202's 0 disks do not exist.
      verdict: { noServers: false, noDisks: true },
    },
    cores: 16,
    // By hand: 200 databases; 400 / 100 = 4 copies; 800 x 871.35546875 = 697084.375 GB;
    // (964.8 + 212.256) x 8 = 9416.448 IOPS; 128 cores; 8 x 320 = 2560 GB; disks "--" (no disks sized).
    summary: {
      mailboxes: 16000,
      databases: 200,
      copiesPerDatabase: 4,
      storageGBAllCopies: 697084.375,
      iopsAllCopies: 9416.448,
      servers: 8,
      coresTotal: 128,
      ramGBTotal: 2560,
      disksTotal: null,
      arraysTotal: null,
      cpuWorstFailurePercent: null,
    },
  },
} as const;

const close = (actual: Summary, expected: Summary) => {
  for (const [k, v] of Object.entries(expected)) {
    const a = actual[k as keyof Summary];
    if (v === null) expect([k, a]).toEqual([k, null]);
    else if (v === 0) expect([k, a]).toEqual([k, 0]);
    else expect([k, a! / v]).toEqual([k, expect.closeTo(1, 12)]);
  }
};

describe.each(Object.entries(MSCALC))("Microsoft, mscalc.py run %s", (_name, run) => {
  const cells = {
    "input.highAvailability": "Yes",
    "input.coresPerServer": run.cores,
  };
  test("the summary's expressions over mscalc's figures give the summary worked by hand", () => {
    close(microsoftSummary(run.out, cells), run.summary);
  });
  test("the core's sizing of the same inputs gives the same summary", () => {
    const sizing = sizeMicrosoft(run.scenario);
    close(microsoftSummary(sizing, parseMicrosoftScenario(run.scenario).cells), run.summary);
  });
});

test('a rejected design ("--" everywhere) gives null, not an error', () => {
  const s = microsoftSummary(
    { mailboxesTotal: null, databaseCount: null, verdict: { noServers: true, noDisks: true } },
    { "input.highAvailability": "Yes" }
  );
  expect(Object.values(s).every((v) => v === null)).toBe(true);
});
