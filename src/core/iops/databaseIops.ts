import { SizingOptions } from "../options";
import { iopsPerUser } from "./iopsPerUser";

/**
 * Total database IOPS required (DBIOP).
 *
 * Formula: DBIOP = NU x IOPU x 1.2                     (seed 000, Table 16, step 4; 1.2 = iopsOverhead)
 * Units:   IOPS
 * Example: 5000 x 0.15 x 1.2 = 900 IOPS                (section 3.4.2 prints 900 IOPS)
 */
export function databaseIops(
  users: number,
  messagesPerDay: number,
  copies: number,
  options: Pick<SizingOptions, "standaloneFactor" | "iopsPerMessage" | "iopsOverhead">
): number {
  return users * iopsPerUser(messagesPerDay, copies, options) * options.iopsOverhead;
}
