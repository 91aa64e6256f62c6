/**
 * Mailbox growth (issue 31): the calculator's Mailbox Space Modeling cells stay its figures, and ExSize's
 * curve (src/core/microsoft/extras/customerGrowthSteps.ts) follows its rule:
 *   size(m) = MAX(initial, MIN(quota, initial + yearly data x retention x m / 12))   GB
 * - the calculator's cells: tests/golden/microsoft-extras.data.json, design "example-aa-single-dag-profile"
 *   (E2013Calcv7.6-Example.xlsm recalculated by LibreOffice through mscalc.py, extras_goldens.py,
 *   2026-11-25): tier 1, 2 GB initial, 3.719329833984375 GB a year, sizeGBAtRetention60 [2, 3.4316, ...];
 * - ExSize's curve: the rule's arithmetic on the same design's figures (yearly data from the same golden
 *   row, initial 2048 MB and the 10,240 MB quota of the calculator example, Input!C60), typed here;
 * - properties (fast-check): never above the quota, never below the initial size, never falling with the
 *   months or the retention, for any tier of the calculator's inputs.
 */
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { evaluateExtras } from "../support/evaluateExtras";
import {
  CUSTOMER_CURVE_MONTHS,
  CUSTOMER_CURVE_RETENTIONS,
  customerCurveKey,
} from "../../src/core/microsoft/extras/customerGrowthSteps";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { evaluateMicrosoft } from "../../src/core/microsoft/size";

const golden = JSON.parse(
  fs.readFileSync(path.join(__dirname, "microsoft-extras.data.json"), "utf8")
);
const design = golden.designs.find(
  (d: { name: string }) => d.name === "example-aa-single-dag-profile"
);

function extras(input: Record<string, unknown>) {
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...input });
  return { scenario, values: evaluateExtras(scenario, evaluateMicrosoft(scenario)) };
}

describe("the calculator example, tier 1", () => {
  const { scenario, values } = extras(design.inputs);
  const yearly = 3.719329833984375; // the golden row's yearlyGeneratedDataGB

  test("the inputs the rows below assume: 2,048 MB initial, a 10,240 MB quota", () => {
    expect(scenario.cells["input.tier1.initialMailboxMB"]).toBe(2048);
    expect(scenario.cells["input.tier1.quotaMB"]).toBe(10240);
    expect(design.mailboxModeling.tiers[0].yearlyGeneratedDataGB).toBe(yearly);
  });

  test("the calculator's cells keep the calculator's figures (Mailbox Modeling Data C13:D15)", () => {
    const t = design.mailboxModeling.tiers[0];
    for (const pct of [60, 80, 100]) {
      expect(values.get(`mailboxModeling.tier1.sizeGBAtRetention${pct}.month0`)).toBeCloseTo(
        t[`sizeGBAtRetention${pct}`][0],
        9
      );
      expect(values.get(`mailboxModeling.tier1.sizeGBAtRetention${pct}.month12`)).toBeCloseTo(
        t[`sizeGBAtRetention${pct}`][1],
        9
      );
    }
    // The calculator's 60 % curve at 12 months reads below its month 0: why ExSize adds its own.
    expect(t.sizeGBAtRetention60[1]).toBeCloseTo(3.4316, 4);
  });

  // [retention %, month, GB]: 2 + 3.719329833984375 x p x m / 12, capped at 10 GB.
  const ROWS: [number, number, number][] = [
    [60, 0, 2],
    [60, 12, 2 + yearly * 0.6],
    [60, 36, 2 + yearly * 0.6 * 3],
    [60, 48, 10], // 2 + 8.93 = 10.93 > 10: the quota
    [80, 24, 2 + yearly * 0.8 * 2],
    [80, 36, 10], // 2 + 8.93 > 10
    [100, 12, 2 + yearly],
    [100, 24, 2 + yearly * 2],
    [100, 36, 10], // 2 + 11.16 > 10
    [100, 60, 10],
  ];
  test.each(ROWS)("ExSize's curve at %d %% retention, month %d: %d GB", (pct, month, gb) => {
    expect(values.get(customerCurveKey(1, pct, month))).toBeCloseTo(gb, 9);
  });
});

test("a tier whose quota is the initial size stays at it; a tier of 0 mailboxes reads 0", () => {
  const { values } = extras({
    tiers: [
      {
        mailboxes: 100,
        messagesPerDay: 150,
        avgMessageKB: 75,
        quotaMB: 4096,
        initialMailboxMB: 4096,
      },
    ],
  });
  for (const m of CUSTOMER_CURVE_MONTHS) {
    expect(values.get(customerCurveKey(1, 100, m))).toBe(4);
    expect(values.get(customerCurveKey(2, 100, m))).toBe(0);
  }
});

test("never above the quota, never below the initial size, never falling (property)", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10 }).map((n) => n * 50),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 0, max: 50_000 }),
      fc.integer({ min: 0, max: 100_000 }),
      fc.constantFrom(5, 7),
      (messagesPerDay, avgMessageKB, initialMailboxMB, extraMB, workWeekDays) => {
        const quotaMB = Math.max(1, initialMailboxMB + extraMB);
        const { values } = extras({
          workWeekDays,
          tiers: [{ mailboxes: 1000, messagesPerDay, avgMessageKB, quotaMB, initialMailboxMB }],
        });
        const initial = initialMailboxMB / 1024;
        const quota = quotaMB / 1024;
        let previousRetention: number[] = CUSTOMER_CURVE_MONTHS.map(() => -Infinity);
        for (const pct of CUSTOMER_CURVE_RETENTIONS) {
          const curve = CUSTOMER_CURVE_MONTHS.map(
            (m) => values.get(customerCurveKey(1, pct, m)) as number
          );
          curve.forEach((gb, i) => {
            expect(gb).toBeGreaterThanOrEqual(initial - 1e-12);
            expect(gb).toBeLessThanOrEqual(Math.max(quota, initial) + 1e-12);
            if (i > 0) expect(gb).toBeGreaterThanOrEqual(curve[i - 1]);
            expect(gb).toBeGreaterThanOrEqual(previousRetention[i]);
          });
          previousRetention = curve;
        }
      }
    ),
    { numRuns: 40 }
  );
});
