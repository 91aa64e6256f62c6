import { SizingError, shownValue } from "../core";

/**
 * A tiers range, as EX.MSDESIGN and EX.SUMMARY read it: a header row of the Microsoft method's tier
 * input names (mscalc.py's names: mailboxes, messagesPerDay, ...), then one row per tier. A blank
 * cell keeps the calculator example's value for that input; a blank row is no tier. The names and
 * values are checked later, by the scenario's rules (src/core/microsoft/scenario/parse.ts).
 *
 * Example: [["mailboxes", "messagesPerDay"], [16000, 150], ["", ""]] -> [{ mailboxes: 16000,
 * messagesPerDay: 150 }].
 *
 * Its own module, not part of declarations/microsoft.ts, so that EX.SUMMARY's lazy chunk does not carry
 * the EX.MS* declarations (npm run bench: onFirstCallJsGzKB).
 */
export function readTiers(
  rows: readonly (readonly unknown[])[],
  name: string
): Record<string, unknown>[] {
  if (rows.length < 2)
    throw new SizingError(
      name,
      `${name} must be a header row of tier input names, then one row per tier`
    );
  const header = rows[0].map((h) => (typeof h === "string" ? h.trim() : h));
  const tiers = rows
    .slice(1)
    .filter((r) => r.some((c) => c !== "" && c !== null && c !== undefined));
  return tiers.map((row) => {
    const tier: Record<string, unknown> = {};
    header.forEach((h, i) => {
      const v = row[i];
      if (h === "" || h === null || v === "" || v === null || v === undefined) return;
      if (typeof h !== "string")
        throw new SizingError(
          name,
          `${name}'s header must be tier input names (got ${shownValue(h)})`
        );
      tier[h] = v;
    });
    return tier;
  });
}
