import { ScenarioInput, SizingOptions } from "../../core";
import { NamedRange, SheetRole, SheetSpec, WorkbookScenario } from "../model";

/** What every template gets: the scenario, checked, and the core's view of it. */
export interface TemplateContext {
  readonly scenario: WorkbookScenario;
  readonly input: ScenarioInput;
  readonly options: SizingOptions;
  /** The date the Summary shows (a literal date, never TODAY()). */
  readonly date: Date;
  /** The names the sheets before this one defined (the Notes sheet lists them all). */
  readonly names: readonly NamedRange[];
}

/** A sheet and the workbook-scoped names pointing into it. */
export interface BuiltSheet {
  readonly sheet: SheetSpec;
  readonly names: readonly NamedRange[];
}

/**
 * One sheet of a workbook. Sheets refer to each other only through names, so a template knows no
 * other sheet's layout; add a sheet by adding a template to the list in templates/index.ts.
 */
export interface SheetTemplate {
  readonly name: string;
  readonly role: SheetRole;
  build(context: TemplateContext): BuiltSheet;
}
