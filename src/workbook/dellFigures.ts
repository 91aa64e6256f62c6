import { ARRAY_CANDIDATES } from "../catalog";
import {
  DriveSpeedRpm,
  RaidLevel,
  fitArrays,
  raidLevelRow,
  sizeCompute,
  sizeScenario,
  sizeSpindles,
} from "../core";
import { DellSummaryFigures } from "../core/summary";
import { methodInputValues } from "./methodInputs";
import { WorkbookScenario } from "./model";
import { scenarioSizingInput } from "./workbookScenario";

/**
 * The figures of a Dell design the summary reads (core/summary/dellSummary.ts), computed as the
 * workbook's sheets compute them: seed 000's sizing, the best fit of the built-in catalog (Array
 * selection; derivedIops = 0 leaves out the derived rows), seed 002's disks at the RAID level typed
 * for the spindles or else the recommended arrays' (Spindles: disks per copy x copies), and seed 003's
 * servers with the scenario's compute inputs or the Compute and memory sheet's defaults.
 * The scenario must be checked (checkWorkbookScenario).
 *
 * Example: examples/tintri-16000.json gives 4 servers, 16 cores and 200 GB of RAM (seed 003).
 */
export function dellDesignFigures(scenario: WorkbookScenario): DellSummaryFigures {
  const { input, options } = scenarioSizingInput(scenario);
  const sizing = sizeScenario(input, options);
  const candidates = ARRAY_CANDIDATES.filter(
    (c) => options.derivedIops === 1 || c.iopsBasis !== "derived"
  );
  const best = fitArrays(
    { capacityGB: sizing.sizedCapacityGB, dbIops: sizing.dbiop, copies: input.copies },
    candidates,
    scenario.raid as RaidLevel | undefined
  )[0];
  const { spindles: s, compute: c } = methodInputValues(scenario);
  const spindles = sizeSpindles(
    {
      hostIops: sizing.dbiop,
      raid: raidLevelRow(s.raid ?? best.candidate.raid, "raid"),
      driveSpeedRpm: s.driveSpeed as DriveSpeedRpm,
      capacityGB: sizing.sizedCapacityGB,
      diskGB: s.diskGB!,
      readShare: s.readShare,
    },
    sizing.options
  );
  const compute = sizeCompute(
    {
      users: input.users,
      messagesPerDay: input.messagesPerDay,
      specIntRate: c.specIntRate!,
      specIntCores: c.specIntCores!,
      cpuMHz: c.cpuMHz!,
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
