/**
 * stepsNeeded (src/core/formula/program.ts), the walk from names to the steps they read, to the end,
 * that the extras' servers steps, the search's disk-group rounding and the compact Replication sheet
 * share: its worked example, and over random step lists the set a fixed point gives (a step is needed
 * when it is named, or a needed step reads it).
 */
import fc from "fast-check";
import { Step, add, ref, stepsNeeded } from "../../src/core/formula";

/** A test double of a step: only its key and formula matter to the walk. */
const stepOf = (key: string, reads: readonly string[]): Step => ({
  key,
  label: key,
  formula: add(0, 0, ...reads.map((r) => ref(r))),
  unit: "",
  source: "test double",
  note: "",
});

test("the doc comment's example: b needs a, an input needs nothing", () => {
  const steps = [stepOf("a", ["x"]), stepOf("b", ["a"]), stepOf("c", ["y"])];
  expect(stepsNeeded(steps, ["b"])).toEqual(new Set(["b", "a"]));
  expect(stepsNeeded(steps, ["x"])).toEqual(new Set());
});

test("equals the fixed point over random step lists, cycles included", () => {
  const names = ["a", "b", "c", "d", "e", "f", "x", "y"];
  const name = fc.constantFrom(...names);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom("a", "b", "c", "d", "e", "f"), fc.array(name)), {
        maxLength: 6,
      }),
      fc.array(name, { maxLength: 3 }),
      (defs, start) => {
        const steps = defs.map(([k, reads]) => stepOf(k, reads));
        // each key's reads, the last step of a key winning (as a Map built over the list keeps it)
        const readsOf = new Map<string, readonly string[]>(defs);
        const want = new Set(start.filter((n) => readsOf.has(n)));
        for (let size = -1; size !== want.size;) {
          size = want.size;
          for (const k of [...want])
            for (const r of readsOf.get(k)!) if (readsOf.has(r)) want.add(r);
        }
        expect(stepsNeeded(steps, start)).toEqual(want);
      }
    )
  );
});
