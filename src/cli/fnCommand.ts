import { parseArgs } from "util";
import { printable } from "./printable";
import { FunctionError } from "../functions/excelError";
import { invoke } from "../functions/invoke";
import { findFunction } from "../functions/registry";
import { Command } from "./command";
import { formatResult } from "./format";
import { functionHelp } from "./functionHelp";
import { parseArg } from "./parseArg";

export interface CommandOutput {
  readonly stdout: string;
  readonly exitCode: number;
}

const USAGE = `exsize fn NAME [ARG...]
Evaluates =EX.NAME(ARG...) through the same adapter Excel calls.

Each ARG is parsed as JSON when it parses (numbers, "strings", null for an omitted argument, 2-D
arrays for ranges such as '[["dbOverhead",1]]'), else taken as text; a negative number such as -5
is an argument, not an option. A number prints alone on one line (15 significant digits, as Excel
keeps it); a table prints one row per line, cells separated by tabs. An Excel error prints as the
cell would show it, "#VALUE! message", and exits 1.

Options:
  -h, --help    This help; "exsize fn NAME --help" prints the help of EX.NAME.
Example: exsize fn DVS 5000 2048 150 75`;

/**
 * Splits `exsize fn` arguments with util.parseArgs: `--help`/`-h` is the one option; every other
 * argument, "-5" and "-1e3" included, is a positional argument of the function, as typed.
 */
function splitArgs(args: readonly string[]): { help: boolean; positionals: string[] } {
  const { tokens } = parseArgs({
    args: [...args],
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  let help = false;
  const indexes = new Set<number>();
  for (const token of tokens) {
    if (token.kind === "option" && (args[token.index] === "--help" || args[token.index] === "-h"))
      help = true;
    else if (token.kind !== "option-terminator") indexes.add(token.index);
  }
  return { help, positionals: [...indexes].sort((a, b) => a - b).map((i) => args[i]) };
}

/** Why text is not JSON, or undefined when it is. */
function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return printable((error as Error).message);
  }
}

/**
 * `exsize fn NAME ARG...`: evaluates =EX.NAME(ARG...) through the same adapter Excel calls.
 * An Excel error prints as the cell would show it, `#VALUE! message`, and exits 1.
 */
export function fnCommand(args: readonly string[]): CommandOutput {
  const { help, positionals } = splitArgs(args);
  const [name, ...rest] = positionals;
  if (help) {
    const decl = name ? findFunction(name) : undefined;
    if (name && !decl)
      return {
        stdout: `#NAME? EX.${name.toUpperCase()} is not an ExSize function (exsize --help lists them)`,
        exitCode: 1,
      };
    return { stdout: decl ? functionHelp(decl) : USAGE, exitCode: 0 };
  }
  if (!name)
    return {
      stdout: "#VALUE! exsize fn needs a function name, e.g. exsize fn DVS 5000 2048 150 75",
      exitCode: 1,
    };
  const decl = findFunction(name);
  if (!decl)
    return {
      stdout: `#NAME? EX.${name.toUpperCase()} is not an ExSize function (exsize --help lists them)`,
      exitCode: 1,
    };
  const unparsed = rest.findIndex((text) => /^\s*[[{]/.test(text) && jsonError(text) !== undefined);
  if (unparsed >= 0) {
    const param = decl.params[unparsed]?.name ?? `argument ${unparsed + 1}`;
    return {
      stdout: `#VALUE! ${param}: the argument '${rest[unparsed]}' is not valid JSON (${jsonError(rest[unparsed])}); a range is written as '[["dbOverhead",1]]'`,
      exitCode: 1,
    };
  }
  try {
    return { stdout: formatResult(invoke(decl, rest.map(parseArg))), exitCode: 0 };
  } catch (error) {
    if (error instanceof FunctionError)
      return { stdout: `${error.code} ${error.message}`, exitCode: 1 };
    throw error;
  }
}

export const FN_COMMAND: Command = {
  name: "fn",
  synopsis: "exsize fn NAME [ARG...]",
  summary: "Evaluate =EX.NAME(ARG...) through the same adapter Excel calls.",
  help: () => USAGE,
  run: (args, io) => {
    const result = fnCommand(args);
    io.out(result.stdout);
    return result.exitCode;
  },
};
