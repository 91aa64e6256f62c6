import { renameRefs } from "../../core/formula";
import type { Step } from "../../core/formula";
import { serverSteps } from "../../core/microsoft/servers";
import { microsoftSteps } from "../../core/microsoft/sizeSteps";
import { sizeMicrosoft } from "../../core/microsoft/size";
import { verdictSteps } from "../../core/microsoft/verdict";

/** The prefix of a database-area step whose key the servers area also computes (ex.ms.databases.<key>). */
export const DATABASE_AREA = "databases.";

/**
 * Every step the workbook writes, as the core evaluates them: the tier, database and storage areas
 * (microsoftSteps, one pass) and the servers area (serverSteps, evaluated after them, in its own list
 * order, over their values; src/core/microsoft/size.ts). Where both areas give a key (validationError,
 * databaseCacheAvailablePerMailboxMB, ...), the servers area's is the answer `exsize size --json`
 * prints, so it keeps the name ex.ms.<key>; the database area's step becomes ex.ms.databases.<key>, and
 * each formula reads the one the core's evaluation reads: a database-area step its own area's; a
 * servers-area step its own area's when that comes earlier in its list, else the database area's.
 * Then the verdict steps (ex.ms.verdict.*), which the Summary's verdict and "--" figures read.
 */
export function workbookSteps(): readonly Step[] {
  if (cached) return cached;
  const db = microsoftSteps();
  const srv = serverSteps(4);
  const srvIndex = new Map(srv.map((s, i) => [s.key, i]));
  const shared = new Set(db.filter((s) => srvIndex.has(s.key)).map((s) => s.key));
  const dbName = (n: string) => (shared.has(n) ? DATABASE_AREA + n : n);
  const dbSteps = db.map((s) => ({
    ...s,
    key: dbName(s.key),
    formula: renameRefs(s.formula, dbName),
  }));
  const srvSteps = srv.map((s, i) => ({
    ...s,
    formula: renameRefs(s.formula, (n) =>
      shared.has(n) && !((srvIndex.get(n) ?? Infinity) < i) ? DATABASE_AREA + n : n
    ),
  }));
  // The verdict last (core/microsoft/verdict): it reads the servers area's names, as size.ts does.
  cached = [...dbSteps, ...srvSteps, ...verdictSteps()];
  return cached;
}
let cached: readonly Step[] | undefined;

/**
 * The keys of `exsize size --json` as workbook names (without "ex.ms."): the design's figures, the
 * failure-mode figures (<key>.<mode>) and the per-tier ones (tier<i>.<key>); the JSON's lists
 * (brokenRules, flags) are not cells: the Databases and servers sheet shows each validation check.
 * Read from the calculator's example design, whose JSON has every key.
 */
export function outputKeys(): {
  readonly scalars: readonly string[];
  readonly modes: readonly string[];
  readonly tier: readonly string[];
} {
  if (keys) return keys;
  const example = sizeMicrosoft({ method: "microsoft" }) as unknown as Record<string, unknown>;
  const scalars: string[] = [];
  const modes: string[] = [];
  for (const [k, v] of Object.entries(example)) {
    if (k === "method" || k === "tiers" || Array.isArray(v) || EXTRA_OBJECTS.includes(k)) continue;
    if (v !== null && typeof v === "object" && !("error" in v)) modes.push(k);
    else scalars.push(k);
  }
  const tier = Object.keys((example.tiers as Record<string, unknown>[])[0]);
  keys = { scalars, modes, tier };
  return keys;
}
let keys: ReturnType<typeof outputKeys> | undefined;

/** The JSON's objects of the Replication, Activation and Mailbox growth sheets (extras/), not failure modes. */
const EXTRA_OBJECTS = ["replication", "activation", "mailboxModeling"];
