/**
 * The Microsoft method's environment form (msEnvironment.ts as DOM), shown under the tier table: a
 * disclosure holding one group per section of the calculator's Input sheet. Numbers are text boxes
 * (fieldView.ts: label, aria-describedby for message, reading, unit and hint, aria-invalid on the
 * <input>), blank showing the default in grey; lists are <select>s whose first option is the default.
 * Messages as in form.ts: as the user types only an existing message updates or clears; a new one
 * shows, and is announced in the one polite live region, when the field is left or Build checks.
 */
import { Announcer } from "./announcer";
import { h } from "./dom";
import { fieldReading } from "./fields";
import { createFieldView, FieldView } from "./fieldView";
import { ENV_FIELDS, ENV_GROUPS, EnvField, envMessage, envToScenario } from "./msEnvironment";

export interface EnvironmentForm {
  readonly element: HTMLElement;
  /** Checks every field, shows each message; returns the fields in error, in order. */
  checkAll(): { readonly input: HTMLElement; readonly message: string; focus(): void }[];
  /** The typed inputs as `microsoft` scenario keys (blank ones left out: their defaults). */
  scenario(): Record<string, unknown>;
  /** What is typed or chosen in each field, by key (blank: the default). */
  texts(): Record<string, string>;
  /** Shows these texts (envFromScenario's), re-checking only the fields whose message is shown. */
  show(texts: Readonly<Record<string, string>>): void;
}

interface EnvView {
  readonly field: EnvField;
  readonly input: HTMLInputElement | HTMLSelectElement;
  readonly view?: FieldView;
  readonly row: HTMLElement;
}

function selectView(field: EnvField): EnvView {
  const id = `env-${field.key}`;
  const input = h(
    "select",
    { id, class: "select", "aria-describedby": `${id}-hint` },
    h("option", { value: "" }, `Default (${field.blankShown})`),
    ...(field.choices ?? []).map((c) =>
      h("option", { value: c }, field.kind === "gb" ? `${c} GB` : c)
    )
  );
  const row = h(
    "div",
    { class: "field" },
    h("label", { for: id, id: `${id}-label` }, field.label),
    h("div", { class: "control" }, input),
    h("div", { class: "hint", id: `${id}-hint` }, field.hint)
  );
  return { field, input, row };
}

export function createEnvironmentForm(locale: string, announcer: Announcer): EnvironmentForm {
  const views: EnvView[] = [];
  const make = (field: EnvField): HTMLElement => {
    if (field.choices) {
      const v = selectView(field);
      views.push(v);
      return v.row;
    }
    const view = createFieldView({
      id: `env-${field.key}`,
      label: field.label,
      unit: field.unit || undefined,
      hint: field.hint,
      numeric: true,
      placeholder: field.blankShown,
    });
    view.input.name = field.key;
    views.push({ field, input: view.input, view, row: view.row });
    return view.row;
  };
  const groups = ENV_GROUPS.map((g) =>
    h(
      "section",
      {
        class: "env-group",
        id: `env-group-${g.id}`,
        "aria-labelledby": `env-group-${g.id}-heading`,
      },
      h(
        "div",
        { class: "group-head" },
        h(
          "h3",
          { id: `env-group-${g.id}-heading` },
          g.title,
          h("span", { class: "source" }, ` (${g.source})`)
        )
      ),
      ...g.fields.map(make)
    )
  );
  const details = h(
    "details",
    { id: "ms-environment", class: "advanced" },
    h("summary", {}, `Environment (${ENV_FIELDS.length} inputs)`),
    h(
      "div",
      { class: "advanced-body" },
      h(
        "p",
        { class: "hint" },
        "Grouped as the calculator's Input sheet groups them. Blank means the default shown in grey, the calculator's example workbook's value."
      ),
      ...groups
    )
  );

  const check = (v: EnvView): string | undefined => {
    if (!v.view) return undefined;
    const text = v.input.value;
    v.view.showReading(fieldReading(text, locale));
    const message = envMessage(v.field, text, locale);
    v.view.showMessage(message);
    return message;
  };
  for (const v of views) {
    if (!v.view) continue;
    const view = v.view;
    v.input.addEventListener("input", () => {
      if (view.message() !== undefined) check(v);
      else view.showReading(fieldReading(v.input.value, locale));
    });
    v.input.addEventListener("change", () => {
      const before = view.message();
      const message = check(v);
      if (message && message !== before) announcer.say(message);
    });
  }

  const texts = (): Record<string, string> =>
    Object.fromEntries(views.map((v) => [v.field.key, v.input.value]));
  return {
    element: details,
    checkAll() {
      const failed: { input: HTMLElement; message: string; focus(): void }[] = [];
      for (const v of views) {
        const message = check(v);
        if (message)
          failed.push({
            input: v.input,
            message,
            focus: () => {
              details.open = true;
              v.input.focus();
              v.row.scrollIntoView({ block: "center" });
            },
          });
      }
      return failed;
    },
    scenario: () => envToScenario(texts(), locale),
    texts,
    show(values) {
      for (const v of views) v.input.value = values[v.field.key] ?? "";
      for (const v of views) if (v.view?.message() !== undefined) check(v);
    },
  };
}
