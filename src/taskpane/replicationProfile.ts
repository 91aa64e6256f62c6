/**
 * The hourly log generation profile as the pane takes it: one box holding the 24 numbers of
 * `logGenerationProfilePercent` (E2013Calcv7.6, Input!C145:C168 "Logs Generated / Hour Percentage",
 * hours 1 to 24 as the calculator's Input!B145:B168 numbers them), typed or pasted from Excel. No DOM here.
 *
 * Reading (the pane's rule, not the calculator's: the calculator has 24 cells):
 *   - The numbers are separated by white space (spaces, tabs, new lines: a row or a column copied
 *     from Excel), semicolons, and commas where the display language's decimal separator is not a
 *     comma (en-US "4, 4.5" is two numbers; de-DE "4,5" is one, 4.5).
 *   - Each is read as the pane reads any number (numberText.ts), a trailing "%" allowed (Excel copies
 *     a percent-formatted cell as "4%", which is 4 here: the key is in percent).
 *   - Exactly 24, else refused, saying how many were read. Each is checked with the core's rule for an
 *     hour (REPLICATION_INPUT_RULES.logGenerationProfilePercent, via ruleViolation: a number of 0 or
 *     more, the calculator's data validation on Input!C145:D168), named "hour N".
 * The sum is shown as the calculator shows it in its Total row (Input!C169, =SUBTOTAL(9, ...)); the
 * calculator uses the profile as given, without scaling it to 100 %, and so does ExSize: when the core's
 * profileWarning finds it is not 100 %, the reading says so, politely (not an error).
 *
 * Example: readProfile("4\t4\t...\t4.5" (24 numbers), "en-US") => { kind: "profile", values: [4, 4, ..., 4.5] };
 * 23 numbers => { kind: "refused", message: "must be 24 numbers, one for each hour 1 to 24 (got 23)" }.
 */
import {
  REPLICATION_INPUT_RULES,
  applyReplicationInputs,
  profileWarning,
} from "../core/microsoft/extras/inputs";
import type { Value } from "../core/formula";
import { ruleViolation } from "../core/validation";
import { readTypedNumber, separatorsOf } from "./numberText";
import { shownNumber } from "./fields";

export const PROFILE_HOURS = 24;

export type ProfileReading =
  | { readonly kind: "blank" }
  | { readonly kind: "profile"; readonly values: readonly number[] }
  /** The message, to follow the field's label ("hour 5 must be a number of 0 or more (got -1)"). */
  | { readonly kind: "refused"; readonly message: string };

/** The typed or pasted text as its numbers' texts, split as the module's comment says. */
export function profileTokens(text: string, locale: string): string[] {
  const commaSplits = separatorsOf(locale).decimal !== ",";
  const separators = commaSplits ? /[\s;,]+/ : /[\s;]+/;
  return text.split(separators).filter((t) => t !== "");
}

/** The profile typed or pasted, in the display language `locale`. */
export function readProfile(text: string, locale: string): ProfileReading {
  const tokens = profileTokens(text, locale);
  if (tokens.length === 0) return { kind: "blank" };
  if (tokens.length !== PROFILE_HOURS)
    return {
      kind: "refused",
      message: `must be ${PROFILE_HOURS} numbers, one for each hour 1 to ${PROFILE_HOURS} (got ${tokens.length})`,
    };
  const values: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const hour = `hour ${i + 1}`;
    const typed = readTypedNumber(token.replace(/%$/, ""), locale);
    if (typed.kind !== "number")
      return {
        kind: "refused",
        message:
          typed.kind === "refused" && typed.why !== "not a number"
            ? `${hour}: “${typed.text}” ${typed.why}`
            : `${hour} must be a number (got “${token}”)`,
      };
    const broken = ruleViolation(
      hour,
      typed.value,
      REPLICATION_INPUT_RULES.logGenerationProfilePercent
    );
    if (broken !== undefined) return { kind: "refused", message: broken };
    values.push(typed.value);
  }
  return { kind: "profile", values };
}

/** The sum of the hours, in percent, as the calculator's Total row adds them (to 6 decimals). */
export function profileSumPercent(values: readonly number[]): number {
  return Number(values.reduce((a, b) => a + b, 0).toFixed(6));
}

/**
 * What the pane says under a profile it read: the hours and their sum, and, when the core's
 * profileWarning finds the sum is not 100 %, that the calculator uses it as given; for 24 zeros, that
 * the calculator shows no replication figure.
 * Example: 24 x 4 in en-US => "24 hours read; they sum to 96 %. The calculator uses the profile as
 * given, without scaling it to 100 %, so the replication figures will be lower than a full day's logs
 * would give."
 */
export function profileReading(values: readonly number[], locale: string): string {
  const sum = profileSumPercent(values);
  const read = `${values.length} hours read; they sum to ${shownNumber(sum, locale)} %.`;
  if (values.every((v) => v === 0))
    return `${read} With every hour at 0, the calculator shows no replication figures (“--”).`;
  const cells: Record<string, Value> = {};
  applyReplicationInputs({ logGenerationProfilePercent: values }, cells);
  if (profileWarning(cells) === null) return read;
  return `${read} The calculator uses the profile as given, without scaling it to 100 %, so the replication figures will be ${sum < 100 ? "lower" : "higher"} than a full day's logs would give.`;
}

/**
 * The profile as the box shows it (what Open puts back; readProfile's inverse): four lines of six
 * hours, separated by spaces (a separator in every display language), numbers in the display language.
 * Example: [0.5, 1, ...] in de-DE => "0,5 1 ...\n...".
 */
export function profileText(values: readonly number[], locale: string): string {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += 6)
    lines.push(
      values
        .slice(i, i + 6)
        .map((v) => shownNumber(v, locale))
        .join(" ")
    );
  return lines.join("\n");
}
