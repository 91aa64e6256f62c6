/**
 * The task pane's UI (a chunk loaded only when the pane is shown): the scenario form, checked as the
 * user types with the custom functions' rules and messages, "Build sizing workbook" with its progress
 * and what it built, and "Add the array catalogs". Fluent UI web components make it look like Office.
 */
import "@fluentui/web-components/accordion.js";
import "@fluentui/web-components/accordion-item.js";
import "@fluentui/web-components/button.js";
import "@fluentui/web-components/checkbox.js";
import "@fluentui/web-components/field.js";
import "@fluentui/web-components/message-bar.js";
import "@fluentui/web-components/progress-bar.js";
import "@fluentui/web-components/radio.js";
import "@fluentui/web-components/radio-group.js";
import "@fluentui/web-components/text-input.js";
import { setTheme } from "@fluentui/web-components/theme/set-theme.js";
import { webLightTheme } from "@fluentui/tokens";
import { BuildError, BuildProgress, BuildReport } from "../render/office";
import { DEFAULT_SCENARIO, buildCatalogWorkbook, buildSizingWorkbook } from "../workbook";
import {
  DB_COUNT_FIELD,
  Field,
  FormValues,
  MAX_DB_SIZE_FIELD,
  NumberField,
  OPTION_FIELDS,
  RAID_CHOICES,
  SCENARIO_FIELDS,
  TEXT_FIELDS,
  fieldMessage,
  formFromScenario,
  namesToCarry,
  scenarioFromForm,
  scenarioWithCarried,
} from "./fields";
import { PaneHost, officeHost } from "./host";
import { summarizeBuild } from "./messages";
import { PANE_CSS } from "./paneStyles";

type Attrs = Record<string, string | boolean | undefined>;

function h(
  tag: string,
  attrs: Attrs = {},
  ...children: (Node | string | undefined)[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, "");
    else if (typeof value === "string") el.setAttribute(name, value);
  }
  for (const child of children) if (child !== undefined) el.append(child);
  return el;
}

interface FieldView {
  readonly field: Field;
  readonly input: HTMLElement & { value: string };
  readonly message: HTMLElement;
  readonly row: HTMLElement;
}

function fieldView(field: Field): FieldView {
  const id = `field-${field.key}`;
  const input = h(
    "fluent-text-input",
    {
      id,
      name: field.key,
      "data-key": field.key,
      inputmode: field.kind === "number" ? "decimal" : undefined,
      placeholder:
        field.kind === "number" && field.defaultValue !== undefined
          ? String(field.defaultValue)
          : field.kind === "number" && field.optional
            ? "Computed"
            : undefined,
      autocomplete: "off",
    },
    field.label
  ) as FieldView["input"];
  if (field.kind === "number" && field.unit) {
    input.append(h("span", { slot: "end", class: "unit" }, field.unit));
  }
  const message = h("div", { class: "message", id: `${id}-message`, role: "alert" });
  const hint = h("div", { class: "hint" }, field.hint);
  const row = h("div", { class: "field" }, input, message, hint);
  return { field, input, message, row };
}

function choice(group: string, value: string, label: string): HTMLElement {
  return h(
    "fluent-field",
    { "label-position": "after" },
    h("label", { slot: "label" }, label),
    h("fluent-radio", { slot: "input", name: group, value })
  );
}

/** Mounts the pane into `root`. `host` is Excel (tests pass their own). */
export function mount(root: HTMLElement | null, host: PaneHost = officeHost()): void {
  if (!root) return;
  setTheme(webLightTheme);
  document.head.append(h("style", {}, PANE_CSS));

  const views = new Map<string, FieldView>();
  const add = (field: Field): HTMLElement => {
    const view = fieldView(field);
    views.set(field.key, view);
    return view.row;
  };

  const databases = h(
    "fluent-radio-group",
    { orientation: "vertical", name: "databases", value: "computed", id: "databases" },
    choice("databases", "computed", "Computed from the largest database"),
    choice("databases", "fixed", "A number I choose")
  ) as HTMLElement & { value: string };
  const raid = h(
    "fluent-radio-group",
    { orientation: "vertical", name: "raid", value: RAID_CHOICES[0], id: "raid" },
    ...RAID_CHOICES.map((r, i) => choice("raid", r, i === 0 ? "Any (every level competes)" : r))
  ) as HTMLElement & { value: string };

  const keep = h("fluent-checkbox", {
    slot: "input",
    id: "keep-inputs",
    checked: true,
  }) as HTMLElement & {
    checked: boolean;
  };
  const keepRow = h(
    "fluent-field",
    { "label-position": "after", id: "keep-row", hidden: true },
    h("label", { slot: "label", id: "keep-label" }, "Keep the values typed into the Inputs sheet"),
    keep
  );

  const buildButton = h(
    "fluent-button",
    { appearance: "primary", id: "build", type: "button" },
    "Build sizing workbook"
  );
  const catalogButton = h(
    "fluent-button",
    { id: "catalogs", type: "button" },
    "Add the array catalogs"
  );
  const progressBar = h("fluent-progress-bar", { max: "100", value: "0" });
  const progressText = h("div", { class: "progress-text", id: "progress-text" });
  const progress = h(
    "div",
    { class: "progress", id: "progress", hidden: true },
    progressBar,
    progressText
  );
  const outcome = h("div", { id: "outcome", "aria-live": "polite" });

  root.replaceChildren(
    h(
      "header",
      {},
      h("h1", {}, "Exchange mailbox storage sizing"),
      h(
        "p",
        { class: "lead" },
        "Builds a sizing workbook in this workbook, from the Dell EqualLogic method (seed 000, Tables 14-17). It adds its own sheets and never changes yours."
      )
    ),
    h(
      "div",
      { id: "scenario" },
      h("h2", {}, "Scenario"),
      ...TEXT_FIELDS.map(add),
      ...SCENARIO_FIELDS.map(add),
      h("h3", {}, "Databases"),
      databases,
      add(MAX_DB_SIZE_FIELD),
      add(DB_COUNT_FIELD),
      h("h3", {}, "RAID level"),
      raid,
      h(
        "fluent-accordion",
        {},
        h(
          "fluent-accordion-item",
          { id: "advanced" },
          h("span", { slot: "heading" }, `Advanced: ${OPTION_FIELDS.length} options`),
          h(
            "div",
            { class: "advanced" },
            h(
              "p",
              { class: "hint" },
              "The factors the sources hard-code, by the option names the EX.* functions take. Blank means the default, shown in grey."
            ),
            ...OPTION_FIELDS.map(add)
          )
        )
      ),
      keepRow,
      h("div", { class: "actions" }, buildButton, catalogButton),
      progress,
      outcome
    )
  );

  // The form starts from the paper's worked example (seed 000, section 3.4.2).
  const form = (): FormValues => ({
    text: Object.fromEntries([...views].map(([key, v]) => [key, v.input.value ?? ""])),
    databases: databases.value === "fixed" ? "fixed" : "computed",
    raid: raid.value || RAID_CHOICES[0],
  });
  const show = (values: FormValues): void => {
    for (const [key, view] of views) view.input.value = values.text[key] ?? "";
    databases.value = values.databases;
    raid.value = values.raid;
    showDatabases();
  };
  const showDatabases = (): void => {
    const fixed = databases.value === "fixed";
    views.get(DB_COUNT_FIELD.key)!.row.hidden = !fixed;
    views.get(MAX_DB_SIZE_FIELD.key)!.row.hidden = fixed;
  };
  const check = (view: FieldView): string | undefined => {
    if (view.field.kind !== "number" || view.row.hidden) {
      view.message.textContent = "";
      view.input.removeAttribute("aria-invalid");
      return undefined;
    }
    const message = fieldMessage(view.field as NumberField, view.input.value ?? "");
    view.message.textContent = message ?? "";
    if (message) view.input.setAttribute("aria-invalid", "true");
    else view.input.removeAttribute("aria-invalid");
    return message;
  };
  for (const view of views.values()) view.input.addEventListener("input", () => check(view));
  databases.addEventListener("change", () => {
    showDatabases();
    for (const view of views.values()) check(view);
  });
  show(formFromScenario(DEFAULT_SCENARIO));

  let carryOver: readonly string[] = [];
  const refresh = async (): Promise<void> => {
    try {
      const found = await host.inspect();
      carryOver = namesToCarry(found.carryOver.sizing);
      const own = found.own.filter((s) => s.kind === "sizing");
      keepRow.hidden = carryOver.length === 0;
      const inputs = own.find((s) => s.role === "inputs");
      if (inputs) {
        document.getElementById("keep-label")!.textContent =
          `Keep the values typed into the sheet “${inputs.sheet}” of the previous build (building again replaces its ${own.length} sheets)`;
      }
    } catch {
      keepRow.hidden = true;
    }
  };

  const setBusy = (busy: boolean): void => {
    for (const b of [buildButton, catalogButton]) b.toggleAttribute("disabled", busy);
  };
  const onProgress = (p: BuildProgress): void => {
    progress.hidden = false;
    progressBar.setAttribute("value", String(Math.round(p.fraction * 100)));
    progressText.textContent = p.sheet ? `${p.message} on “${p.sheet}”` : p.message;
  };
  const report = (intent: string, title: string, lines: readonly string[], table?: HTMLElement) => {
    outcome.replaceChildren(
      h(
        "fluent-message-bar",
        { intent, layout: "multiline", id: "outcome-bar" },
        h("div", { class: "outcome-title" }, title),
        ...lines.map((line) => h("div", { class: "outcome-line" }, line)),
        table
      )
    );
  };
  const succeeded = (result: BuildReport): void => {
    const summary = summarizeBuild(result);
    const table = summary.results.length
      ? h(
          "table",
          { class: "results" },
          ...summary.results.map((r) => h("tr", {}, h("th", {}, r.label), h("td", {}, r.value)))
        )
      : undefined;
    report(
      result.warnings.length ? "warning" : "success",
      summary.headline,
      summary.details,
      table
    );
  };
  const failed = (error: unknown): void => {
    const message =
      error instanceof BuildError
        ? error.message
        : `The workbook could not be built: ${error instanceof Error ? error.message : String(error)}`;
    report("error", "Nothing was built", [message]);
  };
  const run = async (action: () => Promise<BuildReport>, then?: () => void): Promise<void> => {
    setBusy(true);
    outcome.replaceChildren();
    try {
      succeeded(await action());
      then?.();
    } catch (error) {
      failed(error);
    } finally {
      progress.hidden = true;
      setBusy(false);
      await refresh();
    }
  };
  const yieldToUi = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  buildButton.addEventListener("click", () => {
    for (const view of views.values()) check(view);
    const { scenario, errors } = scenarioFromForm(form());
    if (!scenario) {
      const first = [...views.values()].find((v) => errors[v.field.key]);
      if (first?.row.closest("fluent-accordion-item"))
        first.row.closest("fluent-accordion-item")!.setAttribute("expanded", "");
      first?.input.focus();
      report("error", "Check the scenario", [
        `${Object.keys(errors).length} field(s) need a fix: ${Object.values(errors)[0]}`,
      ]);
      return;
    }
    const keeping = !keepRow.hidden && keep.checked ? carryOver : [];
    let used = scenario;
    // The form shows what was built, carried values included.
    void run(
      () =>
        host.build({
          kind: "sizing",
          carryOver: keeping,
          makeSpec: (carried) => {
            used = scenarioWithCarried(scenario, carried);
            return buildSizingWorkbook(used);
          },
          onProgress,
          yieldToUi,
        }),
      () => used !== scenario && show(formFromScenario(used))
    );
  });
  catalogButton.addEventListener("click", () => {
    void run(() =>
      host.build({ kind: "catalog", makeSpec: () => buildCatalogWorkbook(), onProgress, yieldToUi })
    );
  });

  if (!host.supported) {
    setBusy(true);
    report("warning", "This Excel cannot build the workbook", [
      "The workbook builder needs the Excel JavaScript API 1.9 (Excel 2019 or later, Microsoft 365, or Excel on the web). The EX.* functions work in this Excel.",
    ]);
    return;
  }
  void refresh();
}
