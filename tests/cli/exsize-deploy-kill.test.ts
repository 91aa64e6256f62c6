/**
 * `exsize deploy` killed at every change it makes to the disk (real processes: the test hook
 * EXSIZE_TEST_HOOK_KILL_AFTER_STEP=k makes the real CLI (bin/exsize.js's main) SIGKILL itself right after its k-th
 * change, src/cli/deployOutput.ts). After each kill the target folder is either as it was or complete,
 * but for the one instant between the swap's two renames (the folder missing, its old and new contents
 * both kept beside it), which the next run finishes; after the next run's clean-up (recoverLeftovers,
 * what every run does first) the folder is as it was or complete, and nothing is left beside it.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { recoverLeftovers } from "../../src/cli/deployOutput";

/**
 * The CLI the runs use: a copy of the compiled CLI (build/cli, which jest's globalSetup compiles) made
 * once for this suite inside the repository (so node_modules resolves), so that another compile of
 * build/cli while these ~60 processes run cannot swap the code under them. It is what bin/exsize.js runs.
 */
const root = path.join(__dirname, "../..");
const cli = path.join(root, ".tmp", `deploy-kill-cli-${process.pid}`);
const main = path.join(cli, "cli", "main.js");
beforeAll(() => {
  fs.mkdirSync(path.dirname(cli), { recursive: true });
  fs.cpSync(path.join(root, "build", "cli"), cli, { recursive: true });
});
afterAll(() => fs.rmSync(cli, { recursive: true, force: true }));
let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-deploy-kill-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

type Tree = Record<string, string>;
/** Every file under dir by relative path, with its text; null when dir does not exist. */
function tree(dir: string): Tree | null {
  if (!fs.existsSync(dir)) return null;
  const out: Tree = {};
  const walk = (d: string, rel: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      if (fs.statSync(p).isDirectory()) {
        out[`${r}/`] = "";
        walk(p, r);
      } else out[r] = fs.readFileSync(p, "latin1");
    }
  };
  walk(dir, "");
  return out;
}
function restore(dir: string, t: Tree | null): void {
  fs.rmSync(dir, { recursive: true, force: true });
  if (t === null) return;
  fs.mkdirSync(dir);
  for (const [rel, text] of Object.entries(t))
    if (rel.endsWith("/")) fs.mkdirSync(path.join(dir, rel), { recursive: true });
    else fs.writeFileSync(path.join(dir, rel), text, "latin1");
}
function deploy(args: string[], killAfter = 0) {
  const env = { ...process.env };
  if (killAfter > 0) env.EXSIZE_TEST_HOOK_KILL_AFTER_STEP = String(killAfter);
  else delete env.EXSIZE_TEST_HOOK_KILL_AFTER_STEP;
  const start = `require(${JSON.stringify(main)}).main(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
  return spawnSync(process.execPath, ["-e", start, "deploy", ...args], {
    encoding: "utf8",
    cwd: work,
    env,
  });
}
function scenario(name: string, json: object): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, JSON.stringify({ method: "microsoft", ...json }));
  return file;
}
const besideDir = () => fs.readdirSync(work).filter((n) => n.startsWith("."));

/**
 * Kills `args` after step 1, 2, ... until a run finishes. For each kill: the folder is `before` or
 * `after` (or mid-swap: missing, with the .old copy beside it), and after the clean-up `before` or
 * `after` with nothing left beside it. Returns how many steps a whole run takes.
 */
function killAtEveryStep(
  dir: string,
  before: Tree | null,
  after: Tree,
  args: string[],
  check?: (t: Tree) => void
): number {
  for (let k = 1; k < 200; k++) {
    restore(dir, before);
    const run = deploy(args, k);
    const now = tree(dir);
    if (run.signal !== "SIGKILL") {
      expect([k, run.status, run.stderr]).toEqual([k, 0, ""]);
      expect(now).toEqual(after);
      expect(besideDir()).toEqual([]);
      return k - 1;
    }
    const midSwap = now === null && before !== null && besideDir().some((n) => n.endsWith(".old"));
    expect([
      k,
      now === null
        ? "missing"
        : JSON.stringify(now) === JSON.stringify(before)
          ? "as it was"
          : JSON.stringify(now) === JSON.stringify(after)
            ? "complete"
            : "MIXED",
    ]).toEqual([
      k,
      now === null && (before === null || midSwap)
        ? "missing"
        : JSON.stringify(now) === JSON.stringify(before)
          ? "as it was"
          : "complete",
    ]);
    recoverLeftovers(dir);
    const recovered = tree(dir);
    expect([
      k,
      JSON.stringify(recovered) === JSON.stringify(before) ||
        JSON.stringify(recovered) === JSON.stringify(after),
    ]).toEqual([k, true]);
    if (check && recovered) check(recovered);
    expect([k, besideDir()]).toEqual([k, []]);
  }
  throw new Error("the run never finished");
}

test("a new folder: killed at any step, it is missing or complete", () => {
  const file = scenario("a.json", { tiers: [{ mailboxes: 5000 }] });
  const reference = path.join(work, "reference");
  expect(deploy([file, "-o", reference]).status).toBe(0);
  const after = tree(reference)!;
  fs.rmSync(reference, { recursive: true });
  const steps = killAtEveryStep(path.join(work, "out"), null, after, [file, "-o", "out"]);
  expect(steps).toBe(10); // the folder, 8 files, the rename
}, 600000);

test("--force over an earlier design with a file of the user's: as it was or complete, never a mix", () => {
  const older = scenario("older.json", { tiers: [{ mailboxes: 5000 }], replayLagHours: 24 });
  const newer = scenario("newer.json", { tiers: [{ mailboxes: 5000 }] });
  const dir = path.join(work, "out");
  expect(deploy([older, "-o", "out"]).status).toBe(0);
  fs.writeFileSync(path.join(dir, "notes.txt"), "the customer's notes");
  const before = tree(dir)!;
  expect(deploy([newer, "-o", "out", "--force"]).status).toBe(0);
  const after = tree(dir)!;
  expect(after["MailboxDatabaseCopies.csv"]).not.toBe(before["MailboxDatabaseCopies.csv"]);
  expect(after["notes.txt"]).toBe("the customer's notes");
  const steps = killAtEveryStep(dir, before, after, [newer, "-o", "out", "--force"]);
  // the folder, notes.txt linked, 8 files, its mode set (issue 32: the old folder's), two renames, the
  // old copy removed
  expect(steps).toBe(14);
}, 600000);

test("--all-dags, a 4-DAG two-site design over an earlier one: 4 consistent folders at every kill", () => {
  const design = {
    tiers: [{ mailboxes: 10000 }],
    datacenterModel: "Active/Active (Multiple DAGs)",
    dagCount: 2,
  };
  const older = scenario("older.json", { ...design, replayLagHours: 24 });
  const newer = scenario("newer.json", design);
  const dir = path.join(work, "out");
  expect(deploy([older, "-o", "out", "--all-dags"]).status).toBe(0);
  const before = tree(dir)!;
  expect(deploy([newer, "-o", "out", "--all-dags", "--force"]).status).toBe(0);
  const after = tree(dir)!;
  expect(Object.keys(after).filter((k) => /^DAG-\d\d\/$/.test(k))).toEqual([
    "DAG-01/",
    "DAG-02/",
    "DAG-03/",
    "DAG-04/",
  ]);
  // every DAG folder is one design's whole, and all four the same design's
  const version = (t: Tree, dag: string) => {
    const files = Object.keys(after).filter((k) => k.startsWith(`${dag}/`));
    const of = (x: Tree) => files.every((f) => t[f] === x[f]);
    return of(after) ? "new" : of(before) ? "old" : "MIXED";
  };
  const consistent = (t: Tree) => {
    const versions = ["DAG-01", "DAG-02", "DAG-03", "DAG-04"].map((d) => version(t, d));
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).not.toBe("MIXED");
  };
  const steps = killAtEveryStep(
    dir,
    before,
    after,
    [newer, "-o", "out", "--all-dags", "--force"],
    consistent
  );
  expect(steps).toBe(1 + 4 * 9 + 1 + 3); // ... + the old folder's mode (issue 32) + ...
}, 900000);
