/**
 * Golden figures of the spindle math: seed 002 (HP World 2004, session 3511, HP EVA and Exchange 2003),
 * with seed 000's RAID counts and Table 13 capacities and seed 004's measured 7.2K array. Every expected
 * value is typed from the seeds; each row names where it is printed and the precision compared.
 */
import {
  DEFAULT_OPTIONS,
  backendIops,
  diskIops,
  raidLevelRow,
  raidWriteFactor,
  resolveOptions,
  sizeSpindles,
} from "../../src/core";
import { GoldenRow, testGoldenRows } from "../support/golden";

const raid = (level: string) => raidLevelRow(level, "raidLevel");
const factor = (level: string) => raidWriteFactor(raid(level), DEFAULT_OPTIONS);
/** Disks needed for capacity alone (1 host IOPS): Table 13's arrays. */
const disksFor = (level: string, capacityGB: number, diskGB: number, options = DEFAULT_OPTIONS) =>
  sizeSpindles({ hostIops: 1, raid: raid(level), driveSpeedRpm: 7200, capacityGB, diskGB }, options)
    .disksNeeded;

const rows: GoldenRow[] = [
  {
    figure: "RAID factor 4x for RAID5",
    source: "seed 002, I/O Requirement",
    printed: 4,
    digits: 0,
    actual: factor("RAID 5"),
  },
  {
    figure: "RAID factor 2x for RAID1",
    source: "seed 002, I/O Requirement",
    printed: 2,
    digits: 0,
    actual: factor("RAID 1"),
  },
  {
    figure: "RAID 50: 4 disk I/O operations per write",
    source: "seed 000, section 3.1.3",
    printed: 4,
    digits: 0,
    actual: factor("RAID 50"),
  },
  {
    figure: "RAID 10: 2 disk I/O operations per write",
    source: "seed 000, section 3.1.3",
    printed: 2,
    digits: 0,
    actual: factor("RAID 10"),
  },
  {
    figure: "15K: capable of 150 IOPS per disk (Vraid1)",
    source: "seed 002, Determine the number of disks",
    printed: 150,
    digits: 0,
    actual: diskIops(15000, resolveOptions({ diskIops15000: 150 })),
  },
  {
    figure: "10K: capable of 100-120 IOPS per disk, low end",
    source: "seed 002, Determine the number of disks",
    printed: 100,
    digits: 0,
    actual: diskIops(10000, DEFAULT_OPTIONS),
  },
  {
    figure: "Conservative use of 100 IOPS per disk for design",
    source: "seed 002, Determine the number of disks",
    printed: 100,
    digits: 0,
    actual: diskIops(15000, DEFAULT_OPTIONS),
  },
  // seed 004 prints the reads and writes of its 14 x 7.2K RAID 10 database array; 932.415 is READS + WRITES x 2.
  {
    figure: "seed 004 array: 370.981 + 280.717 x 2 = 932.415 disk IOPS",
    source: "seed 004, Storage Performance Results",
    printed: 932.415,
    digits: 3,
    actual: backendIops(651.698, 370.981 / 651.698, 2),
  },
  {
    figure: "seed 004 transfers 651.699 = reads 370.981 + writes 280.717 (to its rounding)",
    source: "seed 004, Storage Performance Results",
    printed: 651.7,
    digits: 1,
    actual: 370.981 + 280.717,
  },
  // Table 13: PS6000 with 500 GB drives, 14 in use (16 less 2 hot spares, section 2.2 Table 6).
  {
    figure: "3500 GB from 14 x 500 GB in RAID 10 (7 pairs)",
    source: "seed 000, Table 13",
    printed: 14,
    digits: 0,
    actual: disksFor("RAID 10", 3500, 500),
  },
  {
    figure: "6000 GB from 14 x 500 GB in RAID 50 (2 groups of 7)",
    source: "seed 000, Table 13",
    printed: 14,
    digits: 0,
    actual: disksFor("RAID 50", 6000, 500, resolveOptions({ parityGroupDisks: 7 })),
  },
  {
    figure: "PS6500E: 23000 GB from 46 x 1 TB in RAID 10",
    source: "seed 000, Table 13 and section 2.3 (46 drives, 2 hot spares)",
    printed: 46,
    digits: 0,
    actual: disksFor("RAID 10", 23000, 1000),
  },
  // seed 004's own array, IOPS-bound: 932.415 / 66.601 = 14 disks; its 3296 GB of databases need only 8.
  {
    figure: "seed 004: 14 x 7.2K in RAID 10 for 651.698 host IOPS",
    source: "seed 004, Table 5",
    printed: 14,
    digits: 0,
    actual: sizeSpindles(
      {
        hostIops: 651.698,
        raid: raid("RAID 10"),
        driveSpeedRpm: 7200,
        capacityGB: 3296,
        diskGB: 931.513,
        readShare: 370.981 / 651.698,
      },
      DEFAULT_OPTIONS
    ).disksNeeded,
  },
];

describe("seeds 002, 000 and 004: spindle math", () => {
  testGoldenRows(rows);

  test("seed 002's EVA case: a Vraid1 data disk group of 48 x 72 GB holds its 4 x 350 GB + 50 GB LUNs", () => {
    // "Four Data DG's 48 72GB disks (4 x 350GB Data and 1 x 50GB SMTP VRAID1 LUN(s))"
    const s = sizeSpindles(
      {
        hostIops: 1,
        raid: raid("Vraid1"),
        driveSpeedRpm: 10000,
        capacityGB: 4 * 350 + 50,
        diskGB: 72,
      },
      DEFAULT_OPTIONS
    );
    expect(s.disksForCapacity).toBe(41); // 1450 / 36 = 40.3
    expect(s.disksNeeded).toBeLessThanOrEqual(48);
  });

  test("seed 002's OTG case: 9800 peak transfers with the 20% buffer fit the 12K the EVA sustained", () => {
    // "8K mailboxes required 9800 transfers peak"; "Maintain 20% buffer"; "would sustain 12K transfers".
    // The 20% buffer is seed 000's iopsOverhead (1.2), which EX.DBIOPS already applies.
    expect(9800 * DEFAULT_OPTIONS.iopsOverhead).toBeCloseTo(11760, 9);
    expect(9800 * DEFAULT_OPTIONS.iopsOverhead).toBeLessThanOrEqual(12000);
  });
});
