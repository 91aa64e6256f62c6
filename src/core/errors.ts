/**
 * The one error type of the sizing core.
 *
 * Policy (docs/errors.md): the core never returns NaN, Infinity or a silent 0. Anything it cannot size
 * throws a SizingError naming the offending argument. The custom-function adapter turns it into
 * `CustomFunctions.Error` #VALUE! with the message, whatever the code (`invalidNumber` marks a result
 * that is not a finite number, but Excel shows a custom function's #NUM! without its message); the CLI prints
 * `#VALUE! message` and exits 1; the task pane shows the message beside the field.
 */
export type SizingErrorCode = "invalidValue" | "invalidNumber";

export class SizingError extends Error {
  readonly code: SizingErrorCode;
  /** The argument (or option, or scenario key) the message is about. */
  readonly argument: string;

  constructor(argument: string, message: string, code: SizingErrorCode = "invalidValue") {
    super(message);
    this.name = "SizingError";
    this.code = code;
    this.argument = argument;
  }
}
