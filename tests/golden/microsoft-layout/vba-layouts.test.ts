/**
 * The calculator's copy layout of 19 designs (vba-layouts.json): the four datacenter models, 1 to 6
 * databases per volume, 2 to 6 copies per datacenter, lagged copies with the others and on dedicated
 * servers. Source of every row: the calculator itself. make_goldens.py took the cells its layout VBA
 * reads from E2013Calcv7.6 recalculated by mscalc.py (LibreOffice), set the VBA's globals from them as
 * Sheet2.cls Worksheet_Change (18-429) does, and ran Module1.bas's own Spread2 (333-430), Show_Spread2
 * (432-463), ActiveActive (464-506) and MarkLagged (552-631) in LibreOffice Basic (vba_layouts.py); the
 * JSON holds the Distribution grid they drew (activation preference per database and server, 0 none)
 * and the cells given a "Lag" comment. The example's row is also checked against the calculator's own
 * export from Excel (example-export.test.ts), which the LibreOffice run reproduces.
 * ExSize's layout of the same scenario (its own sizing of the inputs, rule "calculator") must equal the
 * grid cell for cell, in every DAG (DAG 1 as drawn; an even DAG of "Active/Active (Multiple DAGs)" the
 * same grid with its datacenters swapped).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { Value } from "../../../src/core/formula";
import { layoutOf } from "../../../src/core/microsoft/layout";
import { parseMicrosoftScenario } from "../../../src/core/microsoft/scenario/parse";
import { evaluateMicrosoft } from "../../../src/core/microsoft/size";

interface VbaDesign {
  readonly name: string;
  readonly inputs: Record<string, unknown>;
  readonly cells: Record<string, Value>;
  readonly globals: { servers: [number, number]; model: string; siteResilience: string };
  readonly grid: number[][];
  readonly laggedServers: number[][];
}
const GOLDEN: { source: string; designs: VbaDesign[] } = JSON.parse(
  readFileSync(join(__dirname, "vba-layouts.json"), "utf8")
);

export function valuesOf(inputs: Record<string, unknown>): Record<string, Value | undefined> {
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...inputs });
  return { ...scenario.cells, ...Object.fromEntries(evaluateMicrosoft(scenario)) } as Record<
    string,
    Value | undefined
  >;
}

test("the golden set covers what issue 19 asks", () => {
  const ds = GOLDEN.designs;
  expect(ds.length).toBeGreaterThanOrEqual(10);
  const models = new Set(
    ds.map((d) => (d.globals.siteResilience === "Yes" ? d.globals.model : "Single Datacenter"))
  );
  expect(models.size).toBe(4);
  const perVolume = new Set(ds.map((d) => d.cells.NumDBPerVol));
  for (const n of [1, 2, 3, 4]) expect(perVolume).toContain(n);
});

describe.each(GOLDEN.designs.map((d) => [d.name, d] as const))("%s", (_name, g) => {
  test("every DAG's layout is the grid the calculator's VBA draws, lagged copies included", () => {
    const copies = layoutOf(valuesOf(g.inputs));
    const dags = Math.max(...copies.map((c) => c.dag));
    const n1 = g.globals.servers[0];
    for (let dag = 1; dag <= dags; dag++) {
      const mirrored = g.globals.model === "Active/Active (Multiple DAGs)" && dag % 2 === 0;
      const total = g.grid[0].length;
      const grid = g.grid.map(() => new Array<number>(total).fill(0));
      const lagged = g.grid.map(() => [] as number[]);
      for (const c of copies.filter((x) => x.dag === dag)) {
        expect(grid[c.database - 1][c.server - 1]).toBe(0);
        grid[c.database - 1][c.server - 1] = c.activationPreference;
        if (c.lagged) lagged[c.database - 1].push(c.server - 1);
        const site = c.server <= n1 ? 1 : 2;
        expect(c.datacenter).toBe(mirrored ? 3 - site : site);
      }
      expect(grid).toEqual(g.grid);
      expect(lagged.map((l) => l.sort((a, b) => a - b))).toEqual(g.laggedServers);
    }
  });
});
