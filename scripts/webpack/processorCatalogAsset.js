/**
 * dist/processors.json: ExSize's processor catalog (src/catalog/processorRows.ts, PROCESSOR_ROWS) as data
 * the task pane fetches when a processor model is first named (src/taskpane/processorCatalog.ts), so the
 * pane runs the CLI's rules on the CLI's rows without carrying the 786 rows (17 KB gz) in its scripts.
 * The rows are copied as they are: the file's array literal (strings and numbers, written by
 * scripts/spec-cpu/build_processor_catalog.py) is JSON once its last comma goes. Anything else in that
 * place is refused, naming the file. tests/webpack/processorCatalogAsset.test.ts compares the result with
 * PROCESSOR_ROWS itself.
 * Example: `["AMD EPYC 4124P", 1, 4, 2, 1, 58.9, ...],` -> the same row in a JSON array.
 */
function processorCatalogJson(source) {
  const m = /export const PROCESSOR_ROWS: readonly ProcessorRow\[\] = (\[[\s\S]*\]);\s*$/.exec(
    source
  );
  if (!m)
    throw new Error(
      "src/catalog/processorRows.ts: PROCESSOR_ROWS is not the array literal expected"
    );
  const rows = JSON.parse(m[1].replace(/,\s*\]$/, "]"));
  if (!Array.isArray(rows) || rows.some((r) => !Array.isArray(r) || r.length !== 10))
    throw new Error("src/catalog/processorRows.ts: a row of PROCESSOR_ROWS is not 10 values");
  return JSON.stringify(rows);
}

module.exports = { processorCatalogJson };
