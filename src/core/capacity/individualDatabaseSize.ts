import { div } from "../formula/expr";
import { formulaValue } from "../formula/step";
/**
 * Individual database size (IDBS).
 *
 * Formula: IDBS = DBS / DB count                  (seed 000, Table 14, step 6)
 * Units:   GB
 * Example: 11504.7 GB / 12 = 958.7 GB             (Table 18 prints 959 GB)
 */
export const IDBS_FORMULA = div("DBS", "DBCount");

/** IDBS_FORMULA's value. */
export function individualDatabaseSizeGB(dbsGB: number, dbCount: number): number {
  return formulaValue(IDBS_FORMULA, { DBS: dbsGB, DBCount: dbCount }, {}, "IDBS");
}
