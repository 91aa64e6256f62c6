import type { Step } from "../../core/formula";
import { extraSteps } from "../../core/microsoft/extras";
import { calculatorCell } from "./names";
import { MS_SHEETS } from "./context";
import { SheetWriter, lit } from "../sheetWriter";
import { stepCell } from "./cells";
import { msName } from "./names";

/** The sheets of issue 21 (at most 31 characters each, Excel's limit). */
export const EXTRA_SHEETS = {
  replication: MS_SHEETS.replication,
  activation: MS_SHEETS.activation,
  growth: MS_SHEETS.growth,
} as const;

/** Which sheet writes a step of extras/ (each step is named on exactly one sheet). */
export function sheetOfExtraStep(key: string): keyof typeof EXTRA_SHEETS {
  if (key.startsWith("replication.") || key.startsWith("mailboxMove")) return "replication";
  if (key.startsWith("mailboxModeling.") || /^tier\d\.initialMailboxSizeMB$/.test(key))
    return "growth";
  return "activation";
}

/** The extra steps by key. */
export function extraStepMap(): ReadonlyMap<string, Step> {
  return (byKey ??= new Map(extraSteps().map((s) => [s.key, s])));
}
let byKey: ReadonlyMap<string, Step> | undefined;

/** Writes a step's formula cell at (row, col) and names it ex.ms.<key>. */
export function putStep(w: SheetWriter, row: number, col: number, key: string): void {
  const step = extraStepMap().get(key);
  if (!step) throw new Error(`no extra step ${key}`);
  w.put(row, col, stepCell(step));
  w.name(msName(key), row, col, `${step.label} [${step.unit}], ${step.source}`);
}

/**
 * One row per step not yet written by the sheet's own tables: its label, value, unit, calculator cell
 * and name (the Databases and servers sheet's layout).
 */
export function stepRows(w: SheetWriter, keys: readonly string[]): void {
  w.addRow(["Figure", "Value", "Unit", "Calculator cell", "Name"].map((h) => lit(h, "heading")));
  for (const key of keys) {
    const step = extraStepMap().get(key)!;
    const row = w.addRow([lit(step.label, "label")]);
    putStep(w, row, 1, key);
    w.put(row, 2, lit(step.unit, "unit"));
    w.put(row, 3, lit(calculatorCell(step.source), "code"));
    w.put(row, 4, lit(msName(key), "note"));
  }
}

/** The keys of a sheet's steps, in evaluation order, less those it lays out itself. */
export function remainingKeys(
  sheet: keyof typeof EXTRA_SHEETS,
  placed: ReadonlySet<string>
): string[] {
  return extraSteps()
    .map((s) => s.key)
    .filter((k) => sheetOfExtraStep(k) === sheet && !placed.has(k));
}
