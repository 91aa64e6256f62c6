/** fast-check arbitraries for a NumberRule: the values it accepts and each kind of mistake it refuses. */
import fc from "fast-check";
import { NumberRule } from "../../src/core";

/** Valid values for a rule, over a range a consultant could type (up to 10 million). */
export function validFor(rule: NumberRule): fc.Arbitrary<number> {
  if (rule.oneOf) return fc.constantFrom(...rule.oneOf);
  const top = rule.max ?? 1e7;
  if (rule.whole)
    return fc.integer({
      min: rule.minExclusive ? rule.min + 1 : rule.min,
      max: Math.min(top, 1e7),
    });
  return (
    fc
      .double({
        min: rule.min,
        max: top,
        noNaN: true,
        noDefaultInfinity: true,
        minExcluded: rule.minExclusive,
      })
      .filter((x) => x > 1e-6 || !rule.minExclusive)
      // Every number ExSize sizes with is 0 or at least NUMBER_LIMITS.smallest (1e-9).
      .filter((x) => x === 0 || Math.abs(x) >= 1e-9)
  );
}

/** Values that break a rule, each kind of mistake a user can make. */
export function invalidFor(rule: NumberRule): fc.Arbitrary<unknown> {
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.constant(Number.NaN),
    fc.constant(Infinity),
    fc.constant(-Infinity),
    fc.constant(true),
    fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
    // -0 is not below an inclusive 0: keep only values the rule refuses.
    fc
      .double({
        max: rule.min,
        noNaN: true,
        maxExcluded: !rule.minExclusive,
        noDefaultInfinity: true,
      })
      .filter((x) => (rule.minExclusive ? x <= rule.min : x < rule.min)),
  ];
  if (rule.whole)
    kinds.push(
      fc
        .double({ min: rule.min + 0.001, max: 1e6, noNaN: true })
        .filter((x) => !Number.isInteger(x))
    );
  if (rule.max !== undefined)
    kinds.push(fc.double({ min: rule.max, max: 1e9, noNaN: true, minExcluded: true }));
  const choices = rule.oneOf;
  if (choices)
    kinds.push(
      fc.integer({ min: rule.min, max: rule.max ?? rule.min }).filter((x) => !choices.includes(x))
    );
  return fc.oneof(...kinds);
}
