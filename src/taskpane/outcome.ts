/**
 * Where the pane says what happened: one region below the form. When a build ends (or Build finds
 * fields to fix), the outcome is drawn, takes focus and scrolls into view, so a keyboard or screen
 * reader user lands on it; it is not a live region (focus reads it; the live region is announcer.ts).
 */
import { h } from "./dom";

export type Intent = "success" | "warning" | "error" | "info";

export interface Outcome {
  readonly element: HTMLElement;
  clear(): void;
  /** Draws the outcome; `focus` false only for the note shown when the pane opens. */
  report(intent: Intent, title: string, lines: readonly (string | Node)[], focus?: boolean): void;
}

const ICONS: Record<Intent, string> = { success: "✓", warning: "!", error: "✕", info: "i" };

export function createOutcome(): Outcome {
  const element = h("section", {
    id: "outcome",
    tabindex: "-1",
    "aria-labelledby": "outcome-title",
    hidden: true,
  });
  return {
    element,
    clear() {
      element.hidden = true;
      element.replaceChildren();
    },
    report(intent, title, lines, focus = true) {
      element.replaceChildren(
        h(
          "div",
          { id: "outcome-bar", class: `bar ${intent}`, "data-intent": intent },
          h("span", { class: "bar-icon", "aria-hidden": "true" }, ICONS[intent]),
          h(
            "div",
            { class: "bar-body" },
            h("h2", { id: "outcome-title", class: "outcome-title" }, title),
            ...lines.map((line) =>
              typeof line === "string" ? h("p", { class: "outcome-line" }, line) : line
            )
          )
        )
      );
      element.hidden = false;
      if (focus) {
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: "nearest" });
      }
    },
  };
}
