import * as fs from "fs";
import * as path from "path";
import { UsageError } from "./command";
import { processAlive } from "./wholeWrite";

/**
 * Writes `exsize deploy`'s files into DIR whole or not at all, and never loses a file of the user's.
 *
 * What is written: `entries` by name in DIR, each a file (text) or a folder of files (--all-dags: one
 * folder per DAG). Without --force an entry that already exists in DIR is refused, naming it. Every
 * other entry of DIR (the user's notes, another DAG's folder) stays as it is.
 *
 * How (the swap): everything is first built in a new sibling folder T = ".<name>.exsize-deploy.<pid>.tmp"
 * beside DIR: the user's other entries of DIR as hard links (the same files, not copies; directories
 * recreated, symbolic links recreated), then the new files, each written in full and flushed. Then:
 * - DIR did not exist: rename T to DIR (one atomic step).
 * - DIR existed: rename DIR to O = ".<name>.exsize-deploy.<pid>.old", rename T to DIR, remove O.
 * Why it is whole or nothing: before the first rename DIR is untouched (a kill leaves only T, which the
 * next run removes). A rename is atomic. O exists only after T is complete, so a run killed between the
 * two renames (DIR missing, O and T present) is finished by the next run, which renames T to DIR; a run
 * killed after the second rename leaves only O, which the next run removes. At every point DIR is
 * either as it was or complete, but for the instant between the two renames, which the next run ends by
 * completing it. A failure (disk full, permission) before the first rename removes T and leaves DIR as
 * it was; one at the second rename puts O back.
 *
 * Leftovers of a killed run are recognized by their names and a process id that is no longer running,
 * and are cleaned up by the next run: this one's T and O, and the earlier scheme's
 * ".exsize-deploy.<pid>.tmp" inside DIR and ".<name>.<pid>.tmp" beside it.
 *
 * `EXSIZE_TEST_HOOK_KILL_AFTER_STEP=k` (a test hook, for tests/cli/exsize-deploy-kill.test.ts only) makes
 * the process kill itself (SIGKILL) right after its k-th change to the file system (a folder made, a file
 * written or linked, a rename, a removal).
 */
export type DeployEntries = Readonly<
  Record<string, string | Uint8Array | Readonly<Record<string, string>>>
>;

export interface WriteResult {
  /** What DIR now holds of this run, e.g. ["Servers.csv", ...] or ["DAG-01/", ...]. */
  readonly written: readonly string[];
  /** Leftovers of earlier killed runs this run cleaned up or finished. */
  readonly recovered: readonly string[];
  /** A problem after the files were in place (the old copy could not be removed), or null. */
  readonly warning: string | null;
}

let steps = 0;
const hook = Number(process.env.EXSIZE_TEST_HOOK_KILL_AFTER_STEP ?? "0");
/** One change to the file system; the test hook may end the process right after it. */
function step<T>(change: () => T): T {
  const result = change();
  steps++;
  if (hook > 0 && steps === hook) process.kill(process.pid, "SIGKILL");
  return result;
}

const line = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : String(error);

const alive = processAlive;

const exists = (p: string) => {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/** Finishes or removes what killed runs left beside and inside DIR; returns what it did, in words. */
export function recoverLeftovers(dir: string): string[] {
  const full = path.resolve(dir);
  const parent = path.dirname(full);
  const base = path.basename(full);
  const done: string[] = [];
  let siblings: string[] = [];
  try {
    siblings = fs.readdirSync(parent);
  } catch {
    return done;
  }
  const prefix = `.${base}.exsize-deploy.`;
  const runs = new Map<number, { tmp?: string; old?: string }>();
  for (const name of siblings) {
    if (name.startsWith(prefix)) {
      const m = /^(\d+)\.(tmp|old)$/.exec(name.slice(prefix.length));
      if (!m) continue;
      const pid = Number(m[1]);
      if (alive(pid)) continue;
      const run = runs.get(pid) ?? {};
      run[m[2] as "tmp" | "old"] = path.join(parent, name);
      runs.set(pid, run);
    } else {
      // the earlier scheme's temporary folder beside a new DIR: ".<name>.<pid>.tmp"
      const m = new RegExp(
        `^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)\\.tmp$`
      ).exec(name);
      if (m && !alive(Number(m[1]))) {
        step(() => fs.rmSync(path.join(parent, name), { recursive: true, force: true }));
        done.push(`removed ${path.join(parent, name)}, left by a run that was stopped`);
      }
    }
  }
  for (const run of runs.values()) {
    if (run.old && !exists(full) && run.tmp) {
      // killed between the two renames: T is complete (O exists only once T is), so finish the swap
      step(() => fs.renameSync(run.tmp!, full));
      done.push(`finished ${dir}, which a stopped run had left between its old and new files`);
      run.tmp = undefined;
    }
    if (run.old && !exists(full)) {
      step(() => fs.renameSync(run.old!, full));
      done.push(`put back ${dir} as it was before a stopped run`);
      run.old = undefined;
    }
    for (const p of [run.tmp, run.old])
      if (p) {
        step(() => fs.rmSync(p, { recursive: true, force: true }));
        done.push(`removed ${p}, left by a run that was stopped`);
      }
  }
  // the earlier scheme's temporary folder inside DIR: ".exsize-deploy.<pid>.tmp"
  try {
    for (const name of fs.readdirSync(full)) {
      const m = /^\.exsize-deploy\.(\d+)\.tmp$/.exec(name);
      if (m && !alive(Number(m[1]))) {
        step(() => fs.rmSync(path.join(full, name), { recursive: true, force: true }));
        done.push(`removed ${path.join(dir, name)}, left by a run that was stopped`);
      }
    }
  } catch {
    // DIR does not exist or is not a folder: nothing inside to clean
  }
  return done;
}

/** Recreates `from` at `to` with hard links to its files (same files, no copies). */
function linkTree(from: string, to: string): void {
  const stat = fs.lstatSync(from);
  if (stat.isSymbolicLink()) step(() => fs.symlinkSync(fs.readlinkSync(from), to));
  else if (stat.isDirectory()) {
    step(() => fs.mkdirSync(to, { mode: stat.mode & 0o7777 }));
    for (const name of fs.readdirSync(from)) linkTree(path.join(from, name), path.join(to, name));
  } else if (stat.isFile()) step(() => fs.linkSync(from, to));
  else throw new Error(`${from} is neither a file, a folder nor a link`);
}

/** A file of text (the calculator's ANSI files: Latin-1 bytes) or of bytes as given (search --write's UTF-8 JSON). */
function writeFile(file: string, content: string | Uint8Array): void {
  step(() => {
    const fd = fs.openSync(file, "wx");
    try {
      fs.writeSync(fd, typeof content === "string" ? Buffer.from(content, "latin1") : content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  });
}

/**
 * Gives the new folder `tmp` the mode and owner of the folder `full` it replaces (issue 32: a folder of
 * mode 700 came back 755 after the swap, readable by every user). The owner is set only where it
 * differs (which needs the right to: a run that cannot keep it fails before the swap, leaving DIR as it
 * was, rather than hand another user's folder to this one).
 */
function keepModeAndOwner(full: string, tmp: string): void {
  const was = fs.statSync(full);
  const now = fs.statSync(tmp);
  if (was.uid !== now.uid || was.gid !== now.gid) step(() => fs.chownSync(tmp, was.uid, was.gid));
  step(() => fs.chmodSync(tmp, was.mode & 0o7777));
}

export function writeDeployDirectory(
  dir: string,
  entries: DeployEntries,
  force: boolean,
  /** The option that names DIR, for the refusal's advice (search writes with --write). */
  option = "-o"
): WriteResult {
  const names = Object.keys(entries);
  for (const name of names)
    if (name !== path.basename(name) || name.startsWith(".") || name === "")
      throw new Error(`deploy entry name ${name} is not a plain name`);
  const full = path.resolve(dir);
  const parent = path.dirname(full);
  const base = path.basename(full);
  if (full === parent)
    throw new UsageError(`${dir} is the root folder; choose a folder for the files`);
  const recovered = recoverLeftovers(dir);
  let existed = false;
  try {
    const stat = fs.statSync(full);
    if (!stat.isDirectory()) throw new UsageError(`${dir} exists and is not a folder`);
    existed = true;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new UsageError(`cannot use ${dir}: ${line(error)}`);
  }
  if (existed) {
    const cwd = process.cwd();
    if (cwd === full || cwd.startsWith(full + path.sep))
      throw new UsageError(
        `${dir} is the current folder or holds it; deploy replaces its folder whole, so give -o a folder beside or below the current one`
      );
    if (!force) {
      const taken = names.filter((n) => exists(path.join(full, n)));
      if (taken.length > 0)
        throw new UsageError(
          `${taken.map((n) => path.join(dir, n)).join(", ")} already exist${taken.length === 1 ? "s" : ""} and may hold your work; choose another ${option} or add --force to replace ${taken.length === 1 ? "it" : "them"}`
        );
    }
  }
  const tmp = path.join(parent, `.${base}.exsize-deploy.${process.pid}.tmp`);
  const old = path.join(parent, `.${base}.exsize-deploy.${process.pid}.old`);
  try {
    step(() => fs.mkdirSync(tmp));
    if (existed)
      for (const name of fs.readdirSync(full))
        if (!names.includes(name)) linkTree(path.join(full, name), path.join(tmp, name));
    for (const name of names) {
      const entry = entries[name];
      if (typeof entry === "string" || entry instanceof Uint8Array)
        writeFile(path.join(tmp, name), entry);
      else {
        step(() => fs.mkdirSync(path.join(tmp, name)));
        for (const [file, text] of Object.entries(entry))
          writeFile(path.join(tmp, name, file), text);
      }
    }
    // last, so that a folder without write permission for its owner is still filled first
    if (existed) keepModeAndOwner(full, tmp);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new UsageError(`cannot write ${dir}: ${line(error)}; ${dir} is as it was`);
  }
  const written = names.map((n) => {
    const entry = entries[n];
    return typeof entry === "string" || entry instanceof Uint8Array ? n : `${n}/`;
  });
  if (!existed) {
    try {
      step(() => fs.renameSync(tmp, full));
    } catch (error) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw new UsageError(`cannot write ${dir}: ${line(error)}; ${dir} was not made`);
    }
    return { written, recovered, warning: null };
  }
  try {
    step(() => fs.renameSync(full, old));
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new UsageError(`cannot replace ${dir}: ${line(error)}; ${dir} is as it was`);
  }
  try {
    step(() => fs.renameSync(tmp, full));
  } catch (error) {
    try {
      fs.renameSync(old, full);
    } catch {
      throw new UsageError(
        `cannot replace ${dir}: ${line(error)}; its previous files are in ${old} and the new ones in ${tmp}: rename ${old} back to ${dir}, or run exsize deploy again to finish`
      );
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new UsageError(`cannot replace ${dir}: ${line(error)}; ${dir} is as it was`);
  }
  try {
    step(() => fs.rmSync(old, { recursive: true, force: true }));
  } catch (error) {
    return {
      written,
      recovered,
      warning: `the previous files of ${dir} are still in ${old} (${line(error)}); remove that folder`,
    };
  }
  return { written, recovered, warning: null };
}
