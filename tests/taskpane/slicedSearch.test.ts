/**
 * The pane's search (src/taskpane/search/slicedSearch.ts) runs the core's searchDesigns slice by slice
 * so its worker can report progress and stop; its answer must be `exsize search`'s: the same designs in
 * the same order (rank, cost, server, disk, the whole grid's candidate number, the design's inputs), the
 * same counts of evaluated, feasible and rejected by rule. Checked on the repository's search requests
 * (examples/search-2019.json and tests/fixtures/search/*.json) at several slice sizes, and with
 * fast-check over slice sizes. (The CLI's own figures for the example are held by
 * tests/cli/exsize-search.test.ts against docs/search.md; the pane's browser test against the CLI's run.)
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { parseSearchRequest, searchDesigns, SearchResult } from "../../src/core/microsoft/search";
import { SlicedSearch, slicesOf } from "../../src/taskpane/search/slicedSearch";

const root = path.join(__dirname, "../..");
const REQUESTS = [
  "examples/search-2019.json",
  ...fs
    .readdirSync(path.join(root, "tests/fixtures/search"))
    .sort()
    .map((f) => `tests/fixtures/search/${f}`),
];
const read = (file: string) =>
  parseSearchRequest(
    resolveProcessorModels(JSON.parse(fs.readFileSync(path.join(root, file), "utf8")))
  );

function sliced(file: string, top: number, sliceCandidates: number): SearchResult {
  const run = new SlicedSearch(read(file), top, undefined, sliceCandidates);
  while (!run.finished) run.step();
  expect(run.done).toBe(run.total);
  return run.result();
}

const essentials = (r: SearchResult) => ({
  evaluated: r.evaluated,
  feasible: r.feasible,
  rejectedBy: r.rejectedBy,
  designs: r.designs.map((d) => ({
    rank: d.rank,
    cost: d.cost,
    server: d.server,
    disk: d.disk,
    candidate: d.candidate,
    inputs: d.inputs,
    figures: d.figures,
  })),
});

const whole = new Map<string, SearchResult>();
const wholeOf = (file: string, top: number) => {
  const key = `${file} ${top}`;
  if (!whole.has(key)) whole.set(key, searchDesigns(read(file), { top }));
  return whole.get(key)!;
};

describe.each(REQUESTS)("%s", (file) => {
  test.each([1, 400])("sliced by about %d candidates: exsize search's answer", (n) => {
    expect(essentials(sliced(file, 5, n))).toEqual(essentials(wholeOf(file, 5)));
  });
});

test("the slices cover the grid once, in its order", () => {
  const request = read("examples/search-2019.json");
  for (const n of [1, 5, 44, 400]) {
    const slices = slicesOf(request, n);
    let next = 0;
    for (const s of slices) {
      expect(s.offset).toBe(next);
      next += s.size;
    }
    expect(next).toBe(396);
  }
});

test("any slice size and top N give exsize search's designs (fast-check)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 12 }), (n, top) => {
      const file = "tests/fixtures/search/b-2013-jbod.json";
      expect(essentials(sliced(file, top, n))).toEqual(essentials(wholeOf(file, top)));
    }),
    { numRuns: 8 }
  );
});
