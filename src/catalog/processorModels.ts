import { SizingError } from "../core/errors";
import type { ProcessorRow } from "./processorRows";

/**
 * The processor catalog's rules over any copy of its rows (processors.ts gives them ExSize's own rows,
 * PROCESSOR_ROWS): a row's entry, the row of a model and chip count, and a scenario's processor keys
 * resolved. Kept apart from the rows themselves so that the task pane, which fetches the rows as data
 * when a processor is first named (src/taskpane/processorCatalog.ts), runs the very rules the CLI runs
 * without bundling the 786 rows. Example: findProcessorIn(PROCESSOR_ROWS, "Intel Xeon Gold 6448Y", 2)
 * -> median 578.5 over 38 results (506-619), 64 cores.
 */
export interface ProcessorEntry {
  readonly processor: string;
  readonly chips: number;
  /** All chips' cores, as the results give them. */
  readonly cores: number;
  readonly threadsPerCore: number;
  readonly results: number;
  readonly specRate2017IntBase: number;
  readonly lowest: number;
  readonly highest: number;
  readonly disclosure: string;
  readonly published: string;
  readonly source: string;
}

export const PROCESSOR_CATALOG_SOURCE =
  "SPEC CPU2017 CINT2017rate base results published by SPEC (spec.org), dump in fjacquet/spec-search commit 9810b1657cac6464f05f5ab66182e2f75296ec14; median per processor and chip count (ExSize's processor catalog)";

export const entryOf = (r: ProcessorRow): ProcessorEntry => ({
  processor: r[0],
  chips: r[1],
  cores: r[2],
  threadsPerCore: r[3],
  results: r[4],
  specRate2017IntBase: r[5],
  lowest: r[6],
  highest: r[7],
  disclosure: r[8],
  published: r[9],
  source: PROCESSOR_CATALOG_SOURCE,
});

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
const withoutVendor = (s: string) => norm(s).replace(/^(intel|amd) /, "");

/**
 * The catalog's row of a processor model ("Intel Xeon Gold 6448Y", case and the vendor's name optional)
 * and chip count; a SizingError naming `key` when the catalog has none, with the chip counts it has.
 */
export function findProcessorIn(
  catalog: readonly ProcessorRow[],
  name: string,
  sockets: number,
  key = "processor"
): ProcessorEntry {
  const n = norm(name);
  const rows = catalog.filter(
    (r) => norm(r[0]) === n || withoutVendor(r[0]) === withoutVendor(name)
  );
  const models = [...new Set(rows.map((r) => r[0]))];
  if (models.length === 0)
    throw new SizingError(
      key,
      `${key} ${JSON.stringify(name)} is not in ExSize's processor catalog (Intel Xeon and AMD EPYC with published SPEC CPU2017 results, 1 or 2 chips); give specRate2017IntBase and coresPerServer instead`
    );
  const row = rows.find((r) => r[1] === sockets);
  if (!row)
    throw new SizingError(
      key,
      `${key} ${models[0]} has published SPEC CPU2017 results for ${rows.map((r) => r[1]).join(" and ")} chip(s), not ${sockets}; give specRate2017IntBase and coresPerServer instead`
    );
  return entryOf(row);
}

/** The server roles a processor model is named for: "" (all servers), Secondary, Lagged. */
export const PROCESSOR_ROLES = ["", "Secondary", "Lagged"] as const;

/** One scenario object's processor keys resolved (see resolveProcessorModels); `at` prefixes key names. */
function resolveOne(
  catalog: readonly ProcessorRow[],
  o: Readonly<Record<string, unknown>>,
  at: string
): Record<string, unknown> {
  const out = { ...o };
  for (const role of PROCESSOR_ROLES) {
    const pk = `processor${role}`;
    const sk = `sockets${role}`;
    if (!(pk in o)) {
      // `sockets` alone is the servers' socket count, which HealthChecker's limit reads (core/microsoft/verdict/rules2019.ts)
      if (sk in o && role !== "")
        throw new SizingError(
          `${at}${sk}`,
          `${at}${sk} is given without ${pk} (the processor model)`
        );
      continue;
    }
    const name = o[pk];
    if (typeof name !== "string" || name.trim() === "")
      throw new SizingError(
        `${at}${pk}`,
        `${at}${pk} must be a processor model's name, e.g. "Intel Xeon Gold 6442Y" (got ${JSON.stringify(name)})`
      );
    const sockets = o[sk];
    if (sockets !== 1 && sockets !== 2)
      throw new SizingError(
        `${at}${sk}`,
        `${at}${sk} must be 1 or 2, the server's processor sockets (the catalog holds 1- and 2-chip results; Exchange 2019 and SE allow at most 2) (got ${JSON.stringify(sockets)})`
      );
    const e = findProcessorIn(catalog, name, sockets, `${at}${pk}`);
    const specKey = `specRate2017IntBase${role}`;
    const coresKey = `coresPerServer${role}`;
    // a scenario resolved before (what `exsize search` prints for a design, a file --write saved)
    // carries the catalog's own figure beside the model: read again, it resolves to itself
    if (specKey in o && o[specKey] !== e.specRate2017IntBase)
      throw new SizingError(
        `${at}${specKey}`,
        `${at}${specKey} and ${pk} both give the CPU of the same servers: give one`
      );
    if (coresKey in o && o[coresKey] !== e.cores)
      throw new SizingError(
        `${at}${coresKey}`,
        `${at}${coresKey} ${JSON.stringify(o[coresKey])} disagrees with ${e.processor} x ${sockets}, which has ${e.cores} cores: leave ${coresKey} out`
      );
    out[pk] = e.processor;
    out[specKey] = e.specRate2017IntBase;
    out[coresKey] = e.cores;
  }
  return out;
}

/** One scenario's processor keys resolved by `catalog`, as resolveProcessorModelsIn resolves its own. */
export function resolveScenarioModelsIn(
  catalog: readonly ProcessorRow[],
  scenario: Readonly<Record<string, unknown>>
): Record<string, unknown> {
  return resolveOne(catalog, scenario, "");
}

/**
 * A scenario (or a search request) with every processor model resolved through the catalog: `processor`
 * and `sockets` (and their Secondary and Lagged twins, and each entry of search.servers) gain the
 * catalog's specRate2017IntBase (the median) and coresPerServer; the model's name stays, spelled as the
 * catalog spells it. Anything else is returned as given. A model or chip count the catalog lacks is a
 * SizingError naming the key; so is a specRate2017IntBase or coresPerServer beside the model that is not
 * the catalog's own (a resolved scenario, read again, resolves to itself).
 */
export function resolveProcessorModelsIn(catalog: readonly ProcessorRow[], json: unknown): unknown {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return json;
  const o = json as Record<string, unknown>;
  if (o.method !== "microsoft" && !("search" in o)) return json;
  const out = resolveOne(catalog, o, "");
  const search = o.search;
  if (
    typeof search === "object" &&
    search !== null &&
    Array.isArray((search as Record<string, unknown>).servers)
  ) {
    const s = search as Record<string, unknown>;
    out.search = {
      ...s,
      servers: (s.servers as unknown[]).map((e, i) =>
        typeof e === "object" && e !== null && !Array.isArray(e)
          ? resolveOne(catalog, e as Record<string, unknown>, `search.servers[${i}].`)
          : e
      ),
    };
  }
  return out;
}
