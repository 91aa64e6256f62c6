import {
  ProcessorEntry,
  PROCESSOR_ROLES,
  entryOf,
  findProcessorIn,
  resolveProcessorModelsIn,
} from "./processorModels";
import { PROCESSOR_ROWS } from "./processorRows";

export { PROCESSOR_CATALOG_SOURCE } from "./processorModels";
export type { ProcessorEntry } from "./processorModels";

/**
 * ExSize's processor catalog (issue 30): for each Intel Xeon and AMD EPYC model and chip count (1 or 2), the
 * median of its published SPEC CPU2017 CINT2017rate base results, how many there are, their lowest and
 * highest, the cores and threads per core, and the disclosure of the result nearest the median.
 * Provenance of every row: SPEC's published results (spec.org), the dump in fjacquet/spec-search at commit
 * 9810b1657cac6464f05f5ab66182e2f75296ec14, as ../shared/references/spec-cpu/cint2017rate-results.csv holds it;
 * rows written by scripts/spec-cpu/build_processor_catalog.py (processorRows.ts) and recomputed from copied
 * results by tests/catalog/processorCatalog.test.ts.
 * Example: findProcessor("Intel Xeon Gold 6448Y", 2) -> median 578.5 over 38 results (506-619), 64 cores.
 * A scenario names a processor with `processor` and `sockets` (and processorSecondary, socketsSecondary,
 * processorLagged, socketsLagged); resolveProcessorModels turns them into specRate2017IntBase and
 * coresPerServer, which the core converts to the calculator's SPECint_rate2006 (core/microsoft/cpu).
 *
 * The rules over the rows are processorModels.ts's (the task pane runs them on the rows it fetches).
 */

/** Every row of the catalog. */
export function processorCatalog(): readonly ProcessorEntry[] {
  return PROCESSOR_ROWS.map(entryOf);
}

/**
 * The catalog's row of a processor model ("Intel Xeon Gold 6448Y", case and the vendor's name optional)
 * and chip count; a SizingError naming `key` when the catalog has none, with the chip counts it has.
 */
export function findProcessor(name: string, sockets: number, key = "processor"): ProcessorEntry {
  return findProcessorIn(PROCESSOR_ROWS, name, sockets, key);
}

/**
 * A scenario (or a search request) with every processor model resolved through ExSize's catalog
 * (processorModels.ts, resolveProcessorModelsIn, says how).
 */
export function resolveProcessorModels(json: unknown): unknown {
  return resolveProcessorModelsIn(PROCESSOR_ROWS, json);
}

/** The catalog rows behind a resolved scenario's processor keys, for the report's provenance. */
export function processorsOf(json: unknown): { key: string; entry: ProcessorEntry }[] {
  if (typeof json !== "object" || json === null) return [];
  const o = json as Record<string, unknown>;
  const out: { key: string; entry: ProcessorEntry }[] = [];
  for (const role of PROCESSOR_ROLES) {
    const name = o[`processor${role}`];
    const sockets = o[`sockets${role}`];
    if (typeof name === "string" && typeof sockets === "number")
      out.push({ key: `processor${role}`, entry: findProcessor(name, sockets) });
  }
  return out;
}
