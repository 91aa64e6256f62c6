/**
 * `exsize compare` (in process through main(), and once as a user runs bin/exsize.js): 2 to 12 scenario
 * files of either method give one workbook whose first sheet is Compare and whose summary rows are
 * the names ex.cmp.KEY; every file is read and checked as `exsize workbook` reads it, and one bad file
 * gives exit 1, a message naming the file and the key, and no file. The existing-output rules are
 * `exsize workbook`'s. What the Compare sheet computes is the comparison builder's tests' (and its
 * LibreOffice parity test's), not this suite's.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { designLabel, distinctLabels } from "../../src/cli/compareCommand";
import { main } from "../../src/cli/main";
import { SUMMARY_KEYS } from "../../src/core/summary";
import { readXlsx } from "../support/xlsxRead";

const bin = path.join(__dirname, "../../bin/exsize.js");
const examples = path.join(__dirname, "../../examples");
const DELL = path.join(examples, "dell-5000-as-printed.json");
const MS = path.join(examples, "microsoft-example.json");
const TINTRI = path.join(examples, "tintri-16000.json");
const DATE = new Date(2026, 10, 23);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-compare-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function exsize(...args: string[]) {
  const io = captureIO(DATE);
  const status = await main(["compare", ...args], io);
  return { status, stdout: io.stdout(), stderr: io.stderr() };
}

function file(name: string, content: unknown): string {
  const f = path.join(dir, name);
  fs.writeFileSync(
    f,
    typeof content === "string" || content instanceof Uint8Array ? content : JSON.stringify(content)
  );
  return f;
}

const files = () => fs.readdirSync(dir).sort();
const book = (name: string) => readXlsx(new Uint8Array(fs.readFileSync(path.join(dir, name))));

test("three designs of both methods: a Compare sheet first, every summary key a name ex.cmp.KEY", async () => {
  const out = path.join(dir, "cmp.xlsx");
  const run = await exsize(DELL, MS, TINTRI, "-o", out);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(
    /^Wrote .*cmp\.xlsx: 3 designs \(Exchange 2010, 5000 users, .*; The Exchange 2013 Server Role .*; Exchange 2013, 16,000 mailboxes .*\), \d+ sheets, \d+ formulas, \d+ names\.\n$/
  );
  const read = book("cmp.xlsx");
  expect(read.sheetNames[0]).toBe("Compare");
  for (const key of SUMMARY_KEYS) expect(read.names.has(`ex.cmp.${key}`)).toBe(true);
  // Each design's own names are in the workbook, in its own namespace (ex.d<i>.*).
  for (const i of [1, 2, 3])
    expect([...read.names.keys()].some((n) => n.startsWith(`ex.d${i}.`))).toBe(true);
  expect(files()).toEqual(["cmp.xlsx"]);
});

test("-o left out: exsize-compare.xlsx in the current directory (the spawned command)", () => {
  const a = file("raid10.json", {
    users: 3000,
    quotaMB: 2048,
    messagesPerDay: 150,
    avgMessageKB: 75,
    copies: 2,
  });
  const b = file("e2019.json", { method: "microsoft", exchangeVersion: "2019" });
  const run = spawnSync(process.execPath, [bin, "compare", a, b], { cwd: dir, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  // Labels: no project, so the file names without .json.
  expect(run.stdout).toMatch(/^Wrote exsize-compare\.xlsx: 2 designs \(raid10; e2019\)/);
  const read = book("exsize-compare.xlsx");
  expect(read.sheetNames[0]).toBe("Compare");
  expect(read.names.has("ex.cmp.mailboxes")).toBe(true);
  expect(files()).toEqual(["e2019.json", "exsize-compare.xlsx", "raid10.json"]);
});

test("the same file twice: two columns, the second label suffixed (2)", async () => {
  const out = path.join(dir, "twice.xlsx");
  const a = file("a.json", { method: "microsoft", exchangeVersion: "SE" });
  const run = await exsize(a, a, "-o", out);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain("2 designs (a; a (2))");
  expect(book("twice.xlsx").sheetNames[0]).toBe("Compare");
});

test.each([0, 1, 13])(
  "%i scenario files: a usage error naming the range, exit 1, no file",
  async (n) => {
    const f = file("x.json", { method: "microsoft" });
    const run = await exsize(...Array(n).fill(f), "-o", path.join(dir, "out.xlsx"));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      new RegExp(
        `^exsize compare: give 2 to 12 scenario files \\(got ${n}\\).*; no file written\\.\\n$`
      )
    );
    expect(files()).toEqual(["x.json"]);
  }
);

test("12 files is the most: accepted", async () => {
  const f = file("x.json", { method: "microsoft" });
  const run = await exsize(...Array(12).fill(f), "-o", path.join(dir, "twelve.xlsx"));
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toContain("12 designs (x; x (2); x (3);");
  expect(run.stdout).toContain("x (12))");
});

const good = { users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 2 };

test.each([
  ["unreadable", () => path.join(dir, "missing.json"), /cannot read .*missing\.json: .*ENOENT/],
  ["not JSON", () => file("bad.json", "{users: 5000"), /bad\.json is not JSON: /],
  [
    "not UTF-8",
    () => file("latin1.json", Buffer.from('{"project": "M\xfcller"}', "latin1")),
    /latin1\.json .*line 1/,
  ],
  [
    "an unknown key",
    () => file("bad.json", { ...good, userz: 5 }),
    /bad\.json: unknown key "userz"; a scenario has the keys project/,
  ],
  [
    "a bad value",
    () => file("bad.json", { ...good, users: -5 }),
    /bad\.json: users must be a whole number greater than 0 \(got -5\)/,
  ],
  [
    "a bad key of a microsoft design",
    () => file("bad.json", { method: "microsoft", haCopies: -1 }),
    /bad\.json: .*haCopies/,
  ],
  [
    "an unknown method",
    () => file("bad.json", { method: "tintri" }),
    /bad\.json: method must be "dell" or "microsoft" \(got "tintri"\)/,
  ],
])("one bad file (%s) among good ones: exit 1 naming it, no file", async (_what, make, message) => {
  const bad = make();
  const before = files();
  const run = await exsize(DELL, bad, MS, "-o", path.join(dir, "out.xlsx"));
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr).toMatch(message);
  expect(run.stderr).toMatch(/^exsize compare: .*; no file written\.\n$/);
  expect(files()).toEqual(before);
});

test("a design the calculator rejects is compared (its column --), and the output names it", async () => {
  // tests/golden/microsoft-designs.test.ts "too-many-copies-rejected": 4 copies on 2 servers.
  const rejected = file("rejected.json", {
    method: "microsoft",
    datacenterModel: "Single Datacenter",
    exchangeServersPerDag: 2,
    dagCount: 1,
    haCopies: 4,
    laggedCopies: 0,
  });
  const run = await exsize(DELL, rejected, "-o", path.join(dir, "out.xlsx"));
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(
    /\nDesign 2 \(rejected\): the calculator rejects it; its column shows --\.\n$/
  );
  expect(book("out.xlsx").sheetNames[0]).toBe("Compare");
});

test("an output that is not .xlsx, an empty -o, an unknown option: exit 1, no file", async () => {
  expect(await exsize(DELL, MS, "-o", path.join(dir, "out.xlsm"))).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/the output must be an \.xlsx file/),
  });
  expect(await exsize(DELL, MS, "-o", "")).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/-o\/--output needs a file name/),
  });
  expect(await exsize(DELL, MS, "--fast")).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(
      /unknown option --fast; exsize compare takes -o\/--output VALUE, --force/
    ),
  });
  expect(files()).toEqual([]);
});

test("never replaces a file ExSize did not write, unless --force; replaces its own output", async () => {
  const mine = file("mine.xlsx", "a consultant's own workbook");
  const refused = await exsize(DELL, MS, "-o", mine);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/mine\.xlsx exists and is not as ExSize wrote it: .*--force/);
  expect(fs.readFileSync(mine, "utf8")).toBe("a consultant's own workbook");

  expect((await exsize(DELL, MS, "-o", mine, "--force")).status).toBe(0);
  expect(book("mine.xlsx").sheetNames[0]).toBe("Compare");
  // Its own output is replaced without --force (every part as ExSize wrote it).
  expect((await exsize(MS, TINTRI, DELL, "-o", mine)).status).toBe(0);
  expect(files()).toEqual(["mine.xlsx"]); // no temporary file left behind
});

test("--help: exsize --help lists compare, exsize compare --help says how labels are chosen", async () => {
  const io = captureIO(DATE);
  expect(await main(["--help"], io)).toBe(0);
  expect(io.stdout()).toContain("exsize compare A.json B.json ... [-o OUT.xlsx] [--force]");
  const help = await exsize("--help");
  expect(help.status).toBe(0);
  expect(help.stdout).toContain("exsize-compare.xlsx");
  expect(help.stdout).toMatch(
    /label is its "project" when that is a non-empty text, else\s+its file name without \.json/
  );
});

test("a label is the project when it is a non-empty text, else the file name without .json", () => {
  expect(designLabel("a/b/raid10.json", { project: "RAID 10, 2 copies" })).toBe(
    "RAID 10, 2 copies"
  );
  expect(designLabel("a/b/raid10.json", { project: "  " })).toBe("raid10");
  expect(designLabel("a/b/raid10.JSON", { project: 5 })).toBe("raid10");
  expect(designLabel("design", {})).toBe("design");
  expect(distinctLabels(["a", "A", "b", "a", "a (2)"])).toEqual([
    "a",
    "A (2)",
    "b",
    "a (3)",
    "a (2) (2)",
  ]);
});
