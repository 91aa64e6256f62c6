import { SizingError } from "../../errors";
import type { Value } from "../../formula";
import { parseMicrosoftScenario } from "../scenario/parse";
import type { Dimension } from "./designEvaluator";
import { SearchRequest } from "./request";

/**
 * The candidates of a search: every combination of a server, a disk and a value of each range, numbered
 * 0, 1, ... with the servers outermost, then the disks, then the ranges in the order the request gives
 * them, each ascending. The number is the last tie-break of the ranking (the order of the lists).
 * Example: 2 servers, 3 disks, dagCount [1, 4]: 24 candidates; number 5 is server 0, disk 1, dagCount 2.
 */
export interface Candidate {
  readonly index: number;
  readonly server: number;
  readonly disk: number;
  /** The value of each range, in the request's order. */
  readonly values: readonly number[];
}

export function candidateAt(r: SearchRequest, index: number): Candidate {
  const values: number[] = new Array(r.ranges.length);
  let rest = index;
  for (let d = r.ranges.length - 1; d >= 0; d--) {
    const size = r.ranges[d].to - r.ranges[d].from + 1;
    values[d] = r.ranges[d].from + (rest % size);
    rest = Math.floor(rest / size);
  }
  const disk = rest % r.disks.length;
  const server = Math.floor(rest / r.disks.length);
  return { index, server, disk, values };
}

/**
 * The candidate as a scenario file: the request's scenario with the server's and the disk's inputs and
 * the ranges' values, under the scenario's names (what `exsize size` reads, and `--write` writes).
 */
export function candidateScenario(r: SearchRequest, c: Candidate): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...r.scenario,
    ...r.servers[c.server].inputs,
    ...r.disks[c.disk].inputs,
  };
  r.ranges.forEach((d, i) => (out[d.key] = c.values[i]));
  // The prices, so a design written by --write or compared by -o carries its cost (Compare's cost row).
  out.prices = { server: r.servers[c.server].price, disk: r.disks[c.disk].price };
  return out;
}

/**
 * What each choice of each dimension writes into the input cells, found by reading the scenario with
 * that choice alone and keeping the cells that differ from the scenario's (parse.ts applies an entry's
 * inputs as it applies a file's: coresPerServer sets the three CPU rows unless the scenario gives a
 * secondary or lagged row of its own). The dimensions write disjoint cells (servers the CPU rows, disks
 * the disk rows, each range its own cell; checked), so a candidate's cells are the scenario's with its
 * choices' values, which equals reading the candidate's scenario file (tests/search hold the two equal).
 * Two dimensions that would write one cell are refused (a SizingError naming both), never merged.
 * A dimension's `cells` are every cell one of its choices changes; `values[choice]` gives each, the
 * scenario's value where that choice leaves it.
 */
export interface GridDimensions {
  readonly base: Readonly<Record<string, Value>>;
  readonly servers: Dimension;
  readonly disks: Dimension;
  readonly ranges: readonly Dimension[];
}

/**
 * A dimension whose choices are the request's scenario with each entry's inputs: the cells each changes
 * from the scenario's (`base`), and their values per choice.
 */
function dimension(
  r: SearchRequest,
  base: Readonly<Record<string, Value>>,
  entries: readonly { readonly inputs: Readonly<Record<string, unknown>> }[]
): Dimension {
  const changed = entries.map((e) => {
    const cells = parseMicrosoftScenario({ ...r.scenario, ...e.inputs }).cells;
    const keys = Object.keys(cells).filter((k) => cells[k] !== base[k]);
    return new Map(keys.map((k) => [k, cells[k]] as const));
  });
  const cells = [...new Set(changed.flatMap((c) => [...c.keys()]))];
  return {
    cells,
    values: changed.map((c) => cells.map((cell) => (c.has(cell) ? c.get(cell)! : base[cell]))),
  };
}

export function gridDimensions(r: SearchRequest): GridDimensions {
  const base = parseMicrosoftScenario(r.scenario).cells;
  const servers = dimension(r, base, r.servers);
  const disks = dimension(r, base, r.disks);
  const ranges = r.ranges.map((d) =>
    dimension(
      r,
      base,
      Array.from({ length: d.to - d.from + 1 }, (_, k) => ({ inputs: { [d.key]: d.from + k } }))
    )
  );
  // The combination rule's second half (request.ts checkOneSetter refuses the same key twice): two
  // different keys that write one input cell (a key in another spelling, or coresPerServer beside a
  // secondary row) are refused naming both, before any candidate is sized.
  const owner = new Map<string, string>();
  const keysOf = (name: "servers" | "disks") =>
    `search.${name} (${[...new Set(r[name].flatMap((e) => Object.keys(e.inputs)))].join(", ")})`;
  const claim = (name: string, d: Dimension) =>
    d.cells.forEach((cell) => {
      const o = owner.get(cell);
      if (o !== undefined)
        throw new SizingError(
          "search",
          `${name} and ${o} both set the input cell ${cell}: an input is set by a range, the servers or the disks, never by two; set it in one place`
        );
      owner.set(cell, name);
    });
  claim(keysOf("servers"), servers);
  claim(keysOf("disks"), disks);
  r.ranges.forEach((d, i) => claim(`the range search.${d.key}`, ranges[i]));
  return { base, servers, disks, ranges };
}
