// Refreshes the generated blocks of README.md and docs/arrays.md from the declarations and the
// catalogs (npm run gen:docs). Runs the compiled CLI build; the npm script compiles it first.
const fs = require("fs");
const path = require("path");
const { fillGenerated } = require("../build/cli/cli/reference");

for (const doc of ["README.md", path.join("docs", "arrays.md")]) {
  const file = path.join(__dirname, "..", doc);
  fs.writeFileSync(file, fillGenerated(fs.readFileSync(file, "utf8")));
  console.log(`${doc} generated sections refreshed`);
}
