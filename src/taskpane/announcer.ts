/**
 * The pane's one polite live region: what a screen reader hears without moving focus (a field's
 * message when the field is left, the build's phases, a tier moved or removed, the options a search
 * found). The outcome of a build is not announced here: it takes focus (outcome.ts), which reads it.
 */
import { h } from "./dom";

export interface Announcer {
  readonly element: HTMLElement;
  say(text: string): void;
}

export function createAnnouncer(): Announcer {
  const element = h("div", {
    id: "announcer",
    role: "status",
    "aria-live": "polite",
    "aria-atomic": "true",
    class: "visually-hidden",
  });
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    element,
    say(text: string): void {
      // Emptied first, so the same words said twice are announced twice.
      element.textContent = "";
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(() => {
        element.textContent = text;
        pending = undefined;
      }, 50);
    },
  };
}
