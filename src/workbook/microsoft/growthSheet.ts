import { CHART_MONTHS } from "../../core/microsoft/extras/grids";
import { cellRef, rangeRef } from "../a1";
import { ChartSpec } from "../model";
import { SheetWriter, lit } from "../sheetWriter";
import { MicrosoftTemplate } from "./context";
import { EXTRA_SHEETS, putStep, remainingKeys, stepRows } from "./extraSheetParts";

const TIER_FIGURES = [
  "maxMailboxSizeGB",
  "weeklyGeneratedDataMB",
  "monthlyGeneratedDataMB",
  "yearlyGeneratedDataGB",
  "yearsToReachCapacity",
  "monthsToReachCapacity",
] as const;

/**
 * The Mailbox growth sheet (E2013Calcv7.6, Mailbox Space Modeling and its hidden Mailbox Modeling Data): per
 * tier, the data a mailbox generates a week, month and year, the months until it reaches its maximum size,
 * and its size at 60, 80 and 100 % retention over 0-60 months with the calculator's chart.
 */
export const msGrowthSheet: MicrosoftTemplate = {
  name: EXTRA_SHEETS.growth,
  role: "step-table",
  build() {
    const w = new SheetWriter(EXTRA_SHEETS.growth);
    const placed = new Set<string>();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    w.titled(
      "Mailbox growth",
      "E2013Calcv7.6, Mailbox Space Modeling (and Mailbox Modeling Data): how fast each tier's mailboxes grow and when they reach their maximum size."
    );
    w.section("Per tier (Mailbox Space Modeling D31:D119, Mailbox Modeling Data C6:C58)");
    w.addRow(["Figure", "Tier 1", "Tier 2", "Tier 3", "Tier 4"].map((h) => lit(h, "heading")));
    for (const f of TIER_FIGURES) {
      const row = w.addRow([lit(f, "label")]);
      for (let t = 1; t <= 4; t++) put(row, t, `mailboxModeling.tier${t}.${f}`);
    }
    const charts: ChartSpec[] = [];
    for (let t = 1; t <= 4; t++) {
      w.section(
        `Tier ${t}: mailbox size (GB) by month at 60, 80 and 100 % retention (Mailbox Modeling Data rows ${13 + 16 * (t - 1)}-${15 + 16 * (t - 1)})`
      );
      const head = w.addRow([
        lit("Months", "heading"),
        ...CHART_MONTHS.map((m) => lit(m, "heading")),
      ]);
      for (const pct of [60, 80, 100]) {
        const row = w.addRow([lit(`${pct}% retention`, "label")]);
        CHART_MONTHS.forEach((m, i) =>
          put(row, 1 + i, `mailboxModeling.tier${t}.sizeGBAtRetention${pct}.month${m}`)
        );
      }
      if (t === 1) {
        const categories = w.absolute(rangeRef(head, 1, head, CHART_MONTHS.length, true));
        charts.push({
          type: "column",
          title: "Tier 1 mailbox size (GB) by month at 60, 80 and 100 % retention",
          from: cellRef(head + 5, 1),
          to: cellRef(head + 22, 10),
          series: [60, 80, 100].map((pct, j) => ({
            name: `${pct}% retention`,
            categories,
            values: w.absolute(rangeRef(head + 1 + j, 1, head + 1 + j, CHART_MONTHS.length, true)),
          })),
          valueAxisTitle: "GB",
        });
        for (let i = 0; i < 19; i++) w.addRow();
      }
    }
    w.section("Every other figure of the sheet");
    stepRows(w, remainingKeys("growth", placed));
    return {
      sheet: {
        name: EXTRA_SHEETS.growth,
        role: "step-table",
        rows: w.rows(),
        columnWidths: [30, ...CHART_MONTHS.map(() => 10)],
        charts,
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "2E75B6",
      },
      names: w.names,
    };
  },
};
