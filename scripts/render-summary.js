// Renders the Summary sheets of the README to PNGs (npm run docs:summary), so they stay current:
// docs/summary.png (the default Dell workbook) and docs/summary-microsoft.png (examples/
// microsoft-two-sites.json, Microsoft's method with two datacenters and the CPU given, so both charts
// have bars). Each: `exsize workbook` -> LibreOffice headless (its own fresh profile) -> PDF -> page 1
// -> PNG with pdftoppm, cropped to the words on the page (render-sheet.js). Needs soffice and
// poppler-utils (bash .ci/run installs both) and the compiled CLI (the npm script builds it first).
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { renderFirstPage } = require("./render-sheet");

const root = path.join(__dirname, "..");

/** [scenario file or none (the default workbook), the PNG]. */
const SUMMARIES = [
  [undefined, "summary.png"],
  ["examples/microsoft-two-sites.json", "summary-microsoft.png"],
];

for (const [scenario, png] of SUMMARIES) {
  const out = path.join(root, "docs", png);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-summary-"));
  try {
    const xlsx = path.join(work, "exsize-sizing.xlsx");
    execFileSync(
      process.execPath,
      [
        path.join(root, "bin", "exsize.js"),
        "workbook",
        ...(scenario ? [path.join(root, scenario)] : []),
        "-o",
        xlsx,
      ],
      { stdio: "inherit" }
    );
    renderFirstPage(xlsx, out, work);
    console.log(`wrote ${path.relative(root, out)}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
