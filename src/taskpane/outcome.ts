/**
 * Where the pane says what happened: one region below the form. When a build ends (or Build finds
 * fields to fix), the outcome is drawn, takes focus and scrolls into view, so a keyboard or screen
 * reader user lands on it; it is not a live region (focus reads it; the live region is announcer.ts).
 */
import { BuildError, BuildReport } from "../render/office";
import { h } from "./dom";
import { VERDICT_REJECTED, summarizeBuild } from "./messages";

export type Intent = "success" | "warning" | "error" | "info";

export interface Outcome {
  readonly element: HTMLElement;
  clear(): void;
  /** Draws the outcome; `focus` false only for the note shown when the pane opens. */
  report(intent: Intent, title: string, lines: readonly (string | Node)[], focus?: boolean): void;
}

const ICONS: Record<Intent, string> = { success: "✓", warning: "!", error: "✕", info: "i" };

/** `id` names the region and its parts (`${id}-bar`, `${id}-title`): the pane's is "outcome". */
export function createOutcome(id = "outcome"): Outcome {
  const element = h("section", {
    id,
    tabindex: "-1",
    "aria-labelledby": `${id}-title`,
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
          { id: `${id}-bar`, class: `bar ${intent}`, "data-intent": intent },
          h("span", { class: "bar-icon", "aria-hidden": "true" }, ICONS[intent]),
          h(
            "div",
            { class: "bar-body" },
            h("h2", { id: `${id}-title`, class: "outcome-title" }, title),
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

/** A build that worked: the summary (messages.ts) and its key results as a table. */
export function reportBuild(outcome: Outcome, result: BuildReport): void {
  const summary = summarizeBuild(result);
  const table = summary.results.length
    ? h(
        "table",
        { class: "results" },
        h("caption", { class: "visually-hidden" }, "Key results"),
        h(
          "tbody",
          {},
          ...summary.results.map((r) =>
            h("tr", {}, h("th", { scope: "row" }, r.label), h("td", {}, r.value))
          )
        )
      )
    : undefined;
  const rejected = result.results.get(VERDICT_REJECTED) === true;
  outcome.report(rejected || result.warnings.length ? "warning" : "success", summary.headline, [
    ...summary.details,
    ...(table ? [table] : []),
  ]);
}

/** A build that failed: the builder's own words, or the error's. */
export function reportFailure(outcome: Outcome, error: unknown): void {
  const message =
    error instanceof BuildError
      ? error.message
      : `The workbook could not be built: ${error instanceof Error ? error.message : String(error)}`;
  outcome.report("error", "Nothing was built", [message]);
}

export interface FieldToFix {
  readonly message: string;
  /** The id of the element that takes the input (the link's target). */
  readonly id: string;
  readonly focus: () => void;
}

/** "2 fields need a fix": every message, each a link that takes focus to its field. */
export function reportFixes(outcome: Outcome, failures: readonly FieldToFix[]): void {
  const items = failures.map((f) => {
    const link = h("a", { href: `#${f.id}` }, f.message);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      f.focus();
    });
    return h("li", {}, link);
  });
  outcome.report(
    "error",
    failures.length === 1 ? "1 field needs a fix" : `${failures.length} fields need a fix`,
    [h("ul", { class: "fix-list" }, ...items)]
  );
}
