/** The office-js renderer and the builder that writes a workbook description into the open workbook. */
export { buildIntoWorkbook, inspectWorkbook, describeExcelError, BuildError } from "./builder";
export type { BuildProgress, BuildReport, BuildRequest } from "./builder";
export type { BuildKind, OwnSheet } from "./ownership";
export { REQUIRED_EXCEL_API } from "./renderer";
