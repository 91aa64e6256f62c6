import { ARRAY_CANDIDATES } from "../catalog";
import { RaidLevel } from "../core";
import { DellSummaryFigures, dellDesignFigures } from "../core/summary";
import { methodInputValues } from "./methodInputs";
import { WorkbookScenario } from "./model";
import { scenarioSizingInput } from "./workbookScenario";

/**
 * The summary's figures of a checked Dell scenario (checkWorkbookScenario), as the workbook's sheets
 * compute them: the built-in catalog, and the method sheets' inputs with their defaults where the
 * scenario leaves them out (METHOD_INPUTS: seed 000's drives, seed 003's CPU and 4 servers).
 *
 * Example: examples/tintri-16000.json gives 4 servers, 16 cores and 200.3 GB of RAM (seed 003).
 */
export function dellDesignFiguresOf(scenario: WorkbookScenario): DellSummaryFigures {
  const { input, options } = scenarioSizingInput(scenario);
  const { spindles: s, compute: c } = methodInputValues(scenario);
  return dellDesignFigures(
    {
      input,
      options,
      ...(scenario.raid === undefined ? {} : { raid: scenario.raid as RaidLevel }),
      spindles: {
        driveSpeed: s.driveSpeed!,
        diskGB: s.diskGB!,
        readShare: s.readShare,
        raid: s.raid,
      },
      compute: {
        specIntRate: c.specIntRate!,
        specIntCores: c.specIntCores!,
        cpuMHz: c.cpuMHz!,
        servers: c.servers,
      },
    },
    ARRAY_CANDIDATES
  );
}
