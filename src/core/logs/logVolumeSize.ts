import { SizingOptions } from "../options";
import { MB_PER_GB } from "../units";
import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Log volume size per database (LVS).
 *
 * Formula: LVS = TLC x 1.1 x 3 x 1.2 / 1024       (seed 000, Table 19; 1.1 = moveFactor,
 *          3 = logRetentionDays, 1.2 = logOverhead)
 * Units:   TLC MB per day; result GB
 * Example: 12510 x 1.1 x 3 x 1.2 / 1024 = 48.38 GB   (Table 19 prints 48GB)
 * Note:    Table 15 writes LVS = TLC x 3 x 1.2 without the 10% for mailbox moves that its own
 *          worked example (Table 19) applies. ExSize keeps the larger, safer factor by default;
 *          moveFactor = 1 gives Table 15's formula.
 */
export const LVS_FORMULA = div(
  mul("TLC", "moveFactor", "logRetentionDays", "logOverhead"),
  MB_PER_GB
);

/** LVS_FORMULA's value. */
export function logVolumeSizeGB(
  dailyLogMB: number,
  options: Pick<SizingOptions, "moveFactor" | "logRetentionDays" | "logOverhead">
): number {
  return formulaValue(LVS_FORMULA, { TLC: dailyLogMB }, options, "LVS");
}
