/**
 * ExSize's processor catalog in the pane: its rows are data (dist/processors.json, copied from
 * src/catalog/processorRows.ts at build: scripts/webpack/processorCatalogAsset.js), fetched from the
 * pane's own folder the first time a processor model is named or a design naming one is built, then
 * kept. The rules over them are the CLI's own (src/catalog/processorModels.ts), so a model resolves
 * to the same specRate2017IntBase and coresPerServer as `exsize size` gives it.
 * Example: await loadProcessorRows() -> 786 rows; then processorRows() gives them at once.
 */
import type { ProcessorRow } from "../catalog/processorRows";

let rows: readonly ProcessorRow[] | undefined;
let loading: Promise<readonly ProcessorRow[]> | undefined;

/** The rows once loaded (or given by `useProcessorRows`), else undefined. */
export function processorRows(): readonly ProcessorRow[] | undefined {
  return rows;
}

/** Uses these rows (tests, and the pane once fetched). */
export function useProcessorRows(given: readonly ProcessorRow[]): void {
  rows = given;
}

/**
 * The rows, fetched once from processors.json beside the pane's page. A failed fetch is an Error
 * naming the file; the next call tries again.
 */
export function loadProcessorRows(): Promise<readonly ProcessorRow[]> {
  if (rows) return Promise.resolve(rows);
  loading ??= fetch(new URL("processors.json", document.baseURI).href)
    .then((response) => {
      if (!response.ok) throw new Error(`processors.json: HTTP ${response.status}`);
      return response.json() as Promise<ProcessorRow[]>;
    })
    .then((fetched) => (rows = fetched))
    .catch((error: unknown) => {
      loading = undefined;
      throw new Error(
        `ExSize's processor catalog (processors.json) could not be loaded: ${error instanceof Error ? error.message : String(error)}`
      );
    });
  return loading;
}
