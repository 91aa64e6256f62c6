/**
 * Golden tests of `exsize search` (issue 23), for three requirement sets (tests/fixtures/search/):
 * 1. the search's winner is the cheapest feasible design found by brute force over the same grid with
 *    `exsize size` itself (sizeMicrosoft), by the simple loop below: its own nested loops; feasible is
 *    "exsize size does not reject it" (issue 28: the verdict's one table at the request's CPU
 *    ceiling) and the server's own limits (disk slots, maxRamGB), as the issue defines it;
 * 2. the winner's figures are the calculator's: mscalc.py (E2013Calcv7.6 in LibreOffice 7.4, run
 *    2026-11-25 on each winner's inputs, printed below; `extra_cells` Storage Design!C182/D182/C186/D186
 *    and Role Requirements!I160). Set A is Exchange 2019: the calculator is 2013's, so its CPU figures
 *    are not ExSize's 2019 ones (profile/versions.ts, tests/golden/microsoft-versions.test.ts) and only
 *    the version-independent figures are compared there.
 */
import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../../src/core";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { microsoftValues } from "../../src/core/microsoft/values";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";

type Row = readonly [key: string, cell: string, expected: number | string | boolean];
interface Golden {
  readonly file: string;
  /** The winner's inputs as mscalc.py was given them. */
  readonly winner: Record<string, unknown>;
  readonly rows: readonly Row[];
}

const GOLDENS: readonly Golden[] = [
  {
    file: "a-2019-two-datacenters.json",
    winner: {
      exchangeServersPerDag: 3,
      dagCount: 1,
      coresPerServer: 24,
      specIntRate2006: 1500,
      diskCapacityGB: 8000,
    },
    rows: [
      ["validationError", "Role Requirements!I160", false],
      ["serversEnvironment", "mscalc serversEnvironment", 6],
      ["disksEnvironment", "mscalc disksEnvironment", 102],
      ["disksPerServer", "Storage Design!C194 + C197", 17],
      ["disksPerServerSecondary", "Storage Design!D194 + D197", 17],
      ["databaseCount", "Role Requirements!C243", 90],
      ["databaseVolumeSizeGB", "Volume Requirements!I123", 6278.371710526317],
      ["jbodDbDisks", "Storage Design!C182", 15],
      ["jbodRestoreVolumeDisks", "Storage Design!D182", 1],
      ["jbodDbDisksSecondary", "Storage Design!C186", 15],
      ["ramRecommendedGB", "Role Requirements!C253", 192],
    ],
  },
  {
    file: "b-2013-jbod.json",
    winner: {
      exchangeServersPerDag: 3,
      dagCount: 2,
      coresPerServer: 12,
      specIntRate2006: 500,
      diskCapacityGB: 4000,
    },
    rows: [
      ["validationError", "Role Requirements!I160", false],
      ["serversEnvironment", "mscalc serversEnvironment", 6],
      ["disksEnvironment", "mscalc disksEnvironment", 72],
      ["disksPerServer", "Storage Design!C194 + C197", 12],
      ["databaseCount", "Role Requirements!C243", 30],
      ["databaseVolumeSizeGB", "Volume Requirements!I123", 3603.7469161184213],
      ["jbodDbDisks", "Storage Design!C182", 10],
      ["jbodRestoreVolumeDisks", "Storage Design!D182", 1],
      ["ramRecommendedGB", "Role Requirements!C253", 96],
      ["cpuUtilizationPercent.normal", "Role Requirements!C208", 48.28359375],
      ["cpuUtilizationPercent.singleFailure", "Role Requirements!D208", 60.866015625],
      ["cpuUtilizationPercent.worstFailure", "Role Requirements!G208", 60.866015625],
    ],
  },
  {
    file: "c-2013-active-passive-raid.json",
    winner: {
      exchangeServersPerDag: 5,
      dagCount: 3,
      coresPerServer: 16,
      specIntRate2006: 700,
      diskCapacityGB: 4000,
    },
    rows: [
      ["validationError", "Role Requirements!I160", false],
      ["serversEnvironment", "mscalc serversEnvironment", 24],
      ["disksEnvironment", "mscalc disksEnvironment", 552],
      ["disksPerServer", "Storage Design!C194 + C197", 23],
      ["disksPerServerSecondary", "Storage Design!D194 + D197", 23],
      ["databaseCount", "Role Requirements!C243", 40],
      ["databaseVolumeSizeGB", "Volume Requirements!I123", 2310.643246299342],
      ["ramRecommendedGB", "Role Requirements!C253", 96],
      ["ramRecommendedGBSecondary", "Role Requirements!D253", 96],
      ["cpuUtilizationPercent.normal", "Role Requirements!C208", 34.78058035714287],
      ["cpuUtilizationPercent.worstFailure", "Role Requirements!G208", 40.173046875000004],
      ["cpuUtilizationPercentSecondary.siteFailure", "Role Requirements!F209", 50.9579799107143],
      ["cpuUtilizationPercentSecondary.worstFailure", "Role Requirements!G209", 50.9579799107143],
    ],
  },
];

const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/search", file), "utf8")) as {
    search: Record<string, unknown>;
  } & Record<string, unknown>;

interface Entry extends Record<string, unknown> {
  model: string;
  price: number;
  diskSlots?: number;
  maxRamGB?: number;
}

/** The brute force: every combination, sized alone by exsize size's functions, checked here. */
function bruteForce(json: ReturnType<typeof read>) {
  const { search, ...scenario } = json;
  const servers = search.servers as Entry[];
  const disks = search.disks as Entry[];
  const [n0, n1] = search.exchangeServersPerDag as number[];
  const [d0, d1] = search.dagCount as number[];
  const maxCpu = (search.maxCpuWorstFailurePercent as number | undefined) ?? 80;
  const siteResilient = scenario.datacenterModel !== "Single Datacenter";
  let best:
    { cost: number; servers: number; disks: number; inputs: Record<string, unknown> } | undefined;
  for (const server of servers)
    for (const disk of disks)
      for (let n = n0; n <= n1; n++)
        for (let d = d0; d <= d1; d++) {
          const own = (e: Entry, skip: string[]) =>
            Object.fromEntries(Object.entries(e).filter(([k]) => !skip.includes(k)));
          const inputs = {
            ...scenario,
            // the design carries the ceiling it was judged by, so exsize size judges it alike
            ...(search.maxCpuWorstFailurePercent === undefined
              ? {}
              : { maxCpuWorstFailurePercent: maxCpu }),
            ...own(server, ["model", "price", "diskSlots", "maxRamGB"]),
            ...own(disk, ["model", "price"]),
            exchangeServersPerDag: n,
            dagCount: d,
            // the prices the design carries for Compare's cost row (issue 31)
            prices: { server: server.price, disk: disk.price },
          };
          let s: Record<string, unknown>;
          try {
            s = sizeMicrosoft(inputs) as unknown as Record<string, unknown>;
          } catch (e) {
            if (e instanceof SizingError) continue;
            throw e;
          }
          // feasible: exsize size does not reject it (the verdict's one table, issue 28: storage
          // statuses, CPU in every mode, the version's cores and RAM ...) at the request's CPU ceiling,
          // and it fits the server (disk slots, maxRamGB) in each datacenter it has servers in
          const verdict = (
            sizeMicrosoft({ ...inputs, maxCpuWorstFailurePercent: maxCpu }) as unknown as {
              verdict: { status: string };
            }
          ).verdict;
          if (verdict.status === "rejected") continue;
          const sides = siteResilient ? ["", "Secondary"] : [""];
          const ok = sides.every((side) => {
            const disksPer = s[`disksPerServer${side}`] as number;
            // the RAM to buy: the calculator's, raised to 128 GB on 2019 and SE (ramPerServerGB, issue 30)
            const ram = s[`ramPerServerGB${side}`] as number;
            return disksPer <= server.diskSlots! && ram <= server.maxRamGB!;
          });
          if (!ok) continue;
          const cost =
            (s.serversEnvironment as number) * server.price +
            (s.disksEnvironment as number) * disk.price;
          const better =
            !best ||
            cost < best.cost ||
            (cost === best.cost && (s.serversEnvironment as number) < best.servers) ||
            (cost === best.cost &&
              s.serversEnvironment === best.servers &&
              (s.disksEnvironment as number) < best.disks);
          if (better)
            best = {
              cost,
              servers: s.serversEnvironment as number,
              disks: s.disksEnvironment as number,
              inputs,
            };
        }
  return best;
}

function figure(s: Record<string, unknown>, v: Record<string, unknown>, key: string): unknown {
  const [a, m] = key.split(".");
  if (m) return (s[a] as Record<string, unknown>)[m];
  return key in s ? s[key] : v[key];
}

describe.each(GOLDENS)("search $file", (g) => {
  const json = read(g.file);
  const result = searchDesigns(parseSearchRequest(json), { top: 1 });
  const winner = result.designs[0];

  test("the winner is the cheapest feasible design by brute force over the same grid", () => {
    const best = bruteForce(json);
    expect(best).toBeDefined();
    expect(winner.cost).toBe(best!.cost);
    expect(winner.inputs).toEqual(best!.inputs);
  });

  test("the winner is the design mscalc.py was run on", () => {
    for (const [k, v] of Object.entries(g.winner)) expect([k, winner.inputs[k]]).toEqual([k, v]);
  });

  test.each(g.rows.map((r) => [...r]))("%s (%s) is the calculator's %p", (key, _cell, expected) => {
    const s = sizeMicrosoft(winner.inputs) as unknown as Record<string, unknown>;
    const v = microsoftValues(winner.inputs) as Record<string, unknown>;
    const actual = figure(s, v, key as string);
    if (typeof expected === "number")
      expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(
        1e-9 * Math.abs(expected)
      );
    else expect(actual).toBe(expected);
  });
});
