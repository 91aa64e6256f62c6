import { Step, f } from "../../formula";
import { row } from "../stepRow";

/** The months of ExSize's curve: the Mailbox growth sheet's printed table and chart. */
export const CUSTOMER_CURVE_MONTHS = [0, 12, 24, 36, 48, 60] as const;
/** The retentions of the calculator's curves (Mailbox Modeling Data rows 13:15), kept for ExSize's. */
export const CUSTOMER_CURVE_RETENTIONS = [60, 80, 100] as const;

/** The key of ExSize's mailbox size of tier t at p % retention after m months (GB). */
export const customerCurveKey = (t: number, pct: number, month: number): string =>
  `mailboxModeling.tier${t}.exsizeSizeGBAtRetention${pct}.month${month}`;

/** The rule, as the sheet writes it beside the curve. */
export const CUSTOMER_CURVE_RULE =
  "ExSize's curve: a mailbox starts at its initial size and grows by the tier's yearly generated data x the retention x months / 12, capped at the tier's mailbox size limit (quota), never below the initial size.";

/**
 * ExSize's mailbox size by month (issue 31), the curve a customer expects beside the calculator's Mailbox
 * Space Modeling curves (grids.ts: (yearly data + initial size) x retention x months / 12, which start
 * below the initial size and pass the quota). Derived by ExSize, not a calculator cell:
 *   size(m) = MAX(initial, MIN(quota, initial + yearly x p x m / 12))            GB
 * with initial = Role Requirements!C19 (calcTier1InitialMBXSize) / 1024, yearly = Mailbox Modeling
 * Data!C7 (calcTier1YearlyData), quota = Input!C60 (the tier's mailbox size limit, MB) / 1024, and p the
 * retention, 60, 80 or 100 % as in the calculator's curves. Months 0, 12, ..., 60.
 * Example: a tier of 200 messages a day of 75 KB over a 5-day work week (3.7193 GB of data a year),
 * 20 GB initial and a 50 GB quota, at 60 % retention: 20.00 GB at 0 months, 20 + 3.7193 x 0.6 = 22.23 GB
 * at 12 and 31.16 GB at 60 (the calculator's curve reads 20.00, 14.23 and 71.16); with a 5 GB initial
 * size, a 5.5 GB quota and 100 % retention it is 5.50 GB from month 12 on (capped).
 */
export function customerGrowthSteps(): Step[] {
  const out: Step[] = [];
  for (const t of [1, 2, 3, 4]) {
    const initialGB = f`tier${t}.initialMailboxSizeMB/1024`;
    const quotaGB = f`input.tier${t}.quotaMB/1024`;
    const yearly = `mailboxModeling.tier${t}.yearlyGeneratedDataGB`;
    for (const pct of CUSTOMER_CURVE_RETENTIONS)
      for (const month of CUSTOMER_CURVE_MONTHS) {
        const grown = month === 0 ? initialGB : f`${initialGB}+${yearly}*${pct / 100}*${month}/12`;
        out.push(
          row.noted(
            CUSTOMER_CURVE_RULE
          )`${customerCurveKey(t, pct, month)} | Tier-${t} mailbox size at ${pct}% retention after ${month} months (ExSize) | GB | derived by ExSize from Role Requirements!C19 (initial size), Mailbox Modeling Data!C7 (yearly data) and the tier's quota (Input!C60): MAX(initial, MIN(quota, initial + yearly x ${pct}% x ${month} / 12))
            MAX(${initialGB},MIN(${quotaGB},${grown}))`
        );
      }
  }
  return out;
}
