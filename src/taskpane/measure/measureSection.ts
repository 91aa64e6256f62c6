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
import { h } from "../dom";
import { EnvironmentForm } from "../msEnvironmentForm";
import { TierTableView } from "../tierTable";
import type { MeasureReport, MeasureRequest, PickedFile } from "./measureProtocol";
import { measuredProfileText, measuredTable } from "./measuredForm";

export interface MeasureSectionParts {
  readonly tiers: TierTableView;
  readonly environment: EnvironmentForm;
  readonly announcer: Announcer;
  readonly locale: string;
  /** Makes the worker (tests of the section alone may pass their own). */
  readonly worker?: () => Worker;
}

/** A log file's name as exsize profile takes it from a folder: *.log, or *.log.gz (any case). */
const LOG_NAME = /\.log(\.gz)?$/i;
const WORKER_FILE = "measureWorker.js";

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** The picked files, by their path in the picked folder when there is one, sorted (exsize profile's order). */
function picked(files: FileList | null, fromFolder: boolean): PickedFile[] {
  return [...(files ?? [])]
    .map((file) => ({ file, name: file.webkitRelativePath || file.name }))
    .filter((f) => !fromFolder || LOG_NAME.test(f.file.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function createMeasureSection(parts: MeasureSectionParts): { readonly element: HTMLElement } {
  const { announcer, locale } = parts;
  const makeWorker = parts.worker ?? (() => new Worker(new URL(WORKER_FILE, document.baseURI)));
  const logsInput = h("input", {
    type: "file",
    id: "measure-logs",
    multiple: true,
    hidden: true,
    accept: ".log,.gz,.LOG",
  });
  const folderInput = h("input", { type: "file", id: "measure-folder", hidden: true });
  const folderPickable = "webkitdirectory" in folderInput;
  folderInput.setAttribute("webkitdirectory", "");
  const statsInput = h("input", {
    type: "file",
    id: "measure-stats",
    accept: ".csv,text/csv",
    "aria-describedby": "measure-stats-hint",
  });
  const tzInput = h("input", {
    type: "text",
    id: "measure-tz",
    class: "text-input",
    placeholder: "UTC",
    autocomplete: "off",
    spellcheck: "false",
    "aria-describedby": "measure-tz-hint",
  });
  const pickFiles = h(
    "button",
    { type: "button", id: "measure-start", class: "secondary", "aria-describedby": "measure-hint" },
    "Measure from tracking logs"
  );
  const pickFolder = h(
    "button",
    { type: "button", id: "measure-start-folder", class: "secondary", hidden: !folderPickable },
    "Measure a MessageTracking folder"
  );
  const cancel = h("button", { type: "button", id: "measure-cancel", class: "secondary", hidden: true }, "Cancel");
  const bar = h("progress", {
    id: "measure-progress-bar",
    max: "100",
    value: "0",
    "aria-labelledby": "measure-progress-label",
    "aria-describedby": "measure-progress-text",
  });
  const barText = h("div", { class: "progress-text", id: "measure-progress-text" });
  const progress = h(
    "div",
    { class: "progress", id: "measure-progress", hidden: true },
    h("span", { id: "measure-progress-label", class: "visually-hidden" }, "Measuring progress"),
    bar,
    barText
  );
  const summary = h("p", { class: "hint", id: "measure-summary" });
  const element = h(
    "section",
    { id: "measure", "aria-labelledby": "measure-heading" },
    h("h3", { id: "measure-heading" }, "Measure from tracking logs"),
    h(
      "p",
      { class: "hint", id: "measure-hint" },
      "Pick the files of a MessageTracking folder (MSGTRK*.LOG, .log.gz copies): they are read in this browser, never sent anywhere, and the tiers and the hourly log profile are measured as exsize profile measures them (working days, Monday to Friday)."
    ),
    h(
      "div",
      { class: "field" },
      h("label", { for: "measure-stats" }, "Mailbox statistics CSV (optional)"),
      statsInput,
      h(
        "div",
        { class: "hint", id: "measure-stats-hint" },
        "Get-MailboxStatistics | Export-Csv: each tier's initial mailbox size."
      )
    ),
    h(
      "div",
      { class: "field" },
      h("label", { for: "measure-tz" }, "Time zone of the hourly profile"),
      h("div", { class: "control" }, tzInput),
      h(
        "div",
        { class: "hint", id: "measure-tz-hint" },
        "An IANA time zone such as Europe/Berlin; blank: UTC."
      )
    ),
    h("div", { class: "measure-actions" }, pickFiles, " ", pickFolder, " ", cancel),
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
    if (logs.length === 0) {
      show(
        fromFolder
          ? "No *.log or *.log.gz file in that folder: nothing measured."
          : "No file picked: nothing measured."
      );
      return;
    }
    const stats = statsInput.files?.[0];
    const request: MeasureRequest = {
      logs,
      statistics: stats ? { file: stats, name: stats.name } : undefined,
      timeZone: tzInput.value,
    };
    const total = logs.reduce((a, f) => a + f.file.size, 0);
    worker = makeWorker();
    busy(true);
    bar.value = 0;
    saidQuarter = 0;
    barText.textContent = `Reading ${logs.length} files, ${megabytes(total)}`;
    summary.textContent = "";
    announcer.say(barText.textContent);
    const own = worker;
    own.onmessage = (event: MessageEvent<MeasureReport>) => {
      if (worker !== own) return;
      const report = event.data;
      if (report.kind === "progress") {
        const fraction = report.total > 0 ? report.bytes / report.total : 1;
        bar.value = Math.round(fraction * 100);
        barText.textContent = `Read ${megabytes(report.bytes)} of ${megabytes(report.total)} (${Math.floor(fraction * 100)} %)`;
        const quarter = Math.floor(fraction * 4);
        if (quarter > saidQuarter && quarter < 4) {
          saidQuarter = quarter;
          announcer.say(barText.textContent);
        }
        return;
      }
      stop();
      if (report.kind === "error") {
        show(`Not measured, nothing in the form changed: ${report.message}`);
        return;
      }
      parts.tiers.show(measuredTable(parts.tiers.table(), report.tiers, locale));
      parts.environment.show({
        ...parts.environment.texts(),
        logGenerationProfilePercent: measuredProfileText(report.hours, locale),
      });
      show(
        `Measured ${report.tiers.length} ${report.tiers.length === 1 ? "tier" : "tiers"} and the hourly log profile into the form. ${report.summary}`
      );
    };
    own.onerror = (event) => {
      if (worker !== own) return;
      event.preventDefault();
      stop();
      show(`Not measured, nothing in the form changed: the reader stopped (${event.message || "an error"}).`);
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
  logsInput.addEventListener("change", () => start(picked(logsInput.files, false), false));
  folderInput.addEventListener("change", () => start(picked(folderInput.files, true), true));
  cancel.addEventListener("click", () => {
    if (!worker) return;
    stop();
    show("Measuring cancelled: nothing in the form changed.");
  });
  return { element };
}
