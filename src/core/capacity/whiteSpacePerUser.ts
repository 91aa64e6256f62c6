import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { KB_PER_MB } from "../units";

/**
 * White space per user (WSU).
 *
 * Formula: WSU = MSR x AMS / 1024                       (seed 000, Table 14, step 2)
 * Units:   MSR messages/day, AMS KB; result MB
 * Example: 150 messages x 75 KB / 1024 = 10.99 MB       (Table 18 prints 11 MB)
 * Workbook: =ex.MSR*ex.AMS/1024 (printed from WSU_FORMULA)
 */
export const WSU_FORMULA = div(mul("MSR", "AMS"), KB_PER_MB);

/** WSU_FORMULA's value. */
export function whiteSpacePerUserMB(messagesPerDay: number, avgMessageKB: number): number {
  return formulaValue(WSU_FORMULA, { MSR: messagesPerDay, AMS: avgMessageKB }, {}, "WSU");
}
