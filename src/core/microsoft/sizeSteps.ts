import type { Step } from "../formula";
import { databaseSteps } from "./databases";
import { orderSteps } from "./evaluate";
import { TierIndex, tierSteps } from "./profile/tierSteps";
import { versionedTierSteps } from "./profile/versions";

const TIERS: readonly TierIndex[] = [1, 2, 3, 4];

/**
 * Every step of the Microsoft method's areas, in evaluation order: the four tiers (as the calculator
 * has; their megacycles per Exchange version, profile/versions.ts) and the database area.
 */
export function microsoftSteps(): readonly Step[] {
  if (!ordered) {
    const tiers = TIERS.flatMap((t) => versionedTierSteps(t, tierSteps(t)));
    ordered = orderSteps([...tiers, ...databaseSteps()]);
  }
  return ordered;
}
let ordered: readonly Step[] | undefined;
