/**
 * The parts of exsize profile one by one: the CSV field parser (fast-check properties and RFC 4180's
 * cases), the dedupe set, the calculator-profile snapping and tier grouping (worked examples typed by
 * hand), TotalItemSize in several cultures, the hour of the day in a time zone, the percent shares, and
 * the workbook's Inputs sheet showing profileSource.
 */
import fc from "fast-check";
import {
  SeenKeys,
  csvField,
  groupTiers,
  hourOfDayIn,
  itemSizeBytes,
  percentShares,
  snapProfile,
  splitCsvLine,
} from "../../src/core/trackingLogs";
import { buildMicrosoftWorkbook } from "../../src/workbook";

describe("splitCsvLine", () => {
  test.each([
    ["a,b,c", ["a", "b", "c"]],
    ['x,"a, ""b""",', ["x", 'a, "b"', ""]],
    ['"",,""', ["", "", ""]],
    ['"Budget, Q1 ""final""",DELIVER', ['Budget, Q1 "final"', "DELIVER"]],
    ["", [""]],
  ])("%j", (line, fields) => expect(splitCsvLine(line)).toEqual(fields));

  test("an unclosed quote is undefined (a truncated line)", () => {
    expect(splitCsvLine('a,"b, c')).toBeUndefined();
    expect(splitCsvLine('a,"b"",c')).toBeUndefined();
  });

  const field = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', ";", " ", "é", "<", "@") });
  test("property: fields written by csvField read back the same (comma and semicolon)", () => {
    fc.assert(
      fc.property(
        fc.array(field, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(",", ";"),
        (fields, sep) => {
          const line = fields.map((f) => csvField(f, sep)).join(sep);
          expect(splitCsvLine(line, sep)).toEqual(fields);
        }
      )
    );
  });

  test("property: any line cut inside a quoted field is undefined", () => {
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 5 }), field, (before, quoted) => {
        const line = [...before.map((f) => csvField(f)), `"${quoted.replace(/"/g, '""')}`].join(
          ","
        );
        expect(splitCsvLine(line)).toBeUndefined();
      })
    );
  });

  test("property: a line without quotes splits exactly at its commas", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", ",", " ", ";") }), (line) => {
        expect(splitCsvLine(line)!.join(",")).toBe(line);
      })
    );
  });
});

describe("SeenKeys", () => {
  test("property: add is true exactly for a key not added before (as a Set says), across growth", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 400 }), (keys) => {
        const seen = new SeenKeys(4);
        const set = new Set<string>();
        for (const k of keys) {
          expect(seen.add(k)).toBe(!set.has(k));
          set.add(k);
        }
        expect(seen.size).toBe(set.size);
      })
    );
  });

  test("memory: 8 bytes a slot, at most 3/4 full: 196,000 keys in 2 MB (10.7 bytes a key)", () => {
    const seen = new SeenKeys();
    for (let i = 0; i < 196_000; i++) seen.add(`D|<m${i}@contoso.com>|user${i % 5000}@contoso.com`);
    expect(seen.size).toBe(196_000); // a 64-bit collision among them: ~1e-9
    expect(seen.bytes).toBe(2 ** 18 * 8);
  });
});

describe("calculator profiles and tiers", () => {
  test.each([
    [0, "up", 50],
    [50, "up", 50],
    [50.0000001, "up", 100],
    [100.00000000000001, "up", 100],
    [151, "up", 200],
    [151, "nearest", 150],
    [175, "nearest", 200],
    [174.9, "nearest", 150],
    [20, "nearest", 50],
    [900, "up", 500],
  ] as const)("snapProfile(%s, %s) = %s", (m, rule, p) => expect(snapProfile(m, rule)).toBe(p));

  test("the doc comment's example: 3 tiers merge 100 into 150", () => {
    const plan = groupTiers(
      new Map([
        [50, 100],
        [100, 10],
        [150, 100],
        [500, 5],
      ]),
      3
    );
    expect(plan.profiles).toEqual([50, 150, 500]);
    expect(plan.addedMessagesPerDay).toBe(10 * 50);
    expect([...plan.tierOf].sort((a, b) => a[0] - b[0])).toEqual([
      [50, 50],
      [100, 150],
      [150, 150],
      [500, 500],
    ]);
  });

  test("one tier: everything at the highest profile", () => {
    const plan = groupTiers(
      new Map([
        [50, 3],
        [200, 1],
      ]),
      1
    );
    expect(plan.profiles).toEqual([200]);
    expect(plan.addedMessagesPerDay).toBe(3 * 150);
  });

  test("property: at most maxTiers tiers, each at least every profile merged into it, and no cheaper grouping by moving one boundary", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 4 }),
        (steps, ns, maxTiers) => {
          const counts = new Map(steps.map((s, i) => [s * 50, ns[i]]));
          const plan = groupTiers(counts, maxTiers);
          expect(plan.profiles.length).toBe(Math.min(maxTiers, counts.size));
          let added = 0;
          for (const [p, n] of counts) {
            const t = plan.tierOf.get(p)!;
            expect(t).toBeGreaterThanOrEqual(p);
            expect(plan.profiles).toContain(t);
            added += n * (t - p);
          }
          expect(added).toBe(plan.addedMessagesPerDay);
        }
      )
    );
  });

  test("--tiers outside 1-4 is refused", () => {
    expect(() => groupTiers(new Map([[50, 1]]), 5)).toThrow(
      /--tiers must be a whole number from 1 to 4/
    );
  });
});

describe("TotalItemSize as Exchange prints it, in any culture", () => {
  test.each([
    ["1.234 GB (1,324,567,890 bytes)", 1324567890], // en-US
    ["1,234 GB (1.324.567.890 bytes)", 1324567890], // de-DE
    ["1,234 Go (1\u00a0324\u00a0567\u00a0890 bytes)", 1324567890], // fr-FR, no-break spaces
    ["1.234 GB (1'324'567'890 bytes)", 1324567890], // de-CH
    ["0 B (0 bytes)", 0],
    ["1 B (1 byte)", 1],
    ["1324567890", 1324567890], // a plain byte count (.ToBytes())
    ["Unlimited", undefined],
    ["", undefined],
  ])("%j", (text, bytes) => expect(itemSizeBytes(text)).toBe(bytes));
});

describe("hour of the day and shares", () => {
  test("the doc comment's example and a DST change (Europe/Berlin, 2026-10-25 01:00Z is 02:00 CET)", () => {
    expect(hourOfDayIn("Asia/Kolkata")(Date.UTC(2026, 10, 1, 0, 29))).toBe(5);
    expect(hourOfDayIn("Europe/Berlin")(Date.UTC(2026, 9, 25, 0, 30))).toBe(2); // 02:30 CEST
    expect(hourOfDayIn("Europe/Berlin")(Date.UTC(2026, 9, 25, 1, 30))).toBe(2); // 02:30 CET
    expect(hourOfDayIn("UTC")(Date.UTC(2026, 9, 25, 23, 59))).toBe(23);
  });

  test("percentShares: hundredths summing to exactly 100.00", () => {
    expect(percentShares([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentShares([0, 3, 1])).toEqual([0, 75, 25]);
    fc.assert(
      fc.property(
        fc
          .array(fc.nat({ max: 10000 }), { minLength: 24, maxLength: 24 })
          .filter((a) => a.some((x) => x > 0)),
        (counts) => {
          const shares = percentShares(counts);
          expect(shares.reduce((a, b) => a + Math.round(b * 100), 0)).toBe(10000);
          const total = counts.reduce((a, b) => a + b, 0);
          shares.forEach((s, i) =>
            expect(Math.abs(s - (counts[i] * 100) / total)).toBeLessThan(0.01 + 1e-9)
          );
        }
      )
    );
  });
});

test("the Microsoft workbook's Inputs sheet shows profileSource", () => {
  const source = "exsize profile: message tracking logs of 2 servers (EX01, EX02), 14 files";
  const spec = buildMicrosoftWorkbook({ method: "microsoft", profileSource: source });
  const inputs = spec.sheets.find((s) => s.name === "Inputs")!;
  expect(JSON.stringify(inputs.rows)).toContain(JSON.stringify(source).slice(1, -1));
  const without = buildMicrosoftWorkbook({ method: "microsoft" }).sheets.find(
    (s) => s.name === "Inputs"
  )!;
  expect(JSON.stringify(without.rows)).not.toContain("Where the mailbox profile comes from");
});
