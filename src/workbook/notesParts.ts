import { rangeRef } from "./a1";
import type { Cell } from "./model";
import type { StyleName } from "./styles";
import { SheetWriter, lit } from "./sheetWriter";
import { SheetLayout, TitledSheet, titledSheet } from "./titledSheet";

/**
 * The Notes sheet both workbooks share: the notes (the sources' disagreements, or the calculator's
 * departures), how the workbook calculates, and below the printed pages the list of the names it defines.
 */

/** One row of the Notes sheet's names: a name (or a grid of names: nameGroups), what it holds, where. */
export interface NameGroup {
  readonly name: string;
  readonly holds: string;
  readonly sheet: string;
  readonly ref: string;
}

/** What a workbook's Notes sheet says; notesTemplate writes the rest. */
export interface NotesSpec<C> {
  /** The line under the title "Notes". */
  readonly subtitle: string;
  /** The sections above "How this workbook calculates", and the cells they merge (A1 ranges), if any. */
  readonly notes: (w: SheetWriter, context: C) => string[] | void;
  /** "How this workbook calculates": a row per line, "-" in column A. */
  readonly howItCalculates: (context: C) => readonly string[];
  /** The names listed below the printed pages, a row each. */
  readonly names: (context: C) => readonly NameGroup[];
  /** The style of a name in the list. */
  readonly nameStyle: StyleName;
  /** Whether what a name holds spans two columns (B:C, merged), so most names take one printed line. */
  readonly wideHolds: boolean;
  readonly columnWidths: readonly number[];
}

/**
 * A workbook's Notes sheet: the title "Notes" and `spec.subtitle`, spec.notes' sections, "How this
 * workbook calculates", then (not printed, issue 31: the file's reference) "Names (workbook scope): N
 * rows" with a row per name: the name, what it holds, and the cells it refers to ('Sheet'!$A$1).
 * Landscape, one page wide, printed down to the row before the names, a grey tab.
 * Example: the Notes of `exsize workbook` (the paper's example) prints A1:D42, then lists its 148 names
 * in 148 rows, not printed.
 */
export function notesTemplate<C>(name: string, spec: NotesSpec<C>): TitledSheet<C> {
  return titledSheet(
    name,
    "Notes",
    spec.subtitle,
    (w, context) => {
      const merges = spec.notes(w, context) || [];
      w.section("How this workbook calculates");
      for (const line of spec.howItCalculates(context))
        w.addRow([lit("-", "label"), lit(line, "text")]);
      const printedRows = w.nextRow;
      const names = spec.names(context);
      w.section(
        `Names (workbook scope): ${names.length} rows, not printed (print them with File > Print > Ignore print areas)`
      );
      const addRow = (cells: readonly (Cell | null)[]) => {
        const r = w.addRow(cells);
        if (spec.wideHolds) merges.push(rangeRef(r, 1, r, 2));
      };
      const holdsGap: null[] = spec.wideHolds ? [null] : [];
      addRow(
        ["Name", "Holds", ...(spec.wideHolds ? [""] : []), "Refers to"].map((h) =>
          lit(h, "heading")
        )
      );
      for (const n of names)
        addRow([
          lit(n.name, spec.nameStyle),
          lit(n.holds, "text"),
          ...holdsGap,
          lit(`'${n.sheet}'!${n.ref}`, "code"),
        ]);
      return notesLayout(printedRows, spec.columnWidths, merges);
    },
    "notes"
  );
}

/**
 * A Notes sheet's layout: its column widths (and merges), landscape, one page wide, printed down to
 * the row before `printedRows` (the names listed from there on stay in the file), a grey tab.
 * Example: notesLayout(40, [34, 60, 60, 50], []) prints A1:D40.
 */
function notesLayout(
  printedRows: number,
  columnWidths: readonly number[],
  merges: readonly string[]
): SheetLayout {
  return {
    columnWidths,
    merges,
    print: {
      orientation: "landscape",
      fitToWidth: true,
      area: rangeRef(0, 0, printedRows - 1, 3),
    },
    tabColor: "A5A5A5",
  };
}
