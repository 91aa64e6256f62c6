import fc from "fast-check";
import { Value, envOf } from "../../../../src/core/formula";
import { GOLDEN_ROWS } from "./goldens.data";
import { MODES } from "../../../../src/core/microsoft/servers/outputs";
import { ServerResult, sizeServers } from "../../../../src/core/microsoft/servers/result";

/**
 * More mailboxes in any tier never lower a per-server figure. In this area's terms (the database
 * design held: the same databases, copies and servers), k times a tier's mailboxes puts k times its
 * mailboxes in every database: NumTierNMBXDB, MBXPerDB and TotalMBX grow by the added mailboxes
 * (Role Requirements!C70:C73, C81, C97). RAM, megacycles, CPU % and active databases per server, in
 * every failure mode and both datacenters, must not fall. (The whole method, where the database count
 * itself follows the mailboxes, is the database area's property test.)
 */
const VALID = GOLDEN_ROWS.filter((r) => r.expected.validationError === false);

function grown(
  needs: Readonly<Record<string, Value>>,
  tier: number,
  k: number
): Record<string, Value> {
  const n: Record<string, Value> = { ...needs };
  const per = `tier${tier}.mailboxesPerDatabase`;
  const mbx = `tier${tier}.mailboxes`;
  const addedPerDb = (n[per] as number) * (k - 1);
  const added = (n[mbx] as number) * (k - 1);
  n[per] = (n[per] as number) + addedPerDb;
  n[mbx] = (n[mbx] as number) + added;
  n.recommendedMailboxesPerDatabase = (n.recommendedMailboxesPerDatabase as number) + addedPerDb;
  n.totalMailboxes = (n.totalMailboxes as number) + added;
  return n;
}

function figures(r: ServerResult): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ramRecommendedGB: r.ramRecommendedGB,
    ramRecommendedGBSecondary: r.ramRecommendedGBSecondary,
    cpuMegacycleRequirementPerServer: r.cpuMegacycleRequirementPerServer,
    processorCoresUtilized: r.processorCoresUtilized,
  };
  for (const k of [
    "activeDatabasesPerServer",
    "activeDatabasesPerServerSecondary",
    "megacyclesRequiredPerServer",
    "megacyclesRequiredPerServerSecondary",
    "cpuUtilizationPercent",
    "cpuUtilizationPercentSecondary",
  ] as const)
    for (const m of MODES) out[`${k}.${m}`] = r[k][m];
  return out;
}

describe("servers: more mailboxes in a tier never lower a per-server figure", () => {
  it("holds on every valid golden design, any tier, any growth", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: VALID.length - 1 }),
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 1, max: 4, noNaN: true }),
        fc.constantFrom("2013", "2016", "2019"),
        (which, tierPick, k, version) => {
          const row = VALID[which];
          const tier = ((tierPick - 1) % row.tiers) + 1;
          if (!((row.needs[`tier${tier}.mailboxes`] as number) > 0)) return;
          const base = { ...row.needs, exchangeVersion: version };
          const before = figures(sizeServers(row.tiers, envOf(base)));
          const after = figures(sizeServers(row.tiers, envOf(grown(base, tier, k))));
          for (const [key, b] of Object.entries(before)) {
            const a = after[key];
            if (typeof b === "number") {
              expect(typeof a).toBe("number");
              if ((a as number) < b - 1e-9 * Math.max(1, b))
                throw new Error(
                  `${row.name} tier ${tier} x${k} (${version}): ${key} fell ${b} -> ${a}`
                );
            } else expect(a).toBe(b);
          }
        }
      ),
      { numRuns: 300 }
    );
  });
});
