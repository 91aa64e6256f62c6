import type { LayoutDesign } from "./design";
import type { LayoutCopy } from "./layout";

/** A copy of one DAG's layout, before its DAG and volume are given. */
export type DagCopy = Omit<LayoutCopy, "dag" | "volume">;

/**
 * One DAG's copies laid out for every DAG of the design, in database and activation preference order,
 * each copy's volume numbered (LayoutCopy.volume, the same in every DAG); with "Active/Active (Multiple
 * DAGs)" an even DAG is the same layout active in datacenter 2 (its datacenter numbers swapped).
 */
export function everyDag(d: LayoutDesign, one: readonly DagCopy[]): LayoutCopy[] {
  const per = Math.max(1, d.databasesPerVolume);
  const held = new Map<number, number>();
  const numbered = [...one]
    .sort((x, y) => x.database - y.database || x.activationPreference - y.activationPreference)
    .map((c) => {
      const k = held.get(c.server) ?? 0;
      held.set(c.server, k + 1);
      return { ...c, volume: Math.floor(k / per) + 1 };
    });
  const out: LayoutCopy[] = [];
  for (let dag = 1; dag <= d.dags; dag++) {
    const mirrored = d.model === "Active/Active (Multiple DAGs)" && dag % 2 === 0;
    for (const c of numbered)
      out.push({ dag, ...c, datacenter: mirrored ? (c.datacenter === 1 ? 2 : 1) : c.datacenter });
  }
  return out;
}
