/**
 * TEST DOUBLE support: the Excel double's workbook as plain JSON and back, so the browser double can
 * keep "the same workbook" while the pane's page is loaded again (in Office the workbook stays open
 * when the pane reloads; only the pane's page starts over). Everything the double models is kept:
 * sheets (cells, merges, widths, validations, charts, conditional formats, freeze, page layout, tab
 * colour), names, tables, the active sheet and the next sheet id (so a name broken by a deleted
 * sheet stays broken).
 */
import { DoubleCell, DoubleSheet, DoubleWorkbook } from "./state";

interface SheetJson extends Omit<DoubleSheet, "cells" | "columnWidths"> {
  readonly cells: [string, DoubleCell][];
  readonly columnWidths: [string, number][];
}

interface WorkbookJson {
  readonly sheets: SheetJson[];
  readonly names: DoubleWorkbook["names"];
  readonly tables: DoubleWorkbook["tables"];
  readonly activeSheetId: number;
  readonly nextId: number;
}

/** The double's private counter of sheet ids (read and restored, never changed otherwise). */
type WithNextId = { nextId: number };

export function workbookToJson(wb: DoubleWorkbook): string {
  const json: WorkbookJson = {
    sheets: wb.sheets.map((s) => ({
      ...s,
      cells: [...s.cells.entries()],
      columnWidths: [...s.columnWidths.entries()],
    })),
    names: wb.names,
    tables: wb.tables,
    activeSheetId: wb.activeSheetId,
    nextId: (wb as unknown as WithNextId).nextId,
  };
  return JSON.stringify(json);
}

/** Replaces what `wb` holds with the workbook of `text` (workbookToJson's). */
export function restoreWorkbook(wb: DoubleWorkbook, text: string): void {
  const json = JSON.parse(text) as WorkbookJson;
  wb.sheets.splice(
    0,
    wb.sheets.length,
    ...json.sheets.map((s): DoubleSheet => ({
      ...s,
      cells: new Map(s.cells),
      columnWidths: new Map(s.columnWidths),
    }))
  );
  wb.names.splice(0, wb.names.length, ...json.names);
  wb.tables.splice(0, wb.tables.length, ...json.tables);
  wb.activeSheetId = json.activeSheetId;
  (wb as unknown as WithNextId).nextId = json.nextId;
}
