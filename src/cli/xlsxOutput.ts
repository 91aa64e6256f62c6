import * as fs from "fs";
import { ownershipProblem, renderXlsx } from "../render/xlsx";
import type { WorkbookSpec } from "../workbook";
import { CommandResult, UsageError } from "./command";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { systemMessage } from "./scenarioFile";
import { removeLeftovers, writeFileWhole as writeAtomically } from "./wholeWrite";

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

/**
 * The body of `exsize NAME` that writes an .xlsx, run: a usage mistake (UsageError) becomes one line on
 * stderr, "exsize NAME: <message>; no file written.", and exit 1; any other error is thrown on.
 */
export function writingXlsx(command: string, body: () => CommandResult): CommandResult {
  try {
    return body();
  } catch (error) {
    if (error instanceof UsageError) {
      return {
        stdout: "",
        stderr: `exsize ${command}: ${error.message}; no file written.`,
        exitCode: 1,
      };
    }
    throw error;
  }
}

/**
 * What every `exsize NAME` that writes an .xlsx has parsed beside its own positionals: where to write
 * (-o/--output OUT.xlsx, or the command's default), whether to replace a file ExSize did not write
 * (--force), and whether the user asked for -h/--help. Example: `exsize workbook -o a.xlsx --force` ->
 * { outPath: "a.xlsx", force: true, help: false }.
 */
export interface XlsxTarget {
  readonly outPath: string;
  readonly force: boolean;
  readonly help: boolean;
}

/**
 * The arguments of `exsize NAME` that writes an .xlsx: its positionals, -o/--output OUT.xlsx, --force and
 * -h/--help. outPath() is OUT, or `defaultPath` without -o; an empty OUT is a usage mistake
 * ("-o/--output needs a file name, e.g. -o <example>", the example being the default path without its
 * "exsize-": "exsize-compare.xlsx" -> "compare.xlsx"), raised when outPath() is called, so each command
 * checks its positionals first.
 */
export function parseXlsxArgs(
  command: string,
  args: readonly string[],
  defaultPath: string
): { positionals: string[]; force: boolean; help: boolean; outPath: () => string } {
  const { values, positionals } = parseCommandArgs(command, args, {
    output: { type: "string", short: "o" },
    force: { type: "boolean" },
    ...HELP_OPTION,
  });
  return {
    positionals,
    force: values.force === true,
    help: values.help === true,
    outPath: () => {
      if (values.output === "")
        throw new UsageError(
          `-o/--output needs a file name, e.g. -o ${defaultPath.replace(/^exsize-/, "")}`
        );
      return values.output ?? defaultPath;
    },
  };
}

/**
 * The writing every `exsize NAME` that writes a workbook shares, in its order: OUT checked (checkTarget:
 * never over a consultant's own work), a killed run's leftovers beside OUT removed, the workbook built,
 * rendered dated `now` and written whole (writeAtomically). Anything `build` throws leaves OUT as it was.
 * Returns the workbook and its formula count, for the "Wrote OUT: ..., N formulas" line.
 * Example: writeWorkbookWhole({ outPath: "a.xlsx", force: false, help: false }, now, () => spec).
 */
export function writeWorkbookWhole(
  target: XlsxTarget,
  now: Date,
  build: () => WorkbookSpec
): { readonly spec: WorkbookSpec; readonly formulas: number } {
  checkTarget(target.outPath, target.force);
  removeLeftovers(target.outPath);
  const spec = build();
  writeAtomically(target.outPath, renderXlsx(spec, { date: now }));
  return { spec, formulas: formulaCount(spec) };
}

/** How many formula cells a workbook has (the "Wrote OUT: ..., N formulas" line). */
export function formulaCount(spec: WorkbookSpec): number {
  return spec.sheets.flatMap((s) => s.rows.flat()).filter((c) => c?.formula !== undefined).length;
}

/** The write rule every writer shares (wholeWrite.ts); kept under these names for the xlsx commands. */
export { removeLeftovers, writeAtomically };
