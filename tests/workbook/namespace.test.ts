/**
 * renameInFormula cuts each formula once and caches the pieces (src/workbook/namespace.ts). Its result
 * must be what one regular-expression pass over the formula gives, for any formula, first call or
 * cached: the oracle below is that pass (the function as it was written before the cache).
 */
import fc from "fast-check";
import { renameInFormula } from "../../src/workbook/namespace";

function oracle(formula: string, rename: (token: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(
            /(?<![A-Za-z0-9_.\\$])[A-Za-z_\\][A-Za-z0-9_.\\]*(?![A-Za-z0-9_.\\(])/g,
            rename
          )
    )
    .join("");
}

const piece = fc.oneof(
  fc.constantFrom(
    "ex.NU",
    "ex.ms.databaseCount",
    "EX.nu",
    "SUM(",
    "IF(",
    ")",
    ",",
    "+",
    "*",
    "=",
    "$C$5",
    "D32:E33",
    '"ex.NU"',
    '"a""b"',
    "1.5E-7",
    " ",
    "_x",
    "\\n",
    "TRUE"
  ),
  fc.stringMatching(/^[A-Za-z_.0-9]{1,8}$/)
);

test("renameInFormula equals one regular-expression pass, cached or not", () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const formula = "=" + pieces.join("");
      if (formula.includes("!")) return;
      const rename = (t: string) => `<${t}>`;
      const want = oracle(formula, rename);
      expect(renameInFormula(formula, rename)).toBe(want);
      expect(renameInFormula(formula, rename)).toBe(want); // from the cache
      expect(renameInFormula(formula, (t) => t)).toBe(formula);
    }),
    { numRuns: 2000 }
  );
});

test("a reference to a sheet by name throws, every time", () => {
  expect(() => renameInFormula("=Summary!B2+ex.NU", (t) => t)).toThrow(/sheet/);
  expect(() => renameInFormula("=Summary!B2+ex.NU", (t) => t)).toThrow(/sheet/);
  expect(renameInFormula('="Summary!B2"&ex.NU', (t) => t.toUpperCase())).toBe(
    '="Summary!B2"&EX.NU'
  );
});
