/**
 * "Deployment files" (Microsoft method only): the 16 deployment inputs in the calculator's four groups
 * (deployment.ts DEPLOYMENT_GROUPS: names, domain controllers, witness, DAG network; each group a
 * fieldset; text boxes, a drop-down for each choice, a tick box for manual network configuration),
 * "Every DAG", "Prepare the files", and then each of `exsize deploy`'s
 * eight files as a download, with all of them as one .zip; with "Every DAG", one .zip per DAG and one
 * with a folder per DAG, as `exsize deploy --all-dags` writes them (deployment.ts holds the data: the
 * same core calls as the CLI, so the same bytes).
 *
 * - Prepare checks the tiers and the environment as Build does (the fields to fix are listed, each a
 *   link to its field), then asks the core. A refusal shows the core's message, naming its key, in the
 *   section's own outcome (outcome.ts: it takes focus) and on the prefix field it is about; no file is
 *   offered. Files ready: the outcome says so and takes focus; the list follows it.
 * - Each file is an <a download> on a Blob's object URL (fileList.ts). The URLs live as long as the
 *   list: they are revoked when the list is replaced or cleared (the design changed, Prepare again,
 *   the page hidden).
 * - The list is for the design it was made from: typing in the form clears it ("prepare them again"),
 *   and a link pressed after a change the pane did not see (the form compared again) downloads nothing.
 * - Where the webview does not save downloads (Excel on Mac: office-js issues 3385, 4681), each file
 *   has Copy (fileList.ts, clipboard.ts), and the hint names `exsize deploy`.
 */
import { Announcer } from "./announcer";
import {
  DEPLOYMENT_FIELDS,
  DEPLOYMENT_GROUPS,
  DeploymentField,
  deploymentFiles,
  deploymentInputsOf,
  downloadsOf,
  fieldMessage,
  fieldOfKey,
  isTemplate,
} from "./deployment";
import { h, paneSection } from "./dom";
import { createFieldView, createSelectRow } from "./fieldView";
import { createFileList } from "./fileList";
import { EnvironmentForm } from "./msEnvironmentForm";
import { microsoftDesign, microsoftFormFailures, resolvedDesign } from "./msFormChecks";
import { FieldToFix, createOutcome, reportFixes } from "./outcome";
import { TierTableView } from "./tierTable";

export interface DeploymentDeps {
  readonly tiers: TierTableView;
  readonly environment: EnvironmentForm;
  readonly announcer: Announcer;
  readonly locale: string;
}

export interface DeploymentSection {
  readonly element: HTMLElement;
  /** The form may have changed: a list made from another design is cleared. */
  designChanged(): void;
}

export function createDeploymentSection(deps: DeploymentDeps): DeploymentSection {
  const { tiers, environment, announcer, locale } = deps;
  const fieldViews = new Map<string, InputControl>();
  const control = (f: DeploymentField): InputControl => {
    if (f.control === "choice") return choiceControl(f);
    if (f.control === "check") return checkControl(f);
    const view = createFieldView({
      id: `deploy-${f.key}`,
      label: f.label,
      hint: f.hint,
      numeric: f.port,
      placeholder: f.placeholder,
    });
    view.input.name = f.key;
    const check = () => view.showMessage(fieldMessage(f, view.input.value));
    view.input.addEventListener("input", () => {
      if (view.message() !== undefined) check();
    });
    view.input.addEventListener("change", () => {
      const before = view.message();
      check();
      const now = view.message();
      if (now && now !== before) announcer.say(now);
    });
    return {
      row: view.row,
      input: view.input,
      read: () => view.input.value,
      showMessage: (m) => view.showMessage(m),
    };
  };
  for (const f of DEPLOYMENT_FIELDS) fieldViews.set(f.key, control(f));
  // The calculator's groups, each a fieldset named by its legend.
  const fields = DEPLOYMENT_GROUPS.map((g) =>
    h(
      "fieldset",
      {
        class: "deploy-group",
        id: `deploy-group-${g.id}`,
        "aria-describedby": `deploy-group-${g.id}-source`,
      },
      h("legend", {}, g.title),
      h("p", { class: "hint", id: `deploy-group-${g.id}-source` }, g.source),
      ...g.keys.map((k) => fieldViews.get(k)!.row)
    )
  );
  const allDags = h("input", { type: "checkbox", id: "deploy-all-dags" });
  const allDagsRow = h(
    "div",
    { class: "check", id: "deploy-all-dags-row" },
    allDags,
    h(
      "label",
      { for: "deploy-all-dags", id: "deploy-all-dags-label" },
      "Every DAG: a .zip per DAG, nn written as its number (exsize deploy --all-dags)"
    )
  );
  allDags.addEventListener("change", () => {
    if (madeFrom !== undefined) stale();
  });
  const design = () =>
    microsoftDesign(
      environment,
      tiers,
      locale,
      deploymentInputsOf(Object.fromEntries([...fieldViews].map(([k, v]) => [k, v.read()])))
    );
  /** What the list was made from; undefined when no list is shown. */
  let madeFrom: string | undefined;
  const current = (): string => {
    try {
      return JSON.stringify([design(), allDags.checked]);
    } catch {
      return "unreadable";
    }
  };

  const outcome = createOutcome("deploy-outcome");
  const list = createFileList({
    id: "deploy-files",
    rowIds: "deploy-file",
    announcer,
    locale,
    stillValid: () => madeFrom === current(),
    onStale: () => stale(),
  });
  const clearList = () => {
    list.clear();
    madeFrom = undefined;
  };
  const stale = () => {
    clearList();
    outcome.report(
      "info",
      "The design changed",
      ["Prepare the files again to download them for the design as it is now."],
      false
    );
    announcer.say("The design changed: the deployment files were cleared.");
  };

  const prepare = async () => {
    clearList();
    for (const f of DEPLOYMENT_FIELDS) fieldViews.get(f.key)!.showMessage(undefined);
    const failures: FieldToFix[] = [
      ...microsoftFormFailures(tiers, environment),
      ...DEPLOYMENT_FIELDS.flatMap((f) => {
        const view = fieldViews.get(f.key)!;
        const message = fieldMessage(f, view.read());
        view.showMessage(message);
        return message ? [{ message, id: view.input.id, focus: () => view.input.focus() }] : [];
      }),
    ];
    if (failures.length > 0) return reportFixes(outcome, failures);
    const made = current();
    let result: ReturnType<typeof deploymentFiles>;
    try {
      result = deploymentFiles(await resolvedDesign(design()), allDags.checked);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return outcome.report("error", "No deployment files", [
        `The files could not be made: ${message}`,
      ]);
    }
    if (!result.ok) {
      const field = fieldOfKey(result.key);
      if (field) {
        const view = fieldViews.get(field.key)!;
        view.showMessage(result.message);
        return reportFixes(outcome, [
          { message: result.message, id: view.input.id, focus: () => view.input.focus() },
        ]);
      }
      return outcome.report("error", "No deployment files", [result.message]);
    }
    list.show(
      downloadsOf(result.dags, new Date()).map(({ name, content, type, description }) => ({
        name,
        ...(typeof content === "string" ? { text: content } : {}),
        blob: new Blob([content as BlobPart], { type }),
        description,
      }))
    );
    madeFrom = made;
    if (isTemplate(result.dags))
      outcome.report(
        "success",
        `${Object.keys(result.dags[0].files).length} deployment files ready`,
        [
          "The same files as exsize deploy writes for this design: one DAG's files, the calculator's template; nn stands for the DAG number. Every DAG gives each DAG's.",
        ]
      );
    else
      outcome.report("success", `${result.dags.length} DAGs' deployment files ready`, [
        "The same files as exsize deploy --all-dags writes for this design: a .zip per DAG, nn written as its number.",
      ]);
  };

  const button = h(
    "button",
    { type: "button", class: "secondary", id: "deploy-prepare", "aria-describedby": "deploy-hint" },
    "Prepare the files"
  );
  button.addEventListener("click", () => {
    prepare().catch((error: unknown) => {
      clearList();
      const message = error instanceof Error ? error.message : String(error);
      outcome.report("error", "No deployment files", [`The files could not be made: ${message}`]);
    });
  });

  const element = paneSection(
    "deploy-section",
    "deploy-heading",
    "Deployment files",
    "The CSV files and PowerShell scripts the calculator's export buttons write for this design: servers, databases, copies, the DAG, disks. By default one DAG's files with nn for the DAG number, as the calculator writes them. Where Excel does not save downloads (Excel on Mac), use Copy, or run exsize deploy with the same scenario.",
    "deploy-hint",
    ...fields,
    allDagsRow,
    button,
    outcome.element,
    list.element
  );
  return {
    element,
    designChanged() {
      if (madeFrom !== undefined && madeFrom !== current()) stale();
    },
  };
}

/** One deployment input as the section reads it: its row, the element that takes input, its text. */
interface InputControl {
  readonly row: HTMLElement;
  readonly input: HTMLInputElement | HTMLSelectElement;
  /** The field's text as deployment.ts's fieldValue reads it. */
  read(): string;
  showMessage(message: string | undefined): void;
}

/** A drop-down of the scenario's words, the calculator's value selected; its hint names the source. */
function choiceControl(f: DeploymentField): InputControl {
  const { row, select } = createSelectRow(
    `deploy-${f.key}`,
    f.label,
    f.hint,
    f.choices.map((c) => [c, c])
  );
  select.name = f.key;
  select.value = f.calculatorValue;
  return { row, input: select, read: () => select.value, showMessage: () => undefined };
}

/** A tick box, clear as the calculator's False; its hint names the source. */
function checkControl(f: DeploymentField): InputControl {
  const id = `deploy-${f.key}`;
  const box = h("input", {
    type: "checkbox",
    id,
    name: f.key,
    "aria-describedby": `${id}-hint`,
  }) as HTMLInputElement;
  const row = h(
    "div",
    { class: "field" },
    h("div", { class: "check" }, box, h("label", { for: id, id: `${id}-label` }, f.label)),
    h("div", { class: "hint", id: `${id}-hint` }, f.hint)
  );
  return { row, input: box, read: () => (box.checked ? "true" : ""), showMessage: () => undefined };
}
