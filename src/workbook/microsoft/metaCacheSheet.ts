import {
  MCDB_INPUT_PERCENT,
  MCDB_INPUT_SSD_GB,
  metaCacheInputs,
  metaCacheStepList,
} from "../../core/microsoft/metacache/steps";
import { lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { numberFormatFor } from "../styles";
import { stepCell } from "./cells";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { msName } from "./names";

/** The MetaCache sheet's name (MS_SHEETS.metaCache). */
export const METACACHE_SHEET = MS_SHEETS.metaCache;

/**
 * The MetaCache sheet (issue 30): the MetaCache Database of Exchange 2019 and SE, its two inputs
 * (ex.ms.input.mcdbCapacityPercent, default 10; ex.ms.input.mcdbSsdCapacityGB, "--" when not given) and
 * every step of src/core/microsoft/metacache/steps.ts as a native formula named ex.ms.metaCache.<key>,
 * with its label, unit and source. Every figure is "--" for Exchange 2013 and 2016 (no MCDB) and for a
 * design the calculator rejects. The Summary's storage block reads ssdsPerServer, ssdCapacityGB and
 * mcdbCapacityGBPerServer from here.
 */
export const msMetaCacheSheet: MicrosoftTemplate = titledSheet(
  METACACHE_SHEET,
  "MetaCache Database (Exchange 2019 and SE)",
  "SSDs beside each server's HDDs that cache each database copy's hottest data, by the 2019 Preferred Architecture and \"MetaCacheDatabase (MCDB) setup\"; ExSize derives what they leave open (docs/microsoft-method.md). Every figure is -- for Exchange 2013 and 2016.",
  (w, context) => {
    const heading = () =>
      w.addRow(
        ["Figure", "Value", "Unit", "Source", "Name", "ExSize's note"].map((h) => lit(h, "heading"))
      );
    w.section("Inputs");
    heading();
    const given = metaCacheInputs(context.json);
    const inputs: [string, string, string, string][] = [
      [
        MCDB_INPUT_PERCENT,
        "MCDB share of the HDD capacity (mcdbCapacityPercent)",
        "%",
        "5 to 10; default 10 (the Preferred Architecture's 5-10 %, its upper end: does not undersize); 6 is MetaCacheDatabase setup's 5-6 %",
      ],
      [
        MCDB_INPUT_SSD_GB,
        "SSD capacity, each (mcdbSsdCapacityGB)",
        "GB",
        "-- : the smallest SSD sold (960 to 30720 GB) whose 95 % holds its share",
      ],
    ];
    for (const [key, label, unit, note] of inputs) {
      const v = given[key];
      const row = w.addRow([
        lit(label, "text"),
        lit(v, typeof v === "string" ? "inputText" : "input", numberFormatFor(unit)),
        lit(unit, "unit"),
        lit("the scenario", "small"),
        lit(msName(key), "code"),
        lit(note, "note"),
      ]);
      w.name(msName(key), row, 1, `${label} [${unit}]`);
    }
    w.section("Steps");
    const first = heading();
    for (const step of metaCacheStepList()) {
      const row = w.addRow([
        lit(step.label, "text"),
        stepCell(step, "result"),
        lit(step.unit === "TRUE/FALSE" ? "" : step.unit, "unit"),
        lit(step.source, "small"),
        lit(msName(step.key), "code"),
        lit(step.note, "note"),
      ]);
      w.name(msName(step.key), row, 1, `${step.label} [${step.unit}], ${step.source}`);
    }
    return {
      columnWidths: [52, 18, 10, 60, 44, 44],
      freeze: { rows: 0, columns: 1 },
      print: {
        orientation: "landscape",
        fitToWidth: true,
        titleRows: [first + 1, first + 1] as const,
      },
      tabColor: "4472C4",
    };
  }
);
