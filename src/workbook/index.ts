/**
 * The sizing workbook as data: templates (templates/) that describe it (model.ts) from a scenario.
 * The renderers (src/render/xlsx, src/render/office) write the description; nothing here knows a file
 * format or Office.
 */
export * from "./model";
export { buildSizingWorkbook, buildCatalogWorkbook } from "./build";
export {
  DEFAULT_SCENARIO,
  catalogRaidLevels,
  checkWorkbookScenario,
  scenarioSizingInput,
} from "./workbookScenario";
export {
  INPUT_NAMES,
  RESULT_NAMES,
  SELECTION_NAMES,
  COVER_NAMES,
  RAID_NAME,
  ANY_RAID,
  CATALOG_COLUMN_NAMES,
  SPINDLE_NAMES,
  SPINDLE_SHEET_NAMES,
  COMPUTE_NAMES,
  METHOD_INPUT_NAMES,
  JETSTRESS_NAMES,
  JETSTRESS_RESULT_NAMES,
  optionName,
} from "./names";
export type { SpindleStepKey, ComputeStepKey, JetstressMeasurement } from "./names";
export { SIZING_FORMULAS, nativeFormula } from "./formulas";
export {
  JETSTRESS_TARGET_FORMULAS,
  SPINDLE_SHEET_FORMULAS,
  spindleStepFormulas,
  computeStepFormulas,
  jetstressCheckFormula,
  jetstressVerdictFormula,
  methodText,
  stepFormulas,
} from "./methodFormulas";
export { METHOD_INPUTS, SPINDLE_RAID_INPUT, methodInputValues } from "./methodInputs";
export type { MethodInput, MethodInputValues, MethodGroup } from "./methodInputs";
export { SIZING_TEMPLATES, CATALOG_TEMPLATES, SHEET_NAMES, stepSheetName } from "./templates";
export type { SheetTemplate, TemplateContext, BuiltSheet } from "./templates";
