import { NumberKeys, Step } from "../core";
import { CellValue } from "./declaration";

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
