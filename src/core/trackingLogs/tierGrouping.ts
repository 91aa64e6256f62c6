import { SizingError } from "../errors";

/**
 * The calculator's message profiles: Input!C57 (and each tier's) takes "50 messages" to "500 messages"
 * in steps of 50 (E2013Calcv7.6, its drop-down; ExSize's `messages` input kind in
 * microsoft/scenario/inputs.ts) and it sizes at most 4 tiers (Input rows 55-90).
 */
export const CALCULATOR_PROFILES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500] as const;
export const CALCULATOR_MAX_TIERS = 4;

export type SnapRule = "up" | "nearest";

/**
 * A mailbox's measured messages a day snapped to a calculator profile.
 * Rule (ExSize's, the safe choice by default): "up", the smallest profile at or above the measured
 * figure (a mailbox is never sized for less traffic than it had); "nearest" (--snap nearest), the nearest
 * profile, halves up. Below 50 is 50 (the smallest the calculator offers, also for mailboxes with no
 * traffic); above 500 is 500 (the largest: such mailboxes are sized for less than they had, and the
 * report says how many).
 * Example: snapProfile(151, "up") => 200; snapProfile(151, "nearest") => 150; snapProfile(0, "up") => 50.
 */
export function snapProfile(messagesPerDay: number, rule: SnapRule): number {
  const steps = messagesPerDay / 50;
  // 1e-9 keeps a figure such as 100.00000000000001 (a division's rounding) at 100
  const k = rule === "up" ? Math.ceil(steps - 1e-9) : Math.floor(steps + 0.5);
  return Math.min(500, Math.max(50, k * 50));
}

/** The profiles the tiers take: for each snapped profile present, the tier profile it is sized at. */
export interface TierPlan {
  /** Each tier's profile, lightest first. */
  readonly profiles: readonly number[];
  /** Snapped profile => the tier profile it is sized at. */
  readonly tierOf: ReadonlyMap<number, number>;
  /** Extra messages a day the merging adds over all mailboxes (0 when nothing is merged). */
  readonly addedMessagesPerDay: number;
}

/**
 * Groups mailboxes by snapped profile into at most `maxTiers` tiers. When there are more distinct
 * profiles than tiers, neighbouring profiles are merged and a merged tier takes the highest profile of
 * its group (never less than any of its mailboxes); of all such groupings, the one that adds the fewest
 * messages a day over all mailboxes (sum of mailboxes x (tier profile - snapped profile)) is chosen,
 * exactly (dynamic programming over the at most 10 profiles), ties to the grouping whose lighter tiers
 * end earlier.
 * Example: 100 mailboxes at 50, 10 at 100, 100 at 150, 5 at 500, 3 tiers => 50 | 100+150 => 150 | 500
 * (adds 10 x 50 = 500 messages a day; merging 50 and 100 would add 100 x 50).
 */
export function groupTiers(counts: ReadonlyMap<number, number>, maxTiers: number): TierPlan {
  if (!Number.isInteger(maxTiers) || maxTiers < 1 || maxTiers > CALCULATOR_MAX_TIERS)
    throw new SizingError(
      "--tiers",
      `--tiers must be a whole number from 1 to ${CALCULATOR_MAX_TIERS}, the calculator's tiers (got ${maxTiers})`
    );
  const ps = [...counts.keys()].sort((a, b) => a - b);
  const k = ps.length;
  const n = (j: number) => counts.get(ps[j])!;
  // cost(i, j): the profiles i..j as one tier at ps[j]
  const cost = (i: number, j: number) => {
    let c = 0;
    for (let x = i; x <= j; x++) c += n(x) * (ps[j] - ps[x]);
    return c;
  };
  // best[t][j]: the least cost of profiles 0..j in t tiers; from[t][j] where the last tier starts
  const T = Math.min(maxTiers, k);
  const best: number[][] = [];
  const from: number[][] = [];
  for (let t = 1; t <= T; t++) {
    best[t] = [];
    from[t] = [];
    for (let j = 0; j < k; j++) {
      if (t === 1) {
        best[t][j] = cost(0, j);
        from[t][j] = 0;
        continue;
      }
      best[t][j] = Infinity;
      for (let s = t - 1; s <= j; s++) {
        const c = best[t - 1][s - 1] + cost(s, j);
        if (c < best[t][j]) {
          best[t][j] = c;
          from[t][j] = s;
        }
      }
    }
  }
  const profiles: number[] = [];
  const tierOf = new Map<number, number>();
  let j = k - 1;
  for (let t = T; t >= 1 && j >= 0; t--) {
    const s = from[t][j];
    profiles.unshift(ps[j]);
    for (let x = s; x <= j; x++) tierOf.set(ps[x], ps[j]);
    j = s - 1;
  }
  return { profiles, tierOf, addedMessagesPerDay: k ? best[T][k - 1] : 0 };
}
