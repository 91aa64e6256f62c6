import { INPUT_SPECS, OPTION_SPECS, describeRule } from "../../core";
import { cellRef } from "../a1";
import {
  METHOD_INPUTS,
  MethodGroup,
  MethodInput,
  SPINDLE_RAID_INPUT,
  methodInputName,
  methodInputValues,
} from "../methodInputs";
import { ANY_RAID, INPUT_NAMES, METHOD_INPUT_NAMES, RAID_NAME, optionName } from "../names";
import { lit } from "../sheetWriter";
import { inputsTemplate } from "../inputsParts";
import { catalogRaidLevels } from "../workbookScenario";
import { listValidation, numberValidation } from "../validation";
import { SHEET_NAMES } from "./sheetNames";
import { SheetTemplate } from "./template";

const VALUE_COL = 2;

/**
 * The Inputs sheet: every scenario input (INPUT_SPECS), every option (OPTION_SPECS) and the inputs of
 * the Spindles and Compute and memory sheets (METHOD_INPUTS), generated from the data, so an option
 * added to the core appears here with its name, rule and source. Each value is a named input cell
 * with the custom functions' rule as data validation.
 */
export const inputsSheet: SheetTemplate = inputsTemplate(
  SHEET_NAMES.inputs,
  "Peach cells are inputs: change one and every sheet recalculates.",
  (w, context, { headings, validations }) => {
    w.section("Scenario (seed 000, Table 14 step 1 and section 3.4.2)");
    headings();

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
        numberValidation(
          cellRef(row, VALUE_COL),
          spec.name,
          spec.rule,
          spec.unit,
          computed ? "computed" : undefined
        )
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
    headings();
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

    const methods = methodInputValues(context.scenario);
    const methodRow = (group: MethodGroup, key: string, input: MethodInput) => {
      const { spec, blank } = input;
      const name = methodInputName(group, key);
      const given = (methods[group] as Readonly<Record<string, number | undefined>>)[key];
      const row = w.addRow([
        lit(name, "label"),
        lit(`${spec.label}${blank ? ` (blank: ${blank})` : ""}`, "text"),
        given === undefined ? { style: "input" } : lit(given, "input"),
        lit(spec.unit, "unit"),
        lit(describeRule(spec.rule) + (blank ? ", or blank" : ""), "note"),
        input.default === undefined ? lit("blank", "note") : lit(input.default, "note"),
        lit(
          input.defaultSource ? `${spec.source}; default: ${input.defaultSource}` : spec.source,
          "note"
        ),
      ]);
      w.name(name, row, VALUE_COL, `${spec.label} [${spec.unit}]`);
      validations.push(numberValidation(cellRef(row, VALUE_COL), key, spec.rule, spec.unit, blank));
    };

    w.section(`Spindles (seed 002): the disks of one copy, on the ${SHEET_NAMES.spindles} sheet`);
    headings();
    const spindleRaid = METHOD_INPUT_NAMES.spindles.raid;
    const spindleRaidRow = w.addRow([
      lit(spindleRaid, "label"),
      lit(`RAID level of the disks (blank: ${SPINDLE_RAID_INPUT.blank})`, "text"),
      methods.spindles.raid === undefined
        ? { style: "inputText" }
        : lit(methods.spindles.raid, "inputText"),
      null,
      lit(`${SPINDLE_RAID_INPUT.choices.join(", ")}, or blank`, "note"),
      lit("blank", "note"),
      lit(SPINDLE_RAID_INPUT.source, "note"),
    ]);
    w.name(spindleRaid, spindleRaidRow, VALUE_COL, "RAID level of the disks, or blank");
    validations.push(
      listValidation(
        cellRef(spindleRaidRow, VALUE_COL),
        "raidLevel",
        SPINDLE_RAID_INPUT.choices,
        SPINDLE_RAID_INPUT.blank
      )
    );
    for (const [key, input] of Object.entries(METHOD_INPUTS.spindles))
      methodRow("spindles", key, input);

    w.section(
      `Compute and memory (seed 003): the mailbox servers, on the ${SHEET_NAMES.compute} sheet`
    );
    headings();
    for (const [key, input] of Object.entries(METHOD_INPUTS.compute))
      methodRow("compute", key, input);
    w.addRow();
    w.addRow([
      lit(
        `A Jetstress run's figures are typed on the ${SHEET_NAMES.jetstress} sheet, beside its checks.`,
        "subtitle"
      ),
    ]);

    return { columnWidths: [27, 60, 12, 19, 30, 9, 40], tabColor: "FFCC99" };
  }
);
