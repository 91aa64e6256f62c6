import { NumberKeys, Step } from "../core";
import { CellValue, FunctionDeclaration } from "./declaration";

/** The result of a function that spills a method's steps (stepTable's header and rows). */
export const STEP_TABLE_RESULT: FunctionDeclaration["result"] = {
  shape: "matrix",
  unit: "",
  description: "A table with a header row: Variable, Value, Unit, Source.",
};

/**
 * A method's steps as a spilled table with a header row, Variable | Value | Unit | Source, one row per
 * step in order (as EX.SIZING prints Tables 14-17).
 */
export function stepTable<T>(steps: readonly Step<NumberKeys<T>>[], values: T): CellValue[][] {
  return [
    ["Variable", "Value", "Unit", "Source"],
    ...steps.map((s): CellValue[] => [s.label, values[s.key] as number, s.unit, s.source]),
  ];
}
