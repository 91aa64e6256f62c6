/**
 * The task pane's UI (a chunk loaded only when the pane is shown). mount puts together:
 *   - the method choice: Microsoft's calculator, the method consultants use today, chosen when the pane
 *     opens (OPENING_METHOD), or the Dell EqualLogic method (seed 000), one choice away;
 *   - form.ts, the EqualLogic scenario form; tierTable.ts and msEnvironmentForm.ts, the Microsoft
 *     method's tiers and environment (its workbook: src/workbook/microsoft/);
 *   - designList.ts, the designs saved in the workbook and their Compare (issue 13);
 *   - deploymentSection.ts, the Microsoft design's deployment files (exsize deploy's) as downloads;
 *   - build.ts, the actions and their progress; outcome.ts, what happened; announcer.ts, the one
 *     polite live region; theme.ts, Office's theme.
 * Native HTML controls on Fluent's design tokens (setTheme), so they look like Office and every
 * label, description and state is on the element that takes input.
 */
import { createAnnouncer } from "./announcer";
import { Method, createBuildBar } from "./build";
import { createDeploymentSection } from "./deploymentSection";
import { h } from "./dom";
import { createScenarioForm } from "./form";
import { PaneHost, officeHost } from "./host";
import { createOutcome } from "./outcome";
import { PANE_CSS } from "./paneStyles";
import { followOfficeTheme } from "./theme";
import { createEnvironmentForm } from "./msEnvironmentForm";
import { createTierTable } from "./tierTable";
import { compareSpec } from "./compare";
import { createDesignList } from "./designList";
import { DesignStore, officeDesignStore } from "./designStore";
import { createMeasureSection } from "./measure/measureSection";
import { createSearchSection } from "./search/searchSection";

/** Office's display language (numbers are read in it), else the browser's. */
function displayLocale(): string {
  try {
    const office = typeof Office === "undefined" ? undefined : Office.context?.displayLanguage;
    return office || navigator.language || "en-US";
  } catch {
    return navigator.language || "en-US";
  }
}

/** The method the pane opens on: Microsoft's calculator (issue 33). */
export const OPENING_METHOD: Method = "microsoft";

function methodChoice(onChange: (method: Method) => void): HTMLElement {
  const choices: { value: Method; label: string }[] = [
    { value: "microsoft", label: "Microsoft calculator method, by tiers" },
    { value: "equallogic", label: "Dell EqualLogic method (seed 000, Tables 14-17)" },
  ];
  const element = h(
    "fieldset",
    { class: "choices", id: "method" },
    h("legend", {}, "Sizing method"),
    ...choices.map((c) =>
      h(
        "div",
        { class: "choice" },
        h("input", {
          type: "radio",
          name: "method",
          value: c.value,
          id: `method-${c.value}`,
          checked: c.value === OPENING_METHOD,
        }),
        h("label", { for: `method-${c.value}` }, c.label)
      )
    )
  );
  element.addEventListener("change", (event) =>
    onChange((event.target as HTMLInputElement).value as Method)
  );
  return element;
}

/**
 * Mounts the pane into `root`. `host` is Excel and `store` the workbook's saved designs (tests pass
 * their own).
 */
export function mount(
  root: HTMLElement | null,
  host: PaneHost = officeHost(),
  store: DesignStore = officeDesignStore()
): void {
  if (!root) return;
  document.head.append(h("style", {}, PANE_CSS));
  followOfficeTheme(document.documentElement);
  const locale = displayLocale();

  const announcer = createAnnouncer();
  const outcome = createOutcome();
  const form = createScenarioForm(locale, announcer);
  const tiers = createTierTable(locale, announcer);
  const environment = createEnvironmentForm(locale, announcer);
  tiers.element.append(createMeasureSection({ tiers, environment, announcer, locale }).element);
  const deployment = createDeploymentSection({ tiers, environment, announcer, locale });
  let method: Method = OPENING_METHOD;
  const actions = createBuildBar({
    host,
    form,
    tiers,
    environment,
    outcome,
    announcer,
    locale,
    method: () => method,
  });
  const showMethod = (next: Method): void => {
    method = next;
    form.element.hidden = next !== "equallogic";
    tiers.element.hidden = next !== "microsoft";
    environment.element.hidden = next !== "microsoft";
    deployment.element.hidden = next !== "microsoft";
    search.element.hidden = next !== "microsoft";
    actions.methodChanged();
  };
  // The search, shown with Microsoft's method (whose designs it finds).
  const search = createSearchSection(announcer, locale, actions);
  showMethod(OPENING_METHOD);
  const choice = methodChoice(showMethod);
  // What the form held when a design was last saved or opened (or the pane opened): Open asks
  // before replacing anything typed since.
  let clean = actions.formState();
  const designs = createDesignList({
    store,
    announcer,
    scenario: () => actions.scenario(),
    compare: (ticked) => actions.compare(() => compareSpec(ticked)),
    unsaved: () => actions.formState() !== clean,
    saved: () => (clean = actions.formState()),
    open: (design) => {
      const shown = actions.show(design.scenario);
      if ("problem" in shown) return shown.problem;
      (choice.querySelector(`#method-${shown.method}`) as HTMLInputElement).checked = true;
      showMethod(shown.method);
      deployment.designChanged();
      clean = actions.formState();
      // The opened form's first box (the project's name, or the first tier's name).
      const section = shown.method === "microsoft" ? tiers.element : form.element;
      section.querySelector("input")?.focus();
      return undefined;
    },
  });

  root.replaceChildren(
    h(
      "div",
      { class: "content" },
      h(
        "header",
        {},
        h("h1", {}, "Exchange mailbox storage sizing"),
        h(
          "p",
          { class: "lead" },
          "Builds a sizing workbook in this workbook. It adds its own sheets and never changes yours."
        )
      ),
      choice,
      form.element,
      tiers.element,
      environment.element,
      deployment.element,
      search.element,
      designs.element,
      actions.catalogs,
      actions.keepRow,
      outcome.element
    ),
    actions.bar,
    announcer.element
  );
  // A deployment file list is for the design it was made from (tier buttons change the table too).
  for (const type of ["input", "change", "click"])
    root.addEventListener(type, () => deployment.designChanged());
  // Tab never hides a focused field under the action bar (WCAG 2.4.11): the page scrolls with a
  // bottom padding as tall as the bar.
  const pad = (): void => {
    document.documentElement.style.scrollPaddingBottom = `${actions.bar.offsetHeight + 8}px`;
  };
  pad();
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(pad).observe(actions.bar);
  if (host.supported) void actions.refresh();
}
