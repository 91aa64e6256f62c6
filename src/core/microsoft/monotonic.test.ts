/**
 * Property of the Microsoft method: more mailboxes in any tier never lowers a per-tier figure or a
 * count (databases, database copies, mailboxes, servers), for designs the calculator accepts. (Per-server
 * capacities and IOPS are not counts: a tier of light mailboxes added to heavy ones can lower them, as it
 * does in the calculator, e.g. the transport database per server.)
 */
import fc from "fast-check";
import { TIER_OUTPUT_KEYS, sizeMicrosoftDatabases } from "./size";

const MESSAGES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500];
const tier = fc.record({
  mailboxes: fc.integer({ min: 1, max: 20000 }),
  messagesPerDay: fc.constantFrom(...MESSAGES),
  avgMessageKB: fc.constantFrom(50, 75, 100, 150),
  quotaMB: fc.constantFrom(512, 2048, 10240, 51200),
  // at most the smallest quota: a quota below the initial mailbox size is refused (parse.ts)
  initialMailboxMB: fc.constantFrom(0, 512),
  archiveQuotaMB: fc.constantFrom(0, 0, 10240),
  iopsFactor: fc.constantFrom(1, 1, 1.5),
  multiplicationFactorUserPercent: fc.constantFrom(100, 25),
});
const design = fc.record({
  tiers: fc.array(tier, { minLength: 1, maxLength: 4 }),
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

const COUNTS = [
  "databaseCount",
  "databaseCopiesPerDag",
  "databaseCopiesEnvironment",
  "mailboxesTotal",
  "databaseCopiesPerServer",
  "serversPerDag",
  "serversEnvironment",
] as const;
/** Every per-tier figure of the JSON but the profile's messages a day and its read ratio (not sizes). */
const TIER_FIGURES = TIER_OUTPUT_KEYS.filter((k) => k !== "messagesPerDay" && k !== "readRatio");

type Sizing = Record<string, unknown> & { tiers: Record<string, unknown>[] };
const size = (d: object) =>
  sizeMicrosoftDatabases({ method: "microsoft", ...d }) as unknown as Sizing;
const notLower = (after: unknown, before: unknown) =>
  typeof after !== "number" || typeof before !== "number" || after >= before * (1 - 1e-12);

describe("more mailboxes in a tier never lowers a per-tier figure or a count", () => {
  test("fast-check over designs the calculator accepts", () => {
    fc.assert(
      fc.property(design, fc.nat(3), fc.integer({ min: 1, max: 20000 }), (d, at, more) => {
        const i = at % d.tiers.length;
        const before = size(d);
        const tiers = d.tiers.map((t, j) =>
          j === i ? { ...t, mailboxes: t.mailboxes + more } : t
        );
        const after = size({ ...d, tiers });
        fc.pre(before.validationError === false && after.validationError === false);
        for (const k of COUNTS) expect([k, notLower(after[k], before[k])]).toEqual([k, true]);
        after.tiers.forEach((t, j) => {
          for (const k of TIER_FIGURES)
            expect([j, k, notLower(t[k], before.tiers[j][k])]).toEqual([j, k, true]);
        });
      }),
      { numRuns: 150 }
    );
  });
});
