/**
 * Errors as Excel shows them. Inside Excel the functions runtime glue (runtime.ts) installs a factory
 * that builds a real `CustomFunctions.Error`; everywhere else (the CLI, tests, the bench) the default
 * factory builds a FunctionError with the same `code` and `message`, so `exsize fn` prints exactly
 * what a cell would show.
 */
/**
 * Only the kinds that can carry a message: Excel shows a custom function's #NUM! without its message,
 * so ExSize never throws it (docs/errors.md); a result that is not a finite number is #VALUE!.
 */
export type ExcelErrorKind = "invalidValue" | "notAvailable";

/** The text Excel shows for each kind, the same strings as `CustomFunctions.ErrorCode`. */
export const ERROR_TEXT: Readonly<Record<ExcelErrorKind, string>> = {
  invalidValue: "#VALUE!",
  notAvailable: "#N/A",
};

/** The Node-side twin of CustomFunctions.Error: `code` is the error text, e.g. "#VALUE!". */
export class FunctionError extends Error {
  readonly code: string;
  constructor(kind: ExcelErrorKind, message: string) {
    super(message);
    this.name = "FunctionError";
    this.code = ERROR_TEXT[kind];
  }
}

/** Builds what a function throws; inside Excel a CustomFunctions.Error, which is not an Error subclass. */
export type ExcelErrorFactory = (kind: ExcelErrorKind, message: string) => unknown;

let factory: ExcelErrorFactory = (kind, message) => new FunctionError(kind, message);

/** Called once by the Excel runtime glue to make errors real `CustomFunctions.Error`s. */
export function setExcelErrorFactory(next: ExcelErrorFactory): void {
  factory = next;
}

export function excelError(kind: ExcelErrorKind, message: string): unknown {
  return factory(kind, message);
}
