import { arraysNeeded, fitArrays } from "./arrayFit";
import {
  PS6000XV_300GB_RAID10 as ps6000xv300r10,
  PS6000XV_600GB_RAID50 as ps6000xv600,
  PS6500E_1TB_RAID50 as ps6500e1tb,
  PS6500E_500GB_RAID50 as ps6500e500,
} from "../../../tests/fixtures/seed000Arrays";

// A few rows of seed 000, Tables 12 and 13, typed by hand (tests/fixtures/seed000Arrays.ts).

describe("seed 000, section 3.4.1: arrays per candidate", () => {
  test("the 5000-user example: 15768 GB and 900 IOPS on PS6500E 500GB RAID 50 is 1 array per copy, 2 in all (3.4.2)", () => {
    const [best] = fitArrays({ capacityGB: 15768, dbIops: 900, copies: 2 }, [
      ps6000xv600,
      ps6500e1tb,
      ps6500e500,
    ]);
    expect(best.candidate).toBe(ps6500e500);
    expect([
      best.arraysForCapacity,
      best.arraysForIops,
      best.arraysPerCopy,
      best.totalArrays,
    ]).toEqual([1, 1, 1, 2]);
    expect(best.usableGBBought).toBe(39000);
  });

  test("15768 GB on the PS6000XV 600GB (7200 GB) needs 3 arrays per copy: ceil(2.19)", () => {
    const [row] = fitArrays({ capacityGB: 15768, dbIops: 900, copies: 2 }, [ps6000xv600]);
    expect([row.arraysForCapacity, row.arraysForIops, row.arraysPerCopy, row.totalArrays]).toEqual([
      3, 1, 3, 6,
    ]);
  });

  test("IOPS decide when capacity is small: 2000 GB and 3000 IOPS on PS6000XV 300GB RAID 10 (2100 GB, 2165 IOPS)", () => {
    const [row] = fitArrays({ capacityGB: 2000, dbIops: 3000, copies: 2 }, [ps6000xv300r10]);
    expect([row.arraysForCapacity, row.arraysForIops, row.arraysPerCopy, row.totalArrays]).toEqual([
      1, 2, 2, 4,
    ]);
  });

  test("ranking: fewer total arrays, then less usable capacity bought, then model name", () => {
    const fits = fitArrays({ capacityGB: 15768, dbIops: 900, copies: 2 }, [
      ps6000xv600,
      ps6500e1tb,
      ps6500e500,
    ]);
    expect(fits.map((f) => f.candidate)).toEqual([ps6500e500, ps6500e1tb, ps6000xv600]);
    const twins = fitArrays({ capacityGB: 100, dbIops: 100, copies: 1 }, [
      { ...ps6500e500, model: "b" },
      { ...ps6500e500, model: "A" },
      { ...ps6500e500, model: "a" },
    ]);
    expect(twins.map((f) => f.candidate.model)).toEqual(["A", "a", "b"]);
  });

  test("the RAID level filters the candidates (step 1)", () => {
    const fits = fitArrays(
      { capacityGB: 1, dbIops: 1, copies: 1 },
      [ps6500e500, ps6000xv300r10],
      "RAID 10"
    );
    expect(fits.map((f) => f.candidate)).toEqual([ps6000xv300r10]);
    expect(fitArrays({ capacityGB: 1, dbIops: 1, copies: 1 }, [ps6500e500], "RAID 6")).toEqual([]);
  });

  test("whole counts: a quotient that is whole in exact arithmetic is not counted up by float noise", () => {
    expect(arraysNeeded(0.3, 0.1)).toBe(3); // 0.3 / 0.1 = 2.9999999999999996
    expect(arraysNeeded(19500.01, 19500)).toBe(2);
    // The 9-decimal rounding the workbook shares: 1.00000000005 arrays counts as 1.
    expect(arraysNeeded(19500.000001, 19500)).toBe(1);
    expect(arraysNeeded(1e-12, 19500)).toBe(1);
  });
});
