import { parseRangeRef } from "../../workbook/a1";
import { WorkbookSpec } from "../../workbook/model";

/** Excel's limits (Microsoft: Excel specifications and limits). */
export const LIMITS = {
  sheetName: 31,
  cellText: 32767,
  formula: 8192,
  validationTitle: 32,
  validationError: 225,
  validationPrompt: 255,
  validationList: 255,
} as const;

/** A defined or table name Excel accepts: letter, "_" or "\" first, then letters, digits, "." and "_"; not a cell address. */
export function isValidName(name: string): boolean {
  return (
    name.length <= 255 &&
    /^[A-Za-z_\\][A-Za-z0-9_.\\]*$/.test(name) &&
    !/^[A-Za-z]{1,3}[0-9]+$/.test(name) &&
    !/^[RrCc]$|^[Rr][0-9]*[Cc][0-9]*$/.test(name)
  );
}

/**
 * Refuses a description Excel would repair or refuse, before a byte is written: a clear error beats
 * Excel's "We found a problem with some content".
 */
export function checkWorkbookSpec(spec: WorkbookSpec): void {
  const sheetNames = new Set<string>();
  for (const sheet of spec.sheets) {
    const n = sheet.name;
    if (n.length === 0 || n.length > LIMITS.sheetName || /[:\\/?*[\]]/.test(n) || /^'|'$/.test(n)) {
      throw new Error(`sheet name "${n}" is not valid in Excel`);
    }
    if (sheetNames.has(n.toLowerCase())) throw new Error(`two sheets are named "${n}"`);
    sheetNames.add(n.toLowerCase());
    sheet.rows.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        if (!cell) return;
        const where = () => `${n}!R${r + 1}C${c + 1}`; // only when it throws: a compare has 10^5 cells
        if (cell.value !== undefined && cell.formula !== undefined) {
          throw new Error(`${where()} holds both a value and a formula`);
        }
        if (cell.formula !== undefined) {
          if (cell.formula[0] !== "=") throw new Error(`${where()}: a formula starts with "="`);
          if (cell.formula.length > LIMITS.formula) throw new Error(`${where()}: formula too long`);
        }
        if (typeof cell.value === "number" && !Number.isFinite(cell.value)) {
          throw new Error(`${where()}: ${cell.value} is not a number Excel can hold`);
        }
        if (typeof cell.value === "string" && cell.value.length > LIMITS.cellText) {
          throw new Error(`${where()}: text longer than ${LIMITS.cellText} characters`);
        }
      })
    );
    for (const v of sheet.validations ?? []) {
      parseRangeRef(v.ref);
      if (v.errorTitle.length > LIMITS.validationTitle)
        throw new Error(`${n}!${v.ref}: error title too long`);
      if (v.errorMessage.length > LIMITS.validationError)
        throw new Error(`${n}!${v.ref}: error message too long`);
      if ((v.prompt ?? "").length > LIMITS.validationPrompt)
        throw new Error(`${n}!${v.ref}: prompt too long`);
    }
    for (const m of sheet.merges ?? []) parseRangeRef(m);
  }
  if (!sheetNames.has(spec.activeSheet.toLowerCase())) {
    throw new Error(`the active sheet "${spec.activeSheet}" is not in the workbook`);
  }
  const names = new Set<string>();
  const tableNames = spec.sheets.flatMap((s) => (s.tables ?? []).map((t) => t.name));
  for (const name of [...spec.names.map((d) => d.name), ...tableNames]) {
    if (!isValidName(name)) throw new Error(`"${name}" is not a valid Excel name`);
    if (names.has(name.toLowerCase()))
      throw new Error(`the name "${name}" is defined twice (Excel ignores case)`);
    names.add(name.toLowerCase());
  }
  for (const d of spec.names) {
    if (!sheetNames.has(d.sheet.toLowerCase()))
      throw new Error(`name ${d.name} points to a missing sheet "${d.sheet}"`);
    parseRangeRef(d.ref.replace(/\$/g, ""));
  }
}
