import { layoutDesignOf } from "../../src/core/microsoft/layout/design";
import { activeCounts, worstActive } from "../../src/core/microsoft/layout/failures";
import { LayoutCopy, copyLayout, dagServers } from "../../src/core/microsoft/layout/layout";
import { LAYOUT_GOLDENS } from "./layoutGoldens";

/**
 * The copy layout of the designs of layoutGoldens.ts (the example, cases.json, our own) against the
 * calculator's active databases per server (Role Requirements C195:G196) and copies per server (C102).
 * The calculator sizes each server for the worst case of each failure mode; the layout must never put
 * more active databases on a server than that, and must reach it in normal running.
 */
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

describe.each(["calculator", "exsize"] as const)(
  "rule %s: each golden design keeps within the calculator's active databases per server",
  (rule) => {
    for (const g of LAYOUT_GOLDENS) {
      test(`${g.name} (${g.inputs.slice(0, 60)})`, () => {
        const d = { ...layoutDesignOf(g.values), rule };
        const copies = copyLayout(d);
        const dag1 = copies.filter((c) => c.dag === 1);
        const { groups } = dagServers(d);
        const dc1 = Array.from({ length: groups.active1.size }, (_, i) => groups.active1.first + i);
        const counts = activeCounts(dag1, new Set());
        const normalMax = Math.max(...dc1.map((s) => counts.get(s) ?? 0));
        // normal running: the calculator's figure, rounded up when the databases do not divide evenly
        expect(normalMax).toBe(Math.ceil(num(g.active.normal) ?? NaN));
        // copies per server: never more than the calculator's Total Number of Database Copies per Server
        const perServer = new Map<number, number>();
        for (const c of copies.filter((c) => c.dag === 1))
          perServer.set(c.server, (perServer.get(c.server) ?? 0) + 1);
        expect(Math.max(...perServer.values())).toBeLessThanOrEqual(g.copiesPerServer);
        if (!d.highAvailability) return;
        const single = num(g.active.singleFailure);
        if (single && single > 0) expect(worstActive(dag1, dc1, 1)).toBeLessThanOrEqual(single);
        const double = num(g.active.doubleFailure);
        if (double && double > 0 && dc1.length >= 3)
          expect(worstActive(dag1, dc1, 2)).toBeLessThanOrEqual(double);
        if (d.model !== "Single Datacenter") {
          const dc2 = [...perServer.keys()].filter(
            (s) => s > groups.lagged1.first + groups.lagged1.size - 1
          );
          const site = Math.max(
            num(g.active.siteFailure) ?? 0,
            num(g.activeSecondary.siteFailure) ?? 0
          );
          const after = activeCounts(
            dag1,
            new Set([...perServer.keys()].filter((s) => !dc2.includes(s)))
          );
          expect(Math.max(...dc2.map((s) => after.get(s) ?? 0))).toBeLessThanOrEqual(site);
        }
      });
    }
  }
);

describe.each(["calculator", "exsize"] as const)(
  "rule %s reaches the calculator's figures exactly where the database count is symmetrical",
  (rule) => {
    const reached = (name: string) => {
      const g = LAYOUT_GOLDENS.find((x) => x.name === name)!;
      const d = { ...layoutDesignOf(g.values), rule };
      const dag1: LayoutCopy[] = copyLayout(d).filter((c) => c.dag === 1);
      const dc1 = Array.from({ length: d.activeServersDc1 }, (_, i) => i + 1);
      return [worstActive(dag1, dc1, 0), worstActive(dag1, dc1, 1), worstActive(dag1, dc1, 2)];
    };
    // mscalc.py, E2013Calcv7.6, Role Requirements C195:E195 (normal, single, double) of each design
    test.each([
      ["16000-mbx-4-servers-3-copies", [30, 40, 60]],
      ["4-tiers-mixed", [20, 24, 30]],
      ["high-message-rate-500", [20, 24, 30]],
      ["lagged-copy-2-datacenters", [9, 12, 15]],
      ["one-volume-per-db-jbod", [6, 8, 12]],
    ])("%s: normal, single and double failure as the calculator", (name, expected) => {
      expect(reached(name)).toEqual(expected);
    });
  }
);
