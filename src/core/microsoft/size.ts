import { metaCacheFromCells } from "./metacache/metaCache";
import { evaluateMetaCache, metaCacheInputs } from "./metacache/steps";
import { memory2019Outputs } from "./servers/memory2019";
import { ConversionEnd } from "./cpu/specConversion";
import { cpuConversionResult } from "./cpu/cpuRange";
import { FormulaError, dependentSteps, programOf, runProgram } from "../formula";
import { Program, Slots, Value, errorInputSlots, valueOfSlot } from "../formula";
import { CellValue, cellsOf, isCellError, outputValue } from "./evaluate";
import { checkMicrosoftFigures } from "./figureLimits";
import { sizeServers } from "./servers";
import { STORAGE_OUTPUT_KEYS, STORAGE_STATUS_KEYS } from "./storage";
import { MicrosoftScenario, parseMicrosoftScenario } from "./scenario/parse";
import { microsoftSteps } from "./sizeSteps";
import { EXAMPLE_DISK_GROUP, vbaDiskGroup } from "./vbaDiskGroup";
import { microsoftVerdict } from "./verdict/verdict";

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

/** Every step's value for a scenario, the calculator's one VBA value settled as settleDiskGroup says. */
export function evaluateMicrosoft(scenario: MicrosoftScenario): Map<string, CellValue> {
  const program = programOf(microsoftSteps());
  const cells = scenario.cells;
  const inputs = (n: string): Value | undefined =>
    n === "diskGroupSize" ? EXAMPLE_DISK_GROUP : cells[n];
  // settleDiskGroup's first run is over every step: only the slots read before a step writes them are inputs
  const slots = errorInputSlots(program, inputs, program.inputs);
  const diskGroup = settleDiskGroup(program, slots, undefined, inputs);
  const values = cellsOf(program, slots);
  // The VBA value the steps were evaluated with: the workbook writes it as an input cell.
  values.set("diskGroupSize", diskGroup);
  return values;
}

/**
 * Runs the Microsoft steps over slots whose diskGroupSize is the example's (all steps, or the indices in
 * `first`), then recomputes the calculator's one VBA value (Variables!K53, vbaDiskGroup.ts) until it
 * stops changing, as mscalc.py does (at most 6 rounds), each round running again only the steps that
 * read it (or the indices in `rounds`: search/designEvaluator.ts runs the rest once, after the rounds).
 * Returns the value the slots were last evaluated with. `inputs` gives a name the slots lack.
 */
export function settleDiskGroup(
  program: Program,
  slots: Slots,
  first: readonly number[] | undefined,
  inputs: (name: string) => Value | undefined,
  rounds?: readonly number[]
): number {
  const at = program.slotOf.get("diskGroupSize")!;
  let diskGroup = EXAMPLE_DISK_GROUP;
  slots[at] = diskGroup;
  runProgram(program, slots, first);
  const read = (n: string): CellValue | undefined => {
    const i = program.slotOf.get(n);
    return i === undefined ? inputs(n) : valueOfSlot(slots[i]);
  };
  for (let round = 0; round < 6; round++) {
    const next = vbaDiskGroup(read);
    if (next === null || next === diskGroup) break;
    diskGroup = next;
    slots[at] = diskGroup;
    runProgram(program, slots, rounds ?? diskGroupReaders(program));
  }
  return diskGroup;
}

const readers = new WeakMap<Program, number[]>();
/** The steps that read diskGroupSize, directly or not (formula/program.ts dependentSteps), once. */
function diskGroupReaders(program: Program): number[] {
  let r = readers.get(program);
  if (!r) readers.set(program, (r = dependentSteps(program, ["diskGroupSize"])));
  return r;
}

/**
 * The tier profile and database figures of a `microsoft` scenario (this area's keys of the JSON), without
 * the other areas: the golden tests compare them with the calculator on every design, rejected ones too
 * (`rules: false`: also designs the input rules refuse, parse.ts).
 */
export function sizeMicrosoftDatabases(
  json: unknown,
  { rules = true }: { readonly rules?: boolean } = {}
): MicrosoftSizing {
  return databaseArea(parseMicrosoftScenario(json, { rules })).out;
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
  for (const k of STORAGE_STATUS_KEYS) out[k] = outputValue(values.get(k));
  return { values, out: out as unknown as MicrosoftSizing };
}

/** A figure as a formula reads it: an Excel error ({"error": "#DIV/0!"}) throws that error, naming it. */
export function formulaValue(name: string, v: CellValue | undefined): Value | undefined {
  if (isCellError(v)) throw FormulaError.quick(v.error, `${name} is ${v.error}`);
  return v;
}

/**
 * Sizes a `microsoft` scenario (JSON as read from a file): the `exsize size --json` object. Throws a
 * SizingError naming a bad key, or (servers area) naming a step whose figure is an Excel error in a
 * design the calculator accepts, or (figureLimits.ts) naming the most extreme input when a figure of
 * an accepted design is an Excel error or outside 1e-9 to 1e15.
 * The areas: this one's tier profile and database figures and the storage area's volumes and disks
 * (evaluated with them, sizeSteps.ts), then the servers area (servers/: RAM, CPU,
 * failure modes, validation with its broken rules, version flags) over this area's names. Where both
 * give a key (validationError, databaseCacheAvailablePerMailboxMB), the servers area's is the answer
 * (its validation adds the version rules; its cache per mailbox sizes standalone servers, departures.ts).
 * Last, `verdict` (verdict/, src/core/verdict/types.ts): every rule the design breaks, rejects and
 * warnings, evaluated from the verdict steps the workbook writes too.
 */
export function sizeMicrosoft(json: unknown): MicrosoftSizing {
  return sizeMicrosoftAreas(json).sizing;
}

/**
 * sizeMicrosoft's object with the scenario and the database area's values it evaluated, for
 * sizeMicrosoftWithExtras (sizeWithExtras.ts), which evaluates the Replication, Activation and Mailbox
 * growth steps over them. Kept apart so the EX.MS* functions' chunk does not carry those steps (issue 21,
 * onFirstCallJsGzKB). `serverCells` are the servers area's step values (an Excel error as its
 * FormulaError) and `named` reads a name as the workbook's names resolve it, for deployInputOf.
 */
export function sizeMicrosoftAreas(
  json: unknown,
  cpuEnd: ConversionEnd = "central"
): {
  readonly scenario: MicrosoftScenario;
  readonly values: ReadonlyMap<string, CellValue>;
  readonly serverCells: ReadonlyMap<string, Value | FormulaError>;
  readonly named: (name: string) => Value | undefined;
  readonly sizing: MicrosoftSizing;
} {
  const scenario = parseMicrosoftScenario(json, { cpuEnd });
  const { values, out } = databaseArea(scenario);
  const earlier = (name: string) =>
    formulaValue(name, values.has(name) ? values.get(name) : scenario.cells[name]);
  let serverCells: ReadonlyMap<string, Value | FormulaError> = new Map();
  const servers = sizeServers(4, earlier, (cells) => (serverCells = cells));
  // A name as the workbook's names resolve it: the servers area's value first, then the earlier areas'.
  const named = (name: string) => {
    if (!serverCells.has(name)) return earlier(name);
    const v = serverCells.get(name)!;
    if (v instanceof FormulaError) throw v;
    return v;
  };
  // The verdict (verdict/): its steps read the servers area's values first, as the workbook's names do.
  const verdict = microsoftVerdict(named);
  // issue 30: the RAM per server raised to 2019/SE's 128 GB minimum and the page file (servers/memory2019.ts)
  const memory2019 = memory2019Outputs((k) => serverCells.get(k));
  let sizing = { ...out, ...servers, ...memory2019, verdict } as unknown as MicrosoftSizing;
  if (sizing.validationError === false) checkMicrosoftFigures(sizing, scenario.cells);
  // issue 30: the MetaCache Database's SSDs, Exchange 2019 and SE only (metacache/metaCache.ts)
  // (its steps, metacache/steps.ts, read the servers area's names first, as the workbook's names resolve)
  const mcdbInputs = metaCacheInputs(json);
  const metaCache = metaCacheFromCells(
    evaluateMetaCache((name) => (name in mcdbInputs ? mcdbInputs[name] : named(name)))
  );
  if (metaCache) sizing = { ...sizing, metaCache };
  // issue 30: a CPU given as SPECrate2017_int_base is converted; every figure it moves gets its range
  if (cpuEnd === "central" && scenario.cpuConversion.length > 0)
    sizing = {
      ...sizing,
      cpuConversion: cpuConversionResult(
        scenario.cpuConversion,
        sizing,
        sizeMicrosoftAreas(json, "low").sizing,
        sizeMicrosoftAreas(json, "high").sizing
      ),
    };
  return { scenario, values, serverCells, named, sizing };
}
