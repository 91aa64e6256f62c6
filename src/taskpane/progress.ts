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

export function createProgress(announcer: Announcer): ProgressView {
  const bar = h("progress", {
    id: "progress-bar",
    max: "100",
    value: "0",
    "aria-labelledby": "progress-label",
    "aria-describedby": "progress-text",
  });
  const text = h("div", { class: "progress-text", id: "progress-text" });
  const element = h(
    "div",
    { class: "progress", id: "progress", hidden: true },
    h("span", { id: "progress-label", class: "visually-hidden" }, "Build progress"),
    bar,
    text
  );
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
