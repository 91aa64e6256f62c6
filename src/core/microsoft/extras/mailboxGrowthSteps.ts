import { Step, iff, text, f } from "../../formula";
import { tierCell } from "../profile/tierSteps";
import { stepFamily } from "../stepFamily";
import { row } from "../stepRow";

/**
 * The calculator's Mailbox Space Modeling and hidden Mailbox Modeling Data sheets outside the retention
 * curves (grids.ts holds those): per tier, the initial mailbox size (Role Requirements C19/I19/C45/I45),
 * the data generated per week, month and year and the months until a mailbox reaches its maximum size.
 * Each row is one family over the four tiers (the calculator's tier blocks: Mailbox Space Modeling row 31
 * + 29 per tier, Mailbox Modeling Data rows 6-10 + 16 per tier), its formula written once; its unit in the row's header.
 * Example: tier 1 of the calculator example generates 73.24 MB a week, 317.38 MB a month
 * (mailboxModeling.tiers[0].monthlyGeneratedDataMB) and reaches its 10.63 GB maximum in 22.31 months.
 */
export function mailboxGrowthSteps(): Step[] {
  // the calculator's order: tier by tier, its rows in this order
  return TIERS.flatMap((t) => ROWS.map((tierRow) => tierRow(t.id)[0]));
}

const TIERS = ([1, 2, 3, 4] as const).map((t) => ({ id: `${t}`, t }));
type Tier = (typeof TIERS)[number];

const T = (c: Tier, name: string) => `tier${c.t}.${name}`;
const M = (c: Tier, name: string) => `mailboxModeling.tier${c.t}.${name}`;
/** The row's value for a tier with mailboxes, else `none` (the calculator's IF(TierNMBX<>0, ..., 0)). */
const withMailboxes = (
  c: Tier,
  value: Parameters<typeof iff>[1],
  none: Parameters<typeof iff>[2] = 0
) => f`IF(${T(c, "mailboxes")}<>0,${value},${none})`;
/** Mailbox Modeling Data!C<row> of a tier (tier 1's rows 6-10, 16 rows per tier), and its name. */
const data = (c: Tier, row: number, name: string) =>
  `Mailbox Modeling Data!C${row + 16 * (c.t - 1)} (calcTier${c.t}${name})`;
/** The rows of the hidden sheet's tier blocks, Mailbox Modeling Data!C6:C58 (each row cites its own cell). */
const DATA = "Mailbox Modeling Data!C6:C58";

const ROWS = [
  stepFamily(
    TIERS,
    "Mailbox Space Modeling!D31, D60, D89, D118",
    (c) =>
      row`${M(c, "maxMailboxSizeGB")} | Tier-${c.t} Maximum Mailbox Size (= Mailbox Size on Disk / 1024) | GB or -- | Mailbox Space Modeling!D${31 + 29 * (c.t - 1)}
      ${withMailboxes(c, f`${T(c, "mailboxSizeOnDiskMB")}/1024`, text("--"))}`
  ),
  stepFamily(
    TIERS,
    DATA,
    (c) =>
      row`${M(c, "weeklyGeneratedDataMB")} | Weekly Generated Data (MB) | MB | ${data(c, 6, "WeeklyData")}
      ${withMailboxes(c, f`input.tier${c.t}.avgMessageKB*${T(c, "messagesPerDay")}*input.workWeekDays/1024`)}`
  ),
  stepFamily(
    TIERS,
    DATA,
    (c) =>
      row`${M(c, "yearlyGeneratedDataGB")} | Yearly Generated Data (GB) | GB | ${data(c, 7, "YearlyData")}
      ${withMailboxes(c, f`${M(c, "weeklyGeneratedDataMB")}*52/1024`)}`
  ),
  stepFamily(
    TIERS,
    "Role Requirements!C19, I19, C45, I45",
    (c) =>
      row`${T(c, "initialMailboxSizeMB")} | Initial Mailbox Size (MB) | MB | Role Requirements!${tierCell(c.t, 19)} (calcTier${c.t}InitialMBXSize)
      ${withMailboxes(c, `input.tier${c.t}.initialMailboxMB`)}`
  ),
  stepFamily(
    TIERS,
    DATA,
    (c) =>
      row`${M(c, "yearsToReachCapacity")} | Predicted Number of Years to Reach Capacity | years | ${data(c, 9, "PredictCapYears")}
      ${withMailboxes(
        c,
        f`${T(c, "mailboxSizeOnDiskMB")}/1024
        /(${M(c, "yearlyGeneratedDataGB")}+${T(c, "initialMailboxSizeMB")}/1024)`
      )}`
  ),
  stepFamily(
    TIERS,
    DATA,
    (c) =>
      row`${M(c, "monthsToReachCapacity")} | Predicted Number of Months to Reach Capacity | months | ${data(c, 10, "PredictCapMonths")}
      ${withMailboxes(c, f`${M(c, "yearsToReachCapacity")}*12`)}`
  ),
  stepFamily(
    TIERS,
    DATA,
    (c) =>
      row`${M(c, "monthlyGeneratedDataMB")} | Monthly Generated Data (MB) | MB | ${data(c, 8, "MonthlyData")}
      ${withMailboxes(c, f`${M(c, "yearlyGeneratedDataGB")}/12*1024`)}`
  ),
];
