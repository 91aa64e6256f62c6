// Renders the Summary sheet of the default sizing workbook to docs/summary.png (npm run docs:summary):
// `exsize workbook` -> LibreOffice headless (its own fresh profile) -> PDF -> page 1 -> PNG with
// pdftoppm, cropped to the words on the page (render-sheet.js). Needs soffice and poppler-utils (bash
// .ci/run installs both) and the compiled CLI (the npm script builds it first).
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { renderFirstPage } = require("./render-sheet");

const root = path.join(__dirname, "..");
const out = path.join(root, "docs", "summary.png");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-summary-"));
try {
  const xlsx = path.join(work, "exsize-sizing.xlsx");
  execFileSync(process.execPath, [path.join(root, "bin", "exsize.js"), "workbook", "-o", xlsx], {
    stdio: "inherit",
  });
  renderFirstPage(xlsx, out, work);
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
