import { ExcelErrorKind, setExcelErrorFactory } from "./excelError";

/**
 * The functions runtime glue: the one place the custom functions touch the CustomFunctions API.
 * It makes every error the adapters throw a real CustomFunctions.Error, so Excel shows #VALUE! with the
 * message in the cell's error tooltip. (CustomFunctions.associate calls are appended to the adapter
 * files by CustomFunctionsMetadataPlugin at build time.)
 */
export function installExcelErrors(): void {
  setExcelErrorFactory((kind: ExcelErrorKind, message: string) => {
    const code = CustomFunctions.ErrorCode[kind];
    return new CustomFunctions.Error(code, message);
  });
}
