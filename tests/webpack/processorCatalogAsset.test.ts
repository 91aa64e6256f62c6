/**
 * dist/processors.json (scripts/webpack/processorCatalogAsset.js) holds ExSize's processor catalog row for
 * row as src/catalog/processorRows.ts has it: the pane resolves a model from it as the CLI does from the
 * module. A source that is not the generated array literal is refused, naming the file.
 */
import * as fs from "fs";
import * as path from "path";
import { PROCESSOR_ROWS } from "../../src/catalog/processorRows";
const { processorCatalogJson } = require("../../scripts/webpack/processorCatalogAsset");

const source = fs.readFileSync(path.join(__dirname, "../../src/catalog/processorRows.ts"), "utf8");

test("the asset is PROCESSOR_ROWS, every row and value", () => {
  const rows = JSON.parse(processorCatalogJson(source));
  expect(rows).toHaveLength(786);
  expect(rows).toEqual(PROCESSOR_ROWS);
});

test("a source that is not the generated array literal is refused", () => {
  expect(() => processorCatalogJson(source.replace("PROCESSOR_ROWS", "ROWS"))).toThrow(
    "src/catalog/processorRows.ts: PROCESSOR_ROWS is not the array literal expected"
  );
  expect(() => processorCatalogJson(source.replace(', "Jan-2025"]', "]"))).toThrow(
    "a row of PROCESSOR_ROWS is not 10 values"
  );
});
