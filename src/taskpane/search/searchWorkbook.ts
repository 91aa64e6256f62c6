/**
 * The search's two tables in the workbook, through office-js (searchTables.ts says what they hold):
 * - looks for them by name (ExSizeServers, ExSizeDisks; one sync);
 * - when absent, adds them on a new sheet "ExSize search" (or "ExSize search (2)", ... when a sheet of
 *   that name is the user's), headers and the example rows (examples/search-2019.json), with a note
 *   above saying where the rows come from; the user's sheets are never written;
 * - reads both back whole (each table's range: header and rows, values and address) in one sync.
 * A table the user deleted or renamed is added again on a new sheet, never overwritten.
 */
import { SEARCH_SHEET, SEARCH_TABLES, SearchTable, TableCells } from "./searchTables";

export interface SearchTablesRead {
  /** The sheet the tables were added to, when this call added them. */
  readonly created?: string;
  readonly servers: TableCells;
  readonly disks: TableCells;
}

/** Column letter of a 0-based column (A..Z, AA..). */
const letter = (i: number): string =>
  (i >= 26 ? letter(Math.floor(i / 26) - 1) : "") + String.fromCharCode(65 + (i % 26));

/** The first row of a table (its note above it); the servers at column A, the disks after a gap. */
const TABLE_ROW = 3;
const at = (table: SearchTable): number => (table.list === "servers" ? 0 : 9);

/** "'ExSize search'!J3:N6" -> 3: the sheet row of the range's first row. */
function firstRow(address: string): number {
  const m = /!\$?[A-Z]+\$?(\d+)/.exec(address);
  return m ? Number(m[1]) : 1;
}

/** A text cell as office-js formulas take it (text that Excel would read as a formula is quoted). */
const cell = (v: string | number): string | number =>
  typeof v === "string" && /^[=+\-@]/.test(v) ? `'${v}` : v;

function addTables(context: Excel.RequestContext, names: readonly string[]): string {
  const taken = new Set(names.map((n) => n.toLowerCase()));
  let name = SEARCH_SHEET;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${SEARCH_SHEET} (${n})`;
  const ws = context.workbook.worksheets.add(name);
  ws.getRange("A1").formulas = [
    [
      "The search's server models and disks: edit, add or delete rows. Example rows from ExSize's examples/search-2019.json (illustrative prices and SPEC rates, not quotes).",
    ],
  ];
  for (const table of SEARCH_TABLES) {
    const left = at(table);
    const right = letter(left + table.columns.length - 1);
    const bottom = TABLE_ROW + table.example.length;
    const address = `${letter(left)}${TABLE_ROW}:${right}${bottom}`;
    ws.getRange(address).formulas = [
      table.columns.map((c) => c.header),
      ...table.example.map((row) => row.map(cell)),
    ];
    const t = ws.tables.add(address, true);
    t.name = table.name;
    table.columns.forEach((c, i) => {
      const column = letter(left + i);
      ws.getRange(`${column}:${column}`).format.columnWidth = c.key === "model" ? 90 : 75;
    });
  }
  return name;
}

/**
 * The two tables' cells (adding them first when the workbook has neither). One table without the other
 * is a problem said in one line (the user deleted or renamed one).
 */
export async function readSearchTables(
  context: Excel.RequestContext
): Promise<SearchTablesRead | { readonly problem: string }> {
  const tables = context.workbook.tables.load("items/name");
  const sheets = context.workbook.worksheets.load("items/name");
  await context.sync();
  const has = (t: SearchTable) =>
    tables.items.some((x) => x.name.toLowerCase() === t.name.toLowerCase());
  const present = SEARCH_TABLES.filter(has);
  let created: string | undefined;
  if (present.length === 0)
    created = addTables(
      context,
      sheets.items.map((s) => s.name)
    );
  else if (present.length === 1) {
    const gone = SEARCH_TABLES.find((t) => !has(t))!;
    return {
      problem: `The workbook has the table ${present[0].name} but not ${gone.name}: rename yours back to ${gone.name}, or delete ${present[0].name} and search again to get both`,
    };
  }
  const ranges = SEARCH_TABLES.map((t) =>
    context.workbook.tables.getItem(t.name).getRange().load("values,address")
  );
  await context.sync();
  const [servers, disks] = ranges.map((r) => ({
    values: r.values,
    headerRow: firstRow(r.address),
  }));
  return { ...(created ? { created } : {}), servers, disks };
}
