/**
 * Throughput of the sizing core and of the custom functions as Excel calls them. Each figure is the
 * best of `rounds` medians of several timed batches after a warm-up (timing.ts); npm run bench takes
 * its rounds minutes apart (run.ts).
 */
import { sizeScenario } from "../src/core";
import { dvs } from "../src/functions/excel/capacity";
import { DEFAULT_SCENARIO, scenarioSizingInput } from "../src/workbook";
import { medianOpsPerSec } from "./timing";

/**
 * Full scenario sizings per second through the core: sizeScenario (Tables 14-17, every step variable)
 * for the default scenario, seed 000's 5000-user example (section 3.4.2).
 */
export function coreEvalsPerSec(rounds = 3): number {
  const { input, options } = scenarioSizingInput(DEFAULT_SCENARIO);
  return medianOpsPerSec(() => sizeScenario(input, options), 11, 50, rounds);
}

/**
 * EX.DVS calls per second through the generated adapter Excel calls, `=EX.DVS(5000, 2048, 150, 75,
 * 12, {"dbOverhead", 1})` (Table 18 as printed): argument checks, the options range parsed and
 * resolved, the core, and the result checked, as in every call from a cell.
 */
export function fnCallsPerSec(rounds = 3): number {
  const options = [["dbOverhead", 1]];
  return medianOpsPerSec(() => dvs(5000, 2048, 150, 75, 12, options), 11, 50, rounds);
}
