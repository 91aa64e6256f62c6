import { SizingOptions } from "../options";
import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Transaction logs generated per user per day (NL).
 *
 * Formula: NL = MSR x 0.2                         (seed 000, Table 15, step 2; 0.2 = logsPerMessage)
 * Units:   logs per user per day
 * Example: 150 x 0.2 = 30                         (Table 19 prints 30)
 */
export const NL_FORMULA = mul("MSR", "logsPerMessage");

/** NL_FORMULA's value. */
export function logsPerUserPerDay(
  messagesPerDay: number,
  options: Pick<SizingOptions, "logsPerMessage">
): number {
  return formulaValue(NL_FORMULA, { MSR: messagesPerDay }, options, "NL");
}
