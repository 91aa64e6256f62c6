/**
 * Benchmark of EX.ARRAYFIT over a consultant-sized catalog: one call through invoke (argument checks,
 * catalog parsing, the fit and the ranking), as Excel makes it. Timings live here, never in tests.
 */
import { ARRAYFIT } from "../src/functions/declarations/arrays";
import { invoke } from "../src/functions/invoke";
import { medianMs } from "./timing";

const RAID = ["RAID 50", "RAID 10"];

/**
 * A user catalog of `rows` arrays under the header EX.ARRAYFIT reads, generated deterministically
 * (no randomness, so every run measures the same input): usable GB 1,000 to 100,000, IOPS 500 to 5,000.
 */
export function generatedCatalog(rows = 1000): (string | number)[][] {
  const catalog: (string | number)[][] = [["Model", "Drive", "RAID", "Usable GB", "IOPS"]];
  for (let i = 0; i < rows; i++) {
    catalog.push([
      `Model ${String(i % 97).padStart(2, "0")}`,
      `${(1 + (i % 4)) * 500}GB`,
      RAID[i % 2],
      1000 + ((i * 7919) % 99001),
      500 + ((i * 104729) % 4501),
    ]);
  }
  return catalog;
}

/**
 * Median milliseconds of one EX.ARRAYFIT call, through invoke, over a generated catalog of `rows`
 * arrays: the section 3.4.2 requirement (15768 GB, 900 IOPS, 2 copies), every RAID level.
 */
export function arrayFitMedianMs(rows = 1000, runs = 50): number {
  const catalog = generatedCatalog(rows);
  return medianMs(() => invoke(ARRAYFIT, [15768, 900, 2, null, catalog]), runs);
}
