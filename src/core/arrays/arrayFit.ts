import { ceilCountAtLeastOne } from "../units";
import { ArrayCandidate } from "./candidate";
import { RaidLevel } from "./raidLevel";

/** What one copy of the databases needs (seed 000, section 3.4.1 steps 2 and 4) and how many copies. */
export interface ArrayRequirement {
  /** Total of the database and log volumes of one copy, GB (step 2; EX.CAPACITY). */
  readonly capacityGB: number;
  /** Database IOPS, DBIOP (Table 16). Log IOPS are not added: Table 12 includes them (step 4). */
  readonly dbIops: number;
  /** Copies of each database; each copy on its own arrays (step 6). */
  readonly copies: number;
}

/** One candidate with its array counts. */
export interface ArrayFit<C extends ArrayCandidate = ArrayCandidate> {
  readonly candidate: C;
  /** ceil(capacityGB / usable GB per array): step 3. */
  readonly arraysForCapacity: number;
  /** ceil(dbIops / IOPS per array): step 4, "add additional arrays of the same model". */
  readonly arraysForIops: number;
  /** The larger of the two: the arrays that hold one copy. */
  readonly arraysPerCopy: number;
  /** arraysPerCopy x copies: step 6, "deploy twice the number of arrays" for two copies. */
  readonly totalArrays: number;
  /** totalArrays x usable GB per array: the capacity bought, the second ranking key. */
  readonly usableGBBought: number;
}

/**
 * Arrays of one candidate that cover a need: ceil(need / per array), at least one (ceilCount rounds
 * the quotient to 9 decimals first, as the workbook's ROUNDUP(ROUND(x, 9), 0) does).
 * Example: ceil(15768 / 19500) = 1; ceil(3000 / 2165) = 2.
 */
export function arraysNeeded(need: number, perArray: number): number {
  return ceilCountAtLeastOne(need / perArray);
}

/** Case-insensitive ordinal comparison, as Excel sorts text: "ps6000e" and "PS6000E" tie. */
function compareText(a: string, b: string): number {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The ranking: fewest total arrays, then the least usable capacity bought (least waste), then model
 * name (in any case); equal rows keep the catalog's order.
 */
export function compareFits(a: ArrayFit, b: ArrayFit): number {
  return (
    a.totalArrays - b.totalArrays ||
    a.usableGBBought - b.usableGBBought ||
    compareText(a.candidate.model, b.candidate.model)
  );
}

/**
 * Seed 000's array selection process (section 3.4.1) over every candidate at once: for each model x
 * drive size x RAID level, the arrays that capacity needs (step 3, Table 13's usable GB), the arrays
 * that database IOPS need (step 4, Table 12's IOPS, which include log I/O), the larger of the two per
 * copy, times the copies (step 6). Rows come back ranked by compareFits.
 *
 * Formula: arrays per copy = max(ceil(capacityGB / usableGB), ceil(dbIops / iops));
 *          total arrays = arrays per copy x copies
 * Units:   GB (vendor GB as Table 13 prints them), IOPS, whole arrays
 * Example: 15768 GB, 900 IOPS, 2 copies, RAID 50: PS6500E with 500GB drives (19500 GB, 1800 IOPS)
 *          needs 1 array for capacity and 1 for IOPS, 2 in all, and ranks first (section 3.4.2:
 *          "Two PS6500 will be needed to support an active and passive copy for each database").
 *
 * `raid` keeps only candidates of that level (step 1); omitted, every level competes. Pure: the
 * candidates (the built-in catalog or a user's) are an input.
 */
export function fitArrays<C extends ArrayCandidate>(
  requirement: ArrayRequirement,
  candidates: readonly C[],
  raid?: RaidLevel
): ArrayFit<C>[] {
  return candidates
    .filter((c) => raid === undefined || c.raid === raid)
    .map((candidate): ArrayFit<C> => {
      const arraysForCapacity = arraysNeeded(requirement.capacityGB, candidate.usableGB);
      const arraysForIops = arraysNeeded(requirement.dbIops, candidate.iops);
      const arraysPerCopy = Math.max(arraysForCapacity, arraysForIops);
      const totalArrays = arraysPerCopy * requirement.copies;
      return {
        candidate,
        arraysForCapacity,
        arraysForIops,
        arraysPerCopy,
        totalArrays,
        usableGBBought: totalArrays * candidate.usableGB,
      };
    })
    .sort(compareFits);
}
