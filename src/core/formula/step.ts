import { StepError } from "../errors";
import { Compiled, compileExpr } from "./compile";
import { Env, FormulaError } from "./evaluate";
import { loadSlots, programOf } from "./program";

/** evaluateNumber's conversion of a formula's value: TRUE is 1, text is #VALUE!. */
function toNumberAt(v: Value, where: string): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new FormulaError("#VALUE!", `${where}: "${v}" is text where a number is needed`);
}
import { Expr, Value, refsOf } from "./expr";

/**
 * One step of a sizing method, described once: its key (the name later steps and the workbook use),
 * its formula as an expression, and the words a step sheet prints beside it. The core's number is
 * `evaluate(formula)`; the workbook's cell is `=` + printExcel(formula, name => "ex." + ...); the
 * "Computed here as" text is printExcel(formula, plain names).
 */
export interface Step<K extends string = string> {
  readonly key: K;
  readonly label: string;
  readonly formula: Expr;
  readonly unit: string;
  /** The seed or reference, table and step the formula comes from. */
  readonly source: string;
  /** Where the step is derived rather than printed, or departs from its source ("" when neither). */
  readonly note: string;
  /**
   * The method's own words for the step where they are prose rather than a formula ("= 2 for mirrors;
   * parityGroupDisks for parity RAID"); a step sheet shows them beside the formula. Omitted: the
   * formula printed over plain names is the method's formula.
   */
  readonly written?: string;
}

/**
 * A formula's Excel error as the SizingError naming its step (StepError: "<label> (<key>) is #NUM!:
 * <why>"); anything else as it is. Example: stepError(new FormulaError("#DIV/0!", "x / 0"), step)
 * is a StepError "Mailboxes (summary.mailboxes) is #DIV/0!: x / 0".
 */
export function stepError(
  e: unknown,
  step: { readonly key: string; readonly label: string }
): unknown {
  return e instanceof FormulaError ? new StepError(step, e.excelError, e.message) : e;
}

const compiledFormulas = new WeakMap<Expr, Map<string, Compiled<Env>>>();
const envReader = (name: string) => (env: Env) => {
  const v = env(name);
  if (v === undefined) throw new Error(`formula reads "${name}", which is not defined`);
  return v;
};

/** A formula compiled once per `where` (compile.ts: the same expression, as closures), read over an Env. */
function compiledFormula(formula: Expr, where: string): Compiled<Env> {
  let byWhere = compiledFormulas.get(formula);
  if (!byWhere) {
    byWhere = new Map();
    compiledFormulas.set(formula, byWhere);
  }
  let f = byWhere.get(where);
  if (!f) {
    f = compileExpr(formula, envReader, where);
    byWhere.set(where, f);
  }
  return f;
}

/**
 * What formulaValue and formulaResult read: the formula, named values, options by name (read where
 * the values have no such name), and the name its errors give.
 */
type FormulaArguments = [
  formula: Expr,
  values: Readonly<Record<string, Value | undefined>>,
  options?: object,
  where?: string,
];

/** Evaluates a formula (compiled once) over named values, then options by name; errors name `where`. */
function evaluateOver<T>(
  read: (v: Value, where: string) => T,
  ...[formula, values, options = {}, where = "formula"]: FormulaArguments
): T {
  const named = options as Readonly<Record<string, Value | undefined>>;
  try {
    const f = compiledFormula(formula, where);
    return read(
      f((name) => (name in values ? values[name] : named[name])),
      where
    );
  } catch (e) {
    throw stepError(e, { key: where, label: where });
  }
}

/**
 * A core function's number: its step's formula evaluated over named values, then options by name.
 * A formula giving an Excel error throws a SizingError naming `where`.
 * Example: formulaValue(mul("IDBS","contentIndex","volumeOverhead"), { IDBS: 958.73 }, DEFAULT_OPTIONS)
 *          = 958.73 x 1.1 x 1.2 = 1265.5 (seed 000, Table 18).
 */
export function formulaValue(...args: FormulaArguments): number {
  return evaluateOver(toNumberAt, ...args);
}

/** formulaValue for a formula whose value is text or TRUE/FALSE (a check's "Pass", a verdict). */
export function formulaResult(...args: FormulaArguments): Value {
  return evaluateOver((v) => v, ...args);
}

/**
 * Evaluates steps in order over `inputs` (inputs and options by name); each step may read the inputs and
 * every earlier step. Returns every step's value by key. A step whose formula gives an Excel error
 * throws a SizingError naming the step (`#NUM!` when not finite, else `#VALUE!`).
 */
export function evaluateSteps<K extends string>(
  steps: readonly Step<K>[],
  inputs: Env
): Record<K, Value> {
  // compiled once per list of steps (program.ts); a slot starts as its input, as the Map-then-inputs
  // lookup did, and the first Excel error throws, naming its step
  const program = programOf(steps);
  const slots = loadSlots(program, inputs);
  const out: Record<string, Value> = {};
  program.code.forEach((code, i) => {
    const step = program.steps[i];
    let v: Value;
    try {
      v = code(slots);
    } catch (e) {
      throw stepError(e, step);
    }
    slots[program.stepSlot[i]] = v;
    out[step.key] = v;
  });
  return out as Record<K, Value>;
}

/** The names a list of steps reads that no step of the list defines: its inputs and options. */
export function stepInputs(steps: readonly Step[]): string[] {
  const defined = new Set<string>();
  const needed: string[] = [];
  for (const s of steps) {
    for (const r of refsOf(s.formula)) if (!defined.has(r) && !needed.includes(r)) needed.push(r);
    defined.add(s.key);
  }
  return needed;
}

/** An environment over a plain record (inputs and options by name). */
export function envOf(record: Readonly<Record<string, Value | undefined>>): Env {
  return (name) => record[name];
}
