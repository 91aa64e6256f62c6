import type { Step } from "../../core/formula";
import { numberFormatFor } from "../styles";
import { Cell } from "../model";
import { fx } from "../sheetWriter";
import { msFormula } from "./names";

/** A step's value cell: its formula over ex.ms.* names, displayed in the format of its unit. */
export function stepCell(step: Step, style: "value" | "result" = "value"): Cell {
  const format = numberFormatFor(step.unit);
  return fx(msFormula(step.formula), style, format === "General" ? undefined : format);
}
