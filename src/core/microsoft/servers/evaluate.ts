import {
  Env,
  FormulaError,
  Step,
  Value,
  loadSlots,
  programOf,
  runProgram,
  stepError,
  stepSlots,
} from "../../formula";

/** A step's value, or the Excel error its formula gives. */
export type Cell = Value | FormulaError;

/**
 * Evaluates steps in order as a spreadsheet does: a step whose formula gives an Excel error holds that
 * error, and only a step that reads it fails in turn (Excel's IF reads one branch, so an error in a
 * branch not taken stays unread). evaluateSteps (src/core/formula/step.ts) throws at the first error
 * instead; this is for the validation order of size.ts, where an invalid design's intermediate cells
 * may divide by zero before the check that rejects it is reported.
 * Example: steps q = a / b, r = IF(b = 0, 0, q) with b = 0 give q = #DIV/0! and r = 0.
 */
export function evaluateCells(steps: readonly Step[], inputs: Env): Map<string, Cell> {
  // compiled once per list of steps (src/core/formula/program.ts)
  const program = programOf(steps);
  // a run over every step: only the slots read before a step writes them are inputs
  const slots = runProgram(program, loadSlots(program, inputs, program.inputs));
  return stepSlots(program, slots, (v) => v as Cell);
}

/** The value of a step that must not be an error: a SizingError naming the step otherwise. */
export function valueOf(cells: Map<string, Cell>, step: Step): Value {
  const v = cells.get(step.key);
  if (v === undefined) throw new Error(`no step ${step.key}`);
  if (v instanceof FormulaError) throw stepError(v, step);
  return v;
}
