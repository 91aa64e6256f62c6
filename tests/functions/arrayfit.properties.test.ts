/**
 * Properties of EX.ARRAYFIT over generated requirements and generated user catalogs: whole counts of at
 * least one that cover the need, arrays per copy = the larger count, total = per copy x copies, rows in
 * ranking order, and #VALUE! with a message for every kind of bad input.
 */
import fc from "fast-check";
import { COPIES_RULE, POSITIVE } from "../../src/core";
import { ARRAYFIT } from "../../src/functions/declarations/arrays";
import { FunctionError } from "../../src/functions/excelError";
import { invoke } from "../../src/functions/invoke";
import { invalidFor, validFor } from "../support/numberArbitraries";

const RUNS = 200;
const HEADER = ["Model", "Drive", "RAID", "Usable GB", "IOPS"];

const catalogRow = fc.tuple(
  fc.constantFrom("PS6500E", "ps6000x", "Array B", "array a", 42),
  fc.oneof(fc.constantFrom("500GB", "1TB", "2 TB"), fc.integer({ min: 1, max: 20000 })),
  fc.constantFrom("RAID 50", "50", "raid 10", 10, "RAID 6"),
  fc.double({ min: 1, max: 1e5, noNaN: true }),
  fc.double({ min: 1, max: 1e5, noNaN: true })
);
const userCatalog = fc
  .array(catalogRow, { minLength: 1, maxLength: 30 })
  .map((rows) => [HEADER, ...rows]);

const validArgs = fc.tuple(
  validFor(POSITIVE),
  validFor(POSITIVE),
  validFor(COPIES_RULE),
  fc.constantFrom(null, "RAID 50", "50", "raid 10", 10, "RAID 5"),
  fc.option(userCatalog, { nil: null }),
  fc.constantFrom(null, [["derivedIops", 0]], [["derivedIops", 1]])
);

type Row = (string | number)[];

describe("EX.ARRAYFIT on valid input", () => {
  test("every count is whole and at least 1, covers its need, and the totals follow from them", () => {
    fc.assert(
      fc.property(validArgs, (args) => {
        const [capacityGB, dbIops, copies] = args as number[];
        const rows = (invoke(ARRAYFIT, args) as Row[])
          .slice(1)
          .filter((r) => typeof r[3] === "number");
        return rows.every((r) => {
          const [usable, iops, forCapacity, forIops, perCopy, total] = [3, 4, 6, 7, 8, 9].map(
            (i) => r[i] as number
          );
          const counts = [forCapacity, forIops, perCopy, total];
          return (
            counts.every((n) => Number.isInteger(n) && n >= 1) &&
            forCapacity * usable >= capacityGB * (1 - 1e-9) &&
            (forCapacity === 1 || (forCapacity - 1) * usable < capacityGB) &&
            forIops * iops >= dbIops * (1 - 1e-9) &&
            (forIops === 1 || (forIops - 1) * iops < dbIops) &&
            perCopy === Math.max(forCapacity, forIops) &&
            total === perCopy * copies
          );
        });
      }),
      { numRuns: RUNS }
    );
  });

  test("rows are ranked: fewest total arrays, then least usable capacity bought, then model name", () => {
    const key = (r: Row) =>
      [r[9] as number, (r[9] as number) * (r[3] as number), String(r[0]).toUpperCase()] as const;
    fc.assert(
      fc.property(validArgs, (args) => {
        const rows = (invoke(ARRAYFIT, args) as Row[])
          .slice(1)
          .filter((r) => typeof r[3] === "number");
        return rows.every((r, i) => {
          if (i === 0) return true;
          const [a, b] = [key(rows[i - 1]), key(r)];
          return a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])));
        });
      }),
      { numRuns: RUNS }
    );
  });

  test("a header of ten columns, then rows of ten cells; no row of the RAID level is one row of explanation", () => {
    fc.assert(
      fc.property(validArgs, (args) => {
        const table = invoke(ARRAYFIT, args) as Row[];
        const explained = table.length === 2 && typeof table[1][3] === "string";
        return (
          table.length >= 2 &&
          table.every((r) => r.length === 10) &&
          table[0][9] === "Total arrays" &&
          (!explained ||
            (String(table[1][0]).startsWith("No array in the catalog has ") &&
              table[1].slice(1).every((c) => c === "")))
        );
      }),
      { numRuns: RUNS }
    );
  });

  test("a user catalog replaces the built-in one: only its rows, all with the basis user", () => {
    fc.assert(
      fc.property(validArgs, userCatalog, (args, catalog) => {
        args[4] = catalog;
        args[3] = null;
        const rows = (invoke(ARRAYFIT, args) as Row[]).slice(1);
        return rows.length === catalog.length - 1 && rows.every((r) => r[5] === "user");
      }),
      { numRuns: RUNS }
    );
  });
});

describe("EX.ARRAYFIT on bad input: #VALUE! with a message, never a stack trace", () => {
  const badRaid = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => s.trim() !== "" && !/^\s*(raid\s*-?\s*)?0*(50|10|5|6)\s*$/i.test(s));
  const missingHeader = fc
    .tuple(userCatalog, fc.integer({ min: 0, max: HEADER.length - 1 }))
    .map(([catalog, drop]) => [
      HEADER.filter((_h, i) => i !== drop),
      ...catalog.slice(1).map((r) => r.filter((_c, i) => i !== drop)),
    ]);
  const badUsable = fc
    .tuple(userCatalog, fc.constantFrom("lots", "", -5, 0, true, Number.NaN))
    .map(([catalog, bad]) => [
      catalog[0],
      ...catalog.slice(1).map((r, i) => (i === 0 ? [r[0], r[1], r[2], bad, r[4]] : r)),
    ]);
  const mistakes: fc.Arbitrary<[number, unknown]> = fc.oneof(
    invalidFor(POSITIVE).map((v): [number, unknown] => [0, v]),
    invalidFor(POSITIVE).map((v): [number, unknown] => [1, v]),
    invalidFor(COPIES_RULE).map((v): [number, unknown] => [2, v]),
    badRaid.map((v): [number, unknown] => [3, v]),
    missingHeader.map((v): [number, unknown] => [4, v]),
    badUsable.map((v): [number, unknown] => [4, v])
  );

  test("a bad capacity, IOPS, copies, RAID level, catalog header or usable capacity", () => {
    fc.assert(
      fc.property(validArgs, mistakes, (args, [index, bad]) => {
        args[index] = bad as never;
        try {
          invoke(ARRAYFIT, args);
          return false;
        } catch (error) {
          return (
            error instanceof FunctionError &&
            error.code === "#VALUE!" &&
            /^(capacityGB|dbIops|copies|raid|catalog)\b/.test(error.message) &&
            !/\n\s+at /.test(error.message)
          );
        }
      }),
      { numRuns: RUNS }
    );
  });
});
