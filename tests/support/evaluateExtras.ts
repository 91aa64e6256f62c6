import { Env, Step, Value, errorInputSlots, programOf, runProgram } from "../../src/core/formula";
import { CellValue, cellsOf } from "../../src/core/microsoft/evaluate";
import { runExtras, serverStepsForExtras } from "../../src/core/microsoft/extras";
import type { MicrosoftScenario } from "../../src/core/microsoft/scenario/parse";

/**
 * Evaluates ordered steps as a spreadsheet does: a step whose formula gives an Excel error holds that
 * error, and only the steps that read it (outside IFERROR/ISERROR) give it too. The calculator has such
 * cells on branches its outputs do not take (e.g. #DIV/0! in a tier without mailboxes).
 * The steps are compiled once (src/core/formula/program.ts) and run over slots; cellsOf reads them back.
 * (Moved from src/core/microsoft/evaluate.ts: only tests read it.)
 */
export function evaluateCells(steps: readonly Step[], inputs: Env): Map<string, CellValue> {
  const program = programOf(steps);
  // a run over every step: only the slots read before a step writes them are inputs
  return cellsOf(program, runProgram(program, errorInputSlots(program, inputs, program.inputs)));
}

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
