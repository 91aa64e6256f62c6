import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";
import { perMessage } from "./perMessage";

/**
 * Megacycles per mailbox by message profile.
 *
 * Formula: MSR x megacyclesPerMessage, megacyclesPerMessage = 3 / 150 = 0.02
 *          (seed 003, Processor Core Requirements: "for an average daily send/receive of 150
 *          messages, 3 Megacycles per (active) mailbox are required", citing Table 1 of VMware's
 *          Exchange 2013 Design and Sizing Guide)
 * Derived: seed 003 gives the one point. Other profiles scale in proportion to messages, the rule
 *          seed 000 uses for IOPS (Table 16: MSR / 1000) and database cache (section 2.2: 9, 12 and
 *          21 MB at 150, 200 and 350 messages). Give megacyclesPerMessage for another table.
 * Units:   megacycles per mailbox
 * Example: 150 messages => 3
 */
const MAILBOX_MEGACYCLES = perMessage("megacyclesPerMessage", "mailboxMegacycles");
export const MAILBOX_MEGACYCLES_FORMULA = MAILBOX_MEGACYCLES.formula;

/** MAILBOX_MEGACYCLES_FORMULA's value. */
export const mailboxMegacycles = MAILBOX_MEGACYCLES.value;

/**
 * Megacycles the mailboxes need, and what the servers must supply at the peak utilisation.
 *
 * Formula: megacycles = mailboxes x megacycles per mailbox; peak = megacycles / 0.35
 *          (seed 003: "16,000 * 3 = 48,000 megacycles"; "For 35% peak utilization, servers should be
 *          sized for 48,000 / 0.35 = 137,143 megacycles"; 0.35 = option peakCpuUtilization)
 * Units:   megacycles
 * Example: 16,000 mailboxes at 150 messages => 48,000; / 0.35 => 137,142.9 (printed 137,143)
 */
export const MEGACYCLES_FORMULA = mul("users", "mailboxMegacycles");

/** MEGACYCLES_FORMULA's value. */
export function totalMegacycles(
  users: number,
  messagesPerDay: number,
  options: Pick<SizingOptions, "megacyclesPerMessage">
): number {
  const values = { users, mailboxMegacycles: mailboxMegacycles(messagesPerDay, options) };
  return formulaValue(MEGACYCLES_FORMULA, values, options, "megacycles");
}

/** Megacycles to size for at peak utilisation: megacycles / peakCpuUtilization (seed 003). */
export const PEAK_MEGACYCLES_FORMULA = div("megacycles", "peakCpuUtilization");

/** PEAK_MEGACYCLES_FORMULA's value. */
export function peakMegacycles(
  users: number,
  messagesPerDay: number,
  options: Pick<SizingOptions, "megacyclesPerMessage" | "peakCpuUtilization">
): number {
  const values = { megacycles: totalMegacycles(users, messagesPerDay, options) };
  return formulaValue(PEAK_MEGACYCLES_FORMULA, values, options, "peakMegacycles");
}
