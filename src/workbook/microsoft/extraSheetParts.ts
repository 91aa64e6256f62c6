import type { Step } from "../../core/formula";
import { extraSteps } from "../../core/microsoft/extras";
import { calculatorCell } from "./names";
import { MS_SHEETS } from "./context";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { rangeRef } from "../a1";
import { TEXT_UNITS } from "../styles";
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
 * A step's unit as a reader reads it beside its value: "hours or text" -> "hours", "bytes or text" ->
 * "bytes", 'databases or ""' -> "databases"; a text, a choice or Yes/No has none ("Yes/No/--" -> "").
 * The step's declared unit (and so its number format) does not change.
 */
export function readerUnit(unit: string): string {
  const u = unit.replace(/\s+or\s+.*$/, "").trim();
  return u === "text" || u === "fraction" || TEXT_UNITS.test(u) ? "" : u;
}

/**
 * Where stepRows puts its columns: the label in A, the value in B, the unit in C, and the calculator's
 * cell with the ex.ms.* name in small type merged over D..lastColumn (the Summary's layout).
 */
export interface StepRowLayout {
  /** The last column (0-based) of the merged small column, at least 3 (D). */
  readonly lastColumn: number;
  /** The sheet's merges: stepRows adds its own. */
  readonly merges: string[];
  /** The reader's label of a key, where the sheet has one; else the calculator's label. */
  readonly labels?: Readonly<Record<string, string>>;
  /** false: the caller wrote the heading row already (one heading per table). Default true. */
  readonly heading?: boolean;
}

/** The heading row of stepRows' table. */
export function stepHeading(w: SheetWriter, layout: StepRowLayout): number {
  const r = w.addRow([
    lit("Figure", "heading"),
    lit("Value", "heading"),
    lit("Unit", "heading"),
    lit("The calculator's cell and the workbook name", "heading"),
  ]);
  for (let c = 4; c <= layout.lastColumn; c++) w.put(r, c, lit("", "heading"));
  layout.merges.push(rangeRef(r, 3, r, layout.lastColumn));
  return r;
}

/**
 * One row per step: its label (wrapped in its column, never cut), value (text spans the value and unit
 * columns), unit as a reader reads it, and the calculator's cell and name in small type; returns the
 * rows written.
 */
export function stepRows(w: SheetWriter, keys: readonly string[], layout: StepRowLayout): number[] {
  if (layout.heading !== false) stepHeading(w, layout);
  return keys.map((key) => {
    const step = extraStepMap().get(key)!;
    const row = w.addRow([lit(layout.labels?.[key] ?? step.label, "text")]);
    putStep(w, row, 1, key);
    const unit = readerUnit(step.unit);
    if (unit === "") layout.merges.push(rangeRef(row, 1, row, 2));
    // "bytes or text": the unit shows beside a number only (the calculator's "Default Value" has none).
    else if (/\sor\s/.test(step.unit))
      w.put(row, 2, fx(`=IF(ISNUMBER(${msName(key)}),"${unit}","")`, "unit"));
    else w.put(row, 2, lit(unit, "unit"));
    w.put(row, 3, lit(`${calculatorCell(step.source)} \u00b7 ${msName(key)}`, "small"));
    layout.merges.push(rangeRef(row, 3, row, layout.lastColumn));
    return row;
  });
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
