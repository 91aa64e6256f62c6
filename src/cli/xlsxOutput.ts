import * as fs from "fs";
import * as path from "path";
import { ownershipProblem } from "../render/xlsx";
import { UsageError } from "./command";
import { systemMessage } from "./scenarioFile";

/**
 * Where `exsize workbook` and `exsize compare` write an .xlsx: never over a consultant's own work, and
 * whole or not at all.
 */

/**
 * Refuses to replace anything that may be a consultant's own work: only a file whose every part is
 * as ExSize wrote it (the digests in its docProps/custom.xml) is replaced without --force.
 */
export function checkTarget(out: string, force: boolean): void {
  if (!/\.xlsx$/i.test(out)) {
    throw new UsageError(`the output must be an .xlsx file (got ${JSON.stringify(out)})`);
  }
  let stat: fs.Stats;
  try {
    stat = fs.statSync(out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return; // nothing there
    throw new UsageError(`cannot write ${out}: ${systemMessage(error)}`);
  }
  if (!stat.isFile()) throw new UsageError(`${out} exists and is not a file`);
  if (force) return;
  const problem = ownershipProblem(new Uint8Array(fs.readFileSync(out)));
  if (problem !== undefined) {
    throw new UsageError(
      `${out} exists and is not as ExSize wrote it: ${problem}, and may hold your work; choose another -o or add --force to replace it`
    );
  }
}

/** ExSize's temporary file for `out`: beside it, hidden, named after this process. */
function tempPath(out: string, pid: number): string {
  return path.join(path.dirname(out), `.${path.basename(out)}.${pid}.tmp`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temporary files an earlier run left beside `out` when it was killed between the write
 * and the rename (".OUT.xlsx.PID.tmp" of a process that no longer runs). A run still writing keeps its
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
    if (!pid || Number(pid[1]) === process.pid || processAlive(Number(pid[1]))) continue;
    try {
      fs.rmSync(path.join(dir, name), { force: true });
    } catch {
      // Not ours to fight over: a later run tries again.
    }
  }
}

/** Writes beside the target, then renames: the target is either the old file or the whole new one. */
export function writeAtomically(out: string, bytes: Uint8Array): void {
  const temp = tempPath(out, process.pid);
  try {
    fs.writeFileSync(temp, bytes, { flag: "wx" });
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
