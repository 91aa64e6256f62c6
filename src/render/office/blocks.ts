import type { Cell, CellStyle, SheetSpec, WorkbookSpec } from "../../workbook/model";
import { CellBox } from "../../workbook/a1";

/** What `range.formulas` takes: a formula, a number, a boolean, text, or "" for an empty cell. */
export type FormulaCell = string | number | boolean;

/**
 * The text number format. Every text value is written into a cell formatted as text, set before the
 * value, so Excel stores it as the text it is, whatever it looks like: "=HYPERLINK(...)", "+1",
 * "-", "@home", "00123", "1/2", "TRUE" or "March 2024" (a locale would read the last ones as numbers,
 * dates or booleans).
 */
export const TEXT_FORMAT = "@";
export const GENERAL_FORMAT = "General";

/** One sheet's content as the 2-D blocks office-js writes in one call each. */
export interface SheetBlocks {
  /** A1 down to the last non-empty cell; undefined for an empty sheet. */
  readonly box?: CellBox;
  readonly formulas: FormulaCell[][];
  /** Over `formatBox` (the cells whose number format is not General), set before `formulas`. */
  readonly formatBox?: CellBox;
  readonly numberFormats: string[][];
  /** Over `styleBox` (the cells with a style beyond the number format). */
  readonly styleBox?: CellBox;
  readonly cellProperties: Excel.SettableCellProperties[][];
}

/**
 * What to write for a cell in `range.formulas`. Only `formula` is a formula; a text value goes in as
 * it is (its cell is formatted as text first), except that a leading apostrophe is doubled: Excel
 * takes one leading apostrophe as the "this is text" prefix and would drop it.
 */
export function formulaCell(cell: Cell | null | undefined): FormulaCell {
  if (!cell) return "";
  if (cell.formula !== undefined) return cell.formula;
  const value = cell.value;
  if (value === undefined) return "";
  if (typeof value === "string") return value.startsWith("'") ? `'${value}` : value;
  return value;
}

export function numberFormatOf(
  cell: Cell | null | undefined,
  styles: WorkbookSpec["styles"]
): string {
  if (!cell) return GENERAL_FORMAT;
  if (cell.formula === undefined && typeof cell.value === "string") return TEXT_FORMAT;
  const style = cell.style ? styles[cell.style] : undefined;
  return cell.numberFormat ?? style?.numberFormat ?? GENERAL_FORMAT;
}

const ALIGN = { left: "Left", center: "Center", right: "Right" } as const;
const VALIGN = { top: "Top", center: "Center", bottom: "Bottom" } as const;
const THIN: Excel.CellBorder = { style: "Continuous", weight: "Thin", color: "#000000" };

/** A model style as office-js cell properties (font, fill, alignment, wrap, borders, protection). */
export function cellPropertiesOf(style: CellStyle): Excel.SettableCellProperties {
  const format: Excel.CellPropertiesFormat = {};
  const font: Excel.CellPropertiesFont = {};
  if (style.bold !== undefined) font.bold = style.bold;
  if (style.italic !== undefined) font.italic = style.italic;
  if (style.fontSize !== undefined) font.size = style.fontSize;
  if (style.fontColor !== undefined) font.color = `#${style.fontColor}`;
  if (Object.keys(font).length > 0) format.font = font;
  if (style.fill !== undefined) format.fill = { color: `#${style.fill}` };
  if (style.horizontalAlignment) format.horizontalAlignment = ALIGN[style.horizontalAlignment];
  if (style.verticalAlignment) format.verticalAlignment = VALIGN[style.verticalAlignment];
  if (style.wrap !== undefined) format.wrapText = style.wrap;
  if (style.border === "box") format.borders = { top: THIN, bottom: THIN, left: THIN, right: THIN };
  if (style.border === "bottom") format.borders = { bottom: THIN };
  if (style.locked !== undefined) format.protection = { locked: style.locked };
  return Object.keys(format).length > 0 ? { format } : {};
}

function grow(box: CellBox | undefined, row: number, column: number): CellBox {
  if (!box) return { top: row, left: column, bottom: row, right: column };
  return {
    top: Math.min(box.top, row),
    left: Math.min(box.left, column),
    bottom: Math.max(box.bottom, row),
    right: Math.max(box.right, column),
  };
}

function fill<T>(box: CellBox | undefined, at: (row: number, column: number) => T): T[][] {
  if (!box) return [];
  const rows: T[][] = [];
  for (let r = box.top; r <= box.bottom; r++) {
    const row: T[] = [];
    for (let c = box.left; c <= box.right; c++) row.push(at(r, c));
    rows.push(row);
  }
  return rows;
}

/** The blocks of one sheet: formulas from A1, number formats and cell properties where needed. */
export function sheetBlocks(sheet: SheetSpec, styles: WorkbookSpec["styles"]): SheetBlocks {
  let content: CellBox | undefined;
  let formatBox: CellBox | undefined;
  let styleBox: CellBox | undefined;
  const props = new Map<string, Excel.SettableCellProperties>();
  const propsOf = (cell: Cell | null | undefined): Excel.SettableCellProperties => {
    const key = cell?.style;
    if (!key || !styles[key]) return {};
    if (!props.has(key)) props.set(key, cellPropertiesOf(styles[key]));
    return props.get(key)!;
  };
  sheet.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      if (formulaCell(cell) !== "") content = grow(content, r, c);
      if (numberFormatOf(cell, styles) !== GENERAL_FORMAT) formatBox = grow(formatBox, r, c);
      if (Object.keys(propsOf(cell)).length > 0) styleBox = grow(styleBox, r, c);
    })
  );
  const cellAt = (r: number, c: number): Cell | null | undefined => sheet.rows[r]?.[c];
  const box = content && { top: 0, left: 0, bottom: content.bottom, right: content.right };
  return {
    box,
    formulas: fill(box, (r, c) => formulaCell(cellAt(r, c))),
    formatBox,
    numberFormats: fill(formatBox, (r, c) => numberFormatOf(cellAt(r, c), styles)),
    styleBox,
    cellProperties: fill(styleBox, (r, c) => propsOf(cellAt(r, c))),
  };
}

/** Excel column width in points for a width in characters of the default font (Calibri 11: 7 px a character, 5 px padding). */
export function columnWidthPoints(characters: number): number {
  return Math.round((characters * 7 + 5) * 0.75 * 100) / 100;
}
