// Renders the first page of an .xlsx's first sheet to a PNG, as LibreOffice prints it: LibreOffice
// headless (its own fresh profile, so no user setting changes the picture) converts the workbook to PDF,
// pdftotext -bbox finds the words on page 1, and pdftoppm renders page 1 cropped to them plus a margin.
// Needs soffice and poppler-utils (bash .ci/run installs both). Used by render-summary.js
// (docs/summary.png) and render-compare.js (docs/compare.png).
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

/**
 * Writes `png` from page 1 of `xlsx`, working in `work` (a fresh directory the caller removes).
 * `rightMarginPt`: room right of the rightmost word (a chart's frame reaches past its labels).
 */
function renderFirstPage(xlsx, png, work, { dpi = 110, marginPt = 14, rightMarginPt = 30 } = {}) {
  // The workbook carries no cached values, so LibreOffice computes every formula with a stock profile.
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${work}/profile`,
      "--headless",
      "--norestore",
      "--convert-to",
      "pdf",
      "--outdir",
      work,
      xlsx,
    ],
    { stdio: "inherit", timeout: 300000 }
  );
  const pdf = path.join(work, path.basename(xlsx).replace(/\.xlsx$/i, ".pdf"));
  const bbox = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-bbox", pdf, "-"], {
    encoding: "utf8",
  });
  const words = [
    ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g),
  ].map((m) => m.slice(1).map(Number));
  if (words.length === 0) throw new Error(`no text on page 1 of ${pdf}`);
  const x0 = Math.max(0, Math.min(...words.map((w) => w[0])) - marginPt);
  const y0 = Math.max(0, Math.min(...words.map((w) => w[1])) - marginPt);
  const x1 = Math.max(...words.map((w) => w[2])) + rightMarginPt;
  const y1 = Math.max(...words.map((w) => w[3])) + marginPt;
  const px = (pt) => String(Math.round((pt * dpi) / 72));
  const base = path.join(work, "page1");
  execFileSync(
    "pdftoppm",
    [
      "-png",
      "-r",
      String(dpi),
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      "-x",
      px(x0),
      "-y",
      px(y0),
      "-W",
      px(x1 - x0),
      "-H",
      px(y1 - y0),
      pdf,
      base,
    ],
    { stdio: "inherit" }
  );
  fs.copyFileSync(`${base}.png`, png);
}

module.exports = { renderFirstPage };
