/**
 * The Microsoft method's environment form (msEnvironment.ts as DOM), shown under the tier table: a
 * disclosure holding one group per section of the calculator's Input sheet. Numbers are text boxes
 * (fieldView.ts: label, aria-describedby for message, reading, unit and hint, aria-invalid on the
 * <input>), blank showing the default in grey; lists are <select>s whose first option is the default.
 * The hourly log profile is one multi-line box for its 24 numbers (typed, or a row or column pasted
 * from Excel: replicationProfile.ts), its reading the hours read and their sum, and when the sum is not
 * 100 % that the calculator uses it as given.
 * Messages as in form.ts: as the user types only an existing message updates or clears; a new one
 * shows, and is announced in the one polite live region, when the field is left or Build checks. The
 * profile's reading, when it changes, is announced too when the box is left (a paste gives no other
 * word of what was read).
 */
import { Announcer } from "./announcer";
import { h } from "./dom";
import { fieldReading } from "./fields";
import { createFieldView, createMultilineFieldView, FieldView } from "./fieldView";
import { ENV_FIELDS, ENV_GROUPS, EnvField, envMessage, envToScenario } from "./msEnvironment";
import { profileReading, readProfile } from "./replicationProfile";

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
  readonly input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  readonly view?: FieldView<HTMLInputElement | HTMLTextAreaElement>;
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
    const parts = {
      id: `env-${field.key}`,
      label: field.label,
      unit: field.unit || undefined,
      hint: field.hint,
      numeric: true,
      placeholder: field.blankShown,
    };
    const view: FieldView<HTMLInputElement | HTMLTextAreaElement> =
      field.kind === "profile" ? createMultilineFieldView(parts, 4) : createFieldView(parts);
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

  /** How the text was read: "Read as 6000" for a number; the hours and their sum for the profile. */
  const reading = (v: EnvView, text: string): string | undefined => {
    if (v.field.kind !== "profile") return fieldReading(text, locale);
    const profile = readProfile(text, locale);
    return profile.kind === "profile" ? profileReading(profile.values, locale) : undefined;
  };
  const check = (v: EnvView): string | undefined => {
    if (!v.view) return undefined;
    const text = v.input.value;
    v.view.showReading(reading(v, text));
    const message = envMessage(v.field, text, locale);
    v.view.showMessage(message);
    return message;
  };
  for (const v of views) {
    if (!v.view) continue;
    const view = v.view;
    let readingSaid: string | undefined;
    v.input.addEventListener("input", () => {
      if (view.message() !== undefined) check(v);
      else view.showReading(reading(v, v.input.value));
    });
    v.input.addEventListener("change", () => {
      const before = view.message();
      const message = check(v);
      if (message && message !== before) announcer.say(message);
      else if (!message && v.field.kind === "profile") {
        const read = reading(v, v.input.value);
        if (read && read !== readingSaid) announcer.say(`${v.field.label}: ${read}`);
        readingSaid = read;
      }
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
      for (const v of views)
        if (v.view?.message() !== undefined) check(v);
        else v.view?.showReading(reading(v, v.input.value));
    },
  };
}
