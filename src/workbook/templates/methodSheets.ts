import {
  COMPUTE_INPUTS,
  COMPUTE_STEPS,
  INPUT_SPECS,
  JETSTRESS_CHECKS,
  JETSTRESS_TARGET_STEPS,
  SPINDLE_INPUTS,
  SPINDLE_STEPS,
  Step,
} from "../../core";
import { cellRef } from "../a1";
import {
  JETSTRESS_TARGET_FORMULAS,
  SPINDLE_SHEET_FORMULAS,
  computeStepFormulas,
  jetstressCheckFormula,
  jetstressThreshold,
  jetstressVerdictFormula,
  measurement,
  methodText,
  spindleStepFormulas,
} from "../methodFormulas";
import { METHOD_INPUTS, SPINDLE_RAID_INPUT, methodInputValues } from "../methodInputs";
import { DataValidationSpec } from "../model";
import {
  COMPUTE_NAMES,
  INPUT_NAMES,
  JETSTRESS_NAMES,
  JETSTRESS_RESULT_NAMES,
  METHOD_INPUT_NAMES,
  RESULT_NAMES,
  SPINDLE_NAMES,
  SPINDLE_SHEET_NAMES,
} from "../names";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { numberFormatFor } from "../styles";
import { numberValidation } from "../validation";
import { withOptionHint } from "./optionHint";
import { SHEET_NAMES } from "./sheetNames";
import { givenRow } from "./tables14to17Sheets";
import { BuiltSheet, SheetTemplate, TemplateContext } from "./template";

const HEADINGS = [
  "Step",
  "Variable",
  "Formula as the method writes it",
  "Value",
  "Unit",
  "Computed here as",
  "Source",
  "ExSize's note",
];
const VALUE_COL = 3;
const COLUMN_WIDTHS = [6, 34, 44, 14, 17, 44, 40, 60];

/** One row of a method sheet: a core step, an input it reads, or a value the sheet adds. */
interface Row {
  readonly step: string;
  readonly label: string;
  readonly text: string;
  readonly formula: string;
  readonly unit: string;
  readonly source: string;
  readonly note?: string;
  readonly name: string;
}

function addRow(w: SheetWriter, row: Row): number {
  const r = w.addRow([
    lit(row.step, "label"),
    lit(row.label, "labelText"),
    lit(row.text, "text"),
    row.unit ? fx(row.formula, "result", numberFormatFor(row.unit)) : fx(row.formula, "resultText"),
    lit(row.unit, "unit"),
    lit(row.formula.slice(1), "code"),
    lit(row.source, "note"),
    lit(withOptionHint(row.note ?? ""), "note"),
  ]);
  w.name(row.name, r, VALUE_COL, `${row.label}${row.unit ? ` [${row.unit}]` : ""}`);
  return r;
}

/** A value another sheet or the Inputs sheet provides, shown as a step-1 row of the paper's tables. */
function addGiven(
  w: SheetWriter,
  given: { label: string; text: string; name: string; unit: string; source: string }
): void {
  w.addRow(givenRow("in", given.label, given.text, given.name, given.unit, given.source));
}

/** The core's steps in order, numbered from 1, each with its native formula. */
function addSteps<K extends string>(
  w: SheetWriter,
  steps: readonly Step<K>[],
  formulas: { readonly [P in K]: string },
  names: { readonly [P in K]: string }
): void {
  steps.forEach((step, i) =>
    addRow(w, {
      step: String(i + 1),
      label: step.label,
      text: methodText(step),
      formula: formulas[step.key],
      unit: step.unit,
      source: step.source,
      note: step.note,
      name: names[step.key],
    })
  );
}

function methodSheet(
  name: string,
  title: string,
  subtitle: string,
  /** Writes the rows; returns the row of the headings to freeze panes below, if any. */
  fill: (
    w: SheetWriter,
    context: TemplateContext,
    validations: DataValidationSpec[]
  ) => number | undefined,
  tabColor: string
): SheetTemplate {
  return {
    name,
    role: "extension",
    build(context): BuiltSheet {
      const w = new SheetWriter(name);
      const validations: DataValidationSpec[] = [];
      w.titled(title, subtitle);
      const headings = fill(w, context, validations);
      return {
        sheet: {
          name,
          role: "extension",
          rows: w.rows(),
          columnWidths: COLUMN_WIDTHS,
          ...(headings === undefined ? {} : { freeze: { rows: headings + 1, columns: 2 } }),
          ...(validations.length > 0 ? { validations } : {}),
          print: { orientation: "landscape", fitToWidth: true },
          tabColor,
        },
        names: w.names,
      };
    },
  };
}

const INPUTS = `Inputs sheet`;

/**
 * Spindles: seed 002's spindle math (core SPINDLE_STEPS, EX.SPINDLESIZING) for the design's database
 * IOPS and the capacity of one copy, at the RAID level typed on the Inputs sheet or, blank, the
 * recommended arrays'; then which requirement sets the count, and the disks of all copies.
 */
export const spindlesSheet = methodSheet(
  SHEET_NAMES.spindles,
  "Spindles (seed 002, HP EVA: the disks for IOPS and capacity)",
  "Seed 002's spindle math step by step (EX.SPINDLESIZING) for the database IOPS and the capacity of one copy: disks for IOPS and for capacity, the larger in whole RAID groups. Value is a live formula over the named cells (Inputs sheet and the rows above).",
  (w) => {
    const input = METHOD_INPUT_NAMES.spindles;
    w.addRow();
    const headings = w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    addGiven(w, {
      label: SPINDLE_INPUTS.hostIops.label,
      text: "= DBIOP (Table 16 step 4, its 20% included)",
      name: RESULT_NAMES.dbiop,
      unit: SPINDLE_INPUTS.hostIops.unit,
      source: "seed 000, Table 16 step 4; seed 002: design for peak with a 20% buffer",
    });
    addGiven(w, {
      label: SPINDLE_INPUTS.capacityGB.label,
      text: "= the capacity the arrays are sized for, one copy (Array selection, step 2)",
      name: RESULT_NAMES.sizedCapacityGB,
      unit: SPINDLE_INPUTS.capacityGB.unit,
      source: SPINDLE_INPUTS.capacityGB.source,
    });
    addRow(w, {
      step: "in",
      label: "RAID level",
      text: `= the one typed on the ${INPUTS}; blank: the recommended arrays'`,
      formula: SPINDLE_SHEET_FORMULAS.raidLevel,
      unit: "",
      source: SPINDLE_RAID_INPUT.source,
      name: SPINDLE_SHEET_NAMES.raidLevel,
    });
    for (const key of ["driveSpeed", "diskGB"] as const) {
      const spec = SPINDLE_INPUTS[key];
      addGiven(w, {
        label: spec.label,
        text: `(${INPUTS})`,
        name: input[key],
        unit: spec.unit,
        source: `${spec.source}; default: ${METHOD_INPUTS.spindles[key].defaultSource}`,
      });
    }
    const formulas = spindleStepFormulas();
    addSteps(w, SPINDLE_STEPS, formulas, SPINDLE_NAMES);
    addRow(w, {
      step: "",
      label: "Disks set by",
      text: "= IOPS when disksForIops >= disksForCapacity, else capacity",
      formula: SPINDLE_SHEET_FORMULAS.boundBy,
      unit: "",
      source: 'seed 002: "Design to support peak random I/O before capacity"',
      name: SPINDLE_SHEET_NAMES.boundBy,
    });
    addRow(w, {
      step: "",
      label: "Disks for all copies",
      text: "= disksNeeded x copies",
      formula: SPINDLE_SHEET_FORMULAS.disksTotal,
      unit: "disks",
      source: "seed 000, section 3.4.2 (each copy of a database on its own array)",
      note: "Each copy on its own disks, as the Array selection puts each copy on its own arrays (section 3.4.1 step 6).",
      name: SPINDLE_SHEET_NAMES.disksTotal,
    });
    return headings;
  },
  "ED7D31"
);

/**
 * Compute and memory: seed 003's megacycles, cores and RAM (core COMPUTE_STEPS, EX.COMPUTE) for the
 * scenario's users and message profile on the processor and servers of the Inputs sheet.
 */
export const computeSheet = methodSheet(
  SHEET_NAMES.compute,
  "Compute and memory (seed 003, Tintri after VMware's method)",
  "Seed 003's sizing of the mailbox servers step by step (EX.COMPUTE): megacycles at 35% peak, SPECint-adjusted megacycles per core, whole cores per server, database cache and RAM. Value is a live formula over the named cells (Inputs sheet and the rows above).",
  (w) => {
    w.addRow();
    const headings = w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    for (const key of ["users", "messagesPerDay"] as const) {
      const spec = INPUT_SPECS[key];
      addGiven(w, {
        label: `${spec.symbol}: ${spec.label}`,
        text: `(${INPUTS})`,
        name: INPUT_NAMES[key],
        unit: spec.unit,
        source: spec.source,
      });
    }
    for (const key of ["specIntRate", "specIntCores", "cpuMHz"] as const) {
      const spec = COMPUTE_INPUTS[key];
      addGiven(w, {
        label: spec.label,
        text: `(${INPUTS})`,
        name: METHOD_INPUT_NAMES.compute[key],
        unit: spec.unit,
        source: `${spec.source}; default: ${METHOD_INPUTS.compute[key].defaultSource}`,
      });
    }
    addSteps(w, COMPUTE_STEPS, computeStepFormulas(), COMPUTE_NAMES);
    return headings;
  },
  "ED7D31"
);

const CHECK_HEADINGS = [
  "#",
  "Check",
  "Must be",
  "Measured",
  "Unit",
  "Threshold",
  "Result",
  "Source",
];

/**
 * Jetstress: the target transactional IOPS of one server's run, from the design (the fullest
 * server's mailboxes x the design's IOPS per mailbox), and the checks of a run (core JETSTRESS_CHECKS,
 * EX.JETCHECK) over the report's figures, typed into this sheet's input cells after the run.
 */
export const jetstressSheet = methodSheet(
  SHEET_NAMES.jetstress,
  "Jetstress validation (ESRP seeds 001, 003, 004; thresholds seed 000)",
  "The target one server's Jetstress run must reach, from the design, and the checks of that run (EX.JETCHECK). Type the figures of the Jetstress report into the peach cells after the run: a blank figure is Not given, and the run passes only when the achieved IOPS and both averages are given and every check given passes.",
  (w, context, validations) => {
    w.section("Target of one server's run, from the design");
    w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    addSteps(w, JETSTRESS_TARGET_STEPS, JETSTRESS_TARGET_FORMULAS, JETSTRESS_NAMES);

    w.section("The run: the Jetstress report's figures (type them in the peach cells)");
    w.addRow(CHECK_HEADINGS.map((h) => lit(h, "heading")));
    const measured = methodInputValues(context.scenario).jetstress;
    JETSTRESS_CHECKS.forEach((check, i) => {
      const key = measurement(check);
      const input = METHOD_INPUTS.jetstress[key];
      const value = measured[key];
      const r = w.addRow([
        lit(i + 1, "label"),
        lit(check.label, "labelText"),
        lit(`${check.comparison}${check.required ? "" : " (optional)"}`, "text"),
        value === undefined ? { style: "input" } : lit(value, "input"),
        lit(check.unit, "unit"),
        fx(`=${jetstressThreshold(check)}`, "value", numberFormatFor(check.unit)),
        fx(jetstressCheckFormula(check), "resultText"),
        lit(check.source, "note"),
      ]);
      w.name(
        METHOD_INPUT_NAMES.jetstress[key],
        r,
        VALUE_COL,
        `${input.spec.label} [${check.unit}]`
      );
      w.name(JETSTRESS_RESULT_NAMES[key], r, 6, `${check.label}: Pass, Fail or Not given`);
      validations.push(
        numberValidation(cellRef(r, VALUE_COL), key, input.spec.rule, check.unit, input.blank)
      );
    });
    const overall = w.addRow([
      null,
      lit("Overall", "labelBold"),
      lit("every check given passes", "text"),
      null,
      null,
      null,
      fx(jetstressVerdictFormula(), "resultText"),
      lit("seed 000, section 3.1; EX.JETCHECK's Overall row", "note"),
    ]);
    w.name(
      JETSTRESS_NAMES.verdict,
      overall,
      6,
      "The Jetstress run: Pass, Not given or Fail: checks"
    );
    return undefined;
  },
  "ED7D31"
);

/** The three method sheets of issue 6, in tab order. */
export const METHOD_SHEETS: readonly SheetTemplate[] = [
  spindlesSheet,
  computeSheet,
  jetstressSheet,
];
