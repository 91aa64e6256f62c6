import { eq, iff } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";

/** The options that choose and hold the database IOPS profile. */
export type IopsProfileOptions = Pick<
  SizingOptions,
  "exchangeVersion" | "iopsPerMessage" | "iopsPerMessage2013" | "standaloneFactor"
>;

/**
 * Database IOPS per message sent or received per day, by Exchange version (option exchangeVersion).
 *
 * 2010:    1 / 1000 (seed 000, Table 16, step 3: IOPU = SDBO x (MSR / 1000); option iopsPerMessage)
 * 2013:    0.101 / 150 = 0.000673 (seed 003, Mailbox Server Storage Requirements: "with Exchange 2013
 *          and our example of 150 messages per mailbox per day, only about 0.101 IOPS per mailbox are
 *          produced"; option iopsPerMessage2013). The exact ratio, not the rounded 0.00067, so that
 *          150 messages give back seed 003's 0.101.
 * Units:   IOPS per (message/day)
 * Example: 2010 => 0.001; 2013 => 0.000673333...
 */
export const IOPS_PER_MESSAGE_FORMULA = iff(
  eq("exchangeVersion", 2013),
  "iopsPerMessage2013",
  "iopsPerMessage"
);

/** IOPS_PER_MESSAGE_FORMULA's value. */
export function iopsPerMessage(options: IopsProfileOptions): number {
  return formulaValue(IOPS_PER_MESSAGE_FORMULA, {}, options, "iopsPerMessage");
}
