import { SizingError } from "./errors";

/**
 * A rule for one numeric input: whole or real, and its valid range.
 * The same rule object drives the custom functions' #VALUE! messages, the task pane's inline
 * messages, the scenario-file checks of `exsize workbook` and the workbook's data validation,
 * so a rule is written once (see docs/errors.md).
 */
export interface NumberRule {
  readonly whole: boolean;
  readonly min: number;
  /** true: the value must be greater than `min`; false: at least `min`. */
  readonly minExclusive: boolean;
  readonly max?: number;
  /** A choice among listed values (e.g. drive speeds 15000, 10000, 7200); `min`/`max` span the list. */
  readonly oneOf?: readonly number[];
}

export const WHOLE_POSITIVE: NumberRule = { whole: true, min: 1, minExclusive: false };
export const WHOLE_NON_NEGATIVE: NumberRule = { whole: true, min: 0, minExclusive: false };
export const POSITIVE: NumberRule = { whole: false, min: 0, minExclusive: true };
export const NON_NEGATIVE: NumberRule = { whole: false, min: 0, minExclusive: false };
/** A share of a whole: greater than 0, at most 1. */
export const SHARE: NumberRule = { whole: false, min: 0, minExclusive: true, max: 1 };

/** "a whole number greater than 0", "a number from 0 to 1", "2010 or 2013", ... */
export function describeRule(rule: NumberRule): string {
  if (rule.oneOf) return listChoices(rule.oneOf);
  const kind = rule.whole ? "a whole number" : "a number";
  if (rule.max !== undefined) {
    if (rule.minExclusive) return `${kind} greater than ${rule.min} and at most ${rule.max}`;
    return `${kind} from ${rule.min} to ${rule.max}`;
  }
  if (rule.whole && !rule.minExclusive && rule.min >= 1)
    return `${kind} greater than ${rule.min - 1}`;
  if (rule.minExclusive) return `${kind} greater than ${rule.min}`;
  return `${kind} of ${rule.min} or more`;
}

/** "2010 or 2013", "15000, 10000 or 7200". */
function listChoices(values: readonly number[]): string {
  const all = values.map(String);
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(", ")} or ${all[all.length - 1]}`;
}

/** A rule for a choice among listed values. */
export function choiceRule(values: readonly number[]): NumberRule {
  return {
    whole: values.every(Number.isInteger),
    min: Math.min(...values),
    minExclusive: false,
    max: Math.max(...values),
    oneOf: values,
  };
}

/**
 * A value as the user wrote it, for "(got ...)": text in quotes ("" for the empty string), JSON for an
 * object, "a range" for an array, "nothing" for a value left out; long text is cut at 60 characters.
 */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a range";
  let text: string;
  if (typeof value === "string") text = JSON.stringify(value);
  else if (typeof value === "object") {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = "an object";
    }
  } else text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Every number ExSize sizes with lies within these limits, whatever its own rule: products of a few
 * such numbers stay finite and non-zero in double precision, so no result is Infinity, NaN or an
 * underflow to 0. A rule's own max or min, where it has one, is tighter. (ExSize's rule, not a source.)
 */
export const NUMBER_LIMITS = { smallest: 1e-9, largest: 1e15 } as const;

/** The message for a value that breaks the rule, or undefined when the value is valid. */
export function ruleViolation(name: string, value: unknown, rule: NumberRule): string | undefined {
  const ok =
    typeof value === "number" &&
    Number.isFinite(value) &&
    (!rule.whole || Number.isInteger(value)) &&
    (rule.minExclusive ? value > rule.min : value >= rule.min) &&
    (rule.max === undefined || value <= rule.max) &&
    (rule.oneOf === undefined || rule.oneOf.includes(value));
  if (!ok) return `${name} must be ${describeRule(rule)} (got ${shownValue(value)})`;
  const size = Math.abs(value as number);
  if (size > NUMBER_LIMITS.largest)
    return `${name} ${shownValue(value)} is too large to size: at most ${NUMBER_LIMITS.largest}`;
  if (size !== 0 && size < NUMBER_LIMITS.smallest)
    return `${name} ${shownValue(value)} is too small to size: ${rule.min === 0 && !rule.minExclusive ? "0 or " : ""}at least ${NUMBER_LIMITS.smallest}`;
  return undefined;
}

/** The message for a required number left out: "users is required: a whole number greater than 0". */
export function requiredNumberMessage(name: string, rule: NumberRule): string {
  return `${name} is required: ${describeRule(rule)}`;
}

/** Returns the value as a number, or throws a SizingError naming the argument. */
export function checkNumber(name: string, value: unknown, rule: NumberRule): number {
  const message = ruleViolation(name, value, rule);
  if (message !== undefined) throw new SizingError(name, message);
  return value as number;
}
