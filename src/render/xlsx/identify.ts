import { strFromU8, unzipSync } from "fflate";

/** The application docProps/app.xml names in every file ExSize writes. */
export const XLSX_APPLICATION = "ExSize";

/**
 * True when the bytes are an .xlsx that ExSize wrote and no other application has saved since
 * (Excel and LibreOffice put their own name in docProps/app.xml when they save). `exsize workbook`
 * overwrites only such a file without --force: anything else may hold a consultant's work.
 */
export function isExSizeOutput(bytes: Uint8Array): boolean {
  try {
    const parts = unzipSync(bytes, { filter: (f) => f.name === "docProps/app.xml" });
    const app = parts["docProps/app.xml"];
    if (!app) return false;
    return new RegExp(`<Application>${XLSX_APPLICATION}</Application>`).test(strFromU8(app));
  } catch {
    return false;
  }
}
