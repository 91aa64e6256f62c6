import type { CpuConversionResult } from "../core/microsoft/cpu/cpuRange";
import { ProcessorEntry, findProcessor } from "../catalog/processors";
import { formatFigure } from "./format";
import { ReportSection } from "./report";
import { row } from "./reportRow";

/** A percentage as the report's headline says it: whole per cent. */
const pct = (x: number) => String(Math.round(x));

/**
 * The headline of a converted CPU (issue 30), e.g. "CPU in the worst failure 61 % (57-66 % over the
 * conversion's range)"; undefined when the design has no worst-failure CPU.
 */
export function cpuRangeHeadline(c: CpuConversionResult): string | undefined {
  const w = c.figures["cpuUtilizationPercent.worstFailure"];
  if (!w) return undefined;
  return `CPU in the worst failure ${pct(w.value)} % (${pct(w.low)}-${pct(w.high)} % over the conversion's range)`;
}

/**
 * The report's section of a CPU given as SPECrate2017_int_base: each server's converted SPECint_rate2006
 * and every figure the conversion moves, at the rule's median factor and at its two ends (cpuRange.ts).
 */
export function cpuConversionSection(c: CpuConversionResult): ReportSection {
  const headline = cpuRangeHeadline(c);
  return {
    title: "CPU converted from SPECrate2017_int_base (derived by ExSize; not a Microsoft figure)",
    columns: ["Value", "Low", "High"],
    rows: [
      ...c.servers.map((s) =>
        row(
          `SPECint_rate2006 from ${s.key} ${formatFigure(s.specRate2017IntBase).display}${s.processor ? ` (${s.processor})` : ""}, ${s.family}`,
          [s.specIntRate2006.value, s.specIntRate2006.low, s.specIntRate2006.high],
          "SPECint_rate2006",
          s.sets
        )
      ),
      ...Object.entries(c.figures).map(([path, f]) =>
        row(path, [f.value, f.low, f.high], path.startsWith("cpuUtilization") ? "%" : "", path)
      ),
    ],
    notes: [
      ...(headline ? [`${headline}.`] : []),
      ...c.servers.flatMap((s) => {
        const e = catalogEntryOf(s);
        return e ? [`${s.key}: ${catalogSentence(e)}`] : [];
      }),
      ...[...new Set(c.servers.map((s) => `${s.rule}. Source: ${s.source}.`))],
      c.derived,
    ],
  };
}

/** The catalog row of a converted server given by processor model (the sockets from its chips). */
function catalogEntryOf(s: CpuConversionResult["servers"][number]): ProcessorEntry | undefined {
  if (!s.processor) return undefined;
  try {
    const rows = [1, 2].map((chips) => {
      try {
        return findProcessor(s.processor!, chips);
      } catch {
        return undefined;
      }
    });
    return rows.find((r) => r?.specRate2017IntBase === s.specRate2017IntBase);
  } catch {
    return undefined;
  }
}

/** A catalog row's provenance in words. */
export function catalogSentence(e: ProcessorEntry): string {
  return `${e.processor} x ${e.chips}: SPECrate2017_int_base ${e.specRate2017IntBase}, the median of ${e.results} published result(s) (${e.lowest}-${e.highest}), ${e.cores} cores; e.g. ${e.disclosure} (${e.published}). Source: ${e.source}.`;
}

/** The --json object with each converted server's catalog row beside it (size --json). */
export function withCatalogRows(sizing: Record<string, unknown>): Record<string, unknown> {
  const c = sizing.cpuConversion as CpuConversionResult | undefined;
  if (!c) return sizing;
  return {
    ...sizing,
    cpuConversion: {
      ...c,
      servers: c.servers.map((s) => {
        const e = catalogEntryOf(s);
        return e ? { ...s, catalog: e } : s;
      }),
    },
  };
}
