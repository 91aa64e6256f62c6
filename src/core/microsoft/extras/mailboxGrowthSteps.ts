import { Step, iff, text, f } from "../../formula";
import { tierCell } from "../profile/tierSteps";
import { StepRow, stepFamily } from "../stepFamily";

/**
 * The calculator's Mailbox Space Modeling and hidden Mailbox Modeling Data sheets outside the retention
 * curves (grids.ts holds those): per tier, the initial mailbox size (Role Requirements C19/I19/C45/I45),
 * the data generated per week, month and year and the months until a mailbox reaches its maximum size.
 * Each row is one family over the four tiers (the calculator's tier blocks: Mailbox Space Modeling row 31
 * + 29 per tier, Mailbox Modeling Data rows 6-10 + 16 per tier), its formula written once; units in `unit`.
 * Example: tier 1 of the calculator example generates 73.24 MB a week, 317.38 MB a month
 * (mailboxModeling.tiers[0].monthlyGeneratedDataMB) and reaches its 10.63 GB maximum in 22.31 months.
 */
export function mailboxGrowthSteps(): Step[] {
  // the calculator's order: tier by tier, its rows in this order
  return TIERS.flatMap((t) => ROWS.map((row) => row(t.id)[0]));
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
const data = (row: number, name: string) => (c: Tier) =>
  `Mailbox Modeling Data!C${row + 16 * (c.t - 1)} (calcTier${c.t}${name})`;
/** A row over the four tiers; its cells Mailbox Modeling Data!C6:C58 unless it names others. */
const tierRow = (row: Omit<StepRow<Tier>, "cells"> & { readonly cells?: string }) =>
  stepFamily({ cells: "Mailbox Modeling Data!C6:C58", ...row }, TIERS);

const ROWS = [
  tierRow({
    key: (c) => M(c, "maxMailboxSizeGB"),
    label: (c) => `Tier-${c.t} Maximum Mailbox Size (= Mailbox Size on Disk / 1024)`,
    unit: "GB or --",
    cells: "Mailbox Space Modeling!D31, D60, D89, D118",
    cell: (c) => `Mailbox Space Modeling!D${31 + 29 * (c.t - 1)}`,
    formula: (c) => withMailboxes(c, f`${T(c, "mailboxSizeOnDiskMB")}/1024`, text("--")),
  }),
  tierRow({
    key: (c) => M(c, "weeklyGeneratedDataMB"),
    label: () => "Weekly Generated Data (MB)",
    unit: "MB",
    cell: data(6, "WeeklyData"),
    formula: (c) =>
      withMailboxes(
        c,
        f`input.tier${c.t}.avgMessageKB*${T(c, "messagesPerDay")}*input.workWeekDays/1024`
      ),
  }),
  tierRow({
    key: (c) => M(c, "yearlyGeneratedDataGB"),
    label: () => "Yearly Generated Data (GB)",
    unit: "GB",
    cell: data(7, "YearlyData"),
    formula: (c) => withMailboxes(c, f`${M(c, "weeklyGeneratedDataMB")}*52/1024`),
  }),
  tierRow({
    key: (c) => T(c, "initialMailboxSizeMB"),
    label: () => "Initial Mailbox Size (MB)",
    unit: "MB",
    cells: "Role Requirements!C19, I19, C45, I45",
    cell: (c) => `Role Requirements!${tierCell(c.t, 19)} (calcTier${c.t}InitialMBXSize)`,
    formula: (c) => withMailboxes(c, `input.tier${c.t}.initialMailboxMB`),
  }),
  tierRow({
    key: (c) => M(c, "yearsToReachCapacity"),
    label: () => "Predicted Number of Years to Reach Capacity",
    unit: "years",
    cell: data(9, "PredictCapYears"),
    formula: (c) =>
      withMailboxes(
        c,
        f`${T(c, "mailboxSizeOnDiskMB")}/1024
        /(${M(c, "yearlyGeneratedDataGB")}+${T(c, "initialMailboxSizeMB")}/1024)`
      ),
  }),
  tierRow({
    key: (c) => M(c, "monthsToReachCapacity"),
    label: () => "Predicted Number of Months to Reach Capacity",
    unit: "months",
    cell: data(10, "PredictCapMonths"),
    formula: (c) => withMailboxes(c, f`${M(c, "yearsToReachCapacity")}*12`),
  }),
  tierRow({
    key: (c) => M(c, "monthlyGeneratedDataMB"),
    label: () => "Monthly Generated Data (MB)",
    unit: "MB",
    cell: data(8, "MonthlyData"),
    formula: (c) => withMailboxes(c, f`${M(c, "yearlyGeneratedDataGB")}/12*1024`),
  }),
];
