/**
 * Properties of `exsize search` (issue 23), with fast-check over small random requests:
 * - adding a candidate (a server or a disk to a list, a value to a range) never raises the best cost;
 * - raising maxCpuWorstFailurePercent never lowers the feasible count.
 */
import fc from "fast-check";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";

const server = fc.record({
  coresPerServer: fc.constantFrom(8, 16, 24),
  specIntRate2006: fc.constantFrom(400, 900, 1500),
  maxRamGB: fc.constantFrom(64, 128, 256),
  diskSlots: fc.constantFrom(8, 12, 24),
  price: fc.integer({ min: 1000, max: 30000 }),
});
const disk = fc.record({
  diskCapacityGB: fc.constantFrom(2000, 4000, 8000),
  price: fc.integer({ min: 50, max: 900 }),
});
const request = fc.record({
  exchangeVersion: fc.constantFrom("2013", "2019"),
  mailboxes: fc.integer({ min: 1000, max: 20000 }),
  datacenterModel: fc.constantFrom("Single Datacenter", "Active/Active (Single DAG)"),
  servers: fc.array(server, { minLength: 1, maxLength: 2 }),
  disks: fc.array(disk, { minLength: 1, maxLength: 2 }),
  n: fc.tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 3 })),
  cpu: fc.integer({ min: 40, max: 90 }),
});
type Q = typeof request extends fc.Arbitrary<infer T> ? T : never;

const json = (
  q: Q,
  extra: {
    server?: Q["servers"][number];
    disk?: Q["disks"][number];
    moreN?: boolean;
    cpu?: number;
  } = {}
) => ({
  method: "microsoft",
  exchangeVersion: q.exchangeVersion,
  tiers: [{ mailboxes: q.mailboxes }],
  datacenterModel: q.datacenterModel,
  haCopies: 3,
  search: {
    exchangeServersPerDag: [q.n[0], q.n[0] + q.n[1] + (extra.moreN ? 1 : 0)],
    servers: [...q.servers, ...(extra.server ? [extra.server] : [])].map((s, i) => ({
      model: `s${i}`,
      ...s,
    })),
    disks: [...q.disks, ...(extra.disk ? [extra.disk] : [])].map((d, i) => ({
      model: `d${i}`,
      ...d,
    })),
    maxCpuWorstFailurePercent: extra.cpu ?? q.cpu,
  },
});
const bestCost = (j: unknown) =>
  searchDesigns(parseSearchRequest(j), { top: 1 }).designs[0]?.cost ?? Infinity;

test("adding a candidate never raises the best cost", () => {
  let found = 0;
  fc.assert(
    fc.property(request, fc.option(server), fc.option(disk), fc.boolean(), (q, s, d, moreN) => {
      const before = bestCost(json(q));
      const after = bestCost(json(q, { server: s ?? undefined, disk: d ?? undefined, moreN }));
      expect(after).toBeLessThanOrEqual(before);
      if (Number.isFinite(before)) found++;
    }),
    { numRuns: 25 }
  );
  // the property is not vacuous: some requests have a feasible design
  expect(found).toBeGreaterThan(0);
});

test("raising maxCpuWorstFailurePercent never lowers the feasible count", () => {
  fc.assert(
    // a ceiling is at most 100 % (the scenario input's rule, which the search's ceiling takes)
    fc.property(request, fc.integer({ min: 0, max: 10 }), (q, more) => {
      const feasible = (cpu: number) =>
        searchDesigns(parseSearchRequest(json(q, { cpu })), { top: 1 }).feasible;
      expect(feasible(q.cpu + more)).toBeGreaterThanOrEqual(feasible(q.cpu));
    }),
    { numRuns: 25 }
  );
});
