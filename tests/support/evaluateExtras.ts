import { CellValue, cellsOf } from "../../src/core/microsoft/evaluate";
import { runExtras } from "../../src/core/microsoft/extras";
import type { MicrosoftScenario } from "../../src/core/microsoft/scenario/parse";

/**
 * The values of the extra steps for a scenario whose database and storage areas are `values`
 * (evaluateMicrosoft): the servers area's steps they read are evaluated first over the same values
 * (extras/index.ts runExtras). Only tests read the whole map; the product reads extraOutputs.
 */
export function evaluateExtras(
  scenario: MicrosoftScenario,
  values: ReadonlyMap<string, CellValue>
): Map<string, CellValue> {
  const { srv, srvSlots, program, slots } = runExtras(scenario, values);
  const extra = cellsOf(program, slots);
  for (const [k, v] of cellsOf(srv, srvSlots)) if (!extra.has(k)) extra.set(k, v);
  return extra;
}
