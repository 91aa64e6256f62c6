import { CellStyle } from "./model";

/**
 * The one style palette of ExSize's workbooks (WorkbookSpec.styles). Inputs look like Excel's own
 * "Input" cell style (peach fill, blue text, a box) and are unlocked; results are green and bold.
 */
export const STYLES = {
  title: { bold: true, fontSize: 16, fontColor: "1F3864" },
  subtitle: { italic: true, fontColor: "595959" },
  section: { bold: true, fontSize: 12, fontColor: "1F3864" },
  heading: { bold: true, fill: "D9E1F2", border: "bottom", wrap: true, verticalAlignment: "top" },
  label: { verticalAlignment: "top" },
  /** A unit beside a right-aligned number: centred, so "5,000" and "users" do not touch. */
  unit: { horizontalAlignment: "center", verticalAlignment: "top" },
  labelBold: { bold: true, verticalAlignment: "top" },
  text: { wrap: true, verticalAlignment: "top" },
  note: { wrap: true, verticalAlignment: "top", fontColor: "404040" },
  code: { wrap: true, verticalAlignment: "top", fontColor: "595959" },
  input: { fill: "FFCC99", fontColor: "3F3F76", border: "box", locked: false },
  inputText: {
    fill: "FFCC99",
    fontColor: "3F3F76",
    border: "box",
    locked: false,
    horizontalAlignment: "left",
  },
  inputDate: {
    fill: "FFCC99",
    fontColor: "3F3F76",
    border: "box",
    locked: false,
    horizontalAlignment: "left",
    numberFormat: "yyyy-mm-dd",
  },
  value: { verticalAlignment: "top" },
  result: { bold: true, fill: "E2EFDA", border: "box", verticalAlignment: "top" },
  resultText: { bold: true, fill: "E2EFDA", border: "box", horizontalAlignment: "left" },
  answer: { bold: true, fontSize: 12, fontColor: "375623" },
  warning: { bold: true, fontColor: "C00000", wrap: true },
} as const satisfies Record<string, CellStyle>;

export type StyleName = keyof typeof STYLES;

/** The display format of a value in `unit`; the cell keeps full precision. */
export function numberFormatFor(unit: string): string {
  if (
    /^(users|databases|copies|arrays|days|drives|disks|groups|cores|servers|mailboxes)$/.test(unit)
  )
    return "#,##0";
  if (/^megacycles(\/core)?$/.test(unit)) return "#,##0";
  if (/^(GB|MB|MB\/day)$/.test(unit)) return "#,##0.00";
  if (/IOPS$/.test(unit) && !unit.includes("/")) return "#,##0.0";
  return "General";
}
