import { INPUT_SPECS, InputName, STEP_ROWS, SizingValueKey, StepRow } from "../../core";
import { SIZING_FORMULAS } from "../formulas";
import { Cell } from "../model";
import { INPUT_NAMES, RESULT_NAMES } from "../names";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { numberFormatFor } from "../styles";
import { withOptionHint } from "./optionHint";
import { stepSheetName } from "./sheetNames";
import { SheetTemplate } from "./template";

/** A step-1 row: a process input that an earlier table or the Inputs sheet provides. */
type StepInput =
  | { readonly input: InputName; readonly paperFormula: string }
  | { readonly result: SizingValueKey; readonly symbol: string; readonly paperFormula: string };

interface StepTable {
  readonly table: 14 | 15 | 16 | 17;
  /** The paper's caption and section (seed 000). */
  readonly caption: string;
  readonly section: string;
  /** Step 1 of the table, "Define process inputs", in the paper's order after any computed step-1 row. */
  readonly inputs: readonly StepInput[];
}

const FROM_TABLE_14 = "(from database capacity sizing process)";

/** Seed 000, sections 3.3.3 to 3.3.6: the four step tables and their step-1 inputs as printed. */
const STEP_TABLES: readonly StepTable[] = [
  {
    table: 14,
    caption: "Table 14 Calculation Process - Total Database Size Estimation",
    section: "seed 000, section 3.3.3 Database Capacity Sizing Process",
    inputs: [
      { input: "users", paperFormula: "" },
      { input: "quotaMB", paperFormula: "" },
      { input: "messagesPerDay", paperFormula: "" },
      { input: "avgMessageKB", paperFormula: "" },
    ],
  },
  {
    table: 15,
    caption: "Table 15 Calculation Process - Log Volume Size Estimation",
    section: "seed 000, section 3.3.4 Log Capacity Sizing Process",
    inputs: [
      { result: "dbCount", symbol: "DB Count", paperFormula: FROM_TABLE_14 },
      { input: "users", paperFormula: FROM_TABLE_14 },
      { input: "messagesPerDay", paperFormula: FROM_TABLE_14 },
      { input: "avgMessageKB", paperFormula: FROM_TABLE_14 },
    ],
  },
  {
    table: 16,
    caption: "Table 16 Calculation Process - Database I/O Performance Sizing",
    section: "seed 000, section 3.3.5 Database I/O Performance Sizing Process",
    inputs: [
      { input: "messagesPerDay", paperFormula: FROM_TABLE_14 },
      { input: "users", paperFormula: FROM_TABLE_14 },
      { input: "copies", paperFormula: "(if DAG used: step 2)" },
    ],
  },
  {
    table: 17,
    caption: "Table 17 Log I/O Performance Sizing Process",
    section: "seed 000, section 3.3.6 Log I/O Performance Sizing Process",
    inputs: [
      {
        result: "dbiop",
        symbol: "DBIOP",
        paperFormula: "(from database I/O performance sizing process)",
      },
      { input: "copies", paperFormula: "(number of DAG copies, step 2)" },
    ],
  },
];

const HEADINGS = [
  "Step",
  "Variable (paper's unit)",
  "Formula as the paper writes it",
  "Value",
  "Unit",
  "Computed here as",
  "The paper's note",
  "ExSize's note",
];

function stepTableSheet(spec: StepTable): SheetTemplate {
  const name = stepSheetName(spec.table);
  return {
    name,
    role: "step-table",
    build() {
      const w = new SheetWriter(name);
      w.titled(
        spec.caption,
        `${spec.section}. Each row is one step of the paper's table; Value is a live formula over the named cells (Inputs sheet and the rows above).`
      );
      w.addRow();
      const headingRow = w.addRow(HEADINGS.map((h) => lit(h, "heading")));

      const rows = STEP_ROWS.filter((r) => r.table === spec.table);
      const computedStep1 = rows.filter((r) => r.step === 1);
      for (const row of computedStep1) addStepRow(w, row);
      for (const input of spec.inputs) addInputRow(w, input);
      for (const row of rows.filter((r) => r.step > 1)) addStepRow(w, row);

      return {
        sheet: {
          name,
          role: "step-table",
          rows: w.rows(),
          columnWidths: [6, 14, 34, 14, 13, 38, 60, 60],
          freeze: { rows: headingRow + 1, columns: 2 },
          print: { orientation: "landscape", fitToWidth: true },
          tabColor: "4472C4",
        },
        names: w.names,
      };
    },
  };
}

function addStepRow(w: SheetWriter, row: StepRow): void {
  const formula = SIZING_FORMULAS[row.key];
  const r = w.addRow([
    lit(row.step, "label"),
    lit(row.paperUnit ? `${row.symbol} (${row.paperUnit})` : row.symbol, "labelBold"),
    lit(row.paperFormula, "text"),
    fx(formula, "result", numberFormatFor(row.unit)),
    lit(row.unit, "unit"),
    lit(formula.slice(1), "code"),
    lit(row.paperNote, "note"),
    lit(withOptionHint(row.exsizeNote), "note"),
  ]);
  w.name(
    RESULT_NAMES[row.key],
    r,
    3,
    `${row.symbol} [${row.unit}], seed 000, Table ${row.table} step ${row.step}`
  );
}

function addInputRow(w: SheetWriter, input: StepInput): void {
  const source =
    "input" in input
      ? {
          name: INPUT_NAMES[input.input],
          symbol: INPUT_SPECS[input.input].symbol,
          unit: INPUT_SPECS[input.input].unit,
          note: INPUT_SPECS[input.input].label,
        }
      : {
          name: RESULT_NAMES[input.result],
          symbol: input.symbol,
          unit: STEP_ROWS.find((r) => r.key === input.result)!.unit,
          note: "",
        };
  w.addRow(givenRow(1, source.symbol, input.paperFormula, source.name, source.unit, source.note));
}

/**
 * The cells of a row showing a value another sheet provides, by its name (a step-1 input of the
 * paper's tables, or an input of a method sheet): step, variable, formula text, value, unit, name,
 * note, and an empty last column.
 */
export function givenRow(
  step: number | string,
  variable: string,
  text: string,
  name: string,
  unit: string,
  note: string
): (Cell | null)[] {
  return [
    lit(step, "label"),
    lit(variable, "labelText"),
    lit(text, "text"),
    fx(`=${name}`, "value", numberFormatFor(unit)),
    lit(unit, "unit"),
    lit(name, "code"),
    lit(note, "note"),
    null,
  ];
}

/** The four step-table sheets, Tables 14 to 17 of seed 000. */
export const STEP_TABLE_SHEETS: readonly SheetTemplate[] = STEP_TABLES.map(stepTableSheet);
