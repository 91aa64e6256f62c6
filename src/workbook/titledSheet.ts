import type { SheetRole, SheetSpec } from "./model";
import { SheetWriter } from "./sheetWriter";
import type { BuiltSheet } from "./templates/template";

/** What a sheet decides beyond its name, role and rows: widths, freeze panes, print set-up, flags, tab colour. */
export type SheetLayout = Omit<SheetSpec, "name" | "role" | "rows">;

/** A sheet template of either workbook (SheetTemplate for the Dell workbook, MicrosoftTemplate). */
export interface TitledSheet<C> {
  readonly name: string;
  readonly role: SheetRole;
  build(context: C): BuiltSheet;
}

/**
 * A sheet whose name and role (most are step tables) are written once: build() makes the writer of
 * that name, writes the title and the line saying what the sheet is, lets `body` fill the rows (and
 * name cells), and returns the sheet under the same name and role, with the layout `body` returns and
 * the names the writer holds.
 * Example: `titledSheet(MS_SHEETS.notes, "Notes", "Where ...", (w) => ({ columnWidths: [44] }), "notes")`
 * builds the Notes sheet: row 1 "Notes" (title), row 2 the subtitle, then what body adds.
 */
export function titledSheet<C>(
  name: string,
  title: string,
  subtitle: string,
  body: (w: SheetWriter, context: C) => SheetLayout,
  role: SheetRole = "step-table"
): TitledSheet<C> {
  return {
    name,
    role,
    build(context) {
      const w = new SheetWriter(name);
      w.titled(title, subtitle);
      const layout = body(w, context);
      return { sheet: { name, role, rows: w.rows(), ...layout }, names: w.names };
    },
  };
}
