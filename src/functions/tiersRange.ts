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
  const seen = new Map<string, string>();
  for (const h of rows[0]) if (typeof h === "string" && h.trim() !== "") givenOnce(seen, h, name);
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

/**
 * Each name | value row of a two-column range, in order, as EX.MSDESIGN's environment and EX.SUMMARY's
 * inputs read them: a row with a blank name is skipped; a row whose name is not text, or a range of one
 * column, is refused ("`name` must be two columns: `what`, then its value"); `refuse` may refuse a name
 * (by throwing); a name given twice is refused (givenOnce); a row with a blank value is skipped, its name
 * still counted. `visit` gets the others, the name as typed.
 * Example: [["haCopies", 3], ["", 1], ["dagCount", ""]] visits ("haCopies", 3) only.
 */
export function forEachNameValue(
  rows: readonly (readonly unknown[])[],
  name: string,
  what: string,
  visit: (key: string, value: unknown) => void,
  refuse?: (key: string) => void
): void {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const [key, value] = row;
    if (key === "" || key === null || key === undefined) continue;
    if (typeof key !== "string" || row.length < 2)
      throw new SizingError(name, `${name} must be two columns: ${what}, then its value`);
    refuse?.(key);
    givenOnce(seen, key, name);
    if (value === "" || value === null || value === undefined) continue;
    visit(key, value);
  }
}

/**
 * docs/errors.md rule 8 for a range of names: a name given twice, in any spelling (case, spaces around
 * it), is an error naming both spellings, never "the last one wins": `environment: haCopies is given
 * twice (haCopies, HACOPIES)`. `seen` maps each name read so far (lower case, trimmed) to its spelling.
 */
export function givenOnce(seen: Map<string, string>, key: string, name: string): void {
  const folded = key.trim().toLowerCase();
  const first = seen.get(folded);
  if (first !== undefined)
    throw new SizingError(name, `${name}: ${first} is given twice (${first}, ${key.trim()})`);
  seen.set(folded, key.trim());
}
