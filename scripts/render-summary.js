// Renders the Summary sheet of the default sizing workbook to docs/summary.png (npm run docs:summary):
// `exsize workbook` -> LibreOffice headless (its own fresh profile) -> PDF -> page 1 -> PNG with
// pdftoppm, cropped to the words on the page (pdftotext -bbox) plus a margin. Needs soffice and
// poppler-utils (bash .ci/run installs both) and the compiled CLI (the npm script builds it first).
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const root = path.join(__dirname, "..");
const out = path.join(root, "docs", "summary.png");
const dpi = 110;
const marginPt = 14;
/** The charts' frames reach past their rightmost label. */
const rightMarginPt = 30;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-summary-"));
try {
  const xlsx = path.join(work, "exsize-sizing.xlsx");
  execFileSync(process.execPath, [path.join(root, "bin", "exsize.js"), "workbook", "-o", xlsx], {
    stdio: "inherit",
  });
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
  const pdf = path.join(work, "exsize-sizing.pdf");
  const bbox = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-bbox", pdf, "-"], {
    encoding: "utf8",
  });
  const words = [
    ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g),
  ].map((m) => m.slice(1).map(Number));
  if (words.length === 0) throw new Error("no text on the Summary page");
  const x0 = Math.max(0, Math.min(...words.map((w) => w[0])) - marginPt);
  const y0 = Math.max(0, Math.min(...words.map((w) => w[1])) - marginPt);
  const x1 = Math.max(...words.map((w) => w[2])) + rightMarginPt;
  const y1 = Math.max(...words.map((w) => w[3])) + marginPt;
  const px = (pt) => String(Math.round((pt * dpi) / 72));
  const args = ["-png", "-r", String(dpi), "-f", "1", "-l", "1", "-singlefile"];
  args.push(
    "-x",
    px(x0),
    "-y",
    px(y0),
    "-W",
    px(x1 - x0),
    "-H",
    px(y1 - y0),
    pdf,
    path.join(work, "summary")
  );
  execFileSync("pdftoppm", args, { stdio: "inherit" });
  fs.copyFileSync(path.join(work, "summary.png"), out);
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
