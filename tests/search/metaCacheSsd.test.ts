/**
 * `exsize search` counts a 2019/SE design's MetaCache SSDs (issue 30): they take disk slots (HDDs + SSDs
 * per server <= diskSlots) and cost servers x SSDs per server x ssdPrice (a disk entry's ssdPrice, else
 * the search's). tests/fixtures/search/d-2019-ssd.json: servers given by processor model (the processor
 * catalog resolves them), 16 and 20 TB disks, the EPYC server with 16 slots. The search's winner is the
 * cheapest design of a brute force over the same grid with `exsize size` (each design sized alone, its
 * metaCache.ssdsPerServer read from --json), and it is not the design a search blind to the SSDs picks:
 * the EPYC server's 14 HDDs fit its 16 slots, with their 5 SSDs (the Preferred Architecture's 3 HDD :
 * 1 SSD, ROUNDUP(14 / 3)) they do not.
 */
import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../../src/core";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";
import { sizeMicrosoft } from "../../src/core/microsoft/size";

const FILE = path.join(__dirname, "../fixtures/search/d-2019-ssd.json");
const json = resolveProcessorModels(JSON.parse(fs.readFileSync(FILE, "utf8"))) as Record<
  string,
  unknown
> & {
  search: {
    servers: Record<string, unknown>[];
    disks: Record<string, unknown>[];
    ssdPrice: number;
    exchangeServersPerDag: [number, number];
    dagCount: [number, number];
  };
};

interface Best {
  cost: number;
  servers: number;
  disks: number;
  key: string;
  ssdsPerServer: number;
}

/** The brute force: every design sized by sizeMicrosoft; `withSsds` false is a search blind to the SSDs. */
function bruteForce(withSsds: boolean): Best | undefined {
  const { search, ...scenario } = json;
  let best: Best | undefined;
  const own = (e: Record<string, unknown>, skip: string[]) =>
    Object.fromEntries(Object.entries(e).filter(([k]) => !skip.includes(k)));
  for (const server of search.servers)
    for (const disk of search.disks)
      for (let n = search.exchangeServersPerDag[0]; n <= search.exchangeServersPerDag[1]; n++)
        for (let d = search.dagCount[0]; d <= search.dagCount[1]; d++) {
          const inputs = {
            ...scenario,
            ...own(server, ["model", "price", "diskSlots", "maxRamGB"]),
            ...own(disk, ["model", "price", "ssdPrice"]),
            exchangeServersPerDag: n,
            dagCount: d,
          };
          let s: Record<string, unknown>;
          try {
            s = sizeMicrosoft(inputs) as unknown as Record<string, unknown>;
          } catch (e) {
            if (e instanceof SizingError) continue;
            throw e;
          }
          if ((s.verdict as { status: string }).status === "rejected") continue;
          const mcdb = s.metaCache as { ssdsPerServer: number } | undefined;
          const ssds = withSsds ? (mcdb?.ssdsPerServer ?? 0) : 0;
          const fits = ["", "Secondary"].every((side) => {
            const hdds = s[`disksPerServer${side}`];
            const ram = s[`ramPerServerGB${side}`];
            return (
              (typeof hdds !== "number" || hdds + ssds <= (server.diskSlots as number)) &&
              (typeof ram !== "number" || ram <= (server.maxRamGB as number))
            );
          });
          if (!fits) continue;
          const servers = s.serversEnvironment as number;
          const disks = s.disksEnvironment as number;
          const ssdPrice = (disk.ssdPrice as number | undefined) ?? search.ssdPrice;
          const cost =
            servers * (server.price as number) +
            disks * (disk.price as number) +
            servers * ssds * ssdPrice;
          if (
            !best ||
            cost < best.cost ||
            (cost === best.cost &&
              (servers < best.servers || (servers === best.servers && disks < best.disks)))
          )
            best = {
              cost,
              servers,
              disks,
              key: `${server.model}|${disk.model}`,
              ssdsPerServer: mcdb?.ssdsPerServer ?? 0,
            };
        }
  return best;
}

test("the search's winner, SSDs in its slots and cost, is the brute force's cheapest design", () => {
  const result = searchDesigns(parseSearchRequest(json));
  const best = bruteForce(true)!;
  expect(best).toBeDefined();
  const w = result.designs[0];
  expect(w.cost).toBe(best.cost);
  expect(`${w.server}|${w.disk}`).toBe(best.key);
  expect(w.figures.ssdsPerServer).toBe(best.ssdsPerServer);
  // 14 HDDs per server -> ROUNDUP(14 / 3) = 5 SSDs (Preferred Architecture 2019, 3 HDD : 1 SSD); 6
  // servers x 15000 + 84 disks x 380 + 30 SSDs x 1600 (the 16 TB entry's ssdPrice) = 169920
  expect(w.figures.disksPerServer).toBe(14);
  expect(w.figures.ssdsPerServer).toBe(5);
  expect(w.figures.ssdsEnvironment).toBe(30);
  expect(w.cost).toBe(6 * 15000 + 84 * 380 + 30 * 1600);
});

test("the SSDs change the answer: a search blind to them picks a design whose SSDs do not fit", () => {
  const blind = bruteForce(false)!;
  const aware = bruteForce(true)!;
  expect(blind.key).not.toBe(aware.key);
  // the blind winner: the 16-slot EPYC server with 14 HDDs, which leaves no room for 5 SSDs
  expect(blind.key).toBe("2U 1 x EPYC 9354|16 TB NL-SAS");
  const result = searchDesigns(parseSearchRequest(json), { top: 100 });
  expect(result.rejectedBy.diskSlots).toBeGreaterThan(0);
  expect(result.why.join(" ")).toMatch(/\+ \d+ SSDs > 16 slots|\+ \d+ SSDs > 12 slots/);
});

test("the request's ssdPrice prices a disk entry that gives none", () => {
  const result = searchDesigns(parseSearchRequest(json), { top: 100 });
  const d = result.designs.find((x) => x.disk === "20 TB NL-SAS")!;
  const f = d.figures;
  const server = json.search.servers.find((s) => s.model === d.server)!;
  expect(d.cost).toBe(
    f.serversEnvironment * (server.price as number) +
      f.disksEnvironment * 470 +
      f.ssdsEnvironment! * 2400
  );
});

test("an unpriced SSD is said in the design's warnings; a bad ssdPrice is refused naming it", () => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- drops ssdPrice by destructuring
  const { ssdPrice: _, ...search } = json.search;
  const unpriced = {
    ...json,
    search: {
      ...search,
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- drops ssdPrice by destructuring
      disks: json.search.disks.map(({ ssdPrice: __, ...d }) => d),
    },
  };
  const w = searchDesigns(parseSearchRequest(unpriced)).designs[0];
  expect(w.warnings.some((m) => /MetaCache SSDs not priced/.test(m))).toBe(true);
  const bad = { ...json, search: { ...json.search, ssdPrice: -1 } };
  expect(() => parseSearchRequest(bad)).toThrow(/search\.ssdPrice must be a positive number/);
});

test("a 2016 request counts no SSDs", () => {
  const r = searchDesigns(parseSearchRequest({ ...json, exchangeVersion: "2016" }));
  expect(r.designs[0].figures.ssdsPerServer).toBeNull();
  expect(r.designs[0].figures.ssdsEnvironment).toBeNull();
});
