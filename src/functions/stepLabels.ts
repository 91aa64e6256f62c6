import { StepError } from "../core/errors";
import { Step } from "../core/formula";
import { serverStepsOf } from "../core/microsoft/servers/result";
import { DELL_SUMMARY_STEPS } from "../core/summary/dellSummary";
import { MICROSOFT_SUMMARY_STEPS } from "../core/summary/microsoftSummary";

/**
 * The steps whose error a lazy group's function can report (a StepError): those the functions' core
 * evaluates with a throw, as the pane's and the CLI's unstripped copy defines them. sizeServers
 * (src/core/microsoft/servers/result.ts) reads serverSteps(tiers) with valueOf, evaluateSummary
 * (src/core/summary/summarySteps.ts) reads the Microsoft and Dell summary steps with evaluateSteps; no
 * other module of the functions layer throws a StepError (tests/webpack/strippedFunctions.test.ts).
 */
const steps = (): readonly Step[] => [
  ...[1, 2, 3, 4].flatMap(serverStepsOf),
  ...MICROSOFT_SUMMARY_STEPS,
  ...DELL_SUMMARY_STEPS,
];

/**
 * The error as the unstripped core words it: the label of the step of the same key (one label a key in
 * these lists, tests/webpack/strippedFunctions.test.ts), the message built again from it and the
 * error's own parts (StepError). A step found nowhere keeps the error as it is.
 * Example: " (summary.storageGBAllCopies) is #VALUE!: ..." becomes
 * "Database and log capacity, all copies (summary.storageGBAllCopies) is #VALUE!: ...".
 */
export function labelled(error: StepError): StepError {
  const found = steps().find((s) => s.key === error.step.key);
  return found ? new StepError(found, error.excelError, error.why) : error;
}
