/**
 * What "Measure from tracking logs" puts into the form, as the user would type it (no DOM here; run in
 * the worker, measureWorker.ts, which sends the pane the table and the profile box's text): the
 * measured tiers into the tier table (tiers.ts) and the hourly profile into the environment's box
 * (replicationProfile.ts). A measured tier sets the columns exsize profile -o writes (mailboxes,
 * messagesPerDay, avgMessageKB, and initialMailboxMB when the mailbox statistics CSV gave sizes), each
 * number as the form shows it in the display language (shownNumber: every digit, so the workbook gets
 * exsize profile's figure); every other column keeps what the tier in that place held (a new tier the
 * example workbook's defaults), and the table gets as many tiers as were measured.
 * Example: a table with "Gold" (quota 4096) and a measurement of 2 tiers => "Gold" with the first tier's
 * mailboxes, messages and size and quota 4096 still, and "Tier 2" with the second's and the defaults.
 */
import { TIER_COLUMNS, TierColumn } from "../tierColumns";
import { TierTable } from "../tiers";
import { shownNumber } from "../fields";
import type { MeasuredTier } from "./measureProtocol";

const MEASURED_KEYS = ["mailboxes", "messagesPerDay", "avgMessageKB", "initialMailboxMB"] as const;

export function measuredTable(
  current: TierTable,
  measured: readonly MeasuredTier[],
  locale: string,
  columns: readonly TierColumn[] = TIER_COLUMNS
): TierTable {
  let nextId = current.nextId;
  const tiers = measured.map((m, i) => {
    const before = current.tiers[i];
    const values: Record<string, string> = before
      ? { ...before.values }
      : Object.fromEntries(columns.map((c) => [c.key, c.default]));
    for (const key of MEASURED_KEYS) {
      const value = m[key];
      if (value !== undefined) values[key] = shownNumber(value, locale);
    }
    return before ? { ...before, values } : { id: nextId++, name: `Tier ${i + 1}`, values };
  });
  return { tiers, nextId };
}
