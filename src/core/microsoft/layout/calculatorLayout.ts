import { LayoutDesign } from "./design";
import type { LayoutCopy } from "./layout";
import { DagCopy, everyDag } from "./volumes";
import { spreadCopies } from "./spread";

/**
 * The calculator's view of one DAG (E2013Calcv7.6, VBA Module1 `GetInfo` 856-1059 and the Input sheet's
 * `Worksheet_Change`, Sheet2 18-429, which sets the same globals and is the copy that normally runs):
 * - sites: 2 with site resilience and a copy (HA or lagged) in datacenter 2, else 1;
 * - servers of a site (NumDAGServersPDC/SDC, Role Requirements!C225/D225): its active and DR servers
 *   (I86 + I87, I88 + I89; "Active/Active (Multiple DAGs)": I86 and I89, the others being 0 there);
 *   dedicated lagged servers are not in the layout;
 * - copies of a site: its HA copies (I63, I65) plus its lagged copies (I67, I69) when those go with the
 *   others: Input!G30 "No" or Volume Requirements!C110 "Multiple DBs / Volume", which is exactly when
 *   the design has no dedicated lagged-copy servers (Role Requirements!C109 = IF(C110 = "Multiple DBs /
 *   Volume", "No", G30); I98 > 0 iff lagged copies exist and C109 = "Yes"). Otherwise the lagged copies
 *   are left out of the layout and the files, as the VBA does.
 */
export interface CalculatorSites {
  readonly sites: 1 | 2;
  readonly servers: readonly [number, number];
  readonly copies: readonly [number, number];
  readonly laggedCopies: readonly [number, number];
  /** Whether a site's lagged copies are laid out with the others (VBA DistributedLag). */
  readonly distributedLag: readonly [boolean, boolean];
  /** RR!I86 + I88: the block of ActiveActive and MarkLagged. */
  readonly dagSize: number;
  /** RR!C79 per DAG (C86 + C87). */
  readonly databases: number;
  readonly activeActiveSingleDag: boolean;
}

export function calculatorSites(d: LayoutDesign): CalculatorSites {
  const second = d.model !== "Single Datacenter" && d.haCopiesDc2 + d.laggedCopiesDc2 > 0;
  const dedicated = d.laggedServersDc1 + d.laggedServersDc2 > 0;
  const lag: [number, number] = [d.laggedCopiesDc1, second ? d.laggedCopiesDc2 : 0];
  const distributed: [boolean, boolean] = [!dedicated && lag[0] > 0, !dedicated && lag[1] > 0];
  const ha: [number, number] = [d.haCopiesDc1, second ? d.haCopiesDc2 : 0];
  return {
    sites: second ? 2 : 1,
    servers: [
      d.activeServersDc1 + d.drServersDc1,
      second ? d.activeServersDc2 + d.drServersDc2 : 0,
    ],
    copies: [ha[0] + (distributed[0] ? lag[0] : 0), ha[1] + (distributed[1] ? lag[1] : 0)],
    laggedCopies: lag,
    distributedLag: distributed,
    dagSize: d.activeServersDc1 + d.activeServersDc2,
    databases: d.databasesDc1 + d.databasesDc2,
    activeActiveSingleDag: second && d.model === "Active/Active (Single DAG)",
  };
}

/**
 * The preference grid of one DAG as the calculator's Distribution sheet holds it after `Run_Spread`
 * (Module1 149-291): `grid[i][s]` is the activation preference of server s+1's copy of database i+1
 * (0: none), servers numbered site 1's then site 2's; `lagged[i][s]` marks the copies `MarkLagged` gives
 * a "Lag" comment (what ExportDBCopyList reads as lagged). Steps:
 * 1. `Spread2` per site (spread.ts); `Show_Spread2` (432-463) writes site 2's copy numbers after site 1's.
 * 2. `ActiveActive` (464-506), Active/Active (Single DAG) only: in the second half of every block of
 *    D = I86 + I88 databases (databases D/2+1..D, then D + D/2 + 1.., D/2 = D \ 2) it swaps the two
 *    sites' preferences: with equal copy counts (T = both sites' copies) a preference p becomes p - T/2
 *    above T/2, else p + T/2; with unequal counts F = T \ 2 + 1 and preference F stays.
 * 3. `MarkLagged(site)` (552-631) for each site whose lagged copies are laid out: in that site's servers,
 *    every preference above its last HA preference (site 1: its copies less its lagged; site 2: both
 *    sites' copies less site 2's lagged) is lagged; with Active/Active (Single DAG) the site whose
 *    servers it reads changes after every D \ 2 databases (so in a swapped half it marks the other
 *    site's highest preferences), the last HA preference dropping by one when it turns to a site of
 *    fewer copies.
 */
export function calculatorGrid(s: CalculatorSites): {
  grid: number[][];
  lagged: boolean[][];
} {
  const total = s.servers[0] + s.servers[1];
  const grid = Array.from({ length: s.databases }, () => new Array<number>(total).fill(0));
  const lagged = Array.from({ length: s.databases }, () => new Array<boolean>(total).fill(false));
  const half = Math.floor(s.dagSize / 2);
  const firstColumn = (site: 1 | 2) => (site === 1 ? 0 : s.servers[0]);
  const siteColumns = (site: 1 | 2) =>
    Array.from({ length: s.servers[site - 1] }, (_, k) => firstColumn(site) + k);
  for (const site of [1, 2] as const) {
    if (site > s.sites || s.copies[site - 1] === 0) continue;
    const spread = spreadCopies(s.servers[site - 1], s.copies[site - 1], s.databases);
    const base = site === 1 ? 0 : s.copies[0];
    spread.forEach((row, i) =>
      row.forEach((server, c) => {
        if (server !== 0) grid[i][firstColumn(site) + server - 1] = c + 1 + base;
      })
    );
  }
  if (s.activeActiveSingleDag) {
    const t = s.copies[0] + s.copies[1];
    const equal = s.copies[0] === s.copies[1];
    const middle = equal ? 0 : Math.floor(t / 2) + 1;
    const flip = equal ? Math.floor(t / 2) : Math.floor(t / 2) + 1;
    if (s.dagSize > 0)
      for (let x = 1 + half; x <= s.databases; x += s.dagSize)
        for (let db = x; db <= Math.min(s.databases, x - 1 + half); db++)
          grid[db - 1] = grid[db - 1].map((p) =>
            p === 0 || p === middle ? p : p > flip ? p - flip : p + flip
          );
  }
  const lastHa: [number, number] = [
    s.copies[0] - s.laggedCopies[0],
    s.copies[0] + s.copies[1] - s.laggedCopies[1],
  ];
  for (const site of [1, 2] as const) {
    if (site > s.sites || !s.distributedLag[site - 1]) continue;
    let reading: 1 | 2 = site;
    let lastNormal = lastHa[site - 1];
    for (let db = 1; db <= s.databases; db++) {
      for (const c of siteColumns(reading))
        if (grid[db - 1][c] > lastNormal) lagged[db - 1][c] = true;
      if (s.activeActiveSingleDag && half > 0 && db % half === 0) {
        reading = reading === 1 ? 2 : 1;
        lastNormal = s.copies[reading - 1] < s.copies[site - 1] ? lastNormal - 1 : lastHa[site - 1];
      }
    }
  }
  return { grid, lagged };
}

/**
 * The calculator's copy layout of a design (the default, `copyLayout: "calculator"`): for every DAG, the
 * copies of calculatorGrid, DAG 1 as the calculator draws it, the others and the volumes as everyDag
 * (volumes.ts) gives them.
 * Example (the calculator's example, examples/microsoft-example.json): database 1 on servers 1, 2, 3, 4
 * with preferences 1, 2, 3, 4 (4 lagged); database 3 on servers 3, 4, 1, 2 with preferences 1, 2, 3, 4
 * (4, in datacenter 1, lagged), as MailboxDatabaseCopies.csv of example-exports.
 */
export function calculatorCopyLayout(d: LayoutDesign): LayoutCopy[] {
  const s = calculatorSites(d);
  const { grid, lagged } = calculatorGrid(s);
  const one: DagCopy[] = [];
  grid.forEach((row, i) =>
    row.forEach((p, c) => {
      if (p === 0) return;
      one.push({
        database: i + 1,
        server: c + 1,
        datacenter: c < s.servers[0] ? 1 : 2,
        activationPreference: p,
        lagged: lagged[i][c],
      });
    })
  );
  return everyDag(d, one);
}
