import type { Step } from "../formula";
import { databaseSteps } from "./databases";
import { orderSteps } from "./evaluate";
import { TierIndex, tierSteps } from "./profile/tierSteps";
import { versionedTierSteps } from "./profile/versions";
import { storageSteps } from "./storage";

const TIERS: readonly TierIndex[] = [1, 2, 3, 4];

/** The calculator cell a step cites ("Storage Design!D48"), to tell one cell computed twice from a clash. */
const cellOf = (s: Step) =>
  /E2013Calcv7\.6, ([A-Za-z ]+![A-Z]+\d+)/.exec(s.source)?.[1] ?? s.source;

/**
 * Every step of the Microsoft method's areas evaluated in one pass, in evaluation order: the four tiers
 * (as the calculator has; their megacycles per Exchange version, profile/versions.ts), the database
 * area, then the storage area (storage/: volumes and disks, which read only the names of the first two).
 * A storage step for a cell the database area already computes (Storage Design!D48) is left out; two
 * steps of one name for different cells are an error. The servers area evaluates its own steps over
 * these values (size.ts).
 */
export function microsoftSteps(): readonly Step[] {
  if (!ordered) {
    const tiers = TIERS.flatMap((t) => versionedTierSteps(t, tierSteps(t)));
    const own = [...tiers, ...databaseSteps()];
    const byKey = new Map(own.map((s) => [s.key, s]));
    const storage = storageSteps().filter((s) => {
      const mine = byKey.get(s.key);
      if (mine && cellOf(mine) !== cellOf(s))
        throw new Error(
          `${s.key} is ${cellOf(mine)} in the database area and ${cellOf(s)} in storage`
        );
      return !mine;
    });
    ordered = orderSteps([...own, ...storage]);
  }
  return ordered;
}
let ordered: readonly Step[] | undefined;
