import { Step } from "../../formula";
import { FAILURE_COLUMNS, FailureMode, failureRow } from "../stepFamily";
import { row } from "../stepRow";
import { cpu } from "./megacycles";

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
  return (
    [
      ["", "primary", "199, 200, 201", 208],
      ["Secondary", "secondary", "202, 203, 204", 209],
    ] as const
  ).flatMap(([suffix, dc, rows, cpuRow]) => [
    ...MODES.map((m) => {
      const a = `activeMailboxMegacycles${suffix}.${m}`;
      const p = `passiveMailboxMegacycles${suffix}.${m}`;
      const c = `casMegacycles${suffix}.${m}`;
      return row.noted(
        "mscalc.py's megacyclesRequiredPerServer: the sum of the rows (the CAS row only when multi-role)."
      )`megacyclesRequiredPerServer${suffix}.${m} | Megacycles required / ${dc} datacenter server (${m}) | megacycles | Role Requirements! rows ${rows}
          IF(
            OR(${a}="--",${p}="--",IF(casCountsInServerCpu,${c}="--",FALSE)),
            "--",
            ${cpu(suffix, m)})`;
    }),
    ...failureRow(
      `Role Requirements!C${cpuRow}:G${cpuRow}`,
      (c) =>
        row.noted(
          "The calculator's cell holds a fraction; x 100 as mscalc.py gives it."
        )`cpuUtilizationPercent${suffix}.${c.id} | CPU utilization / ${dc} datacenter server (${c.id}) | % | ${c.cell}
          IF(cpuUtilization${suffix}.${c.id}="--","--",cpuUtilization${suffix}.${c.id}*100)`
    )(),
  ]);
}
