import { Expr, cmp, div, eq, iff, mul, or, sub, text } from "../formula";
import { formulaResult } from "../formula/step";
import { SummaryKey } from "./keys";

/**
 * The differences of a design's summary figure from the baseline design's (issue 13: the Compare
 * sheet's rows below the summary, the first design the baseline), written once so the Compare sheet
 * prints them natively over its cells' names:
 *   absolute = value - baseline
 *   percent  = (value - baseline) / baseline x 100
 * "--" where either figure is "--" (the method has none), and the percent "--" where the baseline is 0
 * (no ratio to a zero: Excel's #DIV/0! is never shown).
 * The names read are "value" and "baseline".
 *
 * Example: 3 copies against a baseline of 2: absolute 1, percent 50; disks 0 against 0: 0 and "--".
 */
const none = or(cmp("value", "=", text("--")), cmp("baseline", "=", text("--")));

export const DIFFERENCE_FORMULAS: { readonly absolute: Expr; readonly percent: Expr } = {
  absolute: iff(none, text("--"), sub("value", "baseline")),
  percent: iff(
    or(none, eq("baseline", 0)),
    text("--"),
    mul(div(sub("value", "baseline"), "baseline"), 100)
  ),
};

/** One summary figure's difference from the baseline: numbers, or null where the formula gives "--". */
export function baselineDifference(
  value: number | null,
  baseline: number | null
): { readonly absolute: number | null; readonly percent: number | null } {
  const env = { value: value ?? "--", baseline: baseline ?? "--" };
  const read = (e: Expr) => {
    const v = formulaResult(e, env, {}, "difference");
    return typeof v === "number" ? v : null;
  };
  return {
    absolute: read(DIFFERENCE_FORMULAS.absolute),
    percent: read(DIFFERENCE_FORMULAS.percent),
  };
}

/** Every key's difference of `design` from `baseline`. */
export function summaryDifferences(
  design: Readonly<Record<SummaryKey, number | null>>,
  baseline: Readonly<Record<SummaryKey, number | null>>
): Record<SummaryKey, ReturnType<typeof baselineDifference>> {
  return Object.fromEntries(
    (Object.keys(design) as SummaryKey[]).map((k) => [
      k,
      baselineDifference(design[k], baseline[k]),
    ])
  ) as Record<SummaryKey, ReturnType<typeof baselineDifference>>;
}
