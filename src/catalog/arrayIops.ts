import type { CatalogRaidLevel } from "../core";
import { EqualLogicModel, modelSpec } from "./equallogicModels";
import { Provenance, source } from "./sources";

/**
 * Seed 000, Table 12 "Recommended Exchange Database IOPS Based on RAID Policy and Array Type", as
 * printed: "Measured Transactional IOPS (a)" per "Model (b)", RAID 50 and RAID 10 columns.
 */
export interface Table12Row {
  readonly model: EqualLogicModel;
  readonly raid50: number;
  readonly raid10: number;
}

/** Seed 000, Table 12, in the paper's order; cells typed from the seed text. */
export const TABLE_12: readonly Table12Row[] = [
  { model: "PS6000XV", raid50: 1745, raid10: 2165 },
  { model: "PS6000X", raid50: 1100, raid10: 1365 },
  { model: "PS6500E", raid50: 1800, raid10: 2400 },
];

/** Table 12's notes, verbatim: they bound where the figures hold. */
export const TABLE_12_NOTES = {
  a: "Transactional IOPS in this table are based on tests run with background database maintenance (up to 4 databases). The values in this table correspond to use of a single EqualLogic PS Series array which is dedicated to hosting Exchange data only. If other applications in the virtual environment share the same array(s) for hosting data, then these values should not be used.",
  b: "SSD drives supported by the EqualLogic PS6000S are not considered due to the reduced IOPS requirement with Exchange Server 2010 as compared to earlier versions, plus cost economics and lower SSD drive capacity levels.",
} as const;

/**
 * The rule for a model Table 13 lists but Table 12 does not measure (the PS6000E and the PS6500X),
 * in the words the README, the docs and the workbook's Notes use.
 */
export const DERIVED_IOPS_RULE =
  'IOPS of a model Table 12 does not measure = the Table 12 IOPS of the measured model with the same drive type and speed, at the same RAID level, divided by that model\'s active drives, times this model\'s active drives (PS6000E from the PS6500E, PS6500X from the PS6000X; 14 active drives in a PS6000, 46 in a PS6500). Founded on seed 000 section 3.1 (an array\'s random IOPS "will depend on the disk drive rotational speeds, the number of drives in the array and the RAID type") and section 2.3 (the 46-drive PS6500E matches the 14-drive PS6000XV "due to the increased drive count").';

/** What the rule leaves out; said wherever the rule is. */
export const DERIVED_IOPS_CAVEAT =
  "It scales with drives only and ignores what does not: the controllers and their network ports (every tested array has dual 4-port 1GbE controllers, Appendix A). Scaling up is therefore not guaranteed: no array in Table 12 reaches the PS6500X's derived 3614 (RAID 50) or 4485 (RAID 10) IOPS. Scaling down (the PS6000E from the PS6500E) does not run into that limit. Validate derived figures with Jetstress, or leave them out of EX.ARRAYFIT with the option derivedIops = 0.";

/** The inputs of the rule for one derived row, so a sheet can recompute it. */
export interface IopsDerivation {
  /** The measured model with the same drive type and speed. */
  readonly sibling: EqualLogicModel;
  /** Its Table 12 IOPS at the same RAID level. */
  readonly siblingIops: number;
  readonly siblingActiveDrives: number;
  /** Active drives of the model the row is for. */
  readonly activeDrives: number;
}

/** IOPS of one model at one RAID level, with its basis and source. */
export interface ArrayIopsRow {
  readonly model: EqualLogicModel;
  readonly raid: CatalogRaidLevel;
  /** Full precision (a derived figure is not rounded). */
  readonly iops: number;
  readonly basis: "measured" | "derived";
  readonly source: Provenance;
  /** Present on derived rows only. */
  readonly derivation?: IopsDerivation;
}

function tableValue(model: EqualLogicModel, raid: CatalogRaidLevel): number {
  const printed = TABLE_12.find((r) => r.model === model);
  if (!printed) throw new Error(`Table 12 has no ${model}`);
  return raid === "RAID 50" ? printed.raid50 : printed.raid10;
}

const MEASURED: readonly ArrayIopsRow[] = TABLE_12.flatMap((printed) =>
  (["RAID 50", "RAID 10"] as const).map((raid): ArrayIopsRow => ({
    model: printed.model,
    raid,
    iops: tableValue(printed.model, raid),
    basis: "measured",
    source: source(
      "000",
      `Table 12, row ${printed.model}, ${raid} column`,
      "Measured transactional IOPS: a single array dedicated to Exchange, background maintenance on up to 4 databases (note a); includes log I/O (section 3.4.1 step 4)"
    ),
  }))
);

function derived(
  model: EqualLogicModel,
  sibling: EqualLogicModel,
  raid: CatalogRaidLevel
): ArrayIopsRow {
  const mine = modelSpec(model);
  const theirs = modelSpec(sibling);
  if (mine.driveType !== theirs.driveType)
    throw new Error(`${model} and ${sibling} differ in drives`);
  const derivation: IopsDerivation = {
    sibling,
    siblingIops: tableValue(sibling, raid),
    siblingActiveDrives: theirs.activeDrives,
    activeDrives: mine.activeDrives,
  };
  return {
    model,
    raid,
    iops: (derivation.siblingIops / derivation.siblingActiveDrives) * derivation.activeDrives,
    basis: "derived",
    source: source(
      "000",
      `derived from Table 12, row ${sibling}, ${raid} column`,
      `${derivation.siblingIops} / ${derivation.siblingActiveDrives} x ${derivation.activeDrives}: ${sibling}'s IOPS per active ${mine.driveType} drive times the ${model}'s ${mine.activeDrives} active drives (sections 2.3 and 3.1: IOPS scale with the drive count at the same drive speed and RAID level)`
    ),
    derivation,
  };
}

/**
 * IOPS per model and RAID level: Table 12's six measured figures, then four derived by
 * DERIVED_IOPS_RULE for the models Table 13 lists and Table 12 does not:
 *   PS6000E RAID 50 = 1800 / 46 x 14 = 547.8260869565...   RAID 10 = 2400 / 46 x 14 = 730.4347826086...
 *   PS6500X RAID 50 = 1100 / 14 x 46 = 3614.285714285...   RAID 10 = 1365 / 14 x 46 = 4485
 * A model's figure holds for every drive size of that model, as section 3.4.2 uses it (the PS6500E's
 * 1800 IOPS, measured with 1TB drives, for a PS6500E with 500GB drives).
 */
export const ARRAY_IOPS: readonly ArrayIopsRow[] = [
  ...MEASURED,
  derived("PS6000E", "PS6500E", "RAID 50"),
  derived("PS6000E", "PS6500E", "RAID 10"),
  derived("PS6500X", "PS6000X", "RAID 50"),
  derived("PS6500X", "PS6000X", "RAID 10"),
];
