import { Expr, Step, f, ref } from "../../formula";
import { databaseSteps } from "../databases";
import { sharedNameSteps } from "../databases/sharedNames";

/** The calculator's test of a valid design, validationError=FALSE, as a node's JSON. */
const VALID = JSON.stringify(f`validationError=FALSE`);

/**
 * A cell the database area writes too (src/core/microsoft/databases, generated from the calculator),
 * written once: that step's formula over this area's names. A name reads here as `written` gives it, as
 * the step of `own` with its label (the same cell), or as its alias (databases/sharedNames.ts, the first
 * where a name has two: this area's come first). Example: C107's `numberOfHaDbCopyInstancesInSdc>0`
 * (remainingServersAfterWorstFailureMode) reads `haCopiesDc2>0` here.
 */
export function asDatabasesWrite(
  key: string,
  own: readonly Step[] = [],
  written: Record<string, Expr> = {}
): Expr {
  const steps = databaseSteps();
  const names = new Map(Object.entries(written));
  for (const s of steps) {
    const mine = own.find((o) => o.label === s.label);
    if (mine && !names.has(s.key)) names.set(s.key, ref(mine.key));
  }
  for (const s of sharedNameSteps)
    if (s.formula.op === "ref" && !names.has(s.formula.name)) names.set(s.formula.name, ref(s.key));
  // a database step that is another name alone (C99 = input.exchangeServersPerDag) reads as that name
  for (const s of steps) {
    const alias = s.formula.op === "ref" && names.get(s.formula.name);
    if (alias && !names.has(s.key)) names.set(s.key, alias);
  }
  // every node is copied with its refs renamed (these cells test no name for blank); this area writes
  // the calculator's validationError=FALSE as NOT(validationError)
  const over = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(over)
      : typeof x !== "object" || x === null
        ? x
        : (x as Expr).op === "ref"
          ? (names.get((x as { name: string }).name) ?? x)
          : JSON.stringify(x) === VALID
            ? f`NOT(validationError)`
            : Object.fromEntries(Object.entries(x).map(([k, v]) => [k, over(v)]));
  const step = steps.find((s) => s.key === key);
  if (!step) throw new Error(`the database area has no step ${key}`);
  return over(step.formula) as Expr;
}
