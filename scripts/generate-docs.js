// Refreshes the generated blocks of the docs (function reference, options, disagreements, catalogs)
// from the declarations and the catalogs (npm run gen:docs). Runs the compiled CLI build; the npm script compiles it first.
const fs = require("fs");
const path = require("path");
const { fillGenerated } = require("../build/cli/cli/reference");

const DOCS = ["functions.md", "options.md", "disagreements.md", "arrayfit.md", "arrays.md"];
for (const doc of DOCS.map((d) => path.join("docs", d))) {
  const file = path.join(__dirname, "..", doc);
  fs.writeFileSync(file, fillGenerated(fs.readFileSync(file, "utf8")));
  console.log(`${doc} generated sections refreshed`);
}
