/**
 * What the pane and its search worker (searchWorker.ts) say to each other. Types only: the pane's
 * bundle imports nothing of the search core (nor of the tables' and fields' readers) through this file.
 *   pane -> worker: a SearchJob: the form's Microsoft scenario, the search fields' texts (by id), the
 *     workbook's table and sheet names and, once read, the two tables' cells as office-js gives them;
 *   worker -> pane: { kind: "fields", messages } when a field is wrong (by id); { kind: "create", plan,
 *     names } or { kind: "read", names } when it needs the tables' cells (the pane sends the job again
 *     with them); else
 *     { kind: "progress", done, total } after every slice, then one { kind: "result", shown } (the words
 *     and designs to show, searchReport.ts) or { kind: "problem", message } (one line: a table's row,
 *     or the CLI reader's message).
 */
import type { ShownResult } from "./searchReport";
import type { TableCells } from "./searchTables";
import type { TablePlan } from "./tablePlan";

export interface SearchJob {
  readonly scenario: Readonly<Record<string, unknown>>;
  readonly texts: Readonly<Record<string, string>>;
  /** The workbook's table and sheet names (searchWorkbook.ts, lookTables). */
  readonly look: { readonly tables: readonly string[]; readonly sheets: readonly string[] };
  /** The two tables' cells, once read (the worker asks for them: "read"). */
  readonly cells?: readonly TableCells[];
  /** The pane's display language, for the numbers shown. */
  readonly locale: string;
  /** The sheet the pane just added the tables to, if it did (the status line says so). */
  readonly created?: string;
}

export type WorkerReport =
  | { readonly kind: "fields"; readonly messages: Readonly<Record<string, string>> }
  /** Add the tables (a workbook without them), then read them and send the job again with its cells. */
  | { readonly kind: "create"; readonly plan: TablePlan; readonly names: readonly string[] }
  /** Read these tables and send the job again with their cells. */
  | { readonly kind: "read"; readonly names: readonly string[] }
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "result"; readonly shown: ShownResult }
  | { readonly kind: "problem"; readonly message: string };
