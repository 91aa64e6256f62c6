import { SizingOptions } from "../options";

/**
 * Standalone database overhead (SDBO).
 *
 * Formula: SDBO = 1.2 if DAG not used; 1.0 if DAG used      (seed 000, Table 16, step 2)
 * Units:   factor; copies = 1 means standalone (no DAG)
 * Example: 2 copies => 1.0; 1 copy => 1.2 (option standaloneFactor)
 */
export function standaloneOverhead(
  copies: number,
  options: Pick<SizingOptions, "standaloneFactor">
): number {
  return copies === 1 ? options.standaloneFactor : 1;
}
