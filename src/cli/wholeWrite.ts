import * as fs from "fs";
import * as path from "path";
import { UsageError } from "./command";
import { systemMessage } from "./scenarioFile";

/**
 * The one write rule of every ExSize writer (docs/errors.md, "Files are written whole"):
 * - a file (`exsize workbook`, `compare`, `search -o`, `profile -o`): written in full to a temporary
 *   sibling ".NAME.PID.tmp" and renamed over the target, so the target is the old file or the whole new
 *   one; an existing target's mode is kept. `writeFileWhole` does it.
 * - several files that belong together (`exsize deploy`, `search --write`): built in a new sibling folder
 *   and swapped in for the folder (`writeDeployDirectory`, src/cli/deployOutput.ts, which takes its
 *   process check from here); the folder's mode and owner are kept.
 * - leftovers: a temporary file or folder whose process no longer runs (a run killed between its write
 *   and its rename) is removed, or its swap finished, by the next run for the same target, before it
 *   writes. A run still going keeps its files; anything else is never touched.
 * Example: writeFileWhole("design.xlsx", bytes) leaves design.xlsx whole, and removes
 * ".design.xlsx.4242.tmp" if process 4242 is gone.
 */
/** Whether process `pid` still runs (EPERM: it runs, as another user). This process counts as running. */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** ExSize's temporary file for `out`: beside it, hidden, named after this process. */
function tempPath(out: string, pid: number): string {
  return path.join(path.dirname(out), `.${path.basename(out)}.${pid}.tmp`);
}

/**
 * Removes the temporary files an earlier run left beside `out` when it was killed between the write
 * and the rename (".OUT.PID.tmp" of a process that no longer runs). A run still writing keeps its
 * file. Anything else is left alone.
 */
export function removeLeftovers(out: string): void {
  const dir = path.dirname(out);
  const prefix = `.${path.basename(out)}.`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = /^(\d+)\.tmp$/.exec(name.slice(prefix.length));
    if (!pid || processAlive(Number(pid[1]))) continue;
    try {
      fs.rmSync(path.join(dir, name), { force: true });
    } catch {
      // Not ours to fight over: a later run tries again.
    }
  }
}

/**
 * Writes `bytes` to `out` whole: the leftovers of killed runs removed first, then a temporary sibling
 * written and renamed over the target (the target is either the old file or the whole new one); an
 * existing target's permissions are kept. A failure is a UsageError naming the target, and leaves it as
 * it was.
 */
export function writeFileWhole(out: string, bytes: Uint8Array): void {
  removeLeftovers(out);
  const temp = tempPath(out, process.pid);
  try {
    fs.writeFileSync(temp, bytes, { flag: "wx" });
    let mode: number | undefined;
    try {
      mode = fs.statSync(out).mode & 0o7777;
    } catch {
      mode = undefined; // no target yet
    }
    if (mode !== undefined) fs.chmodSync(temp, mode);
    fs.renameSync(temp, out);
  } catch (error) {
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // The directory itself is unusable (ENOTDIR, EACCES): there is no temporary file to remove.
    }
    throw new UsageError(`cannot write ${out}: ${systemMessage(error)}`);
  }
}
