import type { CpuConversion } from "../scenario/parse";
import { SPEC_CONVERSION, conversionRule } from "./specConversion";

/**
 * The range of every figure that depends on a converted CPU (issue 30): the design sized again at the
 * conversion's lowest and highest factor (cpu/specConversion.ts), each numeric figure that differs
 * between the two shown with its value and both ends, lowest first.
 * Example: a 2019 design on servers of SPECrate2017_int_base 200 (Intel): CPU in the worst failure
 * 61 % at 9.711, 57 % at 10.443 and 64 % at 9.333 -> {"cpuUtilizationPercent.worstFailure":
 * {"value": 61, "low": 57, "high": 64}, ...}.
 */
export interface FigureRange {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface CpuConversionResult {
  /** Each SPECrate2017_int_base key and the SPECint_rate2006 it became, with its range. */
  readonly servers: readonly (Omit<CpuConversion, "specIntRate2006"> & {
    readonly specIntRate2006: FigureRange;
    readonly rule: string;
    readonly source: string;
  })[];
  /** Every figure the conversion moves, by its --json path ("cpuUtilizationPercent.worstFailure"). */
  readonly figures: Readonly<Record<string, FigureRange>>;
  readonly derived: string;
}

function leaves(o: unknown, path: string, into: Map<string, number>): void {
  if (typeof o === "number") into.set(path, o);
  else if (o !== null && typeof o === "object" && !Array.isArray(o))
    for (const [k, v] of Object.entries(o)) leaves(v, path ? `${path}.${k}` : k, into);
}

/** The figures of `central` that differ between the sizings at the low and the high factor. */
export function cpuConversionResult(
  conversions: readonly CpuConversion[],
  central: Record<string, unknown>,
  atLow: Record<string, unknown>,
  atHigh: Record<string, unknown>
): CpuConversionResult {
  const [c, l, h] = [central, atLow, atHigh].map((s) => {
    const m = new Map<string, number>();
    for (const [k, v] of Object.entries(s)) if (k !== "verdict" && k !== "tiers") leaves(v, k, m);
    return m;
  });
  const figures: Record<string, FigureRange> = {};
  for (const [path, value] of c) {
    const a = l.get(path);
    const b = h.get(path);
    if (a === undefined || b === undefined || a === b) continue;
    figures[path] = { value, low: Math.min(a, b), high: Math.max(a, b) };
  }
  return {
    servers: conversions.map((cv) => {
      const f = SPEC_CONVERSION[cv.family];
      return {
        ...cv,
        specIntRate2006: {
          value: cv.specIntRate2006,
          low: cv.specRate2017IntBase * f.low,
          high: cv.specRate2017IntBase * f.high,
        },
        rule: conversionRule(cv.family),
        source: f.source,
      };
    }),
    figures,
    derived:
      "SPECint_rate2006 converted from SPECrate2017_int_base by ExSize's rule (derived, not Microsoft's); each figure that depends on it is shown at the rule's lowest and highest factor too.",
  };
}
