import * as path from "path";
import { SizingError } from "../core";
import { sizeMicrosoft } from "../core/microsoft/size";
import { COMPARE_DESIGNS, buildCompareWorkbook } from "../workbook/compare";
import { Command, CommandResult, UsageError, resultCommand } from "./command";
import { ReadScenario, readScenario } from "./scenarioFile";
import { XlsxTarget, parseXlsxArgs, writeWorkbookWhole, writingXlsx } from "./xlsxOutput";

/** Where `exsize compare` writes when -o is not given (in the current directory). */
export const DEFAULT_COMPARE_PATH = "exsize-compare.xlsx";

/** Designs one comparison takes (issue 13): a baseline and at least one other, at most 12 columns. */
const { min: MIN_DESIGNS, max: MAX_DESIGNS } = COMPARE_DESIGNS;

const INDENT = " ".repeat(31);

export const COMPARE_USAGE = `  exsize compare A.json B.json [C.json ...] [-o OUT.xlsx] [--force]
${INDENT}Write one workbook comparing ${MIN_DESIGNS} to ${MAX_DESIGNS} designs side by side: a
${INDENT}Compare sheet with one column per design (the first is the baseline),
${INDENT}each summary row the name ex.cmp.KEY, and every design's own sheets.
${INDENT}Each file is a scenario of exsize workbook, of either method ("method":
${INDENT}"microsoft" or the Dell method's keys), read and checked as it reads
${INDENT}them. A Microsoft design the calculator rejects is compared: its
${INDENT}figures are "--" and the output names it.
${INDENT}A design's label is its "project" when that is a non-empty text, else
${INDENT}its file name without .json; a label given twice (the same file twice,
${INDENT}say) gets " (2)", " (3)", ...
${INDENT}OUT defaults to ${DEFAULT_COMPARE_PATH}; an existing file is replaced only
${INDENT}if every part is as ExSize wrote it (--force replaces anything).`;

const COMPARE_HELP = `Usage:
${COMPARE_USAGE}

Options:
  -o, --output OUT.xlsx   Where to write (default ${DEFAULT_COMPARE_PATH}).
  --force                 Replace OUT even if it is not as ExSize wrote it.
  -h, --help              This help.

One bad file (unreadable, not UTF-8 or UTF-16, not JSON, a bad key or value)
stops the command with exit 1 and a message naming the file and the key; no
file is written.`;

export type CompareCommandResult = CommandResult;

interface Parsed extends XlsxTarget {
  readonly files: readonly string[];
}

function parseCompareArgs(args: readonly string[]): Parsed {
  const { positionals, force, help, outPath } = parseXlsxArgs(
    "compare",
    args,
    DEFAULT_COMPARE_PATH
  );
  if (help) return { files: [], outPath: "", force: false, help: true };
  if (positionals.length < MIN_DESIGNS || positionals.length > MAX_DESIGNS) {
    throw new UsageError(
      `give ${MIN_DESIGNS} to ${MAX_DESIGNS} scenario files (got ${positionals.length}); exsize compare A.json B.json [C.json ...] [-o OUT.xlsx]`
    );
  }
  return { files: positionals, outPath: outPath(), force, help: false };
}

/**
 * A design's label: its scenario's `project` when that is a non-empty text (trimmed), else the file's
 * base name without its .json ("designs/raid10.json" -> "raid10").
 */
export function designLabel(file: string, json: unknown): string {
  const project =
    typeof json === "object" && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>).project
      : undefined;
  if (typeof project === "string" && project.trim() !== "") return project.trim();
  return path.basename(file).replace(/\.json$/i, "");
}

/**
 * The labels made distinct, the first of each kept as it is and the later ones suffixed " (2)",
 * " (3)", ... (the task pane's rule for a name that clashes): ["a", "b", "a"] -> ["a", "b", "a (2)"].
 * Labels are compared without regard to case, as Excel compares sheet names.
 */
export function distinctLabels(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label) => {
    let candidate = label;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${label} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** What the builder is given for a file: the checked Dell scenario, or the Microsoft file as written. */
function scenarioOf(read: ReadScenario): unknown {
  return read.method === "dell" ? read.scenario : read.json;
}

/**
 * `exsize compare A.json B.json ... [-o out.xlsx] [--force]`: reads and checks every scenario file as
 * `exsize workbook` does, builds the comparison workbook (src/workbook/compare), renders the .xlsx and writes it
 * atomically. Any error: a message naming its cause (the file and the key) on stderr, exit 1, no file.
 */
export function compareCommand(args: readonly string[], now = new Date()): CompareCommandResult {
  return writingXlsx("compare", () => {
    const parsed = parseCompareArgs(args);
    if (parsed.help) return { stdout: COMPARE_HELP, stderr: "", exitCode: 0 };
    const reads = parsed.files.map((file) => readScenario(file));
    const labels = distinctLabels(parsed.files.map((file, i) => designLabel(file, reads[i].json)));
    const designs = reads.map((read, i) => ({ label: labels[i], scenario: scenarioOf(read) }));
    const { spec, formulas } = writeWorkbookWhole(parsed, now, () => {
      try {
        return buildCompareWorkbook(designs, { date: now });
      } catch (error) {
        if (error instanceof SizingError) throw new UsageError(error.message);
        throw error;
      }
    });
    const rejected = reads.flatMap((read, i) =>
      read.method === "microsoft" && sizeMicrosoft(read.json).validationError === true
        ? [`Design ${i + 1} (${labels[i]}): the calculator rejects it; its column shows --.`]
        : []
    );
    return {
      stdout:
        `Wrote ${parsed.outPath}: ${designs.length} designs (${labels.join("; ")}), ` +
        `${spec.sheets.length} sheets, ${formulas} formulas, ${spec.names.length} names.` +
        rejected.map((line) => "\n" + line).join(""),
      stderr: "",
      exitCode: 0,
    };
  });
}

export const COMPARE_COMMAND: Command = resultCommand(
  {
    name: "compare",
    synopsis: "exsize compare A.json B.json ... [-o OUT.xlsx] [--force]",
    summary: `Write one workbook comparing ${MIN_DESIGNS} to ${MAX_DESIGNS} designs of either method side by side.`,
    help: () => COMPARE_HELP,
  },
  (args, io) => compareCommand(args, io.now)
);
