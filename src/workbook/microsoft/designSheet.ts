import { SheetWriter, lit } from "../sheetWriter";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { stepCell } from "./cells";
import { calculatorCell, failureModeOf, msName, plainFormula, tierOf } from "./names";
import { outputKeys } from "./workbookSteps";

const HEADINGS = [
  "Name",
  "Calculator's label",
  "Value",
  "Unit",
  "Calculator cell",
  "Computed here as",
  "ExSize's note",
];

/** The calculator sheet a step's cell is on ("Role Requirements!C77" -> "Role Requirements"). */
const sheetOf = (source: string) => calculatorCell(source).replace(/!.*$/, "");

/**
 * The design: every step of the method that is neither per tier nor per failure mode (databases,
 * copies, servers, logs, transport, IOPS, RAM, the validation checks), grouped by the calculator sheet
 * whose cell it reproduces, in evaluation order. Each value is a native formula named ex.ms.<key>; the
 * output keys of `exsize size --json` are bold and green.
 */
export const msDesignSheet: MicrosoftTemplate = {
  name: MS_SHEETS.design,
  role: "step-table",
  build(context) {
    const w = new SheetWriter(MS_SHEETS.design);
    w.titled(
      "Databases and servers",
      "E2013Calcv7.6, Role Requirements and its helper sheets: the DAG, database, copy, server, log, transport and IOPS figures, as live formulas. Green cells are the figures exsize size --json prints."
    );
    const steps = context.steps.filter((s) => !tierOf(s.key) && !failureModeOf(s.key));
    const outputs = new Set<string>(outputKeys().scalars);
    const groups = [...new Set(steps.map((s) => sheetOf(s.source)))];
    for (const group of groups) {
      w.section(`Calculator sheet: ${group}`);
      w.addRow(HEADINGS.map((h) => lit(h, "heading")));
      for (const step of steps.filter((s) => sheetOf(s.source) === group)) {
        const output = outputs.has(step.key);
        const row = w.addRow([
          lit(msName(step.key), output ? "labelBold" : "label"),
          lit(step.label, "text"),
          stepCell(step, output ? "result" : "value"),
          lit(step.unit, "unit"),
          lit(calculatorCell(step.source), "code"),
          lit(plainFormula(step.formula), "code"),
          lit(step.note, "note"),
        ]);
        w.name(msName(step.key), row, 2, `${step.label} [${step.unit}], ${step.source}`);
      }
    }
    return {
      sheet: {
        name: MS_SHEETS.design,
        role: "step-table",
        rows: w.rows(),
        columnWidths: [44, 50, 16, 12, 26, 70, 50],
        freeze: { rows: 0, columns: 1 },
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "4472C4",
      },
      names: w.names,
    };
  },
};
