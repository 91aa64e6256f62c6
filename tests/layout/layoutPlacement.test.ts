import { copyLayout } from "../../src/core/microsoft/layout/layout";
import { copyServer } from "../../src/core/microsoft/layout/placement";
import { LayoutDesign } from "../../src/core/microsoft/layout/design";

/** The worked examples of docs/copy-layout.md and placement.ts, computed by hand from the rule as written there. */
describe("the placement rule's worked examples", () => {
  test("placement.ts: n = 4, r = 0, a = 1, q = 5 puts the copies on servers 1, 0, 2 and 3", () => {
    // offsets from the anchor, MOD(server - a, n): 0, 3, 1, 2
    expect([0, 1, 2, 3].map((k) => (copyServer(k, 1, 5, 4, 0) - 1 + 4) % 4)).toEqual([0, 3, 1, 2]);
    expect([0, 1, 2, 3].map((k) => copyServer(k, 1, 5, 4, 0))).toEqual([1, 0, 2, 3]);
  });
  test("placementSteps.ts: n = 6, r = 0, a = 2, q = 7: third copy s = 2 servers before the anchor, server 0; fourth on 4", () => {
    expect([0, 1, 2, 3].map((k) => copyServer(k, 2, 7, 6, 0))).toEqual([2, 5, 0, 4]);
  });
  test("docs/copy-layout.md: database 6 of 120 on 4 servers, 3 copies: servers 2, 4, 1 with preferences 1, 2, 3", () => {
    const d: LayoutDesign = {
      highAvailability: true,
      dags: 1,
      model: "Single Datacenter",
      databasesDc1: 120,
      databasesDc2: 0,
      activeServersDc1: 4,
      activeServersDc2: 0,
      drServersDc1: 0,
      drServersDc2: 0,
      laggedServersDc1: 0,
      laggedServersDc2: 0,
      haCopiesDc1: 3,
      laggedCopiesDc1: 0,
      haCopiesDc2: 0,
      laggedCopiesDc2: 0,
      databasesPerVolume: 1,
      rule: "exsize",
    };
    const copies = copyLayout(d).filter((c) => c.database === 6);
    expect(copies.map((c) => [c.server, c.activationPreference, c.lagged])).toEqual([
      [2, 1, false],
      [4, 2, false],
      [1, 3, false],
    ]);
  });
  test("with a remainder, a failed server's databases go first to the servers with fewer actives", () => {
    // 6 databases on 4 servers: servers 0 and 1 hold 2, servers 2 and 3 hold 1 (r = 2).
    // Server 3's database (a = 3, q = 0): p = 0, L = 4 - 2 - 1 = 1, target = 2 + MOD(3 - 2 + 1, 2) = 2.
    expect(copyServer(1, 3, 0, 4, 2)).toBe(2);
    // Server 0's databases (a = 0, q = 0, 1): L = 2, targets 2 + MOD(0, 2) = 2 and 2 + MOD(1, 2) = 3.
    expect([copyServer(1, 0, 0, 4, 2), copyServer(1, 0, 1, 4, 2)]).toEqual([2, 3]);
  });
  test("every database's n copies are on the n servers of its group, for every n up to 7, remainder, anchor and a whole cycle of rotations", () => {
    const wrong: string[] = [];
    for (let n = 1; n <= 7; n++)
      for (let r = 0; r < n; r++)
        for (let a = 0; a < n; a++)
          for (let q = 0; q < Math.max(6, (n - 1) * (n - 2)); q++) {
            const servers = new Set(Array.from({ length: n }, (_, k) => copyServer(k, a, q, n, r)));
            if (servers.size !== n || [...servers].some((x) => x < 0 || x >= n))
              wrong.push(`n ${n}, r ${r}, a ${a}, q ${q}`);
          }
    expect(wrong).toEqual([]);
  });
  test("a copy that does not fit on the group's servers is refused", () => {
    expect(() => copyServer(4, 0, 0, 4, 0)).toThrow(RangeError);
  });
});
