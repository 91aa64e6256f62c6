import { DISAGREEMENTS } from "../../core";
import { lit } from "../sheetWriter";
import { notesTemplate } from "../notesParts";
import { withOptionHint } from "./optionHint";
import { SHEET_NAMES } from "./sheetNames";
import { SheetTemplate } from "./template";

/** How the workbook computes, said once for the reader who checks it against the paper. */
const HOW_IT_CALCULATES = [
  "Every number is a native formula over named cells (the Names list below): the workbook needs no add-in and no macros, and recalculates when an input changes.",
  "Whole things are rounded up, as the ExSize add-in does: databases, users per database and arrays are ROUNDUP(ROUND(x,9),0), so a quotient that is whole on paper is not counted one too many.",
  "Sizes are in GB = MB / 1024, as the paper's worked example (Tables 18-19) computes them; per-user figures are in MB. Array capacities are the vendor's GB of Table 13, compared without conversion, as the paper does.",
  "The Spindles, Compute and memory and Jetstress sheets follow seed 002, seed 003 and the ESRP reports step by step, as the add-in's EX.SPINDLESIZING, EX.COMPUTE and EX.JETCHECK compute them; a blank input there means what the function's omitted argument means, and a blank Jetstress figure is Not given.",
  "More users never mean fewer arrays or disks: the Array selection and Spindles sheets size for ex.SizedCapacityGB, the database volumes plus logs for NU + DB count - 1 users, never less than the paper's sum and growing with every user (see the disagreement on Table 15's NDB above).",
  "Every input and option has a range (the Inputs sheet's Valid values, also its data validation): a value outside it, such as a percentage typed where a factor belongs, is refused rather than sized.",
  "Values keep full precision; the sheets only display them rounded.",
  "The date on the Summary is the date the workbook was built; it does not change when the workbook is opened.",
];

/**
 * The Notes sheet: every place the seeds disagree (DISAGREEMENTS, the same list as the README), how
 * the workbook calculates, and every name it defines. Built last, so it lists all the names.
 */
export const notesSheet: SheetTemplate = notesTemplate(SHEET_NAMES.notes, {
  subtitle:
    "Where the sources disagree with themselves, what this workbook does, and how it calculates.",
  notes: (w) => {
    w.section("Where the sources disagree (the safe reading is the default)");
    w.addRow(
      ["Where", "The sources say", "This workbook does", "The other reading"].map((h) =>
        lit(h, "heading")
      )
    );
    for (const d of DISAGREEMENTS) {
      w.addRow([
        lit(d.where, "labelText"),
        lit(d.conflict, "text"),
        lit(withOptionHint(d.exsize), "text"),
        lit(withOptionHint(d.alternative), "text"),
      ]);
    }
  },
  howItCalculates: () => HOW_IT_CALCULATES,
  names: (context) =>
    context.names.map((n) => ({
      name: n.name,
      holds: n.comment ?? "",
      sheet: n.sheet,
      ref: n.ref,
    })),
  nameStyle: "label",
  wideHolds: false,
  columnWidths: [34, 60, 60, 50],
});
