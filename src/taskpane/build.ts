/**
 * The pane's actions: "Build sizing workbook" and "Add the array catalogs" in a bar that stays at the
 * bottom of the pane, the build's progress, and "Keep the values typed into the Inputs sheet".
 *
 * While a build runs the buttons stay focusable (aria-disabled, clicks ignored), so focus never falls
 * to <body>; the progress shows every step and the live region says one line per phase
 * (messages.ts, shouldAnnounce); when the build ends the outcome takes focus (outcome.ts).
 */
import { BuildReport } from "../render/office";
import {
  DEFAULT_SCENARIO,
  buildCatalogWorkbook,
  buildSizingWorkbook,
  checkWorkbookScenario,
} from "../workbook";
import { buildMicrosoftWorkbook } from "../workbook/microsoft/build";
import type { WorkbookScenario, WorkbookSpec } from "../workbook/model";
import { Announcer } from "./announcer";
import { h, paneSection } from "./dom";
import { formFromScenario, namesToCarry, scenarioFromForm, scenarioWithCarried } from "./fields";
import { ScenarioForm } from "./form";
import { PaneHost } from "./host";
import { EnvironmentForm } from "./msEnvironmentForm";
import { microsoftDesign, microsoftFormFailures, resolvedDesign } from "./msFormChecks";
import { processorRows } from "./processorCatalog";
import { Outcome, reportBuild, reportFailure, reportFixes } from "./outcome";
import { ProgressView, createProgress } from "./progress";
import { TierTableView } from "./tierTable";
import { tiersFromScenario } from "./tiers";
import { envFromScenario, withProcessorModels } from "./msEnvironment";
import { SizingError } from "../core/errors";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";

export type Method = "equallogic" | "microsoft";

export interface BuildDeps {
  readonly host: PaneHost;
  readonly form: ScenarioForm;
  readonly tiers: TierTableView;
  readonly environment: EnvironmentForm;
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
  /** Follows the chosen method (the keep-inputs choice is the EqualLogic build's). */
  methodChanged(): void;
  /**
   * The chosen method's scenario as a scenario file holds it (Build's checks), or undefined once the
   * fields to fix are shown: what "Save this design" keeps.
   */
  scenario(): Readonly<Record<string, unknown>> | undefined;
  /** Builds the Compare workbook (`makeSpec`) with Build's busy state, progress and outcome. */
  compare(makeSpec: () => WorkbookSpec): void;
  /**
   * What is typed in both methods' forms, as one comparable text (the method choice left out):
   * whether the form changed since a design was saved or opened.
   */
  formState(): string;
  /**
   * Puts a scenario file's object (a saved design's) back into its method's form: the Dell form
   * through formFromScenario, as on start; the tiers and environment through tiersFromScenario and
   * envFromScenario. Read first as `exsize workbook` / `exsize size` read it; a scenario they refuse
   * changes nothing and its message is returned. The method choice is the pane's.
   */
  show(
    scenario: Readonly<Record<string, unknown>>
  ): { readonly method: Method } | { readonly problem: string };
}

export function createBuildBar(deps: BuildDeps): BuildBar {
  return new BuildActions(deps);
}

const UNSUPPORTED =
  "The workbook builder needs the Excel JavaScript API 1.9 (Excel 2019 or later, Microsoft 365, or Excel on the web). The EX.* functions work in this Excel.";

const yieldToUi = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The buttons, their busy state, and the two builds (EqualLogic's and Microsoft's). */
class BuildActions implements BuildBar {
  readonly bar: HTMLElement;
  readonly catalogs: HTMLElement;
  readonly keepRow: HTMLElement;
  private readonly keep: ReturnType<typeof createKeepInputs>;
  private readonly progress: ProgressView;
  private readonly buildButton = h(
    "button",
    { type: "button", class: "primary", id: "build" },
    "Build sizing workbook"
  );
  private readonly catalogButton = h(
    "button",
    { type: "button", class: "secondary", id: "catalogs" },
    "Add the array catalogs"
  );
  private busy = false;

  constructor(private readonly deps: BuildDeps) {
    this.keep = createKeepInputs(deps.host, () => deps.method() === "equallogic");
    this.keepRow = this.keep.row;
    this.progress = createProgress(deps.announcer);
    this.bar = h(
      "div",
      { class: "action-bar", id: "actions", role: "group", "aria-label": "Build" },
      this.progress.element,
      h("div", { class: "buttons" }, this.buildButton)
    );
    this.catalogs = catalogSection(this.catalogButton);
    this.buildButton.addEventListener("click", () => {
      if (this.busy || !deps.host.supported) return;
      if (deps.method() === "microsoft") this.buildMicrosoft();
      else this.buildEqualLogic();
    });
    this.catalogButton.addEventListener("click", () => {
      if (this.busy || !deps.host.supported) return;
      void this.run(() =>
        deps.host.build({
          kind: "catalog",
          makeSpec: () => buildCatalogWorkbook(),
          onProgress: this.progress.show,
          yieldToUi,
        })
      );
    });
    if (!deps.host.supported) {
      this.setBusy(true);
      deps.outcome.report("warning", "This Excel cannot build the workbook", [UNSUPPORTED], false);
      this.buildButton.setAttribute("aria-describedby", "outcome-title");
      this.catalogButton.setAttribute("aria-describedby", "outcome-title catalogs-hint");
    }
    deps.form.show(formFromScenario(DEFAULT_SCENARIO, deps.locale));
  }

  refresh(): Promise<void> {
    return this.keep.refresh();
  }

  methodChanged(): void {
    if (this.deps.method() === "microsoft") this.keep.row.hidden = true;
    // An Excel that cannot build is not looked at (mount does not either).
    else if (this.deps.host.supported) void this.refresh();
  }

  scenario(): Readonly<Record<string, unknown>> | undefined {
    if (this.deps.method() === "microsoft") return this.microsoftScenario();
    const scenario = this.equalLogicScenario();
    return scenario && { ...scenario };
  }

  formState(): string {
    const { form, tiers, environment } = this.deps;
    return JSON.stringify({
      dell: form.values(),
      tiers: tiers.table().tiers.map((t) => [t.name, t.values]),
      environment: environment.texts(),
    });
  }

  show(
    scenario: Readonly<Record<string, unknown>>
  ): { readonly method: Method } | { readonly problem: string } {
    const { form, tiers, environment, locale } = this.deps;
    // A Dell build that keeps the Inputs sheet's values shows them in the form when it ends.
    if (this.busy) return { problem: "a build is running: open it once the build has finished." };
    try {
      if (scenario.method === "microsoft") {
        // Its processor models are checked once the catalog is loaded (environment.show starts it).
        parseMicrosoftScenario(withProcessorModels(scenario, processorRows()));
        const list = Array.isArray(scenario.tiers)
          ? (scenario.tiers as Record<string, unknown>[])
          : [];
        tiers.show(tiersFromScenario(list, locale));
        environment.show(envFromScenario(scenario, locale));
        return { method: "microsoft" };
      }
      form.show(formFromScenario(checkWorkbookScenario(scenario), locale));
      return { method: "equallogic" };
    } catch (error) {
      if (error instanceof SizingError) return { problem: error.message };
      throw error;
    }
  }

  compare(makeSpec: () => WorkbookSpec): void {
    if (!this.deps.host.supported) {
      this.deps.announcer.say(UNSUPPORTED);
      return;
    }
    if (this.busy) {
      this.deps.announcer.say("A build is running: compare once it has finished.");
      return;
    }
    void this.run(() =>
      this.deps.host.build({
        kind: "compare",
        makeSpec,
        onProgress: this.progress.show,
        yieldToUi,
      })
    );
  }

  /** Buttons stay focusable while busy (aria-disabled), so focus never falls to <body>. */
  private setBusy(on: boolean): void {
    this.busy = on;
    for (const b of [this.buildButton, this.catalogButton])
      b.setAttribute("aria-disabled", String(on));
  }

  private async run(action: () => Promise<BuildReport>, then?: () => void): Promise<void> {
    const { outcome } = this.deps;
    this.setBusy(true);
    this.progress.start();
    outcome.clear();
    try {
      const result = await action();
      then?.();
      this.progress.hide();
      reportBuild(outcome, result);
    } catch (error) {
      this.progress.hide();
      reportFailure(outcome, error);
    } finally {
      this.setBusy(false);
      await this.refresh();
    }
  }

  /** The form's scenario, or undefined once its fields to fix are shown. */
  private equalLogicScenario(): WorkbookScenario | undefined {
    const { form, outcome, locale } = this.deps;
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
      return undefined;
    }
    return scenario;
  }

  private buildEqualLogic(): void {
    const { form, locale, host } = this.deps;
    const scenario = this.equalLogicScenario();
    if (!scenario) return;
    const keeping = this.keep.keeping();
    let used: WorkbookScenario = scenario;
    void this.run(
      () =>
        host.build({
          kind: "sizing",
          carryOver: keeping,
          makeSpec: (carried) => {
            used = scenarioWithCarried(scenario, carried);
            return buildSizingWorkbook(used);
          },
          onProgress: this.progress.show,
          yieldToUi,
        }),
      // The form shows what was built, carried values included.
      () => used !== scenario && form.show(formFromScenario(used, locale))
    );
  }

  /**
   * Checks the tiers and the environment (the core's rules, as `exsize size`), then builds the
   * Microsoft method's workbook through the same office-js builder as EqualLogic's: 3 syncs, the
   * user's sheets untouched (a clash gets "(2)"), a failed build undone. The workbook is made inside
   * the build, so a design the core refuses is reported as the build's failure, with nothing written.
   */
  private buildMicrosoft(): void {
    const scenario = this.microsoftScenario();
    if (!scenario) return;
    void this.run(async () => {
      const resolved = await resolvedDesign(scenario);
      return this.deps.host.build({
        kind: "microsoft",
        makeSpec: () => buildMicrosoftWorkbook(resolved),
        onProgress: this.progress.show,
        yieldToUi,
      });
    });
  }

  /** The tiers and environment as a scenario, or undefined once their fields to fix are shown. */
  private microsoftScenario(): Readonly<Record<string, unknown>> | undefined {
    const { outcome, tiers, environment, locale } = this.deps;
    const failures = microsoftFormFailures(tiers, environment);
    if (failures.length > 0) {
      reportFixes(outcome, failures);
      return undefined;
    }
    return microsoftDesign(environment, tiers, locale);
  }
}

/** "Keep the values typed into the Inputs sheet", offered when the workbook holds a previous build. */
function createKeepInputs(
  host: PaneHost,
  offered: () => boolean
): { row: HTMLElement; refresh(): Promise<void>; keeping(): readonly string[] } {
  const keep = h("input", { type: "checkbox", id: "keep-inputs", checked: true });
  const label = h(
    "label",
    { for: "keep-inputs", id: "keep-label" },
    "Keep the values typed into the Inputs sheet"
  );
  const row = h("div", { class: "check", id: "keep-row", hidden: true }, keep, label);
  let carryOver: readonly string[] = [];
  return {
    row,
    async refresh() {
      try {
        const found = await host.inspect();
        carryOver = namesToCarry(found.carryOver.sizing);
        const own = found.own.filter((s) => s.kind === "sizing");
        row.hidden = carryOver.length === 0 || !offered();
        const inputs = own.find((s) => s.role === "inputs");
        if (inputs) {
          label.textContent = `Keep the values typed into the sheet “${inputs.sheet}” of the previous build (building again replaces its ${own.length} sheets)`;
        }
      } catch {
        row.hidden = true;
      }
    },
    keeping: () => (!row.hidden && keep.checked ? carryOver : []),
  };
}

/**
 * "Add the array catalogs" in a section of its own at the end of the form: only Build stays in the
 * sticky bar, so the bar leaves room for the form at 200% zoom.
 */
function catalogSection(button: HTMLElement): HTMLElement {
  button.setAttribute("aria-describedby", "catalogs-hint");
  return paneSection(
    "catalog-section",
    "catalogs-heading",
    "Array catalogs",
    "The built-in capacity and IOPS catalogs (seed 000, Tables 12-13) as sheets of their own, without a sizing.",
    "catalogs-hint",
    button
  );
}
