/**
 * "More users never means less hardware" (issue 14, item 8), as ExSize keeps it true: the step tables
 * and EX.CAPACITY show the paper's sum, DB count x (DVS + LVS), which can fall when one user more
 * adds a database; the arrays and disks are sized for sizedCapacityGB (core/capacity/sizedCapacity.ts:
 * logs for NU + DB count - 1 users), which is never less than the paper's sum and never falls.
 */
import fc from "fast-check";
import { ARRAY_CANDIDATES } from "../../src/catalog";
import {
  fitArrays,
  resolveOptions,
  sizeScenario,
  sizeSpindles,
  raidLevelRow,
} from "../../src/core";
import { FunctionDeclaration } from "../../src/functions/declaration";
import { invoke } from "../../src/functions/invoke";
import { findFunction } from "../../src/functions/registry";

const RUNS = 150;
const profile = fc.record({
  quotaMB: fc.integer({ min: 1, max: 20_000 }),
  messagesPerDay: fc.integer({ min: 1, max: 1_000 }),
  avgMessageKB: fc.integer({ min: 1, max: 1_000 }),
  copies: fc.integer({ min: 1, max: 4 }),
});
const maxDbSizeGB = fc.constantFrom(1, 50, 200, 512, 1024, 2048);

function sized(
  users: number,
  p: { quotaMB: number; messagesPerDay: number; avgMessageKB: number; copies: number },
  max: number
) {
  return sizeScenario({ users, ...p }, resolveOptions({ maxDbSizeGB: max }));
}

/** The recommendation's total arrays, as `exsize workbook` and the Array selection sheet pick it. */
function arraysTotal(s: ReturnType<typeof sized>): number {
  const fits = fitArrays(
    { capacityGB: s.sizedCapacityGB, dbIops: s.dbiop, copies: s.input.copies },
    ARRAY_CANDIDATES
  );
  return Math.min(...fits.map((f) => f.totalArrays));
}

function disksTotal(s: ReturnType<typeof sized>): number {
  return sizeSpindles(
    {
      hostIops: s.dbiop,
      raid: raidLevelRow("RAID 10", "raid"),
      driveSpeedRpm: 7200,
      capacityGB: s.sizedCapacityGB,
      diskGB: 500,
    },
    s.options
  ).disksNeeded;
}

test("the paper's sum can fall when one user is added: EX.CAPACITY, 5393 -> 5394 users, drops by 220 GB", () => {
  // 500 messages of 500 KB, 200 GB databases: the count steps from 185 to 186 (Table 14) and
  // 185 x ceil(5393/185) = 5400 users' logs become 186 x ceil(5394/186) = 5394 (Table 15's NDB).
  const capacity = findFunction("CAPACITY") as FunctionDeclaration;
  const at = (users: number) =>
    invoke(capacity, [users, 2048, 500, 500, null, [["maxDbSizeGB", 200]]]) as number;
  expect(at(5393) - at(5394)).toBeGreaterThan(220);
  const [before, after] = [
    sized(5393, { quotaMB: 2048, messagesPerDay: 500, avgMessageKB: 500, copies: 2 }, 200),
    sized(5394, { quotaMB: 2048, messagesPerDay: 500, avgMessageKB: 500, copies: 2 }, 200),
  ];
  expect(after.sizedCapacityGB).toBeGreaterThanOrEqual(before.sizedCapacityGB);
});

test("the capacity the arrays are sized for is never less than the paper's sum", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 100_000 }), profile, maxDbSizeGB, (users, p, max) => {
      const s = sized(users, p, max);
      return s.sizedCapacityGB >= s.totalCapacityGB * (1 - 1e-12);
    }),
    { numRuns: RUNS }
  );
});

/**
 * Users just before the database count steps up, where the paper's sum falls: DBS grows in proportion
 * to users (Table 14), so the count reaches `count + 1` just after count x maxDbSizeGB / DBS-per-user.
 */
const atAStep = fc
  .tuple(profile, maxDbSizeGB, fc.integer({ min: 1, max: 400 }), fc.integer({ min: -2, max: 1 }))
  .map(([p, max, count, offset]) => {
    const perUserGB = sized(1, p, max).dbsGB;
    return { p, max, users: Math.max(1, Math.floor((count * max) / perUserGB) + offset) };
  })
  .filter(({ users }) => users <= 1e6);

test("one user more never lowers the sized capacity, the recommended arrays or the disks", () => {
  fc.assert(
    fc.property(atAStep, ({ p, max, users }) => {
      const [a, b] = [sized(users, p, max), sized(users + 1, p, max)];
      return (
        b.sizedCapacityGB >= a.sizedCapacityGB * (1 - 1e-12) &&
        arraysTotal(b) >= arraysTotal(a) &&
        disksTotal(b) >= disksTotal(a)
      );
    }),
    { numRuns: RUNS }
  );
});

test("nor do many users more, across every step of the database count", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 50_000 }),
      fc.integer({ min: 1, max: 50_000 }),
      profile,
      maxDbSizeGB,
      (x, y, p, max) => {
        const [a, b] = [sized(Math.min(x, y), p, max), sized(Math.max(x, y), p, max)];
        return (
          b.sizedCapacityGB >= a.sizedCapacityGB * (1 - 1e-12) && arraysTotal(b) >= arraysTotal(a)
        );
      }
    ),
    { numRuns: RUNS }
  );
});
