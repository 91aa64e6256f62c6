/**
 * `exsize search` as a user runs it, in-process (searchCommand with a captured io): the report, the
 * --json shape of issue 23, --write (each design a scenario file exsize size reads back to the same
 * figures), -o (a Compare workbook), and one-line messages naming the key for every bad request.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
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

test("--write writes each design as a scenario file; -o writes the Compare workbook", () => {
  const dir = path.join(tmp, "designs");
  const out = path.join(tmp, "compare.xlsx");
  const r = run([EXAMPLE, "--top", "2", "--write", dir, "-o", out]);
  expect(r.code).toBe(0);
  expect(fs.readdirSync(dir).sort()).toEqual(["design-1.json", "design-2.json"]);
  const d1 = JSON.parse(fs.readFileSync(path.join(dir, "design-1.json"), "utf8"));
  expect(d1.search).toBeUndefined();
  expect(sizeMicrosoft(d1).validationError).toBe(false);
  expect(fs.readFileSync(out).subarray(0, 2).toString()).toBe("PK");
  expect(r.stdout).toContain(`Wrote ${out}`);
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

test("the README's search output is the command's", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8");
  const at = readme.indexOf("npx exsize search examples/search-2019.json --top 2");
  expect(at).toBeGreaterThan(0);
  const block = /```text\n([\s\S]*?)\n```/.exec(readme.slice(at))![1];
  const io = captureIO();
  searchCommand(["examples/search-2019.json", "--top", "2"], io);
  expect(io.stdout().startsWith(block + "\n")).toBe(true);
});
