import type { Expr, Step } from "../formula";

/** The reference every Microsoft-method step cites: the calculator's version and cell. */
export const CALCULATOR = "E2013Calcv7.6";

/**
 * One step of the Microsoft method: a calculator cell, its label, its formula, its unit and the cell it
 * reproduces ("Role Requirements!C243"), cited as "E2013Calcv7.6, Role Requirements!C243".
 * The steps are written as rows of a table, row`key | label | unit | cell` then the formula
 * (stepRow.ts), which build them with this.
 */
export function msStep(
  key: string,
  label: string,
  formula: Expr,
  unit: string,
  cell: string,
  note = ""
): Step {
  return { key, label, formula, unit, source: `${CALCULATOR}, ${cell}`, note };
}
