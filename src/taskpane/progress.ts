/**
 * A build's progress: a labelled progress bar with the current line ("Writing the sheet “Summary”")
 * as its description. Every line shows; the live region hears the first and one per new phase at
 * most every few seconds (messages.ts, shouldAnnounce).
 */
import type { BuildProgress } from "../render/office";
import { Announcer } from "./announcer";
import { h } from "./dom";
import { Announced, progressLine, shouldAnnounce } from "./messages";

export interface ProgressView {
  readonly element: HTMLElement;
  /** A new build: the next line is announced. */
  start(): void;
  show(p: BuildProgress): void;
  hide(): void;
}

/** The box of a progress bar, the bar, and the line that describes it. */
export interface ProgressBox {
  readonly element: HTMLElement;
  readonly bar: HTMLProgressElement;
  readonly text: HTMLElement;
}

/**
 * A progress bar named `label` and described by the line of text below it, in a box hidden until a run
 * shows it; the ids are `id`, `id`-bar and `id`-text (the pane's CSS styles .progress and .progress-text).
 * The bar starts at 0 of 100. Shared by the build's progress and the measuring of tracking logs.
 * Example: progressBox("measure-progress", "Measuring progress") -> <div id="measure-progress" hidden>
 * <progress id="measure-progress-bar" aria-label="Measuring progress"> <div id="measure-progress-text">.
 */
export function progressBox(id: string, label: string): ProgressBox {
  const bar = h("progress", {
    id: `${id}-bar`,
    max: "100",
    value: "0",
    "aria-label": label,
    "aria-describedby": `${id}-text`,
  });
  const text = h("div", { class: "progress-text", id: `${id}-text` });
  const element = h("div", { class: "progress", id, hidden: true }, bar, text);
  return { element, bar, text };
}

export function createProgress(announcer: Announcer): ProgressView {
  const { element, bar, text } = progressBox("progress", "Build progress");
  let last: Announced | undefined;
  return {
    element,
    start() {
      last = undefined;
      bar.value = 0;
    },
    show(p) {
      element.hidden = false;
      bar.value = Math.round(p.fraction * 100);
      const line = progressLine(p);
      text.textContent = line;
      const now = Date.now();
      if (shouldAnnounce(last, p.step, now)) {
        last = { step: p.step, atMs: now };
        announcer.say(line);
      }
    },
    hide() {
      element.hidden = true;
    },
  };
}
