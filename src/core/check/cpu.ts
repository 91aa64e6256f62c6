/**
 * CPU of one Mailbox server from the mailboxes it holds today: Microsoft's SizingChecker.ps1 method
 * (Marc Nivens, v1.0, 30 Mar 2015, function Check-NeededMegacycles), corrected and extended to Exchange
 * 2016, 2019 and SE (docs/check.md names each correction).
 *
 * Formula: required = (1 + hypervisor overhead, when virtualized)
 *                     x sum over tiers t of share_t x (active mailboxes x (active_t + CAS_t)
 *                                                      + passive mailboxes x passive_t)
 *          available = physical cores x megacycles per core
 *          megacycles per core = SPECint_rate2006 / cores x 2000 / 33.75  (E2013Calcv7.6 Role Requirements!C159;
 *                                 SizingChecker: ($SPECRating x 2000) / 33.75 x cores)
 *          utilization = required / available
 * where active_t, passive_t and CAS_t are the design's per-mailbox megacycles at the tier's messages per
 * day (the calculator's Role Requirements!C14:C16 for 2013, the 2016 table for 2016, 2019 and SE:
 * src/core/microsoft/profile/versions.ts), CAS_t only on a 2013 multi-role server
 * (casCountsInServerCpu), share_t the tier's share of the mailboxes. Active mailboxes are the mailboxes of
 * the databases mounted on the server, passive those of its other copies (SizingChecker: Status
 * 'Mounted' and 'Healthy').
 * Units: mailboxes, megacycles, fraction.
 * Example (SizingChecker's help, one profile): 150 messages, multi-role 2013 (8.77 = 6.375 + 2.390625
 *          rounded), 1,000 active and 2,000 passive mailboxes, SPECint 665 on 16 cores: required
 *          1,000 x 8.765625 + 2,000 x 2.055 = 12,875.6; available 665 x 2000 / 33.75 = 39,407.4; 32.7 %.
 */
export interface TierMegacycles {
  /** The tier's share of the mailboxes, 0 to 1; the shares add up to 1. */
  readonly share: number;
  readonly activePerMailbox: number;
  readonly passivePerMailbox: number;
  /** CAS megacycles per active mailbox counted in the server's CPU (2013 multi-role), else 0. */
  readonly casPerMailbox: number;
}

export interface ServerLoad {
  readonly activeMailboxes: number;
  readonly passiveMailboxes: number;
}

export function requiredMegacycles(
  load: ServerLoad,
  tiers: readonly TierMegacycles[],
  hypervisorFactor: number
): number {
  let sum = 0;
  for (const t of tiers)
    sum +=
      t.share *
      (load.activeMailboxes * (t.activePerMailbox + t.casPerMailbox) +
        load.passiveMailboxes * t.passivePerMailbox);
  return sum * hypervisorFactor;
}

/** Megacycles per core (E2013Calcv7.6 Role Requirements!C159): SPECint_rate2006 / cores x 2000 / 33.75. */
export const megacyclesPerCore = (specIntRate2006: number, cores: number): number =>
  ((specIntRate2006 / cores) * 2000) / 33.75;

/** One copy of a database as the copy status lists it. */
export interface CopyOnServer {
  readonly database: string;
  readonly server: string;
  readonly activationPreference: number;
  /** Mounted (active) now. */
  readonly mounted: boolean;
  /** Counts as a passive copy's load and can be activated (a healthy, replaying copy). */
  readonly healthy: boolean;
}

/**
 * Active and passive mailboxes per server with some servers down: each database is active on its
 * mounted copy when that server is up, else on its healthy surviving copy of lowest activation
 * preference (how Active Manager's best copy selection ranks copies of equal health, and the calculator's
 * failover rule, layout/failures.ts); every other healthy copy on a surviving server is passive.
 * Example: DB1 mounted on EX01 (preference 1), healthy on EX02 (2); EX01 down: DB1 active on EX02.
 */
export function loadsWith(
  copies: readonly CopyOnServer[],
  mailboxesOf: (database: string) => number,
  down: ReadonlySet<string>
): Map<string, ServerLoad> {
  const active = new Map<string, string>();
  const byDb = new Map<string, CopyOnServer[]>();
  for (const c of copies) byDb.set(c.database, [...(byDb.get(c.database) ?? []), c]);
  for (const [db, cs] of byDb) {
    const mounted = cs.find((c) => c.mounted && !down.has(c.server));
    const next = cs
      .filter((c) => c.healthy && !down.has(c.server))
      .sort((a, b) => a.activationPreference - b.activationPreference)[0];
    const where = mounted ?? next;
    if (where) active.set(db, where.server);
  }
  const loads = new Map<string, { activeMailboxes: number; passiveMailboxes: number }>();
  for (const c of copies) {
    if (down.has(c.server)) continue;
    const l = loads.get(c.server) ?? { activeMailboxes: 0, passiveMailboxes: 0 };
    if (active.get(c.database) === c.server) l.activeMailboxes += mailboxesOf(c.database);
    else if (c.healthy) l.passiveMailboxes += mailboxesOf(c.database);
    loads.set(c.server, l);
  }
  return loads;
}

/**
 * Per server, the load after its worst failure of `failures` other servers of the same DAG: the failure
 * that makes its required megacycles highest. Returns the load and the servers down.
 */
export function worstFailureLoads(
  copies: readonly CopyOnServer[],
  mailboxesOf: (database: string) => number,
  dagServers: readonly string[],
  failures: number,
  required: (l: ServerLoad) => number
): Map<string, { load: ServerLoad; down: readonly string[] }> {
  const worst = new Map<string, { load: ServerLoad; down: readonly string[]; mc: number }>();
  const visit = (start: number, down: string[]) => {
    if (down.length === failures) {
      for (const [s, l] of loadsWith(copies, mailboxesOf, new Set(down))) {
        const mc = required(l);
        if (!worst.has(s) || mc > worst.get(s)!.mc) worst.set(s, { load: l, down, mc });
      }
      return;
    }
    for (let i = start; i < dagServers.length; i++) visit(i + 1, [...down, dagServers[i]]);
  };
  if (dagServers.length > failures) visit(0, []);
  return new Map([...worst].map(([s, w]) => [s, { load: w.load, down: w.down }]));
}
