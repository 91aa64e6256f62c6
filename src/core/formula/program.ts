import { Compiled, compileExpr, slotValue } from "./compile";
import { FormulaError } from "./evaluate";
import { Value, refsOf } from "./expr";
import type { Step } from "./step";

/**
 * A list of steps compiled once (compile.ts) over numbered slots: every name the steps read or define
 * has one slot, a step's closure reads its names from the slots and its value is written to its own
 * slot. Evaluating the list is then a loop over closures with no name looked up, which is what lets a
 * search size thousands of designs a second; the steps themselves (their expressions) stay the one
 * description the workbook prints.
 *
 * A slot holds a value, an Error (the Excel error a step gave, or one its reader gave for an input), or
 * undefined (a name nothing defines: reading it throws "formula reads ..., which is not defined", as
 * evaluate.ts does). Reading a slot that holds an Error throws that error, so a step that reads an error
 * gives it too, as a spreadsheet does; IFERROR and ISERROR catch it.
 *
 * One slot per name reproduces the evaluators' Map-then-inputs lookup (`values.has(name) ?
 * values.get(name) : inputs(name)`): a slot starts as the input of its name and is overwritten when the
 * step of that name runs, so a step that reads a name before the step of that name runs sees the input.
 * Example: steps [q = a / b, r = IF(b = 0, 0, q)] over a = 1, b = 0 give slots q = #DIV/0!, r = 0.
 */
export type Slot = Value | Error | undefined;
export type Slots = Slot[];

export interface Program {
  readonly steps: readonly Step[];
  /** Every slot's name: the names the steps read, then their keys. */
  readonly names: readonly string[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** The slot of steps[i]. */
  readonly stepSlot: readonly number[];
  readonly code: readonly Compiled<Slots>[];
  /**
   * The slots a run over every step, in order, reads before a step writes them (ascending): the names no
   * step defines, and any a step reads before the step of that name. Every other slot is a step's, written
   * before anything reads it, so a full run needs only these loaded (loadSlots' `only`).
   */
  readonly inputs: readonly number[];
}

/** Compiles steps (in the order given, which is the order they are evaluated in). */
export function compileProgram(steps: readonly Step[]): Program {
  const names: string[] = [];
  const slotOf = new Map<string, number>();
  const slot = (name: string): number => {
    let i = slotOf.get(name);
    if (i === undefined) {
      i = names.length;
      names.push(name);
      slotOf.set(name, i);
    }
    return i;
  };
  for (const s of steps) for (const r of refsOf(s.formula)) slot(r);
  const stepSlot = steps.map((s) => slot(s.key));
  const reader = (name: string): Compiled<Slots> => {
    const i = slot(name);
    return (slots) => {
      const v = slots[i];
      return typeof v !== "object" && v !== undefined ? v : slotValue(v, name);
    };
  };
  const code = steps.map((s) => compileExpr(s.formula, reader, s.key, slot));
  const written = new Set<number>();
  const read = new Set<number>();
  steps.forEach((s, i) => {
    for (const r of refsOf(s.formula)) if (!written.has(slotOf.get(r)!)) read.add(slotOf.get(r)!);
    written.add(stepSlot[i]);
  });
  const inputs = [...read].sort((a, b) => a - b);
  return { steps, names, slotOf, stepSlot, code, inputs };
}

/**
 * Fresh slots, each holding `read(name)` (an input, or undefined); a reader that throws leaves its error.
 * With `only` (program.inputs), only those slots are read and the others start undefined: for a run over
 * every step (runProgram without `order`), which writes them before any step reads them, so the values
 * are the same and the names no step reads first are not looked up.
 */
export function loadSlots(
  program: Program,
  read: (name: string) => Slot,
  only?: readonly number[]
): Slots {
  const load = (name: string): Slot => {
    try {
      return read(name);
    } catch (e) {
      if (e instanceof Error) return e;
      throw e;
    }
  };
  if (!only) return program.names.map(load);
  const slots: Slots = new Array<Slot>(program.names.length).fill(undefined);
  for (const i of only) slots[i] = load(program.names[i]);
  return slots;
}

/**
 * Runs steps (all, or the indices in `order`, ascending) over the slots as a spreadsheet does: a step whose
 * formula gives an Excel error (FormulaError) holds it; any other error is thrown.
 */
export function runProgram(program: Program, slots: Slots, order?: readonly number[]): Slots {
  const { code, stepSlot } = program;
  const count = order ? order.length : code.length;
  for (let k = 0; k < count; k++) {
    const i = order ? order[k] : k;
    try {
      slots[stepSlot[i]] = code[i](slots);
    } catch (e) {
      if (e instanceof FormulaError) slots[stepSlot[i]] = e;
      else throw e;
    }
  }
  return slots;
}

/**
 * The indices of the steps that read any of `names`, directly or through an earlier step, ascending:
 * the steps to run again when those names change and nothing else does.
 */
export function dependentSteps(program: Program, names: Iterable<string>): number[] {
  const changed = new Set(names);
  const out: number[] = [];
  program.steps.forEach((s, i) => {
    if (refsOf(s.formula).some((r) => changed.has(r))) {
      out.push(i);
      changed.add(s.key);
    }
  });
  return out;
}

/**
 * The keys of the steps `names` need: those of `names` that are steps' keys, and every step they read,
 * directly or through another step, to the end (a name no step defines is an input, left out). The
 * reverse walk of dependentSteps (which goes from names to their readers). A set in no useful order: to
 * build a program or a sheet, filter the steps, in their own order, by it.
 * Example: steps [a = x + 1, b = a * 2, c = y] and names ["b"] give {b, a}; names ["x"] give {}.
 */
export function stepsNeeded(steps: readonly Step[], names: Iterable<string>): Set<string> {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const out = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const step = byKey.get(name);
    if (!step || out.has(name)) continue;
    out.add(name);
    queue.push(...refsOf(step.formula));
  }
  return out;
}

const programs = new WeakMap<readonly Step[], Program>();

/** compileProgram, once per list of steps (the same array gives the same program). */
export function programOf(steps: readonly Step[]): Program {
  let p = programs.get(steps);
  if (!p) {
    p = compileProgram(steps);
    programs.set(steps, p);
  }
  return p;
}

/** An Excel error as a value, {"error": "#VALUE!"}: how the Microsoft method reports a calculator cell's error. */
export interface ErrorValue {
  readonly error: FormulaError["excelError"];
}
const isErrorValue = (v: unknown): v is ErrorValue =>
  typeof v === "object" && v !== null && "error" in v;

/** loadSlots, an input holding an ErrorValue read as that Excel error. */
export function errorInputSlots(
  program: Program,
  inputs: (name: string) => Value | ErrorValue | undefined,
  only?: readonly number[]
): Slots {
  return loadSlots(
    program,
    (name) => {
      const v = inputs(name);
      return isErrorValue(v) ? new FormulaError(v.error, `${name} is ${v.error}`) : v;
    },
    only
  );
}

/** A slot as a value: an Excel error as an ErrorValue; any other error is thrown. */
export function valueOfSlot(v: Slot): Value | ErrorValue | undefined {
  if (v instanceof FormulaError) return { error: v.excelError };
  if (v instanceof Error) throw v;
  return v;
}

/** Every step's slot by key, in step order (`as` converts each: valueOfSlot, or the slot itself). */
export function stepSlots<T>(program: Program, slots: Slots, as: (v: Slot) => T): Map<string, T> {
  const out = new Map<string, T>();
  program.steps.forEach((s, i) => out.set(s.key, as(slots[program.stepSlot[i]])));
  return out;
}
