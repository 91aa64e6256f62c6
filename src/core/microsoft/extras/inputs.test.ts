import { SizingError } from "../../errors";
import { parseMicrosoftScenario } from "../scenario/parse";
import { profileWarning } from "./inputs";
import { RECOMMENDATION_ROWS } from "./lookups";
import { rpoWindowHours, windowHours } from "./grids";

const parse = (extra: Record<string, unknown>) =>
  parseMicrosoftScenario({ method: "microsoft", ...extra });
const DAY = [1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 8, 7, 6, 7, 8, 7, 6, 4, 3, 3, 2, 1, 1, 1];

describe("replication inputs (E2013Calcv7.6 Input!C145:C168, G144, G145, G24)", () => {
  it("defaults to the example workbook: 24 zeros, Gigabit Ethernet, 50 ms", () => {
    const c = parse({}).cells;
    expect(c["input.logGenerationProfile.hour1"]).toBe(0);
    expect(c["input.logGenerationProfile.hour24"]).toBe(0);
    expect(c["input.networkLinkType"]).toBe("Gigabit Ethernet");
    expect(c["input.networkLinkLatencyMs"]).toBe(50);
  });
  it("stores the profile as the cells do, fractions (9 % -> 0.09)", () => {
    expect(
      parse({ logGenerationProfilePercent: DAY }).cells["input.logGenerationProfile.hour9"]
    ).toBe(0.09);
  });
  it.each([
    ["logGenerationProfilePercent", [1, 2, 3]],
    ["logGenerationProfilePercent", [...DAY.slice(1), -1]],
    ["logGenerationProfilePercent", "flat"],
    ["networkLinkType", "E1 (2Mbps)"],
    ["networkLinkType", "gigabit ethernet"],
    ["networkLinkLatencyMs", -1],
    ["networkLinkLatencyMs", "50"],
    ["rpoHours", 25],
    ["rpoHours", 1.5],
  ])("rejects %s = %j, naming the key", (key, value) => {
    expect(() => parse({ [key]: value })).toThrow(SizingError);
    expect(() => parse({ [key]: value })).toThrow(key);
  });
  it("takes every link of the calculator's list by its exact name, E1 spelled 'E1 (2 Mbps)'", () => {
    expect(parse({ networkLinkType: "E1 (2 Mbps)" }).cells["input.networkLinkType"]).toBe(
      "E1 (2 Mbps)"
    );
    expect(
      parse({ networkLinkType: "10 Gigabit Ethernet", rpoHours: 0 }).cells["input.rpoHours"]
    ).toBe(0);
  });
  it("says when the profile does not sum to 100, and not when it does or is all zeros", () => {
    expect(profileWarning(parse({ logGenerationProfilePercent: DAY }).cells)).toBeNull();
    expect(profileWarning(parse({}).cells)).toBeNull();
    expect(
      profileWarning(parse({ logGenerationProfilePercent: DAY.map((x) => x * 0.8) }).cells)
    ).toMatch(/sums to 80 %/);
  });
});

describe("the calculator's tables and quirks (Replication Requirements)", () => {
  it("recommendation rows are H74:H129 / M74:M129, with 'E1 (2Mbps)' spelled without the space", () => {
    expect(RECOMMENDATION_ROWS).toHaveLength(56);
    expect(RECOMMENDATION_ROWS[0]).toEqual([1, "64 Kilobit"]);
    expect(RECOMMENDATION_ROWS[14]).toEqual([1544001, "E1 (2Mbps)"]); // row 88
    expect(RECOMMENDATION_ROWS[15]).toEqual([2048000, "E1 (2Mbps)"]); // row 89
    expect(RECOMMENDATION_ROWS[16]).toEqual([2048001, "DS2 / T2 (6.3 Mbps)"]); // row 90
    expect(RECOMMENDATION_ROWS[55]).toEqual([10000000000, "10 Gigabit Ethernet"]); // row 129
  });
  it("the RPO 4 column averages 5 hours (H43 = AVERAGE($D39:$D43)), the others n", () => {
    expect([1, 3, 4, 5, 24].map(rpoWindowHours)).toEqual([1, 3, 5, 5, 24]);
    expect(windowHours(1, 5)).toEqual([21, 22, 23, 24, 1]); // D39:D43, rows 39-42 repeat hours 21-24
    expect(windowHours(10, 2)).toEqual([9, 10]);
  });
});
