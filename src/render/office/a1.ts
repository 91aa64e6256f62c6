/**
 * A1 addresses: the little arithmetic the office-js renderer needs to turn the model's 0-based rows
 * and "C5"-style references into the addresses office-js takes.
 */

/** A rectangle of cells, 0-based and inclusive. */
export interface CellBox {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** 0 -> "A", 25 -> "Z", 26 -> "AA". */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** "A" -> 0, "AA" -> 26. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** "C5" (0-based row 4, column 2). */
export function cellAddress(row: number, column: number): string {
  return `${columnLetters(column)}${row + 1}`;
}

/** "A1:C3", or "A1" for one cell. */
export function boxAddress(box: CellBox): string {
  const first = cellAddress(box.top, box.left);
  if (box.top === box.bottom && box.left === box.right) return first;
  return `${first}:${cellAddress(box.bottom, box.right)}`;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;

/** "$C$5" or "C5" -> row 4, column 2. */
export function parseCell(ref: string): { row: number; column: number } {
  const m = CELL.exec(ref.trim());
  if (!m) throw new Error(`not a cell reference: ${ref}`);
  return { row: Number(m[2]) - 1, column: columnIndex(m[1]) };
}

/** "A3:J40", "$C$5" or "C5" -> the box it covers. */
export function parseBox(ref: string): CellBox {
  const [from, to = from] = ref.split(":");
  const a = parseCell(from);
  const b = parseCell(to);
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column),
  };
}

/** A sheet name as a formula writes it: bare when Excel allows it, else quoted ('Inputs (2)'). */
export function quoteSheetName(name: string): string {
  const bare =
    /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) && // looks like a cell (AB12)
    !/^[Rr](\d*)[Cc](\d*)$/.test(name) && // looks like R1C1
    !/^(true|false)$/i.test(name);
  return bare ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Splits "'Summary'!$A$12:$A$14" into the sheet name and the address on it. */
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
