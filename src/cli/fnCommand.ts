import { FunctionError } from "../functions/excelError";
import { invoke } from "../functions/invoke";
import { findFunction } from "../functions/registry";
import { formatResult } from "./format";
import { parseArg } from "./parseArg";

export interface CommandOutput {
  readonly stdout: string;
  readonly exitCode: number;
}

/**
 * `exsize fn NAME ARG...`: evaluates =EX.NAME(ARG...) through the same adapter Excel calls.
 * An Excel error prints as the cell would show it, `#VALUE! message`, and exits 1.
 */
export function fnCommand(args: readonly string[]): CommandOutput {
  const [name, ...rest] = args;
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
  try {
    return { stdout: formatResult(invoke(decl, rest.map(parseArg))), exitCode: 0 };
  } catch (error) {
    if (error instanceof FunctionError)
      return { stdout: `${error.code} ${error.message}`, exitCode: 1 };
    throw error;
  }
}
