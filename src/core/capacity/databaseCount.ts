import { SizingOptions } from "../options";
import { ceilCountAtLeastOne as wholeCount, div, iff, isblank } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Database count (DB count).
 *
 * Formula: DB count = ceil(DBS / maximum database size)  (seed 000, "Estimating Database Count" after
 *          Table 14, and Table 18: "DBS / max DB size: 11505 / 1024 = ~12")
 * Units:   DBS GB, maxDbSizeGB GB; result whole databases
 * Example: ceil(11504.7 / 1024) = ceil(11.23) = 12     (Table 18 prints 12)
 * Note:    Table 18 writes "~12" for 11.23; rounding down would overfill each database past the maximum,
 *          so ExSize rounds up, as the contract (ceil) says.
 */
export const DB_COUNT_FORMULA = iff(
  isblank("DBCountInput"),
  wholeCount(div("DBS", "maxDbSizeGB")),
  "DBCountInput"
);

/** DB_COUNT_FORMULA's value. */
export function databaseCount(dbsGB: number, options: Pick<SizingOptions, "maxDbSizeGB">): number {
  return formulaValue(DB_COUNT_FORMULA, { DBS: dbsGB, DBCountInput: "" }, options, "DBCount");
}
