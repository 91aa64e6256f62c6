/**
 * What the pane and its search worker (searchWorker.ts) say to each other. Types only: the pane's
 * bundle imports nothing of the search core through this file.
 *   pane -> worker: { request, top }: a search request as REQ.json holds it (docs/search.md), the
 *     processor models not yet resolved (the worker resolves them as the CLI does);
 *   worker -> pane: { kind: "progress", done, total } after every slice, then one
 *     { kind: "result", result } or { kind: "problem", message } (the CLI's one line, naming the key).
 */
import type { SearchResult } from "../../core/microsoft/search";

export interface SearchJob {
  readonly request: Readonly<Record<string, unknown>>;
  readonly top: number;
}

export type WorkerReport =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "result"; readonly result: SearchResult }
  | { readonly kind: "problem"; readonly message: string };
