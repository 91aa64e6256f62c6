import { DEFAULT_OPTIONS } from "../options";
import { ARRAY_FIT_COLUMNS, arrayFitTable } from "./arrayFitTable";
import {
  PS6000E_1TB_RAID10_DERIVED as derived,
  PS6500E_500GB_RAID50 as measured,
} from "../../../tests/fixtures/seed000Arrays";

// Seed 000: the PS6500E 500GB row of Table 13 with Table 12's figure, and the PS6000E 1TB row with the
// IOPS derived from the PS6500E's RAID 10 figure (2400 / 46 x 14), typed by hand
// (tests/fixtures/seed000Arrays.ts).
const need = { capacityGB: 15768, dbIops: 900, copies: 2 };

describe("EX.ARRAYFIT's table", () => {
  test("a header of the ten columns, then one row per candidate (section 3.4.2's pick)", () => {
    expect(arrayFitTable(need, [measured], "RAID 50", DEFAULT_OPTIONS)).toEqual([
      [...ARRAY_FIT_COLUMNS],
      ["PS6500E", "500GB", "RAID 50", 19500, 1800, "measured", 1, 1, 1, 2],
    ]);
  });
  test('no row of the level: the header and one row of explanation, blanks as ""', () => {
    expect(arrayFitTable(need, [measured, derived], "RAID 6", DEFAULT_OPTIONS)[1]).toEqual([
      "No array in the catalog has RAID 6 (it has RAID 50, RAID 10).",
      ...Array(9).fill(""),
    ]);
  });
  test("derivedIops = 0 drops derived rows, and says so when nothing else is left", () => {
    const off = { ...DEFAULT_OPTIONS, derivedIops: 0 };
    expect(arrayFitTable(need, [measured, derived], undefined, off)).toHaveLength(2);
    expect(arrayFitTable(need, [measured, derived], "RAID 10", off)[1][0]).toBe(
      "No array in the catalog has RAID 10 with measured IOPS: derivedIops = 0 leaves out the derived rows."
    );
  });
});
