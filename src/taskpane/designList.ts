/**
 * "Saved designs": save the form's design in the workbook under a name, list the saved ones with a
 * checkbox each, open one back in the form (asking first when the form has unsaved changes), rename,
 * delete or export one (its scenario file), and Compare the ticked ones (designs.ts holds the rules,
 * designStore.ts the storage; the Compare build and putting a scenario in the form are build.ts's).
 *
 * Keyboard and screen reader as the tier table (tierTable.ts): every action is a native button named
 * with its design ("Rename, RAID 10"); a button that cannot act now stays focusable
 * (aria-disabled) and says why when pressed (Compare with fewer than 2 or more than 12 ticked, its
 * reason also in its description); after an action focus goes to what continues it (the new name's
 * box, the renamed design's Rename, the next design) and the polite live region says what happened.
 */
import { Announcer } from "./announcer";
import { copyText } from "./clipboard";
import { h, paneSection } from "./dom";
import {
  SavedDesign,
  addDesign,
  compareReadiness,
  designFileName,
  designFileText,
  removeDesign,
  renameDesign,
} from "./designs";
import { DesignStore } from "./designStore";
import { actionButton, createRenameEditor } from "./designRename";

export interface DesignListDeps {
  readonly store: DesignStore;
  readonly announcer: Announcer;
  /** The form's checked scenario, or undefined once the fields to fix are shown. */
  readonly scenario: () => Readonly<Record<string, unknown>> | undefined;
  /** Builds the Compare workbook of these designs, in list order. */
  readonly compare: (designs: readonly SavedDesign[]) => void;
  /** Saves a file as the browser downloads one. */
  readonly download?: (fileName: string, text: string) => void;
  /** Puts text on the clipboard; resolves whether it did. */
  readonly copy?: (text: string) => Promise<boolean>;
  readonly now?: () => Date;
  /** Whether the form holds changes not saved as a design (since the last Save or Open). */
  readonly unsaved?: () => boolean;
  /** Called once a design is saved: the form as it is now counts as saved. */
  readonly saved?: () => void;
  /**
   * Puts a design back into the form (its method chosen, focus on its first box); resolves why not
   * when its scenario cannot be read, changing nothing.
   */
  readonly open?: (design: SavedDesign) => string | undefined;
}

export interface DesignListView {
  readonly element: HTMLElement;
  /** Reads the list again from the workbook. */
  refresh(): void;
}

export function createDesignList(deps: DesignListDeps): DesignListView {
  return new DesignList(deps);
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;

/** A text file downloaded by the browser (Excel's pane saves it where the user's downloads go). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = h("a", { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

class DesignList implements DesignListView {
  readonly element: HTMLElement;
  private designs: SavedDesign[] = [];
  private readonly ticked = new Set<string>();
  /** A stable element id per design, by name without case. */
  private readonly keys = new Map<string, number>();
  private nextKey = 1;
  private renaming: string | undefined;
  /** The design whose Open waits for the user to confirm replacing unsaved changes. */
  private confirming: string | undefined;
  /** A change is being written into the workbook: another waits until it is done. */
  private writing = false;
  private readonly nameInput = h("input", {
    id: "design-name",
    type: "text",
    class: "text-input",
    autocomplete: "off",
    "aria-describedby": "design-name-hint",
  });
  private readonly saveButton = h(
    "button",
    { type: "button", id: "save-design", class: "secondary", "aria-describedby": "designs-hint" },
    "Save this design"
  );
  private readonly count = h("p", { class: "hint", id: "designs-count" });
  private readonly list = h("ul", { class: "design-list", id: "design-list" });
  private readonly status = h("p", { class: "designs-status", id: "designs-status", hidden: true });
  private readonly compareButton = h(
    "button",
    { type: "button", id: "compare", class: "secondary", "aria-describedby": "compare-why" },
    "Compare ticked designs"
  );
  private readonly compareWhy = h("p", { class: "hint", id: "compare-why" });

  constructor(private readonly deps: DesignListDeps) {
    this.saveButton.addEventListener("click", () => void this.save());
    this.nameInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter") void this.save();
    });
    this.compareButton.addEventListener("click", () => this.compare());
    this.element = paneSection(
      "designs",
      "designs-heading",
      "Saved designs",
      "Keeps the design in the form (either method) in this workbook, to compare designs side by side. Save the workbook to keep them. Export saves a design as a scenario file for exsize; where Excel saves no downloads (Excel on Mac), use Copy.",
      "designs-hint",
      h(
        "div",
        { class: "field" },
        h("label", { for: "design-name" }, "Design name"),
        h("div", { class: "control" }, this.nameInput),
        h("div", { class: "hint", id: "design-name-hint" }, "Blank: the project's name.")
      ),
      this.saveButton,
      this.status,
      this.count,
      this.list,
      this.compareButton,
      this.compareWhy
    );
    if (!deps.store.available) {
      this.saveButton.setAttribute("aria-disabled", "true");
      this.showStatus("This Office cannot keep designs in the workbook (no document settings).");
    }
    this.refresh();
  }

  refresh(): void {
    this.designs = this.deps.store.load();
    for (const name of [...this.ticked]) {
      if (!this.designs.some((d) => d.name.toLowerCase() === name)) this.ticked.delete(name);
    }
    this.render();
  }

  private key(name: string): number {
    const lower = name.toLowerCase();
    if (!this.keys.has(lower)) this.keys.set(lower, this.nextKey++);
    return this.keys.get(lower)!;
  }

  private byId(id: string): HTMLElement | null {
    return this.element.querySelector(`#${id}`);
  }

  private showStatus(text: string | undefined): void {
    this.status.textContent = text ?? "";
    this.status.hidden = text === undefined;
  }

  /** Writes the list into the workbook; on a refusal, says so and keeps the list as it was. */
  private async store(next: SavedDesign[]): Promise<boolean> {
    if (this.writing) {
      this.deps.announcer.say(
        "The designs are being saved in the workbook: try again in a moment."
      );
      return false;
    }
    this.writing = true;
    try {
      await this.deps.store.save(next);
    } catch (error) {
      const text = `The designs could not be saved in the workbook: ${error instanceof Error ? error.message : String(error)}`;
      this.showStatus(text);
      this.deps.announcer.say(text);
      return false;
    } finally {
      this.writing = false;
    }
    this.showStatus(undefined);
    this.designs = next;
    return true;
  }

  private async save(): Promise<void> {
    if (this.saveButton.getAttribute("aria-disabled") === "true") {
      this.deps.announcer.say(this.status.textContent ?? "");
      return;
    }
    const scenario = this.deps.scenario();
    if (!scenario) return; // the outcome lists the fields to fix and takes focus
    const now = this.deps.now?.() ?? new Date();
    const { designs, saved } = addDesign(this.designs, this.nameInput.value, scenario, now);
    if (!(await this.store(designs))) return;
    this.nameInput.value = "";
    this.deps.saved?.();
    this.render();
    this.deps.announcer.say(`Saved “${saved.name}”; ${plural(designs.length, "design")} saved.`);
  }

  private render(): void {
    this.list.replaceChildren(...this.designs.map((d) => this.row(d)));
    this.count.textContent =
      this.designs.length === 0
        ? "No design saved in this workbook yet."
        : `${plural(this.designs.length, "design")} saved in this workbook, ${this.ticked.size} ticked.`;
    const readiness = compareReadiness(this.ticked.size);
    this.compareButton.setAttribute("aria-disabled", String(!readiness.ready));
    this.compareWhy.textContent = readiness.why;
  }

  private row(design: SavedDesign): HTMLElement {
    const k = this.key(design.name);
    const id = `design-${k}`;
    const tick = h("input", {
      type: "checkbox",
      id: `${id}-tick`,
      checked: this.ticked.has(design.name.toLowerCase()),
      "aria-describedby": `${id}-about`,
    });
    tick.addEventListener("change", () => {
      const lower = design.name.toLowerCase();
      if (tick.checked) this.ticked.add(lower);
      else this.ticked.delete(lower);
      this.render();
      this.byId(`${id}-tick`)?.focus();
    });
    const method = design.scenario.method === "microsoft" ? "Microsoft method" : "Dell method";
    const when = design.savedAt
      ? `, saved ${design.savedAt.slice(0, 16).replace("T", " ")} UTC`
      : "";
    return h(
      "li",
      { class: "design", id },
      h(
        "div",
        { class: "check" },
        tick,
        h("label", { for: `${id}-tick`, class: "design-name" }, design.name)
      ),
      h("p", { class: "hint", id: `${id}-about` }, `${method}${when}`),
      this.renaming?.toLowerCase() === design.name.toLowerCase()
        ? this.renameEditor(design, id)
        : this.confirming?.toLowerCase() === design.name.toLowerCase()
          ? this.openConfirm(design, id)
          : h(
              "div",
              { class: "design-actions" },
              ...(this.deps.open
                ? [
                    actionButton(`${id}-open`, "Open", `Open in the form, ${design.name}`, () =>
                      this.open(design)
                    ),
                  ]
                : []),
              actionButton(`${id}-rename`, "Rename", `Rename, ${design.name}`, () =>
                this.startRename(design)
              ),
              actionButton(
                `${id}-delete`,
                "Delete",
                `Delete, ${design.name}`,
                () => void this.remove(design)
              ),
              actionButton(
                `${id}-export`,
                "Export",
                `Export as a scenario file, ${design.name}`,
                () => this.export(design)
              ),
              actionButton(
                `${id}-copy`,
                "Copy",
                `Copy the scenario file, ${design.name}`,
                () => void this.copy(design)
              )
            )
    );
  }

  /** Open: straight away, or once the user confirms replacing the form's unsaved changes. */
  private open(design: SavedDesign, confirmed = false): void {
    if (!confirmed && this.deps.unsaved?.()) {
      this.confirming = design.name;
      this.renaming = undefined;
      this.render();
      const id = `design-${this.key(design.name)}`;
      this.byId(`${id}-open-replace`)?.focus();
      this.deps.announcer.say(this.byId(`${id}-open-why`)?.textContent ?? "");
      return;
    }
    this.confirming = undefined;
    this.render();
    const problem = this.deps.open?.(design);
    if (problem !== undefined) {
      this.byId(`design-${this.key(design.name)}-open`)?.focus();
      this.deps.announcer.say(`“${design.name}” cannot be opened: ${problem}`);
      return;
    }
    // Saving again keeps the opened design: the same name becomes "Name (2)" (addDesign).
    this.nameInput.value = design.name;
    const method = design.scenario.method === "microsoft" ? "Microsoft method" : "Dell method";
    this.deps.announcer.say(
      `Opened “${design.name}” (${method}) in the form. Saving it again keeps “${design.name}” and saves a new design.`
    );
  }

  /** "The form has changes not saved as a design": Open and replace, or Cancel (Escape). */
  private openConfirm(design: SavedDesign, id: string): HTMLElement {
    const cancel = (): void => {
      this.confirming = undefined;
      this.render();
      this.byId(`${id}-open`)?.focus();
      this.deps.announcer.say(`Kept the form; “${design.name}” not opened.`);
    };
    const replace = actionButton(
      `${id}-open-replace`,
      "Open and replace",
      `Open and replace the form, ${design.name}`,
      () => this.open(design, true)
    );
    replace.setAttribute("aria-describedby", `${id}-open-why`);
    const box = h(
      "div",
      { class: "design-confirm" },
      h(
        "p",
        { class: "hint", id: `${id}-open-why` },
        `The form has changes not saved as a design. Opening “${design.name}” replaces them.`
      ),
      h(
        "div",
        { class: "design-actions" },
        replace,
        actionButton(`${id}-open-cancel`, "Cancel", `Cancel opening, ${design.name}`, cancel)
      )
    );
    box.addEventListener("keydown", (event) => {
      if (event.key === "Escape") cancel();
    });
    return box;
  }

  private startRename(design: SavedDesign): void {
    this.confirming = undefined;
    this.renaming = design.name;
    this.render();
    const input = this.byId(`design-${this.key(design.name)}-newname`) as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }

  /** The rename box of `design`: a refused name's reason, or the rename done and said. */
  private renameEditor(design: SavedDesign, id: string): HTMLElement {
    const close = (): void => {
      this.renaming = undefined;
      this.render();
      this.byId(`${id}-rename`)?.focus();
    };
    return createRenameEditor({
      id,
      name: design.name,
      announcer: this.deps.announcer,
      close,
      rename: async (typed) => {
        const result = renameDesign(this.designs, design.name, typed);
        if ("problem" in result) return result.problem;
        const to = typed.trim();
        if (!(await this.store(result.designs))) return undefined;
        // The row keeps its ids under its new name; its old name no longer holds them.
        const key = this.key(design.name);
        this.keys.delete(design.name.toLowerCase());
        this.keys.set(to.toLowerCase(), key);
        if (this.ticked.delete(design.name.toLowerCase())) this.ticked.add(to.toLowerCase());
        close();
        this.deps.announcer.say(`Renamed “${design.name}” to “${to}”.`);
        return undefined;
      },
    });
  }

  private async remove(design: SavedDesign): Promise<void> {
    const index = this.designs.indexOf(design);
    const next = removeDesign(this.designs, design.name);
    if (!(await this.store(next))) return;
    this.ticked.delete(design.name.toLowerCase());
    this.render();
    const neighbour = next[Math.min(index, next.length - 1)];
    (neighbour ? this.byId(`design-${this.key(neighbour.name)}-delete`) : this.saveButton)?.focus();
    this.deps.announcer.say(
      `Deleted “${design.name}”; ${plural(next.length, "design")} left in this workbook.`
    );
  }

  private export(design: SavedDesign): void {
    const fileName = designFileName(design);
    (this.deps.download ?? downloadText)(fileName, designFileText(design));
    this.deps.announcer.say(`Exported “${design.name}” as ${fileName}.`);
  }

  /** Where the webview saves no downloads (Excel on Mac), the file's text on the clipboard. */
  private async copy(design: SavedDesign): Promise<void> {
    const copied = await (this.deps.copy ?? copyText)(designFileText(design));
    this.deps.announcer.say(
      copied
        ? `Copied the scenario file of “${design.name}”.`
        : `This Excel did not allow copying the scenario file of “${design.name}”. Export it instead.`
    );
  }

  private compare(): void {
    const readiness = compareReadiness(this.ticked.size);
    if (!readiness.ready) {
      this.deps.announcer.say(readiness.why);
      return;
    }
    this.deps.compare(this.designs.filter((d) => this.ticked.has(d.name.toLowerCase())));
  }
}
