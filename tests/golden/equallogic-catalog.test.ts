/**
 * Golden tables of seed 000 (Dell EqualLogic, July 2010): Table 13 (usable capacity) and Table 12
 * (measured IOPS), cell by cell, and the drive facts of sections 2.3, 3.1.1, 3.1.2, Table 6 and
 * Appendix A. Every expected value below is typed from the seed text, never produced by the catalog.
 */
import {
  ARRAY_CANDIDATES,
  ARRAY_IOPS,
  EQUALLOGIC_MODELS,
  TABLE_12,
  TABLE_13,
  USABLE_CAPACITY,
} from "../../src/catalog";
import { parseDriveSizeGB } from "../../src/core";

// Seed 000, Table 13: Model | Disk Drive Size & (Model) | RAID 50 Useable Capacity (GB) | RAID 10 Useable Capacity (GB)
const table13: [string, string, number, number][] = [
  ["PS6000 Series", "250GB (E)", 3000, 1750],
  ["PS6000 Series", "300GB (X , XV)", 3600, 2100],
  ["PS6000 Series", "400GB (X)", 4800, 2800],
  ["PS6000 Series", "450GB (XV)", 5400, 3150],
  ["PS6000 Series", "500GB (E)", 6000, 3500],
  ["PS6000 Series", "600GB (X, XV)", 7200, 4200],
  ["PS6000 Series", "1TB (E)", 12000, 7000],
  ["PS6000 Series", "2TB (E)", 24000, 14000],
  ["PS6500 Series", "500GB (E)", 19500, 11500],
  ["PS6500 Series", "600GB (X)", 23400, 13800],
  ["PS6500 Series", "1TB (E)", 39000, 23000],
  ["PS6500 Series", "2TB (E)", 78000, 46000],
];

// Table 13 expanded by hand: the series and the letter name the model ("PS6500 Series" + "(E)" = PS6500E).
const byModel: [string, string, number, number][] = [
  ["PS6000E", "250GB", 3000, 1750],
  ["PS6000X", "300GB", 3600, 2100],
  ["PS6000XV", "300GB", 3600, 2100],
  ["PS6000X", "400GB", 4800, 2800],
  ["PS6000XV", "450GB", 5400, 3150],
  ["PS6000E", "500GB", 6000, 3500],
  ["PS6000X", "600GB", 7200, 4200],
  ["PS6000XV", "600GB", 7200, 4200],
  ["PS6000E", "1TB", 12000, 7000],
  ["PS6000E", "2TB", 24000, 14000],
  ["PS6500E", "500GB", 19500, 11500],
  ["PS6500X", "600GB", 23400, 13800],
  ["PS6500E", "1TB", 39000, 23000],
  ["PS6500E", "2TB", 78000, 46000],
];

// Seed 000, Table 12: Model (b) | RAID 50 | RAID 10 (Measured Transactional IOPS (a))
const table12: [string, number, number][] = [
  ["PS6000XV", 1745, 2165],
  ["PS6000X", 1100, 1365],
  ["PS6500E", 1800, 2400],
];

describe("seed 000, Table 13: usable capacity", () => {
  test("the printed table, cell by cell", () => {
    expect(TABLE_13.map((r) => [r.series, r.printed, r.raid50GB, r.raid10GB])).toEqual(table13);
  });

  test("expanded to one row per model, drive and RAID level, each citing its printed row", () => {
    const expected = byModel.flatMap(([model, drive, raid50, raid10]) => [
      [model, drive, "RAID 50", raid50],
      [model, drive, "RAID 10", raid10],
    ]);
    expect(USABLE_CAPACITY.map((r) => [r.model, r.drive, r.raid, r.usableGB])).toEqual(expected);
    for (const row of USABLE_CAPACITY) {
      expect(row.source.seed).toBe("000");
      expect(row.source.place).toMatch(
        new RegExp(`^Table 13, PS6[05]00 Series row "${row.drive} \\(`)
      );
      expect(row.source.place).toContain(row.raid);
    }
  });

  test("drive sizes: 1TB is 1000 GB in Table 13's arithmetic (PS6000: 12 drives of data in RAID 50, 7 in RAID 10)", () => {
    for (const r of TABLE_13) {
      expect(parseDriveSizeGB(r.drive, "drive")).toBe(r.driveGB);
      const [data50, data10] = r.series === "PS6000 Series" ? [12, 7] : [39, 23];
      expect(r.raid50GB).toBe(data50 * r.driveGB);
      expect(r.raid10GB).toBe(data10 * r.driveGB);
    }
  });
});

describe("seed 000, Table 12: measured transactional IOPS", () => {
  test("the printed table, cell by cell", () => {
    expect(TABLE_12.map((r) => [r.model, r.raid50, r.raid10])).toEqual(table12);
  });

  test("six measured rows, one per model and RAID level", () => {
    const measured = ARRAY_IOPS.filter((r) => r.basis === "measured");
    expect(measured.map((r) => [r.model, r.raid, r.iops])).toEqual(
      table12.flatMap(([m, r50, r10]) => [
        [m, "RAID 50", r50],
        [m, "RAID 10", r10],
      ])
    );
    for (const r of measured)
      expect(r.source.place).toBe(`Table 12, row ${r.model}, ${r.raid} column`);
  });

  test("four derived rows: the measured sibling's IOPS per active drive x the model's active drives (by hand)", () => {
    const derived = ARRAY_IOPS.filter((r) => r.basis === "derived");
    const expected: [string, string, number][] = [
      ["PS6000E", "RAID 50", 547.826086957], // 1800 / 46 x 14 = 25200 / 46
      ["PS6000E", "RAID 10", 730.434782609], // 2400 / 46 x 14 = 33600 / 46
      ["PS6500X", "RAID 50", 3614.285714286], // 1100 / 14 x 46 = 50600 / 14
      ["PS6500X", "RAID 10", 4485], // 1365 / 14 x 46 = 62790 / 14
    ];
    expect(derived.map((r) => [r.model, r.raid])).toEqual(expected.map(([m, r]) => [m, r]));
    derived.forEach((r, i) => expect(r.iops).toBeCloseTo(expected[i][2], 8));
    expect(derived.map((r) => r.derivation?.sibling)).toEqual([
      "PS6500E",
      "PS6500E",
      "PS6000X",
      "PS6000X",
    ]);
  });
});

describe("seed 000, drives by model (sections 2.3, 3.1.1, 3.1.2, Table 6, Appendix A)", () => {
  test("drive type and speed by model letter (section 3.1.1)", () => {
    expect(EQUALLOGIC_MODELS.map((m) => [m.model, m.driveType])).toEqual([
      ["PS6000XV", "15K SAS"],
      ["PS6000X", "10K SAS"],
      ["PS6000E", "7.2K SATA II"],
      ["PS6500E", "7.2K SATA II"],
      ["PS6500X", "10K SAS"],
    ]);
  });

  test("16 bays in a PS60x0 and 48 in a PS65x0 (3.1.2); 14 and 46 active with 2 hot spares (Table 6, 2.3)", () => {
    for (const m of EQUALLOGIC_MODELS) {
      const [bays, active] = m.series === "PS6000 Series" ? [16, 14] : [48, 46];
      expect([m.driveBays, m.activeDrives, m.hotSpares]).toEqual([bays, active, 2]);
    }
    expect(
      EQUALLOGIC_MODELS.filter((m) => m.drivesBasis === "derived").map((m) => m.model)
    ).toEqual(["PS6000E", "PS6500X"]);
  });

  test("the built-in candidates: every Table 13 row in both RAID levels, with its model's IOPS", () => {
    expect(ARRAY_CANDIDATES).toHaveLength(28);
    const pick = ARRAY_CANDIDATES.find(
      (c) => c.model === "PS6500E" && c.drive === "500GB" && c.raid === "RAID 50"
    );
    expect(pick).toMatchObject({
      usableGB: 19500,
      iops: 1800,
      iopsBasis: "measured",
      driveType: "7.2K SATA II",
    });
  });
});
