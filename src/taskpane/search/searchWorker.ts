/**
 * The pane's search worker (its own webpack entry, dist/searchWorker.js): the search core and the
 * readers of the search's fields and tables run here, off the pane's thread and out of the pane's
 * bundle (bench's taskpaneJsGzKB). A job is read as `exsize search` reads REQ.json: the fields
 * (searchFields.ts) and the tables' cells (searchTables.ts) make the request, then
 * resolveProcessorModels and parseSearchRequest check it (the CLI's checks and one-line messages, put on
 * the table's row by rowProblem); it runs slice by slice (slicedSearch.ts), reporting progress after
 * every slice. The pane cancels by terminating the worker; nothing here writes anywhere.
 */
import { resolveProcessorModels } from "../../catalog/processors";
import { SizingError } from "../../core/errors";
import { parseSearchRequest } from "../../core/microsoft/search";
import { readSearchFields, searchRequest } from "./searchFields";
import type { SearchJob, WorkerReport } from "./searchMessages";
import { DISKS_TABLE, SEARCH_TABLES, SERVERS_TABLE, readTable, rowProblem } from "./searchTables";
import { TablePlan, tablePlan } from "./tablePlan";
import { shownResult } from "./searchReport";
import { SlicedSearch } from "./slicedSearch";

const post = (report: WorkerReport): void => (self as unknown as Worker).postMessage(report);

/** The tables this worker asked the pane to add (one worker a search: the status line says so). */
let plan: TablePlan | undefined;

/** Runs one job, saying its progress and its answer (or its problem) through `say`. */
export function runJob(job: SearchJob, say: (report: WorkerReport) => void = post): void {
  const fields = readSearchFields(Object.fromEntries(job.texts));
  if ("messages" in fields) {
    const [id] = Object.keys(fields.messages);
    return say({ kind: "field", id, message: fields.messages[id] });
  }
  if (!job.cells) {
    // the tables' cells are not read yet: add the tables (none), read them (both), or say which is gone
    const names = SEARCH_TABLES.map((t) => t.name);
    const has = names.filter((n) =>
      job.look.tables.some((t) => t.toLowerCase() === n.toLowerCase())
    );
    if (has.length === 2) return say({ kind: "read", names });
    if (has.length === 0) {
      plan = tablePlan(job.look.sheets);
      return say({ kind: "read", names, plan });
    }
    const gone = names.find((n) => n !== has[0]);
    return say({
      kind: "problem",
      message: `The workbook has the table ${has[0]} but not ${gone}: rename yours back to ${gone}, or delete ${has[0]} and search again to get both`,
    });
  }
  const servers = readTable(SERVERS_TABLE, job.cells[0]);
  if ("problem" in servers) return say({ kind: "problem", message: servers.problem });
  const disks = readTable(DISKS_TABLE, job.cells[1]);
  if ("problem" in disks) return say({ kind: "problem", message: disks.problem });
  const json = searchRequest(job.scenario, servers.entries, disks.entries, fields.settings);
  try {
    const request = parseSearchRequest(resolveProcessorModels(json));
    const run = new SlicedSearch(request, fields.settings.top);
    let quarter = -1;
    const progress = () => {
      const percent = Math.floor((run.done / run.total) * 100);
      const n = (x: number) => x.toLocaleString(job.locale);
      const announce = Math.floor(percent / 25) !== quarter && percent < 100;
      quarter = Math.floor(percent / 25);
      say({
        kind: "progress",
        percent,
        text: `${n(run.done)} of ${n(run.total)} candidates`,
        announce,
      });
    };
    progress();
    while (!run.finished) {
      run.step();
      progress();
    }
    // as exsize search lists them: the ranges, then the keys the entries set
    const varied = [
      ...new Set([
        ...request.ranges.map((r) => r.key),
        ...[...request.servers, ...request.disks].flatMap((e) => Object.keys(e.inputs)),
      ]),
    ];
    const added = plan
      ? `Added the tables ${SERVERS_TABLE.name} and ${DISKS_TABLE.name} on the sheet “${plan.sheet}”, with example rows (examples/search-2019.json): edit them and search again. `
      : "";
    say({
      kind: "result",
      shown: shownResult(run.result(), varied, job.locale, added, job.scenario),
    });
  } catch (error) {
    if (!(error instanceof SizingError)) throw error;
    const rows = { servers: servers.rows, disks: disks.rows };
    const entries = { servers: servers.entries, disks: disks.entries };
    say({ kind: "problem", message: rowProblem(error.message, rows, entries) });
  }
}

if (
  typeof self !== "undefined" &&
  typeof (self as { importScripts?: unknown }).importScripts === "function"
)
  self.addEventListener("message", (event: MessageEvent<SearchJob>) => runJob(event.data));
