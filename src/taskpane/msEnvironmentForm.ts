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
import {
  createFieldView,
  createMultilineFieldView,
  createSelectRow,
  fillSuggestions,
  FieldView,
} from "./fieldView";
import {
  ENV_FIELDS,
  ENV_GROUPS,
  EnvField,
  cpuReading,
  envMessage,
  envToScenario,
} from "./msEnvironment";
import { loadProcessorRows } from "./processorCatalog";

/** The inputs whose reading or check another CPU input changes (msEnvironment.ts CPU_KEYS). */
const CPU_READ =
  /^(processor|sockets|specRate2017IntBase|coresPerServer|specIntRate2006)(|Secondary|Lagged)$|^processorVendor$/;
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
  const { row, select } = createSelectRow(`env-${field.key}`, field.label, field.hint, [
    ["", `Default (${field.blankShown})`],
    ...(field.choices ?? []).map((c) => [c, c] as const),
  ]);
  return { field, input: select, row };
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
      numeric: field.kind !== "text" && field.kind !== "processor",
      placeholder: field.blankShown,
      suggestions: field.suggestions ?? (field.kind === "processor" ? [] : undefined),
    };
    const view: FieldView<HTMLInputElement | HTMLTextAreaElement> =
      field.kind === "profile" ? createMultilineFieldView(parts, 4) : createFieldView(parts);
    view.input.name = field.key;
    views.push({ field, input: view.input, view, row: view.row });
    // The catalog's models are offered once it is loaded, which the first look at a model field starts.
    if (field.kind === "processor") view.input.addEventListener("focus", () => void catalog());
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

  const texts = (): Record<string, string> =>
    Object.fromEntries(views.map((v) => [v.field.key, v.input.value]));
  /**
   * How the text was read: "Read as 6000" for a number; the hours and their sum for the profile; what a
   * processor model or a SPECrate2017 result comes to (msEnvironment.ts cpuReading).
   */
  const reading = (v: EnvView, text: string): string | undefined => {
    const cpu = cpuReading(v.field, texts(), locale);
    if (cpu !== undefined) return [fieldReading(text, locale), cpu].filter(Boolean).join(". ");
    if (v.field.kind !== "profile") return fieldReading(text, locale);
    const profile = readProfile(text, locale);
    return profile.kind === "profile" ? profileReading(profile.values, locale) : undefined;
  };
  const check = (v: EnvView): string | undefined => {
    if (!v.view) return undefined;
    const text = v.input.value;
    v.view.showReading(reading(v, text));
    const message = envMessage(v.field, text, locale, texts());
    v.view.showMessage(message);
    return message;
  };
  /** After a CPU input changed: the others' readings and shown messages follow (they read it too). */
  const recheckCpu = () => {
    for (const v of views)
      if (v.view && CPU_READ.test(v.field.key))
        if (v.view.message() !== undefined) check(v);
        else v.view.showReading(reading(v, v.input.value));
  };
  /** Loads the processor catalog once, then offers its models and re-reads the CPU inputs. */
  let loaded: Promise<void> | undefined;
  const catalog = (): Promise<void> =>
    (loaded ??= loadProcessorRows().then(
      (rows) => {
        const models = [...new Set(rows.map((r) => r[0]))];
        for (const v of views)
          if (v.field.kind === "processor") {
            const list = v.row.querySelector("datalist");
            if (list) fillSuggestions(list, models);
          }
        recheckCpu();
      },
      (error: Error) => {
        loaded = undefined;
        for (const v of views) if (v.field.kind === "processor") v.view?.showMessage(error.message);
      }
    ));
  for (const v of views) {
    const cpu = CPU_READ.test(v.field.key);
    if (!v.view) {
      if (cpu) v.input.addEventListener("change", recheckCpu);
      continue;
    }
    const view = v.view;
    let readingSaid: string | undefined;
    v.input.addEventListener("input", () => {
      if (view.message() !== undefined) check(v);
      else view.showReading(reading(v, v.input.value));
      if (cpu) recheckCpu();
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
      if (views.some((v) => v.field.kind === "processor" && v.input.value !== "")) void catalog();
      for (const v of views)
        if (v.view?.message() !== undefined) check(v);
        else v.view?.showReading(reading(v, v.input.value));
    },
  };
}
