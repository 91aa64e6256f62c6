import { SheetWriter, fx, lit } from "../sheetWriter";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { FAILURE_MODES, failureModeOf, msName } from "./names";
import { outputKeys } from "./workbookSteps";
import { MICROSOFT_SUMMARY_STEPS } from "../../core/summary";
import { addSummaryRows } from "../summaryRows";
import { addReplicationSummaryRows } from "./replicationSummaryRows";

/**
 * The Summary: who and what the design is for, whether the calculator accepts it, and every figure
 * `exsize size --json` prints, each a formula reading its ex.ms.* name (the sheets after it compute
 * them).
 */
export const msSummarySheet: MicrosoftTemplate = {
  name: MS_SHEETS.summary,
  role: "summary",
  build(context) {
    const w = new SheetWriter(MS_SHEETS.summary);
    const text = (k: string) => {
      const v = context.json[k];
      return typeof v === "string" ? v : "";
    };
    w.titled(
      "Exchange Server sizing: Microsoft's method",
      "The Exchange Server Role Requirements Calculator v7.6 (E2013Calcv7.6) in native formulas: change an input on the Inputs sheet and every figure recalculates, without macros."
    );
    w.section("Design");
    const cover: [string, string][] = [
      ["Customer", text("customer")],
      ["Project", text("project")],
    ];
    for (const [label, value] of cover) w.addRow([lit(label, "labelBold"), lit(value, "text")]);
    const dateRow = w.addRow([lit("Date", "labelBold"), lit(dateText(context.date), "text")]);
    void dateRow;
    w.addRow([
      lit("Exchange version", "labelBold"),
      fx(`=${msName("exchangeVersion")}`, "resultText"),
    ]);
    w.addRow([
      lit("Calculator's verdict", "labelBold"),
      fx(
        `=IF(${msName("validationError")},"The calculator rejects this design: see its validation checks on the Databases and servers sheet","The calculator accepts this design")`,
        "resultText"
      ),
    ]);

    w.section("The design's figures, as the calculator names them (and exsize size --json's keys)");
    w.addRow(
      ["Figure", "Value", "exsize size --json key (name ex.ms.KEY)", "Calculator cell"].map((h) =>
        lit(h, "heading")
      )
    );
    const keys = outputKeys();
    const stepOf = new Map(context.steps.map((s) => [s.key, s]));
    for (const k of keys.scalars.filter((k) => k !== "exchangeVersion")) {
      const step = stepOf.get(k);
      w.addRow([
        lit(step?.label || k, "label"),
        fx(`=${msName(k)}`, "value"),
        lit(k, "code"),
        lit(step?.source ?? "", "note"),
      ]);
    }

    w.section("The summary both methods give (docs/summary.md; exsize size --json's summary)");
    addSummaryRows(w, MICROSOFT_SUMMARY_STEPS, msName, (k) => msName(`summary.${k}`));

    const bases = [
      ...new Set(
        context.steps.map((s) => failureModeOf(s.key)?.[0]).filter((b): b is string => !!b)
      ),
    ];
    if (bases.length > 0) {
      w.section("Per server, per failure mode (flagged on the Failure modes sheet)");
      w.addRow(["Figure", ...FAILURE_MODES].map((h) => lit(h, "heading")));
      const keys = new Set(context.steps.map((s) => s.key));
      for (const base of bases)
        w.addRow([
          lit(base, "label"),
          ...FAILURE_MODES.map((m) =>
            keys.has(`${base}.${m}`) ? fx(`=${msName(`${base}.${m}`)}`, "value") : null
          ),
        ]);
    }

    // Only where the Replication sheet is built: a comparison's designs leave it out (docs/compare.md).
    if (!context.omitSheets.includes(MS_SHEETS.replication)) addReplicationSummaryRows(w);

    w.section("Per tier");
    w.addRow(["Figure", "Tier 1", "Tier 2", "Tier 3", "Tier 4"].map((h) => lit(h, "heading")));
    for (const k of keys.tier)
      w.addRow([
        lit(k, "label"),
        ...[1, 2, 3, 4].map((t) => fx(`=${msName(`tier${t}.${k}`)}`, "value")),
      ]);
    return {
      sheet: {
        name: MS_SHEETS.summary,
        role: "summary",
        rows: w.rows(),
        columnWidths: [40, 22, 16, 16, 16, 16],
        print: { orientation: "portrait", fitToWidth: true },
        tabColor: "375623",
      },
      names: w.names,
    };
  },
};

/** The build date as text (yyyy-mm-dd), literal: the workbook has no volatile TODAY(). */
function dateText(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
