import { RECOMMENDATION_ROWS } from "../../core/microsoft/extras/lookups";
import { cellRef, rangeRef } from "../a1";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { MicrosoftTemplate } from "./context";
import { EXTRA_SHEETS, putStep, remainingKeys, stepRows } from "./extraSheetParts";
import { msName } from "./names";
import { compactReplicationSheet } from "./replicationCompactSheet";

const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
const n = (key: string) => msName(key);

/** The results pane (Replication Requirements!F137:W146), in the calculator's order. */
const RESULT_KEYS = [
  "replication.peakReplicationMbpsPerDb",
  "replication.peakReplicationMbpsPerDag",
  "replication.peakReplicationMbpsEnvironment",
  "replication.rpoHoursShown",
  "replication.rpoReplicationMbpsPerDb",
  "replication.rpoReplicationMbpsPerDag",
  "replication.rpoReplicationMbpsEnvironment",
  "replication.linkAcceptableForPeak",
  "replication.linkAcceptableForRpo",
  "replication.recommendedLinkForPeak",
  "replication.recommendedLinkForRpo",
  "replication.tcpWindowSize",
];

/** The calculator's quirks the sheet keeps (docs/microsoft-method.md lists them too). */
export const REPLICATION_QUIRKS = [
  "The RPO 4 column averages 5 hours of logs, as the RPO 5 column does (Replication Requirements!H43 is AVERAGE($D39:$D43)).",
  'Any need of 10,000 Mb/s or more is recommended "10 Gigabit Ethernet", the last row of the link table, though that link does not carry it.',
  'The link list spells "E1 (2 Mbps)" (Tables!A108), the recommendation table "E1 (2Mbps)" (M88:M89).',
  "The hourly profile is used as given: a profile that does not sum to 100 % scales every figure (the calculator does not normalise it).",
  "The content-index term equals the uncompressed log term (E13): the calculator's 2013 model; see docs/microsoft-method.md for 2016 and later.",
];

/**
 * The Replication sheet (E2013Calcv7.6, Replication Requirements): the verdict on the chosen link, the
 * results pane, Mb/s hour by hour per database copy, per DAG and per environment with a 24-hour chart,
 * the RPO table (E70:AB71) and its hour x RPO grid (E43:AB66), the link table at the chosen latency
 * (B74:M129), every figure a native formula printed from the core's steps over ex.ms.* names.
 */
export const msReplicationSheet: MicrosoftTemplate = {
  name: EXTRA_SHEETS.replication,
  role: "step-table",
  build(context) {
    // A compared design's sheet: only the figures the comparison reads (replicationCompactSheet.ts).
    if (context.replicationSheet === "compact") return compactReplicationSheet();
    const w = new SheetWriter(EXTRA_SHEETS.replication);
    const placed = new Set<string>();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    w.titled(
      "Replication between datacenters",
      "E2013Calcv7.6, Replication Requirements: log shipping and content-index replication bandwidth per database, DAG and environment, at peak and for the RPO, and whether the chosen link carries it."
    );
    w.addRow([
      lit("Verdict", "labelBold"),
      fx(
        `=IF(${n("replication.linkAcceptableForPeak")}="--","-- (replication needs two datacenters, a design the calculator accepts and an hourly profile on the Inputs sheet)",IF(AND(${n("replication.linkAcceptableForPeak")}="Yes",${n("replication.linkAcceptableForRpo")}="Yes"),"The link ("&${n("input.networkLinkType")}&", "&${n("input.networkLinkLatencyMs")}&" ms) carries the peak and the RPO replication","The link ("&${n("input.networkLinkType")}&") is too small: "&${n("replication.recommendedLinkForPeak")}&" for the peak, "&${n("replication.recommendedLinkForRpo")}&" for the RPO"))`,
        "resultText"
      ),
    ]);

    w.section("Results (Replication Requirements results pane)");
    w.addRow(["Figure", "Value", "Unit", "Calculator cell", "Name"].map((h) => lit(h, "heading")));
    stepRows(w, RESULT_KEYS);
    RESULT_KEYS.forEach((k) => placed.add(k));

    w.section(
      "Hour by hour (Replication Requirements!B43:E66; per DAG and environment: extra_outputs.py's derived)"
    );
    const head = w.addRow(
      [
        "Hour",
        "Logs generated",
        "Logs / DB",
        "Mb/s / DB copy",
        "Mb/s / DAG",
        "Mb/s / environment",
      ].map((h) => lit(h, "heading"))
    );
    for (const h of HOURS) {
      const row = w.addRow([
        lit(h, "label"),
        fx(`=${n(`input.logGenerationProfile.hour${h}`)}`, "value", "0.0%"),
      ]);
      put(row, 2, `replication.logsPerHourPerDb.hour${h}`);
      w.put(row, 3, fx(`=${n(`replication.mbpsPerDbCopy.rpo1.hour${h}`)}`, "value")); // named in the grid below
      put(row, 4, `replication.derived.replicationMbpsPerHourPerDag.hour${h}`);
      put(row, 5, `replication.derived.replicationMbpsPerHourEnvironment.hour${h}`);
    }
    const total = w.addRow([
      lit("Sum", "labelBold"),
      fx(`=SUM(${rangeRef(head + 1, 1, head + 24, 1)})`, "value", "0.0%"),
    ]);
    void total;
    const chartTop = head;
    const categories = w.absolute(rangeRef(head + 1, 0, head + 24, 0, true));

    w.section(
      "Required Mb/s per database copy by RPO (E70:AB71, tblSCRBndwdth) and hour (E43:AB66)"
    );
    const rpoHead = w.addRow([
      lit("RPO (hours)", "heading"),
      ...HOURS.map((r) => lit(r, "heading")),
    ]);
    const rpoRow = w.addRow([lit("Required Mb/s / DB copy", "labelBold")]);
    for (const r of HOURS) put(rpoRow, r, `replication.throughputMbpsPerDbCopyByRpo.rpo${r}`);
    void rpoHead;
    w.addRow([lit("Hour \\ RPO", "heading"), ...HOURS.map((r) => lit(r, "heading"))]);
    for (const h of HOURS) {
      const row = w.addRow([lit(h, "label")]);
      for (const r of HOURS) put(row, r, `replication.mbpsPerDbCopy.rpo${r}.hour${h}`);
    }

    w.section(
      "Network links at the chosen latency (Replication Requirements!B74:M129, tblRecNetworkLink)"
    );
    w.addRow(
      [
        "Link (recommendation)",
        "Bandwidth (bit/s)",
        "Bits in flight",
        "TCP window",
        "Max throughput (Mb/s)",
      ].map((h) => lit(h, "heading"))
    );
    RECOMMENDATION_ROWS.forEach(([bits, name], i) => {
      const row = w.addRow([lit(name, "label"), lit(bits, "value", "#,##0")]);
      put(row, 2, `replication.link${i + 1}.capacityBits`);
      put(row, 3, `replication.link${i + 1}.tcpWindowSize`);
      put(row, 4, `replication.link${i + 1}.maxThroughputMbps`);
    });

    w.section("The calculator's quirks, kept");
    for (const q of REPLICATION_QUIRKS) w.addRow([lit(q, "note")]);

    w.section(
      "Every other figure of the sheet (Replication Requirements and the Role Requirements cells it reads)"
    );
    stepRows(w, remainingKeys("replication", placed));
    return {
      sheet: {
        name: EXTRA_SHEETS.replication,
        role: "step-table",
        rows: w.rows(),
        columnWidths: [44, 16, 16, 16, 16, 18, ...HOURS.map(() => 10)],
        charts: [
          {
            type: "column",
            title:
              "Log & content index replication between datacenters per DAG (Mb/s), hour by hour",
            from: cellRef(chartTop, 7),
            to: cellRef(chartTop + 22, 16),
            series: [
              {
                name: "Mb/s per DAG",
                categories,
                values: w.absolute(rangeRef(head + 1, 4, head + 24, 4, true)),
              },
            ],
            valueAxisTitle: "Mb/s",
          },
        ],
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "2E75B6",
      },
      names: w.names,
    };
  },
};
