import type { ArrayCandidate } from "../core";
import { ARRAY_IOPS, ArrayIopsRow } from "./arrayIops";
import { DriveType, EqualLogicModel } from "./equallogicModels";
import { Provenance } from "./sources";
import { USABLE_CAPACITY } from "./usableCapacity";

/**
 * One array EX.ARRAYFIT can choose from the built-in catalog: a Table 13 row (model x drive size x
 * RAID level, usable GB) joined with the model's IOPS at that RAID level (Table 12, or derived).
 */
export interface CatalogCandidate extends ArrayCandidate {
  readonly model: EqualLogicModel;
  readonly drive: string;
  /** Vendor GB (1TB = 1000 GB, as Table 13 computes). */
  readonly driveGB: number;
  readonly driveType: DriveType;
  readonly iopsBasis: "measured" | "derived";
  readonly capacitySource: Provenance;
  readonly iopsSource: Provenance;
}

function iopsOf(model: EqualLogicModel, raid: string): ArrayIopsRow {
  const row = ARRAY_IOPS.find((r) => r.model === model && r.raid === raid);
  if (!row) throw new Error(`no IOPS for ${model} ${raid}`);
  return row;
}

/**
 * The built-in catalog, in Table 13's order: 28 candidates (14 model x drive rows, each in RAID 50 and
 * RAID 10). Every Table 13 model has an IOPS row, measured or derived.
 */
export const ARRAY_CANDIDATES: readonly CatalogCandidate[] = USABLE_CAPACITY.map((capacity) => {
  const iops = iopsOf(capacity.model, capacity.raid);
  return {
    model: capacity.model,
    drive: capacity.drive,
    driveGB: capacity.driveGB,
    driveType: capacity.driveType,
    raid: capacity.raid,
    usableGB: capacity.usableGB,
    iops: iops.iops,
    iopsBasis: iops.basis,
    capacitySource: capacity.source,
    iopsSource: iops.source,
  };
});
