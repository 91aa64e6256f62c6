/**
 * "Find the cheapest design", the Microsoft form's search (issue 33, item 2; docs/search.md, "In the
 * pane"): `exsize search` in the pane.
 * - The server models and disks are the workbook's tables ExSizeServers and ExSizeDisks
 *   (searchTables.ts, searchWorkbook.ts: added with example rows on the first search, read whole in one
 *   sync, a bad cell said in one line naming its row);
 * - the ranges of Exchange servers per DAG and of DAGs, the CPU limit and how many designs to list are
 *   fields here (searchFields.ts); the tiers and environment are the form's;
 * - the search runs in a Web Worker (searchWorker.ts, its own bundle: the search core never enters the
 *   pane's), with a progress bar (role progressbar, aria-valuenow, a line announced each quarter) and
 *   Cancel, which terminates the worker: nothing is kept or written, the pane usable throughout;
 * - the result lists the top designs, cost and verdict as `exsize search` prints them, each with "Use
 *   this design" (puts it in the form, saying any input the form cannot hold), and "Write Compare of
 *   top N" builds the Compare sheet of them through the pane's compare path (labels "#1 server, disk",
 *   as `exsize search -o` labels them).
 */
import type { SearchDesign, SearchResult } from "../../core/microsoft/search";
import { parseMicrosoftScenario } from "../../core/microsoft/scenario/parse";
import { SizingError } from "../../core/errors";
import { buildCompareWorkbook } from "../../workbook/compare";
import type { WorkbookSpec } from "../../workbook/model";
import { Announcer } from "../announcer";
import { h } from "../dom";
import { createFieldView, FieldView } from "../fieldView";
import {
  CPU_FIELD,
  MAX_TOP,
  RANGE_FIELDS,
  TOP_FIELD,
  readSearchFields,
  searchRequest,
} from "./searchFields";
import type { SearchJob, WorkerReport } from "./searchMessages";
import { DISKS_TABLE, SEARCH_SHEET, SERVERS_TABLE, readTable, rowProblem } from "./searchTables";
import { SearchTablesRead, readSearchTables } from "./searchWorkbook";

export interface SearchSectionDeps {
  readonly announcer: Announcer;
  readonly locale: string;
  /** Excel can read and write tables (the pane's host check). */
  readonly supported: boolean;
  /** The Microsoft form's scenario, or undefined once the fields to fix are shown. */
  scenario(): Readonly<Record<string, unknown>> | undefined;
  /** Puts a scenario in the form; a problem's message when it cannot. */
  use(scenario: Readonly<Record<string, unknown>>): string | undefined;
  /** Builds the Compare workbook through the pane's compare path. */
  compare(makeSpec: () => WorkbookSpec): void;
  /** Tests pass their own; default: Excel.run(readSearchTables). */
  readTables?(): Promise<SearchTablesRead | { readonly problem: string }>;
  /** The worker's script (default: searchWorker.js beside the page). */
  workerUrl?: string;
}

export interface SearchSection {
  readonly element: HTMLElement;
}

/** The section's own styles: Fluent's progress bar (a 2 px track, the brand colour filling it). */
const SEARCH_CSS = `
.search-section { border-top: 1px solid var(--colorNeutralStroke2); margin-top: 16px; }
.search-range { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; }
.search-buttons { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 8px; }
.search-progress { margin: 4px 0 8px; }
.search-track { height: 2px; background: var(--colorNeutralBackground6, var(--colorNeutralStroke2)); border-radius: 1px; overflow: hidden; }
.search-fill { height: 100%; width: 0; background: var(--colorBrandBackground); transition: width 0.2s; }
.search-status { font-size: var(--fontSizeBase200); margin: 4px 0; overflow-wrap: anywhere; }
.search-status.error { color: var(--colorPaletteRedForeground1); }
.search-cost { font-weight: var(--fontWeightSemibold); }
.search-design .hint { margin: 2px 0; }
.search-design button { margin: 4px 0 2px; }
@media (forced-colors: active) { .search-fill { background: Highlight; } }
`;

const fmt = (x: number | null, locale: string): string =>
  x === null ? "--" : x.toLocaleString(locale, { maximumFractionDigits: 2 });

/** The fields an entry of the request sets that are not scenario inputs (request.ts). */
const OWN = new Set(["model", "price", "diskSlots", "maxRamGB", "ssdPrice"]);

export function createSearchSection(deps: SearchSectionDeps): SearchSection {
  const { announcer, locale } = deps;
  const views = new Map<string, FieldView>();
  const field = (id: string, label: string, initial: string, hint?: string, unit?: string) => {
    const view = createFieldView({ id, label, hint, unit, numeric: true });
    view.input.value = initial;
    views.set(id, view);
    return view.row;
  };
  const runButton = h(
    "button",
    { type: "button", class: "primary", id: "search-run", "aria-describedby": "search-hint" },
    "Find the cheapest"
  );
  const cancelButton = h(
    "button",
    { type: "button", class: "secondary", id: "search-cancel", hidden: true },
    "Cancel search"
  );
  const fill = h("div", { class: "search-fill" });
  const bar = h(
    "div",
    {
      role: "progressbar",
      id: "search-progress-bar",
      class: "search-track",
      "aria-labelledby": "search-progress-label",
      "aria-valuemin": "0",
      "aria-valuemax": "100",
      "aria-valuenow": "0",
    },
    fill
  );
  const progress = h(
    "div",
    { class: "search-progress", id: "search-progress", hidden: true },
    h("div", { class: "hint", id: "search-progress-label" }, "Search progress"),
    bar
  );
  const status = h("p", { class: "search-status", id: "search-status" });
  const results = h("ol", {
    class: "design-list",
    id: "search-results",
    "aria-labelledby": "search-results-heading",
  });
  const resultsHead = h("h3", { id: "search-results-heading", hidden: true }, "Cheapest designs");
  const compareButton = h(
    "button",
    { type: "button", class: "secondary", id: "search-compare", hidden: true },
    "Write Compare"
  );

  const element = h(
    "section",
    { class: "search-section", id: "search", "aria-labelledby": "search-heading" },
    h("style", {}, SEARCH_CSS),
    h("h2", { id: "search-heading" }, "Find the cheapest design"),
    h(
      "p",
      { class: "hint", id: "search-hint" },
      `Sizes every combination of the server models and disks in the tables on the sheet “${SEARCH_SHEET}” (added with example rows on the first search: edit them) and the ranges below, with the tiers and environment above, as exsize search does, and lists the cheapest designs the verdict accepts.`
    ),
    ...RANGE_FIELDS.map((r) =>
      h(
        "div",
        { class: "search-range", role: "group", "aria-label": r.label },
        field(r.from.id, `${r.label}, from`, r.from.initial),
        field(r.to.id, `${r.label}, to`, r.to.initial)
      )
    ),
    field(CPU_FIELD.id, CPU_FIELD.label, CPU_FIELD.initial, CPU_FIELD.hint, "%"),
    field(TOP_FIELD.id, TOP_FIELD.label, TOP_FIELD.initial, TOP_FIELD.hint),
    h("div", { class: "search-buttons" }, runButton, cancelButton),
    progress,
    status,
    resultsHead,
    results,
    compareButton
  );

  let worker: Worker | undefined;
  let shown: readonly SearchDesign[] = [];
  let saidQuarter = -1;
  /** The run in progress (Cancel moves it on, so a cancelled run's table read is dropped). */
  let runId = 0;

  const say = (text: string, error = false): void => {
    status.textContent = text;
    status.classList.toggle("error", error);
    announcer.say(text);
  };
  const setRunning = (on: boolean): void => {
    runButton.setAttribute("aria-disabled", String(on));
    cancelButton.hidden = !on;
    if (on) progress.hidden = false;
  };
  const showProgress = (done: number, total: number): void => {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
    bar.setAttribute("aria-valuenow", String(percent));
    bar.setAttribute(
      "aria-valuetext",
      `${done.toLocaleString(locale)} of ${total.toLocaleString(locale)} candidates`
    );
    fill.style.width = `${percent}%`;
    const quarter = Math.floor(percent / 25);
    if (quarter !== saidQuarter && percent < 100) {
      saidQuarter = quarter;
      announcer.say(`Searching: ${done.toLocaleString(locale)} of ${total.toLocaleString(locale)} candidates`);
    }
  };
  const clearResults = (): void => {
    shown = [];
    results.replaceChildren();
    resultsHead.hidden = true;
    compareButton.hidden = true;
  };

  const designItem = (d: SearchDesign, varied: readonly string[]): HTMLElement => {
    const f = d.figures;
    const id = `search-design-${d.rank}`;
    const use = h(
      "button",
      { type: "button", class: "secondary", id: `search-use-${d.rank}`, "aria-describedby": `${id}-name` },
      "Use this design"
    );
    use.addEventListener("click", () => {
      const problem = deps.use(d.inputs);
      if (problem) return say(`Design #${d.rank} was not put in the form: ${problem}`, true);
      say(`Put design #${d.rank} (${d.server}, ${d.disk}) in the form${lostInputs(d.inputs)}.`);
    });
    const warnings = [...d.warnings, ...d.flags];
    return h(
      "li",
      { class: "design search-design", id },
      h("div", { class: "design-name", id: `${id}-name` }, `#${d.rank} ${d.server}, ${d.disk}`),
      h("div", { class: "search-cost", id: `${id}-cost` }, `Cost ${fmt(d.cost, locale)}`),
      h(
        "p",
        { class: "hint" },
        `${fmt(f.serversEnvironment, locale)} servers + ${fmt(f.disksEnvironment, locale)} disks` +
          (f.ssdsEnvironment ? ` + ${fmt(f.ssdsEnvironment, locale)} MetaCache SSDs` : "") +
          `; ${varied.map((k) => `${k} ${typeof d.inputs[k] === "number" ? fmt(d.inputs[k] as number, locale) : String(d.inputs[k])}`).join(", ")}`
      ),
      h(
        "p",
        { class: "hint" },
        `CPU worst failure ${fmt(f.cpuWorstFailurePercent, locale)} %; RAM ${fmt(f.ramRecommendedGB, locale)} GB; disks per server ${fmt(f.disksPerServer, locale)}`
      ),
      h(
        "p",
        { class: "hint", id: `${id}-verdict` },
        `Verdict: accepted (no rule broken)` +
          (warnings.length === 0 ? "." : `, ${warnings.length} warning${warnings.length > 1 ? "s" : ""}:`)
      ),
      ...(warnings.length > 0
        ? [h("ul", { class: "hint" }, ...warnings.map((w) => h("li", {}, w)))]
        : []),
      use
    );
  };

  /** " (the form cannot hold: ...)" naming the input cells the form's scenario now lacks. */
  const lostInputs = (inputs: Readonly<Record<string, unknown>>): string => {
    try {
      const now = deps.scenario();
      if (!now) return "";
      const want = parseMicrosoftScenario(inputs).cells;
      const got = parseMicrosoftScenario(now).cells;
      const lost = Object.keys(want).filter((k) => JSON.stringify(want[k]) !== JSON.stringify(got[k]));
      return lost.length === 0 ? "" : ` (the form cannot hold ${lost.join(", ")}: set them in the workbook)`;
    } catch (error) {
      if (error instanceof SizingError) return "";
      throw error;
    }
  };

  const showResult = (result: SearchResult, varied: readonly string[], top: number): void => {
    shown = result.designs;
    results.replaceChildren(...result.designs.map((d) => designItem(d, varied)));
    resultsHead.hidden = result.designs.length === 0;
    const n = Math.min(result.designs.length, top, MAX_TOP);
    compareButton.hidden = n < 2;
    compareButton.textContent = `Write Compare of top ${n}`;
    const counts = `${result.evaluated.toLocaleString(locale)} candidates evaluated, ${result.feasible.toLocaleString(locale)} feasible`;
    if (result.designs.length === 0)
      say(`${counts}: no design is feasible. ${result.why.slice(0, 3).join(" ")}`, true);
    else
      say(
        `${counts}. The cheapest: ${result.designs[0].server}, ${result.designs[0].disk}, cost ${fmt(result.designs[0].cost, locale)}.`
      );
  };

  const stop = (): void => {
    worker?.terminate();
    worker = undefined;
    setRunning(false);
  };

  const run = async (): Promise<void> => {
    if (worker || runButton.getAttribute("aria-disabled") === "true") return;
    const my = ++runId;
    const texts = Object.fromEntries([...views].map(([id, v]) => [id, v.input.value]));
    const read = readSearchFields(texts);
    for (const [id, v] of views) v.showMessage("messages" in read ? read.messages[id] : undefined);
    if ("messages" in read) {
      const [first] = Object.keys(read.messages);
      say(read.messages[first], true);
      views.get(first)?.input.focus();
      return;
    }
    const scenario = deps.scenario();
    if (!scenario)
      return say("Fix the form's fields shown above first: the search sizes the form's tiers and environment.", true);
    if (!deps.supported && !deps.readTables)
      return say("The search reads its tables from the workbook: it needs Excel 2016 or later (ExcelApi 1.9).", true);
    clearResults();
    setRunning(true);
    progress.hidden = true;
    status.textContent = "Reading the server and disk tables...";
    status.classList.remove("error");
    let tables: SearchTablesRead | { problem: string };
    try {
      tables = await (deps.readTables ? deps.readTables() : Excel.run(readSearchTables));
    } catch (error) {
      setRunning(false);
      return say(`Could not read the search's tables: ${(error as Error).message}`, true);
    }
    if (my !== runId) return; // cancelled while the tables were read
    if ("problem" in tables) {
      setRunning(false);
      return say(tables.problem, true);
    }
    const servers = readTable(SERVERS_TABLE, tables.servers);
    const disks = readTable(DISKS_TABLE, tables.disks);
    const bad = "problem" in servers ? servers : "problem" in disks ? disks : undefined;
    if (bad && "problem" in bad) {
      setRunning(false);
      return say(bad.problem, true);
    }
    if ("problem" in servers || "problem" in disks) return;
    const added = tables.created
      ? `Added the tables ${SERVERS_TABLE.name} and ${DISKS_TABLE.name} on the sheet “${tables.created}”, with example rows (examples/search-2019.json): edit them and search again. `
      : "";
    const request = searchRequest(scenario, servers.entries, disks.entries, read.settings);
    const varied = [
      ...Object.keys(read.settings.ranges),
      ...new Set(
        [...servers.entries, ...disks.entries].flatMap((e) => Object.keys(e).filter((k) => !OWN.has(k)))
      ),
    ];
    saidQuarter = -1;
    bar.setAttribute("aria-valuenow", "0");
    fill.style.width = "0";
    progress.hidden = false;
    status.textContent = `${added}Searching...`;
    const w = new Worker(deps.workerUrl ?? new URL("searchWorker.js", document.baseURI).href);
    worker = w;
    w.addEventListener("message", (event: MessageEvent<WorkerReport>) => {
      if (worker !== w) return; // a cancelled run's last words
      const report = event.data;
      if (report.kind === "progress") return showProgress(report.done, report.total);
      stop();
      if (report.kind === "result") {
        showProgress(report.result.evaluated, report.result.evaluated);
        showResult(report.result, varied, read.settings.top);
        if (added) status.textContent = added + status.textContent;
      } else
        say(
          rowProblem(
            report.message,
            { servers: servers.rows, disks: disks.rows },
            { servers: servers.entries, disks: disks.entries }
          ),
          true
        );
    });
    w.addEventListener("error", (event) => {
      if (worker !== w) return;
      stop();
      say(`The search stopped: ${event.message || "its worker could not run"}`, true);
    });
    const job: SearchJob = { request, top: read.settings.top };
    w.postMessage(job);
  };

  runButton.addEventListener("click", () => void run());
  cancelButton.addEventListener("click", () => {
    if (runButton.getAttribute("aria-disabled") !== "true") return;
    runId++;
    stop();
    clearResults();
    say(
      `Search cancelled at ${bar.getAttribute("aria-valuetext") ?? "the start"}: nothing was kept or written.`
    );
    runButton.focus();
  });
  compareButton.addEventListener("click", () => {
    const n = Math.min(shown.length, MAX_TOP);
    const top = shown.slice(0, n);
    deps.compare(() =>
      buildCompareWorkbook(
        top.map((d) => ({ label: `#${d.rank} ${d.server}, ${d.disk}`, scenario: d.inputs })),
        { date: new Date() }
      )
    );
  });
  return { element };
}
