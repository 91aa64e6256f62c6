import { LayoutCopy } from "./layout";

/**
 * Where each database of one DAG is active when some of its servers are down: on its surviving copy of
 * lowest activation preference that is not lagged (lagged copies are not activated, as the calculator
 * assumes). Returns the active databases per server (servers that are down hold none); a database with
 * no such copy is down and counted nowhere.
 */
export function activeCounts(
  copies: readonly LayoutCopy[],
  down: ReadonlySet<number>
): Map<number, number> {
  const best = new Map<number, LayoutCopy>();
  for (const c of copies) {
    if (c.lagged || down.has(c.server)) continue;
    const b = best.get(c.database);
    if (!b || c.activationPreference < b.activationPreference) best.set(c.database, c);
  }
  const counts = new Map<number, number>();
  for (const c of best.values()) counts.set(c.server, (counts.get(c.server) ?? 0) + 1);
  return counts;
}

/**
 * Per server of `among`, the most active databases it holds over every way `failures` of the OTHER
 * servers of `among` can fail (failures.ts's failover: the surviving HA copy of lowest preference).
 * Example: the calculator's example, datacenter 1 (servers 1, 2), one failure: 20 on each.
 */
export function worstActivePerServer(
  copies: readonly LayoutCopy[],
  among: readonly number[],
  failures: number
): Map<number, number> {
  const worst = new Map<number, number>();
  const visit = (start: number, down: number[]) => {
    if (down.length === failures) {
      const counts = activeCounts(copies, new Set(down));
      for (const s of among)
        if (!down.includes(s)) worst.set(s, Math.max(worst.get(s) ?? 0, counts.get(s) ?? 0));
      return;
    }
    for (let i = start; i < among.length; i++) visit(i + 1, [...down, among[i]]);
  };
  if (among.length > failures) visit(0, []);
  return worst;
}

/** The most active databases on any one of `among` over every way `failures` of them can fail. */
export function worstActive(
  copies: readonly LayoutCopy[],
  among: readonly number[],
  failures: number
): number {
  return Math.max(0, ...worstActivePerServer(copies, among, failures).values());
}
