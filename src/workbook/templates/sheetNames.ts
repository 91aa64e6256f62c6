/** The sheets of the sizing workbook, in tab order. Other sheets refer to them only through names. */
export const SHEET_NAMES = {
  summary: "Summary",
  inputs: "Inputs",
  selection: "Array selection",
  spindles: "Spindles",
  compute: "Compute and memory",
  jetstress: "Jetstress",
  capacityCatalog: "Capacity catalog",
  iopsCatalog: "IOPS catalog",
  notes: "Notes",
} as const;

/** A step-table sheet is named after the paper's table, so a reader puts it beside Table 14. */
export function stepSheetName(table: number): string {
  return `Table ${table}`;
}
