import * as fs from "fs";
import * as path from "path";
import { UsageError } from "./command";

/**
 * Writes `exsize deploy`'s files into DIR under the workbook's rules: nothing of the user's is replaced
 * without --force (a file of the same name in DIR is refused, naming it), and the files are written
 * whole or not at all: every file is first written in full into a temporary directory (".exsize-deploy.
 * PID.tmp" inside DIR, or beside DIR when DIR is new, then renamed to DIR), and only then moved into
 * place; a failure removes what this run wrote. Throws UsageError with a one-line message.
 */
export function writeDeployDirectory(
  dir: string,
  files: Readonly<Record<string, string>>,
  force: boolean
): void {
  const names = Object.keys(files);
  for (const name of names)
    if (name !== path.basename(name) || name.startsWith("."))
      throw new Error(`deploy file name ${name} is not a plain name`);
  let exists = false;
  try {
    const stat = fs.statSync(dir);
    if (!stat.isDirectory()) throw new UsageError(`${dir} exists and is not a directory`);
    exists = true;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new UsageError(`cannot use ${dir}: ${line(error)}`);
  }
  if (exists && !force) {
    const taken = names.filter((n) => fs.existsSync(path.join(dir, n)));
    if (taken.length > 0)
      throw new UsageError(
        `${taken.map((n) => path.join(dir, n)).join(", ")} already exist${taken.length === 1 ? "s" : ""} and may hold your work; choose another -o or add --force to replace ${taken.length === 1 ? "it" : "them"}`
      );
  }
  const temp = exists
    ? path.join(dir, `.exsize-deploy.${process.pid}.tmp`)
    : path.join(
        path.dirname(path.resolve(dir)),
        `.${path.basename(path.resolve(dir))}.${process.pid}.tmp`
      );
  try {
    fs.mkdirSync(temp);
    for (const name of names) fs.writeFileSync(path.join(temp, name), files[name], { flag: "wx" });
    if (!exists) {
      fs.renameSync(temp, dir);
      return;
    }
    const moved: string[] = [];
    try {
      for (const name of names) {
        fs.renameSync(path.join(temp, name), path.join(dir, name));
        moved.push(name);
      }
    } catch (error) {
      if (!force) for (const name of moved) fs.rmSync(path.join(dir, name), { force: true });
      throw error;
    }
    fs.rmSync(temp, { recursive: true, force: true });
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new UsageError(`cannot write ${dir}: ${line(error)}`);
  }
}

const line = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : String(error);
