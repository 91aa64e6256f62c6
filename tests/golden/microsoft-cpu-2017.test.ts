/**
 * A server's CPU as SPECrate2017_int_base (issue 30): the scenario keys specRate2017IntBase (all servers),
 * specRate2017IntBaseSecondary and specRate2017IntBaseLagged, converted by ExSize's derived rule
 * (src/core/microsoft/cpu/specConversion.ts; derivation in tests/golden/spec-conversion.test.ts) into the
 * calculator's SPECint_rate2006 cells (E2013Calcv7.6, Input!D131:D133), and the range every CPU figure
 * takes over the rule's lowest and highest factor.
 */
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import type { CpuConversionResult } from "../../src/core/microsoft/cpu/cpuRange";

const base = { method: "microsoft", exchangeVersion: "2019", coresPerServer: 24 };

describe("the keys set the calculator's SPECint_rate2006 cells", () => {
  test("specRate2017IntBase 200 (Intel) sets all three cells to 200 x 9.711 = 1942.2", () => {
    const c = parseMicrosoftScenario({ ...base, specRate2017IntBase: 200 }).cells;
    for (const k of ["specIntRate2006", "specIntRate2006Secondary", "specIntRate2006Lagged"])
      expect(c[`input.${k}`]).toBeCloseTo(1942.2, 9);
  });
  test("secondary and lagged servers take their own; an AMD server converts at 8.01", () => {
    const s = parseMicrosoftScenario({
      ...base,
      specIntRate2006: 1500,
      specRate2017IntBaseSecondary: 300,
      processorVendor: "AMD",
      specRate2017IntBaseLagged: 100,
    });
    expect(s.cells["input.specIntRate2006"]).toBe(1500);
    expect(s.cells["input.specIntRate2006Secondary"]).toBeCloseTo(2403, 9);
    expect(s.cells["input.specIntRate2006Lagged"]).toBeCloseTo(801, 9);
    expect(s.cpuConversion.map((c) => c.key)).toEqual([
      "specRate2017IntBaseSecondary",
      "specRate2017IntBaseLagged",
    ]);
  });
  test("the low and high ends of the range", () => {
    const low = parseMicrosoftScenario({ ...base, specRate2017IntBase: 200 }, { cpuEnd: "low" });
    const high = parseMicrosoftScenario({ ...base, specRate2017IntBase: 200 }, { cpuEnd: "high" });
    expect(low.cells["input.specIntRate2006"]).toBeCloseTo(1866.6, 9);
    expect(high.cells["input.specIntRate2006"]).toBeCloseTo(2088.6, 9);
  });
  test.each([
    [{ specRate2017IntBase: 200, specIntRate2006: 1500 }, "specRate2017IntBase"],
    [{ specRate2017IntBaseLagged: 0 }, "specRate2017IntBaseLagged"],
    [{ specRate2017IntBase: "fast" }, "specRate2017IntBase"],
    [{ specRate2017IntBase: 200, processorVendor: "ARM" }, "processorVendor"],
    [{ processor: "Intel Xeon Gold 6442Y", sockets: 2 }, "processor"],
  ])("%j is refused, naming %s", (extra, key) => {
    expect(() => parseMicrosoftScenario({ ...base, ...extra })).toThrow(
      expect.objectContaining({ argument: key })
    );
  });
});

describe("every figure the conversion moves shows its range", () => {
  const sized = sizeMicrosoft({ ...base, specRate2017IntBase: 200 }) as unknown as Record<
    string,
    unknown
  >;
  const c = sized.cpuConversion as CpuConversionResult;
  const at = (specIntRate2006: number) =>
    sizeMicrosoft({ ...base, specIntRate2006 }) as unknown as {
      cpuUtilizationPercent: Record<string, number>;
    };
  test("the worst failure CPU at the low and high factor is the design sized with SPECint_rate2006 200 x 10.443 and 200 x 9.333", () => {
    const w = c.figures["cpuUtilizationPercent.worstFailure"];
    expect(w.low).toBe(at(200 * 10.443).cpuUtilizationPercent.worstFailure);
    expect(w.high).toBe(at(200 * 9.333).cpuUtilizationPercent.worstFailure);
    expect(w.value).toBe((sized.cpuUtilizationPercent as Record<string, number>).worstFailure);
    expect(w.low).toBeLessThan(w.value);
    expect(w.high).toBeGreaterThan(w.value);
  });
  test("figures the CPU does not move (RAM, disks) have no range; a design without the key has no cpuConversion", () => {
    expect(c.figures.ramRecommendedGB).toBeUndefined();
    expect(c.figures.disksPerServer).toBeUndefined();
    expect("cpuConversion" in (sizeMicrosoft({ ...base, specIntRate2006: 1500 }) as object)).toBe(
      false
    );
  });
});
