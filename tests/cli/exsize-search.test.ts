/**
 * `exsize search` as a user runs it, in-process (searchCommand with a captured io): the report, the
 * --json shape of issue 23, --write (each design a scenario file exsize size reads back to the same
 * figures), -o (a Compare workbook), and one-line messages naming the key for every bad request.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnSync } from "child_process";
import { captureIO } from "../../src/cli/command";
import { COMPARE_COMMAND } from "../../src/cli/compareCommand";
import { searchCommand } from "../../src/cli/searchCommand";
import { sizeMicrosoft } from "../../src/core/microsoft/size";

const EXAMPLE = path.join(__dirname, "../../examples/search-2019.json");
const example = () => JSON.parse(fs.readFileSync(EXAMPLE, "utf8"));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-search-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(args: string[]) {
  const io = captureIO(new Date(Date.UTC(2026, 10, 25)));
  const code = searchCommand(args, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}
function runJson(json: unknown, args: string[] = []) {
  const file = path.join(tmp, `req-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(json));
  return run([file, ...args]);
}

test("--json: evaluated, feasible, rejectedBy and the ranked designs with their inputs and summary", () => {
  const r = run([EXAMPLE, "--json", "--top", "3"]);
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(out.evaluated).toBe(11 * 4 * 3 * 3);
  expect(out.feasible).toBeGreaterThan(0);
  const rejected = Object.values(out.rejectedBy as Record<string, number>).reduce(
    (a, b) => a + b,
    0
  );
  expect(rejected).toBeGreaterThanOrEqual(out.evaluated - out.feasible);
  expect(out.designs.map((d: { rank: number }) => d.rank)).toEqual([1, 2, 3]);
  const costs = out.designs.map((d: { cost: number }) => d.cost);
  expect([...costs].sort((a, b) => a - b)).toEqual(costs);
  for (const d of out.designs) {
    expect(Object.keys(d)).toEqual(
      expect.arrayContaining(["rank", "cost", "inputs", "summary", "figures", "warnings"])
    );
    // the inputs are a scenario file: exsize size gives the servers and disks the cost counted
    const s = sizeMicrosoft(d.inputs) as unknown as Record<string, number>;
    expect(s.serversEnvironment).toBe(d.figures.serversEnvironment);
    expect(s.disksEnvironment).toBe(d.figures.disksEnvironment);
    expect(d.summary.servers).toBe(s.serversEnvironment);
  }
});

test("the report: the winners, then the counts per broken rule", () => {
  const r = run([EXAMPLE, "--top", "2"]);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^exsize search .*: 396 candidates evaluated, [\d,]+ feasible/);
  expect(r.stdout).toContain("#1 ");
  expect(r.stdout).toContain("#2 ");
  expect(r.stdout).not.toContain("#3 ");
  expect(r.stdout).toContain("Rejected, by rule");
  expect(r.stdout).toContain("calculatorValidation");
});

test("--write writes each design as a scenario file named after its inputs; -o writes the Compare workbook", () => {
  const dir = path.join(tmp, "designs");
  const out = path.join(tmp, "compare.xlsx");
  const r = run([EXAMPLE, "--top", "2", "--write", dir, "-o", out]);
  expect(r.code).toBe(0);
  const names = fs.readdirSync(dir).sort();
  expect(names).toHaveLength(2);
  // issue 31: the file and its project say the server, the disk and the ranges' values
  expect(names[0]).toMatch(
    /^design-1-[A-Za-z0-9.-]+-NL-SAS-exchangeServersPerDag-\d+-dagCount-\d+\.json$/
  );
  expect(names[1]).toMatch(/^design-2-/);
  const d1 = JSON.parse(fs.readFileSync(path.join(dir, names[0]), "utf8"));
  const d2 = JSON.parse(fs.readFileSync(path.join(dir, names[1]), "utf8"));
  expect(d1.search).toBeUndefined();
  expect(sizeMicrosoft(d1).validationError).toBe(false);
  expect(d1.project).toMatch(
    /^#1 .+, .+ NL-SAS, exchangeServersPerDag \d+, dagCount \d+ -- Search example: 10,000 mailboxes/
  );
  expect(d2.project).toMatch(/^#2 /);
  expect(d1.project).not.toBe(d2.project);
  expect(fs.readFileSync(out).subarray(0, 2).toString()).toBe("PK");
  expect(r.stdout).toContain(`Wrote ${out}`);
  expect(r.stdout).toContain(`Wrote ${dir}: ${names[0]}, ${names[1]}.`);
  // again: the same files are not replaced without --force (they may be edited), and nothing is written
  const again = run([EXAMPLE, "--top", "2", "--write", dir]);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/already exist .* choose another --write or add --force/);
  expect(run([EXAMPLE, "--top", "2", "--write", dir, "--force"]).code).toBe(0);
  expect(fs.readdirSync(dir).sort()).toEqual(names);
});

test("exsize compare tells the --write designs apart by their projects (issue 31)", () => {
  const dir = path.join(tmp, "designs-compare");
  expect(run([EXAMPLE, "--top", "3", "--write", dir]).code).toBe(0);
  const files = fs
    .readdirSync(dir)
    .sort()
    .map((n) => path.join(dir, n));
  const io = captureIO(new Date(Date.UTC(2026, 10, 25)));
  const out = path.join(tmp, "designs-compare.xlsx");
  expect(COMPARE_COMMAND.run([...files, "-o", out], io)).toBe(0);
  expect(io.stdout()).toContain("#1 ");
  expect(io.stdout()).toContain("#3 ");
  expect(io.stdout()).not.toMatch(/ \(2\)[;)]/);
});

test("--write: what a killed run left is cleaned by the next run (issue 32)", () => {
  const dir = path.join(tmp, "designs-killed");
  fs.mkdirSync(dir);
  // the earlier scheme's leftover inside DIR, and the folder swap's beside it, of a process that is gone
  fs.writeFileSync(path.join(dir, "design-1.json.999999999.tmp"), "{");
  fs.mkdirSync(path.join(tmp, ".designs-killed.exsize-deploy.999999998.tmp"));
  const r = run([EXAMPLE, "--top", "2", "--write", dir]);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("design-1.json.999999999.tmp, left by a run that was stopped");
  expect(r.stdout).toContain(".designs-killed.exsize-deploy.999999998.tmp, left by a run");
  expect(fs.readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  expect(fs.readdirSync(tmp).filter((n) => n.startsWith(".designs-killed"))).toEqual([]);
});

test("--write killed at its second change to the disk: the next run finds DIR whole and cleans up (issue 32)", () => {
  // the real CLI (build/cli, compiled by jest's globalSetup) with deploy's kill hook
  const dir = path.join(tmp, "designs-hook");
  const main = path.join(__dirname, "../../build/cli/cli/main.js");
  const start = `require(${JSON.stringify(main)}).main(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
  const killed = spawnSync(
    process.execPath,
    ["-e", start, "search", EXAMPLE, "--top", "2", "--write", dir],
    { encoding: "utf8", env: { ...process.env, EXSIZE_TEST_HOOK_KILL_AFTER_STEP: "2" } }
  );
  expect(killed.signal).toBe("SIGKILL");
  expect(fs.existsSync(dir)).toBe(false); // never half written
  expect(fs.readdirSync(tmp).filter((n) => n.startsWith(".designs-hook."))).toHaveLength(1);
  const r = run([EXAMPLE, "--top", "2", "--write", dir]);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(
    /removed .*\.designs-hook\.exsize-deploy\.\d+\.tmp, left by a run that was stopped/
  );
  expect(fs.readdirSync(tmp).filter((n) => n.startsWith(".designs-hook."))).toEqual([]);
  expect(fs.readdirSync(dir)).toHaveLength(2);
});

test("--top 1 with -o is refused before the search, naming --top (issue 32)", () => {
  // before issue 32: "the search found 1 feasible" when 14 were, after sizing every candidate
  const r = run([EXAMPLE, "--top", "1", "-o", path.join(tmp, "one.xlsx")]);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr).toBe(
    "exsize search: -o writes a Compare workbook of the top designs, which takes 2 or more; --top 1 keeps 1: give --top 2 or more, or leave -o out\n"
  );
  expect(fs.existsSync(path.join(tmp, "one.xlsx"))).toBe(false);
});

test("prices: the printed cost is a figure within docs/errors.md's limits, or the price is refused (issue 32)", () => {
  const j = example();
  j.search.servers[0].price = 1e308;
  const huge = runJson(j);
  expect(huge.code).toBe(1);
  expect(huge.stderr).toMatch(
    /search\.servers\[0\]\.price 1e\+308 is too large to size: at most 1000000000000000/
  );
  const k = example();
  k.search.servers[0].price = 1e15;
  k.search.servers[1].price = 1e15;
  k.search.servers[2].price = 1e15;
  const big = runJson(k);
  expect(big.code).toBe(1);
  expect(big.stderr).toMatch(
    /search\.servers\[\d\]\.price 1000000000000000: a design of \d+ servers and \d+ disks costs [\d.e+]+, more than 1000000000000000/
  );
  expect(big.stderr.trim().split("\n")).toHaveLength(1);
  // a large price that keeps every cost within the limit prints in full, grouped
  const m = example();
  m.search.servers.forEach((s: { price: number }) => (s.price = 1e13));
  const ok = runJson(m, ["--top", "2"]);
  expect(ok.code).toBe(0);
  for (const cost of ok.stdout.match(/cost ([^ ]+) =/g)!)
    expect(cost.length).toBeLessThanOrEqual("cost 1,000,000,000,000,000 =".length);
  expect(ok.stdout).not.toContain("\u221e");
});

test("no feasible design: exit 1, and the rules say why", () => {
  const j = example();
  j.search.maxCpuWorstFailurePercent = 1;
  const r = runJson(j);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(", 0 feasible");
  expect(r.stdout).toContain("No design is feasible. Why:");
  expect(r.stdout).toContain("cpuEveryFailureMode");
});

describe("a bad request is one line naming the key", () => {
  const cases: [string, (j: ReturnType<typeof example>) => void, RegExp][] = [
    ["an empty list", (j) => (j.search.servers = []), /search\.servers is empty/],
    [
      "a range the wrong way round",
      (j) => (j.search.dagCount = [4, 1]),
      /search\.dagCount runs the wrong way round: \[4, 1\]/,
    ],
    [
      "a price that is not a positive number",
      (j) => (j.search.disks[1].price = 0),
      /search\.disks\[1\]\.price must be a positive number/,
    ],
    [
      "a price as text",
      (j) => (j.search.servers[0].price = "18000"),
      /search\.servers\[0\]\.price must be a positive number/,
    ],
    [
      "an unknown search key",
      (j) => (j.search.bogus = [1, 2]),
      /search\.bogus is not a search key/,
    ],
    [
      "a disk size that is not a whole number of GB (issue 30: any whole size is taken)",
      (j) => (j.search.disks[0].diskCapacityGB = 5000.5),
      /search\.disks\[0\]\.diskCapacityGB must be a whole number of GB/,
    ],
    [
      "more than 1,000,000 candidates",
      (j) => (j.search.exchangeServersPerDag = [1, 100000]),
      /search makes 3,600,000 candidates, more than 1,000,000: .*--max-candidates 3600000/,
    ],
  ];
  test.each(cases)("%s", (_, edit, message) => {
    const j = example();
    edit(j);
    const r = runJson(j);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

test("docs/search.md's search output is the command's", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../docs/search.md"), "utf8");
  const at = readme.indexOf("npx exsize search examples/search-2019.json --top 2");
  expect(at).toBeGreaterThan(0);
  const block = /```text\n([\s\S]*?)\n```/.exec(readme.slice(at))![1];
  const io = captureIO();
  searchCommand(["examples/search-2019.json", "--top", "2"], io);
  expect(io.stdout().startsWith(block + "\n")).toBe(true);
});
