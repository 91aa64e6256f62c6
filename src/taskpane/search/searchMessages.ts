/**
 * What the pane and its search worker (searchWorker.ts) say to each other. Types only: the pane's
 * bundle imports nothing of the search core (nor of the tables' and fields' readers) through this file.
 *   pane -> worker: a SearchJob: the form's Microsoft scenario, the search fields' texts (by id), the
 *     workbook's table and sheet names and, once read, the two tables' cells as office-js gives them;
 *   worker -> pane: { kind: "field", id, message } when a field is wrong; { kind: "read", names,
 *     plan? } when it needs the tables' cells (adding them first by the plan) (the pane sends the job again
 *     with them); else
 *     { kind: "progress", percent, text, announce } after every slice, then one { kind: "result", shown } (the words
 *     and designs to show, searchReport.ts) or { kind: "problem", message } (one line: a table's row,
 *     or the CLI reader's message).
 */
import type { ShownResult } from "./searchReport";
import type { TableCells } from "./searchTables";
import type { TablePlan } from "./tablePlan";

export interface SearchJob {
  readonly scenario: Readonly<Record<string, unknown>>;
  /** The search fields' texts, [id, text]. */
  readonly texts: readonly (readonly [string, string])[];
  /** The workbook's table and sheet names (searchWorkbook.ts, lookTables). */
  readonly look: { readonly tables: readonly string[]; readonly sheets: readonly string[] };
  /** The two tables' cells, once read (the worker asks for them: "read"). */
  readonly cells?: readonly TableCells[];
  /** The pane's display language, for the numbers shown. */
  readonly locale: string;
}

export type WorkerReport =
  /** A field is wrong: its id and the one line (the first field in error). */
  | { readonly kind: "field"; readonly id: string; readonly message: string }
  /** Add the tables first when a plan comes (a workbook without them), read these tables and send the
   * job again with their cells. */
  | { readonly kind: "read"; readonly names: readonly string[]; readonly plan?: TablePlan }
  | {
      readonly kind: "progress";
      /** Whole percent done. */
      readonly percent: number;
      /** "1,200 of 10,800 candidates", the bar's value text. */
      readonly text: string;
      /** A new quarter begun: the pane announces the text. */
      readonly announce: boolean;
    }
  | { readonly kind: "result"; readonly shown: ShownResult }
  | { readonly kind: "problem"; readonly message: string };
