/**
 * resolveOptions caches what it resolved by the overrides' text (src/core/options.ts): a cached answer
 * must be the answer, a failure is never cached, and overrides that are not all numbers are not cached.
 */
import fc from "fast-check";
import { DEFAULT_OPTIONS, OPTION_SPECS, resolveOptions } from "./options";
import { SizingError } from "./errors";

const spec = fc.constantFrom(...OPTION_SPECS);

test("the same overrides give the same options, each value checked, the rest the defaults", () => {
  fc.assert(
    fc.property(spec, fc.double({ min: 0, max: 2000, noNaN: true }), (s, value) => {
      const overrides = [[s.name, value]] as const;
      let first: unknown;
      try {
        first = resolveOptions(overrides);
      } catch (error) {
        expect(error).toBeInstanceOf(SizingError);
        expect(() => resolveOptions(overrides)).toThrow(SizingError); // never cached
        return;
      }
      const again = resolveOptions([[s.name.toUpperCase(), value]]);
      expect(resolveOptions(overrides)).toEqual(first);
      expect(again).toEqual(first);
      expect((first as Record<string, number>)[s.name]).toBe(value);
      for (const other of OPTION_SPECS)
        if (other.name !== s.name)
          expect((first as Record<string, number>)[other.name]).toBe(
            (DEFAULT_OPTIONS as Record<string, number>)[other.name]
          );
    })
  );
});

test("different values never share a cached answer; a text value is checked every time", () => {
  expect(resolveOptions([["dbOverhead", 1.2]]).dbOverhead).toBe(1.2);
  expect(resolveOptions([["dbOverhead", 1.25]]).dbOverhead).toBe(1.25);
  expect(resolveOptions([["dbOverhead", 1.2]]).dbOverhead).toBe(1.2);
  expect(() => resolveOptions([["dbOverhead", "1.2"]])).toThrow(SizingError);
  expect(() => resolveOptions([["dbOverhead", "1.2"]])).toThrow(SizingError);
  expect(Object.isFrozen(resolveOptions([["dbOverhead", 1.2]]))).toBe(true);
});
