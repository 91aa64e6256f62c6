import type { Step } from "../../core/formula";
import { printExcel, stepsNeeded } from "../../core/formula";
import { cellRef } from "../a1";
import { NamedRange, SheetSpec } from "../model";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { BuiltSheet } from "../templates/template";
import { stepNumberFormat } from "./cells";
import { EXTRA_SHEETS, extraStepMap } from "./extraSheetParts";
import { calculatorCell, msName } from "./names";
import { extraSteps } from "../../core/microsoft/extras";
import { RECOMMENDATION_ROWS } from "../../core/microsoft/extras/lookups";

/**
 * The figures a comparison reads of the Replication sheet (the Summary's replication rows, the Compare
 * sheet's replication block): E2013Calcv7.6, Replication Requirements!F138, W139, E9, W137, G145:G146,
 * W143:W144. Each is named ex.ms.<key> on the compact sheet, as on the full one.
 */
export const COMPACT_REPLICATION_KEYS = [
  "replication.peakReplicationMbpsPerDag",
  "replication.rpoReplicationMbpsPerDag",
  "replication.rpoHours",
  // The Summary's RPO row shows the results pane's W137 ("Near 0 Hours" for an RPO of 0).
  "replication.rpoHoursShown",
  "replication.linkAcceptableForPeak",
  "replication.linkAcceptableForRpo",
  "replication.recommendedLinkForPeak",
  "replication.recommendedLinkForRpo",
] as const;

/**
 * The replication steps COMPACT_REPLICATION_KEYS need, followed to the end (the steps of
 * core/microsoft/extras they read, not the names of other sheets): the keys first, then the rest in
 * evaluation order. 820 of the Replication sheet's ~1,000 steps: the RPO figure reads the whole
 * hour x RPO grid (576 cells, E43:AB66) because the RPO is an input, and the recommended link the link
 * table at the chosen latency (56 rows x 3, B74:M129).
 */
export function compactReplicationKeys(): readonly string[] {
  if (compactKeys) return compactKeys;
  const keep = stepsNeeded(extraSteps(), COMPACT_REPLICATION_KEYS);
  const first = new Set<string>(COMPACT_REPLICATION_KEYS);
  compactKeys = [
    ...COMPACT_REPLICATION_KEYS,
    ...extraSteps()
      .map((s) => s.key)
      .filter((k) => keep.has(k) && !first.has(k)),
  ];
  return compactKeys;
}
let compactKeys: readonly string[] | undefined;

type Position = readonly [row: number, col: number];

/** The value column (B) of the labelled figures. */
const VALUE_COL = 1;

/**
 * The step's formula printed over the sheet's own cells where the step is on this sheet (B12), and
 * over ex.ms.* names elsewhere: the same expression as the full sheet's (one description), with short
 * references, so a compared design carries ~100 KB of formula text here instead of ~430 KB.
 */
function compactFormula(step: Step, at: ReadonlyMap<string, Position>): string {
  return (
    "=" +
    printExcel(step.formula, (name) => {
      const p = at.get(name);
      return p === undefined ? msName(name) : cellRef(p[0], p[1]);
    })
  );
}

const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
const GRID =
  /^replication\.(mbpsPerDbCopy\.rpo\d+\.hour\d+|logsPerHourPerDb\.hour\d+|throughputMbpsPerDbCopyByRpo\.rpo\d+)$/;
const LINK = /^replication\.link(\d+)\.(capacityBits|tcpWindowSize|maxThroughputMbps)$/;

/**
 * The sheet's rows, the same for every design (no scenario value is written): built once. Labels are
 * written first and each step's cell recorded, then every formula, so a formula may read a cell below.
 */
function compactRows(): NonNullable<typeof built> {
  if (built) return built;
  const keys = compactReplicationKeys();
  const steps = extraStepMap();
  const at = new Map<string, Position>();
  const w = new SheetWriter(EXTRA_SHEETS.replication);
  w.titled(
    "Replication between datacenters (the figures a comparison reads)",
    "E2013Calcv7.6, Replication Requirements: peak and RPO bandwidth per DAG and the verdict on the chosen link, with every step they read. The design's own workbook (exsize workbook on its scenario) has the whole sheet, hour by hour, with its chart and the calculator's quirks."
  );
  const labelled = (list: readonly string[]) => {
    w.addRow(["Figure", "Value", "Unit", "Calculator cell"].map((h) => lit(h, "heading")));
    for (const key of list) {
      const step = steps.get(key)!;
      // Wrapped (issue 31): the calculator's labels run to 90 characters, longer than the column.
      const row = w.addRow([
        lit(step.label, "text"),
        null,
        lit(step.unit, "unit"),
        lit(calculatorCell(step.source), "code"),
      ]);
      at.set(key, [row, VALUE_COL]);
    }
  };
  w.section("Results (Replication Requirements results pane)");
  labelled(COMPACT_REPLICATION_KEYS);
  const first = new Set<string>(COMPACT_REPLICATION_KEYS);
  w.section(
    "The steps they read (Replication Requirements and the Role Requirements cells it reads)"
  );
  labelled(keys.filter((k) => !first.has(k) && !GRID.test(k) && !LINK.test(k)));

  w.section(
    "Logs per hour per database (D43:D66) and Mb/s per database copy by hour and RPO (E43:AB66), the most per RPO (E71:AB71)"
  );
  w.addRow([
    lit("Hour \\ RPO (hours)", "heading"),
    lit("Logs / DB", "heading"),
    ...HOURS.map((r) => lit(r, "heading")),
  ]);
  for (const h of HOURS) {
    const row = w.addRow([lit(h, "label")]);
    at.set(`replication.logsPerHourPerDb.hour${h}`, [row, 1]);
    for (const r of HOURS) at.set(`replication.mbpsPerDbCopy.rpo${r}.hour${h}`, [row, 1 + r]);
  }
  const most = w.addRow([lit("Required Mb/s / DB copy", "labelBold")]);
  for (const r of HOURS) at.set(`replication.throughputMbpsPerDbCopyByRpo.rpo${r}`, [most, 1 + r]);

  w.section("Network links at the chosen latency (B74:M129, tblRecNetworkLink)");
  w.addRow(
    ["Link (recommendation)", "Bits in flight", "TCP window", "Max throughput (Mb/s)"].map((h) =>
      lit(h, "heading")
    )
  );
  RECOMMENDATION_ROWS.forEach(([, name], i) => {
    const row = w.addRow([lit(name, "label")]);
    at.set(`replication.link${i + 1}.capacityBits`, [row, 1]);
    at.set(`replication.link${i + 1}.tcpWindowSize`, [row, 2]);
    at.set(`replication.link${i + 1}.maxThroughputMbps`, [row, 3]);
  });

  for (const key of keys) {
    const p = at.get(key);
    if (!p) throw new Error(`compact replication: no cell for ${key}`);
    const step = steps.get(key)!;
    const format = stepNumberFormat(step);
    const formula = compactFormula(step, at);
    w.put(
      p[0],
      p[1],
      format === "General" ? fx(formula, "valueText") : fx(formula, "valueNumber", format)
    );
    if (first.has(key))
      w.name(msName(key), p[0], p[1], `${step.label} [${step.unit}], ${step.source}`);
  }
  // Every cell laid out is a step of the closure (a stray position would be an empty formula cell).
  const keep = new Set(keys);
  for (const key of at.keys())
    if (!keep.has(key)) throw new Error(`compact replication: ${key} is not a step it needs`);
  built = { rows: w.rows(), names: w.names, at };
  return built;
}
let built:
  | {
      readonly rows: SheetSpec["rows"];
      readonly names: NamedRange[];
      readonly at: ReadonlyMap<string, Position>;
    }
  | undefined;

/** Where the compact sheet puts each step: [row, column], 0-based (for tests and readers). */
export function compactReplicationCells(): ReadonlyMap<string, Position> {
  return compactRows().at;
}

/**
 * The Replication sheet as a compared design carries it (buildMicrosoftWorkbook's
 * replicationSheet: "compact"): the seven figures of COMPACT_REPLICATION_KEYS, named ex.ms.<key> as on
 * the full sheet, and the steps they read, each a native formula printed from the core's step (its
 * references to this sheet's steps as cells, to other sheets' as names). No hour-by-hour table, chart,
 * or quirks: the design's own workbook has them.
 * Example: the calculator's example design with a working-day profile: peak 94.447 Mb/s per DAG
 * (Replication Requirements!F138) in B6, named ex.ms.replication.peakReplicationMbpsPerDag.
 */
export function compactReplicationSheet(): BuiltSheet {
  const { rows, names } = compactRows();
  return {
    sheet: {
      name: EXTRA_SHEETS.replication,
      role: "step-table",
      rows,
      columnWidths: [60, 16, 14, 18, ...HOURS.slice(3).map(() => 10)],
      print: { orientation: "landscape", fitToWidth: true },
      tabColor: "2E75B6",
    },
    names: [...names],
  };
}
