/**
 * A1 references, the one module for them: the templates write them into formulas, names and charts;
 * the renderers read them (xlsx) and turn the model's rows into the addresses office-js takes (office).
 * Rows and columns here are 0-based, as in SheetSpec.rows (row 0, column 0 is A1).
 */

/** 0 -> "A", 25 -> "Z", 26 -> "AA". */
export function columnLetters(col: number): string {
  if (!Number.isInteger(col) || col < 0 || col > 16383)
    throw new Error(`column ${col} out of range`);
  let n = col + 1;
  let letters = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** "A" -> 0, "AA" -> 26 (any case). */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** (4, 2) -> "C5"; absolute -> "$C$5". */
export function cellRef(row: number, col: number, absolute = false): string {
  if (!Number.isInteger(row) || row < 0 || row > 1048575)
    throw new Error(`row ${row} out of range`);
  const d = absolute ? "$" : "";
  return `${d}${columnLetters(col)}${d}${row + 1}`;
}

/** A block from (row0, col0) to (row1, col1) inclusive: "A3:F20" or "$A$3:$F$20". */
export function rangeRef(
  row0: number,
  col0: number,
  row1: number,
  col1: number,
  absolute = false
): string {
  return `${cellRef(row0, col0, absolute)}:${cellRef(row1, col1, absolute)}`;
}

/** A sheet name as the templates write it in a formula: always quoted, quotes doubled ('It''s'). */
export function quoteSheet(sheet: string): string {
  return `'${sheet.replace(/'/g, "''")}'`;
}

/**
 * A sheet name as Excel itself writes it (and office-js gives it back in a name's formula): bare where
 * Excel allows it, else quoted ('Inputs (2)'). The office renderer compares and rewrites with it.
 */
export function quoteSheetName(name: string): string {
  const bare =
    /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) && // looks like a cell (AB12)
    !/^[Rr](\d*)[Cc](\d*)$/.test(name) && // looks like R1C1
    !/^(true|false)$/i.test(name);
  return bare ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Splits "'Summary'!$A$12:$A$14" (or "=Summary!B2") into the sheet name and the address on it. */
export function splitSheetReference(ref: string): { sheet: string; address: string } {
  const text = ref.startsWith("=") ? ref.slice(1) : ref;
  const bang = text.lastIndexOf("!");
  if (bang < 0) throw new Error(`reference without a sheet: ${ref}`);
  const rawSheet = text.slice(0, bang);
  const sheet =
    rawSheet.startsWith("'") && rawSheet.endsWith("'")
      ? rawSheet.slice(1, -1).replace(/''/g, "'")
      : rawSheet;
  return { sheet, address: text.slice(bang + 1) };
}

/** "'Summary'!$B$5" */
export function sheetRef(sheet: string, ref: string): string {
  return `${quoteSheet(sheet)}!${ref}`;
}

export interface CellAddress {
  readonly row: number;
  readonly col: number;
}

/** "C5" or "$C$5" -> { row: 4, col: 2 }. */
export function parseCellRef(ref: string): CellAddress {
  const m = /^\$?([A-Z]{1,3})\$?([1-9][0-9]{0,6})$/.exec(ref);
  if (!m) throw new Error(`not an A1 cell reference: "${ref}"`);
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  const address = { row: Number(m[2]) - 1, col: col - 1 };
  cellRef(address.row, address.col); // range check
  return address;
}

/** "A3:F20" (or a single cell "C5") -> its corners, top-left first. */
export function parseRangeRef(ref: string): {
  readonly from: CellAddress;
  readonly to: CellAddress;
} {
  const [a, b = a, extra] = ref.split(":");
  if (extra !== undefined) throw new Error(`not an A1 range: "${ref}"`);
  const from = parseCellRef(a);
  const to = parseCellRef(b);
  if (to.row < from.row || to.col < from.col)
    throw new Error(`range "${ref}" is not top-left first`);
  return { from, to };
}

/** A rectangle of cells, 0-based and inclusive (the office renderer's unit of writing). */
export interface CellBox {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** "A1:C3", or "A1" for one cell. */
export function boxAddress(box: CellBox): string {
  const first = cellRef(box.top, box.left);
  if (box.top === box.bottom && box.left === box.right) return first;
  return `${first}:${cellRef(box.bottom, box.right)}`;
}

/**
 * A reference as Excel gives it back ("A3:J40", "$C$5", "c5", corners in any order) -> the box it
 * covers. parseRangeRef is the strict reader of the model's own references.
 */
export function parseBox(ref: string): CellBox {
  const [from, to = from] = ref.split(":");
  const a = parseCellRef(from.trim().toUpperCase());
  const b = parseCellRef(to.trim().toUpperCase());
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.col, b.col),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.col, b.col),
  };
}
