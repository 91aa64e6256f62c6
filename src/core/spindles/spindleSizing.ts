import { MethodStep, NumberKeys } from "../methodSteps";
import { SizingOptions } from "../options";
import { ceilCountAtLeastOne } from "../units";
import { backendIops, readShareOrDefault } from "./backendIops";
import { DriveSpeedRpm, diskIops } from "./diskIops";
import { RaidLevelRow, raidGroup, raidWriteFactor } from "./raidLevels";

export interface SpindleInput {
  readonly hostIops: number;
  /** The RAID level, read by raidLevelRow from "RAID 50", "10", "Vraid1", ... */
  readonly raid: RaidLevelRow;
  readonly driveSpeedRpm: DriveSpeedRpm;
  readonly capacityGB: number;
  readonly diskGB: number;
  /** Omitted: 1 - dbWriteShare (seed 000, Table 17: writes are 50% of database I/O). */
  readonly readShare?: number;
}

export interface SpindleSizing {
  /** The RAID level as ExSize names it, e.g. "RAID 10". */
  readonly raidLevel: string;
  readonly readShare: number;
  readonly raidFactor: number;
  readonly backendIops: number;
  readonly diskIops: number;
  readonly disksForIops: number;
  readonly groupDisks: number;
  readonly dataDisks: number;
  readonly disksForCapacity: number;
  readonly raidGroups: number;
  readonly disksNeeded: number;
  /** Which requirement sets the disk count ("IOPS" when both need the same). */
  readonly boundBy: "IOPS" | "capacity";
}

/**
 * Disks needed for a RAID level and drive speed: the larger of the disks for IOPS and the disks for
 * capacity, rounded up to whole RAID groups (seed 002: "Design to support peak random I/O before
 * capacity"; "Determine the number of disks required to support peak user IOPS and capacity").
 *
 * Steps:   SPINDLE_STEPS below, one formula each.
 * Units:   IOPS, GB, disks
 * Example: 500 host IOPS, RAID 10, 7.2K, 3500 GB on 500 GB disks, 50% reads:
 *          500 x 0.5 + 500 x 0.5 x 2 = 750 disk IOPS / 66.601 = 11.3 => 12 disks for IOPS;
 *          3500 / (500 x 1/2) = 14 disks for capacity => 7 pairs = 14 disks (seed 000, Table 13 gets
 *          3500 GB from 14 x 500 GB drives in RAID 10).
 */
export function sizeSpindles(input: SpindleInput, options: SizingOptions): SpindleSizing {
  const row = input.raid;
  const readShare = readShareOrDefault(input.readShare, options);
  const raidFactor = raidWriteFactor(row, options);
  const backend = backendIops(input.hostIops, readShare, raidFactor);
  const perDisk = diskIops(input.driveSpeedRpm, options);
  const disksForIops = ceilCountAtLeastOne(backend / perDisk);
  const { groupDisks, dataDisks } = raidGroup(row, options);
  const disksForCapacity = ceilCountAtLeastOne(
    input.capacityGB / ((input.diskGB * dataDisks) / groupDisks)
  );
  const raidGroups = ceilCountAtLeastOne(Math.max(disksForIops, disksForCapacity) / groupDisks);
  return {
    raidLevel: row.level,
    readShare,
    raidFactor,
    backendIops: backend,
    diskIops: perDisk,
    disksForIops,
    groupDisks,
    dataDisks,
    disksForCapacity,
    raidGroups,
    disksNeeded: raidGroups * groupDisks,
    boundBy: disksForIops >= disksForCapacity ? "IOPS" : "capacity",
  };
}

/** The spindle steps in order, for EX.SPINDLESIZING and the workbook's spindle sheet. */
export const SPINDLE_STEPS: readonly MethodStep<NumberKeys<SpindleSizing>>[] = [
  {
    key: "readShare",
    label: "Read share of host IOPS",
    formula: "= readShare; blank: 1 - dbWriteShare",
    unit: "fraction",
    source: "seed 000, Table 17 (writes 50% of database I/O)",
    note: "Seed 002's Microsoft profile is 75% read; ExSize's blank is seed 000's 50%, the safe reading (more writes).",
  },
  {
    key: "raidFactor",
    label: "RAID write factor",
    formula:
      "= raid1WriteFactor (RAID 1, 10), raid5WriteFactor (RAID 5, 50) or raid6WriteFactor (RAID 6, 60)",
    unit: "disk I/Os/write",
    source: "seed 002, I/O Requirement; seed 000, section 3.1.3",
    note: "RAID 6's 6 is derived by section 3.1.3's count (data + 2 parity blocks, each read and written).",
  },
  {
    key: "backendIops",
    label: "Disk IOPS (READS + WRITES x RAID factor)",
    formula: "= hostIops x readShare + hostIops x (1 - readShare) x raidFactor",
    unit: "IOPS",
    source: "seed 002, I/O Requirement",
    note: "",
  },
  {
    key: "diskIops",
    label: "Design IOPS per disk",
    formula: "= diskIops15000, diskIops10000 or diskIops7200, by driveSpeed",
    unit: "IOPS/disk",
    source: "seed 002, Determine the number of disks; seed 004 (7.2K, derived)",
    note: "15K and 10K use seed 002's conservative 100 for design; 7.2K is derived from seed 004 (66.601).",
  },
  {
    key: "disksForIops",
    label: "Disks for IOPS",
    formula: "= ROUNDUP(backendIops / diskIops)",
    unit: "disks",
    source: "seed 002, Determine the number of disks",
    note: "",
  },
  {
    key: "groupDisks",
    label: "Disks per RAID group",
    formula: "= 2 for mirrors (RAID 1, 10); parityGroupDisks for parity RAID",
    unit: "disks",
    source:
      "seed 002, Follow Best Practices (Vraid1: even number of disks; Vraid 5: multiple of eight)",
    note: "No seed gives a RAID 6 group: it takes the parity group of seed 002 (derived). Seed 000's Table 13 implies RAID 50 sets of 7 on a PS6000 (parityGroupDisks 7).",
  },
  {
    key: "dataDisks",
    label: "Data disks per RAID group",
    formula: "= groupDisks - 1 (mirror, RAID 5, 50) or groupDisks - 2 (RAID 6, 60)",
    unit: "disks",
    source: "seed 000, section 3.2 and Table 13",
    note: "Checked on Table 13: 14 x 500 GB give 3500 GB in RAID 10 and 6000 GB in RAID 50 (two groups of 7).",
  },
  {
    key: "disksForCapacity",
    label: "Disks for capacity",
    formula: "= ROUNDUP(capacityGB / (diskGB x dataDisks / groupDisks))",
    unit: "disks",
    source: "seed 002, Determine the number of disks; seed 000, section 3.2",
    note: "",
  },
  {
    key: "raidGroups",
    label: "RAID groups",
    formula: "= ROUNDUP(MAX(disksForIops, disksForCapacity) / groupDisks)",
    unit: "groups",
    source: "seed 002, Determine the number of disks",
    note: "The larger requirement wins, rounded up to whole RAID groups.",
  },
  {
    key: "disksNeeded",
    label: "Disks needed",
    formula: "= raidGroups x groupDisks",
    unit: "disks",
    source: "seed 002, Determine the number of disks",
    note: "No hot spares are added (seed 000's arrays keep 2 besides these).",
  },
];
