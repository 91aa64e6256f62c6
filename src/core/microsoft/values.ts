import { Value } from "../formula";
import { CellValue, isCellError } from "./evaluate";
import { MicrosoftScenario, parseMicrosoftScenario } from "./scenario/parse";
import { evaluateMicrosoft } from "./size";

/**
 * The Microsoft method's values of a scenario, by name, as `exsize deploy` and the task pane's deployment files read them: the input cells
 * (`input.<name>`, e.g. input.tier1.deletedItemDays, input.replayLagHours, input.truncationLagHours,
 * input.backupMode) and every step of the tier, database and storage areas (evaluateMicrosoft: the
 * volume and disk steps, and the DAG, server and copy counts the copy layout reads). A step whose value
 * is an Excel error (the calculator's "--") is left out, so a reader of it fails naming it. The scenario
 * is checked as `exsize size` checks it: a SizingError names a bad key.
 * Example: the calculator's example design gives recommendedNumberOfDatabasesPerDag 40 (Role
 * Requirements!C79) and input.highAvailability "Yes".
 */
export function microsoftValues(json: unknown): Readonly<Record<string, Value | undefined>> {
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...(json as object) });
  return valuesOf(scenario, evaluateMicrosoft(scenario));
}

/**
 * microsoftValues of a scenario already evaluated (`evaluated` is evaluateMicrosoft's map, e.g.
 * sizeMicrosoftAreas' values): its input cells, then every step that is not an Excel error.
 */
export function valuesOf(
  scenario: MicrosoftScenario,
  evaluated: ReadonlyMap<string, CellValue>
): Record<string, Value | undefined> {
  const out: Record<string, Value | undefined> = { ...scenario.cells };
  for (const [k, v] of evaluated) if (!isCellError(v)) out[k] = v;
  return out;
}
