import { NamedRange, SheetSpec, WorkbookScenario, WorkbookSpec } from "./model";
import { DEFAULT_SCENARIO, checkWorkbookScenario, scenarioSizingInput } from "./workbookScenario";
import { STYLES } from "./styles";
import { printHeaderFooter } from "./printSetup";
import { CATALOG_TEMPLATES, SIZING_TEMPLATES, SheetTemplate } from "./templates";

/** Builds each template in order, handing each the names the sheets before it defined. */
function buildWorkbook(
  title: string,
  templates: readonly SheetTemplate[],
  scenario: WorkbookScenario,
  date: Date
): WorkbookSpec {
  const { input, options } = scenarioSizingInput(scenario);
  const sheets: SheetSpec[] = [];
  const names: NamedRange[] = [];
  for (const template of templates) {
    const built = template.build({ scenario, input, options, date, names: [...names] });
    if (built.sheet.name !== template.name || built.sheet.role !== template.role) {
      throw new Error(`template ${template.name} built a different sheet (${built.sheet.name})`);
    }
    // Every printed page names the customer, project and date, and its page (printSetup.ts).
    const print = built.sheet.print;
    const json = { customer: scenario.customer, project: scenario.project };
    sheets.push(
      print
        ? { ...built.sheet, print: { ...printHeaderFooter({ json, date }), ...print } }
        : built.sheet
    );
    names.push(...built.names);
  }
  return { title, sheets, names, styles: STYLES, activeSheet: sheets[0].name };
}

/**
 * The sizing workbook of a scenario: Summary, Inputs, Tables 14-17, Array selection, the catalogs
 * and Notes, every number a native formula over named inputs (no EX.* functions, no macros).
 * The scenario is checked first (checkWorkbookScenario's rules); `date` is the Summary's date
 * (default today), written as a literal date.
 */
export function buildSizingWorkbook(
  scenario: WorkbookScenario,
  opts: { readonly date?: Date } = {}
): WorkbookSpec {
  const checked = checkWorkbookScenario(scenario);
  const title = `Exchange mailbox storage sizing${checked.customer ? ` for ${checked.customer}` : ""}`;
  return buildWorkbook(title, SIZING_TEMPLATES, checked, opts.date ?? new Date());
}

/** The capacity and IOPS catalog sheets alone, as Excel tables with their sources. */
export function buildCatalogWorkbook(): WorkbookSpec {
  return buildWorkbook("ExSize array catalogs", CATALOG_TEMPLATES, DEFAULT_SCENARIO, new Date());
}
