import { div, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";

/** SPECint_rate2006 per core: specIntRate / specIntCores (seed 003: 1120 / 16 = 70). */
export const SPECINT_PER_CORE_FORMULA = div("specIntRate", "specIntCores");

/**
 * Adjusted megacycles per core of the server's CPU.
 *
 * Formula: SPECint_rate2006 / cores x MHz / 18.75
 *          (seed 003, Processor Core Requirements: "AMD Opteron 6380, 2.5 GHz, 16 cores -
 *          SPECint_rate2006 = 1120", "a SPECint2006 rating of 70 per core", "the adjusted megacycles
 *          per core for our example CPU are (70 * 2500 / 18.75 =) 9,333"; 18.75 = option
 *          baselineSpecIntPerCore, the per-core SPECint of the baseline platform)
 * Note:    seed 003 multiplies by its own CPU's 2500 MHz. Microsoft's method, which it follows (not a
 *          seed), multiplies by the baseline platform's MHz instead (3333 for the Exchange 2010
 *          baseline whose per-core figure is 18.75): 70 x 3333 / 18.75 = 12,443. Seed 003's reading
 *          gives fewer megacycles per core, hence more cores: the safe one. Type cpuMHz 3333 for the
 *          other (src/core/disagreements.ts).
 * Units:   SPECint_rate2006 (whole server), cores, MHz => megacycles per core
 * Example: 1120 / 16 = 70; 70 x 2500 / 18.75 = 9,333.3 (printed 9,333)
 */
export const CORE_MEGACYCLES_FORMULA = div(
  mul("specIntPerCore", "cpuMHz"),
  "baselineSpecIntPerCore"
);

/** CORE_MEGACYCLES_FORMULA's value. */
export function coreMegacycles(
  specIntRate: number,
  specIntCores: number,
  cpuMHz: number,
  options: Pick<SizingOptions, "baselineSpecIntPerCore">
): number {
  const perCore = formulaValue(
    SPECINT_PER_CORE_FORMULA,
    { specIntRate, specIntCores },
    {},
    "specIntPerCore"
  );
  const values = { specIntPerCore: perCore, cpuMHz };
  return formulaValue(CORE_MEGACYCLES_FORMULA, values, options, "coreMegacycles");
}
