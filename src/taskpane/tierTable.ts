/**
 * The tier table of the Microsoft method: 1 to 4 tiers (tiers.ts), one row each, with a column per
 * per-tier input (tierColumns.ts). Each row is a group named by its tier; each cell's accessible name
 * is "Tier 2, mailboxes", kept in step when the tier is renamed or moved. Every action is a button:
 * add, remove, move up, move down; the name is a text field. Buttons that cannot act now stay
 * focusable (aria-disabled) and say why, so focus never falls to <body>; after an action, focus goes
 * to the element that continues it (the new tier's name, the moved tier's same button, the next tier)
 * and the polite live region says what happened.
 */
import { Announcer } from "./announcer";
import { h } from "./dom";
import { TIER_COLUMNS, TierColumn } from "./tierColumns";
import {
  MAX_TIERS,
  TierTable,
  addTier,
  canAdd,
  canRemove,
  cellLabel,
  initialTiers,
  moveTier,
  removeTier,
  renameTier,
  setTierValue,
  tierCellMessage,
  tierLabel,
} from "./tiers";

export interface TierTableView {
  readonly element: HTMLElement;
  table(): TierTable;
  /** Checks every cell, shows the messages, returns them in order. */
  checkAll(): { readonly input: HTMLElement; readonly message: string }[];
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function createTierTable(
  locale: string,
  announcer: Announcer,
  columns: readonly TierColumn[] = TIER_COLUMNS
): TierTableView {
  let table = initialTiers(columns);
  const list = h("ol", { class: "tier-list", id: "tier-list" });
  const addButton = h(
    "button",
    { type: "button", id: "add-tier", class: "secondary" },
    "Add a tier"
  );
  const count = h("p", { class: "hint", id: "tier-count" });

  const cellId = (tierId: number, key: string) => `tier-${tierId}-${key}`;
  /** Looks inside the list, which may not be in the document yet. */
  const byId = (id: string): HTMLElement | null => list.querySelector(`#${id}`);

  const checkCell = (tierId: number, column: TierColumn): string | undefined => {
    const tier = table.tiers.find((t) => t.id === tierId)!;
    const message = tierCellMessage(
      tierLabel(table, tierId),
      column,
      tier.values[column.key],
      locale
    );
    showCellMessage(list, cellId(tierId, column.key), message);
    return message;
  };

  /** Names that follow a tier's name: its heading, its buttons, its cells. */
  const relabel = (): void => {
    table.tiers.forEach((tier, index) => {
      const name = tierLabel(table, tier.id);
      const row = byId(`tier-${tier.id}`);
      if (!row) return;
      row.querySelector(".tier-title")!.textContent = name;
      const set = (id: string, label: string) => byId(id)?.setAttribute("aria-label", label);
      set(`tier-${tier.id}-name`, `${name}, name`);
      set(`tier-${tier.id}-up`, `Move up, ${name}`);
      set(`tier-${tier.id}-down`, `Move down, ${name}`);
      set(`tier-${tier.id}-remove`, `Remove, ${name}`);
      for (const c of columns) set(cellId(tier.id, c.key), cellLabel(name, c));
      const disable = (id: string, off: boolean) =>
        byId(id)?.setAttribute("aria-disabled", String(off));
      disable(`tier-${tier.id}-up`, index === 0);
      disable(`tier-${tier.id}-down`, index === table.tiers.length - 1);
      disable(`tier-${tier.id}-remove`, !canRemove(table));
    });
    addButton.setAttribute("aria-disabled", String(!canAdd(table)));
    count.textContent = `${table.tiers.length} of ${MAX_TIERS} tiers.`;
  };

  const cell = (tierId: number, column: TierColumn): HTMLElement => {
    const id = cellId(tierId, column.key);
    const value = table.tiers.find((t) => t.id === tierId)!.values[column.key];
    const { element, input } = cellView(id, column, value);
    input.addEventListener(column.choices ? "change" : "input", () => {
      table = setTierValue(table, tierId, column.key, input.value);
      const box = byId(`${id}-message`);
      if (column.choices || box?.classList.contains("shown")) checkCell(tierId, column);
    });
    input.addEventListener("change", () => {
      const before = byId(`${id}-message`)?.textContent;
      const message = checkCell(tierId, column);
      if (message && message !== before) announcer.say(message);
    });
    return element;
  };

  const button = (id: string, text: string, act: () => void, why: () => string): HTMLElement => {
    const b = h("button", { type: "button", id, class: "subtle" }, text);
    b.addEventListener("click", () => {
      if (b.getAttribute("aria-disabled") === "true") announcer.say(why());
      else act();
    });
    return b;
  };

  const row = (tierId: number): HTMLElement => {
    const name = h("input", {
      id: `tier-${tierId}-name`,
      type: "text",
      class: "text-input",
      autocomplete: "off",
    });
    name.value = table.tiers.find((t) => t.id === tierId)!.name;
    name.addEventListener("input", () => {
      table = renameTier(table, tierId, name.value);
      relabel();
    });
    return h(
      "li",
      { class: "tier", id: `tier-${tierId}` },
      h(
        "section",
        { "aria-labelledby": `tier-${tierId}-title` },
        h("h3", { class: "tier-title", id: `tier-${tierId}-title` }),
        h(
          "div",
          { class: "field" },
          h("label", { for: name.id }, "Name"),
          h("div", { class: "control" }, name)
        ),
        h(
          "div",
          { class: "tier-actions" },
          button(
            `tier-${tierId}-up`,
            "Move up",
            () => act(moveTier(table, tierId, -1), `tier-${tierId}-up`, moved(tierId)),
            () => `${tierLabel(table, tierId)} is already first.`
          ),
          button(
            `tier-${tierId}-down`,
            "Move down",
            () => act(moveTier(table, tierId, 1), `tier-${tierId}-down`, moved(tierId)),
            () => `${tierLabel(table, tierId)} is already last.`
          ),
          button(
            `tier-${tierId}-remove`,
            "Remove",
            () => remove(tierId),
            () => `${tierLabel(table, tierId)} is the only tier: a sizing needs at least one.`
          )
        ),
        h("div", { class: "tier-cells" }, ...columns.map((c) => cell(tierId, c)))
      )
    );
  };

  const moved = (tierId: number) => (): string => {
    const at = table.tiers.findIndex((t) => t.id === tierId) + 1;
    return `${tierLabel(table, tierId)} moved to position ${at} of ${table.tiers.length}.`;
  };

  const render = (): void => {
    list.replaceChildren(...table.tiers.map((t) => row(t.id)));
    relabel();
    for (const t of table.tiers) {
      for (const c of columns) {
        // Keep shown messages across a re-render.
        if (tierCellMessage(tierLabel(table, t.id), c, t.values[c.key], locale)) checkCell(t.id, c);
      }
    }
  };

  /** Applies a change, re-renders, focuses `focusId` and says `said()`. */
  const act = (next: TierTable, focusId: string, said: () => string): void => {
    table = next;
    render();
    byId(focusId)?.focus();
    announcer.say(said());
  };

  const remove = (tierId: number): void => {
    const index = table.tiers.findIndex((t) => t.id === tierId);
    const name = tierLabel(table, tierId);
    const next = removeTier(table, tierId);
    const neighbour = next.tiers[Math.min(index, next.tiers.length - 1)];
    act(
      next,
      `tier-${neighbour.id}-remove`,
      () => `Removed ${name}; ${next.tiers.length} tier${next.tiers.length === 1 ? "" : "s"} left.`
    );
  };

  addButton.addEventListener("click", () => {
    if (!canAdd(table)) {
      announcer.say(`The calculator takes at most ${MAX_TIERS} tiers.`);
      return;
    }
    const next = addTier(table, columns);
    const added = next.tiers[next.tiers.length - 1];
    act(
      next,
      `tier-${added.id}-name`,
      () => `Added ${added.name}, ${next.tiers.length} of ${MAX_TIERS} tiers.`
    );
  });

  const element = h(
    "section",
    { id: "tiers", "aria-labelledby": "tiers-heading" },
    h("h2", { id: "tiers-heading" }, "Mailbox tiers"),
    h(
      "p",
      { class: "hint" },
      "Mailboxes sized alike form a tier: 1 to 4 tiers, as the calculator's Input sheet has. The first tier starts from the calculator's example workbook."
    ),
    count,
    list,
    addButton
  );
  render();
  return {
    element,
    table: () => table,
    checkAll() {
      const out: { input: HTMLElement; message: string }[] = [];
      for (const t of table.tiers) {
        for (const c of columns) {
          const message = checkCell(t.id, c);
          if (message) out.push({ input: byId(cellId(t.id, c.key))!, message });
        }
      }
      return out;
    },
  };
}

/** One cell: a text box, or a list for the columns with choices, described by message, unit and hint. */
function cellView(
  id: string,
  column: TierColumn,
  value: string
): { element: HTMLElement; input: HTMLInputElement | HTMLSelectElement } {
  const describedBy = [`${id}-message`, column.unit ? `${id}-unit` : "", `${id}-hint`]
    .filter(Boolean)
    .join(" ");
  let input: HTMLInputElement | HTMLSelectElement;
  if (column.choices) {
    input = h(
      "select",
      { id, class: "select", "aria-describedby": describedBy },
      ...column.choices.map((c) => h("option", { value: c, selected: c === value }, c))
    );
  } else {
    input = h("input", {
      id,
      type: "text",
      class: "text-input",
      inputmode: "decimal",
      autocomplete: "off",
      "aria-describedby": describedBy,
    });
    input.value = value;
  }
  const element = h(
    "div",
    { class: "field tier-cell" },
    h("label", { for: id }, capitalized(column.label)),
    h(
      "div",
      { class: "control" },
      input,
      column.unit ? h("span", { class: "unit", id: `${id}-unit` }, column.unit) : undefined
    ),
    h(
      "div",
      { class: "message", id: `${id}-message` },
      h("span", { class: "message-icon", "aria-hidden": "true" }, "!"),
      h("span", { class: "message-text" })
    ),
    h("div", { class: "hint", id: `${id}-hint` }, `Calculator: ${column.calculatorLabel}`)
  );
  return { element, input };
}

/** Shows a cell's message (or clears it) and marks its input invalid while one shows. */
function showCellMessage(list: HTMLElement, id: string, message: string | undefined): void {
  const input = list.querySelector(`#${id}`);
  const box = list.querySelector(`#${id}-message`);
  if (box) {
    box.querySelector(".message-text")!.textContent = message ?? "";
    box.classList.toggle("shown", message !== undefined);
  }
  if (message) input?.setAttribute("aria-invalid", "true");
  else input?.removeAttribute("aria-invalid");
}
