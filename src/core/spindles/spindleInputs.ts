import { InputSpec } from "../scenarioInputs";
import { POSITIVE } from "../validation";
import { DRIVE_SPEED_RULE } from "./diskIops";

/** The numeric inputs of the spindle math (seed 002); the RAID level is text (raidLevels.ts). */
export const SPINDLE_INPUTS = {
  hostIops: {
    name: "hostIops",
    symbol: "hostIops",
    label: "Peak host IOPS, with headroom (e.g. EX.DBIOPS, which includes seed 000's 20%)",
    unit: "IOPS",
    rule: POSITIVE,
    source: "seed 002, I/O Requirement",
  },
  readShare: {
    name: "readShare",
    symbol: "readShare",
    label: "Share of host IOPS that are reads",
    unit: "fraction",
    rule: { whole: false, min: 0, minExclusive: false, max: 1 },
    source: "seed 002, I/O Requirement (Microsoft's 75% read); seed 000, Table 17 (50% writes)",
  },
  driveSpeed: {
    name: "driveSpeed",
    symbol: "driveSpeed",
    label: "Drive speed",
    unit: "RPM",
    rule: DRIVE_SPEED_RULE,
    source: "seed 002, Determine the number of disks; seed 004 (7.2K)",
  },
  capacityGB: {
    name: "capacityGB",
    symbol: "capacityGB",
    label: "Capacity the disks must hold (e.g. EX.CAPACITY)",
    unit: "GB",
    rule: POSITIVE,
    source: "seed 000, section 3.4.1 step 2",
  },
  diskGB: {
    name: "diskGB",
    symbol: "diskGB",
    label: "Size of one disk, as the vendor prints it",
    unit: "GB",
    rule: POSITIVE,
    source: "seed 000, Table 13",
  },
} as const satisfies Record<string, InputSpec>;
