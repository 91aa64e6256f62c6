import { ErrorValue, Program, Slots, Step, Value } from "../formula";
import { refsOf, stepSlots, valueOfSlot } from "../formula";
import type { OutputValue } from "./size";

/** A cell's value; an Excel error as mscalc.py reports it, {"error": "#VALUE!"} (formula's ErrorValue). */
export type CellValue = Value | ErrorValue;
export const isCellError = (v: unknown): v is ErrorValue =>
  typeof v === "object" && v !== null && "error" in v;

/** A cell's value as the JSON shows it: "--" is null, an Excel error {"error": ...}. */
export function outputValue(v: CellValue | undefined): OutputValue {
  if (v === undefined || v === "--") return null;
  return isCellError(v) ? { error: v.error } : v;
}

/**
 * Steps ordered so that each comes after every step it reads (the calculator's cells are in sheet order,
 * not dependency order). Throws on a cycle, naming a step on it.
 */
export function orderSteps(steps: readonly Step[]): Step[] {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  if (byKey.size !== steps.length) throw new Error("two steps share a key");
  const done = new Set<string>();
  const onPath = new Set<string>();
  const out: Step[] = [];
  const visit = (s: Step) => {
    if (done.has(s.key)) return;
    if (onPath.has(s.key)) throw new Error(`steps form a cycle at ${s.key}`);
    onPath.add(s.key);
    for (const r of refsOf(s.formula)) {
      const d = byKey.get(r);
      if (d) visit(d);
    }
    onPath.delete(s.key);
    done.add(s.key);
    out.push(s);
  };
  steps.forEach(visit);
  return out;
}

/** Every step's value by key, in step order, from a program's slots. */
export const cellsOf = (program: Program, slots: Slots): Map<string, CellValue> =>
  stepSlots(program, slots, valueOfSlot) as Map<string, CellValue>;
