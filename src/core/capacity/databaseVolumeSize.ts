import { SizingOptions } from "../options";
import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Database volume size per database (DVS).
 *
 * Formula: DVS = IDBS x 1.1 x 1.2                 (seed 000, Table 14, step 7;
 *          1.1 = contentIndex, 1.2 = volumeOverhead)
 * Units:   GB
 * Example: 958.7 GB x 1.1 x 1.2 = 1265.5 GB       (Table 18 prints 1266 GB)
 * Note:    Table 14 also names offline maintenance (110% of the volume) and recovery databases as
 *          optional extra space; the paper does not include them in DVS and neither does ExSize.
 */
export const DVS_FORMULA = mul("IDBS", "contentIndex", "volumeOverhead");

/** DVS_FORMULA's value. */
export function databaseVolumeSizeGB(
  idbsGB: number,
  options: Pick<SizingOptions, "contentIndex" | "volumeOverhead">
): number {
  return formulaValue(DVS_FORMULA, { IDBS: idbsGB }, options, "DVS");
}
