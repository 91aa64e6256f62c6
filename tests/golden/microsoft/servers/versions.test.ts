import { needsEnv } from "./goldenEnv";
import { GOLDEN_ROWS } from "./goldens.data";
import { limitsOf } from "../../../../src/core/microsoft/servers/limits";
import { sizeServers } from "../../../../src/core/microsoft/servers/result";

const row = (name: string) => {
  const r = GOLDEN_ROWS.find((x) => x.name === name);
  if (!r) throw new Error(name);
  return r;
};
const size = (name: string, over: Record<string, string | number>) => {
  const r = row(name);
  return sizeServers(r.tiers, needsEnv({ ...r.needs, ...over }));
};

describe("Exchange 2016, 2019 and SE: the 2016 processor table", () => {
  // The calculator's example design (cases.json "example": 200 messages, 62.5 mailboxes / database,
  // 40 copies / server; active databases 10 normal, 20 single and site failure, 40 worst), with the
  // 2016 figures for 200 messages: 11.94 active (multi-role, CAS included), 2.80 passive ("Ask the Perf
  // Guy: Sizing Exchange 2016 Deployments", 2015). By hand:
  //   normal 10 x 62.5 x 11.94 + 30 x 62.5 x 2.80 = 7,462.5 + 5,250 = 12,712.5
  //   single and site 20 x 62.5 x 11.94 + 20 x 62.5 x 2.80 = 14,925 + 3,500 = 18,425
  //   worst 40 x 62.5 x 11.94 = 29,850
  for (const version of ["2016", "2019", "SE"]) {
    it(`${version}: the example's megacycles from the 2016 table, RAM as 2013 (memory unchanged)`, () => {
      const r = size("example", { exchangeVersion: version });
      expect(r.megacyclesRequiredPerServer.normal).toBeCloseTo(12712.5, 6);
      expect(r.megacyclesRequiredPerServer.singleFailure).toBeCloseTo(18425, 6);
      expect(r.megacyclesRequiredPerServer.siteFailure).toBeCloseTo(18425, 6);
      expect(r.megacyclesRequiredPerServer.doubleFailure).toBeNull();
      expect(r.megacyclesRequiredPerServer.worstFailure).toBeCloseTo(29850, 6);
      expect(r.cpuMegacycleRequirementPerServer).toBeCloseTo(29850, 6);
      // mscalc.py, E2013Calcv7.6, Role Requirements!C253 for the example: 160 GB
      expect(r.ramRecommendedGB).toBe(160);
    });
  }
  it("2013 keeps the calculator's figures (mscalc.py: 12,442.1875 normal, 29,218.75 worst)", () => {
    const r = size("example", { exchangeVersion: "2013" });
    expect(r.megacyclesRequiredPerServer.normal).toBeCloseTo(12442.1875, 6);
    expect(r.megacyclesRequiredPerServer.worstFailure).toBeCloseTo(29218.75, 6);
  });
  it("rejects dedicated Client Access servers for 2016 and later, naming the rule", () => {
    const r = size("active-passive-dedicated-cas", { exchangeVersion: "2016" });
    expect(r.validationError).toBe(true);
    expect(r.brokenRules.join("\n")).toMatch(/no separate Client Access role/);
    expect(size("active-passive-dedicated-cas", { exchangeVersion: "2013" }).validationError).toBe(
      false
    );
  });
});

describe("version limits are flagged, not silently accepted", () => {
  const keys = (flags: readonly { key: string }[]) => flags.map((f) => f.key).sort();
  it("2013: the calculator's own warnings (worst-failure CPU over 80 %, RAM over 96 GB)", () => {
    // cases.json "high-message-rate-500": worst-failure CPU 126.8 %, RAM 160 GB (mscalc.py)
    const r = size("high-message-rate-500", { exchangeVersion: "2013" });
    expect(keys(r.flags)).toEqual(
      ["cpuUtilizationPercent.worstFailure", "processorCoresUtilized", "ramRecommendedGB"].sort()
    );
    expect(r.flags.find((f) => f.key === "ramRecommendedGB")!.message).toMatch(
      /96.*aka\.ms\/e2013cpu/
    );
    // 21 cores utilized on a 16-core server (mscalc.py, Role Requirements!C254)
    expect(r.flags.find((f) => f.key === "processorCoresUtilized")!.limit).toBe(16);
  });
  it("2019: 80 % in the worst failure mode, 48 cores, 256 GB and 4 copies per disk, each citing the Preferred Architecture", () => {
    const r = size("high-message-rate-500", {
      exchangeVersion: "2019",
      coresPerServer: 56,
      recommendedDatabasesPerVolume: 5,
    });
    const k = keys(r.flags);
    expect(k).toContain("cpuUtilizationPercent.worstFailure");
    expect(k).toContain("coresPerServer");
    expect(k).toContain("recommendedDatabasesPerVolume");
    expect(k).not.toContain("ramRecommendedGB"); // 160 GB <= 256
    for (const f of r.flags.filter((f) => f.key !== "processorCoresUtilized"))
      expect(f.message).toMatch(/2019 Preferred Architecture/);
    expect(r.flags.find((f) => f.key === "coresPerServer")!.limit).toBe(48);
  });
  it("SE is checked as 2019 and says so", () => {
    const r = size("high-message-rate-500", { exchangeVersion: "SE", coresPerServer: 64 });
    expect(r.flags.find((f) => f.key === "coresPerServer")!.message).toMatch(
      /sized as Exchange 2019/
    );
  });
  it("2016: 24 cores and 192 GB", () => {
    expect(limitsOf("2016").find((l) => l.key === "coresPerServer")!.limit).toBe(24);
    expect(limitsOf("2016").find((l) => l.key === "ramRecommendedGB")!.limit).toBe(192);
    const r = size("example", { exchangeVersion: "2016", coresPerServer: 28 });
    expect(keys(r.flags)).toEqual(["coresPerServer"]);
  });
  it("a design within every limit has no flags", () => {
    expect(size("aa-multiple-dags", { exchangeVersion: "2019" }).flags).toEqual([]);
  });
});

describe("secondary-datacenter limits", () => {
  it("are checked where the design has servers in datacenter 2 (the example: 2 + 2 servers)", () => {
    const r = sizeServersOf("example", { exchangeVersion: "2019", coresPerServerSecondary: 56 });
    expect(r.flags.map((f) => f.key)).toEqual(["coresPerServerSecondary"]);
  });
  it("are not checked in a single datacenter (the input row is there, the servers are not)", () => {
    const r = sizeServersOf("high-message-rate-500", {
      exchangeVersion: "2019",
      coresPerServerSecondary: 56,
    });
    expect(r.flags.map((f) => f.key)).not.toContain("coresPerServerSecondary");
  });
});

function sizeServersOf(name: string, over: Record<string, string | number>) {
  const r = GOLDEN_ROWS.find((x) => x.name === name)!;
  return sizeServers(r.tiers, needsEnv({ ...r.needs, ...over }));
}
