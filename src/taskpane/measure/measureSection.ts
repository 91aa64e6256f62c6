/**
 * "Measure from tracking logs", in the Microsoft method's form (issue 33, item 3): exsize profile in the
 * pane. The consultant picks the files of a MessageTracking folder (several files, or the folder where
 * the browser can pick one: webkitdirectory) and optionally the mailbox statistics CSV
 * (Get-MailboxStatistics | Export-Csv); a Web Worker (measureWorker.ts, its own bundle) streams them and
 * the measured tiers and hourly log generation profile go into the form's own fields (measuredForm.ts),
 * with one line saying what was read. Progress is a labelled progress bar (bytes read of the files'
 * total) whose line is announced at the start and at each quarter; Cancel ends the worker, changes
 * nothing, and the pane stays usable throughout (the reading is off the page's thread).
 * Buttons stay focusable while busy (aria-disabled), as build.ts's do.
 */
import { Announcer } from "../announcer";
import { Attrs, h } from "../dom";
import { EnvironmentForm } from "../msEnvironmentForm";
import { TierTableView } from "../tierTable";
import { progressBox } from "../progress";
import type { MeasureReport, MeasureRequest, PickedFile } from "./measureProtocol";

export interface MeasureSectionParts {
  readonly tiers: TierTableView;
  readonly environment: EnvironmentForm;
  readonly announcer: Announcer;
  readonly locale: string;
  /** Makes the worker (tests of the section alone may pass their own). */
  readonly worker?: () => Worker;
}

const WORKER_FILE = "measureWorker.js";
const NOT_MEASURED = "Not measured, nothing in the form changed: ";

/** The picked files, by their path in the picked folder when there is one. */
const picked = (files: FileList | null): PickedFile[] =>
  [...(files ?? [])].map((file) => ({ file, name: file.webkitRelativePath || file.name }));

export function createMeasureSection(parts: MeasureSectionParts): {
  readonly element: HTMLElement;
} {
  const { announcer, locale } = parts;
  const makeWorker = parts.worker ?? (() => new Worker(new URL(WORKER_FILE, document.baseURI)));
  const file = (id: string, attrs: Attrs = {}) =>
    h("input", { type: "file", id: `measure-${id}`, ...attrs });
  const button = (id: string, text: string, hidden?: boolean) =>
    h("button", { type: "button", id: `measure-${id}`, class: "secondary", hidden }, text);
  const field = (label: string, input: HTMLElement, hint: string) =>
    h(
      "div",
      { class: "field" },
      h("label", { for: input.id }, label),
      input,
      h("div", { class: "hint", id: `${input.id}-hint` }, hint)
    );
  const logsInput = file("logs", { multiple: true, hidden: true });
  const folderInput = file("folder", { hidden: true });
  const folderPickable = "webkitdirectory" in folderInput;
  folderInput.setAttribute("webkitdirectory", "");
  const statsInput = file("stats", { "aria-describedby": "measure-stats-hint" });
  const tzInput = h("input", {
    id: "measure-tz",
    class: "text-input",
    placeholder: "UTC",
    "aria-describedby": "measure-tz-hint",
  });
  const pickFiles = button("start", "Measure from tracking logs");
  pickFiles.setAttribute("aria-describedby", "measure-hint");
  const pickFolder = button("start-folder", "Measure a MessageTracking folder", !folderPickable);
  const cancel = button("cancel", "Cancel", true);
  const {
    element: progress,
    bar,
    text: barText,
  } = progressBox("measure-progress", "Measuring progress");
  const summary = h("p", { class: "hint", id: "measure-summary" });
  const element = h(
    "section",
    { id: "measure", "aria-labelledby": "measure-heading" },
    h("h3", { id: "measure-heading" }, "Measure from tracking logs"),
    h(
      "p",
      { class: "hint", id: "measure-hint" },
      "The files of a MessageTracking folder (MSGTRK*.LOG, .log.gz), read in this browser, never uploaded: tiers and hourly profile as exsize profile measures them (working days)."
    ),
    field(
      "Mailbox statistics CSV (optional)",
      statsInput,
      "Get-MailboxStatistics | Export-Csv: initial mailbox sizes."
    ),
    field("Time zone of the hourly profile", tzInput, "IANA, e.g. Europe/Berlin; blank: UTC."),
    h("div", {}, pickFiles, " ", pickFolder, " ", cancel),
    logsInput,
    folderInput,
    progress,
    summary
  );

  let worker: Worker | undefined;
  let saidQuarter = -1;
  const busy = (on: boolean) => {
    for (const b of [pickFiles, pickFolder]) b.setAttribute("aria-disabled", String(on));
    cancel.hidden = !on;
    progress.hidden = !on;
  };
  const stop = (): void => {
    const hadFocus = document.activeElement === cancel;
    worker?.terminate();
    worker = undefined;
    busy(false);
    if (hadFocus) pickFiles.focus();
  };
  const show = (text: string) => {
    summary.textContent = text;
    announcer.say(text);
  };

  const start = (logs: PickedFile[], fromFolder: boolean): void => {
    const stats = statsInput.files?.[0];
    const request: MeasureRequest = {
      logs,
      fromFolder,
      table: parts.tiers.table(),
      locale,
      statistics: stats ? { file: stats, name: stats.name } : undefined,
      timeZone: tzInput.value,
    };
    worker = makeWorker();
    busy(true);
    bar.value = 0;
    saidQuarter = -1;
    barText.textContent = summary.textContent = "";
    const own = worker;
    own.onmessage = (event: MessageEvent<MeasureReport>) => {
      if (worker !== own) return;
      const report = event.data;
      if (report.kind === "progress") {
        const fraction = report.bytes / (report.total || 1);
        bar.value = Math.round(fraction * 100);
        barText.textContent = report.line;
        // said at the start and at each quarter
        const quarter = Math.floor(fraction * 4);
        if (quarter > saidQuarter && quarter < 4) announcer.say(report.line);
        saidQuarter = Math.max(saidQuarter, quarter);
        return;
      }
      stop();
      if (report.kind === "error") {
        show(NOT_MEASURED + report.message);
        return;
      }
      parts.tiers.show(report.table);
      parts.environment.show({
        ...parts.environment.texts(),
        logGenerationProfilePercent: report.profileText,
      });
      show(report.summary);
    };
    own.onerror = (event) => {
      if (worker !== own) return;
      event.preventDefault();
      stop();
      show(`${NOT_MEASURED}the reader stopped (${event.message}).`);
    };
    own.postMessage(request);
  };

  const open = (input: HTMLInputElement) => () => {
    if (worker) return;
    input.value = "";
    input.click();
  };
  pickFiles.addEventListener("click", open(logsInput));
  pickFolder.addEventListener("click", open(folderInput));
  logsInput.addEventListener("change", () => start(picked(logsInput.files), false));
  folderInput.addEventListener("change", () => start(picked(folderInput.files), true));
  cancel.addEventListener("click", () => {
    if (!worker) return;
    stop();
    show("Measuring cancelled: nothing in the form changed.");
  });
  return { element };
}
