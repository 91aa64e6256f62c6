/**
 * Property (issue 28): a candidate is feasible in `exsize search` exactly when `exsize size` does not
 * reject it, the request's own limits aside (here every server has 1000 disk slots and 100,000 GB of
 * RAM, so only the verdict decides). fast-check draws one-candidate requests over the inputs that move
 * the verdict's rules: version, datacenter model, copies, JBOD or RAID, disk size, cores, SPECint rate,
 * mailboxes and messages, the CPU ceiling (in search or as the scenario's own input). `exsize size` is
 * given the same ceiling as its scenario input maxCpuWorstFailurePercent, and also sizes the design the
 * search lists, as its file: a feasible design is never one `exsize size` rejects. Designs sizeMicrosoft refuses (a SizingError) are skipped; the test
 * counts that both answers occur, so the property is not vacuous.
 */
import fc from "fast-check";
import { SizingError } from "../../src/core";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";

const design = fc.record({
  exchangeVersion: fc.constantFrom("2013", "2016", "2019", "SE"),
  datacenterModel: fc.constantFrom(
    "Single Datacenter",
    "Active/Passive",
    "Active/Active (Single DAG)"
  ),
  mailboxes: fc.integer({ min: 500, max: 25000 }),
  messagesPerDay: fc.constantFrom(100, 200, 400),
  quotaMB: fc.constantFrom(2048, 10240, 51200),
  haCopies: fc.integer({ min: 2, max: 4 }),
  haCopiesSecondary: fc.integer({ min: 0, max: 3 }),
  jbod: fc.boolean(),
  servers: fc.integer({ min: 2, max: 12 }),
  dagCount: fc.integer({ min: 1, max: 3 }),
  coresPerServer: fc.constantFrom(8, 16, 24, 40, 56),
  specIntRate2006: fc.constantFrom(300, 800, 1500),
  diskCapacityGB: fc.constantFrom(2000, 4000, 8000, 12000),
  cpu: fc.integer({ min: 50, max: 100 }),
  /**
   * Where the request gives the CPU ceiling: in search, as the scenario's own input, or both (as the
   * pane sends it: the scenario's 100 then, which the search's replaces).
   */
  cpuWhere: fc.constantFrom("search", "scenario", "both"),
});
type D = typeof design extends fc.Arbitrary<infer T> ? T : never;

const scenario = (d: D) => ({
  method: "microsoft",
  exchangeVersion: d.exchangeVersion,
  tiers: [{ mailboxes: d.mailboxes, messagesPerDay: d.messagesPerDay, quotaMB: d.quotaMB }],
  datacenterModel: d.datacenterModel,
  haCopies: d.haCopies,
  haCopiesSecondary: d.datacenterModel === "Single Datacenter" ? 0 : d.haCopiesSecondary,
  jbod: d.jbod,
});

test("search's feasible is exsize size's not rejected, for one-candidate grids", () => {
  const seen = { feasible: 0, rejected: 0 };
  fc.assert(
    fc.property(design, (d) => {
      const inputs = {
        ...scenario(d),
        exchangeServersPerDag: d.servers,
        dagCount: d.dagCount,
        coresPerServer: d.coresPerServer,
        specIntRate2006: d.specIntRate2006,
        diskCapacityGB: d.diskCapacityGB,
        maxCpuWorstFailurePercent: d.cpu,
      };
      let rejected: boolean;
      try {
        rejected =
          (sizeMicrosoft(inputs) as unknown as { verdict: { status: string } }).verdict.status ===
          "rejected";
      } catch (e) {
        if (e instanceof SizingError) return;
        throw e;
      }
      const ceiling = { maxCpuWorstFailurePercent: d.cpu };
      const request = parseSearchRequest({
        ...scenario(d),
        ...(d.cpuWhere === "scenario" ? ceiling : {}),
        ...(d.cpuWhere === "both" ? { maxCpuWorstFailurePercent: 100 } : {}),
        search: {
          exchangeServersPerDag: [d.servers, d.servers],
          dagCount: [d.dagCount, d.dagCount],
          servers: [
            {
              model: "s",
              coresPerServer: d.coresPerServer,
              specIntRate2006: d.specIntRate2006,
              diskSlots: 1000,
              maxRamGB: 100000,
              price: 1000,
            },
          ],
          disks: [{ model: "d", diskCapacityGB: d.diskCapacityGB, price: 100 }],
          ...(d.cpuWhere === "scenario" ? {} : ceiling),
        },
      });
      const result = searchDesigns(request, { top: 1 });
      expect({ design: inputs, feasible: result.feasible === 1 }).toEqual({
        design: inputs,
        feasible: !rejected,
      });
      // The design the search lists, as its file: `exsize size` does not reject it either.
      if (result.feasible === 1)
        expect(
          (sizeMicrosoft(result.designs[0].inputs) as unknown as { verdict: { status: string } })
            .verdict.status
        ).not.toBe("rejected");
      seen[rejected ? "rejected" : "feasible"]++;
    }),
    { numRuns: 120, seed: 28 }
  );
  expect(seen.feasible).toBeGreaterThan(3);
  expect(seen.rejected).toBeGreaterThan(3);
});
