import { IOPS_PER_MESSAGE_FORMULA, IopsProfileOptions } from "./iopsPerMessage";
import { standaloneOverhead } from "./standaloneOverhead";
import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Database IOPS per user (IOPU).
 *
 * Formula: IOPU = SDBO x (MSR / 1000)                  (seed 000, Table 16, step 3;
 *          1/1000 = iopsPerMessage)
 *          Exchange 2013 (option exchangeVersion): IOPU = MSR x 0.101 / 150, SDBO = 1
 *          (seed 003, Mailbox Server Storage Requirements)
 * Units:   IOPS per user
 * Example: DAG (2 copies), 150 messages => 1.0 x 0.15 = 0.15   (section 3.4.2 uses 0.15)
 *          Exchange 2013, 150 messages, any copies => 0.101    (seed 003 prints 0.101)
 */
export const IOPU_FORMULA = mul("SDBO", "MSR", IOPS_PER_MESSAGE_FORMULA);

/** IOPU_FORMULA's value. */
export function iopsPerUser(
  messagesPerDay: number,
  copies: number,
  options: IopsProfileOptions
): number {
  const values = { SDBO: standaloneOverhead(copies, options), MSR: messagesPerDay };
  return formulaValue(IOPU_FORMULA, values, options, "IOPU");
}
