import { Expr, cmp, iff, num } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * One band of the message size factor: messages up to `maxKB` multiply the log count by `factor`.
 */
export interface MessageSizeBand {
  readonly maxKB: number;
  readonly factor: number;
  readonly source: string;
}

/**
 * Table 15, step 3 (seed 000): MSF = 1.0 (AMS <= 75KB), 1.9 (AMS <= 150KB), 3.8 (AMS > 150KB).
 * Section 3.3.1 gives the reason: log files grow by 1.9 when the average message doubles to 150 KB
 * and by 3.8 above 150 KB.
 */
export const MESSAGE_SIZE_BANDS: readonly MessageSizeBand[] = [
  { maxKB: 75, factor: 1.0, source: "seed 000, Table 15, step 3" },
  { maxKB: 150, factor: 1.9, source: "seed 000, Table 15, step 3" },
  { maxKB: Infinity, factor: 3.8, source: "seed 000, Table 15, step 3" },
];

/**
 * Message size factor (MSF).
 *
 * Formula: MSF = 1.0 if AMS <= 75 KB; 1.9 if AMS <= 150 KB; 3.8 above   (seed 000, Table 15, step 3)
 * Units:   AMS KB; result factor
 * Example: AMS 75 KB => 1                         (Table 19 prints 1)
 * Workbook: =IF(ex.AMS<=75,1,IF(ex.AMS<=150,1.9,3.8)), nested IFs over MESSAGE_SIZE_BANDS, the last
 *          band the else.
 */
export const MSF_FORMULA: Expr = MESSAGE_SIZE_BANDS.slice(0, -1).reduceRight<Expr>(
  (otherwise, band) => iff(cmp("AMS", "<=", band.maxKB), band.factor, otherwise),
  num(MESSAGE_SIZE_BANDS[MESSAGE_SIZE_BANDS.length - 1].factor)
);

/** MSF_FORMULA's value. */
export function messageSizeFactor(avgMessageKB: number): number {
  return formulaValue(MSF_FORMULA, { AMS: avgMessageKB }, {}, "MSF");
}
