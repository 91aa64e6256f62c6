import { printExcel } from "../../core/formula";
import { SUMMARY_KEYS, SUMMARY_MEANINGS, SummaryKey } from "../../core/summary";
import { DIFFERENCE_FORMULAS } from "../../core/summary/baselineDifference";
import { cellRef, columnLetters, rangeRef, sheetRef } from "../a1";
import { Cell, ChartSpec, FlagAboveSpec, NamedRange, SheetSpec } from "../model";
import { renameInFormula } from "../namespace";
import { SheetWriter, fx, fxIn, lit } from "../sheetWriter";
import { numberFormatFor } from "../styles";
import { readerSource } from "../../catalog/sources";
import { PlacedDesign } from "./designs";
import {
  CompareFigure,
  DECIDING_FIGURES,
  DESIGN_FIGURES,
  REPLICATION_FIGURES,
  figureFormula,
  microsoftSummaryFormula,
} from "./figures";

/** The Compare sheet's name. */
/**
 * A design's label inside a sentence: cut to 80 characters ("..."), so the sentence fits its cell
 * however long a project name is (a cell holds 32,767 characters, and so may the label: it is shown
 * whole in its own column heading).
 */
const inProse = (label: string) => (label.length > 80 ? `${label.slice(0, 77)}...` : label);

export const COMPARE_SHEET = "Compare";

/** The name of a summary row across the design columns: ex.cmp.mailboxes (issue 13). */
export const compareRowName = (key: SummaryKey): string => `ex.cmp.${key}`;

/** A design column's width in characters (a long text figure wraps in it: CompareFigure.widest). */
const DESIGN_COLUMN_WIDTH = 26;

/** The first design column (C): A holds the figure, B its unit. */
const FIRST_DESIGN_COLUMN = 2;

/** A design's summary row name in its own workbook: ex.summary.KEY (Dell) or ex.ms.summary.KEY. */
function summaryName(design: PlacedDesign, key: SummaryKey): string {
  return design.name(design.method === "dell" ? `ex.summary.${key}` : `ex.ms.summary.${key}`);
}

/** A percent, one decimal, with its sign (the summary's "%" unit: a number already in percent). */
const PERCENT_FORMAT = numberFormatFor("%");

/**
 * A difference from the baseline in a unit's format, signed: "+1,234" above the baseline, "-1,234"
 * below, "0" level with it. Example: differenceFormat("GB") is "+#,##0.00;-#,##0.00;0".
 */
export function differenceFormat(unit: string): string {
  const f = numberFormatFor(unit);
  const base = f === "General" ? "#,##0.##" : f;
  return `+${base};-${base};0`;
}

/** A figure's cell for a design: its formula over the design's names, or "--" where the method has none. */
function figureCell(figure: CompareFigure, design: PlacedDesign): Cell {
  const formula = figureFormula(figure, design.method);
  if (formula === undefined) return lit("--", "value");
  const renamed = renameInFormula(formula, (t) => (/^ex\./i.test(t) ? design.name(t) : t));
  if (figure.unit === "") return fx(`=${renamed}`, figure.widest ? "resultWrap" : "resultText");
  return figure.unit === "%"
    ? fx(`=${renamed}`, "value", PERCENT_FORMAT)
    : fxIn(`=${renamed}`, figure.unit);
}

/**
 * The Compare sheet (issue 13): one column per design, the first the baseline. Every cell reads its
 * design's own names, so editing a design's input recalculates its column only. Blocks, top down:
 * - the designs: label, method, Exchange version, verdict, the sheets holding the design's inputs;
 * - the summary: the eleven keys of docs/summary.md, each row named ex.cmp.KEY across the designs;
 * - the deciding figures (figures.ts);
 * - each summary key's difference from the baseline, absolute and in percent (core/summary/
 *   baselineDifference.ts printed over the row's cells), more than the baseline in red, less in green;
 * - the chart's data (the percent differences, #N/A where a figure is missing so the chart leaves a
 *   gap) and a bar chart of it.
 * Example: 3 copies against a baseline of 2: copiesPerDatabase's difference 1, and 50.0 %.
 */
export function compareSheet(designs: readonly PlacedDesign[]): {
  readonly sheet: SheetSpec;
  readonly names: NamedRange[];
} {
  const w = new SheetWriter(COMPARE_SHEET);
  const n = designs.length;
  const last = FIRST_DESIGN_COLUMN + n - 1;
  const col = (d: PlacedDesign) => FIRST_DESIGN_COLUMN + d.index - 1;
  const baseline = designs[0];

  w.titled(
    "Designs compared",
    `${n} designs, one column each; the first, ${inProse(baseline.label)}, is the baseline. Every figure is a formula over its design's own sheets (named after the design): change an input there and only that design's column recalculates.`
  );
  const header = (first: string) =>
    w.addRow([
      lit(first, "heading"),
      lit("Unit", "heading"),
      ...designs.map((d) => lit(d.label, "heading")),
      lit("Meaning, and where it comes from", "heading"),
    ]);
  const headerRow = header("Design");
  const literalRow = (label: string, cells: readonly Cell[], note: string) =>
    w.addRow([lit(label, "labelBold"), lit("", "unit"), ...cells, lit(readerSource(note), "note")]);
  literalRow(
    "Method",
    designs.map((d) =>
      lit(d.method === "dell" ? "Dell EqualLogic method" : "Microsoft's calculator v7.6", "text")
    ),
    "Dell: the EqualLogic method of seed 000 with seeds 001-004; Microsoft: the Exchange Server Role Requirements Calculator's method"
  );
  literalRow(
    "Inputs sheet",
    designs.map((d) => lit(d.sheet("Inputs"), "text")),
    "Change a design's inputs on this sheet; its column recalculates"
  );
  const rowHeights: Record<number, number> = {};
  const figureRows = (figures: readonly CompareFigure[]) => {
    for (const f of figures) {
      const row = w.addRow([
        lit(f.label, "label"),
        lit(f.unit, "unit"),
        ...designs.map((d) => figureCell(f, d)),
        lit(readerSource(f.source), "note"),
      ]);
      // A text figure wraps in its column (issue 31): as many lines as its longest text needs.
      if (f.widest)
        rowHeights[row] = Math.max(
          15,
          15 * Math.ceil(f.widest / (DESIGN_COLUMN_WIDTH - 1)),
          15 * Math.ceil(readerSource(f.source).length / 68)
        );
      if (f.name)
        w.nameRange(
          f.name,
          row,
          FIRST_DESIGN_COLUMN,
          row,
          last,
          `${f.label} of each design (${f.unit})`
        );
    }
  };
  figureRows(DESIGN_FIGURES);

  w.section("Summary: the same keys for both methods (exsize size --json's summary)");
  header("Summary key");
  const summaryRow = new Map<SummaryKey, number>();
  for (const key of SUMMARY_KEYS) {
    const [unit, meaning] = SUMMARY_MEANINGS[key];
    const row = w.addRow([
      lit(key, "label"),
      lit(unit, "unit"),
      ...designs.map((d) => {
        const f =
          d.method === "dell"
            ? summaryName(d, key)
            : renameInFormula(microsoftSummaryFormula(`ex.ms.summary.${key}`), (t) =>
                /^ex\./i.test(t) ? d.name(t) : t
              );
        return unit === "%" ? fx(`=${f}`, "result", PERCENT_FORMAT) : fxIn(`=${f}`, unit, "result");
      }),
      lit(meaning, "note"),
    ]);
    summaryRow.set(key, row);
    w.nameRange(
      compareRowName(key),
      row,
      FIRST_DESIGN_COLUMN,
      row,
      last,
      `${key} of each design, the first the baseline (docs/summary.md)`
    );
  }

  w.section("Deciding figures");
  header("Figure");
  figureRows(DECIDING_FIGURES);
  // Issue 31: the cost, when the designs carry prices (exsize search writes them): servers in the
  // environment x the server's price + disks in the environment x the disk's price, as the search ranks.
  if (designs.some((d) => d.prices))
    w.addRow([
      lit("Cost, at the design's prices", "label"),
      lit("price", "unit"),
      ...designs.map((d) =>
        d.prices
          ? fx(
              `=${d.name("ex.ms.serversEnvironment")}*${d.prices.server}+${d.name("ex.ms.disksEnvironment")}*${d.prices.disk}`,
              "result",
              "#,##0"
            )
          : lit("--", "value")
      ),
      lit(
        "exsize search's cost: serversEnvironment x the server's price + disksEnvironment x the disk's price (the prices the design's scenario carries; -- where it carries none)",
        "note"
      ),
    ]);

  w.section(
    "Replication between datacenters (Microsoft designs; each design's Replication sheet, compact: its own workbook has the whole sheet)"
  );
  header("Figure");
  figureRows(REPLICATION_FIGURES);

  w.section(
    `Difference from the baseline (${inProse(baseline.label)}): more than the baseline in red, less in green`
  );
  header("Summary key");
  const flags: FlagAboveSpec[] = [];
  const differenceRows = (kind: "absolute" | "percent") => {
    const first = w.nextRow;
    for (const key of SUMMARY_KEYS) {
      const [unit] = SUMMARY_MEANINGS[key];
      const source = summaryRow.get(key)!;
      const firstOfBlock = w.nextRow === first;
      w.addRow([
        lit(kind === "absolute" ? key : `${key}, %`, "label"),
        lit(kind === "absolute" ? unit : "%", "unit"),
        ...designs.map((d) => {
          const formula = printExcel(DIFFERENCE_FORMULAS[kind], (name) =>
            name === "value"
              ? cellRef(source, col(d))
              : `$${columnLetters(FIRST_DESIGN_COLUMN)}$${source + 1}`
          );
          return fx(
            `=${formula}`,
            "valueNumber",
            differenceFormat(kind === "absolute" ? unit : "%")
          );
        }),
        firstOfBlock
          ? lit(
              kind === "absolute"
                ? "Each design's figure less the baseline's; -- where either has none"
                : "The difference as a percent of the baseline's figure; -- where either has none or the baseline's is 0",
              "note"
            )
          : null,
      ]);
    }
    const block = rangeRef(first, FIRST_DESIGN_COLUMN + 1, w.nextRow - 1, last);
    if (n > 1) flags.push({ ref: block, above: 0 }, { ref: block, below: 0 });
    return first;
  };
  differenceRows("absolute");
  const percentFirst = differenceRows("percent");

  w.section(
    "Chart data: each design's difference from the baseline, % (#N/A where a figure is missing: the chart leaves a gap)"
  );
  header("Summary key");
  const chartFirst = w.nextRow;
  SUMMARY_KEYS.forEach((key, i) => {
    w.addRow([
      lit(key, "label"),
      lit("%", "unit"),
      ...designs.map((d) => {
        const percent = cellRef(percentFirst + i, col(d));
        return fx(
          `=IF(ISNUMBER(${percent}),${percent},NA())`,
          "valueNumber",
          differenceFormat("%")
        );
      }),
    ]);
  });
  const chartLast = w.nextRow - 1;
  const chartTop = w.nextRow + 1;
  const chart: ChartSpec = {
    type: "bar",
    title: `Difference from the baseline (${inProse(baseline.label)}), %`,
    from: cellRef(chartTop, 0),
    to: cellRef(chartTop + 24, Math.max(6, Math.min(last, 10))),
    valueAxisTitle: "% of the baseline's figure",
    // Differences run both ways: the axis follows the data, so a design below the baseline shows.
    valueAxisFrom: "data",
    numberFormat: '+0"%";-0"%";0"%"',
    series: designs.slice(1).map((d) => ({
      name: d.label,
      categories: sheetRef(COMPARE_SHEET, rangeRef(chartFirst, 0, chartLast, 0, true)),
      values: sheetRef(COMPARE_SHEET, rangeRef(chartFirst, col(d), chartLast, col(d), true)),
    })),
  };

  return {
    sheet: {
      name: COMPARE_SHEET,
      role: "summary",
      rows: w.rows(),
      columnWidths: [34, 10, ...designs.map(() => DESIGN_COLUMN_WIDTH), 70],
      rowHeights,
      freeze: { rows: headerRow + 1, columns: 2 },
      flags,
      charts: [chart],
      print: { orientation: "landscape", fitToWidth: true },
      tabColor: "1F3864",
    },
    names: w.names,
  };
}
