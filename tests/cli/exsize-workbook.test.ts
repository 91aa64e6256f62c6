/**
 * `exsize workbook` as a user runs it (the real bin/exsize.js, compiled by the suite's global setup):
 * the default workbook, a scenario file, clear errors that write nothing, and no silent overwrite.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readXlsx, namedCell } from "../support/xlsxRead";

const bin = path.join(__dirname, "../../bin/exsize.js");
const example = path.join(__dirname, "../../examples/dell-5000-as-printed.json");
const tintri = path.join(__dirname, "../../examples/tintri-16000.json");
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-cli-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8" });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

function scenarioFile(content: string): string {
  const file = path.join(dir, "scenario.json");
  fs.writeFileSync(file, content);
  return file;
}

const files = () => fs.readdirSync(dir).sort();

test("no arguments: the paper's 5000-user example, written to exsize-sizing.xlsx", () => {
  const run = exsize("workbook");
  expect(run).toMatchObject({ status: 0, stderr: "" });
  expect(run.stdout).toMatch(
    /^Wrote exsize-sizing\.xlsx: 13 sheets \(Summary, Inputs, .*\), \d+ formulas, \d+ names\.\n/
  );
  expect(run.stdout).toMatch(
    /\n14 databases; one copy needs 18804\.9 GB and 900\.0 database IOPS\. Recommended: 2 x PS6500E with 500GB drives in RAID 50 \(1 per copy\)\.\n$/
  );
  const book = readXlsx(new Uint8Array(fs.readFileSync(path.join(dir, "exsize-sizing.xlsx"))));
  expect(namedCell(book, "ex.NU")?.value).toBe(5000);
  expect(files()).toEqual(["exsize-sizing.xlsx"]);
});

test("a scenario file and -o: the example as printed (Table 18: dbOverhead 1)", () => {
  const run = exsize("workbook", example, "-o", "printed.xlsx");
  expect(run.status).toBe(0);
  const book = readXlsx(new Uint8Array(fs.readFileSync(path.join(dir, "printed.xlsx"))));
  expect(namedCell(book, "ex.dbOverhead")?.value).toBe(1);
});

test("seed 003's example file: its server, its servers and its Jetstress run in the workbook", () => {
  const run = exsize("workbook", tintri, "-o", "tintri.xlsx");
  expect(run.status).toBe(0);
  const book = readXlsx(new Uint8Array(fs.readFileSync(path.join(dir, "tintri.xlsx"))));
  expect(
    ["ex.SpecIntRate", "ex.ServersInput", "ex.JetAchievedIops", "ex.JetDbReadMaxMs"].map(
      (n) => namedCell(book, n)?.value
    )
  ).toEqual([1120, 4, 958.599, undefined]);
});

test.each([
  [
    "not JSON",
    "{users: 5000",
    /^exsize workbook: .*scenario\.json is not JSON: .*; no file written\.\n$/,
  ],
  [
    "an unknown key",
    '{"userz": 5000}',
    /^exsize workbook: .*scenario\.json: unknown key "userz"; a scenario has the keys project, customer, users/,
  ],
  [
    "an invalid value",
    '{"users": -5, "quotaMB": 2048, "messagesPerDay": 150, "avgMessageKB": 75, "copies": 2}',
    /scenario\.json: users must be a whole number greater than 0 \(got -5\); no file written\.\n$/,
  ],
  [
    "an invalid option",
    '{"users": 5, "quotaMB": 2048, "messagesPerDay": 150, "avgMessageKB": 75, "copies": 2, "options": {"dbOverhead": 0.2}}',
    /dbOverhead 0\.2 looks like the overhead alone; the factor for 20% is 1\.2/,
  ],
  [
    "an invalid value of a method sheet",
    '{"users": 5, "quotaMB": 2048, "messagesPerDay": 150, "avgMessageKB": 75, "copies": 2, "spindles": {"driveSpeed": 5400}}',
    /spindles\.driveSpeed must be 15000, 10000 or 7200 \(got 5400\)/,
  ],
])("%s: a message naming it on stderr, exit 1, no file", (_what, content, message) => {
  const file = scenarioFile(content);
  const run = exsize("workbook", file, "-o", "out.xlsx");
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr).toMatch(message);
  expect(files()).toEqual(["scenario.json"]);
});

test("a missing scenario file, an output that is not .xlsx, an unknown flag: exit 1, no file", () => {
  expect(exsize("workbook", "nope.json")).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/cannot read nope\.json/),
  });
  expect(exsize("workbook", "-o", "out.xlsm")).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/must be an \.xlsx file/),
  });
  expect(exsize("workbook", "--fast")).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/unknown option --fast/),
  });
  expect(files()).toEqual([]);
});

test("never overwrites a file ExSize did not write, unless --force; replaces its own output", () => {
  const mine = path.join(dir, "mine.xlsx");
  fs.writeFileSync(mine, "a consultant's own workbook");
  const refused = exsize("workbook", "-o", "mine.xlsx");
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/mine\.xlsx exists and is not as ExSize wrote it: .*--force/);
  expect(fs.readFileSync(mine, "utf8")).toBe("a consultant's own workbook");

  expect(exsize("workbook", "-o", "mine.xlsx", "--force").status).toBe(0);
  expect(readXlsx(new Uint8Array(fs.readFileSync(mine))).sheetNames[0]).toBe("Summary");
  expect(exsize("workbook", example, "-o", "mine.xlsx").status).toBe(0);
  expect(files()).toEqual(["mine.xlsx"]); // no temporary file left behind
});

test("--help describes the command", () => {
  expect(exsize("--help").stdout).toContain(
    "exsize workbook [SCENARIO.json] [-o OUT.xlsx] [--force]"
  );
  expect(exsize("--help", "workbook")).toMatchObject({
    status: 0,
    stdout: expect.stringContaining("Scenario keys: project, customer, users"),
  });
  expect(exsize("--help", "workbook").stdout).toContain(
    "spindles {raid, driveSpeed, diskGB, readShare}"
  );
});
