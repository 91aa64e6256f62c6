import {
  ARRAY_CANDIDATES,
  ARRAY_IOPS,
  ArrayIopsRow,
  EQUALLOGIC_MODELS,
  EqualLogicModel,
} from "../catalog";
import { RaidLevel, SizingError, shownValue } from "../core";

const MODELS = EQUALLOGIC_MODELS.map((m) => m.model);
const CATALOG_LEVELS = [...new Set(ARRAY_CANDIDATES.map((c) => c.raid))];

/** A model of the built-in catalog, in any case; throws a SizingError naming the argument otherwise. */
export function parseModel(text: string, name: string): EqualLogicModel {
  const model = MODELS.find((m) => m === text.toUpperCase().replace(/\s+/g, ""));
  if (!model) {
    throw new SizingError(
      name,
      `${name} must be a model of seed 000's Tables 12-13: ${MODELS.join(", ")} (got ${shownValue(text)})`
    );
  }
  return model;
}

function checkCatalogLevel(raid: RaidLevel): void {
  if (!CATALOG_LEVELS.includes(raid)) {
    throw new SizingError(
      "raid",
      `raid: Tables 12 and 13 give ${CATALOG_LEVELS.join(" and ")} only (got ${raid})`
    );
  }
}

/**
 * Usable GB of one array of `model` with `driveGB` drives in `raid` (seed 000, Table 13).
 * Example: PS6500E, 500 GB drives, RAID 50 = 19500 GB.
 */
export function lookupUsableGB(model: EqualLogicModel, driveGB: number, raid: RaidLevel): number {
  checkCatalogLevel(raid);
  const ofModel = ARRAY_CANDIDATES.filter((c) => c.model === model && c.raid === raid);
  const row = ofModel.find((c) => c.driveGB === driveGB);
  if (!row) {
    throw new SizingError(
      "drive",
      `drive: Table 13 lists the ${model} with ${ofModel.map((c) => c.drive).join(", ")} drives (got ${driveGB} GB)`
    );
  }
  return row.usableGB;
}

/**
 * IOPS of one array of `model` in `raid`: seed 000, Table 12 (measured), or derived for the PS6000E
 * and PS6500X (DERIVED_IOPS_RULE). Example: PS6500E RAID 50 = 1800, measured.
 */
export function lookupIops(model: EqualLogicModel, raid: RaidLevel): ArrayIopsRow {
  checkCatalogLevel(raid);
  const row = ARRAY_IOPS.find((r) => r.model === model && r.raid === raid);
  if (!row) throw new SizingError("model", `model: no IOPS for the ${model} in ${raid}`);
  return row;
}
