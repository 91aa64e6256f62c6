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
import { h, paneSection } from "./dom";
import { TIER_COLUMNS, TierColumn } from "./tierColumns";
import {
  MAX_TIERS,
  TierTable,
  addTier,
  canAdd,
  canRemove,
  cellLabel,
  cellMessageIn,
  initialTiers,
  moveTier,
  removeTier,
  renameTier,
  setTierValue,
  tierLabel,
} from "./tiers";

export interface TierTableView {
  readonly element: HTMLElement;
  table(): TierTable;
  /** Shows this table in place of the current one (a saved design opened), its messages checked. */
  show(table: TierTable): void;
  /** Checks every cell, shows the messages, returns them in order. */
  checkAll(): { readonly input: HTMLElement; readonly message: string }[];
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function createTierTable(
  locale: string,
  announcer: Announcer,
  columns: readonly TierColumn[] = TIER_COLUMNS
): TierTableView {
  return new TierTableComponent(locale, announcer, columns);
}

const cellId = (tierId: number, key: string): string => `tier-${tierId}-${key}`;

/** The table's state (tiers.ts) and its DOM; each change re-renders the rows it concerns. */
class TierTableComponent implements TierTableView {
  readonly element: HTMLElement;
  private current: TierTable;
  private readonly list = h("ol", { class: "tier-list", id: "tier-list" });
  private readonly addButton = h(
    "button",
    { type: "button", id: "add-tier", class: "secondary" },
    "Add a tier"
  );
  private readonly count = h("p", { class: "hint", id: "tier-count" });

  constructor(
    private readonly locale: string,
    private readonly announcer: Announcer,
    private readonly columns: readonly TierColumn[]
  ) {
    this.current = initialTiers(columns);
    this.addButton.addEventListener("click", () => this.add());
    this.element = paneSection(
      "tiers",
      "tiers-heading",
      "Mailbox tiers",
      "Mailboxes sized alike form a tier: 1 to 4 tiers, as the calculator's Input sheet has. The first tier starts from the calculator's example workbook.",
      undefined,
      this.count,
      this.list,
      this.addButton
    );
    this.render();
  }

  table(): TierTable {
    return this.current;
  }

  show(table: TierTable): void {
    this.current = table;
    this.render();
  }

  checkAll(): { input: HTMLElement; message: string }[] {
    const out: { input: HTMLElement; message: string }[] = [];
    for (const t of this.current.tiers) {
      for (const c of this.columns) {
        const message = this.checkCell(t.id, c);
        if (message) out.push({ input: this.byId(cellId(t.id, c.key))!, message });
      }
    }
    return out;
  }

  /** Looks inside the list, which may not be in the document yet. */
  private byId(id: string): HTMLElement | null {
    return this.list.querySelector(`#${id}`);
  }

  private checkCell(tierId: number, column: TierColumn): string | undefined {
    const message = cellMessageIn(this.current, tierId, column, this.locale);
    showCellMessage(this.list, cellId(tierId, column.key), message);
    return message;
  }

  /** Names that follow a tier's name and place: its heading, its buttons, its cells. */
  private relabel(): void {
    const table = this.current;
    table.tiers.forEach((tier, index) => {
      const name = tierLabel(table, tier.id);
      const row = this.byId(`tier-${tier.id}`);
      if (!row) return;
      row.querySelector(".tier-title")!.textContent = name;
      const set = (id: string, label: string) => this.byId(id)?.setAttribute("aria-label", label);
      set(`tier-${tier.id}-name`, `${name}, name`);
      set(`tier-${tier.id}-up`, `Move up, ${name}`);
      set(`tier-${tier.id}-down`, `Move down, ${name}`);
      set(`tier-${tier.id}-remove`, `Remove, ${name}`);
      for (const c of this.columns) set(cellId(tier.id, c.key), cellLabel(name, c));
      const disable = (id: string, off: boolean) =>
        this.byId(id)?.setAttribute("aria-disabled", String(off));
      disable(`tier-${tier.id}-up`, index === 0);
      disable(`tier-${tier.id}-down`, index === table.tiers.length - 1);
      disable(`tier-${tier.id}-remove`, !canRemove(table));
    });
    this.addButton.setAttribute("aria-disabled", String(!canAdd(table)));
    this.count.textContent = `${table.tiers.length} of ${MAX_TIERS} tiers.`;
  }

  private cell(tierId: number, column: TierColumn): HTMLElement {
    const id = cellId(tierId, column.key);
    const value = this.current.tiers.find((t) => t.id === tierId)!.values[column.key];
    const { element, input } = cellView(id, column, value);
    input.addEventListener(column.choices ? "change" : "input", () => {
      this.current = setTierValue(this.current, tierId, column.key, input.value);
      const box = this.byId(`${id}-message`);
      if (column.choices || box?.classList.contains("shown")) this.checkCell(tierId, column);
    });
    input.addEventListener("change", () => {
      const before = this.byId(`${id}-message`)?.textContent;
      const message = this.checkCell(tierId, column);
      if (message && message !== before) this.announcer.say(message);
    });
    return element;
  }

  /** A button that stays focusable when it cannot act, and then says why. */
  private button(id: string, text: string, act: () => void, why: () => string): HTMLElement {
    const b = h("button", { type: "button", id, class: "subtle" }, text);
    b.addEventListener("click", () => {
      if (b.getAttribute("aria-disabled") === "true") this.announcer.say(why());
      else act();
    });
    return b;
  }

  private row(tierId: number): HTMLElement {
    const name = h("input", {
      id: `tier-${tierId}-name`,
      type: "text",
      class: "text-input",
      autocomplete: "off",
    });
    name.value = this.current.tiers.find((t) => t.id === tierId)!.name;
    name.addEventListener("input", () => {
      this.current = renameTier(this.current, tierId, name.value);
      this.relabel();
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
        this.actions(tierId),
        h("div", { class: "tier-cells" }, ...this.columns.map((c) => this.cell(tierId, c)))
      )
    );
  }

  private actions(tierId: number): HTMLElement {
    const name = () => tierLabel(this.current, tierId);
    const move = (by: number, id: string) => () =>
      this.act(moveTier(this.current, tierId, by), id, () => {
        const at = this.current.tiers.findIndex((t) => t.id === tierId) + 1;
        return `${name()} moved to position ${at} of ${this.current.tiers.length}.`;
      });
    return h(
      "div",
      { class: "tier-actions" },
      this.button(
        `tier-${tierId}-up`,
        "Move up",
        move(-1, `tier-${tierId}-up`),
        () => `${name()} is already first.`
      ),
      this.button(
        `tier-${tierId}-down`,
        "Move down",
        move(1, `tier-${tierId}-down`),
        () => `${name()} is already last.`
      ),
      this.button(
        `tier-${tierId}-remove`,
        "Remove",
        () => this.remove(tierId),
        () => `${name()} is the only tier: a sizing needs at least one.`
      )
    );
  }

  private render(): void {
    this.list.replaceChildren(...this.current.tiers.map((t) => this.row(t.id)));
    this.relabel();
    for (const t of this.current.tiers) {
      for (const c of this.columns) {
        // Keep shown messages across a re-render.
        if (cellMessageIn(this.current, t.id, c, this.locale)) this.checkCell(t.id, c);
      }
    }
  }

  /** Applies a change, re-renders, focuses `focusId` and says `said()`. */
  private act(next: TierTable, focusId: string, said: () => string): void {
    this.current = next;
    this.render();
    this.byId(focusId)?.focus();
    this.announcer.say(said());
  }

  private remove(tierId: number): void {
    const index = this.current.tiers.findIndex((t) => t.id === tierId);
    const name = tierLabel(this.current, tierId);
    const next = removeTier(this.current, tierId);
    const neighbour = next.tiers[Math.min(index, next.tiers.length - 1)];
    const left = next.tiers.length;
    this.act(
      next,
      `tier-${neighbour.id}-remove`,
      () => `Removed ${name}; ${left} tier${left === 1 ? "" : "s"} left.`
    );
  }

  private add(): void {
    if (!canAdd(this.current)) {
      this.announcer.say(`The calculator takes at most ${MAX_TIERS} tiers.`);
      return;
    }
    const next = addTier(this.current, this.columns);
    const added = next.tiers[next.tiers.length - 1];
    this.act(
      next,
      `tier-${added.id}-name`,
      () => `Added ${added.name}, ${next.tiers.length} of ${MAX_TIERS} tiers.`
    );
  }
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
