import { TIER_COLUMNS } from "../tierColumns";
import { initialTiers, renameTier, setTierValue } from "../tiers";
import { measuredTable } from "./measuredForm";

const column = (key: string) => TIER_COLUMNS.find((c) => c.key === key)!;

describe("measuredTable: the measured tiers into the tier table, as the user would type them", () => {
  const gold = setTierValue(renameTier(initialTiers(), 1, "Gold"), 1, "quotaMB", "4096");
  const measured = [
    { mailboxes: 2, messagesPerDay: 50, avgMessageKB: 75.5, initialMailboxMB: 512 },
    { mailboxes: 3, messagesPerDay: 150, avgMessageKB: 81.25 },
  ];

  test("the tier in each place keeps its name and other columns; a new tier gets the defaults", () => {
    const t = measuredTable(gold, measured, "en-US");
    expect(t.tiers.map((x) => [x.id, x.name])).toEqual([
      [1, "Gold"],
      [2, "Tier 2"],
    ]);
    expect(t.nextId).toBe(3);
    expect(t.tiers[0].values).toMatchObject({
      mailboxes: "2",
      messagesPerDay: "50",
      avgMessageKB: "75.5",
      initialMailboxMB: "512",
      quotaMB: "4096",
    });
    // no size measured: the column keeps the example workbook's default
    expect(t.tiers[1].values.initialMailboxMB).toBe(column("initialMailboxMB").default);
    expect(t.tiers[1].values.quotaMB).toBe(column("quotaMB").default);
    expect(t.tiers[1].values.avgMessageKB).toBe("81.25");
  });

  test("numbers in the display language, every digit (de-DE: decimal comma)", () => {
    const t = measuredTable(
      initialTiers(),
      [{ mailboxes: 1, messagesPerDay: 100, avgMessageKB: 75.123456789 }],
      "de-DE"
    );
    expect(t.tiers[0].values.avgMessageKB).toBe("75,123456789");
  });

  test("fewer tiers measured than shown: the table gets as many as were measured", () => {
    let t = measuredTable(gold, measured, "en-US");
    t = measuredTable(t, measured.slice(0, 1), "en-US");
    expect(t.tiers.map((x) => x.name)).toEqual(["Gold"]);
  });
});
