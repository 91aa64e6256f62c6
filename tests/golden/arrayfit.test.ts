/**
 * Golden cases of EX.ARRAYFIT (seed 000, section 3.4.1), run through invoke as Excel runs them. The
 * expected rows are worked by hand from Tables 12 and 13, never produced by the code under test.
 */
import { resolveOptions, sizeScenario } from "../../src/core";
import { ARRAYFIT } from "../../src/functions/declarations/arrays";
import { invoke } from "../../src/functions/invoke";

const HEADER = [
  "Model",
  "Drive",
  "RAID",
  "Usable GB",
  "IOPS",
  "IOPS basis",
  "Arrays for capacity",
  "Arrays for IOPS",
  "Arrays per copy",
  "Total arrays",
];

const fit = (...args: unknown[]) => invoke(ARRAYFIT, args) as (string | number)[][];

describe("seed 000, section 3.4.2: the 5000-user example picks PS6500E, 500GB drives, RAID 50, two arrays", () => {
  // "Based on a total capacity requirement of 15780GB (from Table 13), the PS6500 array with 500GB SATA
  //  drives in a RAID 50 configuration can be chosen. [...] Two PS6500 will be needed".
  const paperRow = ["PS6500E", "500GB", "RAID 50", 19500, 1800, "measured", 1, 1, 1, 2];

  test("15768 GB (the printed total), 900 IOPS, 2 copies, RAID 50", () => {
    const table = fit(15768, 900, 2, "RAID 50");
    expect(table[0]).toEqual(HEADER);
    expect(table[1]).toEqual(paperRow);
  });

  test("the same with 15780 GB, the paragraph's figure, and with RAID written 50", () => {
    expect(fit(15780, 900, 2, 50)[1]).toEqual(paperRow);
  });

  test("the same from the sizing core: EX.CAPACITY's 15766.7 GB and EX.DBIOPS's 900 (dbOverhead = 1, as Table 18)", () => {
    const s = sizeScenario(
      { users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 2 },
      resolveOptions({ dbOverhead: 1 })
    );
    expect(fit(s.totalCapacityGB, s.dbiop, 2, "RAID 50")[1]).toEqual(paperRow);
  });

  test("with every RAID level competing the pick holds: the RAID 10 rows need more capacity", () => {
    expect(fit(15768, 900, 2)[1]).toEqual(paperRow);
  });

  test("the rows after it, by hand: the other two-array rows by capacity bought, then four arrays", () => {
    const rows = fit(15768, 900, 2, "RAID 50").slice(1, 6);
    expect(rows.map((r) => [r[0], r[1], r[9]])).toEqual([
      ["PS6500E", "500GB", 2], // 2 x 19500 = 39000 GB bought
      ["PS6500X", "600GB", 2], // 2 x 23400 = 46800 (IOPS derived, 3614)
      ["PS6500E", "1TB", 2], //   2 x 39000 = 78000
      ["PS6500E", "2TB", 2], //   2 x 78000 = 156000
      ["PS6000E", "1TB", 4], //   ceil(15768 / 12000) = 2 per copy, 4 x 12000 = 48000
    ]);
  });
});

describe("RAID 10 where IOPS, not capacity, decide the count", () => {
  // 2000 GB fits one PS6000XV with 300GB drives in RAID 10 (2100 GB, Table 13), but 3000 IOPS need
  // ceil(3000 / 2165) = 2 of them (Table 12): 2 per copy, 4 for two copies.
  test("PS6000XV 300GB RAID 10: 1 array for capacity, 2 for IOPS, 2 per copy, 4 in all", () => {
    const table = fit(2000, 3000, 2, "RAID 10");
    const row = table.find((r) => r[0] === "PS6000XV" && r[1] === "300GB");
    expect(row).toEqual(["PS6000XV", "300GB", "RAID 10", 2100, 2165, "measured", 1, 2, 2, 4]);
  });

  test("first is the PS6500X, whose derived 4485 IOPS cover 3000 with one array; without derived rows, the PS6000XV", () => {
    const table = fit(2000, 3000, 2, "10");
    expect(table[1]).toEqual(["PS6500X", "600GB", "RAID 10", 13800, 4485, "derived", 1, 1, 1, 2]);
    const measuredOnly = fit(2000, 3000, 2, "raid 10", null, [["derivedIops", 0]]);
    expect(measuredOnly[1]).toEqual([
      "PS6000XV",
      "300GB",
      "RAID 10",
      2100,
      2165,
      "measured",
      1,
      2,
      2,
      4,
    ]);
    expect(measuredOnly.slice(1).every((r) => r[5] === "measured")).toBe(true);
  });
});

describe("a user catalog replaces the built-in one", () => {
  // The figures the text of sections 2.2 and 2.4 prints for the PS6500E (1805 and 2414 IOPS), the
  // alternative reading of the table12-vs-text disagreement, in a consultant's own layout.
  const catalog = [
    ["iops", "Usable GB", "Vendor note", "raid", "MODEL", "drive"],
    [1805, 19500, "text of 2.4", "50", "PS6500E", "500GB"],
    ["", "", "", "", "", ""],
    [2414, 11500, "", "RAID 10", "PS6500E", 500],
  ];

  test("only its rows are ranked, with the basis user", () => {
    const table = fit(15768, 900, 2, null, catalog);
    expect(table).toEqual([
      HEADER,
      ["PS6500E", "500GB", "RAID 50", 19500, 1805, "user", 1, 1, 1, 2],
      ["PS6500E", 500, "RAID 10", 11500, 2414, "user", 2, 1, 2, 4],
    ]);
  });

  test("a RAID level the catalog does not hold gives the header and a one-row explanation", () => {
    const table = fit(15768, 900, 2, "RAID 6", catalog);
    expect(table).toHaveLength(2);
    expect(table[1][0]).toBe("No array in the catalog has RAID 6 (it has RAID 50, RAID 10).");
    expect(table[1].slice(1)).toEqual(Array(9).fill(""));
  });
});
