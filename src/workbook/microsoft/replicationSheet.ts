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

/** The results in the reader's words (the calculator's label is each name's comment, on the Notes sheet). */
const RESULT_LABELS: Readonly<Record<string, string>> = {
  "replication.peakReplicationMbpsPerDb": "Peak replication, per database (logs and content index)",
  "replication.peakReplicationMbpsPerDag": "Peak replication between datacenters, per DAG",
  "replication.peakReplicationMbpsEnvironment": "Peak replication between datacenters, all DAGs",
  "replication.rpoHoursShown": "Recovery point objective (RPO)",
  "replication.rpoReplicationMbpsPerDb": "Replication for the RPO, per database",
  "replication.rpoReplicationMbpsPerDag": "Replication for the RPO between datacenters, per DAG",
  "replication.rpoReplicationMbpsEnvironment":
    "Replication for the RPO between datacenters, all DAGs",
  "replication.linkAcceptableForPeak": "The chosen link carries the peak",
  "replication.linkAcceptableForRpo": "The chosen link carries the RPO's need",
  "replication.recommendedLinkForPeak": "Link to buy for the peak",
  "replication.recommendedLinkForRpo": "Link to buy for the RPO",
  "replication.tcpWindowSize": "TCP receive window (TcpWindowSize) to set on a user-defined link",
};

/**
 * The printed columns: A the label, B the value, C the unit, D..K the calculator's cell and name (small)
 * and the hourly table's last columns; the working grids below run to column Y (24 RPOs).
 */
const COLUMN_WIDTHS = [58, 16, 13, ...Array.from({ length: 22 }, () => 9)];
const LAST_PRINTED_COLUMN = 10;

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
    const merges: string[] = [];
    const rowHeights: Record<number, number> = {};
    const layout = { lastColumn: LAST_PRINTED_COLUMN, merges };
    const placed = new Set<string>();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    const wide = (row: number) => merges.push(rangeRef(row, 0, row, LAST_PRINTED_COLUMN));
    w.titled(
      "Replication between datacenters",
      "E2013Calcv7.6, Replication Requirements: the bandwidth log shipping and content-index replication need between datacenters, at peak and for the RPO, and whether the chosen link carries it."
    );
    w.section("The verdict");
    const verdict = w.addRow([
      fx(
        `=IF(${n("replication.linkAcceptableForPeak")}="--","-- (replication needs two datacenters, a design the calculator accepts and an hourly profile on the Inputs sheet)",IF(AND(${n("replication.linkAcceptableForPeak")}="Yes",${n("replication.linkAcceptableForRpo")}="Yes"),"The link ("&${n("input.networkLinkType")}&", "&${n("input.networkLinkLatencyMs")}&" ms) carries the peak and the RPO replication","The link ("&${n("input.networkLinkType")}&") is too small: "&${n("replication.recommendedLinkForPeak")}&" for the peak, "&${n("replication.recommendedLinkForRpo")}&" for the RPO"))`,
        "verdict"
      ),
    ]);
    wide(verdict);
    // A formula's text: neither host fits a merged row to it; room for two lines at 12 pt.
    rowHeights[verdict] = 34;

    w.section("Results (the calculator's results pane, Replication Requirements!F137:W146)");
    stepRows(w, RESULT_KEYS, { ...layout, labels: RESULT_LABELS });
    RESULT_KEYS.forEach((k) => placed.add(k));

    // The chart of the hour table below, under the results, within the printed columns (a chart that
    // straddles a page break prints on both pages).
    w.addRow();
    const chartTop = w.nextRow;
    const chartBottom = chartTop + 19;
    for (let r = w.nextRow; r <= chartBottom; r++) w.addRow();

    w.section("Hour by hour (Replication Requirements!B43:E66; per DAG and environment: derived)");
    const head = w.addRow(
      [
        "Hour of the day",
        "Logs generated (share of the day)",
        "Logs per database",
        "Mb/s per DB copy",
        "Mb/s per DAG",
        "Mb/s, all DAGs",
      ].map((h) => lit(h, "heading"))
    );
    for (const h of HOURS) {
      const row = w.addRow([
        lit(h, "label", '"Hour "0'),
        fx(`=${n(`input.logGenerationProfile.hour${h}`)}`, "valueNumber", "0.0%"),
      ]);
      put(row, 2, `replication.logsPerHourPerDb.hour${h}`);
      w.put(
        row,
        3,
        fx(`=${n(`replication.mbpsPerDbCopy.rpo1.hour${h}`)}`, "valueNumber", "#,##0.00")
      ); // named in the grid below
      put(row, 4, `replication.derived.replicationMbpsPerHourPerDag.hour${h}`);
      put(row, 5, `replication.derived.replicationMbpsPerHourEnvironment.hour${h}`);
    }
    w.addRow([
      lit("Sum (the calculator does not scale a profile that is not 100 %)", "labelBold"),
      fx(`=SUM(${rangeRef(head + 1, 1, head + 24, 1)})`, "valueNumber", "0.0%"),
    ]);
    const categories = w.absolute(rangeRef(head + 1, 0, head + 24, 0, true));

    w.section("The calculator's quirks, kept");
    for (const q of REPLICATION_QUIRKS) {
      const r = w.addRow([lit(q, "note")]);
      wide(r);
    }
    const printLast = w.nextRow - 1;

    w.addRow();
    w.addRow();
    w.addRow([
      lit(
        "Working grids (not printed): the calculator's tables every figure above is computed from",
        "subtitle"
      ),
    ]);
    w.section(
      "Required Mb/s per database copy by RPO (E70:AB71, tblSCRBndwdth) and hour (E43:AB66)"
    );
    w.addRow([lit("RPO (hours)", "heading"), ...HOURS.map((r) => lit(r, "heading"))]);
    const rpoRow = w.addRow([lit("Required Mb/s per DB copy", "labelBold")]);
    for (const r of HOURS) put(rpoRow, r, `replication.throughputMbpsPerDbCopyByRpo.rpo${r}`);
    w.addRow([lit("Hour \\ RPO (hours)", "heading"), ...HOURS.map((r) => lit(r, "heading"))]);
    for (const h of HOURS) {
      const row = w.addRow([lit(h, "label")]);
      for (const r of HOURS) put(row, r, `replication.mbpsPerDbCopy.rpo${r}.hour${h}`);
    }

    w.section(
      "Network links at the chosen latency (Replication Requirements!B74:M129, tblRecNetworkLink)"
    );
    w.addRow(
      [
        "Link (the recommendation table's name)",
        "Bandwidth (bit/s)",
        "Bits in flight",
        "TCP window (bytes)",
        "",
        "Max throughput (Mb/s)",
      ].map((h) => lit(h, "heading"))
    );
    RECOMMENDATION_ROWS.forEach(([bits, name], i) => {
      const row = w.addRow([lit(name, "label"), lit(bits, "valueNumber", "#,##0")]);
      put(row, 2, `replication.link${i + 1}.capacityBits`);
      put(row, 3, `replication.link${i + 1}.tcpWindowSize`);
      merges.push(rangeRef(row, 3, row, 4));
      put(row, 5, `replication.link${i + 1}.maxThroughputMbps`);
    });

    w.section(
      "Every other figure of the sheet (Replication Requirements and the Role Requirements cells it reads)"
    );
    stepRows(w, remainingKeys("replication", placed), layout);
    return {
      sheet: {
        name: EXTRA_SHEETS.replication,
        role: "step-table",
        rows: w.rows(),
        columnWidths: COLUMN_WIDTHS,
        merges,
        rowHeights,
        charts: [
          {
            type: "column",
            title: "Replication between datacenters per DAG, hour by hour (Mb/s)",
            from: cellRef(chartTop, 0),
            to: cellRef(chartBottom, 6),
            series: [
              {
                name: "Mb/s per DAG",
                categories,
                values: w.absolute(rangeRef(head + 1, 4, head + 24, 4, true)),
              },
            ],
            valueAxisTitle: "Mb/s",
            numberFormat: "#,##0",
          },
        ],
        print: {
          orientation: "landscape",
          fitToWidth: true,
          area: rangeRef(0, 0, printLast, LAST_PRINTED_COLUMN),
        },
        tabColor: "2E75B6",
      },
      names: w.names,
    };
  },
};
