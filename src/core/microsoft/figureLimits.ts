import { SizingError } from "../errors";
import type { Value } from "../formula";
import { NUMBER_LIMITS, shownValue } from "../validation";

/**
 * The last check of an accepted Microsoft design (docs/errors.md rules 1 and 7): no figure of it is an
 * Excel error (#DIV/0!, #NUM!, ...) and every number lies within NUMBER_LIMITS (1e-9 to 1e15, or 0).
 * The input rules (scenario/inputs.ts) refuse every input known to produce one first; this names the
 * input when a combination of accepted inputs still does (coresPerServer 1e15 on 8 servers is 8e15
 * cores), so `exsize size --json`, EX.MSDESIGN and EX.SUMMARY never show such a figure.
 * ExSize's rule, not the calculator's (it shows whatever Excel computes).
 *
 * The input named is the scenario's most extreme number (the farthest from 1 in orders of magnitude)
 * that the user can set, by its scenario key: "input.tier1.mailboxes" is tiers[0].mailboxes.
 * Example: {coresTotal: 8e15} with coresPerServer 1e15 throws "coresTotal 8000000000000000 is too large
 * to show (at most 1000000000000000): coresPerServer 1000000000000000 is too large for this design".
 */
export function checkMicrosoftFigures(
  figures: Readonly<Record<string, unknown>>,
  cells: Readonly<Record<string, Value>>
): void {
  const bad = badAt(figures, undefined);
  if (bad === undefined) return;
  const [place, problem] = bad;
  const key = keyOf(place);
  const input = mostExtremeInput(cells);
  const blame =
    input === undefined
      ? "check the inputs"
      : `${input[0]} ${shownValue(input[1])} is ${Math.abs(input[1]) >= 1 ? "too large" : "too small"} for this design`;
  throw new SizingError(input?.[0] ?? key, `${key} ${problem}: ${blame}`);
}

/** A figure's place in the object: its key, then its parent's place (the key is built only when bad). */
type Place = { readonly key: string | number; readonly parent: Place | undefined } | undefined;

/** "tiers[0].mailboxes" of a place: an index as [i], a key after a dot (none at the top). */
function keyOf(place: Place): string {
  if (place === undefined) return "";
  const up = keyOf(place.parent);
  if (typeof place.key === "number") return `${up}[${place.key}]`;
  return up === "" ? place.key : `${up}.${place.key}`;
}

/** The first figure of `v` (at `place`) that is an Excel error or outside NUMBER_LIMITS, and what is wrong. */
function badAt(v: unknown, place: Place): [Place, string] | undefined {
  if (typeof v === "number") {
    const size = Math.abs(v);
    if (!Number.isFinite(v)) return [place, "is not a finite number"];
    if (size > NUMBER_LIMITS.largest)
      return [place, `${v} is too large to show (at most ${NUMBER_LIMITS.largest})`];
    if (size !== 0 && size < NUMBER_LIMITS.smallest)
      return [place, `${v} is too small to show (0 or at least ${NUMBER_LIMITS.smallest})`];
    return undefined;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = badAt(v[i], { key: i, parent: place });
      if (bad) return bad;
    }
    return undefined;
  }
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length === 1 && entries[0][0] === "error")
      return [place, `has no value (the calculator's formula gives ${String(entries[0][1])})`];
    // A broken rule's or a flag's message is text about the design, not a figure.
    for (const [k, x] of entries) {
      if (k === "message") continue;
      const bad = badAt(x, { key: k, parent: place });
      if (bad) return bad;
    }
  }
  return undefined;
}

/** The scenario key of an input cell: input.tier2.quotaMB is tiers[1].quotaMB, input.haCopies haCopies. */
function scenarioKey(cell: string): string {
  const tier = /^input\.tier(\d)\.(.+)$/.exec(cell);
  if (tier) return `tiers[${Number(tier[1]) - 1}].${tier[2]}`;
  return cell.replace(/^input\./, "");
}

function mostExtremeInput(
  cells: Readonly<Record<string, Value>>
): [key: string, value: number] | undefined {
  let best: [string, number] | undefined;
  let bestDistance = 0;
  for (const [cell, v] of Object.entries(cells)) {
    if (!cell.startsWith("input.") || typeof v !== "number" || v === 0) continue;
    const distance = Math.abs(Math.log10(Math.abs(v)));
    if (distance > bestDistance) {
      best = [scenarioKey(cell), v];
      bestDistance = distance;
    }
  }
  return best;
}
