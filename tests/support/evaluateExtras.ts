import {
  Env,
  Step,
  Value,
  errorInputSlots,
  programOf,
  refsOf,
  runProgram,
  stepsNeeded,
} from "../../src/core/formula";
import { CellValue, cellsOf } from "../../src/core/microsoft/evaluate";
import { extraSteps, runExtras } from "../../src/core/microsoft/extras";
import { serverSteps } from "../../src/core/microsoft/servers";
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
 * The servers-area steps the extra steps read (and what they read), in the servers area's order.
 * (Moved from src/core/microsoft/extras/index.ts: only tests read it; the product evaluates the whole
 * servers area once, sizeMicrosoftAreas.)
 */
export function serverStepsForExtras(): readonly Step[] {
  if (serverNeeded) return serverNeeded;
  const all = serverSteps(4);
  const own = new Set(extraSteps().map((s) => s.key));
  const read = extraSteps().flatMap((s) => refsOf(s.formula).filter((r) => !own.has(r)));
  const want = stepsNeeded(all, read);
  serverNeeded = all.filter((s) => want.has(s.key));
  return serverNeeded;
}
let serverNeeded: readonly Step[] | undefined;

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
