import type { Step } from "../../core/formula";
import { numberFormatFor } from "../styles";
import { Cell } from "../model";
import { fx } from "../sheetWriter";
import { msFormula } from "./names";

/**
 * A step's display format: its unit's (numberFormatFor), but a count per database (mailboxes per
 * database, 62.5) keeps one decimal, so a fraction the calculator shows is not rounded away.
 */
export function stepNumberFormat(step: Pick<Step, "key" | "unit">): string {
  if (step.unit === "mailboxes" && /Per(Database|Db)/.test(step.key)) return "#,##0.0";
  return numberFormatFor(step.unit);
}

/**
 * A step's value cell: its formula over ex.ms.* names, displayed in the format of its unit; a number
 * (or the calculator's "--" in its place) right-aligned.
 */
export function stepCell(step: Step, style: "value" | "result" = "value"): Cell {
  const format = stepNumberFormat(step);
  // Text (a choice, the calculator's status texts, the verdict's sentences) wraps in its column.
  if (format === "General")
    return fx(msFormula(step.formula), style === "value" ? "valueText" : "resultWrap");
  return fx(msFormula(step.formula), style === "value" ? "valueNumber" : "resultNumber", format);
}
