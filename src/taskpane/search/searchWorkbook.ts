/**
 * The search's two tables in the workbook, through office-js. The pane holds only this: the words and
 * the layout come from the worker (tablePlan.ts), so they stay out of the pane's bundle.
 * - lookTables: the workbook's table and sheet names (one sync);
 * - addTables: applies the worker's plan (a new sheet "ExSize search", headers and example rows, the two
 *   tables named, column widths; the user's sheets are never written);
 * - readTables: both tables' ranges read whole (header and rows, values and address) in one sync.
 */
import type { TableCells } from "./searchTables";
import type { TablePlan } from "./tablePlan";

export async function lookTables(
  context: Excel.RequestContext
): Promise<{ tables: string[]; sheets: string[] }> {
  const tables = context.workbook.tables.load("items/name");
  const sheets = context.workbook.worksheets.load("items/name");
  await context.sync();
  return { tables: tables.items.map((t) => t.name), sheets: sheets.items.map((s) => s.name) };
}

/** Applies the plan; true once done (an error rejects). */
export async function addTables(context: Excel.RequestContext, plan: TablePlan): Promise<true> {
  const ws = context.workbook.worksheets.add(plan.sheet);
  for (const [address, formulas] of plan.writes) ws.getRange(address).formulas = formulas;
  for (const [address, name] of plan.tables) ws.tables.add(address, true).name = name;
  for (const [column, width] of plan.widths) ws.getRange(column).format.columnWidth = width;
  await context.sync();
  return true;
}

export async function readTables(
  context: Excel.RequestContext,
  names: readonly string[]
): Promise<TableCells[]> {
  const ranges = names.map((n) =>
    context.workbook.tables.getItem(n).getRange().load("values,address")
  );
  await context.sync();
  return ranges.map((r) => ({ values: r.values, address: r.address }));
}
