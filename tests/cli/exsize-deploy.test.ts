import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { COMPARE_COMMAND } from "../../src/cli/compareCommand";
import { makeDeployCommand } from "../../src/cli/deployCommand";
import { SIZE_COMMAND } from "../../src/cli/sizeCommand";
import { WORKBOOK_COMMAND } from "../../src/cli/workbookCommand";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";

/**
 * `exsize deploy` in-process (its registration, src/cli/commands.ts, passes deployInputOf as here): the
 * arguments, the scenario file as every command reads it, the message, the directory rules, --all-dags.
 * The files themselves: exsize-deploy-calculator.test.ts; killed runs: exsize-deploy-kill.test.ts.
 */
const deploy = makeDeployCommand(deployInputOf);
const FILES = [
  "CreateDAG.ps1",
  "CreateMBDatabaseCopies.ps1",
  "CreateMBDatabases.ps1",
  "DAGInfo.csv",
  "Diskpart.ps1",
  "MailboxDatabaseCopies.csv",
  "MailboxDatabases.csv",
  "Servers.csv",
];
/** A control character other than the line feed: an error line must print none (terminal escapes). */
// eslint-disable-next-line no-control-regex -- the control characters, meant
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f]/;
const EXAMPLE = { method: "microsoft", tiers: [{ mailboxes: 5000 }] };

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
function scenario(json: unknown, name = "scenario.json"): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}
const leftovers = () => fs.readdirSync(work).filter((n) => n.startsWith("."));

test("writes the eight files into a new directory and says it is one DAG's template", () => {
  const dir = path.join(work, "out");
  const r = run(scenario(EXAMPLE), "-o", dir);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(fs.readdirSync(dir).sort()).toEqual(FILES);
  expect(r.out).toContain("one DAG's files; nn stands for the DAG number; --all-dags writes each");
  expect(r.out).toContain(
    "Servers.csv, MailboxDatabases.csv, MailboxDatabaseCopies.csv, DAGInfo.csv"
  );
  expect(leftovers()).toEqual([]);
});

test("refuses to replace files of the user's without --force; with it, replaces them and keeps the rest", () => {
  const dir = path.join(work, "out");
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "Servers.csv"), "mine");
  fs.writeFileSync(path.join(dir, "notes.txt"), "mine too");
  fs.mkdirSync(path.join(dir, "old-runs"));
  fs.writeFileSync(path.join(dir, "old-runs", "a.txt"), "kept");
  const r = run(scenario(EXAMPLE), "-o", dir);
  expect(r.code).toBe(1);
  expect(r.err).toContain("Servers.csv already exists");
  expect(r.err).toContain("no file written");
  expect(fs.readdirSync(dir).sort()).toEqual(["Servers.csv", "notes.txt", "old-runs"]);
  expect(fs.readFileSync(path.join(dir, "Servers.csv"), "utf8")).toBe("mine");
  const forced = run(scenario(EXAMPLE), "-o", dir, "--force");
  expect(forced.code).toBe(0);
  expect(fs.readFileSync(path.join(dir, "Servers.csv"), "utf8")).toContain("srv-nn-01");
  expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("mine too");
  expect(fs.readFileSync(path.join(dir, "old-runs", "a.txt"), "utf8")).toBe("kept");
  expect(fs.readdirSync(dir).sort()).toEqual([...FILES, "notes.txt", "old-runs"].sort());
  expect(leftovers()).toEqual([]);
});

test("the folder's mode and owner are kept across the swap (issue 32)", () => {
  // Before issue 32 the new folder was made with the default mode: a folder of mode 700 came back 755.
  const dir = path.join(work, "out");
  fs.mkdirSync(dir);
  fs.chmodSync(dir, 0o700);
  fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
  // another owner, where this process may give one (as root); otherwise its own
  const root = process.getuid?.() === 0;
  if (root) fs.chownSync(dir, 4321, 4322);
  const before = fs.statSync(dir);
  const r = run(scenario(EXAMPLE), "-o", dir);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  const after = fs.statSync(dir);
  expect((after.mode & 0o7777).toString(8)).toBe("700");
  expect([after.uid, after.gid]).toEqual([before.uid, before.gid]);
  expect(after.ino).not.toBe(before.ino); // it was swapped, not written in place
  if (root) expect([after.uid, after.gid]).toEqual([4321, 4322]);
  expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("mine");
  expect(leftovers()).toEqual([]);
});

test("a refused --force changes nothing and says so", () => {
  const dir = path.join(work, "out");
  expect(run(scenario(EXAMPLE), "-o", dir).code).toBe(0);
  const before = fs.readFileSync(path.join(dir, "MailboxDatabases.csv"), "utf8");
  const r = run(scenario({ ...EXAMPLE, replayLagHours: 720 }), "-o", dir, "--force");
  expect(r.code).toBe(1);
  expect(r.err).toMatch(
    /replayLagHours must be a whole number from 0 to 336 \(got 720\); no file written\.\n$/
  );
  expect(fs.readFileSync(path.join(dir, "MailboxDatabases.csv"), "utf8")).toBe(before);
});

test("a killed earlier run's folders are cleaned up, and the message says so", () => {
  const dir = path.join(work, "out");
  // the leftovers a run of process 999999999 (not running) would leave, in both schemes
  fs.mkdirSync(path.join(work, ".out.exsize-deploy.999999999.tmp"));
  fs.writeFileSync(path.join(work, ".out.exsize-deploy.999999999.tmp", "Servers.csv"), "half");
  fs.mkdirSync(path.join(work, ".out.999999998.tmp"));
  const r = run(scenario(EXAMPLE), "-o", dir);
  expect(r.code).toBe(0);
  expect(r.err).toMatch(
    /removed .*\.out\.exsize-deploy\.999999999\.tmp, left by a run that was stopped/
  );
  expect(leftovers()).toEqual([]);
});

test("--all-dags: one folder per DAG, nn replaced; a name without nn is refused", () => {
  const dir = path.join(work, "out");
  const four = {
    ...EXAMPLE,
    tiers: [{ mailboxes: 10000 }],
    datacenterModel: "Active/Active (Multiple DAGs)",
    dagCount: 2,
  };
  const r = run(scenario(four), "-o", dir, "--all-dags");
  expect(r.err).toBe("");
  expect(r.out).toContain("4 DAG folders");
  expect(fs.readdirSync(dir)).toEqual(["DAG-01", "DAG-02", "DAG-03", "DAG-04"]);
  for (const d of fs.readdirSync(dir))
    expect(fs.readdirSync(path.join(dir, d)).sort()).toEqual(FILES);
  expect(fs.readFileSync(path.join(dir, "DAG-03", "Servers.csv"), "utf8")).toContain("srv-03-01,");
  const refused = run(
    scenario({ ...four, dagName: "EXDAG" }),
    "-o",
    path.join(work, "other"),
    "--all-dags"
  );
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('dagName "EXDAG" has no "nn"');
  expect(fs.existsSync(path.join(work, "other"))).toBe(false);
});

test("--all-dags on the defaults: a 2-DAG design of 6 servers per DAG, default names (issue 31)", () => {
  // Before issue 31 the default names of servers 5 to 16 were the example workbook's "5-Lincoln", ...
  // (no nn): this refused with serverNames[4] "5-Lincoln" has no "nn".
  const dir = path.join(work, "out");
  // 3 servers with active mailboxes per DAG in each of the two datacenters (the default site
  // resilience): 6 servers per DAG
  const r = run(
    scenario({ ...EXAMPLE, tiers: [{ mailboxes: 10000 }], dagCount: 2, exchangeServersPerDag: 3 }),
    "-o",
    dir,
    "--all-dags"
  );
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(fs.readdirSync(dir)).toEqual(["DAG-01", "DAG-02"]);
  const servers = (dag: string) =>
    fs
      .readFileSync(path.join(dir, dag, "Servers.csv"), "utf8")
      .split("\r\n")
      .slice(1)
      .filter((l) => l !== "" && !l.startsWith("VersionNumber"))
      .map((l) => l.split(",")[0]);
  expect(servers("DAG-01")).toEqual([1, 2, 3, 4, 5, 6].map((n) => `srv-01-0${n}`));
  expect(servers("DAG-02")).toEqual([1, 2, 3, 4, 5, 6].map((n) => `srv-02-0${n}`));
});

test("--all-dags: a server or DAG name of one DAG that is a name of another DAG is refused (issue 32)", () => {
  // with 5 DAGs, "Snn01" of DAG 5 is S0501 and "S05nn" of DAG 1 is S0501 too
  const five = { ...EXAMPLE, tiers: [{ mailboxes: 10000 }], dagCount: 5, exchangeServersPerDag: 2 };
  const clash = run(
    scenario({ ...five, serverNames: ["Snn01", "S05nn", "Snn03", "Snn04"] }),
    "-o",
    path.join(work, "a"),
    "--all-dags"
  );
  expect(clash.code).toBe(1);
  expect(clash.err).toContain('"S0501"');
  expect(clash.err).toMatch(
    /serverNames\[0\] .*DAG 5.*serverNames\[1\] .*DAG 1|serverNames\[1\] .*DAG 1.*serverNames\[0\] .*DAG 5/
  );
  expect(fs.existsSync(path.join(work, "a"))).toBe(false);
  // dagName "Snn01": DAG 5 is named S0501, a server of DAG 1 ("S05nn")
  const dag = run(
    scenario({ ...five, dagName: "Snn01", serverNames: ["Xnn-1", "S05nn", "Xnn-3", "Xnn-4"] }),
    "-o",
    path.join(work, "b"),
    "--all-dags"
  );
  expect(dag.code).toBe(1);
  expect(dag.err).toContain('"S0501"');
  expect(dag.err).toContain("dagName");
  expect(fs.existsSync(path.join(work, "b"))).toBe(false);
});

test("the scenario file is read as exsize size reads it: UTF-8 with BOM and UTF-16 accepted", () => {
  const text = JSON.stringify(EXAMPLE);
  const bom = path.join(work, "bom.json");
  fs.writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
  const utf16 = path.join(work, "utf16.json");
  fs.writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
  expect(run(bom, "-o", path.join(work, "a")).code).toBe(0);
  expect(run(utf16, "-o", path.join(work, "b")).code).toBe(0);
  expect(fs.readFileSync(path.join(work, "a", "Servers.csv"))).toEqual(
    fs.readFileSync(path.join(work, "b", "Servers.csv"))
  );
});

test("raw NUL bytes and control characters never reach the terminal", () => {
  const file = path.join(work, "nul.json");
  // raw bytes in the file (not JSON) and escaped ones in a name (JSON, refused by the name check)
  fs.writeFileSync(file, Buffer.from('{"method":"microsoft","dagName":"DAG\u0000\u001b[31m"}'));
  const raw = run(file, "-o", path.join(work, "out"));
  expect(raw.code).toBe(1);
  expect(raw.err).not.toMatch(CONTROL_BUT_LF);
  const r = run(
    scenario({ ...EXAMPLE, dagName: "DAG\u0000\u001b[31m" }),
    "-o",
    path.join(work, "out")
  );
  expect(r.code).toBe(1);
  expect(r.err).not.toMatch(CONTROL_BUT_LF);
  expect(r.err).toContain("dagName");
  const noBom = path.join(work, "utf16-nobom.json");
  fs.writeFileSync(noBom, Buffer.from(JSON.stringify(EXAMPLE), "utf16le"));
  const r2 = run(noBom, "-o", path.join(work, "out"));
  expect(r2.code).toBe(1);
  expect(r2.err).toContain("UTF-16 without a byte-order mark");
  expect(r2.err).not.toContain("\u0000");
});

test("a design ExSize's verdict rejects (Storage Design!C182 Insufficient Disk Capacity) is refused, nothing written", () => {
  // The calculator's own run of this design shows "Insufficient Disk Capacity" and 0 disks
  // (tests/golden/verdict/calculatorRuns.ts, insufficientDisk6TB); it passes the calculator's
  // validation check, so only the verdict stops it.
  const run6TB = CALCULATOR_RUNS.find((c) => c.name === "insufficientDisk6TB")!;
  const r = run(scenario(run6TB.scenario), "-o", path.join(work, "out"));
  expect(r.code).toBe(1);
  expect(r.err).toContain("Insufficient Disk Capacity");
  expect(r.err).toContain("nothing to deploy");
  expect(fs.existsSync(path.join(work, "out"))).toBe(false);
});

test("a Dell scenario is refused naming method", () => {
  const r = run(scenario({ mailboxes: 1000 }), "-o", path.join(work, "out"));
  expect(r.code).toBe(1);
  expect(r.err).toContain("method");
  expect(fs.existsSync(path.join(work, "out"))).toBe(false);
});

test("usage mistakes are one line and exit 1", () => {
  expect(run().code).toBe(1);
  expect(run("a.json", "b.json").err).toContain("one scenario file");
  expect(run("--frobnicate").err).toContain("unknown option --frobnicate");
  const missing = run(path.join(work, "missing.json"));
  expect(missing.code).toBe(1);
  expect(missing.err).toContain("cannot read");
});

describe("one scenario file for every command: the deployment inputs are accepted by size, workbook and compare", () => {
  const withDeployment = {
    ...EXAMPLE,
    serverNames: ["ex-a1", "ex-a2", "ex-b1", "ex-b2"],
    dagName: "DAG-EU",
    databaseBaseName: "EU-DB",
    domainController: "dc1.corp.example",
    domainControllerSecondary: "dc2.corp.example",
    witnessServer: "fsw.corp.example",
    witnessDirectory: "C:\\FSW\\DAG-EU",
    alternateWitnessServer: "",
    dagIpAddresses: "none",
    dacMode: "DAGOnly",
    networkEncryption: "Enabled",
    networkCompression: "Enabled",
    replicationPort: 64327,
    autoDatabaseMountDial: "GoodAvailability",
    manualDagNetworkConfiguration: false,
  };
  test("size", () => {
    const io = captureIO();
    expect(SIZE_COMMAND.run([scenario(withDeployment)], io)).toBe(0);
  });
  test("workbook", () => {
    const io = captureIO();
    const code = WORKBOOK_COMMAND.run(
      [scenario(withDeployment), "-o", path.join(work, "w.xlsx")],
      io
    );
    expect(io.stderr()).toBe("");
    expect(code).toBe(0);
  });
  test("compare", () => {
    const io = captureIO();
    const code = COMPARE_COMMAND.run(
      [
        scenario(withDeployment, "a.json"),
        scenario(EXAMPLE, "b.json"),
        "-o",
        path.join(work, "c.xlsx"),
      ],
      io
    );
    expect(io.stderr()).toBe("");
    expect(code).toBe(0);
  });
  test("deploy, and a bad deployment input is refused by size too, naming it", () => {
    expect(run(scenario(withDeployment), "-o", path.join(work, "out")).code).toBe(0);
    const io = captureIO();
    expect(SIZE_COMMAND.run([scenario({ ...EXAMPLE, dagName: "DAG'x" })], io)).toBe(1);
    expect(io.stderr()).toContain("dagName");
  });
});
