import { capacityCatalogSheet, iopsCatalogSheet } from "./catalogSheets";
import { inputsSheet } from "./inputsSheet";
import { METHOD_SHEETS } from "./methodSheets";
import { notesSheet } from "./notesSheet";
import { selectionSheet } from "./selectionSheet";
import { STEP_TABLE_SHEETS } from "./tables14to17Sheets";
import { summarySheet } from "./summarySheet";
import { SheetTemplate } from "./template";

/**
 * The sheets of the sizing workbook, in tab order: the one list to extend with a new sheet. A template
 * sees the names of the sheets before it (the Notes sheet, last, lists them all); sheets refer to each
 * other only through names, so their order does not change any formula.
 */
export const SIZING_TEMPLATES: readonly SheetTemplate[] = [
  summarySheet,
  inputsSheet,
  ...STEP_TABLE_SHEETS,
  selectionSheet,
  ...METHOD_SHEETS,
  capacityCatalogSheet,
  iopsCatalogSheet,
  notesSheet,
];

/** The catalog sheets alone (the task pane's second action). */
export const CATALOG_TEMPLATES: readonly SheetTemplate[] = [capacityCatalogSheet, iopsCatalogSheet];

export type { SheetTemplate, TemplateContext, BuiltSheet } from "./template";
export { SHEET_NAMES, stepSheetName } from "./sheetNames";
