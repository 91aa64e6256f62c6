import { SizingOptions } from "../options";
import { add, div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { KB_PER_MB } from "../units";

/**
 * Dumpster size per user (DSU).
 *
 * Formula: DSU = MSR x AMS / 1024 x 14 + 0.012 x MQ + 0.058 x MQ     (seed 000, Table 14, step 3)
 *          14 = deletedItemDays, 0.012 = singleItemRecovery, 0.058 = calendarLogging
 * Units:   MQ MB, AMS KB; result MB
 * Example: 150 x 75 / 1024 x 14 + 2048 x 0.012 + 2048 x 0.058 = 297.17 MB  (Table 18 prints 297 MB)
 */
export const DSU_FORMULA = add(
  mul(div(mul("MSR", "AMS"), KB_PER_MB), "deletedItemDays"),
  mul("singleItemRecovery", "MQ"),
  mul("calendarLogging", "MQ")
);

/** DSU_FORMULA's value. */
export function dumpsterPerUserMB(
  quotaMB: number,
  messagesPerDay: number,
  avgMessageKB: number,
  options: Pick<SizingOptions, "deletedItemDays" | "singleItemRecovery" | "calendarLogging">
): number {
  return formulaValue(
    DSU_FORMULA,
    { MQ: quotaMB, MSR: messagesPerDay, AMS: avgMessageKB },
    options,
    "DSU"
  );
}
