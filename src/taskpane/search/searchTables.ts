/**
 * The search's server models and disks as two Excel tables the consultant edits (issue 33, item 2): the
 * columns, the rows a new sheet starts with, and the reading of the tables' cells into the `servers` and
 * `disks` lists of a search request (docs/search.md, "The request"; the CLI's REQ.json). No DOM, no
 * office-js here (searchWorkbook.ts reads the cells in the pane; the worker reads what it got, so the
 * readers stay out of the pane's bundle).
 *
 * A column is a request field: its header (matched without regard to case or spaces), its key, and
 * what a cell must hold: text, a positive number, a whole number of 1 or more, or 1 or 2 (sockets). The
 * price and the whole-number rules are the CLI's (src/core/microsoft/search/request.ts: price positive,
 * diskSlots whole and 1 or more, maxRamGB positive); every other field is a scenario input, checked by
 * the worker with the CLI's own reader (parseSearchRequest, after resolveProcessorModels) and its
 * message put on the row (rowProblem). A blank cell leaves the field out; a blank row is skipped.
 *
 * Example: the servers row ["2U 24-core", "", "", 24, 1500, 256, 24, 18000] reads as
 * { model: "2U 24-core", coresPerServer: 24, specIntRate2006: 1500, maxRamGB: 256, diskSlots: 24,
 *   price: 18000 }; a price of "18,000" typed as text is "Servers table, row 3 (2U 24-core): Price
 * must be a number (got the text "18,000")".
 */

export type CellRule = "text" | "positive" | "whole" | "sockets";

export interface TableColumn {
  /** The header in the sheet. */
  readonly header: string;
  /** The request's key (docs/search.md). */
  readonly key: string;
  readonly rule: CellRule;
  /** A row must give it. */
  readonly required?: boolean;
}

export interface SearchTable {
  /** The Excel table's name. */
  readonly name: string;
  /** "Servers table": how messages name it. */
  readonly title: string;
  /** The request list it fills. */
  readonly list: "servers" | "disks";
  readonly columns: readonly TableColumn[];
  /** The rows a new sheet starts with, in the columns' order ("" blank). */
  readonly example: readonly (readonly (string | number)[])[];
}

/** The sheet that holds both tables, side by side (each grows down without meeting the other). */
export const SEARCH_SHEET = "ExSize search";

/**
 * The columns both tables have, one rule each: the row's model (required text, how messages name the
 * row: "row 3 (2U 24-core)") and its price (required, positive: the CLI's rule for a server's and a
 * disk's price, src/core/microsoft/search/request.ts).
 */
const MODEL_COLUMN: TableColumn = { header: "Model", key: "model", rule: "text", required: true };
const PRICE_COLUMN: TableColumn = {
  header: "Price",
  key: "price",
  rule: "positive",
  required: true,
};

/**
 * A table of the search, named by its list: the Excel table ExSize<List> ("ExSizeServers"), "<List>
 * table" in messages ("Servers table"), its first column the model, then the columns given.
 */
function searchTable(
  list: SearchTable["list"],
  columns: readonly TableColumn[],
  example: SearchTable["example"]
): SearchTable {
  const List = list.charAt(0).toUpperCase() + list.slice(1);
  return {
    name: `ExSize${List}`,
    title: `${List} table`,
    list,
    columns: [MODEL_COLUMN, ...columns],
    example,
  };
}

/**
 * Server models. A row gives its CPU as cores and SPECint_rate2006 (coresPerServer, specIntRate2006)
 * or as a processor model and its sockets (resolved through ExSize's processor catalog,
 * src/catalog/processors.ts, as the CLI resolves them). Example rows: examples/search-2019.json's
 * servers (illustrative prices and SPEC rates, not quotes; docs/search.md says so).
 */
export const SERVERS_TABLE = searchTable(
  "servers",
  [
    { header: "Processor", key: "processor", rule: "text" },
    { header: "Sockets", key: "sockets", rule: "sockets" },
    { header: "Cores per server", key: "coresPerServer", rule: "whole" },
    { header: "SPECint_rate2006", key: "specIntRate2006", rule: "positive" },
    { header: "Max RAM (GB)", key: "maxRamGB", rule: "positive", required: true },
    { header: "Disk slots", key: "diskSlots", rule: "whole", required: true },
    PRICE_COLUMN,
  ],
  [
    ["1U 16-core", "", "", 16, 900, 192, 12, 11000],
    ["2U 24-core", "", "", 24, 1500, 256, 24, 18000],
    ["2U 48-core", "", "", 48, 2600, 256, 24, 29000],
  ]
);

/**
 * Disks: capacity and the calculator's disk type set the eight disk rows; the SSD price is the price of
 * one MetaCache SSD beside this disk (Exchange 2019 and SE). Example rows: examples/search-2019.json's
 * disks, with its search-wide ssdPrice 700 on each row (the same request: a disk's own ssdPrice, else
 * the search's).
 */
export const DISKS_TABLE = searchTable(
  "disks",
  [
    { header: "Capacity (GB)", key: "diskCapacityGB", rule: "whole" },
    { header: "Disk type", key: "diskType", rule: "text" },
    PRICE_COLUMN,
    { header: "SSD price", key: "ssdPrice", rule: "positive" },
  ],
  [
    ["4 TB NL-SAS", 4000, '7.2K RPM SAS 3.5"', 190, 700],
    ["8 TB NL-SAS", 8000, '7.2K RPM SAS 3.5"', 420, 700],
    ["12 TB NL-SAS", 12000, '7.2K RPM SAS 3.5"', 610, 700],
  ]
);

export const SEARCH_TABLES = [SERVERS_TABLE, DISKS_TABLE] as const;

/** A table's cells as office-js gives them (Range.values): the header row first. */
export interface TableCells {
  readonly values: readonly (readonly unknown[])[];
  /** The sheet's row number of the header row (1-based), or the range's address ("'ExSize search'!J3:N6"). */
  readonly headerRow?: number;
  readonly address?: string;
}

/** The header's sheet row: given, or the first row of the address ("'ExSize search'!J3:N6" -> 3). */
const headerRowOf = (cells: TableCells): number =>
  cells.headerRow ?? Number(/!\$?[A-Z]+\$?(\d+)/.exec(cells.address ?? "")?.[1] ?? 1);

export type TableRead =
  | { readonly entries: Record<string, unknown>[]; readonly rows: readonly number[] }
  | { readonly problem: string };

const norm = (s: unknown) => String(s).replace(/\s+/g, "").toLowerCase();
const blank = (v: unknown) => v === "" || v === null || v === undefined;
const shown = (v: unknown) =>
  typeof v === "string"
    ? `the text ${JSON.stringify(v.length > 40 ? v.slice(0, 37) + "..." : v)}`
    : String(v);

/** What the rule says a cell must be, in words. */
const MUST: Record<CellRule, string> = {
  text: "must be a text",
  positive: "must be a positive number",
  whole: "must be a whole number of 1 or more",
  sockets: "must be 1 or 2",
};

function cellValue(rule: CellRule, v: unknown): { value: unknown } | { must: string } {
  if (rule === "text") {
    const t = typeof v === "number" ? String(v) : v;
    return typeof t === "string" && t.trim() !== "" ? { value: t.trim() } : { must: MUST.text };
  }
  if (typeof v !== "number" || !Number.isFinite(v))
    return { must: typeof v === "string" ? "must be a number" : MUST[rule] };
  if (rule === "positive" && v > 0) return { value: v };
  if (rule === "whole" && Number.isInteger(v) && v >= 1) return { value: v };
  if (rule === "sockets" && (v === 1 || v === 2)) return { value: v };
  return { must: MUST[rule] };
}

/** "Servers table, row 3 (2U 24-core)": a row as a message names it (the sheet's row number). */
export function rowName(table: SearchTable, sheetRow: number, model: unknown): string {
  const m = typeof model === "string" && model.trim() !== "" ? ` (${model.trim()})` : "";
  return `${table.title}, row ${sheetRow}${m}`;
}

/**
 * Reads a table's cells into request entries, or the one line that says which row and column is wrong.
 * The header row must hold the table's columns (any order; other columns are refused, naming them).
 */
export function readTable(table: SearchTable, cells: TableCells): TableRead {
  const [header = [], ...rows] = cells.values;
  const headerRow = headerRowOf(cells);
  const at = header.map((h) => table.columns.find((c) => norm(c.header) === norm(h)));
  const unknown = header.filter((h, i) => !at[i] && !blank(h));
  if (unknown.length > 0)
    return {
      problem: `${table.title}: the column ${shown(unknown[0])} is not one the search reads; the columns are ${table.columns.map((c) => c.header).join(", ")}`,
    };
  const missing = table.columns.filter((c) => c.required && !at.includes(c));
  if (missing.length > 0)
    return {
      problem: `${table.title}: no column “${missing[0].header}” in its header row (row ${headerRow}); the columns are ${table.columns.map((c) => c.header).join(", ")}`,
    };
  const entries: Record<string, unknown>[] = [];
  const used: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row.every(blank)) continue;
    const sheetRow = headerRow + 1 + r;
    const modelAt = at.findIndex((c) => c?.key === "model");
    const name = rowName(table, sheetRow, modelAt >= 0 ? row[modelAt] : undefined);
    const entry: Record<string, unknown> = {};
    for (let i = 0; i < at.length; i++) {
      const column = at[i];
      if (!column) continue;
      const v = row[i];
      if (blank(v)) {
        if (column.required) return { problem: `${name}: ${column.header} is blank; give it` };
        continue;
      }
      const read = cellValue(column.rule, v);
      if ("must" in read)
        return { problem: `${name}: ${column.header} ${read.must} (got ${shown(v)})` };
      entry[column.key] = read.value;
    }
    entries.push(entry);
    used.push(sheetRow);
  }
  if (entries.length === 0)
    return {
      problem: `${table.title} has no rows: give at least one ${table.list === "servers" ? "server model" : "disk"} below its header (row ${headerRow})`,
    };
  return { entries, rows: used };
}

/**
 * The CLI reader's message about a list entry (`search.servers[1].diskSlots must be ...`), put on the
 * table's row and column: "Servers table, row 4 (2U 48-core): Disk slots must be ...". Other messages
 * are returned as they are.
 */
export function rowProblem(
  message: string,
  rows: Readonly<Record<"servers" | "disks", readonly number[]>>,
  entries: Readonly<Record<"servers" | "disks", readonly Record<string, unknown>[]>>
): string {
  const m = /^search\.(servers|disks)\[(\d+)\]\.?([A-Za-z0-9]*)\s*(.*)$/s.exec(message);
  if (!m) return message;
  const list = m[1] as "servers" | "disks";
  const i = Number(m[2]);
  const table = list === "servers" ? SERVERS_TABLE : DISKS_TABLE;
  const sheetRow = rows[list][i];
  if (sheetRow === undefined) return message;
  const column = table.columns.find((c) => c.key === m[3]);
  const rest = m[4].replace(/search\.(servers|disks)\[\d+\]\./g, "");
  return `${rowName(table, sheetRow, entries[list][i]?.model)}: ${column ? column.header : m[3]} ${rest}`.trim();
}
