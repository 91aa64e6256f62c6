import { NumberRule, describeRule } from "../core";
import { DataValidationSpec, ValidationRule } from "./model";

/** A whole-number rule with at most this many values becomes a drop-down list (copies: 1 to 16). */
const MAX_LIST_CHOICES = 16;

/** Excel limits a validation's error title to 32 characters. */
const ERROR_TITLE = "ExSize: value not valid";

/**
 * The data validation of an input cell, from the same NumberRule the custom functions check. `blank`
 * says what a blank cell means ("computed"); without it a blank is refused.
 */
export function numberValidation(
  ref: string,
  name: string,
  rule: NumberRule,
  unit: string,
  blank?: string
): DataValidationSpec {
  return {
    ref,
    rule: validationRule(rule),
    errorTitle: ERROR_TITLE,
    // The custom functions' message without its "(got ...)": ruleViolation() starts with this text.
    errorMessage: `${name} must be ${describeRule(rule)}`,
    prompt: `${describeRule(rule)}${unit ? ` (${unit})` : ""}${blankPrompt(blank)}`,
    allowBlank: blank !== undefined,
  };
}

function blankPrompt(blank: string | undefined): string {
  return blank === undefined ? "" : `; blank: ${blank}`;
}

/** A drop-down list of text choices; `blank` as numberValidation's. */
export function listValidation(
  ref: string,
  name: string,
  choices: readonly string[],
  blank?: string
): DataValidationSpec {
  return {
    ref,
    rule: { type: "list", choices },
    errorTitle: ERROR_TITLE,
    errorMessage: `${name} must be one of ${choices.join(", ")}`,
    ...(blank === undefined ? {} : { prompt: `One of the list${blankPrompt(blank)}` }),
    allowBlank: blank !== undefined,
  };
}

function validationRule(rule: NumberRule): ValidationRule {
  if (rule.oneOf) return { type: "list", choices: rule.oneOf.map(String) };
  if (rule.whole && rule.max !== undefined && rule.max - rule.min + 1 <= MAX_LIST_CHOICES) {
    const first = rule.minExclusive ? rule.min + 1 : rule.min;
    const choices: string[] = [];
    for (let n = first; n <= rule.max; n++) choices.push(String(n));
    return { type: "list", choices };
  }
  return {
    type: rule.whole ? "whole" : "decimal",
    min: rule.min,
    minExclusive: rule.minExclusive,
    ...(rule.max === undefined ? {} : { max: rule.max }),
  };
}
