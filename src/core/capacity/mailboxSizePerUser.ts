import { SizingOptions } from "../options";
import { dumpsterPerUserMB } from "./dumpsterPerUser";
import { whiteSpacePerUserMB } from "./whiteSpacePerUser";
import { add } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Mailbox size per user (MBU).
 *
 * Formula: MBU = MQ + WSU + DSU                    (seed 000, Table 14, step 4)
 * Units:   MB
 * Example: 2048 + 10.99 + 297.17 = 2356.15 MB      (Table 18 prints 2356 MB)
 */
export const MBU_FORMULA = add("MQ", "WSU", "DSU");

/** MBU_FORMULA's value. */
export function mailboxSizePerUserMB(
  quotaMB: number,
  messagesPerDay: number,
  avgMessageKB: number,
  options: SizingOptions
): number {
  const values = {
    MQ: quotaMB,
    WSU: whiteSpacePerUserMB(messagesPerDay, avgMessageKB),
    DSU: dumpsterPerUserMB(quotaMB, messagesPerDay, avgMessageKB, options),
  };
  return formulaValue(MBU_FORMULA, values, options, "MBU");
}
