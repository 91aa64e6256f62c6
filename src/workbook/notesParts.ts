import { rangeRef } from "./a1";
import { SheetWriter, lit } from "./sheetWriter";
import type { SheetLayout } from "./titledSheet";

/**
 * The parts both workbooks' Notes sheets share: the section saying how the workbook calculates, and the
 * page set-up that prints the notes but not the list of names below them.
 */

/** "How this workbook calculates": a section heading, then a row per line, "-" in column A. */
export function howItCalculates(w: SheetWriter, lines: readonly string[]): void {
  w.section("How this workbook calculates");
  for (const line of lines) w.addRow([lit("-", "label"), lit(line, "text")]);
}

/**
 * A Notes sheet's layout: its column widths (and merges), landscape, one page wide, printed down to
 * the row before `printedRows` (the names listed from there on stay in the file), a grey tab.
 * Example: notesLayout(40, [34, 60, 60, 50]) prints A1:D40.
 */
export function notesLayout(
  printedRows: number,
  columnWidths: readonly number[],
  merges?: readonly string[]
): SheetLayout {
  return {
    columnWidths,
    ...(merges ? { merges } : {}),
    print: {
      orientation: "landscape",
      fitToWidth: true,
      area: rangeRef(0, 0, printedRows - 1, 3),
    },
    tabColor: "A5A5A5",
  };
}
