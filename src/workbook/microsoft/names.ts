import { Expr, printExcel } from "../../core/formula";
import { MODES, Mode } from "../../core/microsoft/servers/outputs";

/**
 * The workbook names of the Microsoft method: "ex.ms." + the step or input name the core uses, so an
 * output key k of `exsize size --json` is the name ex.ms.k (ex.ms.databaseCount), a per-tier key
 * tiers[i].k is ex.ms.tier<i+1>.k (ex.ms.tier1.iopsPerMailbox), a failure-mode figure k.mode is
 * ex.ms.k.mode (ex.ms.cpuUtilizationPercent.worstFailure), and an input cell is ex.ms.input.<name>
 * (ex.ms.input.haCopies, ex.ms.input.tier2.messagesPerDay).
 */
export const MS_PREFIX = "ex.ms.";

/**
 * Excel's rules for a defined name (Office support, "Names in formulas"): a letter, "_" or "\" first,
 * then letters, digits, ".", "_" or "\"; at most 255 characters; never a cell reference (A1, R1C1).
 * The dots keep every ex.ms.* name from reading as a cell reference.
 */
const VALID_NAME = /^[A-Za-z_\\][A-Za-z0-9_.\\]*$/;

/** ex.ms.<key>; throws for a key that would not make a valid Excel name. */
export function msName(key: string): string {
  const name = MS_PREFIX + key;
  if (!VALID_NAME.test(name) || name.length > 255)
    throw new Error(`${JSON.stringify(key)} cannot be an Excel name (${name})`);
  return name;
}

/**
 * Printed formulas by expression: the steps are the same objects for every design (workbookSteps), so a
 * comparison of twelve designs prints each once (the text depends on the expression alone).
 */
const MS_FORMULAS = new WeakMap<Expr, string>();
const PLAIN_FORMULAS = new WeakMap<Expr, string>();

function printedOnce(cache: WeakMap<Expr, string>, formula: Expr, print: () => string): string {
  let text = cache.get(formula);
  if (text === undefined) {
    text = print();
    cache.set(formula, text);
  }
  return text;
}

/** A step's native formula: "=" + its expression printed over ex.ms.* names. */
export function msFormula(formula: Expr): string {
  return printedOnce(MS_FORMULAS, formula, () => "=" + printExcel(formula, msName));
}

/** The same expression over plain names, for a sheet's "Computed here as" column. */
export function plainFormula(formula: Expr): string {
  return printedOnce(PLAIN_FORMULAS, formula, () => printExcel(formula, (n) => n));
}

/** The five failure modes of the calculator's server figures, in its column order (the core's MODES). */
export const FAILURE_MODES = MODES;
export type FailureMode = Mode;

/** "cpuUtilizationPercent.worstFailure" -> ["cpuUtilizationPercent", "worstFailure"]; else undefined. */
export function failureModeOf(key: string): readonly [string, FailureMode] | undefined {
  const dot = key.lastIndexOf(".");
  const mode = key.slice(dot + 1) as FailureMode;
  return dot > 0 && FAILURE_MODES.includes(mode) ? [key.slice(0, dot), mode] : undefined;
}

/** "tier2.iopsPerMailbox" -> [2, "iopsPerMailbox"]; else undefined. */
export function tierOf(key: string): readonly [number, string] | undefined {
  const m = /^tier(\d+)\.(.+)$/.exec(key);
  return m ? [Number(m[1]), m[2]] : undefined;
}

/** "E2013Calcv7.6, Role Requirements!C243" -> "Role Requirements!C243" (the cell a step reproduces). */
export function calculatorCell(source: string): string {
  return source.replace(/^E2013Calcv7\.6,\s*/, "");
}
