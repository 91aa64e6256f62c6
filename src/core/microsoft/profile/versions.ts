import { Expr, Step, lookup, f } from "../../formula";
import type { TierIndex } from "./tierSteps";

/**
 * What changes per tier from Exchange 2013 to 2016, 2019 and Subscription Edition: only the megacycles.
 *
 * Exchange 2016 ("Ask the Perf Guy: Sizing Exchange 2016 Deployments", Exchange Team blog, 15 Oct 2015):
 * "the inputs to our sizing formulas stay the same from Exchange 2013 to Exchange 2016 [...] IOPS
 * requirements, memory requirements, and all of the other values"; the processor requirements rise to the
 * table below, per user, for an active database copy (or standalone) and a passive copy, with the CAS role
 * gone ("you must follow the process for multi-role deployment sizing"); the baseline stays 33.75
 * SPECint_rate2006 per core.
 *
 *   messages/day  50    100   150   200    250    300    350    400    450    500
 *   active        2.99  5.97  8.96  11.94  14.93  17.91  20.90  23.88  26.87  29.85
 *   passive       0.70  1.40  2.10  2.80   3.50   4.20   4.90   5.60   6.30   7.00
 *
 * ExSize reads the 2016 active figure as the whole multi-role figure: megacyclesPerMailboxActive is the
 * table's value (times the tier's megacycles factor, as the calculator weighs it, Role Requirements!C13),
 * and the servers area leaves the CAS megacycles out of a 2016+ server's CPU (servers/version.ts).
 * casMegacyclesPerMailbox stays 2013's (the 2013 active figure x casRatio 0.375, Role Requirements!C16):
 * the servers area still sizes the CAS memory from it, since memory is 2013's (departures.ts).
 *
 * Exchange 2019 and SE: no public per-mailbox table (the 2019 Preferred Architecture gives limits, not
 * megacycles; SE is sized as 2019). ExSize uses the 2016 figures, labelled so in the step notes.
 *
 * Example: 200 messages a day, factor 1: 2013 8.5 active / 2.74 passive / 3.1875 CAS; 2016, 2019 and SE
 * 11.94 / 2.80 / 3.1875.
 */
/** The calculator's message profiles, "50 messages" to "500 messages" a day (the table's columns). */
export const MESSAGE_PROFILES = Array.from({ length: 10 }, (_, i) => `${50 * (i + 1)} messages`);
export const MEGACYCLES_2016_ACTIVE = [
  2.99, 5.97, 8.96, 11.94, 14.93, 17.91, 20.9, 23.88, 26.87, 29.85,
];
export const MEGACYCLES_2016_PASSIVE = [0.7, 1.4, 2.1, 2.8, 3.5, 4.2, 4.9, 5.6, 6.3, 7.0];

export const SOURCE_2016 =
  '"Ask the Perf Guy: Sizing Exchange 2016 Deployments", Exchange Team blog, 15 Oct 2015, processor requirements table';
const NOTE_2016 =
  "2016, 2019 and SE: the 2016 table (no public 2019 table exists; SE is sized as 2019, Microsoft's guidance as found). " +
  "The 2016 active figure is the whole multi-role figure; the CAS megacycles stay 2013's and size the CAS memory only.";

/** The 2016 figure of a tier: the table's value for its message profile times its megacycles factor. */
function figure2016(t: TierIndex, values: readonly number[]): Expr {
  return f`IF(
    tier${t}.mailboxes<>0,
    ${lookup(`input.tier${t}.messagesPerDay`, MESSAGE_PROFILES, values)}
    *tier${t}.calculatedMegacyclesMultiplicationFactor,
    0)`;
}

const isLaterVersion: Expr = f`OR(
  input.exchangeVersion="2016",input.exchangeVersion="2019",input.exchangeVersion="SE")`;

/**
 * A tier's steps for every version: the active and passive megacycle steps become
 * IF(exchangeVersion is 2016, 2019 or SE, <2016 figure>, <the calculator's 2013 formula>); the CAS
 * megacycles read the 2013 active formula itself, so they are 2013's in every version.
 */
export function versionedTierSteps(t: TierIndex, steps: readonly Step[]): Step[] {
  const active2013 = steps.find((s) => s.key === `tier${t}.megacyclesPerMailboxActive`)!.formula;
  const later: Readonly<Record<string, Expr>> = {
    [`tier${t}.megacyclesPerMailboxActive`]: figure2016(t, MEGACYCLES_2016_ACTIVE),
    [`tier${t}.megacyclesPerMailboxPassive`]: figure2016(t, MEGACYCLES_2016_PASSIVE),
    [`tier${t}.casMegacyclesPerMailbox`]: f`IF(tier${t}.mailboxes<>0,${active2013}*casRatio,0)`,
  };
  return steps.map((s) =>
    s.key in later
      ? {
          ...s,
          formula: f`IF(${isLaterVersion},${later[s.key]},${s.formula})`,
          source: `${s.source}; 2016, 2019, SE: ${SOURCE_2016}`,
          note: NOTE_2016,
        }
      : s
  );
}
