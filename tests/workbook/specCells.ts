/** Reading a workbook description (WorkbookSpec) in the template tests: cells by name, sheets' text. */
import {
  Cell,
  DEFAULT_SCENARIO,
  SheetSpec,
  WorkbookSpec,
  buildSizingWorkbook,
} from "../../src/workbook";
import { parseCellRef } from "../../src/workbook/a1";

/** The build date of the tests' workbooks (Excel serial 40360). */
export const DATE = new Date(2010, 6, 1);
/** The default scenario's workbook. */
export const DEFAULT_SPEC = buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE });

/** The cell a workbook-scoped name refers to. */
export function cellAt(book: WorkbookSpec, name: string): Cell | null | undefined {
  const n = book.names.find((d) => d.name === name)!;
  const { row, col } = parseCellRef(n.ref);
  return book.sheets.find((s) => s.name === n.sheet)!.rows[row]?.[col];
}

/** Every literal of a sheet, one per line. */
export function allText(sheet: SheetSpec): string {
  return sheet.rows.flatMap((r) => r.map((c) => String(c?.value ?? ""))).join("\n");
}
