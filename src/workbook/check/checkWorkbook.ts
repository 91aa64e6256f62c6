import { CheckLine, CheckResult } from "../../core/check";
import { Cell, SheetSpec, WorkbookSpec } from "../model";

/**
 * The "Design against measured" workbook of exsize check: the Evidence sheet holds what was measured,
 * copied in as values (one row per line of the check: the file, the subject, the figure), and the
 * Design against measured sheet holds every comparison as formulas over it: the measured figure
 * (='Evidence'!C5), the designed figure, and the result =IF(measured relation designed,"ok","PROBLEM")
 * from the same relation the core's lineStatus evaluates; a line without a rule shows "note". The
 * verdict on top counts the PROBLEM cells. Native formulas only, nothing volatile.
 * Example: EX03's physical cores 16 against 24 designed: =IF('Evidence'!C9>=E9,"ok","PROBLEM") => PROBLEM.
 */
export const CHECK_SHEET = "Design against measured";
export const EVIDENCE_SHEET = "Evidence";
const FIRST = 4; // 0-based row of the first line (row 5)

const text = (v: string, style?: string): Cell => ({ value: v, ...(style ? { style } : {}) });
const literal = (v: number | string | null): Cell =>
  v === null
    ? { value: "--" }
    : typeof v === "number"
      ? { value: v, style: "number" }
      : { value: v };

function resultFormula(l: CheckLine, row: number): string {
  const m = `'${EVIDENCE_SHEET}'!C${row}`;
  const d = `E${row}`;
  if (l.relation === null) return `="note"`;
  if (l.measured === null || l.designed === null) return `="PROBLEM"`;
  if (l.relation === "=") return `=IF(EXACT(LOWER(${m}),LOWER(${d})),"ok","PROBLEM")`;
  if (typeof l.measured !== "number" || typeof l.designed !== "number") return `="PROBLEM"`;
  return `=IF(${m}${l.relation}${d},"ok","PROBLEM")`;
}

export function checkWorkbookSpec(design: string, result: CheckResult, date: Date): WorkbookSpec {
  const n = result.lines.length;
  const last = FIRST + n;
  const head = [
    "Section",
    "Subject",
    "Check",
    "Measured",
    "Designed",
    "Unit",
    "Result",
    "Rule",
    "Source",
  ];
  const rows: (Cell | null)[][] = [
    [text(`Design against measured: ${design}`, "title")],
    [
      text("Verdict", "bold"),
      null,
      {
        formula:
          n === 0
            ? `="No line checked"`
            : `=IF(COUNTIF(G${FIRST + 1}:G${last},"PROBLEM")=0,"Pass","Problems: "&COUNTIF(G${FIRST + 1}:G${last},"PROBLEM"))`,
        style: "bold",
      },
    ],
    [
      text(
        `Checked ${date.toISOString().slice(0, 10)} by exsize check; the measured figures are formulas over the ${EVIDENCE_SHEET} sheet.`
      ),
    ],
    head.map((h) => text(h, "header")),
    ...result.lines.map((l, i): (Cell | null)[] => {
      const r = FIRST + 1 + i;
      return [
        text(l.section),
        text(l.subject),
        text(l.label),
        { formula: `='${EVIDENCE_SHEET}'!C${r}`, style: "number" },
        literal(l.designed),
        text(l.unit === "text" ? "" : l.unit),
        { formula: resultFormula(l, r) },
        text(l.rule),
        text(l.source),
      ];
    }),
  ];
  const evidence: (Cell | null)[][] = [
    [text("Evidence: the measured figures as read from the files", "title")],
    [text("Each row is one line of the check; the other sheet's formulas read column C.")],
    [],
    ["File", "Subject", "Measured", "Unit"].map((h) => text(h, "header")),
    ...result.lines.map((l): (Cell | null)[] => [
      text(l.file),
      text(l.subject),
      literal(l.measured),
      text(l.unit === "text" ? "" : l.unit),
    ]),
  ];
  const sheets: SheetSpec[] = [
    {
      name: CHECK_SHEET,
      role: "summary",
      rows,
      columnWidths: [10, 14, 36, 14, 14, 10, 10, 60, 60],
      freeze: { rows: FIRST, columns: 0 },
      print: { orientation: "landscape", fitToWidth: true, titleRows: [FIRST, FIRST] },
    },
    {
      name: EVIDENCE_SHEET,
      role: "inputs",
      rows: evidence,
      columnWidths: [50, 14, 16, 10],
      freeze: { rows: FIRST, columns: 0 },
    },
  ];
  return {
    title: `Design against measured: ${design}`,
    sheets,
    names: [],
    styles: {
      title: { bold: true, fontSize: 14 },
      bold: { bold: true },
      header: { bold: true, fill: "D9E1F2", border: "bottom" },
      number: { numberFormat: "#,##0.##" },
    },
    activeSheet: CHECK_SHEET,
  };
}
