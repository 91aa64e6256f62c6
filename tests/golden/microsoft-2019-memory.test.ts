/**
 * Memory and HealthChecker limits for Exchange 2019 and SE (issue 30; src/core/microsoft/servers/memory2019.ts,
 * src/core/microsoft/verdict/rules2019.ts), on worked examples:
 * - the calculator's RAM (ramRecommendedGB) stays the calculator's: 96 GB for cases.json "5000-mbx-2-copies"
 *   (mscalc.py, E2013Calcv7.6, Role Requirements!C253; tests/golden/microsoft/servers/goldens.data.ts), and
 *   2019 keeps 2013's memory figures ("Ask the Perf Guy: Sizing Exchange 2016 Deployments": only CPU rises);
 * - RAM per server on 2019 and SE: raised to 128 GB, Microsoft's "128 GB minimum recommended" for an
 *   Exchange 2019 Mailbox server (Exchange Server system requirements, Microsoft Docs); 2013 keeps 96;
 * - page file 25 % of RAM (HealthChecker, Invoke-AnalyzerOsInformation.ps1, build 15.2): 32 GB of 128;
 * - HealthChecker (Invoke-AnalyzerHardwareInformation.ps1): more than 48 logical cores (hyperthreading
 *   doubles them) or more than 2 sockets on 2019 and SE.
 */
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { ramSentence } from "../../src/core/microsoft/servers/memory2019";
import { CASE_INPUTS } from "./microsoft/cases";

/** The design of cases.json "5000-mbx-2-copies" (tests/golden/microsoft/cases.ts), as microsoft-cases.test.ts sizes it. */
const CASE = { method: "microsoft", ...CASE_INPUTS["5000-mbx-2-copies"] };
type Sized = Record<string, unknown> & {
  verdict: {
    rejects: { key: string; message: string }[];
    warnings: { key: string; message: string }[];
  };
};
const size = (extra: object) => sizeMicrosoft({ ...CASE, ...extra }) as unknown as Sized;

describe("RAM per server", () => {
  test.each([
    ["2013", 96, 96, null],
    ["2016", 96, 96, null],
    ["2019", 96, 128, 32],
    ["SE", 96, 128, 32],
  ] as const)(
    "Exchange %s: the calculator's %d GB, RAM per server %d GB, page file %s GB",
    (v, calc, ram, page) => {
      const s = size({ exchangeVersion: v });
      expect(s.ramRecommendedGB).toBe(calc);
      expect(s.ramPerServerGB).toBe(ram);
      expect(s.pageFileGB).toBe(page);
    }
  );
  test("the example design (160 GB, cases.json example, Role Requirements!C253) is not raised; page file 40 GB", () => {
    const s = sizeMicrosoft({ method: "microsoft", exchangeVersion: "2019" }) as unknown as Sized;
    expect([s.ramRecommendedGB, s.ramPerServerGB, s.pageFileGB]).toEqual([160, 160, 40]);
  });
  test("the sentence the report says", () => {
    expect(ramSentence("2019", 96, 128)).toBe(
      "the calculator's 96 GB, raised to Microsoft's 128 GB minimum for Exchange 2019"
    );
    expect(ramSentence("SE", 96, 128)).toBe(
      "the calculator's 96 GB, raised to Microsoft's 128 GB minimum for Exchange SE (sized as 2019)"
    );
  });
});

describe("HealthChecker's limits for build 15.2", () => {
  const keys = (s: Sized) => [...s.verdict.rejects, ...s.verdict.warnings].map((w) => w.key);
  test("48 logical cores: 24 cores with hyperthreading is 48 (kept), 32 with hyperthreading is 64 (rejected)", () => {
    expect(
      keys(size({ exchangeVersion: "2019", coresPerServer: 24, hyperthreading: true }))
    ).not.toContain("healthChecker.logicalCores");
    const s = size({ exchangeVersion: "2019", coresPerServer: 32, hyperthreading: true });
    expect(keys(s)).toContain("healthChecker.logicalCores");
    expect(s.verdict.rejects.find((w) => w.key === "healthChecker.logicalCores")!.message).toMatch(
      /64 logical cores per server \(32 cores, hyperthreading "Yes"\), over the 48/
    );
    expect(keys(size({ exchangeVersion: "2019", coresPerServer: 32 }))).not.toContain(
      "healthChecker.logicalCores"
    );
  });
  test("the secondary datacenter's 48 logical cores are checked where it has servers, not where haCopiesSecondary is 1 alone", () => {
    const secondary = "healthChecker.logicalCoresSecondary";
    const over = { exchangeVersion: "2019", coresPerServer: 32, hyperthreading: true };
    // cases.json "5000-mbx-2-copies" is one datacenter: it keeps the input's haCopiesSecondary 1
    // (the example's) but has no server in a second one (Role Requirements!I88 and I89 are 0)
    const single = size(over);
    expect(keys(single)).toContain("healthChecker.logicalCores");
    expect(keys(single)).not.toContain(secondary);
    // the calculator's example design: Active/Active (Single DAG), 2 servers in each datacenter
    const twoSites = sizeMicrosoft({ method: "microsoft", ...over }) as unknown as Sized;
    expect(keys(twoSites)).toContain(secondary);
  });
  test("2 sockets: 4 is rejected on SE, not on 2013", () => {
    expect(keys(size({ exchangeVersion: "SE", sockets: 4 }))).toContain("healthChecker.sockets");
    expect(keys(size({ exchangeVersion: "SE", sockets: 2 }))).not.toContain(
      "healthChecker.sockets"
    );
    expect(
      keys(size({ exchangeVersion: "2013", sockets: 4, coresPerServer: 32, hyperthreading: true }))
    ).not.toEqual(expect.arrayContaining(["healthChecker.sockets"]));
  });
});
