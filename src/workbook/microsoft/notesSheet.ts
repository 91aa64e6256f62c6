import { DEPARTURES } from "../../core/microsoft/departures";
import { SheetWriter, lit } from "../sheetWriter";
import { MS_SHEETS, MicrosoftTemplate } from "./context";

/** Where the workbook itself (not the core) departs from the calculator, with why. */
export const WORKBOOK_DEPARTURES = [
  {
    id: "workbook-vba-disk-group",
    where: "Variables!K53 (varDiskGroup), the Inputs sheet's ex.ms.diskGroupSize",
    what: "The workbook holds the value ExSize computed for the scenario it was built from as an input cell; it has no macro to recompute it when another input changes.",
    why: "Customer workbooks carry no macros. The value only matters for a custom database count (Role Requirements!C79) and the database limit per server (Variables!K51); rebuild the workbook with exsize workbook after changing those inputs, or type the value the calculator's macro would write.",
  },
  {
    id: "workbook-copy-layout-values",
    where: "Copy layout sheet (the calculator's Distribution sheet, drawn by its VBA)",
    what: "With the calculator's copy layout (the default), the grid holds the layout ExSize computed by the calculator's own rule when the workbook was built, as values; with copyLayout \"exsize\" it holds ExSize's balanced rule as native formulas.",
    why: "The calculator's rule (VBA Spread2 and its pattern checks) is a walk over the databases, not one formula per cell, and the workbook carries no macros. Rebuild the workbook with exsize workbook after changing the servers, copies or databases.",
  },
  {
    id: "workbook-four-tiers",
    where: "Inputs sheet, the MsTiers table",
    what: "The table always has four tier rows; a tier the scenario does not give has 0 mailboxes.",
    why: "Every sum over tiers in the calculator is written for four tiers.",
  },
] as const;

const HOW_IT_CALCULATES = [
  "Every number is a native formula over named cells (ex.ms.*, listed below): the workbook needs no add-in and no macros.",
  "Each formula is printed from the same step description the ExSize core evaluates (src/core/microsoft), so the file and exsize size --json cannot drift.",
  'The calculator shows "--" where a figure does not apply (a failure mode that does not exist, a tier without mailboxes): the formulas give the same text, and exsize size --json prints null there.',
  "An Excel error in a cell (#DIV/0!, #VALUE!) flows to the cells that read it as in the calculator; IFERROR and ISERROR stop it where the calculator's formulas do.",
  "The Summary's date is the date the workbook was built; it does not change when the workbook is opened.",
];

/**
 * The Notes sheet of the Microsoft workbook: every place ExSize departs from the calculator (the core's
 * DEPARTURES list, then the workbook's own), how the workbook calculates, and every name it defines.
 */
export const msNotesSheet: MicrosoftTemplate = {
  name: MS_SHEETS.notes,
  role: "notes",
  build(context) {
    const w = new SheetWriter(MS_SHEETS.notes);
    w.titled(
      "Notes",
      "Where ExSize departs from the calculator, and how this workbook calculates."
    );
    w.section("Where ExSize departs from E2013Calcv7.6");
    w.addRow(["Departure", "Where", "What ExSize does", "Why"].map((h) => lit(h, "heading")));
    for (const d of [...DEPARTURES, ...WORKBOOK_DEPARTURES])
      w.addRow([
        lit(d.id, "labelBold"),
        lit(d.where, "text"),
        lit(d.what, "text"),
        lit(d.why, "text"),
      ]);
    w.section("How this workbook calculates");
    for (const line of HOW_IT_CALCULATES) w.addRow([lit("-", "label"), lit(line, "text")]);
    w.addRow([
      lit("-", "label"),
      lit(
        context.scenario.cells["input.copyLayout"] === "exsize"
          ? "Copy layout: ExSize's balanced rule (scenario key copyLayout \"exsize\"), as native formulas that redraw when the server count changes; it is not the calculator's layout (docs/copy-layout.md says what it improves and breaks)."
          : "Copy layout: the Microsoft calculator's own rule (its Distribution sheet's VBA), which exsize deploy writes too; the grid holds values computed when the workbook was built (docs/copy-layout.md).",
        "text"
      ),
    ]);
    w.section("Names (workbook scope)");
    w.addRow(["Name", "Holds", "Refers to"].map((h) => lit(h, "heading")));
    for (const n of context.names)
      w.addRow([
        lit(n.name, "code"),
        lit(n.comment ?? "", "text"),
        lit(`'${n.sheet}'!${n.ref}`, "code"),
      ]);
    return {
      sheet: {
        name: MS_SHEETS.notes,
        role: "notes",
        rows: w.rows(),
        columnWidths: [44, 50, 60, 60],
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "A5A5A5",
      },
      names: [],
    };
  },
};
