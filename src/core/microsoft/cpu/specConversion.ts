/**
 * SPECrate2017_int_base -> SPECint_rate2006, the figure the calculator asks for (E2013Calcv7.6, Input!D131:D133,
 * "SPECint2006 Rate Value"). Derived by ExSize: Microsoft publishes no conversion.
 *
 * Rule: SPECint_rate2006 = factor x SPECrate2017_int_base, the factor by processor family:
 * - Intel Xeon: 9.711, the median over the 40 Intel Xeon Scalable 1st generation ("Skylake-SP") processors
 *   that have both a CINT2006rate base result (Cisco UCS C240 M5, 2 chips, Jul-Dec 2017) and CINT2017rate
 *   base results: ratio = CINT2006rate base / median CINT2017rate base of the same processor, chips and
 *   cores, all vendors. Range 9.333 (Xeon Gold 5118, 5120) to 10.443 (Xeon Gold 6146). Peak 2006 over base
 *   2017 has median 10.245 (9.889-11.013): the base/base factor is the lower, so it does not overstate a
 *   server's CPU (it overstates its utilization at worst); the peak reading lies inside the range's upper
 *   half. Source: ../shared/references/spec-cpu/ (ratio_table.csv, cint2006rate_extract.csv from
 *   hpides/server-buy-advisor, cint2017rate-results.csv from fjacquet/spec-search), reproduced by
 *   tests/golden/spec-conversion.test.ts from copies of those files.
 * - AMD EPYC: 8.01, the median of the only published pairs, AMD EPYC 7601 (Naples), one chip:
 *   1070 / 131 = 8.168 and 1060 / 135 = 7.852 (danchitnis/uptrends, as spec-cpu/README.md cites them);
 *   range 7.852 to 8.168. The factor depends on the architecture: AMD's is about 17 % below Intel's.
 * Every processor after 2018 has no CPU2006 result: its converted figure is an extrapolation of the
 * family's factor, shown with its range (the CPU figures at the low and the high factor).
 * Units: SPEC rate scores per server (all its chips), unitless.
 * Example: an Intel server of SPECrate2017_int_base 400 -> 400 x 9.711 = 3884.4 SPECint_rate2006
 *   (range 3733.2 to 4177.2).
 */
export type ProcessorFamily = "Intel" | "AMD";
export const PROCESSOR_FAMILIES: readonly ProcessorFamily[] = ["Intel", "AMD"];

export interface SpecConversionFactor {
  /** SPECint_rate2006 per SPECrate2017_int_base: the median, the lowest and the highest pair. */
  readonly factor: number;
  readonly low: number;
  readonly high: number;
  /** How many published pairs the factor rests on. */
  readonly pairs: number;
  readonly source: string;
}

const SPEC_CPU = "ExSize's derivation from ../shared/references/spec-cpu/";

export const SPEC_CONVERSION: Readonly<Record<ProcessorFamily, SpecConversionFactor>> = {
  Intel: {
    factor: 9.711,
    low: 9.333,
    high: 10.443,
    pairs: 40,
    source: `${SPEC_CPU} ratio_table.csv: median CINT2006rate base / median CINT2017rate base over 40 Intel Xeon Scalable (Skylake-SP) processors, 2 chips (derived)`,
  },
  AMD: {
    factor: 8.01,
    low: 7.852,
    high: 8.168,
    pairs: 2,
    source: `${SPEC_CPU} README.md: AMD EPYC 7601 (Naples), 1070/131 and 1060/135 from danchitnis/uptrends (derived)`,
  },
};

export type ConversionEnd = "central" | "low" | "high";

/** The family a processor name belongs to: AMD for "AMD ...", else Intel (Exchange runs on x64 only). */
export function familyOf(processor: string): ProcessorFamily {
  return /^\s*AMD\b/i.test(processor) ? "AMD" : "Intel";
}

/** SPECint_rate2006 from SPECrate2017_int_base by the family's factor (its median, or an end of its range). */
export function specIntRate2006From2017(
  base2017: number,
  family: ProcessorFamily,
  end: ConversionEnd = "central"
): number {
  const c = SPEC_CONVERSION[family];
  return base2017 * (end === "low" ? c.low : end === "high" ? c.high : c.factor);
}

/** The rule in one sentence, as the report and the docs say it. */
export function conversionRule(family: ProcessorFamily): string {
  const c = SPEC_CONVERSION[family];
  return `SPECint_rate2006 = ${c.factor} x SPECrate2017_int_base for ${family === "Intel" ? "Intel Xeon" : "AMD EPYC"} (range ${c.low}-${c.high}, ${c.pairs} published pairs; derived by ExSize, no Microsoft source)`;
}
