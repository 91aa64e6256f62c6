/**
 * The scenario form of the Dell EqualLogic method: its fields (fields.ts) as native inputs
 * (fieldView.ts), the Databases and RAID choices as named radio groups, and the Advanced options in
 * the sources' groups with a search box and "Reset to defaults" for one group or all.
 *
 * Messages: shown as the user types only to clear or update one already shown; a new message shows
 * and is announced when the field is left, or when Build checks the form (checkAll).
 */
import { Announcer } from "./announcer";
import { h } from "./dom";
import { FieldView, createFieldView } from "./fieldView";
import {
  DB_COUNT_FIELD,
  Field,
  FormValues,
  MAX_DB_SIZE_FIELD,
  NumberField,
  OPTION_FIELDS,
  OPTION_FIELD_GROUPS,
  RAID_CHOICES,
  SCENARIO_FIELDS,
  TEXT_FIELDS,
  fieldMessage,
  fieldReading,
  shownNumber,
} from "./fields";

export interface FormField {
  readonly field: Field;
  readonly view: FieldView;
}

export interface ScenarioForm {
  readonly element: HTMLElement;
  readonly fields: ReadonlyMap<string, FormField>;
  values(): FormValues;
  show(values: FormValues): void;
  /** Checks every field that counts, shows each message; returns the fields in error, in order. */
  checkAll(): { readonly field: FormField; readonly message: string }[];
  /** Makes a field visible (opens Advanced, clears its search) and focuses it. */
  focusField(key: string): void;
}

/** Visible fields only count: the database count or the largest database. */
function counts(f: FormField): boolean {
  return f.field.kind === "number" && !f.view.row.hidden;
}

function radioGroup(
  name: string,
  legend: string,
  choices: readonly { value: string; label: string }[]
): { element: HTMLElement; value(): string; set(value: string): void } {
  const radios = choices.map((c) =>
    h("input", {
      type: "radio",
      name,
      value: c.value,
      id: `${name}-${c.value.replace(/\W+/g, "-")}`,
    })
  );
  const element = h(
    "fieldset",
    { class: "choices", id: name },
    h("legend", {}, legend),
    ...choices.map((c, i) =>
      h("div", { class: "choice" }, radios[i], h("label", { for: radios[i].id }, c.label))
    )
  );
  return {
    element,
    value: () => radios.find((r) => r.checked)?.value ?? choices[0].value,
    set: (value) => {
      for (const r of radios) r.checked = r.value === value;
    },
  };
}

export function createScenarioForm(locale: string, announcer: Announcer): ScenarioForm {
  const fields = new Map<string, FormField>();
  const add = (field: Field): HTMLElement => {
    const numeric = field.kind === "number";
    const view = createFieldView({
      id: `field-${field.key}`,
      label: field.label,
      unit: numeric ? field.unit : undefined,
      hint: field.hint,
      numeric,
      placeholder: !numeric
        ? undefined
        : field.defaultShown !== undefined
          ? shownNumber(Number(field.defaultShown), locale)
          : field.optional
            ? "Computed"
            : undefined,
    });
    view.input.name = field.key;
    view.input.dataset.key = field.key;
    fields.set(field.key, { field, view });
    return view.row;
  };

  const databases = radioGroup("databases", "Databases", [
    { value: "computed", label: "Computed from the largest database" },
    { value: "fixed", label: "A number I choose" },
  ]);
  const raid = radioGroup(
    "raid",
    "RAID level",
    RAID_CHOICES.map((r, i) => ({ value: r, label: i === 0 ? "Any (every level competes)" : r }))
  );

  const check = (f: FormField): string | undefined => {
    if (!counts(f)) {
      f.view.showMessage(undefined);
      f.view.showReading(undefined);
      return undefined;
    }
    const text = f.view.input.value;
    f.view.showReading(fieldReading(text, locale));
    const message = fieldMessage(f.field as NumberField, text, locale);
    f.view.showMessage(message);
    return message;
  };
  const showDatabases = (): void => {
    const fixed = databases.value() === "fixed";
    fields.get(DB_COUNT_FIELD.key)!.view.row.hidden = !fixed;
    fields.get(MAX_DB_SIZE_FIELD.key)!.view.row.hidden = fixed;
  };

  const advanced = advancedOptions(add, fields, check, announcer);
  const element = h(
    "section",
    { id: "scenario", "aria-labelledby": "scenario-heading" },
    h("h2", { id: "scenario-heading" }, "Scenario"),
    ...TEXT_FIELDS.map(add),
    ...SCENARIO_FIELDS.map(add),
    databases.element,
    add(MAX_DB_SIZE_FIELD),
    add(DB_COUNT_FIELD),
    raid.element,
    advanced.element
  );

  for (const f of fields.values()) {
    f.view.input.addEventListener("input", () => {
      // As the user types: clear or update a message already shown, never show a new one.
      if (f.view.message() !== undefined) check(f);
      else if (counts(f)) f.view.showReading(fieldReading(f.view.input.value, locale));
    });
    f.view.input.addEventListener("change", () => {
      const before = f.view.message();
      const message = check(f);
      if (message && message !== before) announcer.say(message);
    });
  }
  databases.element.addEventListener("change", () => {
    showDatabases();
    for (const f of fields.values()) if (f.view.message() !== undefined || !counts(f)) check(f);
  });

  return {
    element,
    fields,
    values: () => ({
      text: Object.fromEntries([...fields].map(([key, f]) => [key, f.view.input.value])),
      databases: databases.value() === "fixed" ? "fixed" : "computed",
      raid: raid.value() || RAID_CHOICES[0],
    }),
    show(values) {
      for (const [key, f] of fields) f.view.input.value = values.text[key] ?? "";
      databases.set(values.databases);
      raid.set(values.raid);
      showDatabases();
      for (const f of fields.values()) if (f.view.message() !== undefined) check(f);
    },
    focusField(key) {
      const f = fields.get(key);
      if (!f) return;
      if (f.view.row.closest("#advanced")) advanced.reveal();
      f.view.input.focus();
      f.view.row.scrollIntoView({ block: "center" });
    },
    checkAll() {
      const failed: { field: FormField; message: string }[] = [];
      for (const f of fields.values()) {
        const message = check(f);
        if (message) failed.push({ field: f, message });
      }
      return failed;
    },
  };
}

/**
 * Advanced: a disclosure holding a search box, "Reset all options to defaults", and one group per
 * source group, each with its own reset. A search hides the options whose label, name and hint do
 * not contain every typed word, and the groups left empty; the count is announced.
 */
function advancedOptions(
  add: (field: Field) => HTMLElement,
  fields: ReadonlyMap<string, FormField>,
  check: (f: FormField) => string | undefined,
  announcer: Announcer
): { element: HTMLElement; reveal(): void } {
  const reset = (keys: readonly string[], what: string): void => {
    let changed = 0;
    for (const key of keys) {
      const f = fields.get(key)!;
      if (f.view.input.value !== "") changed++;
      f.view.input.value = "";
      check(f);
    }
    announcer.say(
      changed === 0
        ? `${what} already at their defaults.`
        : `${what} reset to their defaults (${changed} changed).`
    );
  };
  const groups = OPTION_FIELD_GROUPS.map((g) => {
    const headingId = `group-${g.id}-heading`;
    const element = h(
      "section",
      { class: "option-group", id: `group-${g.id}`, "aria-labelledby": headingId },
      h(
        "div",
        { class: "group-head" },
        h("h3", { id: headingId }, g.title, h("span", { class: "source" }, ` (${g.source})`)),
        h(
          "button",
          {
            type: "button",
            class: "subtle",
            id: `reset-${g.id}`,
            "aria-label": `Reset ${g.title} to defaults`,
          },
          "Reset"
        )
      ),
      ...g.fields.map(add)
    );
    element.querySelector("button")!.addEventListener("click", () =>
      reset(
        g.fields.map((f) => f.key),
        `${g.title} options`
      )
    );
    return { group: g, element };
  });

  const search = optionSearch(groups, fields, announcer);

  const resetAll = h(
    "button",
    { type: "button", id: "reset-all", class: "secondary" },
    "Reset all options to defaults"
  );
  resetAll.addEventListener("click", () =>
    reset(
      OPTION_FIELDS.map((f) => f.key),
      "All options"
    )
  );

  const details = h(
    "details",
    { id: "advanced", class: "advanced" },
    h("summary", {}, `Advanced options (${OPTION_FIELDS.length})`),
    h(
      "div",
      { class: "advanced-body" },
      h(
        "p",
        { class: "hint" },
        "The factors the sources hard-code, grouped as the sources group them. Blank means the default, shown in grey."
      ),
      search.element,
      resetAll,
      ...groups.map((g) => g.element)
    )
  );
  return {
    element: details,
    reveal() {
      search.clear();
      details.open = true;
    },
  };
}

/**
 * "Find an option": hides the options whose label, name and hint do not contain every typed word,
 * and the groups left empty. The count shows at once and is announced once the user pauses.
 */
function optionSearch(
  groups: readonly { group: (typeof OPTION_FIELD_GROUPS)[number]; element: HTMLElement }[],
  fields: ReadonlyMap<string, FormField>,
  announcer: Announcer
): { element: HTMLElement; clear(): void } {
  const search = h("input", {
    type: "search",
    id: "option-search",
    class: "text-input",
    autocomplete: "off",
    "aria-describedby": "option-search-count",
  });
  const total = `${OPTION_FIELDS.length} options`;
  const count = h("div", { id: "option-search-count", class: "hint" }, total);
  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener("input", () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { group, element } of groups) {
      let inGroup = 0;
      for (const field of group.fields) {
        const text = `${field.label} ${field.key} ${field.hint}`.toLowerCase();
        const match = words.every((w) => text.includes(w));
        fields.get(field.key)!.view.row.classList.toggle("filtered", !match);
        if (match) inGroup++;
      }
      element.classList.toggle("filtered", inGroup === 0);
      shown += inGroup;
    }
    const said = words.length ? `${shown} of ${OPTION_FIELDS.length} options match` : total;
    count.textContent = said;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => announcer.say(said), 700);
  });
  return {
    element: h(
      "div",
      { class: "search", role: "search" },
      h("label", { for: "option-search" }, "Find an option"),
      search,
      count
    ),
    clear() {
      if (search.value === "") return;
      search.value = "";
      search.dispatchEvent(new Event("input"));
    },
  };
}
