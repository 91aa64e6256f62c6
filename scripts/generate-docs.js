// Refreshes the generated blocks of README.md from the declarations (npm run gen:docs).
// Runs the compiled CLI build; the npm script compiles it first.
const fs = require("fs");
const path = require("path");
const { fillGenerated } = require("../build/cli/cli/reference");

const readme = path.join(__dirname, "..", "README.md");
fs.writeFileSync(readme, fillGenerated(fs.readFileSync(readme, "utf8")));
console.log("README.md generated sections refreshed");
