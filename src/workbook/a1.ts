/**
 * A1 references: the templates write them into formulas, names and charts; the renderers read them.
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

/** A sheet name as a formula writes it: always quoted, quotes doubled ('It''s'). */
export function quoteSheet(sheet: string): string {
  return `'${sheet.replace(/'/g, "''")}'`;
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
