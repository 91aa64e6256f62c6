import type { Step } from "../../core/formula";
import type { CellValue } from "../../core/microsoft/evaluate";
import type { MicrosoftScenario } from "../../core/microsoft/scenario/parse";
import type { NamedRange, SheetRole } from "../model";
import type { BuiltSheet } from "../templates/template";

/** What every sheet of the Microsoft workbook gets: the scenario, checked, its steps and the core's values. */
export interface MicrosoftContext {
  /** The scenario as given (project, customer, ...). */
  readonly json: Readonly<Record<string, unknown>>;
  readonly scenario: MicrosoftScenario;
  /** Every step of the method as the workbook writes it (workbookSteps.ts). */
  readonly steps: readonly Step[];
  /** The core's value of every step, and of diskGroupSize (the calculator's VBA value). */
  readonly values: ReadonlyMap<string, CellValue>;
  /** The date the Summary shows (a literal date). */
  readonly date: Date;
  /** The names the sheets before this one defined. */
  readonly names: readonly NamedRange[];
  /**
   * The sheets this workbook leaves out (buildMicrosoftWorkbook's omitSheets): a sheet must not read a
   * name one of them defines. The Compare workbook's designs leave out the Activation scenarios and
   * Mailbox growth sheets (docs/compare.md); where the Replication sheet is left out, the Summary drops
   * its replication rows.
   */
  readonly omitSheets: readonly string[];
  /**
   * "compact": the Replication sheet holds only the figures the Summary and a comparison read and the
   * steps they need (replicationCompactSheet.ts), as the Compare workbook's designs carry it; "full"
   * (or absent): the whole sheet, as exsize workbook builds it.
   */
  readonly replicationSheet?: "full" | "compact";
}

/** One sheet of the Microsoft workbook (as SheetTemplate is for the Dell workbook). */
export interface MicrosoftTemplate {
  readonly name: string;
  readonly role: SheetRole;
  build(context: MicrosoftContext): BuiltSheet;
}

/** The sheet names of the Microsoft workbook (at most 31 characters, Excel's limit). */
export const MS_SHEETS = {
  summary: "Summary",
  inputs: "Inputs",
  profile: "Tier profile",
  design: "Databases and servers",
  failure: "Failure modes",
  /** Exchange 2019 and SE's MetaCache Database (issue 30, metaCacheSheet.ts); every figure "--" for 2013 and 2016. */
  metaCache: "MetaCache",
  replication: "Replication",
  activation: "Activation scenarios",
  growth: "Mailbox growth",
  layout: "Copy layout",
  notes: "Notes",
} as const;
