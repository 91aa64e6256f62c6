/**
 * The pane's search worker (its own webpack entry, dist/searchWorker.js): the whole search core runs
 * here, off the pane's thread and out of the pane's bundle. It reads the request as `exsize search`
 * reads REQ.json (resolveProcessorModels, then parseSearchRequest: the same checks, the same one-line
 * messages), runs it slice by slice (slicedSearch.ts) and reports progress after every slice. The pane
 * cancels by terminating the worker; nothing here writes anywhere.
 */
import { resolveProcessorModels } from "../../catalog/processors";
import { SizingError } from "../../core/errors";
import { parseSearchRequest } from "../../core/microsoft/search";
import type { SearchJob, WorkerReport } from "./searchMessages";
import { SlicedSearch } from "./slicedSearch";

const post = (report: WorkerReport): void => (self as unknown as Worker).postMessage(report);

/** Runs one job, posting its progress and its answer (or its problem). */
export function runJob(job: SearchJob, say: (report: WorkerReport) => void = post): void {
  try {
    const request = parseSearchRequest(resolveProcessorModels(job.request));
    const run = new SlicedSearch(request, job.top);
    say({ kind: "progress", done: 0, total: run.total });
    while (!run.finished) {
      run.step();
      say({ kind: "progress", done: run.done, total: run.total });
    }
    say({ kind: "result", result: run.result() });
  } catch (error) {
    if (error instanceof SizingError) say({ kind: "problem", message: error.message });
    else say({ kind: "problem", message: `the search failed: ${(error as Error).message}` });
  }
}

if (typeof self !== "undefined" && typeof (self as { importScripts?: unknown }).importScripts === "function")
  self.addEventListener("message", (event: MessageEvent<SearchJob>) => runJob(event.data));
