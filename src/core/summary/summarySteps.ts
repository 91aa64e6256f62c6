import { Env, Step, Value, evaluateSteps } from "../formula";
import { SUMMARY_KEYS, Summary, SummaryKey } from "./keys";

/**
 * A summary step's key is "summary." + the summary key, so one summary row may read an earlier one
 * (storageGBAllCopies reads summary.databases) and a workbook names the row after it (the Dell
 * workbook's ex.summary.databases, the Microsoft workbook's ex.ms.summary.databases).
 */
export const SUMMARY_PREFIX = "summary.";
export type SummaryStepKey = `summary.${SummaryKey}`;

export const summaryStepKey = (key: SummaryKey): SummaryStepKey => `summary.${key}`;

/** One summary step (both methods' summaries are lists of them). */
export const summaryStep = (
  key: SummaryStepKey,
  label: string,
  formula: Step["formula"],
  unit: string,
  source: string,
  note = ""
): Step<SummaryStepKey> => ({ key, label, formula, unit, source, note });

/** A step's value as the summary gives it: a number, or null for text (the methods' "--"). */
export function summaryValue(v: Value): number | null {
  if (typeof v === "number") return v;
  if (typeof v === "string") return null;
  throw new Error(`a summary figure is a number or "--", not ${String(v)}`);
}

/**
 * Evaluates a method's summary steps (one per key, in SUMMARY_KEYS' order) over its names and returns
 * the summary. Throws when the list does not define every key exactly once, in order.
 */
export function evaluateSummary(steps: readonly Step<SummaryStepKey>[], env: Env): Summary {
  const keys = steps.map((s) => s.key);
  const expected = SUMMARY_KEYS.map(summaryStepKey);
  if (keys.join() !== expected.join())
    throw new Error(`summary steps must be ${expected.join(", ")} (got ${keys.join(", ")})`);
  const values = evaluateSteps(steps, env);
  return Object.fromEntries(
    SUMMARY_KEYS.map((k) => [k, summaryValue(values[summaryStepKey(k)])])
  ) as unknown as Summary;
}
