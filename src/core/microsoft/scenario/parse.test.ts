/**
 * Reading a microsoft scenario: defaults are the example workbook's cells (E2013Calcv7.6-Example.xlsm),
 * value forms are mscalc.py's, and every mistake names its key.
 */
import { SizingError } from "../../errors";
import { parseMicrosoftScenario } from "./parse";

const cells = (json: Record<string, unknown>) =>
  parseMicrosoftScenario({ method: "microsoft", ...json }).cells;

describe("defaults: the example workbook's input cells", () => {
  const c = cells({});
  test.each([
    ["input.highAvailability", "Yes", "Input!C25"],
    ["input.exchangeServersPerDag", 2, "Input!C26"],
    ["input.dagCount", 2, "Input!C27"],
    ["input.haCopies", 3, "Input!C30"],
    ["input.laggedCopies", 1, "Input!C31"],
    ["input.volumeFreeSpacePercent", 0.05, "Input!C39"],
    ["input.backupMode", "Exchange Native Data Protection", "Input!C97"],
    ["input.diskCapacityDc1DatabaseLog", "4000 GB", "Input!C116"],
    ["input.coresPerServerLagged", 16, "Input!C133"],
    ["input.siteResilience", "Yes", "Input!G22"],
    ["input.siteResilienceModel", "Active/Active (Single DAG)", "Input!G23"],
    ["input.maxDbSizeConfiguration", "Default", "Input!G36"],
    ["input.tier1.mailboxes", 5000, "Input!C55"],
    ["input.tier1.messagesPerDay", "200 messages", "Input!C57"],
    ["input.tier1.quotaMB", 10240, "Input!C60"],
    ["input.tier3.messagesPerDay", "100 messages", "Input!G57"],
    ["input.tier3.quotaMB", 5120, "Input!G60"],
  ])("%s is %j (%s)", (...row) => expect(c[row[0]]).toBe(row[1]));
  test("exchangeVersion defaults to 2013, the calculator's version (Variables!K55)", () =>
    expect(parseMicrosoftScenario({ method: "microsoft" }).exchangeVersion).toBe("2013"));
});

describe("value forms as mscalc.py takes them", () => {
  test("percent, yes/no, enabled, messages and disk sizes become the cells' forms", () => {
    const c = cells({
      volumeFreeSpacePercent: 10,
      jbod: false,
      logShippingCompression: true,
      diskCapacityGB: 2000,
      tiers: [
        {
          mailboxes: 10,
          messagesPerDay: 350,
          singleItemRecovery: "disabled",
          desktopSearch: "yes",
        },
      ],
    });
    expect(c["input.volumeFreeSpacePercent"]).toBe(0.1);
    expect(c["input.jbod"]).toBe("No");
    expect(c["input.logShippingCompression"]).toBe("Enabled");
    expect(c["input.diskCapacityDc2Restore"]).toBe("2000 GB");
    expect(c["input.tier1.messagesPerDay"]).toBe("350 messages");
    expect(c["input.tier1.singleItemRecovery"]).toBe("Disabled");
    expect(c["input.tier1.desktopSearch"]).toBe("Yes");
  });
  test("coresPerServer sets the three rows; coresPerServerSecondary overrides its row", () => {
    const c = cells({ coresPerServer: 24, coresPerServerSecondary: 12 });
    expect([
      c["input.coresPerServer"],
      c["input.coresPerServerSecondary"],
      c["input.coresPerServerLagged"],
    ]).toEqual([24, 12, 24]);
  });
  test("datacenterModel sets Input!G22 and G23; Single Datacenter leaves G23 as the example holds it", () => {
    expect(cells({ datacenterModel: "Active/Passive" })["input.siteResilienceModel"]).toBe(
      "Active/Passive"
    );
    const single = cells({ datacenterModel: "Single Datacenter" });
    expect([single["input.siteResilience"], single["input.siteResilienceModel"]]).toEqual([
      "No",
      "Active/Active (Single DAG)",
    ]);
  });
  test("maxDbSizeGB and databaseCountCustom switch the calculator's Custom / No cells", () => {
    const c = cells({ maxDbSizeGB: 500, databaseCountCustom: 24 });
    expect([c["input.maxDbSizeConfiguration"], c["input.maxDbSizeGB"]]).toEqual(["Custom", 500]);
    expect([c["input.databaseCountAutomatic"], c["input.databaseCountCustom"]]).toEqual(["No", 24]);
    expect(cells({ maxDbSizeGB: null })["input.maxDbSizeConfiguration"]).toBe("Default");
  });
  test("tiers not given have 0 mailboxes; archive true needs a limit, false writes 0", () => {
    const c = cells({
      tiers: [{ mailboxes: 100 }, { mailboxes: 50, archive: true, archiveQuotaMB: 2048 }],
    });
    expect([
      c["input.tier1.mailboxes"],
      c["input.tier2.mailboxes"],
      c["input.tier3.mailboxes"],
      c["input.tier4.mailboxes"],
    ]).toEqual([100, 50, 0, 0]);
    expect(c["input.tier2.archiveQuotaMB"]).toBe(2048);
    expect(cells({ tiers: [{ archive: false }] })["input.tier1.archiveQuotaMB"]).toBe(0);
  });
  test("servers is exchangeServersPerDag, as in mscalc.py", () =>
    expect(cells({ servers: 6 })["input.exchangeServersPerDag"]).toBe(6));
});

describe("every mistake names its key", () => {
  test.each([
    [{ haCopies: 2.5 }, "haCopies"],
    [{ haCopies: -1 }, "haCopies"],
    [{ multiRole: "maybe" }, "multiRole"],
    [{ diskCapacityGB: 3500.5 }, "diskCapacityGB"],
    [{ diskCapacityGB: 0 }, "diskCapacityGB"],
    [{ diskCapacityGB: 100001 }, "diskCapacityGB"],
    [{ diskCapacityGB: "16 TB" }, "diskCapacityGB"],
    [{ diskType: "SSD" }, "diskType"],
    [{ datacenterModel: "Three sites" }, "datacenterModel"],
    [{ tiers: [{ mailboxes: 1, messagesPerDay: 550 }] }, "tiers[0].messagesPerDay"],
    [{ tiers: [{ mailboxes: 1, readWriteRatio: "4:1" }] }, "tiers[0].readWriteRatio"],
    [{ tiers: [{ mailboxes: 1, quota: 1 }] }, "tiers[0].quota"],
    [{ tiers: [{}, {}, {}, {}, {}] }, "tiers"],
    [{ tiers: [{ archive: true }] }, "tiers[0].archive"],
    [{ cells: { "Input!C45": 1 } }, "cells"],
    [{ exchangeVersion: 2010 }, "exchangeVersion"],
  ])("%j", (json, key) => {
    try {
      parseMicrosoftScenario({ method: "microsoft", ...json });
      throw new Error("accepted");
    } catch (e) {
      expect(e).toBeInstanceOf(SizingError);
      expect((e as SizingError).argument).toBe(key);
      expect((e as SizingError).message).toContain(key);
    }
  });
});

test("exchangeVersion is a number or text, as a cell holds what is typed (2019 is the number 2019)", () => {
  for (const v of [2019, "2019", " 2019 "])
    expect(
      parseMicrosoftScenario({ method: "microsoft", exchangeVersion: v }).exchangeVersion
    ).toBe("2019");
  expect(
    parseMicrosoftScenario({ method: "microsoft", exchangeVersion: "se" }).exchangeVersion
  ).toBe("SE");
});
