/**
 * Numbers as people type them (issue 15: "6,000" and "6 000" in an en-US display locale, "1,2" where
 * the display language uses a decimal comma). Each row: the display language, what is typed, and the
 * number a person means by it, or null where the text must be refused because it could mean two.
 */
import fc from "fast-check";
import { readTypedNumber, separatorsOf } from "./numberText";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

const ROWS: [locale: string, typed: string, means: number | null][] = [
  ["en-US", "6000", 6000],
  ["en-US", "6,000", 6000],
  ["en-US", "6 000", 6000],
  ["en-US", `6${NBSP}000`, 6000],
  ["en-US", "1,234,567.5", 1234567.5],
  ["en-US", "-6,000", -6000],
  ["en-US", "0.012", 0.012],
  ["en-US", "1e3", 1000],
  ["en-US", "1,2", null],
  ["en-US", "1,23", null],
  ["en-US", "12,34,567", null],
  ["en-US", "0,500", null],
  ["en-US", "abc", null],
  ["en-US", "6 00", null],
  ["de-DE", "1,2", 1.2],
  ["de-DE", "6.000", 6000],
  ["de-DE", "1.234,5", 1234.5],
  ["de-DE", "6 000", 6000],
  ["de-DE", "0.012", 0.012],
  ["de-DE", "1.5", 1.5],
  ["fr-FR", `6${NNBSP}000`, 6000],
  ["fr-FR", "6 000", 6000],
  ["fr-FR", "1,2", 1.2],
  ["fr-FR", "1.2", 1.2],
  ["de-CH", "1’250", 1250],
  ["de-CH", "1'250.5", 1250.5],
];

test.each(ROWS)("%s: %j means %p", (locale, typed, means) => {
  const read = readTypedNumber(typed, locale);
  if (means === null) expect(read.kind).toBe("refused");
  else expect(read).toMatchObject({ kind: "number", value: means });
});

test("a refused text with one separator spells out both readings", () => {
  expect(readTypedNumber("1,2", "en-US")).toMatchObject({
    kind: "refused",
    why: expect.stringMatching(/^could be 1\.2 or 12 .*: type 1\.2 or 12$/),
  });
});

test("blank is blank", () => {
  expect(readTypedNumber("  ", "en-US")).toEqual({ kind: "blank" });
});

test("separators come from the display language", () => {
  expect(separatorsOf("en-US")).toEqual({ group: ",", decimal: "." });
  expect(separatorsOf("de-DE")).toEqual({ group: ".", decimal: "," });
  expect(separatorsOf("not a tag!")).toEqual({ group: ",", decimal: "." });
});

test("property: a whole number formatted with grouping in a language reads back as itself", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.constantFrom("en-US", "de-DE", "fr-FR", "en-GB", "it-IT", "de-CH"),
      (n, locale) => {
        const text = new Intl.NumberFormat(locale, { useGrouping: true }).format(n);
        expect(readTypedNumber(text, locale)).toMatchObject({ kind: "number", value: n });
      }
    )
  );
});

test("property: a decimal formatted in a language reads back as itself", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1e9 }),
      fc.integer({ min: 1, max: 999 }),
      fc.constantFrom("en-US", "de-DE", "fr-FR", "it-IT"),
      (whole, cents, locale) => {
        const n = whole + cents / 1000;
        const text = new Intl.NumberFormat(locale, {
          useGrouping: true,
          maximumFractionDigits: 3,
        }).format(n);
        expect(readTypedNumber(text, locale)).toMatchObject({
          kind: "number",
          value: Number(n.toFixed(3)),
        });
      }
    )
  );
});
