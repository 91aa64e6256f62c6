import { ceilCountAtLeastOne as wholeCount, cmp, div, iff, max, mul, text } from "../formula/expr";
import { Step, envOf, evaluateSteps, formulaResult } from "../formula/step";
import { NumberKeys } from "../methodSteps";
import { SizingOptions } from "../options";
import { BACKEND_IOPS_FORMULA, READ_SHARE_FORMULA } from "./backendIops";
import { DISK_IOPS_FORMULA, DriveSpeedRpm } from "./diskIops";
import {
  DATA_DISKS_FORMULA,
  GROUP_DISKS_FORMULA,
  RAID_FACTOR_FORMULA,
  RaidLevelRow,
} from "./raidLevels";

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
  const named = options as unknown as Readonly<Record<string, number>>;
  const given: Readonly<Record<string, number | string>> = {
    hostIops: input.hostIops,
    raidLevel: input.raid.level,
    driveSpeed: input.driveSpeedRpm,
    capacityGB: input.capacityGB,
    diskGB: input.diskGB,
    readShare: input.readShare ?? "",
  };
  const env = envOf({ ...named, ...given });
  const steps = evaluateSteps(SPINDLE_STEPS, env) as Record<SpindleStepKey, number>;
  const boundBy = formulaResult(BOUND_BY_FORMULA, steps) as SpindleSizing["boundBy"];
  return { raidLevel: input.raid.level, ...steps, boundBy };
}

/** Which requirement sets the disk count: "IOPS" when both need the same (seed 002: IOPS first). */
export const BOUND_BY_FORMULA = iff(
  cmp("disksForIops", ">=", "disksForCapacity"),
  text("IOPS"),
  text("capacity")
);

/** The keys of the spindle steps. */
export type SpindleStepKey = NumberKeys<SpindleSizing>;

/**
 * The spindle steps in order, each formula written once: sizeSpindles evaluates them, EX.SPINDLESIZING
 * prints their rows and the workbook's Spindles sheet prints each formula natively. A step reads the
 * inputs (hostIops, raidLevel, driveSpeed, capacityGB, diskGB, readShare), options and earlier steps.
 */
export const SPINDLE_STEPS: readonly Step<SpindleStepKey>[] = [
  {
    key: "readShare",
    label: "Read share of host IOPS",
    formula: READ_SHARE_FORMULA,
    written: "= readShare; blank: 1 - dbWriteShare",
    unit: "fraction",
    source: "seed 000, Table 17 (writes 50% of database I/O)",
    note: "Seed 002's Microsoft profile is 75% read; ExSize's blank is seed 000's 50%, the safe reading (more writes).",
  },
  {
    key: "raidFactor",
    label: "RAID write factor",
    formula: RAID_FACTOR_FORMULA,
    written:
      "= raid1WriteFactor (RAID 1, 10), raid5WriteFactor (RAID 5, 50) or raid6WriteFactor (RAID 6, 60)",
    unit: "disk I/Os/write",
    source: "seed 002, I/O Requirement; seed 000, section 3.1.3",
    note: "RAID 6's 6 is derived by section 3.1.3's count (data + 2 parity blocks, each read and written).",
  },
  {
    key: "backendIops",
    label: "Disk IOPS (READS + WRITES x RAID factor)",
    formula: BACKEND_IOPS_FORMULA,
    unit: "IOPS",
    source: "seed 002, I/O Requirement",
    note: "",
  },
  {
    key: "diskIops",
    label: "Design IOPS per disk",
    formula: DISK_IOPS_FORMULA,
    written: "= diskIops15000, diskIops10000 or diskIops7200, by driveSpeed",
    unit: "IOPS/disk",
    source: "seed 002, Determine the number of disks; seed 004 (7.2K, derived)",
    note: "15K and 10K use seed 002's conservative 100 for design; 7.2K is derived from seed 004 (66.601).",
  },
  {
    key: "disksForIops",
    label: "Disks for IOPS",
    formula: wholeCount(div("backendIops", "diskIops")),
    unit: "disks",
    source: "seed 002, Determine the number of disks",
    note: "",
  },
  {
    key: "groupDisks",
    label: "Disks per RAID group",
    formula: GROUP_DISKS_FORMULA,
    written: "= 2 for mirrors (RAID 1, 10); parityGroupDisks for parity RAID",
    unit: "disks",
    source:
      "seed 002, Follow Best Practices (Vraid1: even number of disks; Vraid 5: multiple of eight)",
    note: "No seed gives a RAID 6 group: it takes the parity group of seed 002 (derived). Seed 000's Table 13 implies RAID 50 sets of 7 on a PS6000 (parityGroupDisks 7).",
  },
  {
    key: "dataDisks",
    label: "Data disks per RAID group",
    formula: DATA_DISKS_FORMULA,
    written: "= groupDisks - 1 (mirror, RAID 5, 50) or groupDisks - 2 (RAID 6, 60)",
    unit: "disks",
    source: "seed 000, section 3.2 and Table 13",
    note: "Checked on Table 13: 14 x 500 GB give 3500 GB in RAID 10 and 6000 GB in RAID 50 (two groups of 7).",
  },
  {
    key: "disksForCapacity",
    label: "Disks for capacity",
    formula: wholeCount(div("capacityGB", div(mul("diskGB", "dataDisks"), "groupDisks"))),
    unit: "disks",
    source: "seed 002, Determine the number of disks; seed 000, section 3.2",
    note: "",
  },
  {
    key: "raidGroups",
    label: "RAID groups",
    formula: wholeCount(div(max("disksForIops", "disksForCapacity"), "groupDisks")),
    unit: "groups",
    source: "seed 002, Determine the number of disks",
    note: "The larger requirement wins, rounded up to whole RAID groups.",
  },
  {
    key: "disksNeeded",
    label: "Disks needed",
    formula: mul("raidGroups", "groupDisks"),
    unit: "disks",
    source: "seed 002, Determine the number of disks",
    note: "No hot spares are added (seed 000's arrays keep 2 besides these).",
  },
];
