/**
 * LibreOffice Calc, headless, as the real spreadsheet engine of the parity tests: it opens the .xlsx
 * files ExSize writes, recalculates them and saves them as .xlsx with its own computed values, which
 * tests/support/xlsxRead.ts reads back.
 *
 * Each run gets a fresh user profile (-env:UserInstallation) whose registrymodifications.xcu sets
 * /org.openoffice.Office.Calc/Formula/Load OOXMLRecalcMode = 0 ("always recalculate"): by default
 * LibreOffice shows the values cached in an .xlsx, and a test reading them could not fail. A locale
 * (e.g. "de-DE", decimal comma) can be set for the run. Many files convert in one soffice start.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { renderXlsx } from "../../src/render/xlsx";
import { WorkbookSpec } from "../../src/workbook";

export interface LibreOfficeRun {
  /** "always" sets OOXMLRecalcMode 0; "stock" leaves LibreOffice's default (never recalculate). */
  readonly recalc: "always" | "stock";
  /** A locale such as "de-DE" for formatting and the decimal separator; default the system's. */
  readonly locale?: string;
}

/** The soffice executable, or an error that says how to install it (the tests never skip silently). */
export function sofficePath(): string {
  const chosen = process.env.SOFFICE;
  if (chosen) {
    if (fs.existsSync(chosen)) return chosen;
    throw new Error(
      `SOFFICE=${chosen} does not exist: point it at LibreOffice's soffice, or unset it`
    );
  }
  const candidates = [
    "/usr/bin/soffice",
    "/usr/local/bin/soffice",
    "/opt/libreoffice/program/soffice",
  ];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  try {
    return execFileSync("sh", ["-c", "command -v soffice"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "LibreOffice (soffice) is not installed, and the workbook parity tests need it as their spreadsheet engine. " +
        "Install it with `apt-get install libreoffice-calc-nogui` (bash .ci/run does), or point SOFFICE at the executable."
    );
  }
}

function item(pathName: string, prop: string, value: string | number): string {
  return `<item oor:path="${pathName}"><prop oor:name="${prop}" oor:op="fuse"><value>${value}</value></prop></item>`;
}

/** A user profile holding only the settings of the run. */
export function makeProfile(dir: string, run: LibreOfficeRun): void {
  const items: string[] = [];
  if (run.recalc === "always")
    items.push(item("/org.openoffice.Office.Calc/Formula/Load", "OOXMLRecalcMode", 0));
  if (run.locale) {
    items.push(item("/org.openoffice.Setup/L10N", "ooSetupSystemLocale", run.locale));
    items.push(item("/org.openoffice.Office.Linguistic/General", "DefaultLocale", run.locale));
  }
  fs.mkdirSync(path.join(dir, "user"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "user", "registrymodifications.xcu"),
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      items.join("\n") +
      "\n</oor:items>\n"
  );
}

/**
 * Opens every file in LibreOffice (one soffice start), recalculates as `run` says and saves each as
 * `<outDir>/<same name>.xlsx` (or `format`, e.g. "pdf"). Returns the output paths, in input order.
 * Throws with soffice's output when a file is not converted.
 */
export function convertWithLibreOffice(
  files: readonly string[],
  outDir: string,
  run: LibreOfficeRun,
  format = "xlsx"
): string[] {
  const soffice = sofficePath();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-lo-profile-"));
  try {
    makeProfile(profile, run);
    fs.mkdirSync(outDir, { recursive: true });
    const args = [
      `-env:UserInstallation=file://${profile}`,
      "--headless",
      "--norestore",
      "--nologo",
      "--nodefault",
      "--convert-to",
      format,
      "--outdir",
      outDir,
      ...files,
    ];
    let log = "";
    try {
      log = execFileSync(soffice, args, {
        encoding: "utf8",
        timeout: 600_000,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`soffice failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
    }
    const outputs = files.map((f) =>
      path.join(outDir, path.basename(f).replace(/\.[^.]+$/, `.${format}`))
    );
    const missing = outputs.filter((o) => !fs.existsSync(o));
    if (missing.length) throw new Error(`LibreOffice did not write ${missing.join(", ")}:\n${log}`);
    return outputs;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Renders `spec` as `<dir>/in/<name>.xlsx` for a LibreOffice run; returns the file's path. */
export function writeSpecFile(dir: string, name: string, spec: WorkbookSpec, date: Date): string {
  const file = path.join(dir, "in", `${name}.xlsx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderXlsx(spec, { date }));
  return file;
}
