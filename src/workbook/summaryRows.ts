import { Step, printExcel } from "../core/formula";
import {
  DELL_SUMMARY_STEPS,
  DellSummaryName,
  SUMMARY_MEANINGS,
  SUMMARY_PREFIX,
  SummaryKey,
  SummaryStepKey,
} from "../core/summary";
import {
  COMPUTE_NAMES,
  INPUT_NAMES,
  RESULT_NAMES,
  SELECTION_NAMES,
  SPINDLE_SHEET_NAMES,
} from "./names";
import { SheetWriter, fxIn, lit } from "./sheetWriter";
import { readerSource } from "../catalog/sources";

/** The Dell workbook's name of a summary row: ex.summary.mailboxes (docs/summary.md). */
export const dellSummaryRowName = (key: SummaryKey): string => `ex.summary.${key}`;

/** The ex.* name of each name the Dell summary reads (core/summary/dellSummary.ts). */
const DELL_NAMES: { readonly [K in DellSummaryName]: string } = {
  users: INPUT_NAMES.users,
  copies: INPUT_NAMES.copies,
  dbCount: RESULT_NAMES.dbCount,
  totalCapacityGB: RESULT_NAMES.totalCapacityGB,
  dbiop: RESULT_NAMES.dbiop,
  liops: RESULT_NAMES.liops,
  arraysTotal: SELECTION_NAMES.arraysTotal,
  "spindles.disksTotal": SPINDLE_SHEET_NAMES.disksTotal,
  "compute.servers": COMPUTE_NAMES.servers,
  "compute.cores": COMPUTE_NAMES.cores,
  "compute.ramGB": COMPUTE_NAMES.ramGB,
};

/** A Dell summary formula's name: a summary row's ex.summary.KEY, else the sheets' ex.* name. */
export function dellSummaryNameOf(name: string): string {
  if (name.startsWith(SUMMARY_PREFIX))
    return dellSummaryRowName(name.slice(SUMMARY_PREFIX.length) as SummaryKey);
  const mapped = (DELL_NAMES as Readonly<Record<string, string>>)[name];
  if (!mapped) throw new Error(`the Dell summary reads ${name}, which has no workbook name`);
  return mapped;
}

/**
 * The summary rows of a method's Summary sheet (the same rows for both methods, issue 13): a heading
 * row, then one row per key: key, its native formula (the method's summary step printed over the
 * workbook's names, `nameOf`), unit, then its meaning and source in one cell; each value cell named `rowName(key)`. "--"
 * where the method has no such figure.
 * Example: the Dell workbook's storageGBAllCopies is =ex.TotalCapacityGB*ex.Copies, named
 * ex.summary.storageGBAllCopies.
 */
export function addSummaryRows(
  w: SheetWriter,
  steps: readonly Step<SummaryStepKey>[],
  nameOf: (name: string) => string,
  rowName: (key: SummaryKey) => string
): void {
  w.addRow(
    ["Summary key", "Value", "Unit", "Meaning, and where it comes from"].map((h) =>
      lit(h, "heading")
    )
  );
  for (const step of steps) {
    const key = step.key.slice(SUMMARY_PREFIX.length) as SummaryKey;
    const [unit, meaning] = SUMMARY_MEANINGS[key];
    const row = w.addRow([
      lit(key, "label"),
      fxIn("=" + printExcel(step.formula, nameOf), unit, "result"),
      lit(unit, "unit"),
      lit(readerSource(`${meaning}: ${step.source}${step.note ? `; ${step.note}` : ""}`), "note"),
    ]);
    w.name(rowName(key), row, 1, `${key}: ${meaning} (docs/summary.md)`);
  }
}

/** The Dell Summary sheet's summary rows. */
export function addDellSummaryRows(w: SheetWriter): void {
  addSummaryRows(w, DELL_SUMMARY_STEPS, dellSummaryNameOf, dellSummaryRowName);
}
