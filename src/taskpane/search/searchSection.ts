/**
 * "Find the cheapest design", the Microsoft form's search (issue 33, item 2; docs/search.md, "In the
 * pane"): `exsize search` in the pane.
 * - The server models and disks are the workbook's tables ExSizeServers and ExSizeDisks
 *   (searchTables.ts; searchWorkbook.ts adds them with example rows on the first search and reads them
 *   whole in one sync);
 * - the ranges of Exchange servers per DAG and of DAGs, the CPU limit and how many designs to list are
 *   fields here (searchFields.ts); the tiers and environment are the form's;
 * - the search runs in a Web Worker (searchWorker.ts, its own bundle), which also reads the fields and
 *   the tables' cells and makes the words of the answer (searchReport.ts): the pane's bundle holds only
 *   this DOM. A progress bar (role progressbar, aria-valuenow and a valuetext, a line announced each
 *   quarter) and Cancel, which terminates the worker: nothing is kept or written, the pane usable
 *   throughout;
 * - the answer lists the top designs, cost and verdict as `exsize search` prints them, each with "Use
 *   this design" (puts it in the form, saying any input the form cannot hold: searchReport.ts), and "Write Compare of
 *   top N" builds the Compare sheet of them through the pane's compare path (labels "#1 server, disk",
 *   as `exsize search -o` labels them).
 */
import { buildCompareWorkbook } from "../../workbook/compare";
import type { BuildBar } from "../build";
import { Announcer } from "../announcer";
import { h } from "../dom";
import { createFieldView, FieldView } from "../fieldView";
import { designForForm } from "./designForForm";
import { CPU_FIELD, RANGE_FIELDS, SearchField, TOP_FIELD } from "./searchFields";
import type { SearchJob, WorkerReport } from "./searchMessages";
import type { ShownDesign } from "./searchReport";
import { addTables, lookTables, readTables } from "./searchWorkbook";

/**
 * The section; `actions` is the pane's build bar: the form's scenario (undefined once the fields to fix
 * are shown), show (a design into the form, or the problem), compare (the Compare workbook's build).
 */
export function createSearchSection(
  announcer: Announcer,
  locale: string,
  actions: Pick<BuildBar, "scenario" | "show" | "compare">
): { readonly element: HTMLElement } {
  const views = new Map<string, FieldView>();
  const field = (f: SearchField, unit?: string) => {
    const view = createFieldView({ ...f, unit, numeric: true });
    view.input.value = f.initial;
    views.set(f.id, view);
    return view.row;
  };
  const button = (id: string, text: string, primary = false) =>
    h("button", { type: "button", class: primary ? "primary" : "secondary", id }, text);
  const runButton = button("search-run", "Find the cheapest", true);
  const cancelButton = button("search-cancel", "Cancel");
  const compareButton = button("search-compare", "");
  const bar = h("progress", {
    id: "search-progress-bar",
    max: "100",
    "aria-label": "Search progress",
  });
  const progress = h("div", { class: "progress", hidden: true }, bar);
  const status = h("p", { class: "hint", id: "search-status" });
  const results = h("ol", { class: "design-list", id: "search-results" });
  const element = h(
    "section",
    { class: "option-group", id: "search" },
    h("h2", {}, "Find the cheapest design"),
    ...RANGE_FIELDS.flatMap((r) => [field(r.from), field(r.to)]),
    field(CPU_FIELD, "%"),
    field(TOP_FIELD),
    runButton,
    " ",
    cancelButton,
    progress,
    status,
    results,
    compareButton
  );

  let worker: Worker | undefined;
  let busy = false;
  let shown: readonly ShownDesign[] = [];
  /** The run in progress (Cancel moves it on, so a cancelled run's table read is dropped). */
  let runId = 0;

  const say = (text: string, error = false): void => {
    status.textContent = text;
    status.className = error ? "designs-status" : "hint";
    announcer.say(text);
  };
  const setRunning = (on: boolean): void => {
    worker?.terminate();
    worker = undefined;
    busy = on;
    runButton.setAttribute("aria-disabled", String(on));
    cancelButton.hidden = !on;
  };
  const showProgress = (percent: number, text = ""): void => {
    bar.value = percent; // a <progress>: role progressbar, its value aria-valuenow
    bar.setAttribute("aria-valuetext", text);
  };
  const show = (designs: readonly ShownDesign[]): void => {
    shown = designs;
    results.replaceChildren(...designs.map(designItem));
    compareButton.hidden = designs.length < 2;
    compareButton.textContent = `Write Compare of top ${designs.length}`;
  };

  const designItem = (d: ShownDesign): HTMLElement => {
    const id = `search-design-${d.rank}`;
    const use = h(
      "button",
      { type: "button", class: "secondary", id: `search-use-${d.rank}` },
      "Use this design"
    );
    use.onclick = () => {
      const shown = actions.show(designForForm(d.inputs));
      if ("problem" in shown) say(shown.problem, true);
      else say(`Put design ${d.title} in the form${d.note}.`);
    };
    return h(
      "li",
      { class: "design", id },
      h("div", { class: "design-name" }, d.title),
      ...d.lines.map((l, i) =>
        h("div", { class: i ? "hint" : "design-name", id: `${id}-${i}` }, l)
      ),
      use
    );
  };

  const run = async (): Promise<void> => {
    if (busy) return;
    const my = ++runId;
    for (const v of views.values()) v.showMessage(undefined);
    const scenario = actions.scenario();
    if (!scenario) return say("Fix the form first.", true);
    show([]);
    setRunning(true);
    status.textContent = "";
    const job = {
      scenario,
      texts: [...views].map(([id, v]) => [id, v.input.value]),
      locale,
    };
    const excel = async <T>(act: (context: Excel.RequestContext) => Promise<T>) => {
      try {
        return await Excel.run(act);
      } catch (error) {
        if (my === runId) {
          setRunning(false);
          say((error as Error).message, true);
        }
        return undefined;
      }
    };
    const look = await excel(lookTables);
    if (my !== runId || !look) return; // cancelled meanwhile, or said
    progress.hidden = false;
    showProgress(0);
    const w = new Worker(new URL("searchWorker.js", document.baseURI).href);
    worker = w;
    const send = (more: Partial<SearchJob> = {}) => w.postMessage({ ...job, look, ...more });
    w.onmessage = async ({ data }: MessageEvent<WorkerReport>) => {
      if (worker !== w) return; // a cancelled run's last words
      if (data.kind === "progress") {
        if (data.announce) announcer.say(data.text);
        return showProgress(data.percent, data.text);
      }
      if (data.kind === "read") {
        const { plan, names } = data;
        if (plan && !(await excel((c) => addTables(c, plan)))) return;
        const cells = await excel((c) => readTables(c, names));
        if (cells && worker === w) send({ cells });
        return;
      }
      setRunning(false);
      if (data.kind === "result") {
        show(data.shown.designs);
        say(data.shown.status, data.shown.none);
      } else {
        say(data.message, true);
        if (data.kind === "field") {
          views.get(data.id)?.showMessage(data.message);
          views.get(data.id)?.input.focus();
        }
      }
    };
    w.onerror = (event) => {
      if (worker !== w) return;
      setRunning(false);
      say(event.message, true);
    };
    send();
  };

  runButton.onclick = () => void run();
  cancelButton.onclick = () => {
    runId++;
    setRunning(false);
    show([]);
    say(`Cancelled at ${bar.getAttribute("aria-valuetext")}: nothing written.`);
    runButton.focus();
  };
  compareButton.onclick = () =>
    actions.compare(() =>
      buildCompareWorkbook(
        shown.map((d) => ({ label: d.title, scenario: d.inputs })),
        { date: new Date() }
      )
    );
  setRunning(false);
  show([]);
  return { element };
}
