import { SizingOptions } from "../options";
import { MailboxProfile } from "../profile";
import { MB_PER_GB } from "../units";
import { mailboxSizePerUserMB } from "./mailboxSizePerUser";
import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Total database size (DBS).
 *
 * Formula: DBS = NU x MBU x 1.2                          (seed 000, Table 14, step 5; 1.2 = dbOverhead)
 * Units:   MBU MB; result GB (MB / 1024, as Table 18)
 * Example: 5000 x 2356.16 MB x 1.2 / 1024 = 13805.6 GB  (default)
 *          5000 x 2356.16 MB x 1.0 / 1024 = 11504.7 GB  (dbOverhead 1: Table 18 prints 11505 GB)
 * Note:    Table 18 leaves out step 5's 20% overhead. ExSize keeps it by default (the larger, safer
 *          size); dbOverhead = 1 reproduces the worked example.
 */
export const DBS_FORMULA = div(mul("NU", "MBU", "dbOverhead"), MB_PER_GB);

/** DBS_FORMULA's value. */
export function totalDatabaseSizeGB(profile: MailboxProfile, options: SizingOptions): number {
  const mbu = mailboxSizePerUserMB(
    profile.quotaMB,
    profile.messagesPerDay,
    profile.avgMessageKB,
    options
  );
  return formulaValue(DBS_FORMULA, { NU: profile.users, MBU: mbu }, options, "DBS");
}
