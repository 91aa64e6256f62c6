// Renders the Compare sheet of a four-design comparison to docs/compare.png (npm run docs:compare):
// `exsize compare` on the examples (two Dell designs, the calculator's example under Exchange 2013 and
// 2019, each given a short project so its column's heading stays short) -> LibreOffice headless (its
// own fresh profile) -> PDF -> page 1 -> PNG with pdftoppm (render-sheet.js). Needs soffice and
// poppler-utils (bash .ci/run installs both) and the compiled CLI (the npm script builds it first).
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { renderFirstPage } = require("./render-sheet");

const root = path.join(__dirname, "..");
const out = path.join(root, "docs", "compare.png");
const example = (file) => JSON.parse(fs.readFileSync(path.join(root, "examples", file), "utf8"));

/** The designs, baseline first: [file name, scenario]. */
const DESIGNS = [
  ["dell-5000.json", { ...example("dell-5000-as-printed.json"), project: "Dell 5000" }],
  ["tintri-16000.json", { ...example("tintri-16000.json"), project: "Tintri 16000" }],
  ["ms-2013.json", { ...example("microsoft-example.json"), project: "MS 2013" }],
  [
    "ms-2019.json",
    { ...example("microsoft-example.json"), project: "MS 2019", exchangeVersion: "2019" },
  ],
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-compare-"));
try {
  const files = DESIGNS.map(([name, scenario]) => {
    const file = path.join(work, name);
    fs.writeFileSync(file, JSON.stringify(scenario, null, 2));
    return file;
  });
  const xlsx = path.join(work, "exsize-compare.xlsx");
  execFileSync(
    process.execPath,
    [path.join(root, "bin", "exsize.js"), "compare", ...files, "-o", xlsx],
    { stdio: "inherit" }
  );
  renderFirstPage(xlsx, out, work);
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
