/**
 * Renaming a saved design in place (designList.ts): a box labelled "New name for “RAID 10”", its
 * message on the box (aria-invalid, aria-describedby) and said once in the live region when a name is
 * refused; Enter or "Save name" saves, Escape or Cancel gives up. Buttons are named with the design
 * ("Save name, RAID 10"), their visible words first (WCAG 2.5.3).
 */
import { Announcer } from "./announcer";
import { h } from "./dom";
import { createMessage } from "./fieldView";

/** A subtle button whose accessible name starts with its visible words. */
export function actionButton(
  id: string,
  text: string,
  label: string,
  act: () => void
): HTMLElement {
  const b = h("button", { type: "button", id, class: "subtle", "aria-label": label }, text);
  b.addEventListener("click", act);
  return b;
}

export interface RenameEditorDeps {
  /** The design row's id: the box is `${id}-newname`. */
  readonly id: string;
  readonly name: string;
  readonly announcer: Announcer;
  /** Renames; resolves why not (shown and said), or undefined once done. */
  readonly rename: (to: string) => Promise<string | undefined>;
  /** Closes the editor (after a rename, or given up). */
  readonly close: () => void;
}

export function createRenameEditor(deps: RenameEditorDeps): HTMLElement {
  const { id, name, announcer } = deps;
  const inputId = `${id}-newname`;
  const input = h("input", {
    id: inputId,
    type: "text",
    class: "text-input",
    autocomplete: "off",
    "aria-describedby": `${inputId}-message`,
  });
  input.value = name;
  const { element: message, text } = createMessage(inputId);
  const commit = async (): Promise<void> => {
    const problem = await deps.rename(input.value);
    if (problem === undefined) return;
    text.textContent = problem;
    message.classList.add("shown");
    input.setAttribute("aria-invalid", "true");
    input.focus();
    announcer.say(problem);
  };
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") void commit();
    if (event.key === "Escape") deps.close();
  });
  return h(
    "div",
    { class: "design-rename" },
    h(
      "div",
      { class: "field" },
      h("label", { for: inputId }, `New name for “${name}”`),
      h("div", { class: "control" }, input),
      message
    ),
    h(
      "div",
      { class: "design-actions" },
      actionButton(`${id}-rename-save`, "Save name", `Save name, ${name}`, () => void commit()),
      actionButton(`${id}-rename-cancel`, "Cancel", `Cancel, ${name}`, deps.close)
    )
  );
}
