/**
 * Properties of the calculator's copy layout (calculatorLayout.ts, the default), with fast-check over
 * designs of every datacenter model: 1-12 servers per datacenter, 1-6 copies per datacenter (HA, plus
 * lagged copies laid out with the others), 1-200 databases, 1-2 DAGs.
 * - No server holds two copies of a database; every database has each of its copies once.
 * - With databases per volume equal to the copies a datacenter's servers hold of a database, every full
 *   volume of every server holds one copy of each of those copies (distinct preferences): a failed
 *   volume fails over at most one active database (issue 19; the Preferred Architecture's reason for
 *   several databases per volume).
 * - Normal running: the active databases (preference 1) of the servers that host any differ by at most
 *   one database.
 */
import fc from "fast-check";
import {
  calculatorCopyLayout,
  calculatorSites,
} from "../../src/core/microsoft/layout/calculatorLayout";
import { LayoutDesign } from "../../src/core/microsoft/layout/design";

const MODELS = [
  "Single Datacenter",
  "Active/Passive",
  "Active/Active (Single DAG)",
  "Active/Active (Multiple DAGs)",
] as const;

/** A design as the calculator forms them: Active/Active (Single DAG) has equal datacenters. */
const designs = fc
  .record({
    model: fc.constantFrom(...MODELS),
    servers1: fc.integer({ min: 1, max: 12 }),
    servers2: fc.integer({ min: 1, max: 12 }),
    ha1: fc.integer({ min: 1, max: 6 }),
    lag1: fc.integer({ min: 0, max: 2 }),
    ha2: fc.integer({ min: 0, max: 4 }),
    lag2: fc.integer({ min: 0, max: 2 }),
    databases: fc.integer({ min: 1, max: 200 }),
    dags: fc.integer({ min: 1, max: 2 }),
  })
  .map((x): LayoutDesign => {
    const single = x.model === "Single Datacenter";
    const aa = x.model === "Active/Active (Single DAG)";
    const ha1 = Math.min(x.ha1, x.servers1);
    const lag1 = Math.min(x.lag1, x.servers1 - ha1);
    const servers2 = aa ? x.servers1 : x.servers2;
    const ha2 = single ? 0 : aa ? ha1 : Math.min(x.ha2, servers2);
    const lag2 = single ? 0 : aa ? lag1 : Math.min(x.lag2, servers2 - ha2);
    const copies1 = ha1 + lag1;
    const second = ha2 + lag2 > 0;
    return {
      highAvailability: true,
      dags: x.dags,
      model: x.model,
      databasesDc1: aa ? Math.ceil(x.databases / 2) : x.databases,
      databasesDc2: aa ? Math.floor(x.databases / 2) : 0,
      activeServersDc1: x.servers1,
      activeServersDc2: aa ? servers2 : 0,
      drServersDc1: 0,
      drServersDc2: !single && !aa && second ? servers2 : 0,
      laggedServersDc1: 0,
      laggedServersDc2: 0,
      haCopiesDc1: ha1,
      laggedCopiesDc1: lag1,
      haCopiesDc2: ha2,
      laggedCopiesDc2: lag2,
      databasesPerVolume: copies1,
      rule: "calculator",
    };
  });

const group = <T>(xs: readonly T[], key: (x: T) => string) => {
  const m = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = m.get(k);
    if (list) list.push(x);
    else m.set(k, [x]);
  }
  return m;
};

test("no server holds two copies of a database, and every copy is laid out", () => {
  fc.assert(
    fc.property(designs, (d) => {
      const s = calculatorSites(d);
      const copies = calculatorCopyLayout(d);
      for (const [, cs] of group(copies, (c) => `${c.dag}:${c.database}`))
        if (
          new Set(cs.map((c) => c.server)).size !== cs.length ||
          cs.length !== s.copies[0] + s.copies[1] ||
          new Set(cs.map((c) => c.activationPreference)).size !== cs.length
        )
          return false;
      return true;
    }),
    { numRuns: 200 }
  );
});

test("with databases per volume equal to a datacenter's copies, every full volume holds one copy of each", () => {
  fc.assert(
    fc.property(designs, (d) => {
      const s = calculatorSites(d);
      const copies = calculatorCopyLayout(d).filter((c) => c.server <= s.servers[0]);
      for (const [, cs] of group(copies, (c) => `${c.dag}:${c.server}:${c.volume}`)) {
        if (cs.length < d.databasesPerVolume) continue; // the server's last, partly filled volume
        if (cs.length !== d.databasesPerVolume) return false;
        if (new Set(cs.map((c) => c.activationPreference)).size !== cs.length) return false;
      }
      return true;
    }),
    { numRuns: 200 }
  );
});

test("normal running: servers that host active databases differ by at most one", () => {
  fc.assert(
    fc.property(designs, (d) => {
      const active = calculatorCopyLayout(d).filter(
        (c) => c.dag === 1 && c.activationPreference === 1
      );
      const counts = [...group(active, (c) => String(c.server)).values()].map((cs) => cs.length);
      return Math.max(...counts) - Math.min(...counts) <= 1;
    }),
    { numRuns: 200 }
  );
});
