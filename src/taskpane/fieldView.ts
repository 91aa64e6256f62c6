/**
 * One field of the form, as native HTML so every word is tied to the element that takes input: the
 * <label for>, and aria-describedby naming the message, how a typed number was read, the unit and the
 * hint (which gives the valid range). aria-invalid sits on the <input> itself. (Fluent's web
 * components put the real <input> in a shadow root, where ids outside it cannot be referenced:
 * issue 15 found aria-invalid and the descriptions on the host, unread.)
 *
 * The message is shown, not announced, as the user types; form.ts announces it when the field is
 * left or Build is pressed.
 */
import { h } from "./dom";

export interface FieldParts {
  readonly id: string;
  readonly label: string;
  readonly unit?: string;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly numeric: boolean;
  /** Values offered as the box is typed in: a <datalist> of them (its id `${id}-list`) in the row. */
  readonly suggestions?: readonly string[];
}

export interface FieldView<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement> {
  readonly row: HTMLElement;
  readonly input: E;
  /** Shows a message (or clears it with undefined); marks the input invalid while one shows. */
  showMessage(message: string | undefined): void;
  /** Shows how a typed number was read ("Read as 6000"), or nothing. */
  showReading(reading: string | undefined): void;
  readonly message: () => string | undefined;
}

/** The ids that describe the field's box: message, reading, unit and hint, in reading order. */
function describedByOf(parts: FieldParts): string {
  const { id } = parts;
  const ids = [`${id}-message`, `${id}-reading`];
  if (parts.unit) ids.push(`${id}-unit`);
  if (parts.hint) ids.push(`${id}-hint`);
  return ids.join(" ");
}

export function createFieldView(parts: FieldParts): FieldView {
  const input = h("input", {
    id: parts.id,
    type: "text",
    class: "text-input",
    inputmode: parts.numeric ? "decimal" : undefined,
    autocomplete: "off",
    spellcheck: parts.numeric ? "false" : undefined,
    placeholder: parts.placeholder,
    list: parts.suggestions ? `${parts.id}-list` : undefined,
    "aria-describedby": describedByOf(parts),
  });
  return assemble(parts, input);
}

/** The <datalist> of a field's suggestions (createFieldView's `list`), replaced by `fillSuggestions`. */
export function fillSuggestions(list: HTMLElement, values: readonly string[]): void {
  list.replaceChildren(...values.map((v) => h("option", { value: v })));
}

/**
 * A drop-down in a field's row: the label, the <select> (described by its hint) and the hint, as the
 * environment's lists and the deployment choices show them.
 */
export function createSelectRow(
  id: string,
  label: string,
  hint: string,
  options: readonly (readonly [value: string, text: string])[]
): { readonly row: HTMLElement; readonly select: HTMLSelectElement } {
  const select = h(
    "select",
    { id, class: "select", "aria-describedby": `${id}-hint` },
    ...options.map(([value, text]) => h("option", { value }, text))
  ) as HTMLSelectElement;
  const row = h(
    "div",
    { class: "field" },
    h("label", { for: id, id: `${id}-label` }, label),
    h("div", { class: "control" }, select),
    h("div", { class: "hint", id: `${id}-hint` }, hint)
  );
  return { row, select };
}

/**
 * A field whose box takes several lines (a <textarea>: an <input> drops the line breaks of a column
 * pasted from Excel), with the same label, descriptions and states as createFieldView's. No
 * inputmode: a list of numbers needs the space and the line break a decimal keypad lacks.
 */
export function createMultilineFieldView(
  parts: FieldParts,
  rows: number
): FieldView<HTMLTextAreaElement> {
  const input = h("textarea", {
    id: parts.id,
    class: "text-input multiline",
    rows: String(rows),
    autocomplete: "off",
    spellcheck: "false",
    placeholder: parts.placeholder,
    "aria-describedby": describedByOf(parts),
  });
  return assemble(parts, input);
}

/** A message line (the "!" icon, then its text), its id `${id}-message`; shown by the class "shown". */
export function createMessage(id: string): {
  readonly element: HTMLElement;
  readonly text: HTMLElement;
} {
  const text = h("span", { class: "message-text" });
  const element = h(
    "div",
    { class: "message", id: `${id}-message` },
    h("span", { class: "message-icon", "aria-hidden": "true" }, "!"),
    text
  );
  return { element, text };
}

function assemble<E extends HTMLInputElement | HTMLTextAreaElement>(
  parts: FieldParts,
  input: E
): FieldView<E> {
  const { id } = parts;
  const unit = parts.unit ? h("span", { class: "unit", id: `${id}-unit` }, parts.unit) : undefined;
  const hint = parts.hint ? h("div", { class: "hint", id: `${id}-hint` }, parts.hint) : undefined;
  const { element: message, text: messageText } = createMessage(id);
  const reading = h("div", { class: "reading", id: `${id}-reading` });
  const list = parts.suggestions ? h("datalist", { id: `${id}-list` }) : undefined;
  if (list) fillSuggestions(list, parts.suggestions!);
  const row = h(
    "div",
    { class: "field" },
    h("label", { for: id, id: `${id}-label` }, parts.label),
    h("div", { class: "control" }, input, unit, list),
    message,
    reading,
    hint
  );
  let shown: string | undefined;
  return {
    row,
    input,
    showMessage(text) {
      shown = text;
      messageText.textContent = text ?? "";
      message.classList.toggle("shown", text !== undefined);
      if (text) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    },
    showReading(text) {
      reading.textContent = text ?? "";
    },
    message: () => shown,
  };
}
