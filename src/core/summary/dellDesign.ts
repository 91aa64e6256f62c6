import { ArrayCandidate } from "../arrays/candidate";
import { fitArrays } from "../arrays/arrayFit";
import { RaidLevel } from "../arrays/raidLevel";
import { sizeCompute } from "../compute/computeSizing";
import { SizingError } from "../errors";
import { SizingOptions } from "../options";
import { ScenarioInput, sizeScenario } from "../scenario";
import { DriveSpeedRpm } from "../spindles/diskIops";
import { raidLevelRow } from "../spindles/raidLevels";
import { sizeSpindles } from "../spindles/spindleSizing";
import { DellSummaryFigures } from "./dellSummary";

/**
 * A whole Dell design, every input resolved: seed 000's scenario and options, the RAID level the
 * arrays must have (omitted: any), the spindle inputs (seed 002; raid omitted: the recommended
 * arrays') and the compute inputs (seed 003; servers omitted: 1).
 */
export interface DellDesign {
  readonly input: ScenarioInput;
  readonly options: SizingOptions;
  readonly raid?: RaidLevel;
  readonly spindles: {
    readonly driveSpeed: number;
    readonly diskGB: number;
    readonly readShare?: number;
    readonly raid?: string;
  };
  readonly compute: {
    readonly specIntRate: number;
    readonly specIntCores: number;
    readonly cpuMHz: number;
    readonly servers?: number;
  };
}

/**
 * The figures of a Dell design the summary reads (dellSummary.ts), computed as the sizing workbook's
 * sheets compute them: seed 000's sizing; the best fit among `candidates` (Array selection; the
 * caller passes the catalog, without the derived rows when derivedIops = 0); seed 002's disks at the
 * spindles' RAID level or else the recommended arrays' (Spindles: disks per copy x copies, seed 000
 * section 3.4.2 "the active copy ... on one array and the passive on the other"); seed 003's servers.
 *
 * Example: seed 003's 16,000 mailboxes (examples/tintri-16000.json) on 4 servers of its example CPU
 * give 4 servers, 16 cores, 200.3 GB of RAM.
 */
export function dellDesignFigures(
  design: DellDesign,
  candidates: readonly ArrayCandidate[]
): DellSummaryFigures {
  const { input, options } = design;
  const sizing = sizeScenario(input, options);
  const usable = candidates.filter((c) => options.derivedIops === 1 || c.iopsBasis !== "derived");
  const best = fitArrays(
    { capacityGB: sizing.sizedCapacityGB, dbIops: sizing.dbiop, copies: input.copies },
    usable,
    design.raid
  )[0];
  if (best === undefined)
    throw new SizingError(
      "raid",
      `raid: no array of the catalog has ${String(design.raid)} (${[...new Set(usable.map((c) => c.raid))].join(", ")})`
    );
  const s = design.spindles;
  const spindles = sizeSpindles(
    {
      hostIops: sizing.dbiop,
      raid: raidLevelRow(s.raid ?? best.candidate.raid, "raid"),
      driveSpeedRpm: s.driveSpeed as DriveSpeedRpm,
      capacityGB: sizing.sizedCapacityGB,
      diskGB: s.diskGB,
      readShare: s.readShare,
    },
    sizing.options
  );
  const c = design.compute;
  const compute = sizeCompute(
    {
      users: input.users,
      messagesPerDay: input.messagesPerDay,
      specIntRate: c.specIntRate,
      specIntCores: c.specIntCores,
      cpuMHz: c.cpuMHz,
      servers: c.servers,
    },
    sizing.options
  );
  return {
    users: input.users,
    copies: input.copies,
    dbCount: sizing.dbCount,
    totalCapacityGB: sizing.totalCapacityGB,
    dbiop: sizing.dbiop,
    liops: sizing.liops,
    arraysTotal: best.totalArrays,
    "spindles.disksTotal": spindles.disksNeeded * input.copies,
    "compute.servers": compute.servers,
    "compute.cores": compute.cores,
    "compute.ramGB": compute.ramGB,
  };
}
