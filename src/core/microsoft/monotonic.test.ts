/**
 * Property of the Microsoft method: more mailboxes in any tier never lowers a per-tier figure or a
 * count (mailboxes, servers), for designs the calculator accepts. (Per-server capacities and IOPS are not
 * counts: a tier of light mailboxes added to heavy ones can lower them, as it does in the calculator, e.g.
 * the transport database per server.)
 *
 * The database counts (databaseCount and the copies) are monotonic only while the tiers' mix cannot
 * change: mailboxes per database follow the mix. The capacity-driven mailboxes per database (Role
 * Requirements!C75) divide the maximum database size by the mailbox size on disk averaged over the tiers'
 * shares of mailboxes, and the I/O-driven ones (C74) by the averaged IOPS. Adding light mailboxes lowers
 * that average, so each database holds more mailboxes and fewer databases can hold more mailboxes.
 * mscalc.py, E2013Calcv7.6, on the counterexample of seed 1359745061 (standalone, 2 servers; tier 1
 * 512 MB quota, tier 2 120 mailboxes of 10 GB quota and 10 GB archive): with 1 mailbox in tier 1, C75
 * 9.64, C76 10 mailboxes/DB, C100 60.5 mailboxes/server, C77 = CEILING(60.5/10, 2) = 8, C243 16
 * databases; with 45, C75 13.02, C76 14, C100 82.5, C77 = CEILING(82.5/14, 2) = 6, C243 12. Both designs
 * are golden rows in tests/golden/microsoft-designs.test.ts. So the database counts are checked over tiers
 * sharing one profile (only their mailbox counts differ), where the averages cannot move.
 */
import fc from "fast-check";
import { TIER_OUTPUT_KEYS, sizeMicrosoftDatabases } from "./size";

const MESSAGES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500];
const profile = {
  messagesPerDay: fc.constantFrom(...MESSAGES),
  avgMessageKB: fc.constantFrom(50, 75, 100, 150),
  quotaMB: fc.constantFrom(512, 2048, 10240, 51200),
  // at most the smallest quota: a quota below the initial mailbox size is refused (parse.ts)
  initialMailboxMB: fc.constantFrom(0, 512),
  archiveQuotaMB: fc.constantFrom(0, 0, 10240),
  iopsFactor: fc.constantFrom(1, 1, 1.5),
  multiplicationFactorUserPercent: fc.constantFrom(100, 25),
};
const mailboxes = fc.integer({ min: 1, max: 20000 });
/** Tiers of their own profiles each. */
const mixedTiers = fc.array(fc.record({ mailboxes, ...profile }), { minLength: 1, maxLength: 4 });
/** Tiers sharing one profile: only their mailbox counts differ. */
const sameProfileTiers = fc
  .tuple(fc.record(profile), fc.array(mailboxes, { minLength: 1, maxLength: 4 }))
  .map(([p, counts]) => counts.map((m) => ({ mailboxes: m, ...p })));
const design = (tiers: typeof mixedTiers) =>
  fc.record({
    tiers,
    datacenterModel: fc.constantFrom(
      "Single Datacenter",
      "Active/Passive",
      "Active/Active (Single DAG)",
      "Active/Active (Multiple DAGs)"
    ),
    exchangeServersPerDag: fc.integer({ min: 2, max: 8 }),
    dagCount: fc.integer({ min: 1, max: 3 }),
    haCopies: fc.integer({ min: 2, max: 4 }),
    highAvailability: fc.constantFrom(true, true, false),
  });

/** Counts the tiers' mix cannot lower. */
const COUNTS = ["mailboxesTotal", "serversPerDag", "serversEnvironment"] as const;
/** Counts that follow the mailboxes per database, so the mix (see above). */
const DATABASE_COUNTS = [
  "databaseCount",
  "databaseCopiesPerDag",
  "databaseCopiesEnvironment",
  "databaseCopiesPerServer",
] as const;
/** Every per-tier figure of the JSON but the profile's messages a day and its read ratio (not sizes). */
const TIER_FIGURES = TIER_OUTPUT_KEYS.filter((k) => k !== "messagesPerDay" && k !== "readRatio");

type Sizing = Record<string, unknown> & { tiers: Record<string, unknown>[] };
const size = (d: object) =>
  sizeMicrosoftDatabases({ method: "microsoft", ...d }) as unknown as Sizing;
const notLower = (after: unknown, before: unknown) =>
  typeof after !== "number" || typeof before !== "number" || after >= before * (1 - 1e-12);

/** Sizes the design before and after `more` mailboxes join tier `at`, for designs the calculator accepts. */
function grow<D extends { tiers: readonly { mailboxes: number }[] }>(
  d: D,
  at: number,
  more: number
) {
  const i = at % d.tiers.length;
  const before = size(d);
  const tiers = d.tiers.map((t, j) => (j === i ? { ...t, mailboxes: t.mailboxes + more } : t));
  const after = size({ ...d, tiers });
  fc.pre(before.validationError === false && after.validationError === false);
  return { before, after };
}
const expectNotLower = (keys: readonly string[], before: Sizing, after: Sizing) => {
  for (const k of keys) expect([k, notLower(after[k], before[k])]).toEqual([k, true]);
};

describe("more mailboxes in a tier never lowers a per-tier figure or a count", () => {
  test("fast-check over designs the calculator accepts: per-tier figures, mailboxes and servers", () => {
    fc.assert(
      fc.property(design(mixedTiers), fc.nat(3), mailboxes, (d, at, more) => {
        const { before, after } = grow(d, at, more);
        expectNotLower(COUNTS, before, after);
        after.tiers.forEach((t, j) => {
          for (const k of TIER_FIGURES)
            expect([j, k, notLower(t[k], before.tiers[j][k])]).toEqual([j, k, true]);
        });
      }),
      { numRuns: 150 }
    );
  });

  test("fast-check over tiers sharing one profile: the database counts too", () => {
    fc.assert(
      fc.property(design(sameProfileTiers), fc.nat(3), mailboxes, (d, at, more) => {
        const { before, after } = grow(d, at, more);
        expectNotLower([...COUNTS, ...DATABASE_COUNTS], before, after);
      }),
      { numRuns: 150 }
    );
  });
});
