import { FormulaError, Value } from "../formula";
import { CellValue, evaluateCells, isCellError } from "./evaluate";
import { sizeServers } from "./servers";
import { STORAGE_OUTPUT_KEYS } from "./storage";
import { MicrosoftScenario, parseMicrosoftScenario } from "./scenario/parse";
import { microsoftSteps } from "./sizeSteps";
import { EXAMPLE_DISK_GROUP, vbaDiskGroup } from "./vbaDiskGroup";

/**
 * The Microsoft method's sizing of one scenario as one JSON object, the object `exsize size --json` prints:
 * the keys are the output names of `mscalc.py --mapping` (E2013Calcv7.6's cells), `null` where the
 * calculator shows "--", {"error": "#VALUE!"} where its cell holds an Excel error, and `tiers[i]` for the
 * calculator's four tiers (tiers the scenario does not give have 0 mailboxes, as in the calculator).
 *
 * Example: the calculator's example design ({"method":"microsoft"}) gives databaseCount 40,
 * mailboxesPerDatabase 62.5, databaseSizeGB 664.6728515625, totalDbIopsPerServer 402.
 */
export type OutputValue = number | string | boolean | null | { error: string };
export interface MicrosoftSizing {
  readonly method: "microsoft";
  readonly exchangeVersion: string;
  readonly tiers: Record<string, OutputValue>[];
  readonly [key: string]: unknown;
}

/** tiers[i] keys: the step names under `tier<i>.` (Role Requirements C10:C30 and the other tier columns). */
export const TIER_OUTPUT_KEYS = [
  "mailboxes",
  "messagesPerDay",
  "megacyclesPerMailboxActive",
  "megacyclesPerMailboxPassive",
  "casMegacyclesPerMailbox",
  "dbCachePerMailboxMB",
  "transactionLogsPerMailboxPerDay",
  "dumpsterAndWhitespaceMB",
  "mailboxSizeOnDiskMB",
  "readRatio",
  "iopsPerMailbox",
] as const;

/** The scalar outputs this area computes, each the step of the same name (its calculator cell in summary.ts). */
export const SCALAR_OUTPUT_KEYS = [
  "databaseCount",
  "mailboxesPerDatabase",
  "databaseCacheAvailablePerMailboxMB",
  "databaseCopiesPerServer",
  "databaseCopiesPerDag",
  "databaseCopiesEnvironment",
  "databaseSizeGB",
  "databaseSizeNoOverheadGB",
  "logCapacityPerDatabaseGB",
  "transportDatabaseGBPerServer",
  "totalDbIopsPerDatabase",
  "totalDbIopsPerServer",
  "logIopsPerServer",
  "mailboxesTotal",
  "mailboxServersPerDag",
  "serversPerDag",
  "serversEnvironment",
  "dagCount",
] as const;

/** A cell's value as the JSON shows it: "--" is null, an Excel error {"error": ...}. */
export function outputValue(v: CellValue | undefined): OutputValue {
  if (v === undefined) return null;
  if (isCellError(v)) return { error: v.error };
  if (v === "--") return null;
  return v;
}

/**
 * Every step's value for a scenario, with the calculator's one VBA value (Variables!K53, vbaDiskGroup.ts)
 * recomputed until it stops changing, as mscalc.py does (at most 6 rounds).
 */
export function evaluateMicrosoft(scenario: MicrosoftScenario): Map<string, CellValue> {
  const steps = microsoftSteps();
  let diskGroup = EXAMPLE_DISK_GROUP;
  let values = new Map<string, CellValue>();
  for (let round = 0; round <= 6; round++) {
    const inputs: Record<string, Value> = { ...scenario.cells, diskGroupSize: diskGroup };
    values = evaluateCells(steps, (n) => inputs[n]);
    const read = (n: string) => (values.has(n) ? values.get(n) : inputs[n]);
    const next = vbaDiskGroup(read);
    if (next === null || next === diskGroup || round === 6) break;
    diskGroup = next;
  }
  // The VBA value the steps were evaluated with: the workbook writes it as an input cell.
  values.set("diskGroupSize", diskGroup);
  return values;
}

/**
 * The tier profile and database figures of a `microsoft` scenario (this area's keys of the JSON), without
 * the other areas: the golden tests compare them with the calculator on every design, rejected ones too.
 */
export function sizeMicrosoftDatabases(json: unknown): MicrosoftSizing {
  return databaseArea(parseMicrosoftScenario(json)).out;
}

function databaseArea(scenario: MicrosoftScenario) {
  const values = evaluateMicrosoft(scenario);
  const tiers = [1, 2, 3, 4].map((t) =>
    Object.fromEntries(TIER_OUTPUT_KEYS.map((k) => [k, outputValue(values.get(`tier${t}.${k}`))]))
  );
  const out: Record<string, unknown> = {
    method: "microsoft",
    exchangeVersion: scenario.exchangeVersion,
    validationError: outputValue(values.get("validationError")),
    tiers,
  };
  for (const k of SCALAR_OUTPUT_KEYS) out[k] = outputValue(values.get(k));
  out.volumeArchitecture = outputValue(values.get("volumeArchitecture"));
  for (const k of STORAGE_OUTPUT_KEYS) out[k] = outputValue(values.get(k));
  return { values, out: out as unknown as MicrosoftSizing };
}

/**
 * Sizes a `microsoft` scenario (JSON as read from a file): the `exsize size --json` object. Throws a
 * SizingError naming a bad key, or (servers area) naming a step whose figure is an Excel error in a
 * design the calculator accepts.
 * The areas: this one's tier profile and database figures and the storage area's volumes and disks
 * (evaluated with them, sizeSteps.ts), then the servers area (servers/: RAM, CPU,
 * failure modes, validation with its broken rules, version flags) over this area's names. Where both
 * give a key (validationError, databaseCacheAvailablePerMailboxMB), the servers area's is the answer
 * (its validation adds the version rules; its cache per mailbox sizes standalone servers, departures.ts).
 */
export function sizeMicrosoft(json: unknown): MicrosoftSizing {
  return sizeMicrosoftAreas(json).sizing;
}

/**
 * sizeMicrosoft's object with the scenario and the database area's values it evaluated, for
 * sizeMicrosoftWithExtras (sizeWithExtras.ts), which evaluates the Replication, Activation and Mailbox
 * growth steps over them. Kept apart so the EX.MS* functions' chunk does not carry those steps (issue 21,
 * onFirstCallJsGzKB).
 */
export function sizeMicrosoftAreas(json: unknown): {
  readonly scenario: MicrosoftScenario;
  readonly values: ReadonlyMap<string, CellValue>;
  readonly sizing: MicrosoftSizing;
} {
  const scenario = parseMicrosoftScenario(json);
  const { values, out } = databaseArea(scenario);
  const servers = sizeServers(4, (name) => {
    const v = values.has(name) ? values.get(name) : scenario.cells[name];
    if (isCellError(v)) throw new FormulaError(v.error, `${name} is ${v.error}`);
    return v;
  });
  return { scenario, values, sizing: { ...out, ...servers } as unknown as MicrosoftSizing };
}
