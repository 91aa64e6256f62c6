import { CHART_MONTHS } from "../../core/microsoft/extras/grids";
import { cellRef, rangeRef } from "../a1";
import { ChartSpec } from "../model";
import { fx, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { onePage } from "../printSetup";
import { MicrosoftTemplate } from "./context";
import { stepNumberFormat } from "./cells";
import {
  EXTRA_SHEETS,
  extraStepMap,
  putStep,
  readerUnit,
  remainingKeys,
  stepRows,
} from "./extraSheetParts";
import { calculatorCell, msName } from "./names";
import {
  CUSTOMER_CURVE_RULE,
  customerCurveKey,
} from "../../core/microsoft/extras/customerGrowthSteps";

const TIER_FIGURES = [
  "initialMailboxSizeMB",
  "maxMailboxSizeGB",
  "weeklyGeneratedDataMB",
  "monthlyGeneratedDataMB",
  "yearlyGeneratedDataGB",
  "yearsToReachCapacity",
  "monthsToReachCapacity",
] as const;

/** A tier's figure's step key (the initial size is a Role Requirements step: tierN.initialMailboxSizeMB). */
const tierKey = (t: number, figure: string) =>
  figure === "initialMailboxSizeMB" ? `tier${t}.${figure}` : `mailboxModeling.tier${t}.${figure}`;

/**
 * A tier figure's label: the calculator's, without the tier ("Tier-1 Maximum Mailbox Size ...") and
 * without the unit, which has its own column ("Weekly Generated Data (MB)" reads "Weekly Generated Data").
 */
const tierLabel = (figure: string) =>
  extraStepMap()
    .get(tierKey(1, figure))!
    .label.replace(/^Tier-1 /, "")
    .replace(/\s*\((MB|GB)\)$/, "");

/** The months the printed table and the chart show (the calculator's chart shows every 3 months). */
const PRINTED_MONTHS = [0, 12, 24, 36, 48, 60] as const;
const TIERS = [1, 2, 3, 4] as const;
const RETENTIONS = [60, 80, 100] as const;
/** Columns: A the label, B..E the tiers (or months), F..G, then the calculator's cells in small type. */
const LAST_COLUMN = 9;

/**
 * The Mailbox growth sheet (E2013Calcv7.6, Mailbox Space Modeling and its hidden Mailbox Modeling Data): per
 * tier, the data a mailbox generates a week, month and year, the months until it reaches its maximum size,
 * and its size at 60, 80 and 100 % retention over 0-60 months with a chart. The printed part shows "--"
 * for a tier of 0 mailboxes (the calculator's figures for it are 0, which is not a mailbox's figure); the
 * named cells (ex.ms.mailboxModeling.*), the calculator's every-3-months grid, are below it, not printed.
 */
export const msGrowthSheet: MicrosoftTemplate = titledSheet(
  EXTRA_SHEETS.growth,
  "Mailbox growth",
  'E2013Calcv7.6, Mailbox Space Modeling (and Mailbox Modeling Data): how fast each tier\'s mailboxes grow and when they reach their maximum size. "--": a tier of 0 mailboxes.',
  (w, context) => {
    const merges: string[] = [];
    const placed = new Set<string>();
    const steps = extraStepMap();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    /** A tier's figure as the printed part shows it: "--" for a tier of 0 mailboxes. */
    const shown = (t: number, key: string, format: string) =>
      fx(
        `=IF(N(${msName(`input.tier${t}.mailboxes`)})=0,"--",${msName(key)})`,
        "valueNumber",
        format
      );
    w.section("Per tier (Mailbox Space Modeling D31:D119, Mailbox Modeling Data C6:C58)");
    const tierHead = w.addRow([
      lit("Figure", "heading"),
      ...TIERS.map((t) => lit(`Tier ${t}`, "heading")),
      lit("Unit", "heading"),
      lit("The calculator's cells (tier 1; the other tiers' rows follow)", "heading"),
    ]);
    merges.push(rangeRef(tierHead, 6, tierHead, LAST_COLUMN));
    for (const f of TIER_FIGURES) {
      const first = steps.get(tierKey(1, f))!;
      const row = w.addRow([
        lit(tierLabel(f), "text"),
        ...TIERS.map((t) => shown(t, tierKey(t, f), stepNumberFormat(first))),
        lit(readerUnit(first.unit), "unit"),
        lit(calculatorCell(first.source), "small"),
      ]);
      merges.push(rangeRef(row, 6, row, LAST_COLUMN));
    }

    // ExSize's curve first (issue 31): what a customer reads as a mailbox's size, with its rule beside
    // it; the chart shows it. The calculator's own curves follow under the calculator's own label.
    w.section("Mailbox size (GB) by month: ExSize's curve, at 60, 80 and 100 % retention");
    const ruleRow = w.addRow([lit(CUSTOMER_CURVE_RULE, "note")]);
    merges.push(rangeRef(ruleRow, 0, ruleRow, LAST_COLUMN));
    const monthHead = w.addRow([
      lit("Tier and retention", "heading"),
      ...PRINTED_MONTHS.map((m) => lit(`${m} months`, "heading")),
    ]);
    const sizeRow = new Map<string, number>();
    for (const t of TIERS)
      for (const pct of RETENTIONS) {
        const row = w.addRow([lit(`Tier ${t}, ${pct} % retention (ExSize)`, "label")]);
        PRINTED_MONTHS.forEach((m, i) => {
          w.put(row, 1 + i, shown(t, customerCurveKey(t, pct, m), "#,##0.00"));
          // The named cells are in the working grid below; this row shows them ("--" for no mailboxes).
        });
        sizeRow.set(`${t}.${pct}`, row);
      }
    w.section(
      'The calculator\'s Mailbox Space Modeling curves (its charts "Tier-N Mailbox Space Modeling": Size in GB by Number of Months), kept as its cells'
    );
    const calcNote = w.addRow([
      lit(
        "The calculator's Mailbox Modeling Data rows 13:15 per tier: (yearly generated data + initial size) x retention x months / 12, and the initial size at month 0. They are not a mailbox's size: at 60 % retention month 12 can read below month 0, and the curve is not capped at the quota.",
        "note"
      ),
    ]);
    merges.push(rangeRef(calcNote, 0, calcNote, LAST_COLUMN));
    const calcHead = w.addRow([
      lit("Tier and retention", "heading"),
      ...PRINTED_MONTHS.map((m) => lit(`${m} months`, "heading")),
    ]);
    void calcHead;
    for (const t of TIERS)
      for (const pct of RETENTIONS) {
        const row = w.addRow([lit(`Tier ${t}, ${pct} % retention (calculator)`, "label")]);
        PRINTED_MONTHS.forEach((m, i) =>
          w.put(
            row,
            1 + i,
            shown(t, `mailboxModeling.tier${t}.sizeGBAtRetention${pct}.month${m}`, "#,##0.00")
          )
        );
      }
    void monthHead;
    // The chart: each tier the design was built with, at 100 % retention (the calculator's worst case).
    const builtTiers = TIERS.filter(
      (t) => Number(context.values.get(`tier${t}.mailboxes`) ?? 0) > 0
    );
    const chartTiers = builtTiers.length ? builtTiers : [1];
    const chartTop = w.nextRow + 1;
    const chartBottom = chartTop + 17;
    for (let r = w.nextRow; r <= chartBottom; r++) w.addRow();
    const printLast = w.nextRow - 1;

    w.addRow();
    w.addRow();
    w.addRow([
      lit(
        "Working grids (not printed): the calculator's Mailbox Modeling Data, every 3 months, as the figures above read it",
        "subtitle"
      ),
    ]);
    for (const t of TIERS) {
      w.section(
        `Tier ${t}: mailbox size (GB) by month at 60, 80 and 100 % retention (Mailbox Modeling Data rows ${13 + 16 * (t - 1)}-${15 + 16 * (t - 1)})`
      );
      w.addRow([lit("Months", "heading"), ...CHART_MONTHS.map((m) => lit(m, "heading"))]);
      for (const pct of RETENTIONS) {
        const row = w.addRow([lit(`${pct} % retention`, "label")]);
        CHART_MONTHS.forEach((m, i) =>
          put(row, 1 + i, `mailboxModeling.tier${t}.sizeGBAtRetention${pct}.month${m}`)
        );
      }
    }
    for (const t of TIERS) {
      w.section(`Tier ${t}: ExSize's mailbox size (GB) by month at 60, 80 and 100 % retention`);
      w.addRow([lit("Months", "heading"), ...PRINTED_MONTHS.map((m) => lit(m, "heading"))]);
      for (const pct of RETENTIONS) {
        const row = w.addRow([lit(`${pct} % retention`, "label")]);
        PRINTED_MONTHS.forEach((m, i) => put(row, 1 + i, customerCurveKey(t, pct, m)));
      }
    }
    w.section("Per tier, as the calculator computes it (0 for a tier of 0 mailboxes)");
    w.addRow([lit("Figure", "heading"), ...TIERS.map((t) => lit(`Tier ${t}`, "heading"))]);
    for (const f of TIER_FIGURES) {
      const row = w.addRow([lit(tierLabel(f), "text")]);
      TIERS.forEach((t) => put(row, t, tierKey(t, f)));
    }
    w.section("Every other figure of the sheet");
    stepRows(w, remainingKeys("growth", placed), { lastColumn: LAST_COLUMN, merges });
    const categories = w.absolute(rangeRef(monthHead, 1, monthHead, PRINTED_MONTHS.length, true));
    const charts: ChartSpec[] = [
      {
        type: "column",
        title: "Mailbox size (GB) by month at 100 % retention, per tier (ExSize's curve)",
        from: cellRef(chartTop, 0),
        to: cellRef(chartBottom, 6),
        series: chartTiers.map((t) => {
          const row = sizeRow.get(`${t}.100`)!;
          return {
            name: `Tier ${t}`,
            categories,
            values: w.absolute(rangeRef(row, 1, row, PRINTED_MONTHS.length, true)),
          };
        }),
        valueAxisTitle: "GB",
        numberFormat: "#,##0.0",
      },
    ];
    return {
      columnWidths: [48, ...CHART_MONTHS.map(() => 10)],
      merges,
      charts,
      print: onePage(rangeRef(0, 0, printLast, LAST_COLUMN)),
      tabColor: "2E75B6",
    };
  }
);
