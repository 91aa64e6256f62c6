import { capacityCatalogSheet, iopsCatalogSheet } from "./catalogSheets";
import { inputsSheet } from "./inputsSheet";
import { METHOD_SHEETS } from "./methodSheets";
import { notesSheet } from "./notesSheet";
import { selectionSheet } from "./selectionSheet";
import { STEP_TABLE_SHEETS } from "./tables14to17Sheets";
import { summarySheet } from "./summarySheet";
import { SheetTemplate } from "./template";
import { MicrosoftTemplate } from "../microsoft/context";
import { msDesignSheet } from "../microsoft/designSheet";
import { msFailureModesSheet } from "../microsoft/failureModesSheet";
import { msReplicationSheet } from "../microsoft/replicationSheet";
import { msActivationSheet } from "../microsoft/activationSheet";
import { msGrowthSheet } from "../microsoft/growthSheet";
import { msLayoutSheet } from "../microsoft/layoutSheet";
import { msInputsSheet } from "../microsoft/inputsSheet";
import { msNotesSheet } from "../microsoft/notesSheet";
import { msProfileSheet } from "../microsoft/profileSheet";
import { msSummarySheet } from "../microsoft/summarySheet";
import { msMetaCacheSheet } from "../microsoft/metaCacheSheet";

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

/**
 * The sheets of the Microsoft method's workbook (`"method": "microsoft"`), in tab order: Summary,
 * Inputs, the per-tier profile, the database and server figures, the failure-mode table and Notes.
 */
export const MICROSOFT_TEMPLATES: readonly MicrosoftTemplate[] = [
  msSummarySheet,
  msInputsSheet,
  msProfileSheet,
  msDesignSheet,
  msFailureModesSheet,
  msMetaCacheSheet,
  msReplicationSheet,
  msActivationSheet,
  msGrowthSheet,
  msLayoutSheet,
  msNotesSheet,
];

/** The sizing method a scenario names: "microsoft", else the Dell method (seed 000). */
export type WorkbookMethod = "dell" | "microsoft";

/** The templates of a method's workbook (the method switch of `exsize workbook` and the pane). */
export function templatesFor(
  method: WorkbookMethod
): readonly SheetTemplate[] | readonly MicrosoftTemplate[] {
  return method === "microsoft" ? MICROSOFT_TEMPLATES : SIZING_TEMPLATES;
}

/** The catalog sheets alone (the task pane's second action). */
export const CATALOG_TEMPLATES: readonly SheetTemplate[] = [capacityCatalogSheet, iopsCatalogSheet];

export type { SheetTemplate, TemplateContext, BuiltSheet } from "./template";
export { SHEET_NAMES, stepSheetName } from "./sheetNames";
