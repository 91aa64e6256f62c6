/**
 * The pane's actions: "Build sizing workbook" and "Add the array catalogs" in a bar that stays at the
 * bottom of the pane, the build's progress, and "Keep the values typed into the Inputs sheet".
 *
 * While a build runs the buttons stay focusable (aria-disabled, clicks ignored), so focus never falls
 * to <body>; the progress shows every step and the live region says one line per phase
 * (messages.ts, shouldAnnounce); when the build ends the outcome takes focus (outcome.ts).
 */
import { BuildReport } from "../render/office";
import { DEFAULT_SCENARIO, buildCatalogWorkbook, buildSizingWorkbook } from "../workbook";
import type { WorkbookScenario } from "../workbook/model";
import { Announcer } from "./announcer";
import { h } from "./dom";
import { formFromScenario, namesToCarry, scenarioFromForm, scenarioWithCarried } from "./fields";
import { ScenarioForm } from "./form";
import { PaneHost } from "./host";
import { Outcome, reportBuild, reportFailure, reportFixes } from "./outcome";
import { createProgress } from "./progress";
import { TierTableView } from "./tierTable";

export type Method = "equallogic" | "microsoft";

export interface BuildDeps {
  readonly host: PaneHost;
  readonly form: ScenarioForm;
  readonly tiers: TierTableView;
  readonly outcome: Outcome;
  readonly announcer: Announcer;
  readonly locale: string;
  readonly method: () => Method;
}

export interface BuildBar {
  /** The keep-inputs choice (placed above the bar) and the bar itself. */
  readonly keepRow: HTMLElement;
  readonly bar: HTMLElement;
  /** "Add the array catalogs", with what it does. */
  readonly catalogs: HTMLElement;
  /** Looks at the workbook for a previous build (whether to offer keeping its inputs). */
  refresh(): Promise<void>;
  /** Says what Build does for the chosen method (Microsoft: not available yet). */
  methodChanged(): void;
}

export const MICROSOFT_NOT_READY =
  "The Microsoft method's workbook is not available in this version yet: its sizing core is still being built. The tiers you enter stay here; Build makes nothing for this method.";

export function createBuildBar(deps: BuildDeps): BuildBar {
  const { host, form, outcome, announcer, locale } = deps;
  const keep = h("input", { type: "checkbox", id: "keep-inputs", checked: true });
  const keepLabel = h(
    "label",
    { for: "keep-inputs", id: "keep-label" },
    "Keep the values typed into the Inputs sheet"
  );
  const keepRow = h("div", { class: "check", id: "keep-row", hidden: true }, keep, keepLabel);

  const buildNote = h("p", { class: "hint", id: "build-note", hidden: true }, MICROSOFT_NOT_READY);
  const buildButton = h(
    "button",
    { type: "button", class: "primary", id: "build" },
    "Build sizing workbook"
  );
  const catalogButton = h(
    "button",
    { type: "button", class: "secondary", id: "catalogs" },
    "Add the array catalogs"
  );
  const progress = createProgress(announcer);
  const bar = h(
    "div",
    { class: "action-bar", id: "actions", role: "group", "aria-label": "Build" },
    progress.element,
    buildNote,
    h("div", { class: "buttons" }, buildButton)
  );
  // Only Build stays in view (a bar of one button leaves room at 200% zoom); the catalogs are a
  // section of their own at the end of the form.
  const catalogs = h(
    "section",
    { id: "catalog-section", "aria-labelledby": "catalogs-heading" },
    h("h2", { id: "catalogs-heading" }, "Array catalogs"),
    h(
      "p",
      { class: "hint", id: "catalogs-hint" },
      "The built-in capacity and IOPS catalogs (seed 000, Tables 12-13) as sheets of their own, without a sizing."
    ),
    catalogButton
  );
  catalogButton.setAttribute("aria-describedby", "catalogs-hint");

  let busy = false;
  const setBusy = (on: boolean): void => {
    busy = on;
    for (const b of [buildButton, catalogButton]) b.setAttribute("aria-disabled", String(on));
    bar.setAttribute("aria-busy", String(on));
  };

  let carryOver: readonly string[] = [];
  const refresh = async (): Promise<void> => {
    try {
      const found = await host.inspect();
      carryOver = namesToCarry(found.carryOver.sizing);
      const own = found.own.filter((s) => s.kind === "sizing");
      keepRow.hidden = carryOver.length === 0 || deps.method() !== "equallogic";
      const inputs = own.find((s) => s.role === "inputs");
      if (inputs) {
        keepLabel.textContent = `Keep the values typed into the sheet “${inputs.sheet}” of the previous build (building again replaces its ${own.length} sheets)`;
      }
    } catch {
      keepRow.hidden = true;
    }
  };

  const onProgress = progress.show;

  const run = async (action: () => Promise<BuildReport>, then?: () => void): Promise<void> => {
    setBusy(true);
    progress.start();
    outcome.clear();
    try {
      const result = await action();
      then?.();
      progress.hide();
      reportBuild(outcome, result);
    } catch (error) {
      progress.hide();
      reportFailure(outcome, error);
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const yieldToUi = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  const buildEqualLogic = (): void => {
    const failures = form.checkAll();
    const { scenario } = scenarioFromForm(form.values(), locale);
    if (failures.length > 0 || !scenario) {
      reportFixes(
        outcome,
        failures.map(({ field, message }) => ({
          message,
          id: field.view.input.id,
          focus: () => form.focusField(field.field.key),
        }))
      );
      return;
    }
    const keeping = !keepRow.hidden && keep.checked ? carryOver : [];
    let used: WorkbookScenario = scenario;
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
      // The form shows what was built, carried values included.
      () => used !== scenario && form.show(formFromScenario(used, locale))
    );
  };

  const buildMicrosoft = (): void => {
    const failures = deps.tiers.checkAll();
    if (failures.length > 0) {
      reportFixes(
        outcome,
        failures.map(({ input, message }) => ({
          message,
          id: input.id,
          focus: () => input.focus(),
        }))
      );
      return;
    }
    outcome.report("info", "Nothing was built", [MICROSOFT_NOT_READY]);
  };

  buildButton.addEventListener("click", () => {
    if (busy || !host.supported) return;
    if (deps.method() === "microsoft") buildMicrosoft();
    else buildEqualLogic();
  });
  catalogButton.addEventListener("click", () => {
    if (busy || !host.supported) return;
    void run(() =>
      host.build({ kind: "catalog", makeSpec: () => buildCatalogWorkbook(), onProgress, yieldToUi })
    );
  });

  if (!host.supported) {
    setBusy(true);
    outcome.report(
      "warning",
      "This Excel cannot build the workbook",
      [
        "The workbook builder needs the Excel JavaScript API 1.9 (Excel 2019 or later, Microsoft 365, or Excel on the web). The EX.* functions work in this Excel.",
      ],
      false
    );
    for (const b of [buildButton, catalogButton])
      b.setAttribute("aria-describedby", "outcome-title");
  }
  form.show(formFromScenario(DEFAULT_SCENARIO, locale));

  return {
    keepRow,
    bar,
    catalogs,
    refresh,
    methodChanged() {
      const microsoft = deps.method() === "microsoft";
      buildNote.hidden = !microsoft;
      if (microsoft) {
        buildButton.setAttribute("aria-describedby", "build-note");
        keepRow.hidden = true;
      } else {
        buildButton.removeAttribute("aria-describedby");
        void refresh();
      }
    },
  };
}
