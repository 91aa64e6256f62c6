/**
 * Issue 32: how a search's ranges and list entries combine. The rule (request.ts checkOneSetter, grid.ts,
 * docs/errors.md "search: ranges and lists"): an input is set by a range, the server entries or the disk
 * entries, never by two; the request is refused naming both keys before any candidate is sized.
 * Before issue 32 the first two cases below ended in "coresPerServer and servers both set the input cell
 * input.coresPerServer (an ExSize bug ...)" (a plain Error), and the third silently overrode the server's
 * dagCount 2 with the range's 1.
 */
import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../../src/core/errors";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import type { Verdict } from "../../src/core/verdict/types";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";

const server = (extra: Record<string, unknown> = {}) => ({
  model: "2U",
  coresPerServer: 24,
  specIntRate2006: 1500,
  maxRamGB: 256,
  diskSlots: 24,
  price: 18000,
  ...extra,
});
const disk = (extra: Record<string, unknown> = {}) => ({
  model: "8 TB",
  diskCapacityGB: 8000,
  price: 420,
  ...extra,
});
const request = (search: Record<string, unknown>) => ({
  method: "microsoft",
  exchangeVersion: "2019",
  tiers: [{ mailboxes: 5000 }],
  search: { servers: [server()], disks: [disk()], ...search },
});

/** The message of the SizingError that searching `json` throws (parse and grid both), or "accepted". */
function refusal(json: unknown): string {
  try {
    searchDesigns(parseSearchRequest(json), { top: 1 });
    return "accepted";
  } catch (error) {
    if (error instanceof SizingError) return `${error.argument}: ${error.message}`;
    throw error; // anything else is the bug the issue reports
  }
}

test.each([
  [
    "a coresPerServer range beside servers that set coresPerServer",
    { coresPerServer: [16, 24] },
    /^search\.servers\[0\]\.coresPerServer: search\.servers\[0\]\.coresPerServer and the range search\.coresPerServer both set coresPerServer/,
  ],
  [
    "a disk entry setting exchangeServersPerDag beside its range",
    {
      exchangeServersPerDag: [2, 4],
      disks: [disk(), disk({ model: "4 TB", exchangeServersPerDag: 3 })],
    },
    /^search\.disks\[1\]\.exchangeServersPerDag: search\.disks\[1\]\.exchangeServersPerDag and the range search\.exchangeServersPerDag both set/,
  ],
  [
    "a server entry with dagCount 2 beside a dagCount [1, 2] range",
    { dagCount: [1, 2], servers: [server({ dagCount: 2 })] },
    /^search\.servers\[0\]\.dagCount: .* and the range search\.dagCount both set dagCount/,
  ],
  [
    "a key set by a server entry and a disk entry",
    { disks: [disk({ haCopies: 3 })], servers: [server({ haCopies: 4 })] },
    /^search\.disks\[0\]\.haCopies: search\.disks\[0\]\.haCopies and search\.servers\[0\]\.haCopies both set haCopies/,
  ],
  [
    "two keys that write one input cell: coresPerServer (all three CPU rows) and a coresPerServerSecondary range",
    { coresPerServerSecondary: [16, 24] },
    /^search: the range search\.coresPerServerSecondary and search\.servers \(coresPerServer, specIntRate2006\) both set the input cell input\.coresPerServerSecondary/,
  ],
])("%s is refused naming both", (_, search, message) =>
  expect(refusal(request(search))).toMatch(message)
);

test("each setter alone is accepted (the rule refuses only two setters of one input)", () => {
  expect(refusal(request({ dagCount: [1, 2] }))).toBe("accepted");
  expect(refusal(request({ servers: [server({ dagCount: 2 })] }))).toBe("accepted");
  expect(refusal(request({ disks: [disk({ exchangeServersPerDag: 3 })] }))).toBe("accepted");
  // an entry of one list may leave a key another entry of that list sets: it keeps the scenario's
  expect(refusal(request({ servers: [server({ dagCount: 2 }), server({ model: "1U" })] }))).toBe(
    "accepted"
  );
});

test("a refused request sizes nothing: the rule is checked while the request is read", () => {
  expect(() =>
    parseSearchRequest(request({ dagCount: [1, 2], servers: [server({ dagCount: 2 })] }))
  ).toThrow(SizingError);
});

/**
 * The CPU ceiling is the scenario input, which search.maxCpuWorstFailurePercent replaces as a range
 * replaces its input's value (request.ts cpuCeiling). Before, the scenario's own
 * maxCpuWorstFailurePercent was ignored (the search judged by 80) and search.maxCpuWorstFailurePercent
 * took any positive number (1e20 went through) and was not written into the designs the search lists,
 * so a winner's own file could be a design `exsize size` rejects.
 */
test.each([
  [
    "a ceiling above 100 %",
    request({ maxCpuWorstFailurePercent: 1e20 }),
    /^search\.maxCpuWorstFailurePercent: search\.maxCpuWorstFailurePercent must be .*at most 100/,
  ],
  [
    "a ceiling of 0",
    request({ maxCpuWorstFailurePercent: 0 }),
    /^search\.maxCpuWorstFailurePercent: search\.maxCpuWorstFailurePercent must be a positive number/,
  ],
])("%s is refused", (_label, json, message) => {
  expect(refusal(json)).toMatch(message);
});

test.each([
  ["in search", request({ maxCpuWorstFailurePercent: 30 })],
  ["in the scenario", { ...request({}), maxCpuWorstFailurePercent: 30 }],
  // the pane sends its environment's ceiling and its search's: the search's replaces the scenario's
  [
    "in both (search's wins)",
    { ...request({ maxCpuWorstFailurePercent: 30 }), maxCpuWorstFailurePercent: 90 },
  ],
])("a ceiling given %s judges every candidate and is written into each design", (_label, json) => {
  const r = parseSearchRequest(json);
  expect(r.scenario.maxCpuWorstFailurePercent).toBe(30);
  const result = searchDesigns(
    parseSearchRequest({ ...json, search: { ...json.search, exchangeServersPerDag: [2, 8] } }),
    { top: 3 }
  );
  expect(result.designs.length).toBeGreaterThan(0);
  for (const d of result.designs) expect(d.inputs.maxCpuWorstFailurePercent).toBe(30);
});

/**
 * A server entry may set the ceiling too (it is a scenario input): its candidates are judged by the
 * entry's value, the one their files carry, so `exsize size` rejects none of the listed designs. Before,
 * the search judged every candidate by the request's ceiling: golden request B with server 0 at 50 %
 * listed #1 and #3 at 60.9 % CPU, designs `exsize size` rejects (cpuFailureMode).
 */
test("a ceiling a server entry sets judges that server's candidates", () => {
  const json = JSON.parse(
    fs.readFileSync(path.join(__dirname, "../fixtures/search/b-2013-jbod.json"), "utf8")
  ) as { search: { servers: Record<string, unknown>[] } };
  json.search.servers[0].maxCpuWorstFailurePercent = 50;
  const result = searchDesigns(parseSearchRequest(json), { top: 5 });
  expect(result.designs.some((d) => d.inputs.maxCpuWorstFailurePercent === 50)).toBe(true);
  for (const d of result.designs)
    expect([d.rank, (sizeMicrosoft(d.inputs).verdict as Verdict).status]).not.toEqual([
      d.rank,
      "rejected",
    ]);
});
