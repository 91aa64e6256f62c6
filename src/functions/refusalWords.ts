import { RefusalError } from "../core/errors";
import { refusalText } from "../core/microsoft/scenario/refusal";

/**
 * A scenario reader's refusal as the unstripped core words it: the functions' copy of the core has the
 * readers' table of messages emptied (scripts/webpack/stripStepWords.js), so its RefusalError has the
 * name and the parts of its message but an empty message; this module, a chunk of its own loaded only
 * then (invokeStripped, ./invoke.ts), builds the message again from the unstripped table, word for word
 * (tests/webpack/strippedFunctions.test.ts).
 * Example: RefusalError("port", ["witnessPort", 0], "") becomes the same error worded
 * "witnessPort must be a TCP port, a whole number from 1 to 65535 (got 0)".
 */
export function worded(error: RefusalError): RefusalError {
  const { refusal, parts, dropped } = error;
  return new RefusalError(refusal, parts, refusalText(refusal, parts), dropped);
}
