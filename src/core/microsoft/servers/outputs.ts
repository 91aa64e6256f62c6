import { Step, Value } from "../../formula";
import { FAILURE_COLUMNS, FailureMode } from "../stepFamily";
import { row } from "../stepRow";

/** The calculator's five failure modes, in its column order C..G (E2013Calcv7.6, Role Requirements row 194). */
export const MODES: readonly FailureMode[] = FAILURE_COLUMNS.map((c) => c.id);
export type Mode = FailureMode;

/**
 * The failure-mode outputs mscalc.py derives from the calculator's rows, as steps:
 * - megacyclesRequiredPerServer[.Secondary].mode = row 199 + row 200 (+ row 201 when multi-role, 2013;
 *   2016's figures include the CAS work, version.ts), the
 *   sum the calculator divides by the available megacycles in row 208 (202-204 and 209 for the
 *   secondary datacenter); "--" when a row shows "--".
 * - cpuUtilizationPercent[.Secondary].mode = row 208 (209) x 100.
 * Example (cases.json "lagged-copy-2-datacenters", normal): 15,750 active + 5,891.25 passive = 21,641.25
 * megacycles; / 30,814.8 available = 70.23 %.
 */
export function outputSteps(): Step[] {
  const steps: Step[] = [];
  for (const [suffix, rows] of [
    ["", "199, 200, 201"],
    ["Secondary", "202, 203, 204"],
  ] as const) {
    for (const m of MODES) {
      const a = `activeMailboxMegacycles${suffix}.${m}`;
      const p = `passiveMailboxMegacycles${suffix}.${m}`;
      const c = `casMegacycles${suffix}.${m}`;
      const multi = "casCountsInServerCpu";
      steps.push(
        row.noted(
          "mscalc.py's megacyclesRequiredPerServer: the sum of the rows (the CAS row only when multi-role)."
        )`megacyclesRequiredPerServer${suffix}.${m} | Megacycles required / ${suffix ? "secondary" : "primary"} datacenter server (${m}) | megacycles | Role Requirements! rows ${rows}
          IF(
            OR(${a}="--",${p}="--",IF(${multi},${c}="--",FALSE)),
            "--",
            ${a}+${p}+IF(${multi},${c},0))`
      );
    }
    for (const m of MODES) {
      const u = `cpuUtilization${suffix}.${m}`;
      steps.push(
        row.noted(
          "The calculator's cell holds a fraction; x 100 as mscalc.py gives it."
        )`cpuUtilizationPercent${suffix}.${m} | CPU utilization / ${suffix ? "secondary" : "primary"} datacenter server (${m}) | % | Role Requirements!${"CDEFG"[MODES.indexOf(m)]}${suffix ? 209 : 208}
          IF(${u}="--","--",${u}*100)`
      );
    }
  }
  return steps;
}

/** "--" (the calculator's "no value") as JSON null; numbers as they are. */
export function nullable(v: Value | undefined): number | string | boolean | null {
  return v === "--" || v === undefined ? null : v;
}
