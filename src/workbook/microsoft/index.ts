/** The Microsoft method's workbook (issue 11 item 6): templates over the core's steps, ex.ms.* names. */
export { buildMicrosoftWorkbook } from "./build";
export { MS_PREFIX, msName, msFormula, FAILURE_MODES, failureModeOf, tierOf } from "./names";
export { MS_SHEETS } from "./context";
export type { MicrosoftContext, MicrosoftTemplate } from "./context";
export { WORKBOOK_DEPARTURES } from "./notesSheet";
export { UTILIZATION_LIMIT_PERCENT } from "./failureModesSheet";
