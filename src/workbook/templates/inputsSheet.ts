import { INPUT_SPECS, OPTION_SPECS, describeRule } from "../../core";
import { cellRef } from "../a1";
import { DataValidationSpec } from "../model";
import { ANY_RAID, INPUT_NAMES, RAID_NAME, optionName } from "../names";
import { SheetWriter, lit } from "../sheetWriter";
import { catalogRaidLevels } from "../scenario";
import { listValidation, numberValidation } from "../validation";
import { SHEET_NAMES } from "./sheetNames";
import { SheetTemplate, TemplateContext } from "./template";

const HEADINGS = ["Name", "Input", "Value", "Unit", "Valid values", "Default", "Source"];
const VALUE_COL = 2;

/**
 * The Inputs sheet: every scenario input (INPUT_SPECS) and every option (OPTION_SPECS), generated
 * from the data, so an option added to the core appears here with its name, rule and source. Each
 * value is a named input cell with the custom functions' rule as data validation.
 */
export const inputsSheet: SheetTemplate = {
  name: SHEET_NAMES.inputs,
  role: "inputs",
  build(context: TemplateContext) {
    const w = new SheetWriter(SHEET_NAMES.inputs);
    const validations: DataValidationSpec[] = [];
    w.titled(
      "Inputs",
      "Peach cells are inputs: change one and every sheet recalculates. Column A is the cell's name, used by the formulas of the other sheets."
    );
    w.section("Scenario (seed 000, Table 14 step 1 and section 3.4.2)");
    w.addRow(HEADINGS.map((h) => lit(h, "heading")));

    for (const spec of Object.values(INPUT_SPECS)) {
      const name = INPUT_NAMES[spec.name];
      const given = context.input[spec.name];
      const computed = spec.name === "dbCount";
      const row = w.addRow([
        lit(name, "label"),
        lit(`${spec.symbol}: ${spec.label}${computed ? " (blank: computed)" : ""}`, "text"),
        given === undefined ? { style: "input" } : lit(given, "input"),
        lit(spec.unit, "unit"),
        lit(describeRule(spec.rule) + (computed ? ", or blank" : ""), "note"),
        computed ? lit("blank", "note") : null,
        lit(spec.source, "note"),
      ]);
      w.name(name, row, VALUE_COL, `${spec.label} [${spec.unit}]`);
      validations.push(
        numberValidation(cellRef(row, VALUE_COL), spec.name, spec.rule, spec.unit, computed)
      );
    }
    const levels = catalogRaidLevels();
    const raidRow = w.addRow([
      lit(RAID_NAME, "label"),
      lit(`RAID level of the arrays (${ANY_RAID}: every level in the catalog competes)`, "text"),
      lit(context.scenario.raid ?? ANY_RAID, "inputText"),
      null,
      lit([ANY_RAID, ...levels].join(", "), "note"),
      lit(ANY_RAID, "note"),
      lit("seed 000, section 3.4.1 step 1; Tables 12-13", "note"),
    ]);
    w.name(RAID_NAME, raidRow, VALUE_COL, "RAID level of the arrays, or Any");
    validations.push(listValidation(cellRef(raidRow, VALUE_COL), "raid", [ANY_RAID, ...levels]));

    w.section("Options: the factors the paper hard-codes, the paper's value by default");
    w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    for (const spec of OPTION_SPECS) {
      const row = w.addRow([
        lit(optionName(spec.name), "label"),
        lit(`${spec.name}: ${spec.description}`, "text"),
        lit(context.options[spec.name], "input"),
        lit(spec.unit, "unit"),
        lit(describeRule(spec.rule), "note"),
        lit(spec.default, "note"),
        lit(spec.source, "note"),
      ]);
      w.name(optionName(spec.name), row, VALUE_COL, `${spec.description} [${spec.unit}]`);
      validations.push(numberValidation(cellRef(row, VALUE_COL), spec.name, spec.rule, spec.unit));
    }

    return {
      sheet: {
        name: SHEET_NAMES.inputs,
        role: "inputs",
        rows: w.rows(),
        columnWidths: [22, 60, 12, 13, 30, 9, 40],
        validations,
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "FFCC99",
      },
      names: w.names,
    };
  },
};
