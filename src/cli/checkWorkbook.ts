import { CheckResult } from "../core/check";
import { renderXlsx } from "../render/xlsx";
import { checkWorkbookSpec } from "../workbook/check/checkWorkbook";

/** exsize check's -o workbook as .xlsx bytes (src/workbook/check, rendered by src/render/xlsx). */
export function checkWorkbookBytes(design: string, result: CheckResult, now: Date): Uint8Array {
  return renderXlsx(checkWorkbookSpec(design, result, now), { date: now });
}
