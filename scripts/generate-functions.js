// Writes src/functions/excel/<group>.ts from the function declarations (npm run gen:functions).
// It runs the compiled CLI build (build/cli), so run `npm run build:cli` first; the npm script does.
const fs = require("fs");
const path = require("path");
const { FUNCTION_GROUPS } = require("../build/cli/functions/registry");
const { adapterSource } = require("../build/cli/functions/adapterSource");

const dir = path.join(__dirname, "..", "src", "functions", "excel");
fs.mkdirSync(dir, { recursive: true });
for (const group of FUNCTION_GROUPS) {
  const file = path.join(dir, `${group.file}.ts`);
  fs.writeFileSync(file, adapterSource(group));
  console.log(`wrote ${path.relative(process.cwd(), file)} (${group.functions.length} functions)`);
}
