import { PROCESSOR_ROLES } from "../catalog/processorModels";
import { withProcessorModels } from "./msEnvironment";
import { EnvironmentForm } from "./msEnvironmentForm";
import { FieldToFix } from "./outcome";
import { loadProcessorRows } from "./processorCatalog";
import { TierTableView } from "./tierTable";
import { tiersToScenario } from "./tiers";

/**
 * The Microsoft form's fields to fix: every tier cell, then every environment input, checked by the
 * core's own reader (as `exsize size` checks a scenario). Build and Prepare the deployment files both
 * refuse to go on while any is listed.
 * Example: a tier's mailboxes of -1 gives one entry, its message naming mailboxes, focusing that cell.
 */
export function microsoftFormFailures(
  tiers: TierTableView,
  environment: EnvironmentForm
): FieldToFix[] {
  return [
    ...tiers.checkAll().map(({ input, message }) => ({
      message,
      id: input.id,
      focus: () => input.focus(),
    })),
    ...environment
      .checkAll()
      .map(({ input, message, focus }) => ({ message, id: input.id, focus })),
  ];
}

/**
 * The Microsoft form's design as a scenario file holds it (what "Save this design" keeps and
 * `exsize size` reads): the environment's typed keys, the tiers, and `more` (the deployment inputs).
 */
export function microsoftDesign(
  environment: EnvironmentForm,
  tiers: TierTableView,
  locale: string,
  more: Readonly<Record<string, unknown>> = {}
): Record<string, unknown> {
  return {
    method: "microsoft",
    ...environment.scenario(),
    tiers: tiersToScenario(tiers.table(), locale),
    ...more,
  };
}

/**
 * A design as the CLI reads it from a file: its processor models resolved by ExSize's catalog
 * (fetched first when a model is named), so Build and the deployment files size what `exsize
 * workbook` and `exsize deploy` size. A model the catalog lacks is the catalog's SizingError.
 */
export async function resolvedDesign(
  design: Readonly<Record<string, unknown>>
): Promise<Record<string, unknown>> {
  const named = PROCESSOR_ROLES.some((r) => `processor${r}` in design);
  return withProcessorModels(design, named ? await loadProcessorRows() : undefined);
}
