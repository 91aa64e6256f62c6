/**
 * Golden figures of the Microsoft method's Exchange versions. Exchange 2016: the processor table of
 * "Ask the Perf Guy: Sizing Exchange 2016 Deployments" (Exchange Team blog, 15 Oct 2015), typed in row by
 * row: megacycles per user for an active (or standalone) and a passive database copy; the other inputs
 * "stay the same from Exchange 2013 to Exchange 2016" (same blog), so the 2013 figures of mscalc.py hold.
 * 2019 and SE: no public per-mailbox table; ExSize uses 2016's (profile/versions.ts).
 */
import { sizeMicrosoft } from "../../src/core/microsoft/size";

// [messages/day, active, passive]: the blog's table
const TABLE_2016: readonly (readonly [number, number, number])[] = [
  [50, 2.99, 0.7],
  [100, 5.97, 1.4],
  [150, 8.96, 2.1],
  [200, 11.94, 2.8],
  [250, 14.93, 3.5],
  [300, 17.91, 4.2],
  [350, 20.9, 4.9],
  [400, 23.88, 5.6],
  [450, 26.87, 6.3],
  [500, 29.85, 7.0],
];

const close = (a: unknown, b: number) =>
  typeof a === "number" && Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));

describe.each(["2016", "2019", "SE"])("Exchange %s per-mailbox megacycles", (version) => {
  test.each(TABLE_2016.map((r) => [...r]))(
    "%i messages a day: %f active, %f passive; CAS megacycles 2013's (messages x 0.0425 x 0.375)",
    (messagesPerDay, active, passive) => {
      const s = sizeMicrosoft({
        method: "microsoft",
        exchangeVersion: version,
        tiers: [{ mailboxes: 1000, messagesPerDay }],
      });
      expect(close(s.tiers[0].megacyclesPerMailboxActive, active)).toBe(true);
      expect(close(s.tiers[0].megacyclesPerMailboxPassive, passive)).toBe(true);
      // E2013Calcv7.6, Role Requirements!C14 x Variables!K44 (casRatio 0.375)
      expect(close(s.tiers[0].casMegacyclesPerMailbox, messagesPerDay * 0.0425 * 0.375)).toBe(true);
    }
  );
});

describe("what 2016 keeps from 2013 (IOPS, cache, logs, databases): the example design's mscalc.py figures", () => {
  // cases.json "example": mscalc.py, E2013Calcv7.6, Role Requirements!C30, C17, C18, C243, D281
  test.each(["2013", "2016", "2019", "SE"])("Exchange %s", (version) => {
    const s = sizeMicrosoft({ method: "microsoft", exchangeVersion: version });
    expect(s.tiers[0].iopsPerMailbox).toBe(0.134);
    expect(s.tiers[0].dbCachePerMailboxMB).toBe(12);
    expect(s.tiers[0].transactionLogsPerMailboxPerDay).toBe(40);
    expect(s.databaseCount).toBe(40);
    expect(s.totalDbIopsPerServer).toBe(402);
  });
  test("a megacycles factor weighs the 2016 figure as the calculator weighs 2013's (Role Requirements!C13)", () => {
    // half the users at factor 2: 1.5 x 11.94
    const s = sizeMicrosoft({
      method: "microsoft",
      exchangeVersion: "2016",
      tiers: [
        {
          mailboxes: 5000,
          messagesPerDay: 200,
          megacyclesFactor: 2,
          multiplicationFactorUserPercent: 50,
        },
      ],
    });
    expect(close(s.tiers[0].megacyclesPerMailboxActive, 17.91)).toBe(true);
  });
});
