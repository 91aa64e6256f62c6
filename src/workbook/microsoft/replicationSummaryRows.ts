import { SheetWriter, fx, lit } from "../sheetWriter";
import { msName } from "./names";
import { numberFormatFor } from "../styles";

/** The Summary's replication rows: [label, formula over ex.ms.* names, unit, calculator cell]. */
const ROWS: readonly (readonly [string, string, string, string])[] = [
  [
    "Peak replication between datacenters, per DAG",
    `=${msName("replication.peakReplicationMbpsPerDag")}`,
    "Mb/s",
    "Replication Requirements!F138",
  ],
  [
    "Replication for the RPO, per DAG",
    `=${msName("replication.rpoReplicationMbpsPerDag")}`,
    "Mb/s",
    "Replication Requirements!W139",
  ],
  [
    "The chosen link",
    `=${msName("input.networkLinkType")}&", "&${msName("input.networkLinkLatencyMs")}&" ms"`,
    "",
    "Input!G144:G145",
  ],
  [
    "Does the link carry it? (peak / RPO)",
    `=${msName("replication.linkAcceptableForPeak")}&" / "&${msName("replication.linkAcceptableForRpo")}`,
    "",
    "Replication Requirements!G145:G146",
  ],
  [
    "Recommended link (peak / RPO)",
    `=${msName("replication.recommendedLinkForPeak")}&" / "&${msName("replication.recommendedLinkForRpo")}`,
    "",
    "Replication Requirements!W143:W144",
  ],
];

/**
 * The Summary's section on replication between datacenters (the Replication sheet computes the figures):
 * peak and RPO Mb/s per DAG and the verdict on the chosen link. A separate function so the Summary's
 * layout can change around it. Example row: "Peak replication between datacenters, per DAG | 94.45 | Mb/s".
 */
export function addReplicationSummaryRows(w: SheetWriter): void {
  w.section("Replication between datacenters");
  w.addRow(
    ["Figure", "Value", "Unit", "The calculator's label and cell"].map((h) => lit(h, "heading"))
  );
  for (const [label, formula, unit, cell] of ROWS)
    w.addRow([
      lit(label, "label"),
      fx(formula, unit ? "value" : "resultText", unit ? numberFormatFor(unit) : undefined),
      lit(unit, "unit"),
      lit(`Replication sheet; ${cell}`, "small"),
    ]);
}
