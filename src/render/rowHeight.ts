import { parseRangeRef } from "../workbook/a1";
import type { Cell, CellStyle, SheetSpec } from "../workbook/model";

/**
 * The height of a row of wrapped text, estimated the same way for the file (xlsx/worksheet.ts) and the
 * open workbook (office/renderer.ts): neither Excel nor LibreOffice fits rows to wrapped text when it
 * opens a file, and neither fits a row to a formula's text when the formula recalculates.
 */

/** Excel's default column width in characters, and the height of a line of 11-point text in points. */
const DEFAULT_WIDTH = 8.43;
const LINE_POINTS = 15;

/**
 * Characters of 11-point prose that fit in one character of column width. A column's width counts
 * the widest digit; prose averages narrower. Measured on the Dell Summary's 42-character "Meaning"
 * column (LibreOffice headless, DejaVu Sans standing in for Calibri): lines of 45 to 53 characters,
 * and a 54th never fitted (1.26 a character). Calibri, narrower than DejaVu Sans, fits at least as many
 * (Excel does not run here to measure it). 1.15 keeps a tenth spare for capitals and digits, so a row
 * is at most a line taller than its text, never cut.
 */
const PROSE_PER_WIDTH = 1.15;

/** A cell's width in characters: its column's, or the sum of its merge's columns when it heads one. */
function cellWidth(sheet: SheetSpec, r: number, c: number): number {
  const width = (col: number) => sheet.columnWidths?.[col] ?? DEFAULT_WIDTH;
  for (const m of sheet.merges ?? []) {
    const box = parseRangeRef(m);
    if (box.from.row === r && box.from.col === c && box.to.row === r) {
      let sum = 0;
      for (let col = box.from.col; col <= box.to.col; col++) sum += width(col);
      return sum;
    }
  }
  return width(c);
}

/**
 * The lines `text` takes when wrapped at `perLine` characters as Excel and LibreOffice wrap it: at
 * spaces, a word that does not fit starting the next line, a word longer than a line broken across
 * lines; each paragraph ("\n") starts a line.
 * Example: "aaa bbb ccc" at 7 characters a line is 2 lines ("aaa bbb", "ccc").
 */
export function wrappedLines(text: string, perLine: number): number {
  return text.split("\n").reduce((n, paragraph) => {
    let lines = 1;
    let used = 0;
    for (const word of paragraph.split(" ")) {
      if (used > 0 && used + 1 + word.length > perLine) {
        lines++;
        used = word.length;
      } else {
        used += (used > 0 ? 1 : 0) + word.length;
      }
      while (used > perLine) {
        lines++;
        used -= perLine;
      }
    }
    return n + lines;
  }, 0);
}

/**
 * The height a row needs, in points, or undefined for the default: the lines each wrapped cell's text
 * wraps to at its cell's width (PROSE_PER_WIDTH characters of 11-point text per character, more of
 * smaller text), at the cell's font size; a formula's text is its longestText (the formula's own text
 * is not known until it calculates); at least the sheet's rowHeights for the row.
 * Example: a "text" cell (11 pt, wrapped) in a 60-character column whose longestText is 200 characters
 * of prose wraps to 3 lines of at most 69: 45 points.
 */
export function rowHeight(
  r: number,
  cells: readonly (Cell | null)[],
  sheet: SheetSpec,
  styleOf: (cell: Cell) => CellStyle
): number | undefined {
  let points = Math.max(LINE_POINTS, sheet.rowHeights?.[r] ?? 0);
  cells.forEach((cell, c) => {
    if (!cell) return;
    const style = styleOf(cell);
    const size = style.fontSize ?? 11;
    const line = (LINE_POINTS * size) / 11;
    const text = typeof cell.value === "string" ? cell.value : cell.longestText;
    let lines = 1;
    if (style.wrap && text !== undefined) {
      const perLine = Math.floor((cellWidth(sheet, r, c) * PROSE_PER_WIDTH * 11) / size);
      lines = wrappedLines(text, Math.max(1, perLine));
    }
    points = Math.max(points, lines * line);
  });
  return points > LINE_POINTS ? Math.ceil(points * 4) / 4 : undefined;
}
