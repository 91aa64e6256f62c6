import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";
import { perMessage } from "./perMessage";

/**
 * Database cache per mailbox by message profile.
 *
 * Formula: MSR x 0.06 MB (option cacheMBPerMessage)
 *          (seed 003, Memory Requirements: "For 150 Messages Sent or Received per day, the guideline
 *          is 9 MB of cache per mailbox"; seed 000, section 2.2: 150 messages with 9 MB, 200 with
 *          12 MB, almost 300 with 18 MB, 350 with 21 MB)
 * Derived: 0.06 MB per message is the ratio all four of seed 000's pairs share (9/150 = 12/200 =
 *          21/350 = 0.06; 18 MB at "almost 300").
 * Units:   MB per mailbox
 * Example: 150 => 9; 200 => 12; 350 => 21
 */
const CACHE_PER_MAILBOX = perMessage("cacheMBPerMessage", "cachePerMailboxMB");
export const CACHE_PER_MAILBOX_FORMULA = CACHE_PER_MAILBOX.formula;

/** CACHE_PER_MAILBOX_FORMULA's value. */
export const cachePerMailboxMB = CACHE_PER_MAILBOX.value;

/**
 * Database cache for all mailboxes.
 *
 * Formula: mailboxes x cache per mailbox / 1000 (option cacheMBPerGB)
 *          (seed 003: "9 MB of cache per mailbox - for a total of 144 GB of cache needed")
 * Note:    16,000 x 9 MB = 144,000 MB: seed 003 divides by 1000. Seed 000 divides MB by 1024
 *          (140.6 GB). 1000 gives the larger figure and so more RAM: the default.
 * Units:   GB
 * Example: 16,000 x 9 / 1000 = 144 GB
 */
export const CACHE_FORMULA = div(mul("users", "cachePerMailboxMB"), "cacheMBPerGB");

/** CACHE_FORMULA's value. */
export function totalCacheGB(
  users: number,
  messagesPerDay: number,
  options: Pick<SizingOptions, "cacheMBPerMessage" | "cacheMBPerGB">
): number {
  const values = { users, cachePerMailboxMB: cachePerMailboxMB(messagesPerDay, options) };
  return formulaValue(CACHE_FORMULA, values, options, "cacheGB");
}

/**
 * Server RAM that gives a database cache.
 *
 * Formula: cache / 92 x 128 (options memoryRowCacheGB, memoryRowRamGB)
 *          (seed 003: "According to Table 4 of the VMware Sizing Guide, that amount of cache is
 *          provided by a total server RAM of (144/92*128=) 200 GB")
 * Note:    seed 003 scales linearly from one row of that table (92 GB of cache in 128 GB of RAM); the
 *          seeds print no other row, so ExSize cannot check the table's other sizes.
 * Units:   GB
 * Example: 144 / 92 x 128 = 200.3 GB (printed 200 GB; "12.5 GB per 1,000 users")
 */
export const RAM_FORMULA = mul(div("cacheGB", "memoryRowCacheGB"), "memoryRowRamGB");

/** RAM_FORMULA's value. */
export function ramForCacheGB(
  cacheGB: number,
  options: Pick<SizingOptions, "memoryRowCacheGB" | "memoryRowRamGB">
): number {
  return formulaValue(RAM_FORMULA, { cacheGB }, options, "ramGB");
}
