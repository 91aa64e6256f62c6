import { SizingOptions } from "../options";
import { IopsProfileOptions } from "./iopsPerMessage";
import { iopsPerUser } from "./iopsPerUser";
import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Total database IOPS required (DBIOP).
 *
 * Formula: DBIOP = NU x IOPU x 1.2                     (seed 000, Table 16, step 4; 1.2 = iopsOverhead)
 * Units:   IOPS
 * Example: 5000 x 0.15 x 1.2 = 900 IOPS                (section 3.4.2 prints 900 IOPS)
 * Note:    the 20% applies to the Exchange 2013 profile too (the safe choice, and the 20% headroom the
 *          ESRP seeds 001 and 004 add); iopsOverhead 1 gives seed 003's 16,000 x 0.101 = 1,616.
 */
export const DBIOP_FORMULA = mul("NU", "IOPU", "iopsOverhead");

/** DBIOP_FORMULA's value. */
export function databaseIops(
  users: number,
  messagesPerDay: number,
  copies: number,
  options: IopsProfileOptions & Pick<SizingOptions, "iopsOverhead">
): number {
  const values = { NU: users, IOPU: iopsPerUser(messagesPerDay, copies, options) };
  return formulaValue(DBIOP_FORMULA, values, options, "DBIOP");
}
