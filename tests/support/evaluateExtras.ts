import type { Value } from "../../src/core/formula";
import { CellValue, cellsOf, evaluateCells } from "../../src/core/microsoft/evaluate";
import { runExtras, serverStepsForExtras } from "../../src/core/microsoft/extras";
import type { MicrosoftScenario } from "../../src/core/microsoft/scenario/parse";

/**
 * The values of the extra steps for a scenario whose database and storage areas are `values`
 * (evaluateMicrosoft), and of the servers area's steps they read (serverStepsForExtras), evaluated first
 * over the same values, as sizeMicrosoftAreas evaluates the servers area before extras/index.ts
 * runExtras runs. Only tests read the whole map; the product reads extraOutputs.
 */
export function evaluateExtras(
  scenario: MicrosoftScenario,
  values: ReadonlyMap<string, CellValue>
): Map<string, CellValue> {
  // an Excel error in `values` is read as that error (evaluateCells' inputs, errorInputSlots)
  const outer = (n: string) => (values.has(n) ? values.get(n) : scenario.cells[n]) as Value;
  const servers = evaluateCells(serverStepsForExtras(), outer);
  const { program, slots } = runExtras(scenario, values, servers);
  const extra = cellsOf(program, slots);
  for (const [k, v] of servers) if (!extra.has(k)) extra.set(k, v);
  return extra;
}
