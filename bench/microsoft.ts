/**
 * Benchmark of the Microsoft method's core on its largest design (issue 11): 4 tiers, 100,000
 * mailboxes, two datacenters (Active/Active single DAG, 4 DAGs of 8+8 servers, 4 HA copies). Timings
 * live here, never in tests.
 *
 * What is timed: every step of the servers area (src/core/microsoft/servers: validation, active
 * databases per failure mode, megacycles, CPU, RAM, version limits) built and evaluated by
 * sizeServers, over the names it reads from the other areas as the calculator computed them for this
 * design (the golden row "bench-4-tiers-100000-two-datacenters"). The scenario, profile and database
 * areas (helper "ms") and storage (helper "vol") are not on this branch: once size.ts assembles them,
 * this figure should time sizeMicrosoft on the same scenario.
 */
import { envOf } from "../src/core/formula";
import { GOLDEN_ROWS } from "../src/core/microsoft/servers/goldens.data";
import { sizeServers } from "../src/core/microsoft/servers";
import { medianMs } from "./timing";

export const LARGEST_DESIGN = "bench-4-tiers-100000-two-datacenters";

/** Median CPU milliseconds of sizing the largest design's servers, steps built afresh each call. */
export function microsoftSizeMedianMs(runs = 50): number {
  const row = GOLDEN_ROWS.find((r) => r.name === LARGEST_DESIGN);
  if (!row) throw new Error(`no golden row ${LARGEST_DESIGN}`);
  const needs = envOf({ ...row.needs, exchangeVersion: "2019" });
  return medianMs(() => sizeServers(row.tiers, needs), runs);
}
