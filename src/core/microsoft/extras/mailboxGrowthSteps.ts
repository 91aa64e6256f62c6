import { Step, iff, text, f } from "../../formula";
import { tierCell } from "../profile/tierSteps";
import { row } from "../stepRow";

/**
 * The calculator's Mailbox Space Modeling and hidden Mailbox Modeling Data sheets outside the retention
 * curves (grids.ts holds those): per tier, the initial mailbox size (Role Requirements C19/I19/C45/I45),
 * the data generated per week, month and year and the months until a mailbox reaches its maximum size.
 * Each row is one function of the tier, t (the calculator's tier blocks: Mailbox Space Modeling row 31
 * + 29 per tier, Mailbox Modeling Data rows 6-10 + 16 per tier), its formula written once; its unit in the row's header.
 * Example: tier 1 of the calculator example generates 73.24 MB a week, 317.38 MB a month
 * (mailboxModeling.tiers[0].monthlyGeneratedDataMB) and reaches its 10.63 GB maximum in 22.31 months.
 */
export function mailboxGrowthSteps(): Step[] {
  // the calculator's order: tier by tier, its rows in this order
  return ([1, 2, 3, 4] as const).flatMap((t) => ROWS.map((tierRow) => tierRow(t)));
}

type Tier = 1 | 2 | 3 | 4;

const T = (t: Tier, name: string) => `tier${t}.${name}`;
const M = (t: Tier, name: string) => `mailboxModeling.tier${t}.${name}`;
/** The row's value for a tier with mailboxes, else `none` (the calculator's IF(TierNMBX<>0, ..., 0)). */
const withMailboxes = (
  t: Tier,
  value: Parameters<typeof iff>[1],
  none: Parameters<typeof iff>[2] = 0
) => f`IF(${T(t, "mailboxes")}<>0,${value},${none})`;
/**
 * Mailbox Modeling Data!C<row> of a tier (tier 1's rows 6-10, 16 rows per tier: the hidden sheet's tier
 * blocks, C6:C58), and its name.
 */
const data = (t: Tier, row: number, name: string) =>
  `Mailbox Modeling Data!C${row + 16 * (t - 1)} (calcTier${t}${name})`;

/** The rows, each over the tier; each cites its own cell. */
const ROWS: readonly ((t: Tier) => Step)[] = [
  (t) =>
    row`${M(t, "maxMailboxSizeGB")} | Tier-${t} Maximum Mailbox Size (= Mailbox Size on Disk / 1024) | GB or -- | Mailbox Space Modeling!D${31 + 29 * (t - 1)}
    ${withMailboxes(t, f`${T(t, "mailboxSizeOnDiskMB")}/1024`, text("--"))}`,
  (t) =>
    row`${M(t, "weeklyGeneratedDataMB")} | Weekly Generated Data (MB) | MB | ${data(t, 6, "WeeklyData")}
    ${withMailboxes(t, f`input.tier${t}.avgMessageKB*${T(t, "messagesPerDay")}*input.workWeekDays/1024`)}`,
  (t) =>
    row`${M(t, "yearlyGeneratedDataGB")} | Yearly Generated Data (GB) | GB | ${data(t, 7, "YearlyData")}
    ${withMailboxes(t, f`${M(t, "weeklyGeneratedDataMB")}*52/1024`)}`,
  (t) =>
    row`${T(t, "initialMailboxSizeMB")} | Initial Mailbox Size (MB) | MB | Role Requirements!${tierCell(t, 19)} (calcTier${t}InitialMBXSize)
    ${withMailboxes(t, `input.tier${t}.initialMailboxMB`)}`,
  (t) =>
    row`${M(t, "yearsToReachCapacity")} | Predicted Number of Years to Reach Capacity | years | ${data(t, 9, "PredictCapYears")}
    ${withMailboxes(
      t,
      f`${T(t, "mailboxSizeOnDiskMB")}/1024
      /(${M(t, "yearlyGeneratedDataGB")}+${T(t, "initialMailboxSizeMB")}/1024)`
    )}`,
  (t) =>
    row`${M(t, "monthsToReachCapacity")} | Predicted Number of Months to Reach Capacity | months | ${data(t, 10, "PredictCapMonths")}
    ${withMailboxes(t, f`${M(t, "yearsToReachCapacity")}*12`)}`,
  (t) =>
    row`${M(t, "monthlyGeneratedDataMB")} | Monthly Generated Data (MB) | MB | ${data(t, 8, "MonthlyData")}
    ${withMailboxes(t, f`${M(t, "yearlyGeneratedDataGB")}/12*1024`)}`,
];
