import { SizingError } from "../../errors";
import { fail, show } from "../scenario/refusal";
import { POSITIVE, checkNumber } from "../../validation";
import { GLOBAL_INPUTS } from "../scenario/inputs";
import { parseMicrosoftScenario } from "../scenario/parse";

/**
 * A search request (issue 23, `exsize search REQ.json`): a Microsoft scenario plus a `search` object.
 * ```json
 * "search": {
 *   "exchangeServersPerDag": [2, 12], "dagCount": [1, 4],
 *   "servers": [{ "model": "2U 24-core", "coresPerServer": 24, "specIntRate2006": 1500,
 *                 "maxRamGB": 256, "diskSlots": 24, "price": 18000 }],
 *   "disks": [{ "model": "8 TB NL-SAS", "diskCapacityGB": 8000, "diskType": "7.2K RPM SAS 3.5\"", "price": 420 }],
 *   "maxCpuWorstFailurePercent": 80
 * }
 * ```
 * - A range is `[from, to]`, inclusive whole numbers, for any whole-number input of the scenario
 *   (exchangeServersPerDag, dagCount, haCopies, ...); a missing range keeps the scenario's value.
 * - `servers` and `disks`: lists of at least one entry. An entry's `model` names it, `price` is its price
 *   (a positive number, any currency, the same for all); a server's `diskSlots` (a whole number of 1 or
 *   more) and `maxRamGB` (a positive number) bound its disks and RAM. Every other field is a scenario
 *   input the entry sets (coresPerServer, specIntRate2006, diskCapacityGB, diskType, ...), read and
 *   checked as `exsize size` reads it. A server's CPU may be specRate2017IntBase (converted, issue 30) or
 *   `processor` and `sockets` (the CLI resolves them through src/catalog/processors.ts first); an entry
 *   that gives a CPU replaces the scenario's CPU keys.
 * - One setter per input (issue 32): the scenario gives every input its starting value, and a range, the
 *   server entries or the disk entries may replace it; no input may be set by two of those three. A key
 *   in a range and in a list entry, or in a server entry and a disk entry, is refused naming both
 *   (`checkOneSetter`), and so are two keys that write the same input cell (grid.ts), before any
 *   candidate is sized. (Entries of one list may each set a key or leave it: an entry that leaves it
 *   keeps the scenario's value.)
 * - `ssdPrice` (issue 30), in a disk entry or in `search` for every disk: the price of one MetaCache SSD.
 *   A 2019 or SE design's SSDs (metacache/steps.ts: ROUNDUP(HDDs / 3) per server) take disk slots (HDDs +
 *   SSDs <= diskSlots) and, where priced, cost servers x SSDs per server x ssdPrice; unpriced, they cost
 *   nothing and the design's warnings say so.
 * - `maxCpuWorstFailurePercent`: the CPU utilization no failure mode may exceed; default 80, the
 *   calculator's own warning (E2013Calcv7.6, Role Requirements!C255 conditional format) and the 2019
 *   Preferred Architecture's "80% of resources during the worst-failure mode".
 * Any mistake is a SizingError with a one-line message naming the key (search.servers[1].price, ...).
 */
export interface RangeDimension {
  readonly key: string;
  readonly from: number;
  readonly to: number;
}
export interface ServerOption {
  readonly model: string;
  readonly price: number;
  readonly diskSlots: number;
  readonly maxRamGB: number;
  /** The scenario inputs the entry sets, by the scenario's names. */
  readonly inputs: Readonly<Record<string, unknown>>;
}
export interface DiskOption {
  readonly model: string;
  readonly price: number;
  /** Issue 30: the price of one MetaCache SSD beside this disk (2019 and SE), else the request's ssdPrice. */
  readonly ssdPrice?: number;
  readonly inputs: Readonly<Record<string, unknown>>;
}
export interface SearchRequest {
  /** The scenario without its `search` object: every candidate starts from it. */
  readonly scenario: Readonly<Record<string, unknown>>;
  readonly ranges: readonly RangeDimension[];
  readonly servers: readonly ServerOption[];
  readonly disks: readonly DiskOption[];
  /** Issue 30: the price of one MetaCache SSD (2019 and SE) where a disk entry gives none. */
  readonly ssdPrice?: number;
}

/** Candidates a search takes unless told more (issue 23): a million designs is about two minutes. */
export const DEFAULT_MAX_CANDIDATES = 1_000_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const positive = (key: string, v: unknown): number => {
  if (typeof v !== "number" || !Number.isFinite(v) || v <= 0)
    fail(key, `${key} must be a positive number (got ${show(v)})`);
  return v as number;
};

/**
 * A price: a positive number within docs/errors.md rule 7's limits (1e-9 to 1e15), so that a design's
 * cost is a figure the report can print (issue 32: 1e308 printed "cost ∞", 1e300 a 401-character
 * number). A cost above the limit (search.ts) is refused too, naming the price.
 */
const price = (key: string, v: unknown): number => checkNumber(key, positive(key, v), POSITIVE);

/** The whole-number inputs a range may vary (the scenario's `int` inputs). */
export const RANGE_KEYS: readonly string[] = GLOBAL_INPUTS.filter((s) => s.kind === "int").map(
  (s) => s.name
);

function range(key: string, v: unknown): RangeDimension {
  const at = `search.${key}`;
  if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => Number.isInteger(x) && x >= 0))
    fail(at, `${at} must be a range [from, to] of two whole numbers of 0 or more (got ${show(v)})`);
  const [from, to] = v as number[];
  if (from > to)
    fail(at, `${at} runs the wrong way round: [${from}, ${to}]; write [${to}, ${from}]`);
  return { key, from, to };
}

const SERVER_FIELDS = ["model", "price", "diskSlots", "maxRamGB"];
/** The keys that give a server's CPU (issue 30: SPECint_rate2006, SPECrate2017_int_base or a processor model). */
const isCpuKey = (k: string) =>
  /^(specIntRate2006|specRate2017IntBase|processor|sockets)(Secondary|Lagged)?$/.test(k) ||
  k === "processorVendor";
const DISK_FIELDS = ["model", "price", "ssdPrice"];

function list<T>(
  key: "servers" | "disks",
  v: unknown,
  entry: (at: string, e: Record<string, unknown>) => T
): T[] {
  const at = `search.${key}`;
  if (!Array.isArray(v)) fail(at, `${at} must be a list of ${key} (got ${show(v)})`);
  if ((v as unknown[]).length === 0) fail(at, `${at} is empty: give at least one`);
  return (v as unknown[]).map((e, i) => {
    const where = `${at}[${i}]`;
    if (!isObject(e)) fail(where, `${where} must be an object (got ${show(e)})`);
    return entry(where, e as Record<string, unknown>);
  });
}

function model(at: string, e: Record<string, unknown>): string {
  const m = e.model;
  if (typeof m !== "string" || m.trim() === "")
    fail(`${at}.model`, `${at}.model must be a non-empty text naming it (got ${show(m)})`);
  return (m as string).trim();
}

/** The fields of an entry that are scenario inputs, each checked by reading the scenario with it. */
function inputsOf(
  at: string,
  e: Record<string, unknown>,
  own: readonly string[],
  scenario: Record<string, unknown>
): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) if (!own.includes(k)) inputs[k] = v;
  try {
    parseMicrosoftScenario({ ...scenario, ...inputs });
  } catch (error) {
    if (error instanceof SizingError && error.argument in inputs)
      fail(`${at}.${error.argument}`, `${at}.${error.message}`);
    throw error;
  }
  return inputs;
}

/**
 * The CPU ceiling every candidate is judged by is the scenario input `maxCpuWorstFailurePercent`, whose
 * starting value the scenario gives (else 80) and `search.maxCpuWorstFailurePercent` replaces, as a
 * range replaces the scenario's value of its input (the pane sends both: its environment's field and
 * its search's). The search's value is checked by the scenario input's rule (scenario/inputs.ts: above
 * 0, at most 100) and written into the scenario, so a design the search writes (candidateScenario)
 * carries the ceiling it was judged by and `exsize size` gives it the same verdict. Before, a scenario's
 * own ceiling was ignored (the search judged by 80) and the search's was not written, so a winner could
 * be a design `exsize size` rejects.
 * Example: search.maxCpuWorstFailurePercent 75 => every candidate's and written design's
 * "maxCpuWorstFailurePercent" is 75.
 */
function cpuCeiling(value: unknown, scenario: Record<string, unknown>): void {
  if (value === undefined) return;
  const at = "search.maxCpuWorstFailurePercent";
  inputsOf("search", { maxCpuWorstFailurePercent: positive(at, value) }, [], scenario);
  scenario.maxCpuWorstFailurePercent = value;
}

/** Reads a search request (REQ.json's value); a SizingError names the key of any mistake. */
export function parseSearchRequest(json: unknown): SearchRequest {
  if (!isObject(json)) fail("request", "a search request must be a JSON object");
  const { search, ...rest } = json as Record<string, unknown>;
  const scenario: Record<string, unknown> = { method: "microsoft", ...rest };
  if (rest.method !== undefined && rest.method !== "microsoft")
    fail(
      "method",
      `exsize search sizes the Microsoft method: method must be "microsoft" (got ${show(rest.method)})`
    );
  if (!isObject(search))
    fail("search", `give a "search" object (ranges, servers, disks); got ${show(search)}`);
  const s = search as Record<string, unknown>;
  // the scenario itself, read as exsize size reads it
  parseMicrosoftScenario(scenario);
  const ranges: RangeDimension[] = [];
  for (const [k, v] of Object.entries(s)) {
    if (["servers", "disks", "maxCpuWorstFailurePercent", "ssdPrice"].includes(k)) continue;
    if (!RANGE_KEYS.includes(k))
      fail(
        `search.${k}`,
        `search.${k} is not a search key: give servers, disks, maxCpuWorstFailurePercent, ssdPrice or a range of ${RANGE_KEYS.join(", ")}`
      );
    ranges.push(range(k, v));
  }
  if (ranges.some((r) => r.key === "exchangeServersPerDag")) delete scenario.servers;
  // issue 30: a server entry that gives its CPU (specIntRate2006, specRate2017IntBase or a processor model,
  // resolved by the processor catalog before the request gets here) replaces the scenario's CPU keys.
  if (
    Array.isArray(s.servers) &&
    s.servers.some((e) => isObject(e) && Object.keys(e).some(isCpuKey))
  )
    for (const k of Object.keys(scenario)) if (isCpuKey(k)) delete scenario[k];
  const servers = list("servers", s.servers, (at, e) => {
    const slots = e.diskSlots;
    if (!Number.isInteger(slots) || (slots as number) < 1)
      fail(
        `${at}.diskSlots`,
        `${at}.diskSlots must be a whole number of 1 or more (got ${show(slots)})`
      );
    return {
      model: model(at, e),
      price: price(`${at}.price`, e.price),
      diskSlots: slots as number,
      maxRamGB: positive(`${at}.maxRamGB`, e.maxRamGB),
      inputs: inputsOf(at, e, SERVER_FIELDS, scenario),
    };
  });
  const disks = list("disks", s.disks, (at, e) => ({
    model: model(at, e),
    price: price(`${at}.price`, e.price),
    ...(e.ssdPrice === undefined ? {} : { ssdPrice: price(`${at}.ssdPrice`, e.ssdPrice) }),
    inputs: inputsOf(at, e, DISK_FIELDS, scenario),
  }));
  const ssdPrice = s.ssdPrice === undefined ? undefined : price("search.ssdPrice", s.ssdPrice);
  cpuCeiling(s.maxCpuWorstFailurePercent, scenario);
  checkOneSetter(ranges, servers, disks);
  return { scenario, ranges, servers, disks, ...(ssdPrice === undefined ? {} : { ssdPrice }) };
}

/**
 * The combination rule (docs/errors.md, "search: ranges and lists"): an input is set by a range, by the
 * server entries or by the disk entries, never by two of them. Otherwise which value a candidate got
 * would depend on the order they are applied in (a server entry's `dagCount: 2` beside a `dagCount
 * [1, 2]` range was silently overridden). Refused naming both keys, the first entry that sets it.
 * Example: ranges coresPerServer [8, 24] and servers[0].coresPerServer 16 =>
 * "search.servers[0].coresPerServer and the range search.coresPerServer both set coresPerServer: ...".
 */
export function checkOneSetter(
  ranges: readonly RangeDimension[],
  servers: readonly { readonly inputs: Readonly<Record<string, unknown>> }[],
  disks: readonly { readonly inputs: Readonly<Record<string, unknown>> }[]
): void {
  const lists = { servers, disks };
  const firstIn = (name: keyof typeof lists, key: string) => {
    const i = lists[name].findIndex((e) => key in e.inputs);
    return i < 0 ? undefined : `search.${name}[${i}].${key}`;
  };
  for (const r of ranges)
    for (const name of ["servers", "disks"] as const) {
      const at = firstIn(name, r.key);
      if (at !== undefined)
        fail(
          at,
          `${at} and the range search.${r.key} both set ${r.key}: an input is set by a range, the servers or the disks, never by two; drop the range, or the key from the ${name}`
        );
    }
  for (const key of new Set(servers.flatMap((e) => Object.keys(e.inputs)))) {
    const atDisk = firstIn("disks", key);
    if (atDisk !== undefined)
      fail(
        atDisk,
        `${atDisk} and ${firstIn("servers", key)} both set ${key}: an input is set by a range, the servers or the disks, never by two; keep it in one list`
      );
  }
}

/**
 * How many candidates a request makes: the product of the ranges' lengths and the lists'. A count
 * above the limit is a SizingError saying how many, and how to go on.
 */
export function checkCandidateCount(r: SearchRequest, max = DEFAULT_MAX_CANDIDATES): number {
  const n = r.ranges.reduce((k, d) => k * (d.to - d.from + 1), r.servers.length * r.disks.length);
  if (n > max)
    fail(
      "search",
      `search makes ${n.toLocaleString("en-US")} candidates, more than ${max.toLocaleString("en-US")}: narrow a range or a list, or allow them with --max-candidates ${n}`
    );
  return n;
}
