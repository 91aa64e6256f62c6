import type { DataValidationSpec } from "./model";
import { SheetWriter, lit } from "./sheetWriter";
import { SheetLayout, TitledSheet, titledSheet } from "./titledSheet";

/**
 * The columns of both workbooks' input tables: the cell's name (column A, which the other sheets'
 * formulas read), what the input is, its value (the peach input cell), its unit, the values it takes,
 * its default and where it comes from.
 */
const INPUT_HEADINGS = ["Name", "Input", "Value", "Unit", "Valid values", "Default", "Source"];

/** What an Inputs sheet's body writes with beside the sheet's writer. */
export interface InputsSheetParts {
  /** Writes the heading row of an input table (INPUT_HEADINGS); returns its row. */
  readonly headings: () => number;
  /** The input cells' data validations: the body pushes one per cell that has a rule. */
  readonly validations: DataValidationSpec[];
}

/**
 * The Inputs sheet of either workbook: the title "Inputs", the subtitle `peach` (which cells are
 * inputs, and in what form) followed by "Column A is the cell's name, used by the formulas of the
 * other sheets."; `body` writes the sections, heading each table with headings() and pushing each cell's
 * data validation, and returns the rest of the layout; the sheet carries those validations and prints
 * landscape, one page wide.
 * Example: inputsTemplate(SHEET_NAMES.inputs, "Peach cells are inputs.", (w, context, { headings }) => ...).
 */
export function inputsTemplate<C>(
  name: string,
  peach: string,
  body: (
    w: SheetWriter,
    context: C,
    parts: InputsSheetParts
  ) => Omit<SheetLayout, "validations" | "print">
): TitledSheet<C> {
  return titledSheet(
    name,
    "Inputs",
    `${peach} Column A is the cell's name, used by the formulas of the other sheets.`,
    (w, context) => {
      const validations: DataValidationSpec[] = [];
      const headings = () => w.addRow(INPUT_HEADINGS.map((h) => lit(h, "heading")));
      const layout = body(w, context, { headings, validations });
      return { ...layout, validations, print: { orientation: "landscape", fitToWidth: true } };
    },
    "inputs"
  );
}
