/**
 * Benchmark of the Microsoft method's copy layout (issue 12): copyLayout for a 16-server, 200-database,
 * 4-copy DAG in one datacenter (800 copies), in process. Timings live here, never in tests.
 */
import { LayoutDesign } from "../src/core/microsoft/layout/design";
import { copyLayout } from "../src/core/microsoft/layout/layout";
import { medianMs } from "./timing";

export const LAYOUT_BENCH_DESIGN: LayoutDesign = {
  highAvailability: true,
  dags: 1,
  model: "Single Datacenter",
  databasesDc1: 200,
  databasesDc2: 0,
  activeServersDc1: 16,
  activeServersDc2: 0,
  drServersDc1: 0,
  drServersDc2: 0,
  laggedServersDc1: 0,
  laggedServersDc2: 0,
  haCopiesDc1: 4,
  laggedCopiesDc1: 0,
  haCopiesDc2: 0,
  laggedCopiesDc2: 0,
  databasesPerVolume: 1,
  rule: "calculator",
};

/** Median CPU milliseconds of one copyLayout of LAYOUT_BENCH_DESIGN. */
export function layoutMedianMs(runs = 50): number {
  return medianMs(() => copyLayout(LAYOUT_BENCH_DESIGN), runs);
}
