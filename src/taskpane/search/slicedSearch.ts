/**
 * `exsize search`'s answer, computed in slices so the pane's worker can say how far it is and be
 * stopped between slices (issue 33, item 2). The core's searchDesigns (src/core/microsoft/search/
 * search.ts, its public API, unchanged) runs on each slice: one server entry, one disk entry and a run
 * of the first range's values (the other ranges whole). The slices are taken in the grid's order
 * (grid.ts: servers outermost, then disks, then the ranges in the request's order, each ascending), so
 * a design's number in the whole grid is
 *   candidate = ((server x disks + disk) x L0 + (first - from0)) x P + the slice's own candidate number
 * (L0 the first range's length, P the product of the other ranges' lengths), and the merged ranking
 * (cost, then fewer servers, then fewer disks, then that number: search.ts's ranksBefore) is the
 * whole search's. Each slice keeps its own top N, which holds every design of the whole top N.
 * Sums: evaluated, feasible and rejectedBy add up exactly. The "why" sentences are the slices' own,
 * each prefixed with its server and disk (the core counts them per run; the pane says so).
 * Example: examples/search-2019.json (3 servers, 3 disks, exchangeServersPerDag [2, 12], dagCount
 * [1, 4]): 9 pairs x a few runs of exchangeServersPerDag; #1 2U 24-core, 8 TB NL-SAS, cost 176,040, as
 * `exsize search` prints it (tests/taskpane/slicedSearch.test.ts holds the two equal).
 */
import {
  DEFAULT_MAX_CANDIDATES,
  FEASIBILITY_RULES,
  SearchDesign,
  SearchRequest,
  SearchResult,
  checkCandidateCount,
  ranksBefore,
  searchDesigns,
} from "../../core/microsoft/search";

/** One slice of the grid: the request it runs and where its candidate 0 sits in the whole grid. */
export interface Slice {
  readonly request: SearchRequest;
  /** The whole grid's number of the slice's candidate 0. */
  readonly offset: number;
  /** Candidates in the slice. */
  readonly size: number;
  /** "2U 24-core, 8 TB NL-SAS", for the why sentences. */
  readonly label: string;
}

/** About this many candidates in a slice: the progress moves at least every few tenths of a second. */
export const SLICE_CANDIDATES = 400;

/** The request cut into slices, in the grid's order (see above). */
export function slicesOf(request: SearchRequest, sliceCandidates = SLICE_CANDIDATES): Slice[] {
  const [first, ...rest] = request.ranges;
  const restSize = rest.reduce((n, r) => n * (r.to - r.from + 1), 1);
  const firstLength = first ? first.to - first.from + 1 : 1;
  const step = Math.max(1, Math.floor(sliceCandidates / restSize));
  const slices: Slice[] = [];
  request.servers.forEach((server, s) =>
    request.disks.forEach((disk, d) => {
      const pair = s * request.disks.length + d;
      for (let v = 0; v < firstLength; v += step) {
        const to = Math.min(firstLength, v + step) - 1;
        const ranges = first
          ? [{ key: first.key, from: first.from + v, to: first.from + to }, ...rest]
          : [];
        slices.push({
          request: { ...request, servers: [server], disks: [disk], ranges },
          offset: (pair * firstLength + v) * restSize,
          size: (to - v + 1) * restSize,
          label: `${server.model}, ${disk.model}`,
        });
      }
    })
  );
  return slices;
}

/** A design as search.ts's ranksBefore ranks it, by its number in the whole grid. */
const ranked = (d: SearchDesign) => ({
  index: d.candidate,
  cost: d.cost,
  servers: d.figures.serversEnvironment,
  disks: d.figures.disksEnvironment,
});

/** a before b (-1) or after (1): ranksBefore; two designs never tie, their grid numbers differ. */
function before(a: SearchDesign, b: SearchDesign): number {
  return ranksBefore(ranked(a), ranked(b)) ? -1 : 1;
}

/** A search run slice by slice: `step()` runs the next slice, `result()` the merged answer. */
export class SlicedSearch {
  private readonly slices: readonly Slice[];
  private at = 0;
  private evaluated = 0;
  private feasible = 0;
  private readonly rejectedBy: Record<string, number>;
  private best: SearchDesign[] = [];
  private readonly why: string[] = [];
  /** Candidates in the whole grid (refused above maxCandidates, as exsize search refuses them). */
  readonly total: number;

  constructor(
    request: SearchRequest,
    private readonly top = 5,
    maxCandidates = DEFAULT_MAX_CANDIDATES,
    sliceCandidates = SLICE_CANDIDATES
  ) {
    this.total = checkCandidateCount(request, maxCandidates);
    this.slices = slicesOf(request, sliceCandidates);
    this.rejectedBy = Object.fromEntries(FEASIBILITY_RULES.map((r) => [r.id, 0]));
  }

  /** Candidates evaluated so far. */
  get done(): number {
    return this.evaluated;
  }

  get finished(): boolean {
    return this.at >= this.slices.length;
  }

  /** Runs the next slice. */
  step(): void {
    const slice = this.slices[this.at++];
    const r = searchDesigns(slice.request, { top: this.top, maxCandidates: slice.size });
    this.evaluated += r.evaluated;
    this.feasible += r.feasible;
    for (const [rule, n] of Object.entries(r.rejectedBy)) this.rejectedBy[rule] += n;
    for (const w of r.why) this.why.push(`${slice.label}: ${w}`);
    this.best = [
      ...this.best,
      ...r.designs.map((d) => ({ ...d, candidate: slice.offset + d.candidate })),
    ]
      .sort(before)
      .slice(0, this.top);
  }

  result(): SearchResult {
    return {
      evaluated: this.evaluated,
      feasible: this.feasible,
      rejectedBy: { ...this.rejectedBy } as SearchResult["rejectedBy"],
      designs: this.best.map((d, i) => ({ ...d, rank: i + 1 })),
      why: this.why,
    };
  }
}
