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

/**
 * A SizingError naming a formula step whose value is an Excel error, as evaluateSteps
 * (src/core/formula/step.ts) and valueOf (src/core/microsoft/servers/evaluate.ts) throw it:
 * "<label> (<key>) is <Excel error>: <why>", e.g. "Mailboxes (summary.mailboxes) is #NUM!: ...".
 * It keeps the step and the message's parts: the EX.* functions' copy of the core has its steps'
 * labels emptied (scripts/webpack/stripStepWords.js), and their adapter words the message again with
 * the step's label (src/functions/stepLabels.ts) before Excel shows it.
 */
export class StepError extends SizingError {
  constructor(
    readonly step: { readonly key: string; readonly label: string },
    readonly excelError: string,
    readonly why: string
  ) {
    super(
      step.key,
      `${step.label} (${step.key}) is ${excelError}: ${why}`,
      excelError === "#NUM!" ? "invalidNumber" : "invalidValue"
    );
  }
}

/**
 * A SizingError a scenario reader throws by name (src/core/microsoft/scenario/refusal.ts refuse): it
 * keeps the name of its message in the readers' table and the message's parts (the key it names
 * first), as a StepError keeps its step: the EX.* functions' copy of the core has that table emptied
 * (scripts/webpack/stripStepWords.js) and their adapter words the message from the unstripped table
 * (src/functions/refusalWords.ts) before Excel shows it. `dropped` is a text taken out of the key and
 * the message wherever it stands, then and once worded: EX.MS*'s one-tier functions name their
 * parameter, "growthPercent", where the reader says "tiers[0].growthPercent".
 */
export class RefusalError extends SizingError {
  constructor(
    readonly refusal: string,
    readonly parts: readonly unknown[],
    message: string,
    readonly dropped = ""
  ) {
    super(without(parts[0] as string, dropped), without(message, dropped));
  }
}
const without = (text: string, dropped: string) => (dropped ? text.split(dropped).join("") : text);
