import { SizingOptions } from "../options";
import { ArrayRequirement, fitArrays } from "./arrayFit";
import { ArrayCandidate } from "./candidate";
import { RaidLevel } from "./raidLevel";

/** The columns of EX.ARRAYFIT, in order. */
export const ARRAY_FIT_COLUMNS = [
  "Model",
  "Drive",
  "RAID",
  "Usable GB",
  "IOPS",
  "IOPS basis",
  "Arrays for capacity",
  "Arrays for IOPS",
  "Arrays per copy",
  "Total arrays",
] as const;

export type ArrayFitCell = string | number;

function levels(candidates: readonly ArrayCandidate[]): string {
  return [...new Set(candidates.map((c) => c.raid))].join(", ");
}

/** Why no candidate is left: no row of the RAID level, or only derived ones with derivedIops = 0. */
function nothingFits(candidates: readonly ArrayCandidate[], raid: RaidLevel | undefined): string {
  const ofLevel = candidates.filter((c) => raid === undefined || c.raid === raid);
  if (ofLevel.length === 0) {
    return `No array in the catalog has ${raid} (it has ${levels(candidates)}).`;
  }
  return `No array in the catalog has ${raid ?? "any RAID level"} with measured IOPS: derivedIops = 0 leaves out the derived rows.`;
}

/**
 * EX.ARRAYFIT's table: a header row (ARRAY_FIT_COLUMNS), then one row per candidate ranked by
 * fitArrays (seed 000, section 3.4.1). With the option derivedIops = 0, candidates whose IOPS are
 * derived are left out. When no candidate is left (no row of that RAID level), the table is the
 * header and one row of explanation, not an error: blank cells are "".
 * Example: 15768 GB, 900 IOPS, 2 copies, RAID 50 over the built-in catalog: first row
 *          PS6500E | 500GB | RAID 50 | 19500 | 1800 | measured | 1 | 1 | 1 | 2   (section 3.4.2)
 */
export function arrayFitTable(
  requirement: ArrayRequirement,
  candidates: readonly ArrayCandidate[],
  raid: RaidLevel | undefined,
  options: Pick<SizingOptions, "derivedIops">
): ArrayFitCell[][] {
  const usable = candidates.filter((c) => options.derivedIops === 1 || c.iopsBasis !== "derived");
  const fits = fitArrays(requirement, usable, raid);
  const header: ArrayFitCell[] = [...ARRAY_FIT_COLUMNS];
  if (fits.length === 0) {
    const blanks = ARRAY_FIT_COLUMNS.slice(1).map(() => "");
    return [header, [nothingFits(candidates, raid), ...blanks]];
  }
  return [
    header,
    ...fits.map((f) => [
      f.candidate.model,
      f.candidate.drive,
      f.candidate.raid,
      f.candidate.usableGB,
      f.candidate.iops,
      f.candidate.iopsBasis,
      f.arraysForCapacity,
      f.arraysForIops,
      f.arraysPerCopy,
      f.totalArrays,
    ]),
  ];
}
