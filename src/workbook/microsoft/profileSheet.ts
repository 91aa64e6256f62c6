import { lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { stepCell } from "./cells";
import { calculatorCell, msName, plainFormula, tierOf } from "./names";

const HEADINGS = [
  "Figure",
  "Calculator's label",
  "Unit",
  "Tier 1",
  "Tier 2",
  "Tier 3",
  "Tier 4",
  "Calculator cell (tier 1)",
  "Computed here as (tier 1)",
  "ExSize's note",
];

/**
 * The per-tier profile: the calculator's Role Requirements tier block (rows 10-59), one row per figure
 * and one column per tier, each cell the step tier<t>.<figure> as a native formula named
 * ex.ms.tier<t>.<figure> (ex.ms.tier1.iopsPerMailbox), in the core's evaluation order.
 */
export const msProfileSheet: MicrosoftTemplate = titledSheet(
  MS_SHEETS.profile,
  "Tier profile",
  "E2013Calcv7.6, Role Requirements, Tier 1 to Tier 4 User Mailbox Configuration: each tier's megacycles, cache, logs, mailbox size on disk and IOPS per mailbox, as live formulas over the Inputs sheet.",
  (w, context) => {
    w.addRow();
    const headingRow = w.addRow(HEADINGS.map((h) => lit(h, "heading")));
    const byTier = new Map(context.steps.map((s) => [s.key, s]));
    const figures = context.steps
      .map((s) => tierOf(s.key))
      .filter((t): t is readonly [number, string] => t !== undefined && t[0] === 1)
      .map(([, figure]) => figure);
    for (const figure of figures) {
      const first = byTier.get(`tier1.${figure}`)!;
      const row = w.addRow([
        lit(figure, "labelBold"),
        lit(first.label, "text"),
        lit(first.unit, "unit"),
      ]);
      for (let t = 1; t <= 4; t++) {
        const step = byTier.get(`tier${t}.${figure}`);
        if (!step) throw new Error(`tier ${t} has no step ${figure}`);
        w.put(row, 2 + t, stepCell(step));
        w.name(
          msName(step.key),
          row,
          2 + t,
          `Tier ${t}: ${step.label} [${step.unit}], ${step.source}`
        );
      }
      w.put(row, 7, lit(calculatorCell(first.source), "code"));
      w.put(row, 8, lit(plainFormula(first.formula), "code"));
      w.put(row, 9, lit(first.note, "note"));
    }
    return {
      columnWidths: [42, 40, 15, 14, 14, 14, 14, 26, 60, 50],
      freeze: { rows: headingRow + 1, columns: 1 },
      print: { orientation: "landscape", fitToWidth: true },
      tabColor: "4472C4",
    };
  }
);
