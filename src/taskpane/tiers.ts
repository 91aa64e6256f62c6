/**
 * The tier table as data: 1 to 4 tiers of mailboxes (the calculator's Input sheet has four), each
 * with a name and one value per column of tierColumns.ts. Every change returns a new table; the DOM
 * (tierTable.ts) only shows it. No DOM here.
 *
 * Example: addTier(initialTiers()) => tiers "Tier 1" and "Tier 2", the new one with the example
 * workbook's tier 1 values; moveTier(t, id, -1) moves a tier one place up.
 */
import { TIER_COLUMNS, TierColumn } from "./tierColumns";
import { SizingError } from "../core/errors";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { readTypedNumber } from "./numberText";
import { shownNumber } from "./fields";

export const MIN_TIERS = 1;
export const MAX_TIERS = 4;

export interface Tier {
  /** Stable across renames and moves (the DOM keys rows by it). */
  readonly id: number;
  readonly name: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface TierTable {
  readonly tiers: readonly Tier[];
  readonly nextId: number;
}

function defaults(columns: readonly TierColumn[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.key, c.default]));
}

/** "Tier N" with the smallest N no other tier is called. */
function freeName(tiers: readonly Tier[]): string {
  const taken = new Set(tiers.map((t) => t.name.trim().toLowerCase()));
  for (let n = 1; ; n++) if (!taken.has(`tier ${n}`)) return `Tier ${n}`;
}

export function initialTiers(columns: readonly TierColumn[] = TIER_COLUMNS): TierTable {
  return { tiers: [{ id: 1, name: "Tier 1", values: defaults(columns) }], nextId: 2 };
}

export function canAdd(table: TierTable): boolean {
  return table.tiers.length < MAX_TIERS;
}

export function canRemove(table: TierTable): boolean {
  return table.tiers.length > MIN_TIERS;
}

export function addTier(
  table: TierTable,
  columns: readonly TierColumn[] = TIER_COLUMNS
): TierTable {
  if (!canAdd(table)) return table;
  const tier = { id: table.nextId, name: freeName(table.tiers), values: defaults(columns) };
  return { tiers: [...table.tiers, tier], nextId: table.nextId + 1 };
}

export function removeTier(table: TierTable, id: number): TierTable {
  if (!canRemove(table)) return table;
  return { ...table, tiers: table.tiers.filter((t) => t.id !== id) };
}

export function renameTier(table: TierTable, id: number, name: string): TierTable {
  return { ...table, tiers: table.tiers.map((t) => (t.id === id ? { ...t, name } : t)) };
}

export function setTierValue(table: TierTable, id: number, key: string, value: string): TierTable {
  return {
    ...table,
    tiers: table.tiers.map((t) =>
      t.id === id ? { ...t, values: { ...t.values, [key]: value } } : t
    ),
  };
}

/** Moves a tier `by` places (-1 up, +1 down), within the table. */
export function moveTier(table: TierTable, id: number, by: number): TierTable {
  const from = table.tiers.findIndex((t) => t.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= table.tiers.length) return table;
  const tiers = [...table.tiers];
  const [tier] = tiers.splice(from, 1);
  tiers.splice(to, 0, tier);
  return { ...table, tiers };
}

/** The name a tier is read out by: what the user typed, or "Tier N" (its place) when blank. */
export function tierLabel(table: TierTable, id: number): string {
  const index = table.tiers.findIndex((t) => t.id === id);
  const name = table.tiers[index]?.name.trim();
  return name ? name : `Tier ${index + 1}`;
}

/** A cell's accessible name: "Tier 2, mailboxes". */
export function cellLabel(tierName: string, column: TierColumn): string {
  return `${tierName}, ${column.label}`;
}

/** The message for a typed cell, naming the tier and column; undefined when fine. */
export function tierCellMessage(
  tierName: string,
  column: TierColumn,
  text: string,
  locale: string
): string | undefined {
  const name = cellLabel(tierName, column);
  if (column.choices) {
    return column.choices.includes(text)
      ? undefined
      : `${name}: must be one of ${column.choices.join(", ")} (got “${text}”)`;
  }
  const typed = readTypedNumber(text, locale);
  if (typed.kind === "blank") return `${name}: required, ${kindWords(column)}`;
  if (typed.kind === "refused") {
    return typed.why === "not a number"
      ? `${name}: must be ${kindWords(column)} (got “${typed.text}”)`
      : `${name}: “${typed.text}” ${typed.why}`;
  }
  if (column.kind === "int" && !Number.isInteger(typed.value)) {
    return `${name}: must be ${kindWords(column)} (got ${typed.value})`;
  }
  // Then the core's own rule (as `exsize size` checks it), e.g. no negative mailboxes.
  try {
    parseMicrosoftScenario({ method: "microsoft", tiers: [{ [column.key]: typed.value }] });
  } catch (error) {
    if (!(error instanceof SizingError)) throw error;
    const at = `tiers[0].${column.key} `;
    const m = error.message;
    return `${name}: ${m.startsWith(at) ? m.slice(at.length) : m}`;
  }
  return undefined;
}

/** The message for a tier's cell as the table holds it: tierCellMessage under the tier's tierLabel. */
export function cellMessageIn(
  table: TierTable,
  tierId: number,
  column: TierColumn,
  locale: string
): string | undefined {
  const tier = table.tiers.find((t) => t.id === tierId)!;
  return tierCellMessage(tierLabel(table, tierId), column, tier.values[column.key], locale);
}

/**
 * The tiers of a `microsoft` scenario, in table order: each column's text read by its kind, in the
 * units the core's tier inputs take (TIER_INPUTS: numbers for int, num, pct, messages; the text for
 * enabled, yesno and choice). A blank or unreadable number is left out (the core's default); Build
 * checks every cell first (tierCellMessage), so that does not happen there.
 * Example: one tier "Tier 1" with mailboxes "6,000" (en-US) => [{ mailboxes: 6000, ... }].
 */
export function tiersToScenario(
  table: TierTable,
  locale: string,
  columns: readonly TierColumn[] = TIER_COLUMNS
): Record<string, unknown>[] {
  return table.tiers.map((tier) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const text = tier.values[c.key] ?? "";
      if (c.kind === "enabled" || c.kind === "yesno" || c.kind === "choice") {
        out[c.key] = text;
        continue;
      }
      const typed = readTypedNumber(text, locale);
      if (typed.kind === "number") out[c.key] = typed.value;
    }
    return out;
  });
}

/**
 * The table showing a `microsoft` scenario's tiers (what "Open" puts back; tiersToScenario's inverse):
 * numbers as the form shows them in the display language (shownNumber), text values as they are. A
 * key the scenario leaves out stays blank rather than taking a guessed value, so its cell shows
 * "required" until the user types one. The scenario has no tier names: the tiers are "Tier 1" ...
 * Example: [{ mailboxes: 6000, growthPercent: 2.5 }] in de-DE => one tier "Tier 1" with mailboxes
 * "6000" and growthPercent "2,5".
 */
export function tiersFromScenario(
  tiers: readonly Readonly<Record<string, unknown>>[],
  locale: string,
  columns: readonly TierColumn[] = TIER_COLUMNS
): TierTable {
  return {
    tiers: tiers.slice(0, MAX_TIERS).map((tier, i) => ({
      id: i + 1,
      name: `Tier ${i + 1}`,
      values: Object.fromEntries(
        columns.map((c) => {
          const value = tier[c.key];
          const text =
            typeof value === "number"
              ? shownNumber(value, locale)
              : typeof value === "string"
                ? value
                : "";
          return [c.key, text];
        })
      ),
    })),
    nextId: Math.min(tiers.length, MAX_TIERS) + 1,
  };
}

function kindWords(column: TierColumn): string {
  if (column.kind === "int") return "a whole number";
  if (column.kind === "pct") return "a number, in percent (10 for 10%)";
  return "a number";
}
