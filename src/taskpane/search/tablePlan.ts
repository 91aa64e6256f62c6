/**
 * Where a new workbook's search tables go (worker side, searchWorker.ts; the pane applies the plan,
 * searchWorkbook.ts): a new sheet "ExSize search" (or "ExSize search (2)", ... when the user has a
 * sheet of that name), a note in A1 citing the example rows, the servers table at A3 and the disks
 * table at J3 (side by side, so each grows down without meeting the other), headers and the example
 * rows of searchTables.ts, the model columns wider.
 * Example: no sheet "ExSize search" => sheet "ExSize search", ExSizeServers A3:H6, ExSizeDisks J3:N6.
 */
import { SEARCH_SHEET, SEARCH_TABLES, SearchTable } from "./searchTables";

export interface TablePlan {
  readonly sheet: string;
  /** [address, formulas] written in order. */
  readonly writes: readonly (readonly [string, (string | number)[][]])[];
  /** [address, name]: tables added with headers. */
  readonly tables: readonly (readonly [string, string])[];
  /** [column range "A:A", width in points]. */
  readonly widths: readonly (readonly [string, number])[];
}

/** Column letter of a 0-based column (A..Z, AA..). */
const letter = (i: number): string =>
  (i >= 26 ? letter(Math.floor(i / 26) - 1) : "") + String.fromCharCode(65 + (i % 26));

/** Text that Excel would read as a formula is written with a leading apostrophe. */
const cell = (v: string | number): string | number =>
  typeof v === "string" && /^[=+\-@]/.test(v) ? `'${v}` : v;

const ROW = 3;
const left = (t: SearchTable) => (t.list === "servers" ? 0 : 9);

export function tablePlan(sheets: readonly string[]): TablePlan {
  const taken = new Set(sheets.map((n) => n.toLowerCase()));
  let sheet = SEARCH_SHEET;
  for (let n = 2; taken.has(sheet.toLowerCase()); n++) sheet = `${SEARCH_SHEET} (${n})`;
  const writes: [string, (string | number)[][]][] = [
    [
      "A1",
      [
        [
          "ExSize's search: edit, add or delete rows. Example rows: examples/search-2019.json (illustrative prices and SPEC rates, not quotes).",
        ],
      ],
    ],
  ];
  const tables: [string, string][] = [];
  const widths: [string, number][] = [];
  for (const t of SEARCH_TABLES) {
    const l = left(t);
    const address = `${letter(l)}${ROW}:${letter(l + t.columns.length - 1)}${ROW + t.example.length}`;
    writes.push([address, [t.columns.map((c) => c.header), ...t.example.map((r) => r.map(cell))]]);
    tables.push([address, t.name]);
    t.columns.forEach((c, i) =>
      widths.push([`${letter(l + i)}:${letter(l + i)}`, c.key === "model" ? 90 : 75])
    );
  }
  return { sheet, writes, tables, widths };
}
