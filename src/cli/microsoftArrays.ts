import { ARRAY_CANDIDATES } from "../catalog";
import { fitArrays } from "../core/arrays/arrayFit";
import { microsoftArrayRequirement } from "../core/microsoft/arrays/arraySteps";
import { DEFAULT_OPTIONS } from "../core/options";
import { microsoftValues } from "./microsoftValues";

/** How many ranked fits `exsize size` reports (the whole ranking is EX.ARRAYFIT's). */
export const ARRAY_FITS_SHOWN = 5;

export interface MicrosoftArrays {
  /** One copy of every database (docs/microsoft-arrays.md): GB, database IOPS, copies. */
  readonly capacityGBPerCopy: number;
  readonly dbIopsPerCopy: number;
  readonly copies: number;
  /** The best fits of seed 000's array selection (section 3.4.1) over the built-in catalog. */
  readonly fits: readonly {
    readonly model: string;
    readonly drive: string;
    readonly raid: string;
    readonly usableGB: number;
    readonly iops: number;
    readonly iopsBasis: string;
    readonly arraysForCapacity: number;
    readonly arraysForIops: number;
    readonly arraysPerCopy: number;
    readonly totalArrays: number;
  }[];
}

/**
 * `exsize size`'s `arrays` for a Microsoft design: null unless its storage is RAID (Role Requirements!
 * C258), else seed 000's array fit of the design's per-copy requirement over the built-in catalog, with
 * the default options (derivedIops: candidates with derived IOPS as the Dell method admits them).
 * Example: the storage golden "raid-restore-volume" needs 21211.8 GB and 2 copies per copy of its 24
 * databases.
 */
export function microsoftArrays(json: unknown): MicrosoftArrays | null {
  const requirement = microsoftArrayRequirement(microsoftValues(json));
  if (requirement === null) return null;
  const usable = ARRAY_CANDIDATES.filter(
    (c) => DEFAULT_OPTIONS.derivedIops === 1 || c.iopsBasis !== "derived"
  );
  const fits = fitArrays(requirement, usable).slice(0, ARRAY_FITS_SHOWN);
  return {
    capacityGBPerCopy: requirement.capacityGB,
    dbIopsPerCopy: requirement.dbIops,
    copies: requirement.copies,
    fits: fits.map((f) => ({
      model: f.candidate.model,
      drive: f.candidate.drive,
      raid: f.candidate.raid,
      usableGB: f.candidate.usableGB,
      iops: f.candidate.iops,
      iopsBasis: f.candidate.iopsBasis,
      arraysForCapacity: f.arraysForCapacity,
      arraysForIops: f.arraysForIops,
      arraysPerCopy: f.arraysPerCopy,
      totalArrays: f.totalArrays,
    })),
  };
}
