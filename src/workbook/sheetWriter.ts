import { cellRef, rangeRef, sheetRef } from "./a1";
import { Cell, CellLiteral, NamedRange } from "./model";
import { STYLES, StyleName, literalNumberFormat, numberFormatFor } from "./styles";

/**
 * A literal cell; a string stays text even when it starts with "=" (model.ts contract). A number with a
 * fraction and no format of its own (nor its style's) shows at most 6 significant digits
 * (literalNumberFormat): 0.000673333333333333 shows 0.000673333; the cell keeps every digit.
 */
export function lit(value: CellLiteral, style?: StyleName, numberFormat?: string): Cell {
  const styleFormat = style ? (STYLES[style] as { numberFormat?: string }).numberFormat : undefined;
  const format =
    numberFormat ??
    (typeof value === "number" && !Number.isInteger(value) && !styleFormat
      ? literalNumberFormat(value)
      : undefined);
  return { value, style, numberFormat: format };
}

/** A formula cell: native, invariant English, starting with "=". */
export function fx(formula: string, style?: StyleName, numberFormat?: string): Cell {
  if (!formula.startsWith("=")) throw new Error(`a formula starts with "=": ${formula}`);
  return { formula, style, numberFormat };
}

/** A result cell displayed in the format of its unit. */
export function fxIn(formula: string, unit: string, style: StyleName = "value"): Cell {
  return fx(formula, style, numberFormatFor(unit));
}

/**
 * Builds one sheet's grid and the workbook names that point into it, row by row.
 * Templates place cells with `put`/`putRow` and name the cells other sheets refer to.
 */
export class SheetWriter {
  readonly names: NamedRange[] = [];
  private readonly grid: (Cell | null)[][] = [];

  constructor(readonly sheetName: string) {}

  /** The next empty row (0-based). */
  get nextRow(): number {
    return this.grid.length;
  }

  put(row: number, col: number, cell: Cell | null | undefined): void {
    while (this.grid.length <= row) this.grid.push([]);
    const cells = this.grid[row];
    while (cells.length < col) cells.push(null);
    cells[col] = cell ?? null;
  }

  /** Writes cells left to right from `col` (none: an empty row); returns the row written. */
  putRow(row: number, cells: readonly (Cell | null | undefined)[], col = 0): number {
    while (this.grid.length <= row) this.grid.push([]);
    cells.forEach((cell, i) => this.put(row, col + i, cell));
    return row;
  }

  /** Appends a row after the last one; returns its index. */
  addRow(cells: readonly (Cell | null | undefined)[] = []): number {
    return this.putRow(this.nextRow, cells);
  }

  /** The sheet's first rows: a title, and a line saying what the sheet is. */
  titled(title: string, subtitle: string): void {
    this.addRow([lit(title, "title")]);
    this.addRow([lit(subtitle, "subtitle")]);
  }

  /** A blank row, then a section heading. */
  section(heading: string): void {
    this.addRow();
    this.addRow([lit(heading, "section")]);
  }

  /** Names the cell (row, col) for the whole workbook. */
  name(name: string, row: number, col: number, comment?: string): void {
    this.names.push({ name, sheet: this.sheetName, ref: cellRef(row, col, true), comment });
  }

  /** Names the block (row0, col0)-(row1, col1) for the whole workbook. */
  nameRange(
    name: string,
    row0: number,
    col0: number,
    row1: number,
    col1: number,
    comment?: string
  ): void {
    this.names.push({
      name,
      sheet: this.sheetName,
      ref: rangeRef(row0, col0, row1, col1, true),
      comment,
    });
  }

  /** "'Sheet'!$C$5" */
  absolute(ref: string): string {
    return sheetRef(this.sheetName, ref);
  }

  rows(): (Cell | null)[][] {
    return this.grid.map((cells) => [...cells]);
  }
}
