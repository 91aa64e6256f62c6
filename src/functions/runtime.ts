import { ExcelErrorKind, setExcelErrorFactory } from "./excelError";

/**
 * The functions runtime glue: the one place the custom functions touch the CustomFunctions API.
 * It makes every error the adapters throw a real CustomFunctions.Error, so Excel shows #VALUE! with the
 * message in the cell's error tooltip. (CustomFunctions.associate calls are appended to the adapter
 * files by CustomFunctionsMetadataPlugin at build time.)
 * CustomFunctions.Error is CustomFunctionsRuntime 1.2 and its ErrorCode.invalidValue/notAvailable 1.3
 * (the typings' [Api set] tags), so manifest.xml declares 1.3 (Excel does not load the add-in where it
 * is missing; tests/officeApiSets.test.ts holds every office-js member to the declared sets); should a
 * host still lack the class, the plain Error each adapter throws is #VALUE! in the cell, without the
 * message.
 */
export function installExcelErrors(): void {
  if (typeof CustomFunctions === "undefined" || typeof CustomFunctions.Error !== "function") return;
  setExcelErrorFactory((kind: ExcelErrorKind, message: string) => {
    const code = CustomFunctions.ErrorCode[kind];
    return new CustomFunctions.Error(code, message);
  });
}
