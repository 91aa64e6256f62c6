/**
 * The formula notation (src/core/formula/parse.ts) can write every formula of the Microsoft method: each
 * step of every step list the snapshot of issue 29 covers (tests/snapshot/microsoftSteps.test.ts) is
 * printed with printNotation and read back with parseNotation, and the tree must be the same, node for
 * node. Step files written with f`...` rely on it.
 */
import { Step, parseNotation, printNotation } from "../../src/core/formula";
import { ARRAY_STEPS } from "../../src/core/microsoft/arrays/arraySteps";
import { extraSteps } from "../../src/core/microsoft/extras";
import { serverStepsForExtras } from "../support/evaluateExtras";
import { PLACEMENT_STEPS } from "../../src/core/microsoft/layout/placementSteps";
import { serverSteps } from "../../src/core/microsoft/servers";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";
import { verdictSteps } from "../../src/core/microsoft/verdict";
import { workbookSteps } from "../../src/workbook/microsoft/workbookSteps";

const LISTS: Record<string, () => readonly Step[]> = {
  microsoftSteps: () => microsoftSteps(),
  "serverSteps(1..4)": () => [1, 2, 3, 4].flatMap((n) => serverSteps(n)),
  extraSteps: () => extraSteps(),
  serverStepsForExtras: () => serverStepsForExtras(),
  verdictSteps: () => verdictSteps(),
  ARRAY_STEPS: () => ARRAY_STEPS,
  PLACEMENT_STEPS: () => PLACEMENT_STEPS,
  workbookSteps: () => workbookSteps(),
};

describe("every Microsoft step's formula round-trips through the notation", () => {
  for (const [name, steps] of Object.entries(LISTS))
    it(name, () => {
      const list = steps();
      expect(list.length).toBeGreaterThan(0);
      const wrong = list.filter((s) => {
        const back = parseNotation(printNotation(s.formula));
        return JSON.stringify(back) !== JSON.stringify(s.formula) || !sameTree(back, s.formula);
      });
      expect(wrong.map((s) => s.key)).toEqual([]);
    });
});

/** Deep equality that also tells -0 from 0 (JSON does not). */
function sameTree(a: unknown, b: unknown): boolean {
  if (typeof a === "number" || typeof b === "number") return Object.is(a, b);
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return a === b;
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => sameTree((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
