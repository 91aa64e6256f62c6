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

const name = (k: string) => msName(`replication.${k}`);

/**
 * The Summary's section on replication between datacenters (the Replication sheet computes every
 * figure): the peak and RPO Mb/s per DAG, the chosen link, whether it carries each and which link to
 * buy. Example row: "Peak replication between datacenters, per DAG | 94.45 | Mb/s" (the calculator
 * example with a working-day hourly profile, Replication Requirements!F138).
 */
export const REPLICATION_SUMMARY_ROWS: readonly ReplicationSummaryRow[] = [
  {
    label: "Peak replication between datacenters, per DAG",
    formula: `=${name("peakReplicationMbpsPerDag")}`,
    unit: "Mb/s",
    cell: "Replication Requirements!F138",
  },
  {
    label: "Replication for the RPO, per DAG",
    formula: `=${name("rpoReplicationMbpsPerDag")}`,
    unit: "Mb/s",
    cell: "Replication Requirements!W139",
  },
  {
    label: "Recovery point objective",
    formula: `=${name("rpoHoursShown")}`,
    unit: "hours",
    cell: "Replication Requirements!W137",
  },
  {
    label: "The link chosen",
    formula: `=${msName("input.networkLinkType")}&", "&${msName("input.networkLinkLatencyMs")}&" ms"`,
    unit: "",
    cell: "Input!G144:G145",
  },
  {
    label: "It carries the peak",
    formula: `=${name("linkAcceptableForPeak")}`,
    unit: "",
    cell: "Replication Requirements!G145",
  },
  {
    label: "It carries the RPO's need",
    formula: `=${name("linkAcceptableForRpo")}`,
    unit: "",
    cell: "Replication Requirements!G146",
  },
  {
    label: "Link to buy for the peak",
    formula: `=${name("recommendedLinkForPeak")}`,
    unit: "",
    cell: "Replication Requirements!W143",
  },
  {
    label: "Link to buy for the RPO",
    formula: `=${name("recommendedLinkForRpo")}`,
    unit: "",
    cell: "Replication Requirements!W144",
  },
];
