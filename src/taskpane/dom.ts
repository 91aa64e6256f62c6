/** A small element builder for the pane's modules: attributes (true = present) and children. */
export type Attrs = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | undefined)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, "");
    else if (typeof value === "string") el.setAttribute(name, value);
  }
  for (const child of children) if (child !== undefined) el.append(child);
  return el;
}

/**
 * One of the pane's sections: named by its <h2> (aria-labelledby), a hint paragraph under the heading,
 * then its children. Example: paneSection("tiers", "tiers-heading", "Mailbox tiers", "...") .
 */
export function paneSection(
  id: string,
  headingId: string,
  title: string,
  hint: string,
  hintId?: string,
  ...children: (Node | undefined)[]
): HTMLElement {
  return h(
    "section",
    { id, "aria-labelledby": headingId },
    h("h2", { id: headingId }, title),
    h("p", { class: "hint", id: hintId }, hint),
    ...children
  );
}
