import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { makeDeployCommand } from "../../src/cli/deployCommand";
import { envOf, evaluateSteps } from "../../src/core/formula";
import { LAYOUT_GOLDENS } from "../../src/core/microsoft/layout/layoutGoldens";
import { storageSteps } from "../../src/core/microsoft/storage";
import { STORAGE_GOLDENS } from "../golden/microsoft/storage/storageGoldens";

/**
 * `exsize deploy` over the calculator's example design. The Microsoft method's values come from the
 * goldens (mscalc.py, E2013Calcv7.6) until helper ms's sizing is on main and the command is registered
 * with it; the command's own work (arguments, names, the directory rules) is what is tested here.
 */
const exampleValues = () => {
  const needs = STORAGE_GOLDENS.find((g) => g.name === "example")!.needs;
  return {
    ...needs,
    ...evaluateSteps(storageSteps(), envOf(needs)),
    ...LAYOUT_GOLDENS.find((g) => g.name === "example")!.values,
    "input.tier1.deletedItemDays": 14,
    "input.replayLagHours": 168,
    "input.truncationLagHours": 0,
    "input.backupMode": "Exchange Native Data Protection",
  };
};
const seen: unknown[] = [];
const deploy = makeDeployCommand((scenario) => {
  seen.push(scenario);
  return exampleValues();
});

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-deploy-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function run(...args: string[]) {
  const io = captureIO();
  const code = deploy.run(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}
function scenario(json: unknown): string {
  const file = path.join(work, "scenario.json");
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}

test("writes the seven files into a new directory, passing the scenario without its names", () => {
  const dir = path.join(work, "out");
  const r = run(scenario({ method: "microsoft", names: { server: "EXMBX" } }), "-o", dir);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(fs.readdirSync(dir).sort()).toEqual([
    "CreateDAG.ps1",
    "CreateMBDatabaseCopies.ps1",
    "CreateMBDatabases.ps1",
    "Diskpart.ps1",
    "MailboxDatabaseCopies.csv",
    "MailboxDatabases.csv",
    "Servers.csv",
  ]);
  expect(
    fs.readFileSync(path.join(dir, "Servers.csv"), "utf8").split("\r\n")[2].startsWith("EXMBX01,")
  ).toBe(true);
  expect(seen[seen.length - 1]).toEqual({ method: "microsoft" });
  expect(fs.readdirSync(work).filter((n) => n.endsWith(".tmp"))).toEqual([]);
});

test("refuses to replace files of the user's without --force, and replaces them with it", () => {
  const dir = path.join(work, "out");
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "Servers.csv"), "mine");
  fs.writeFileSync(path.join(dir, "notes.txt"), "mine too");
  const r = run(scenario({ method: "microsoft" }), "-o", dir);
  expect(r.code).toBe(1);
  expect(r.err).toContain("Servers.csv already exists");
  expect(r.err).toContain("no file written");
  expect(fs.readdirSync(dir).sort()).toEqual(["Servers.csv", "notes.txt"]);
  expect(fs.readFileSync(path.join(dir, "Servers.csv"), "utf8")).toBe("mine");
  const forced = run(scenario({ method: "microsoft" }), "-o", dir, "--force");
  expect(forced.code).toBe(0);
  expect(fs.readFileSync(path.join(dir, "Servers.csv"), "utf8")).toContain("srv-nn-01");
  expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("mine too");
  expect(fs.readdirSync(dir).filter((n) => n.startsWith("."))).toEqual([]);
});

test.each([
  [{ server: "srv';Remove-Item" }, "names.server"],
  [{ dag: "DAG`n" }, "names.dag"],
  [{ database: "DB$env:x" }, "names.database"],
  [{ database: "DB\nX" }, "names.database"],
  [{ colour: "red" }, "names.colour"],
  [{ server: 7 }, "names.server"],
])("hostile or wrong names %j: exit 1, a message naming %s, no directory", (names, key) => {
  const dir = path.join(work, "out");
  const r = run(scenario({ method: "microsoft", names }), "-o", dir);
  expect(r.code).toBe(1);
  expect(r.err).toContain(key);
  expect(fs.existsSync(dir)).toBe(false);
});

test("usage mistakes are one line and exit 1", () => {
  expect(run().code).toBe(1);
  expect(run("a.json", "b.json").err).toContain("one scenario file");
  expect(run("--frobnicate").err).toContain("unknown option --frobnicate");
  const missing = run(path.join(work, "missing.json"));
  expect(missing.code).toBe(1);
  expect(missing.err).toContain("cannot read");
});
