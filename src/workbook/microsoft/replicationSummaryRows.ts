import { msName } from "./names";

/**
 * A row of the Summary's replication section: the reader's label, a formula over ex.ms.* names, its unit
 * ("" for text, which spans the value and unit columns) and the calculator's cell it shows.
 */
export interface ReplicationSummaryRow {
  readonly label: string;
  readonly formula: string;
  readonly unit: string;
  readonly cell: string;
}

/**
 * A row that shows one figure of the Replication sheet as it is: `=ex.ms.replication.<key>`.
 * Example: shown("Recovery point objective", "rpoHoursShown", "hours", "Replication Requirements!W137").
 */
const shown = (label: string, key: string, unit: string, cell: string): ReplicationSummaryRow => ({
  label,
  formula: `=${msName(`replication.${key}`)}`,
  unit,
  cell,
});

/**
 * The Summary's section on replication between datacenters (the Replication sheet computes every
 * figure): the peak and RPO Mb/s per DAG, the chosen link, whether it carries each and which link to
 * buy. Example row: "Peak replication between datacenters, per DAG | 94.45 | Mb/s" (the calculator
 * example with a working-day hourly profile, Replication Requirements!F138).
 */
export const REPLICATION_SUMMARY_ROWS: readonly ReplicationSummaryRow[] = [
  shown(
    "Peak replication between datacenters, per DAG",
    "peakReplicationMbpsPerDag",
    "Mb/s",
    "Replication Requirements!F138"
  ),
  shown(
    "Replication for the RPO, per DAG",
    "rpoReplicationMbpsPerDag",
    "Mb/s",
    "Replication Requirements!W139"
  ),
  shown("Recovery point objective", "rpoHoursShown", "hours", "Replication Requirements!W137"),
  {
    label: "The link chosen",
    formula: `=${msName("input.networkLinkType")}&", "&${msName("input.networkLinkLatencyMs")}&" ms"`,
    unit: "",
    cell: "Input!G144:G145",
  },
  shown("It carries the peak", "linkAcceptableForPeak", "", "Replication Requirements!G145"),
  shown("It carries the RPO's need", "linkAcceptableForRpo", "", "Replication Requirements!G146"),
  shown("Link to buy for the peak", "recommendedLinkForPeak", "", "Replication Requirements!W143"),
  shown("Link to buy for the RPO", "recommendedLinkForRpo", "", "Replication Requirements!W144"),
];
