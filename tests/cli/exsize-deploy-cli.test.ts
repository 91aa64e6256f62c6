/**
 * `exsize deploy` as a user runs it (the real bin/exsize.js, registered in src/cli/commands.ts over the
 * Microsoft method's values, src/cli/microsoftValues.ts). On the calculator's example design
 * (examples/microsoft-example.json, cases.json "example"), whose files equal the calculator's export: 40 databases per DAG (mscalc.py, E2013Calcv7.6,
 * Role Requirements!C79 recommendedNumberOfDatabasesPerDag) and 2 servers per DAG in each of its two
 * datacenters (Role Requirements!I86, I88: numberOfActiveMailboxServersInDc1PerDag 2, ...Dc2PerDag 2).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const bin = path.join(__dirname, "../../bin/exsize.js");
const example = path.join(__dirname, "../../examples/microsoft-example.json");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-deploy-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: dir });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}
const FILES = [
  "Servers.csv",
  "MailboxDatabases.csv",
  "MailboxDatabaseCopies.csv",
  "DAGInfo.csv",
  "Diskpart.ps1",
  "CreateDAG.ps1",
  "CreateMBDatabases.ps1",
  "CreateMBDatabaseCopies.ps1",
];
const dataRows = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => !/^"?VersionNumber/.test(l));

test("exsize --help lists deploy", () => {
  const run = exsize("--help");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/exsize deploy SCENARIO\.json/);
});

test("the example design: the eight files, its 40 databases and 4 servers per DAG, the calculator's bytes", () => {
  const out = path.join(dir, "example");
  const run = exsize("deploy", example, "-o", out);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(fs.readdirSync(out).sort()).toEqual([...FILES].sort());
  expect(dataRows(path.join(out, "MailboxDatabases.csv"))).toHaveLength(40);
  expect(dataRows(path.join(out, "Servers.csv"))).toHaveLength(4);
  // the bytes on disk are the calculator's export (tests/fixtures/ms-calculator-exports, LF written as CRLF)
  for (const name of ["Servers.csv", "MailboxDatabases.csv", "MailboxDatabaseCopies.csv"])
    expect(fs.readFileSync(path.join(out, name))).toEqual(
      Buffer.from(
        fs
          .readFileSync(path.join(__dirname, "../fixtures/ms-calculator-exports", name), "latin1")
          .replace(/\n/g, "\r\n"),
        "latin1"
      )
    );
  expect(run.stdout).toContain(
    "one DAG's files; nn stands for the DAG number; --all-dags writes each"
  );
});

test("a second run into the same directory needs --force", () => {
  const out = path.join(dir, "twice");
  expect(exsize("deploy", example, "-o", out).status).toBe(0);
  const again = exsize("deploy", example, "-o", out);
  expect(again.status).toBe(1);
  expect(exsize("deploy", example, "-o", out, "--force").status).toBe(0);
});

test("a hostile server name: exit 1 naming it, and no files", () => {
  const json = JSON.parse(fs.readFileSync(example, "utf8"));
  const file = path.join(dir, "hostile.json");
  fs.writeFileSync(file, JSON.stringify({ ...json, serverNames: ["srv$(calc)-", "b", "c", "d"] }));
  const out = path.join(dir, "hostile");
  const run = exsize("deploy", file, "-o", out);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/srv\$\(calc\)-/);
  expect(fs.existsSync(out) ? fs.readdirSync(out) : []).toEqual([]);
});

test("a Dell scenario is refused naming method, with no files", () => {
  const file = path.join(dir, "dell.json");
  fs.writeFileSync(file, JSON.stringify({ method: "dell", mailboxes: 1000 }));
  const out = path.join(dir, "dell");
  const run = exsize("deploy", file, "-o", out);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/method/);
  expect(fs.existsSync(out) ? fs.readdirSync(out) : []).toEqual([]);
});
