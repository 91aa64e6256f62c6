/**
 * `exsize search` over an Exchange 2019 request whose server list names processors (issue 30): each
 * entry's `processor` and `sockets` resolve through the processor catalog (src/catalog/processors.ts) to
 * specRate2017IntBase and coresPerServer, converted to SPECint_rate2006 by the derived rule; disks of
 * sizes the calculator's list lacks (16 and 20 TB). The search's winner is the cheapest design a brute
 * force finds over the same grid with `exsize size`'s own figures (each design sized alone), and the CLI
 * prints it.
 * The MetaCache SSDs take slots (HDDs + SSDs <= diskSlots); this request prices none (no ssdPrice), so
 * they cost nothing here: tests/search/metaCacheSsd.test.ts prices them.
 */
import * as fs from "fs";
import * as path from "path";
import { execFileSync } from "child_process";
import { SizingError } from "../../src/core";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";
import { sizeMicrosoft } from "../../src/core/microsoft/size";

const FILE = path.join(__dirname, "../fixtures/search/d-2019-processors.json");
const raw = JSON.parse(fs.readFileSync(FILE, "utf8"));
const json = resolveProcessorModels(raw) as Record<string, unknown> & {
  search: { servers: Record<string, unknown>[]; disks: Record<string, unknown>[] };
};
const MODES = ["normal", "singleFailure", "doubleFailure", "siteFailure", "worstFailure"];

test("the server list's processors resolve to the catalog's figures", () => {
  expect(json.search.servers.map((s) => [s.specRate2017IntBase, s.coresPerServer])).toEqual([
    [177, 16],
    [328, 32],
    [372, 32],
  ]);
});

test("the search's winner is the brute force's cheapest design", () => {
  const result = searchDesigns(parseSearchRequest(json));
  const { search, ...scenario } = json;
  let best: { cost: number; servers: number; disks: number; key: string } | undefined;
  for (const server of search.servers)
    for (const disk of search.disks)
      for (let n = 2; n <= 6; n++)
        for (let d = 1; d <= 2; d++) {
          const own = (e: Record<string, unknown>, skip: string[]) =>
            Object.fromEntries(Object.entries(e).filter(([k]) => !skip.includes(k)));
          const inputs = {
            ...scenario,
            ...own(server, ["model", "price", "diskSlots", "maxRamGB"]),
            ...own(disk, ["model", "price"]),
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
          const verdict = s.verdict as { status: string };
          if (s.validationError === true || verdict.status === "rejected") continue;
          const ssds = (s.metaCache as { ssdsPerServer: number } | undefined)?.ssdsPerServer ?? 0;
          const ok = ["", "Secondary"].every((side) => {
            const disksPer = (s[`disksPerServer${side}`] as number) + ssds;
            const ram = s[`ramRecommendedGB${side}`] as number;
            const cpu = s[`cpuUtilizationPercent${side}`] as Record<string, unknown>;
            return (
              disksPer >= 1 &&
              disksPer <= (server.diskSlots as number) &&
              ram <= (server.maxRamGB as number) &&
              ram <= 256 &&
              (server.coresPerServer as number) <= 48 &&
              typeof cpu.worstFailure === "number" &&
              MODES.every((m) => typeof cpu[m] !== "number" || (cpu[m] as number) <= 80)
            );
          });
          if (!ok) continue;
          const cost =
            (s.serversEnvironment as number) * (server.price as number) +
            (s.disksEnvironment as number) * (disk.price as number);
          const servers = s.serversEnvironment as number;
          const disks = s.disksEnvironment as number;
          if (
            !best ||
            cost < best.cost ||
            (cost === best.cost &&
              (servers < best.servers || (servers === best.servers && disks < best.disks)))
          )
            best = { cost, servers, disks, key: `${server.model}|${disk.model}|${n}|${d}` };
        }
  expect(best).toBeDefined();
  const w = result.designs[0] as unknown as Record<string, unknown>;
  expect(w.cost).toBe(best!.cost);
  expect(`${w.server}|${w.disk}`).toBe(best!.key.split("|").slice(0, 2).join("|"));
});

test("exsize search prints the winner of a request given by processor model", () => {
  const out = execFileSync(
    process.execPath,
    [path.join(__dirname, "../../bin/exsize.js"), "search", FILE],
    {
      encoding: "utf8",
    }
  );
  expect(out).toMatch(/Xeon|EPYC/);
});
