import { SizingOptions } from "../options";
import { and, eq, iff } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Standalone database overhead (SDBO).
 *
 * Formula: SDBO = 1.2 if DAG not used; 1.0 if DAG used      (seed 000, Table 16, step 2)
 * Units:   factor; copies = 1 means standalone (no DAG)
 * Example: 2 copies => 1.0; 1 copy => 1.2 (option standaloneFactor)
 * Note:    an Exchange 2010 factor. With exchangeVersion 2013, SDBO is 1: seed 003 sizes its one-copy
 *          (standalone) Exchange 2013 design at 0.101 IOPS per mailbox without it (16,000 x 0.101 =
 *          1,616). For a standalone uplift on 2013, raise iopsPerMessage2013 (disagreements.ts).
 */
export const SDBO_FORMULA = iff(
  and(eq("Copies", 1), eq("exchangeVersion", 2010)),
  "standaloneFactor",
  1
);

/** SDBO_FORMULA's value. */
export function standaloneOverhead(
  copies: number,
  options: Pick<SizingOptions, "standaloneFactor" | "exchangeVersion">
): number {
  return formulaValue(SDBO_FORMULA, { Copies: copies }, options, "SDBO");
}
