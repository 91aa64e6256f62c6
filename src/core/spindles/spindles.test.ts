import { SizingError } from "../errors";
import { DEFAULT_OPTIONS, SizingOptions, resolveOptions } from "../options";
import { backendIops } from "./backendIops";
import { DriveSpeedRpm, diskIops } from "./diskIops";
import { DERIVED_DISK_IOPS_7200 } from "./measured7200";
import { raidGroup, raidLevelRow, raidWriteFactor } from "./raidLevels";
import { sizeSpindles } from "./spindleSizing";

const factor = (level: string) =>
  raidWriteFactor(raidLevelRow(level, "raidLevel"), DEFAULT_OPTIONS);

describe("RAID write factor (seed 002, I/O Requirement; seed 000, section 3.1.3)", () => {
  test('"4x for RAID5 and 2x for RAID1"; RAID 50: 4 and RAID 10: 2 disk I/O operations', () => {
    expect([factor("RAID 5"), factor("RAID 1"), factor("RAID 50"), factor("RAID 10")]).toEqual([
      4, 2, 4, 2,
    ]);
  });
  test("EVA's Vraid1 and Vraid5 are RAID 1 and RAID 5 (seed 002)", () => {
    expect([factor("Vraid1"), factor("VRAID 5")]).toEqual([2, 4]);
  });
  test("RAID 6 and 60: 6, derived (data + 2 parity blocks, each read and written)", () => {
    expect([factor("RAID 6"), factor("60")]).toEqual([6, 6]);
  });
  test("written any way a consultant types it", () => {
    expect(["raid50", "RAID-50", " 50 ", "Raid 50"].map((t) => raidLevelRow(t, "r").level)).toEqual(
      ["RAID 50", "RAID 50", "RAID 50", "RAID 50"]
    );
  });
  test("an unknown level is a SizingError naming the argument", () => {
    expect(() => raidLevelRow("RAID 7", "raidLevel")).toThrow(SizingError);
    expect(() => raidLevelRow("RAID 7", "raidLevel")).toThrow(
      'raidLevel must be RAID 1, RAID 10, RAID 5, RAID 50, RAID 6 or RAID 60 (also Vraid1, Vraid5) (got "RAID 7")'
    );
  });
});

describe("RAID groups (seed 002, Follow Best Practices; seed 000, Table 13)", () => {
  test("mirrors are pairs of 1 data disk; parity groups of 8 keep 7 (RAID 5) or 6 (RAID 6)", () => {
    const group = (level: string) => raidGroup(raidLevelRow(level, "r"), DEFAULT_OPTIONS);
    expect(group("RAID 10")).toEqual({ groupDisks: 2, dataDisks: 1 });
    expect(group("RAID 50")).toEqual({ groupDisks: 8, dataDisks: 7 });
    expect(group("RAID 6")).toEqual({ groupDisks: 8, dataDisks: 6 });
  });
});

describe("back-end IOPS = READS + WRITES x RAID factor (seed 002)", () => {
  test("seed 004's database array: 370.981 + 280.717 x 2 = 932.415", () => {
    expect(backendIops(370.981 + 280.717, 370.981 / (370.981 + 280.717), 2)).toBeCloseTo(
      932.415,
      9
    );
  });
  test("seed 002's Microsoft profile (75% read) on RAID 5: 750 + 250 x 4 = 1750", () => {
    expect(backendIops(1000, 0.75, 4)).toBeCloseTo(1750, 9);
  });
  test("all reads cost one disk I/O each; all writes cost the RAID factor", () => {
    expect(backendIops(1000, 1, 4)).toBe(1000);
    expect(backendIops(1000, 0, 4)).toBe(4000);
  });
});

describe("design IOPS per disk (seed 002; seed 004 for 7.2K)", () => {
  test("15K and 10K: the conservative 100 for design; 150 one option away", () => {
    expect(diskIops(15000, DEFAULT_OPTIONS)).toBe(100);
    expect(diskIops(10000, DEFAULT_OPTIONS)).toBe(100);
    expect(diskIops(15000, resolveOptions({ diskIops15000: 150 }))).toBe(150);
  });
  test("7.2K: (370.981 + 2 x 280.717) / 14 = 932.415 / 14 = 66.601, derived from seed 004", () => {
    expect(DERIVED_DISK_IOPS_7200).toBeCloseTo(66.60107142857, 10);
    expect(diskIops(7200, DEFAULT_OPTIONS)).toBe(DERIVED_DISK_IOPS_7200);
  });
  test("seed 004's figure is below seed 000's PS6500E by the same rule: 2400 x (0.5 + 0.5 x 2) / 46 = 78.3", () => {
    expect(DERIVED_DISK_IOPS_7200).toBeLessThan((2400 * (0.5 + 0.5 * 2)) / 46);
    expect(DERIVED_DISK_IOPS_7200).toBeLessThan((1800 * (0.5 + 0.5 * 4)) / 46);
  });
});

/** sizeSpindles for a RAID level as typed; readShare omitted unless given. */
function spindles(
  hostIops: number,
  level: string,
  driveSpeedRpm: DriveSpeedRpm,
  capacityGB: number,
  diskGB: number,
  options: SizingOptions = DEFAULT_OPTIONS,
  readShare?: number
) {
  const raid = raidLevelRow(level, "raidLevel");
  return sizeSpindles({ hostIops, raid, driveSpeedRpm, capacityGB, diskGB, readShare }, options);
}

describe("disks needed: the larger of IOPS and capacity, in whole RAID groups", () => {
  test("capacity-bound: 3500 GB on 500 GB disks in RAID 10 needs 14 (seed 000, Table 13)", () => {
    const s = spindles(500, "RAID 10", 7200, 3500, 500);
    expect(s.readShare).toBe(0.5);
    expect(s.backendIops).toBeCloseTo(750, 9); // 500 x 0.5 + 500 x 0.5 x 2
    expect(s.disksForIops).toBe(12); // 750 / 66.601 = 11.26
    expect(s.disksForCapacity).toBe(14); // 3500 / 250
    expect([s.raidGroups, s.disksNeeded, s.boundBy]).toEqual([7, 14, "capacity"]);
  });
  test("RAID 50 in two groups of 7 holds 6000 GB on 14 x 500 GB (seed 000, Table 13)", () => {
    const s = spindles(1, "50", 7200, 6000, 500, resolveOptions({ parityGroupDisks: 7 }));
    expect([s.disksForCapacity, s.raidGroups, s.disksNeeded]).toEqual([14, 2, 14]);
  });
  test("IOPS-bound, rounded up to a whole group of 8: 900 IOPS on 15K RAID 50", () => {
    const s = spindles(900, "RAID 50", 15000, 100, 450);
    expect(s.backendIops).toBeCloseTo(2250, 9); // 450 + 450 x 4
    expect([s.disksForIops, s.disksForCapacity, s.disksNeeded, s.boundBy]).toEqual([
      23,
      1,
      24,
      "IOPS",
    ]);
  });
  test("a read share given overrides the blank default: 1000 x 0.75 + 1000 x 0.25 x 4 = 1750", () => {
    const s = spindles(1000, "RAID 5", 10000, 1, 72, DEFAULT_OPTIONS, 0.75);
    expect(s.backendIops).toBeCloseTo(1750, 9);
    expect([s.disksForIops, s.disksNeeded]).toEqual([18, 24]);
  });
  test("a tiny demand still needs one whole group, never 0 disks", () => {
    expect(spindles(1e-12, "RAID 10", 15000, 1e-12, 1000).disksNeeded).toBe(2);
  });
});
