import { SizingError } from "../../errors";
import { NUMBER_LIMITS } from "../../validation";
import { Summary, microsoftSummary } from "../../summary";
import type { Verdict } from "../../verdict/types";
import { formulaValue, sizeMicrosoftAreas } from "../size";
import { DesignEvaluator, Figure } from "./designEvaluator";
import type { Value } from "../../formula";
import { evaluateMetaCache, metaCacheInputs } from "../metacache/steps";
import {
  FEASIBILITY_RULES,
  RuleId,
  compileRejects,
  feasibility,
  numberOr,
  ruleOf,
} from "./feasibility";
import { Candidate, candidateAt, candidateScenario, gridDimensions } from "./grid";
import { SearchRequest, checkCandidateCount } from "./request";

/**
 * `exsize search` (issue 23): every candidate of a request sized as `exsize size` sizes it, checked
 * against the feasibility rules (feasibility.ts), and the cheapest feasible designs ranked.
 * - Cost = servers in the environment (serversEnvironment) x the server's price + disks in the
 *   environment (disksEnvironment) x the disk's price + (2019 and SE, issue 30) the MetaCache SSDs,
 *   servers x SSDs per server (metacache/steps.ts) x ssdPrice (the disk entry's, else the request's).
 * - The SSDs take disk slots: HDDs + SSDs per server <= the server's diskSlots (feasibility.ts).
 * - Rank: cost, then fewer servers, then fewer disks, then the order of the lists (the candidate's
 *   number, grid.ts: servers, then disks, then the ranges' values ascending).
 * The winners are sized again in full by sizeMicrosoft (their summary, figures and warnings), which is
 * also the check that the search's fast path gave their figures.
 * Example: examples/search-2019.json: see docs/search.md.
 */
export interface SearchOptions {
  /** How many designs to return (default 5). */
  readonly top?: number;
  readonly maxCandidates?: number;
}

export interface DecidingFigures {
  readonly cpuWorstFailurePercent: number | null;
  readonly cpuWorstFailurePercentSecondary: number | null;
  readonly ramRecommendedGB: number | null;
  readonly ramRecommendedGBSecondary: number | null;
  readonly disksPerServer: number | null;
  readonly disksPerServerSecondary: number | null;
  readonly serversEnvironment: number;
  readonly disksEnvironment: number;
  /** Issue 30: MetaCache SSDs per server and in the environment (2019 and SE; null otherwise). */
  readonly ssdsPerServer: number | null;
  readonly ssdsEnvironment: number | null;
}

export interface SearchDesign {
  readonly rank: number;
  readonly cost: number;
  readonly server: string;
  readonly disk: string;
  /** The candidate's number in the grid (grid.ts). */
  readonly candidate: number;
  /** The design as a scenario file, under the scenario's names. */
  readonly inputs: Record<string, unknown>;
  readonly summary: Summary;
  readonly figures: DecidingFigures;
  readonly warnings: readonly string[];
  /** The flags of exsize size (figures over a published limit), each message. */
  readonly flags: readonly string[];
}

export interface SearchResult {
  readonly evaluated: number;
  readonly feasible: number;
  /** Infeasible designs by broken rule (a design breaking two rules counts under both). */
  readonly rejectedBy: Readonly<Record<RuleId, number>>;
  readonly designs: readonly SearchDesign[];
  /** Sentences saying why designs were rejected, most common first (the answer to "0 feasible"). */
  readonly why: readonly string[];
}

interface Ranked {
  readonly index: number;
  readonly cost: number;
  readonly servers: number;
  readonly disks: number;
  /** MetaCache SSDs in the environment (2019 and SE; 0 otherwise). */
  readonly ssds?: number;
}

/** The price of one MetaCache SSD beside a disk entry: its own ssdPrice, else the request's. */
function ssdPriceOf(request: SearchRequest, diskAt: number): number | undefined {
  return request.disks[diskAt].ssdPrice ?? request.ssdPrice;
}

/**
 * A candidate's MetaCache Database (issue 30): its steps (metacache/steps.ts, as exsize size evaluates
 * them) over the candidate's figures and the MCDB inputs of the scenario and its entries; the SSDs per
 * server (0 where the design has no MCDB) and a figure reader that adds the metaCache.* names.
 */
function metaCacheOfCandidate(
  inputs: Readonly<Record<string, Value>>,
  fig: (n: string) => Figure
): { ssdsPerServer: number; fig: (n: string) => Figure; cell: (n: string) => Figure } {
  const cells = evaluateMetaCache((name) =>
    name in inputs ? inputs[name] : (formulaValue(name, fig(name)) as Value)
  );
  const ssds = cells.get("metaCache.applies") === true ? cells.get("metaCache.ssdsPerServer") : 0;
  // evaluateCells' values: an Excel error is already {"error": ...}, as a Figure holds it
  const cell = (n: string) => cells.get(n) as Figure;
  return {
    ssdsPerServer: typeof ssds === "number" ? ssds : 0,
    fig: (n) => (n.startsWith("metaCache.") ? cell(n) : fig(n)),
    cell,
  };
}

/** a before b in the ranking: cost, fewer servers, fewer disks, the order of the lists. */
export function ranksBefore(a: Ranked, b: Ranked): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.servers !== b.servers) return a.servers < b.servers;
  if (a.disks !== b.disks) return a.disks < b.disks;
  return a.index < b.index;
}

/** Per broken rule, per disk (or server), what the closest rejected design had: for the "why" sentences. */
interface RuleTally {
  count: number;
  /** By disk model: designs with that disk, and those rejected by this rule. */
  byDisk: Map<number, { rejected: number; minVolumeGB: number; diskGB: number }>;
  best: number;
  bestWhy: string;
}

const fmt = (x: number) =>
  x.toLocaleString("en-US", { maximumFractionDigits: Math.abs(x) < 100 ? 2 : 0 });

export function searchDesigns(request: SearchRequest, options: SearchOptions = {}): SearchResult {
  const top = options.top ?? 5;
  const total = checkCandidateCount(request, options.maxCandidates);
  const grid = gridDimensions(request);
  // evaluated with the servers innermost (a server changes the fewest steps), then the disks, the
  // ranges outermost; numbered as grid.ts numbers them (servers outermost) for the ranking
  const dims = [...grid.ranges, grid.disks, grid.servers];
  const evaluator = new DesignEvaluator(grid.base, dims);
  const fig = (n: string) => evaluator.figure(n);
  const version = grid.base.exchangeVersion;
  const hasMcdb = version === "2019" || version === "SE";
  // a candidate's MCDB inputs, by server and disk: the scenario's, then its disk entry's, then its
  // server entry's (every pair is a candidate's)
  const mcdbInputs = hasMcdb
    ? request.servers.map((s) =>
        request.disks.map((d) => metaCacheInputs({ ...request.scenario, ...d.inputs, ...s.inputs }))
      )
    : [];
  // the verdict's rejects compiled once over the evaluator's places and the candidate's MetaCache
  let mcdb: ReturnType<typeof metaCacheOfCandidate> | undefined;
  const standingRejects = compileRejects((name) =>
    name.startsWith("metaCache.")
      ? () => (mcdb ? mcdb.cell(name) : undefined)
      : evaluator.readerOf(name)
  );
  const rejectedBy = {} as Record<RuleId, number>;
  for (const r of FEASIBILITY_RULES) rejectedBy[r.id] = 0;
  const tallies = new Map<RuleId, RuleTally>();
  const best: Ranked[] = [];
  let feasibleCount = 0;
  const sizes = dims.map((d) => d.values.length);
  const choice = sizes.map(() => 0);
  const last = dims.length - 1;
  let level = 0;
  for (let n = 0; n < total; n++) {
    evaluator.size(level, choice);
    const serverAt = choice[last];
    const diskAt = choice[last - 1];
    let index = serverAt * request.disks.length + diskAt;
    for (let d = 0; d < request.ranges.length; d++) index = index * sizes[d] + choice[d];
    const server = request.servers[serverAt];
    // issue 30: a 2019/SE design's MetaCache SSDs (metacache/steps.ts) over the candidate's figures
    mcdb = hasMcdb ? metaCacheOfCandidate(mcdbInputs[serverAt][diskAt], fig) : undefined;
    const figAt = mcdb ? mcdb.fig : fig;
    const standing = standingRejects();
    const broken = feasibility(figAt, server, standing);
    if (broken.length > 0) {
      for (const rule of broken) {
        rejectedBy[rule]++;
        const why = () => ruleOf(rule).broken(figAt, server, standing) ?? "";
        tally(tallies, rule, diskAt, why, figAt);
      }
    } else {
      const servers = numberOr(fig("serversEnvironment"));
      const disks = numberOr(fig("disksEnvironment"));
      if (servers === null || disks === null)
        throw new SizingError(
          "search",
          `candidate ${index}: serversEnvironment or disksEnvironment is not a number in a feasible design`
        );
      feasibleCount++;
      const ssds = servers * (mcdb?.ssdsPerServer ?? 0);
      const cost =
        servers * server.price +
        disks * request.disks[diskAt].price +
        ssds * (ssdPriceOf(request, diskAt) ?? 0);
      if (cost > NUMBER_LIMITS.largest)
        costTooLarge(request, serverAt, diskAt, servers, disks, cost);
      keepBest(best, { index, cost, servers, disks, ssds }, top);
    }
    // the next choice: the innermost dimension that can move on, the ones inside it back to 0
    level = last;
    while (level >= 0 && ++choice[level] === sizes[level]) choice[level--] = 0;
    if (level < 0) break;
  }
  const designs = best.map((r, i) => fullDesign(request, candidateAt(request, r.index), r, i + 1));
  return {
    evaluated: total,
    feasible: feasibleCount,
    rejectedBy,
    designs,
    why: whySentences(request, tallies, total / request.disks.length),
  };
}

/**
 * A feasible design whose cost is above docs/errors.md rule 7's largest figure (1e15): the search is
 * refused naming the price that contributes most (issue 32), rather than rank or print a cost no
 * report can show.
 */
function costTooLarge(
  request: SearchRequest,
  serverAt: number,
  diskAt: number,
  servers: number,
  disks: number,
  cost: number
): never {
  const [s, d] = [request.servers[serverAt].price, request.disks[diskAt].price];
  const [key, p] =
    s * servers >= d * disks
      ? [`search.servers[${serverAt}].price`, s]
      : [`search.disks[${diskAt}].price`, d];
  throw new SizingError(
    key,
    `${key} ${p}: a design of ${servers} servers and ${disks} disks costs ${cost.toPrecision(3)}, more than ${NUMBER_LIMITS.largest}, the largest figure ExSize sizes and prints (docs/errors.md rule 7); give the prices in a larger unit`
  );
}

/** Keeps the `top` best in order (an insertion into a short sorted list). */
function keepBest(best: Ranked[], r: Ranked, top: number): void {
  if (top <= 0) return;
  if (best.length === top && !ranksBefore(r, best[best.length - 1])) return;
  let at = best.length;
  while (at > 0 && ranksBefore(r, best[at - 1])) at--;
  best.splice(at, 0, r);
  if (best.length > top) best.pop();
}

/** The figure whose smallest value among a rule's rejected designs is the closest miss. */
const CLOSEST_BY: Partial<Record<RuleId, string>> = {
  cpuEveryFailureMode: "cpuUtilizationPercent.worstFailure",
  ramPerServer: "ramPerServerGB",
  diskSlots: "disksPerServer",
};

function tally(
  tallies: Map<RuleId, RuleTally>,
  rule: RuleId,
  diskAt: number,
  reason: () => string,
  fig: (n: string) => unknown
): void {
  let t = tallies.get(rule);
  if (!t) {
    t = { count: 0, byDisk: new Map(), best: Infinity, bestWhy: "" };
    tallies.set(rule, t);
  }
  t.count++;
  if (rule === "storageStatus") {
    const volume = numberOr(fig("databaseVolumeSizeGB")) ?? Infinity;
    const disk = numberOr(fig("dbForDiskCap1")) ?? NaN;
    const d = t.byDisk.get(diskAt) ?? { rejected: 0, minVolumeGB: Infinity, diskGB: disk };
    d.rejected++;
    d.minVolumeGB = Math.min(d.minVolumeGB, volume);
    t.byDisk.set(diskAt, d);
  }
  // the closest miss: the smallest worst-failure CPU, RAM or disk count among the rejected
  const measured = CLOSEST_BY[rule];
  const measure = measured === undefined ? null : numberOr(fig(measured));
  if (measure !== null && measure < t.best) {
    t.best = measure;
    t.bestWhy = reason();
  } else if (t.bestWhy === "") t.bestWhy = reason();
}

/** The "why" sentences, most common rule first; `perDisk`: the candidates with each disk (all as many). */
function whySentences(
  request: SearchRequest,
  tallies: Map<RuleId, RuleTally>,
  perDisk: number
): string[] {
  return [...tallies.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([rule, t]) => {
      let sentence = `${t.count.toLocaleString("en-US")} designs: ${ruleOf(rule).label}`;
      if (rule === "storageStatus") {
        const parts = [...t.byDisk.entries()].map(([disk, d]) => {
          const all = d.rejected === perDisk;
          return `${all ? "every" : `${d.rejected} of ${perDisk}`} design${all ? "" : "s"} with ${request.disks[disk].model} ha${all ? "s" : "ve"} database volumes of ${fmt(d.minVolumeGB)} GB or more; the disk holds ${fmt(d.diskGB)} GB formatted`;
        });
        sentence += `. ${parts.join("; ")}`;
      } else if (t.bestWhy !== "") {
        sentence += `. Closest: ${t.bestWhy}`;
      }
      return sentence + ".";
    });
}

/**
 * A winner sized in full by sizeMicrosoft: its summary, deciding figures, warnings and flags. Its server
 * and disk counts must be the search's (the fast path's): anything else is a bug, said as one.
 * The warnings are its verdict's raised warnings (verdict/rules.ts: Exchange 2013's RAM above 96 GB,
 * 2019 and SE's below 128 GB, CPU not sized, ...), each the sentence `exsize size` says without its
 * closing "Change: ...", then MetaCache SSDs left unpriced (issue 30).
 */
function fullDesign(request: SearchRequest, c: Candidate, r: Ranked, rank: number): SearchDesign {
  const inputs = candidateScenario(request, c);
  const { sizing: s, scenario } = sizeMicrosoftAreas(inputs);
  if (s.serversEnvironment !== r.servers || s.disksEnvironment !== r.disks)
    throw new Error(
      `search: candidate ${c.index} has ${r.servers} servers and ${r.disks} disks in the search but ${String(s.serversEnvironment)} and ${String(s.disksEnvironment)} in exsize size`
    );
  const mcdb = s.metaCache as { ssdsPerServer: number } | undefined;
  const ssds = (mcdb?.ssdsPerServer ?? 0) * r.servers;
  if (ssds !== (r.ssds ?? 0))
    throw new Error(
      `search: candidate ${c.index} has ${r.ssds ?? 0} SSDs in the search but ${ssds} in exsize size`
    );
  const mode = (k: string) => numberOr((s[k] as Record<string, unknown> | undefined)?.worstFailure);
  return {
    rank,
    cost: r.cost,
    server: request.servers[c.server].model,
    disk: request.disks[c.disk].model,
    candidate: c.index,
    inputs,
    summary: microsoftSummary(s, scenario.cells),
    figures: {
      cpuWorstFailurePercent: mode("cpuUtilizationPercent"),
      cpuWorstFailurePercentSecondary: mode("cpuUtilizationPercentSecondary"),
      ramRecommendedGB: numberOr(s.ramRecommendedGB),
      ramRecommendedGBSecondary: numberOr(s.ramRecommendedGBSecondary),
      disksPerServer: numberOr(s.disksPerServer),
      disksPerServerSecondary: numberOr(s.disksPerServerSecondary),
      serversEnvironment: r.servers,
      disksEnvironment: r.disks,
      ssdsPerServer: mcdb ? mcdb.ssdsPerServer : null,
      ssdsEnvironment: mcdb ? ssds : null,
    },
    warnings: [
      ...(s.verdict as Verdict).warnings.map((w) => {
        const change = ` Change: ${w.change}.`;
        return w.message.endsWith(change) ? w.message.slice(0, -change.length) : w.message;
      }),
      ...(r.ssds === 0 || ssdPriceOf(request, c.disk) !== undefined
        ? []
        : [
            `MetaCache SSDs not priced: the design's ${r.ssds} SSDs take disk slots but cost nothing here; give ssdPrice (a disk entry's or the search's)`,
          ]),
    ],
    flags: ((s.flags as { message: string }[] | undefined) ?? []).map((f) => f.message),
  };
}
