import { LayoutDesign } from "./design";
import { calculatorCopyLayout } from "./calculatorLayout";
import { copyServer } from "./placement";
import { DagCopy, everyDag } from "./volumes";

/** One database copy of the layout (`exsize size --json`'s `layout`). */
export interface LayoutCopy {
  /** DAG number, 1 up. */
  readonly dag: number;
  /** Database number within its DAG, 1 up (with HA off: within the environment, server by server). */
  readonly database: number;
  /** Server number within its DAG, 1 up: datacenter 1's active, DR and lagged servers, then datacenter 2's. */
  readonly server: number;
  /** 1 or 2 (the DAG's own numbering: a mirrored DAG of "Active/Active (Multiple DAGs)" is active in 2). */
  readonly datacenter: 1 | 2;
  readonly activationPreference: number;
  readonly lagged: boolean;
  /**
   * The copy's volume on its server, 1 up: its place among the databases the server holds (database
   * order, as the calculator's ExportDBMountList lists them in Servers.csv's DbMap) divided by the
   * databases per volume (Volume Requirements!I7), as ExchangeDsc's helper assigns them.
   */
  readonly volume: number;
}

/** A group of servers of one datacenter: its first server number in the DAG and its size. */
interface Group {
  readonly first: number;
  readonly size: number;
  readonly datacenter: 1 | 2;
}

/** The servers of one DAG, numbered 1 up: DC1 active, DC1 DR, DC1 lagged, DC2 active, DC2 DR, DC2 lagged. */
export function dagServers(d: LayoutDesign): { groups: Record<string, Group>; count: number } {
  const groups: Record<string, Group> = {};
  let next = 1;
  for (const datacenter of [1, 2] as const)
    for (const kind of ["active", "dr", "lagged"] as const) {
      const size = d[`${kind}ServersDc${datacenter}` as const];
      groups[`${kind}${datacenter}`] = { first: next, size, datacenter };
      next += size;
    }
  return { groups, count: next - 1 };
}

/**
 * The copies of one database in one group: `copies` of them, chain positions from `from`, anchored at
 * server `a` of the group with rotation `q` (placement.ts).
 */
function place(
  g: Group,
  a: number,
  q: number,
  r: number,
  from: number,
  copies: number
): { server: number; datacenter: 1 | 2 }[] {
  if (copies > 0 && g.size === 0)
    throw new RangeError(
      `the design puts ${copies} copies in datacenter ${g.datacenter} but gives it no server for them`
    );
  const out = [];
  for (let k = from; k < from + copies; k++)
    out.push({ server: g.first + copyServer(k, a, q, g.size, r), datacenter: g.datacenter });
  return out;
}

/** Copies on a group of their own (dedicated lagged servers): anchor i mod size, rotation i div size. */
const placeAlone = (g: Group, i: number, count: number, copies: number) =>
  place(g, i % g.size, Math.floor(i / g.size), count % g.size, 0, copies);

/**
 * The copy layout of a design (docs/copy-layout.md): every copy of every database on a server with its
 * activation preference. Per DAG, database i (0 up) of its home datacenter h (the first databasesDc1
 * are at home in DC1, the next databasesDc2 in DC2) has:
 * - its HA copies in h on the home group (h's active servers): anchor a = i mod n, rotation q = i div n,
 *   remainder r = (h's database count) mod n;
 * - its HA copies in the other datacenter o on o's DR servers if it has any, else o's active servers:
 *   anchor (a + 1 + q) mod m, rotation i div m, so a site failure spreads every server's databases;
 * - its lagged copies after them, on the dedicated lagged servers of h and o if the design has them
 *   (anchor i mod l, rotation i div l), else further along the same chains.
 * Activation preference: home HA copies 1.., then the other datacenter's HA copies, then home lagged,
 * then the other datacenter's lagged.
 */
export function copyLayout(d: LayoutDesign): LayoutCopy[] {
  if (d.highAvailability && d.rule === "calculator") return calculatorCopyLayout(d);
  return everyDag(d, exsizeDagLayout(d));
}

/**
 * ExSize's balanced rule (`copyLayout: "exsize"`) for one DAG (everyDag, volumes.ts, repeats it), and the
 * standalone servers without high availability.
 */
function exsizeDagLayout(d: LayoutDesign): DagCopy[] {
  const out: DagCopy[] = [];
  if (!d.highAvailability) {
    // Standalone servers: each holds its own databases, one copy each.
    for (let s = 0; s < d.activeServersDc1; s++)
      for (let i = 0; i < d.databasesDc1; i++)
        out.push({
          database: s * d.databasesDc1 + i + 1,
          server: s + 1,
          datacenter: 1,
          activationPreference: 1,
          lagged: false,
        });
    return out;
  }
  const { groups } = dagServers(d);
  let database = 0;
  for (const h of [1, 2] as const) {
    const count = h === 1 ? d.databasesDc1 : d.databasesDc2;
    const o = h === 1 ? 2 : 1;
    const home = groups[`active${h}`];
    const other = groups[`dr${o}`].size > 0 ? groups[`dr${o}`] : groups[`active${o}`];
    const homeLagged = groups[`lagged${h}`];
    const otherLagged = groups[`lagged${o}`];
    for (let i = 0; i < count; i++) {
      database++;
      const n = home.size;
      const a = i % n;
      const q = Math.floor(i / n);
      const m = other.size;
      const a2 = m > 0 ? (a + 1 + q) % m : 0;
      const q2 = m > 0 ? Math.floor(i / m) : 0;
      // activation preference: the copies in the order they are added, 1 up
      let preference = 0;
      const add = (list: { server: number; datacenter: 1 | 2 }[], lagged: boolean) =>
        list.forEach((c) =>
          out.push({ database, ...c, activationPreference: ++preference, lagged })
        );
      const r = count % n;
      const r2 = m > 0 ? count % m : 0;
      add(place(home, a, q, r, 0, d.haCopiesDc1), false);
      add(place(other, a2, q2, r2, 0, d.haCopiesDc2), false);
      if (homeLagged.size > 0) add(placeAlone(homeLagged, i, count, d.laggedCopiesDc1), true);
      else add(place(home, a, q, r, d.haCopiesDc1, d.laggedCopiesDc1), true);
      if (otherLagged.size > 0) add(placeAlone(otherLagged, i, count, d.laggedCopiesDc2), true);
      else add(place(other, a2, q2, r2, d.haCopiesDc2, d.laggedCopiesDc2), true);
    }
  }
  return out;
}
