import type { Step } from "../../core/formula";
import { fx, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { stepCell, stepNumberFormat } from "./cells";
import { rangeRef } from "../a1";
import { calculatorCell, failureModeOf, msName, plainFormula, tierOf } from "./names";
import { DATABASE_AREA, outputKeys } from "./workbookSteps";

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
export const msDesignSheet: MicrosoftTemplate = titledSheet(
  MS_SHEETS.design,
  "Databases and servers",
  "E2013Calcv7.6, Role Requirements and its helper sheets: the DAG, database, copy, server, log, transport and IOPS figures, as live formulas. Green cells are the figures exsize size --json prints.",
  (w, context) => {
    // The database area's copy of a failure-mode figure (databases.<figure>.<mode>) is listed here,
    // with the cells computed twice; the figure itself is on the Failure modes sheet.
    const areaCopy = (key: string) => key.startsWith(DATABASE_AREA) && !!failureModeOf(key);
    const steps = context.steps.filter(
      (s) => !tierOf(s.key) && (!failureModeOf(s.key) || areaCopy(s.key))
    );
    const outputs = new Set<string>(outputKeys().scalars);
    // The printed page (issue 31): the figures exsize size --json prints, each a reference to its step's
    // named cell below; the formula listing stays in the file, outside the print area.
    w.section("The design's figures (printed; the formula listing below stays in the file)");
    w.addRow(["Name", "Calculator's label", "Value", "Unit"].map((h) => lit(h, "heading")));
    const byKey = new Map(steps.map((s) => [s.key, s]));
    for (const key of outputKeys().scalars) {
      const step = byKey.get(key);
      if (!step) continue;
      const format = stepNumberFormat(step);
      w.addRow([
        lit(msName(key), "code"),
        lit(step.label, "text"),
        format === "General"
          ? fx(`=${msName(key)}`, "valueText")
          : fx(`=${msName(key)}`, "valueNumber", format),
        lit(step.unit, "unit"),
      ]);
    }
    const printedRows = w.nextRow;
    w.section(
      `The formula listing: every step of the sheet's area with its calculator cell and formula (not printed: ${steps.length} rows; print it with File > Print > Ignore print areas)`
    );
    // A cell both areas compute (the database area's and the servers area's step of one calculator
    // cell) shows once in its group; the second step of the cell goes to the last section, which says
    // which row it repeats, so no figure is listed twice under two names.
    // One figure: the same cell under the same label (C103's primary-datacenter-terms variant is not).
    const cellOf = (s: Step) =>
      `${calculatorCell(s.source).replace(/\s*\(.*$/, "")}|${s.label.toLowerCase()}`;
    const firstOf = new Map<string, Step>();
    const repeats: Step[] = [];
    const main: Step[] = [];
    for (const s of steps) {
      const cell = cellOf(s);
      const first = /^[A-Za-z ]+![A-Z]+\d+\|/.test(cell) ? firstOf.get(cell) : undefined;
      if (first || areaCopy(s.key)) repeats.push(s);
      else {
        main.push(s);
        if (!firstOf.has(cell)) firstOf.set(cell, s);
      }
    }
    const rowOf = new Map<string, number>();
    const put = (step: Step, note: string) => {
      const output = outputs.has(step.key);
      const row = w.addRow([
        lit(msName(step.key), output ? "codeBold" : "code"),
        lit(step.label, "text"),
        stepCell(step, output ? "result" : "value"),
        lit(step.unit, "unit"),
        lit(calculatorCell(step.source), "code"),
        lit(plainFormula(step.formula), "code"),
        lit(note, "note"),
      ]);
      rowOf.set(step.key, row);
      w.name(msName(step.key), row, 2, `${step.label} [${step.unit}], ${step.source}`);
    };
    const heading = () => {
      w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    };
    const groups = [...new Set(main.map((s) => sheetOf(s.source)))];
    for (const group of groups) {
      w.section(`Calculator sheet: ${group}`);
      heading();
      for (const step of main.filter((s) => sheetOf(s.source) === group)) put(step, step.note);
    }
    if (repeats.length) {
      w.section(
        "Cells computed twice: a second step of a calculator cell shown above, over its own area's names (its note names the row)"
      );
      heading();
      for (const step of repeats) {
        const first = firstOf.get(cellOf(step));
        const twin = first
          ? `the cell of row ${rowOf.get(first.key)! + 1} (${msName(first.key)})`
          : `the cell ${msName(step.key.slice(DATABASE_AREA.length))} on the ${MS_SHEETS.failure} sheet`;
        put(
          step,
          `The same calculator cell as ${twin}, computed again over this area's own names${step.note ? `; ${step.note}` : ""}`
        );
      }
    }
    return {
      columnWidths: [40, 44, 15, 18, 26, 60, 44],
      freeze: { rows: 0, columns: 1 },
      print: {
        orientation: "portrait",
        fitToWidth: true,
        area: rangeRef(0, 0, printedRows - 1, 3),
      },
      tabColor: "4472C4",
    };
  }
);
