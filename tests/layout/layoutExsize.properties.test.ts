import fc from "fast-check";
import { LayoutDesign } from "../../src/core/microsoft/layout/design";
import { activeCounts, worstActive } from "../../src/core/microsoft/layout/failures";
import { LayoutCopy, copyLayout, dagServers } from "../../src/core/microsoft/layout/layout";
import { propertyRuns } from "../support/propertyRuns";

/**
 * Properties of the copy layout over many designs. The failure-mode bounds are the calculator's own
 * formulas (E2013Calcv7.6, Role Requirements), with A = databases / servers (C116):
 *   single failure  C117: ROUNDUP(A + A / (n - 1), 0)
 *   double failure  C121: ROUNDUP(A + 2A / (n - 2), 0), + 2 when the copies are fewer than the
 *                   symmetrical count (calcTotNumHACopiesDC1inDC1 < calcDBPerm)
 * A symmetrical count (C78) is a multiple of PERMUT(n, copies), hence of PERMUT(n, 3) for 3 or more copies.
 * The double-failure bound asserted for every database count is C121 with the 2 added unless the count is
 * symmetrical; where the calculator does not add it for a count that is not symmetrical the layout can be 1
 * over (docs/copy-layout.md, "Not reached").
 */
const design = fc
  .record({
    servers: fc.integer({ min: 2, max: 16 }),
    databases: fc.integer({ min: 1, max: 200 }),
    haCopies: fc.integer({ min: 1, max: 4 }),
    lagged: fc.integer({ min: 0, max: 2 }),
    model: fc.constantFrom(
      "Single Datacenter",
      "Active/Passive",
      "Active/Active (Single DAG)",
      "Active/Active (Multiple DAGs)"
    ),
    secondaryServers: fc.integer({ min: 1, max: 8 }),
    haCopiesSecondary: fc.integer({ min: 0, max: 2 }),
    dags: fc.integer({ min: 1, max: 2 }),
  })
  .map((x): LayoutDesign => {
    const copies1 = Math.min(x.haCopies, x.servers);
    const lagged1 = Math.min(x.lagged, x.servers - copies1);
    const single = x.model === "Single Datacenter";
    const aa = x.model === "Active/Active (Single DAG)";
    const secondary = single ? 0 : aa ? x.servers : x.secondaryServers;
    const copies2 = single ? 0 : Math.min(x.haCopiesSecondary, secondary);
    return {
      highAvailability: true,
      dags: x.model === "Active/Active (Multiple DAGs)" ? 2 * x.dags : x.dags,
      model: x.model,
      databasesDc1: aa ? Math.ceil(x.databases / 2) : x.databases,
      databasesDc2: aa ? x.databases - Math.ceil(x.databases / 2) : 0,
      activeServersDc1: x.servers,
      activeServersDc2: aa ? x.servers : 0,
      drServersDc1: 0,
      drServersDc2: single || aa ? 0 : secondary,
      laggedServersDc1: 0,
      laggedServersDc2: 0,
      haCopiesDc1: copies1,
      laggedCopiesDc1: lagged1,
      haCopiesDc2: aa && copies2 === 0 ? 0 : copies2,
      laggedCopiesDc2: 0,
      databasesPerVolume: 1,
      rule: "exsize",
    };
  });

const byDatabase = (copies: readonly LayoutCopy[]) => {
  const m = new Map<string, LayoutCopy[]>();
  for (const c of copies) {
    const k = `${c.dag}/${c.database}`;
    const list = m.get(k);
    if (list) list.push(c);
    else m.set(k, [c]);
  }
  return m;
};
/** The design with a symmetrical database count: a multiple of servers x (servers - 1), as RR!C78 rounds to. */
const symmetrical = (d: LayoutDesign): LayoutDesign => {
  const n = d.activeServersDc1;
  const unit = n * (n - 1);
  return { ...d, databasesDc1: Math.max(1, Math.round(d.databasesDc1 / unit)) * unit };
};
/** PERMUT(n, 3): the calculator's symmetrical count for 3 copies (RR!C78); its multiples for more copies. */
const permut3 = (n: number) => n * (n - 1) * (n - 2);
/** RR!C121 for `databases` on `n` servers: ROUNDUP(A + 2A / (n - 2), 0), + 2 unless the count is symmetrical. */
const doubleFailureBound = (databases: number, n: number) => {
  const a = databases / n;
  return Math.ceil(a + (2 * a) / (n - 2) - 1e-9) + (databases % permut3(n) === 0 ? 0 : 2);
};
const singleDatacenter = (databases: number, n: number, haCopies: number): LayoutDesign => ({
  highAvailability: true,
  dags: 1,
  model: "Single Datacenter",
  databasesDc1: databases,
  databasesDc2: 0,
  activeServersDc1: n,
  activeServersDc2: 0,
  drServersDc1: 0,
  drServersDc2: 0,
  laggedServersDc1: 0,
  laggedServersDc2: 0,
  haCopiesDc1: haCopies,
  laggedCopiesDc1: 0,
  haCopiesDc2: 0,
  laggedCopiesDc2: 0,
  databasesPerVolume: 1,
  rule: "exsize",
});
const spread = (counts: Map<number, number>, servers: readonly number[]) => {
  const xs = servers.map((s) => counts.get(s) ?? 0);
  return Math.max(...xs) - Math.min(...xs);
};

/**
 * Designs drawn by the two slowest properties (each a whole copy layout, up to 16 servers and hundreds of
 * databases): 300 in `npm test`, 100 in `npm run test:fast`, where they were two thirds of this suite's
 * 6 CPU seconds (issue 29: test:fast at most 90 s; tests/support/propertyRuns.ts). The fast run still
 * draws the generator's small and bound designs, and the failure-mode properties below keep their runs.
 */
const LAYOUT_RUNS = propertyRuns(300, 100);

describe("copy layout properties (fast-check)", () => {
  test("no server holds two copies of one database; a database's activation preferences are 1..n", () => {
    fc.assert(
      fc.property(design, (d) => {
        const wrong: string[] = [];
        const n = d.haCopiesDc1 + d.laggedCopiesDc1 + d.haCopiesDc2 + d.laggedCopiesDc2;
        for (const [db, copies] of byDatabase(copyLayout(d))) {
          const servers = new Set(copies.map((c) => c.server));
          const prefs = copies.map((c) => c.activationPreference).sort((a, b) => a - b);
          const lagged = copies.filter((c) => c.lagged).length;
          if (servers.size !== copies.length) wrong.push(`${db}: two copies on one server`);
          if (copies.length !== n || prefs.some((p, i) => p !== i + 1))
            wrong.push(`${db}: preferences ${prefs}`);
          if (lagged !== d.laggedCopiesDc1 + d.laggedCopiesDc2)
            wrong.push(`${db}: ${lagged} lagged copies`);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: LAYOUT_RUNS }
    );
  });

  test("active databases are balanced within one in normal running and after any single server failure, within the calculator's bound", () => {
    fc.assert(
      fc.property(design, (d) => {
        const dag1 = copyLayout(d).filter((c) => c.dag === 1);
        const { groups } = dagServers(d);
        const n = groups.active1.size;
        const dc1 = Array.from({ length: n }, (_, i) => groups.active1.first + i);
        // only databases at home in DC1 are active there
        const home = dag1.filter((c) => c.database <= d.databasesDc1);
        expect(spread(activeCounts(home, new Set()), dc1)).toBeLessThanOrEqual(1);
        if (d.haCopiesDc1 < 2) return;
        const a = d.databasesDc1 / n;
        for (const x of dc1) {
          const survivors = dc1.filter((s) => s !== x);
          const counts = activeCounts(home, new Set([x]));
          expect(spread(counts, survivors)).toBeLessThanOrEqual(1);
          expect(Math.max(...survivors.map((s) => counts.get(s) ?? 0))).toBeLessThanOrEqual(
            Math.ceil(a + a / (n - 1) - 1e-9)
          );
        }
      }),
      { numRuns: LAYOUT_RUNS }
    );
  });

  test("after any two server failures no server holds more actives than the calculator's double-failure figure, for every database count of 3 to 12 servers and 1 to 120 databases", () => {
    // every design of the grid, not a sample: the old rule broke the bound in 72 of them (by 1)
    const over: string[] = [];
    for (let n = 3; n <= 12; n++)
      for (let databases = 1; databases <= 120; databases++) {
        const layout = copyLayout(singleDatacenter(databases, n, 3));
        const dc1 = Array.from({ length: n }, (_, i) => i + 1);
        const worst = worstActive(layout, dc1, 2);
        if (worst > doubleFailureBound(databases, n))
          over.push(
            `${n} servers, ${databases} databases: ${worst} > ${doubleFailureBound(databases, n)}`
          );
      }
    expect(over).toEqual([]);
  });

  test("after any two server failures no server holds more actives than the calculator's double-failure figure, in any design with 3 or more copies in its datacenter", () => {
    fc.assert(
      fc.property(
        design.filter((d) => d.haCopiesDc1 >= 3 && d.activeServersDc1 >= 3),
        (d) => {
          const n = d.activeServersDc1;
          const home = copyLayout(d).filter((c) => c.dag === 1 && c.database <= d.databasesDc1);
          const dc1 = Array.from({ length: n }, (_, i) => i + 1);
          expect(worstActive(home, dc1, 2)).toBeLessThanOrEqual(
            doubleFailureBound(d.databasesDc1, n)
          );
        }
      ),
      { numRuns: 150 }
    );
  });

  test("with the calculator's symmetrical database count (a multiple of PERMUT(n, 3)), after any two server failures exactly its figure", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 4 }),
        (n, times, haCopies) => {
          const databases = permut3(n) * times;
          const layout = copyLayout(singleDatacenter(databases, n, Math.min(haCopies, n)));
          const dc1 = Array.from({ length: n }, (_, i) => i + 1);
          expect(worstActive(layout, dc1, 2)).toBe(doubleFailureBound(databases, n));
        }
      ),
      { numRuns: 30 }
    );
  });

  test("with a symmetrical database count, every server holds the same number of copies (RR!C102)", () => {
    fc.assert(
      fc.property(
        design
          .filter((d) => d.model === "Single Datacenter" && d.activeServersDc1 <= 10)
          .map(symmetrical),
        (d) => {
          const per = new Map<number, number>();
          for (const c of copyLayout(d).filter((c) => c.dag === 1))
            per.set(c.server, (per.get(c.server) ?? 0) + 1);
          const total = d.databasesDc1 * (d.haCopiesDc1 + d.laggedCopiesDc1);
          expect(Math.max(...per.values())).toBeLessThanOrEqual(
            Math.ceil(total / d.activeServersDc1) + 1
          );
        }
      ),
      { numRuns: 300 }
    );
  });
});
