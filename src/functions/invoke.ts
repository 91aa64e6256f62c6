import {
  RefusalError,
  SizingError,
  SizingOptions,
  StepError,
  DEFAULT_OPTIONS,
  requiredNumberMessage,
  ruleViolation,
  shownValue,
} from "../core";
import {
  Args,
  CellValue,
  FunctionDeclaration,
  FunctionResult,
  ParamDeclaration,
} from "./declaration";
import { excelError } from "./excelError";
import { parseOptionsRange } from "./optionsRange";

/** Excel passes an omitted optional argument as null; a reference to an empty cell can arrive as "". */
function isOmitted(value: unknown): boolean {
  return value === null || value === undefined || value === "";
}

function requiredMessage(param: ParamDeclaration): string {
  if (param.type.kind === "number") return requiredNumberMessage(param.name, param.type.rule);
  return `${param.name} is required`;
}

function readParam(param: ParamDeclaration, value: unknown): unknown {
  if (isOmitted(value)) {
    if (!param.optional) throw new SizingError(param.name, requiredMessage(param));
    return param.type.kind === "options" ? DEFAULT_OPTIONS : undefined;
  }
  switch (param.type.kind) {
    case "number": {
      const message = ruleViolation(param.name, value, param.type.rule);
      if (message !== undefined) throw new SizingError(param.name, message);
      return value;
    }
    case "text": {
      let text: string;
      if (typeof value === "number" && Number.isFinite(value)) text = String(value);
      else if (typeof value === "string") text = value.trim();
      else if (typeof value === "boolean" && param.type.logical)
        text = param.type.logical[value ? 0 : 1];
      else
        throw new SizingError(param.name, `${param.name} must be text (got ${shownValue(value)})`);
      return param.type.parse ? param.type.parse(text, param.name) : text;
    }
    case "range":
      if (!Array.isArray(value) || !value.every((row) => Array.isArray(row))) {
        throw new SizingError(
          param.name,
          `${param.name} must be a range (got ${shownValue(value)})`
        );
      }
      return param.type.parse ? param.type.parse(value, param.name) : value;
    case "options":
      return parseOptionsRange(value);
  }
}

/** Checks every argument against the declaration, eagerly, before the core sees any of them. */
export function readArgs(decl: FunctionDeclaration, rawArgs: readonly unknown[]): Args {
  if (rawArgs.length > decl.params.length) {
    throw new SizingError(
      decl.id,
      `EX.${decl.id} takes at most ${decl.params.length} arguments (got ${rawArgs.length})`
    );
  }
  const values = new Map<string, unknown>();
  decl.params.forEach((param, i) => values.set(param.name, readParam(param, rawArgs[i])));
  const get = (name: string): unknown => {
    if (!values.has(name)) throw new Error(`EX.${decl.id} has no parameter ${name}`);
    return values.get(name);
  };
  const byName = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, get(name)]));
  return {
    num: (name) => get(name) as number,
    optNum: (name) => get(name) as number | undefined,
    nums: <K extends string>(names: readonly K[]) => byName(names) as Record<K, number>,
    optNums: <K extends string>(names: readonly K[]) =>
      byName(names) as Record<K, number | undefined>,
    parsed: <T>(name: string) => get(name) as T,
    options: () => get("options") as SizingOptions,
    values: () => decl.params.map((param) => values.get(param.name)),
  };
}

/** The number argument farthest from 1 (in orders of magnitude): the likeliest cause of an overflow. */
function extremeArgument(decl: FunctionDeclaration, rawArgs: readonly unknown[]): string {
  let worst = "";
  let worstSize = -1;
  decl.params.forEach((param, i) => {
    const value = rawArgs[i];
    if (typeof value !== "number" || value === 0) return;
    const size = Math.abs(Math.log10(Math.abs(value)));
    if (size > worstSize) {
      worst = `${param.name} ${value}`;
      worstSize = size;
    }
  });
  return worst ? `; check ${worst}` : "";
}

function checkCell(
  decl: FunctionDeclaration,
  rawArgs: readonly unknown[],
  cell: unknown
): CellValue {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "string") return cell;
  // A subnormal result is an underflow of valid inputs, not a size: refused like Infinity.
  if (
    typeof cell === "number" &&
    Number.isFinite(cell) &&
    !(cell !== 0 && Math.abs(cell) < 2.2250738585072014e-308)
  )
    return cell;
  // #VALUE!, not #NUM!: Excel shows a custom function's #NUM! without its message.
  throw excelError(
    "invalidValue",
    `EX.${decl.id} cannot size these arguments: a result is not a finite number (or underflows to 0)${extremeArgument(decl, rawArgs)}`
  );
}

/** Every result is finite; every blank in a returned table is "". */
function checkResult(
  decl: FunctionDeclaration,
  rawArgs: readonly unknown[],
  result: FunctionResult
): FunctionResult {
  if (Array.isArray(result))
    return result.map((row) => row.map((cell) => checkCell(decl, rawArgs, cell)));
  return checkCell(decl, rawArgs, result);
}

/**
 * Runs one EX.* function: validates the arguments by the declaration, evaluates, checks the result.
 * Every failure leaves as an Excel error (#VALUE! with a message naming the argument), never as
 * NaN, Infinity, a silent 0 or a stack trace.
 */
export function invoke(decl: FunctionDeclaration, rawArgs: readonly unknown[]): FunctionResult {
  let result: FunctionResult;
  try {
    result = decl.evaluate(readArgs(decl, rawArgs));
  } catch (error) {
    throw refusal(decl, error);
  }
  return checkResult(decl, rawArgs, result);
}

/** The Excel error a failure of `decl` leaves as. */
function refusal(decl: FunctionDeclaration, error: unknown): unknown {
  // Every SizingError carries a message naming its argument, so it is #VALUE! whatever its code:
  // Excel shows a custom function's #NUM! bare, without the message (docs/errors.md).
  if (error instanceof SizingError) return excelError("invalidValue", error.message);
  const detail = error instanceof Error ? error.message : String(error);
  return excelError("invalidValue", `EX.${decl.id} failed: ${detail}`);
}

/**
 * invoke() for a lazy group's declaration (src/functions/excel/'s EX.MS*, EX.MSREPLICATION, EX.SUMMARY
 * adapters), whose copy of the core has its steps' labels emptied (scripts/webpack/stripStepWords.js):
 * an error naming a step (StepError) is worded with the step's label first, from the unstripped steps
 * (./stepLabels, a chunk of its own loaded only then), and a scenario reader's refusal (RefusalError),
 * whose table of messages is emptied there too, from the unstripped table (./refusalWords, likewise),
 * so its message is the one invoke() gives over the unstripped core, word for word.
 */
export async function invokeStripped(
  decl: FunctionDeclaration,
  rawArgs: readonly unknown[]
): Promise<FunctionResult> {
  let result: FunctionResult;
  try {
    result = decl.evaluate(readArgs(decl, rawArgs));
  } catch (error) {
    // a scenario reader's refusal, whose words the loader emptied: worded from the unstripped table,
    // in the error path's one chunk (the same name: an own chunk of it would carry again the formula
    // notation and the validation the pane's chunks hold, under webpack's size for a shared chunk)
    if (error instanceof RefusalError && error.message === "") {
      const { worded } = await import(/* webpackChunkName: "stepLabels" */ "./refusalWords");
      throw refusal(decl, worded(error));
    }
    // a label the loader left (not written out) is the unstripped one already
    if (!(error instanceof StepError) || error.step.label !== "") throw refusal(decl, error);
    const { labelled } = await import(/* webpackChunkName: "stepLabels" */ "./stepLabels");
    throw refusal(decl, labelled(error));
  }
  return checkResult(decl, rawArgs, result);
}
