/** The tier table as data: 1 to 4 tiers, add, remove, rename, move, and names read out per cell. */
import { TIER_COLUMNS } from "./tierColumns";
import {
  MAX_TIERS,
  addTier,
  cellLabel,
  initialTiers,
  moveTier,
  removeTier,
  renameTier,
  setTierValue,
  tierCellMessage,
  tierLabel,
} from "./tiers";

test("the columns are the calculator's 17 per-tier inputs, by mscalc.py's keys, in its order", () => {
  // Typed from `mscalc.py --mapping`, key tierInputs (rows C55:C71 of the Input sheet).
  expect(TIER_COLUMNS.map((c) => c.key)).toEqual([
    "mailboxes",
    "growthPercent",
    "messagesPerDay",
    "avgMessageKB",
    "initialMailboxMB",
    "quotaMB",
    "archiveQuotaMB",
    "deletedItemDays",
    "singleItemRecovery",
    "calendarVersionStorage",
    "multiplicationFactorUserPercent",
    "iopsFactor",
    "megacyclesFactor",
    "desktopSearch",
    "predictIops",
    "customIopsPerMailbox",
    "readWriteRatio",
  ]);
  for (const c of TIER_COLUMNS) {
    if (c.choices) expect(c.choices).toContain(c.default);
  }
});

test("a new table has one tier with the example workbook's tier 1 values", () => {
  const t = initialTiers();
  expect(t.tiers.map((x) => x.name)).toEqual(["Tier 1"]);
  // Input!C55, C57, C60, C71 of E2013Calcv7.6-Example.xlsm.
  expect(t.tiers[0].values).toMatchObject({
    mailboxes: "5000",
    messagesPerDay: "200",
    quotaMB: "10240",
    readWriteRatio: "3:2",
  });
});

test("add up to 4 tiers, remove down to 1; new tiers take the first free name", () => {
  let t = initialTiers();
  for (let i = 0; i < 6; i++) t = addTier(t);
  expect(t.tiers.length).toBe(MAX_TIERS);
  expect(t.tiers.map((x) => x.name)).toEqual(["Tier 1", "Tier 2", "Tier 3", "Tier 4"]);
  t = removeTier(t, t.tiers[1].id);
  expect(t.tiers.map((x) => x.name)).toEqual(["Tier 1", "Tier 3", "Tier 4"]);
  t = addTier(t);
  expect(t.tiers.map((x) => x.name)).toEqual(["Tier 1", "Tier 3", "Tier 4", "Tier 2"]);
  for (const x of [...t.tiers]) t = removeTier(t, x.id);
  expect(t.tiers.length).toBe(1);
  expect(t.tiers[0].name).toBe("Tier 2");
});

test("move keeps ids and values, and stops at the ends", () => {
  let t = addTier(addTier(initialTiers()));
  t = setTierValue(t, 3, "mailboxes", "800");
  t = moveTier(t, 3, -1);
  expect(t.tiers.map((x) => x.id)).toEqual([1, 3, 2]);
  t = moveTier(t, 3, -1);
  t = moveTier(t, 3, -1);
  expect(t.tiers.map((x) => x.id)).toEqual([3, 1, 2]);
  expect(t.tiers[0].values.mailboxes).toBe("800");
  expect(moveTier(t, 2, 1)).toBe(t);
});

test("cells are read out by the tier's name, or its place when the name is blank", () => {
  let t = addTier(initialTiers());
  const mailboxes = TIER_COLUMNS[0];
  expect(cellLabel(tierLabel(t, 2), mailboxes)).toBe("Tier 2, mailboxes");
  t = renameTier(t, 2, "Executives");
  expect(cellLabel(tierLabel(t, 2), mailboxes)).toBe("Executives, mailboxes");
  t = renameTier(t, 2, "  ");
  expect(tierLabel(t, 2)).toBe("Tier 2");
});

test("cell messages name the tier and the column, as the calculator's harness checks the kind", () => {
  const [mailboxes, growth] = TIER_COLUMNS;
  const ratio = TIER_COLUMNS.find((c) => c.key === "readWriteRatio")!;
  expect(tierCellMessage("Tier 2", mailboxes, "6,000", "en-US")).toBeUndefined();
  expect(tierCellMessage("Tier 2", mailboxes, "2.5", "en-US")).toBe(
    "Tier 2, mailboxes: must be a whole number (got 2.5)"
  );
  expect(tierCellMessage("Tier 2", mailboxes, "", "en-US")).toBe(
    "Tier 2, mailboxes: required, a whole number"
  );
  expect(tierCellMessage("Tier 1", growth, "10,5", "de-DE")).toBeUndefined();
  expect(tierCellMessage("Tier 1", ratio, "4:1", "en-US")).toBe(
    "Tier 1, database read:write ratio: must be one of 2:3, 1:1, 3:2, 2:1, 3:1 (got “4:1”)"
  );
});
