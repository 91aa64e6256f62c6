import { needsEnv } from "./goldenEnv";
import { GOLDEN_ROWS } from "./goldens.data";
import { sizeServers } from "../../../../src/core/microsoft/servers/result";
import { VALIDATION_RULES } from "../../../../src/core/microsoft/servers/validationRules";

const sized = (name: string, over: Record<string, string | number> = {}) => {
  const r = GOLDEN_ROWS.find((x) => x.name === name)!;
  return sizeServers(r.tiers, needsEnv({ ...r.needs, ...over }));
};

describe("the calculator's validation: each rule rejects with a message naming it", () => {
  // designs the calculator rejects (mscalc.py: validation.error 1, the banner of Role Requirements!G214)
  const cases: [string, string][] = [
    ["invalid-copies-over-servers", "DB Copy Count Validation Check"],
    ["invalid-zero-quota", "Mailbox Size Limit Not Zero Check"],
    ["invalid-aa-unequal-copies", "Invalid Active/Active Single DAG"],
    ["invalid-too-many-dag-members", "Too Many DAG Members Validation Check"],
    ["invalid-disk-count", "Disk Count Validation Check"],
    ["invalid-max-db-size-zero", "Calculated Max DB Size Not Zero Check"],
  ];
  for (const [design, rule] of cases) {
    it(`${design}: ${rule}`, () => {
      const r = sized(design);
      expect(r.validationError).toBe(true);
      expect(
        r.brokenRules.some((m) => m.startsWith(rule + " (E2013Calcv7.6, Role Requirements!I1"))
      ).toBe(true);
      expect(r.ramRecommendedGB).toBeNull();
      expect(r.cpuUtilizationPercent.worstFailure).toBeNull();
    });
  }
  it("DB Count: more databases than 100 per server (Role Requirements!I158, by hand)", () => {
    // RecNumDBs x (HA + lagged copies) / (DAG servers + lagged servers) = 150 x 4 / 4 = 150 > varMaxNumDBs 100
    const r = sized("example", {
      recommendedDatabaseCount: 150,
      haCopiesTotal: 3,
      laggedCopiesTotal: 1,
      mailboxServersInDag: 4,
      laggedServers: 0,
    });
    expect(r.brokenRules.join("\n")).toMatch(
      /^DB Count Validation Check .*more databases being deployed than is supported per-server/
    );
    // 100 per server exactly is allowed
    expect(sized("example", { recommendedDatabaseCount: 100 }).validationError).toBe(false);
  });
  it("every rule has a calculator cell or says it is ExSize's, and a message", () => {
    for (const r of VALIDATION_RULES) {
      expect(r.message.length).toBeGreaterThan(20);
      expect(r.exsizeMessage || /^Role Requirements!I1[56]\d$/.test(r.cell)).toBe(true);
    }
  });
  it("a valid design breaks no rule and has no banner", () => {
    const r = sized("example");
    expect(r.validationError).toBe(false);
    expect(r.brokenRules).toEqual([]);
    expect(r.validationMessage).toBeNull();
  });
});
