import { SizingOptions } from "../options";
import { add, mul, sub } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Total log IOPS (LIOPS).
 *
 * Formula: LIOPS = ((DBIOP x 0.5 x 0.5) + (DBIOP x (copies - 1) x 0.1)) x 1.2   (seed 000, Table 17;
 *          0.5 = logWriteRatio, 0.5 = dbWriteShare, 0.1 = copyLogFactor, 1.2 = logIopsOverhead)
 * Units:   IOPS
 * Example: ((900 x 0.5 x 0.5) + (900 x 1 x 0.1)) x 1.2 = (225 + 90) x 1.2 = 378 IOPS
 * Note:    Section 3.4.1 step 4: Table 12's array IOPS already include log I/O, so LIOPS is not added
 *          to DBIOP when choosing arrays; it sizes dedicated log storage.
 */
export const LIOPS_FORMULA = mul(
  add(
    mul("DBIOP", "logWriteRatio", "dbWriteShare"),
    mul("DBIOP", sub("Copies", 1), "copyLogFactor")
  ),
  "logIopsOverhead"
);

/** LIOPS_FORMULA's value. */
export function logIops(
  dbIops: number,
  copies: number,
  options: Pick<
    SizingOptions,
    "logWriteRatio" | "dbWriteShare" | "copyLogFactor" | "logIopsOverhead"
  >
): number {
  return formulaValue(LIOPS_FORMULA, { DBIOP: dbIops, Copies: copies }, options, "LIOPS");
}
