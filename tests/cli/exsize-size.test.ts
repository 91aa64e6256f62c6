/**
 * `exsize size SCENARIO.json [--json]` as a user runs it (the real bin/exsize.js), for both methods.
 * Microsoft figures: mscalc.py, E2013Calcv7.6, on the calculator's example design (cases.json "example"):
 * Role Requirements!C243 databaseCount 40, C244 mailboxesPerDatabase 62.5, Volume Requirements!E123
 * databaseSizeGB 664.6728515625, Role Requirements!D281 totalDbIopsPerServer 402, C30 iopsPerMailbox 0.134.
 * Dell figures: seed 000, Tables 18-19 (12 databases of 1265.5 GB as printed, 900 database IOPS, 378 log IOPS).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const bin = path.join(__dirname, "../../bin/exsize.js");
const examples = path.join(__dirname, "../../examples");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-size-"));

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: dir });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}
function scenario(name: string, json: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}
const lastLine = (s: string) => s.trimEnd().split("\n").pop() as string;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a microsoft scenario", () => {
  test("--json: one object on the last line, under mscalc.py's output names", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"), "--json");
    expect(run.status).toBe(0);
    const out = JSON.parse(lastLine(run.stdout));
    expect(out.databaseCount).toBe(40);
    expect(out.mailboxesPerDatabase).toBe(62.5);
    expect(out.databaseSizeGB).toBe(664.6728515625);
    expect(out.totalDbIopsPerServer).toBe(402);
    expect(out.tiers).toHaveLength(4);
    expect(out.tiers[0].iopsPerMailbox).toBe(0.134);
    expect(out.tiers[1].mailboxes).toBe(0);
  });
  test("without --json: a readable table with the same figures", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^databaseCount\s+40$/m);
    expect(run.stdout).toMatch(/^iopsPerMailbox\s+0\.134$/m);
  });
  test('"--" is null: a standalone server has no DAG count (Role Requirements!F223)', () => {
    const file = scenario("standalone.json", {
      method: "microsoft",
      highAvailability: false,
      datacenterModel: "Single Datacenter",
      exchangeServersPerDag: 1,
      tiers: [{ mailboxes: 500, messagesPerDay: 100 }],
    });
    expect(JSON.parse(lastLine(exsize("size", file, "--json").stdout)).dagCount).toBeNull();
  });
  test.each([
    [{ method: "microsoft", haCopiez: 3 }, "haCopiez"],
    [{ method: "microsoft", haCopies: "3" }, "haCopies must be a whole number"],
    [
      { method: "microsoft", tiers: [{ mailboxes: 10, messagesPerDay: 75 }] },
      "tiers[0].messagesPerDay",
    ],
    [{ method: "microsoft", backupMode: "Tape" }, "backupMode must be one of"],
    [{ method: "microsoft", exchangeVersion: "2010" }, "exchangeVersion"],
    [{ method: "microsoft", tiers: [] }, "tiers must be a list of 1 to 4"],
    [{ method: "oracle" }, 'method must be "dell" or "microsoft"'],
  ])("%j: exit 1, a message naming the key, nothing on stdout", (json, words) => {
    const run = exsize("size", scenario("bad.json", json), "--json");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(words);
  });
});

describe('a dell scenario (method absent or "dell")', () => {
  test("--json: the core's sizing under its names", () => {
    const run = exsize("size", path.join(examples, "dell-5000-as-printed.json"), "--json");
    expect(run.status).toBe(0);
    const out = JSON.parse(lastLine(run.stdout));
    expect(out.dbCount).toBe(12);
    expect(Math.round(out.dvsGB)).toBe(1266);
    expect(out.dbiop).toBeCloseTo(900, 9);
    expect(out.liops).toBeCloseTo(378, 9);
  });
  test('"method": "dell" sizes the same', () => {
    const json = JSON.parse(
      fs.readFileSync(path.join(examples, "dell-5000-as-printed.json"), "utf8")
    );
    const a = exsize("size", scenario("dell.json", { ...json, method: "dell" }), "--json");
    const b = exsize("size", path.join(examples, "dell-5000-as-printed.json"), "--json");
    expect(JSON.parse(lastLine(a.stdout))).toEqual(JSON.parse(lastLine(b.stdout)));
  });
});

test("no scenario file: a usage message, exit 1", () => {
  const run = exsize("size");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("exsize size");
});

describe("exsize workbook reads the method key", () => {
  test('"method": "dell" writes the Dell workbook as before', () => {
    const json = JSON.parse(
      fs.readFileSync(path.join(examples, "dell-5000-as-printed.json"), "utf8")
    );
    const file = scenario("dell-method.json", { ...json, method: "dell" });
    const run = exsize("workbook", file, "-o", path.join(dir, "dell.xlsx"));
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(dir, "dell.xlsx"))).toBe(true);
  });
  test('"method": "microsoft" writes the Microsoft method\'s workbook (docs/microsoft-workbook.md)', () => {
    const run = exsize(
      "workbook",
      path.join(examples, "microsoft-example.json"),
      "-o",
      path.join(dir, "ms.xlsx")
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Failure modes");
    expect(fs.existsSync(path.join(dir, "ms.xlsx"))).toBe(true);
  });
});

describe("summary: the same 11 keys for both methods (docs/summary.md)", () => {
  const KEYS = [
    "mailboxes",
    "databases",
    "copiesPerDatabase",
    "storageGBAllCopies",
    "iopsAllCopies",
    "servers",
    "coresTotal",
    "ramGBTotal",
    "disksTotal",
    "arraysTotal",
    "cpuWorstFailurePercent",
  ];
  // Dell: seed 000 Table 18 (12 databases), section 3.4.2 ("Two PS6500"); Microsoft: mscalc.py on the
  // example design (Role Requirements!F227 8 servers, Storage Design!D202 96 disks).
  test.each([
    ["dell-5000-as-printed.json", { databases: 12, arraysTotal: 2, cpuWorstFailurePercent: null }],
    ["microsoft-example.json", { servers: 8, disksTotal: 96, arraysTotal: null }],
  ])("%s", (file, figures) => {
    const run = exsize("size", path.join(examples, file), "--json");
    expect(run.status).toBe(0);
    const summary = JSON.parse(lastLine(run.stdout)).summary;
    expect(Object.keys(summary)).toEqual(KEYS);
    expect(summary).toMatchObject(figures);
    expect(exsize("size", path.join(examples, file)).stdout).toMatch(/^disksTotal\s+\d+$/m);
  });
});
