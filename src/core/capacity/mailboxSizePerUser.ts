import { SizingOptions } from "../options";
import { dumpsterPerUserMB } from "./dumpsterPerUser";
import { whiteSpacePerUserMB } from "./whiteSpacePerUser";

/**
 * Mailbox size per user (MBU).
 *
 * Formula: MBU = MQ + WSU + DSU                    (seed 000, Table 14, step 4)
 * Units:   MB
 * Example: 2048 + 10.99 + 297.17 = 2356.15 MB      (Table 18 prints 2356 MB)
 */
export function mailboxSizePerUserMB(
  quotaMB: number,
  messagesPerDay: number,
  avgMessageKB: number,
  options: SizingOptions
): number {
  return (
    quotaMB +
    whiteSpacePerUserMB(messagesPerDay, avgMessageKB) +
    dumpsterPerUserMB(quotaMB, messagesPerDay, avgMessageKB, options)
  );
}
