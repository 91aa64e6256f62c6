import { shownValue } from "../validation";
import { SizingError } from "../errors";

/**
 * The RAID levels an EqualLogic PS Series array supports: "PS arrays support various RAID levels that
 * include RAID 5, RAID 50, RAID 10 and RAID 6" (seed 000, section 3.1.3). Tables 12 and 13 catalog
 * RAID 50 and RAID 10 only; the other two are known levels a consultant's own catalog may hold.
 */
export const RAID_LEVELS = ["RAID 50", "RAID 10", "RAID 5", "RAID 6"] as const;
export type RaidLevel = (typeof RAID_LEVELS)[number];

/** The two levels of seed 000's Tables 12 and 13 (and of section 3.4.1 step 1: "RAID 50 or 10"). */
export type CatalogRaidLevel = "RAID 50" | "RAID 10";

/** How the message describes a valid RAID level. */
export const RAID_RULE_TEXT = `a RAID level: ${RAID_LEVELS.slice(0, -1).join(", ")} or ${RAID_LEVELS[RAID_LEVELS.length - 1]} (written "RAID 50" or "50", any case)`;

/**
 * Reads a RAID level as a consultant types it: "RAID 50", "raid50", "50" (or the number 50), in any case.
 * Throws a SizingError naming `argument` for anything else, e.g. "RAID 7" or "fifty".
 * Example: parseRaidLevel("raid 10", "raid") = "RAID 10".
 */
export function parseRaidLevel(text: string, argument: string): RaidLevel {
  const match = /^\s*(?:raid\s*-?\s*)?(\d+)\s*$/i.exec(text);
  const level = match ? `RAID ${Number(match[1])}` : undefined;
  const known = RAID_LEVELS.find((r) => r === level);
  if (!known) {
    throw new SizingError(
      argument,
      `${argument} must be ${RAID_RULE_TEXT} (got ${shownValue(text)})`
    );
  }
  return known;
}
