import { SIZING_STEP_FORMULAS, SizingValueKey } from "../core";
import { Expr, ceilCountAtLeastOne as wholeCount, printExcel } from "../core/formula";

/** A formula's name as the workbook writes it: the `ex.*` name (names.ts). */
export const exName = (name: string): string => "ex." + name;

/** A core formula as a cell's native formula: "=" and the formula printed over `ex.*` names. */
export function nativeFormula(formula: Expr): string {
  return "=" + printExcel(formula, exName);
}

/**
 * The native formula of every number of the core's ScenarioSizing, printed from the one formula the
 * core evaluates (SIZING_STEP_FORMULAS, defined beside each core function: e.g. DVS_FORMULA in
 * core/capacity/databaseVolumeSize.ts). Whole counts print as MAX(1,ROUNDUP(ROUND(x,9),0)) and a blank
 * ex.DBCountInput means computed (EX.DBCOUNT), as the core evaluates them.
 * Example: dvsGB => =ex.IDBS*ex.contentIndex*ex.volumeOverhead
 */
export const SIZING_FORMULAS: { readonly [K in SizingValueKey]: string } = Object.fromEntries(
  Object.entries(SIZING_STEP_FORMULAS).map(([key, formula]) => [key, nativeFormula(formula)])
) as { readonly [K in SizingValueKey]: string };

/** The core's ceilCountAtLeastOne(x) as a native expression: MAX(1,ROUNDUP(ROUND(x,9),0)). */
export function ceilCountAtLeastOne(expression: string): string {
  return printExcel(wholeCount("x"), () => expression);
}
