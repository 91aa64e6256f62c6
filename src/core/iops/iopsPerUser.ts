import { SizingOptions } from "../options";
import { standaloneOverhead } from "./standaloneOverhead";

/**
 * Database IOPS per user (IOPU).
 *
 * Formula: IOPU = SDBO x (MSR / 1000)                  (seed 000, Table 16, step 3;
 *          1/1000 = iopsPerMessage)
 * Units:   IOPS per user
 * Example: DAG (2 copies), 150 messages => 1.0 x 0.15 = 0.15   (section 3.4.2 uses 0.15)
 */
export function iopsPerUser(
  messagesPerDay: number,
  copies: number,
  options: Pick<SizingOptions, "standaloneFactor" | "iopsPerMessage">
): number {
  return standaloneOverhead(copies, options) * messagesPerDay * options.iopsPerMessage;
}
