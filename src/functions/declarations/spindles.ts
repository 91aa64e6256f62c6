import {
  DriveSpeedRpm,
  RaidLevelRow,
  SPINDLE_INPUTS,
  SPINDLE_STEPS,
  backendIops,
  diskIops,
  raidLevelRow,
  raidWriteFactor,
  readShareOrDefault,
  sizeSpindles,
} from "../../core";
import { Args, FunctionDeclaration } from "../declaration";
import { coreFunction, figureFamily } from "../functionFamily";
import { OPTIONS_PARAM, specParam, textParam } from "../params";
import { STEP_TABLE_RESULT, stepTable } from "../spilledStepTable";

const RAID_LEVEL_PARAM = textParam({
  name: "raidLevel",
  description:
    'RAID level: RAID 1, 10, 5, 50, 6 or 60, or EVA\'s Vraid1 and Vraid5 (written "RAID 50" or 50, any case).',
  parse: raidLevelRow,
});
const HOST_IOPS = specParam(SPINDLE_INPUTS.hostIops);
const READ_SHARE = specParam(
  SPINDLE_INPUTS.readShare,
  true,
  "1 - dbWriteShare = 0.5 (seed 000, Table 17); seed 002's Microsoft profile is 0.75"
);
const DRIVE_SPEED = specParam(SPINDLE_INPUTS.driveSpeed);
const SPINDLE_PARAMS = [
  HOST_IOPS,
  RAID_LEVEL_PARAM,
  DRIVE_SPEED,
  specParam(SPINDLE_INPUTS.capacityGB),
  specParam(SPINDLE_INPUTS.diskGB),
  READ_SHARE,
  OPTIONS_PARAM,
];
/** Capacity-bound: Table 13 (seed 000) gets 3500 GB from 14 x 500 GB drives in RAID 10. */
const TABLE13_EXAMPLE = [500, "RAID 10", 7200, 3500, 500];

function spindlesOf(a: Args) {
  return sizeSpindles(
    {
      hostIops: a.num("hostIops"),
      raid: a.parsed<RaidLevelRow>("raidLevel"),
      driveSpeedRpm: a.num("driveSpeed") as DriveSpeedRpm,
      capacityGB: a.num("capacityGB"),
      diskGB: a.num("diskGB"),
      readShare: a.optNum("readShare"),
    },
    a.options()
  );
}

/**
 * EX.SPINDLES: a figure of one spindle sizing (sizeSpindles, EX.SPINDLESIZING's steps); the
 * example is Table 13's capacity-bound array.
 */
const ofSpindles = figureFamily({
  params: SPINDLE_PARAMS,
  args: TABLE13_EXAMPLE,
  size: spindlesOf,
});

export const RAIDFACTOR = coreFunction({
  id: "RAIDFACTOR",
  description:
    "RAID write factor, disk I/Os per application write: 4 for RAID 5/50, 2 for RAID 1/10 (seed 002; seed 000, section 3.1.3); 6 for RAID 6/60, derived by section 3.1.3's count.",
  params: [RAID_LEVEL_PARAM, OPTIONS_PARAM],
  unit: "disk I/Os/write",
  result: "RAID write factor.",
  args: ["RAID 5"],
  value: 4,
  digits: 0,
  note: 'seed 002: "4x for RAID5"',
  of: raidWriteFactor,
});

export const BACKENDIOPS: FunctionDeclaration = {
  id: "BACKENDIOPS",
  description:
    "Disk IOPS behind host IOPS: READS + WRITES x RAID factor = hostIops x readShare + hostIops x (1 - readShare) x factor (seed 002, I/O Requirement).",
  params: [HOST_IOPS, RAID_LEVEL_PARAM, READ_SHARE, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "IOPS", description: "Back-end disk IOPS." },
  example: {
    args: [1000, "RAID 5", 0.75],
    value: 1750,
    digits: 0,
    note: "seed 002's 75% read profile: 750 + 250 x 4",
  },
  evaluate: (a) => {
    const options = a.options();
    return backendIops(
      a.num("hostIops"),
      readShareOrDefault(a.optNum("readShare"), options),
      raidWriteFactor(a.parsed<RaidLevelRow>("raidLevel"), options)
    );
  },
};

export const DISKIOPS = coreFunction({
  id: "DISKIOPS",
  description:
    "Design IOPS per disk by speed: 100 for 15K and 10K, seed 002's conservative design figure (15K capable of 150, 10K of 100-120); 66.6 for 7.2K, derived from seed 004's measured RAID 10.",
  params: [DRIVE_SPEED, OPTIONS_PARAM],
  unit: "IOPS/disk",
  result: "Design IOPS per disk.",
  args: [7200],
  value: 66.6,
  digits: 1,
  note: "(370.981 + 2 x 280.717) / 14, seed 004",
  of: diskIops,
});

export const SPINDLES = ofSpindles({
  id: "SPINDLES",
  description:
    "Disks needed: the larger of the disks for IOPS (disk IOPS / design IOPS per disk) and for capacity, rounded up to whole RAID groups (seed 002, Determine the number of disks).",
  unit: "disks",
  result: "Disks needed, in whole RAID groups.",
  value: 14,
  digits: 0,
  note: "capacity-bound: seed 000's Table 13 gets 3500 GB from 14 x 500 GB in RAID 10",
  of: "disksNeeded",
});

export const SPINDLESIZING: FunctionDeclaration = {
  id: "SPINDLESIZING",
  description:
    "Every step of the spindle math as a spilled table: read share, RAID factor, disk IOPS, IOPS per disk, disks for IOPS and for capacity, RAID groups, disks needed (seed 002).",
  params: SPINDLE_PARAMS,
  result: STEP_TABLE_RESULT,
  example: { args: TABLE13_EXAMPLE, value: "Read share of host IOPS", note: "one row per step" },
  evaluate: (a) => stepTable(SPINDLE_STEPS, spindlesOf(a)),
};

export const SPINDLE_FUNCTIONS = [RAIDFACTOR, BACKENDIOPS, DISKIOPS, SPINDLES, SPINDLESIZING];
