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
  /** A label that may be longer than its column: bold, wrapped rather than cut off. */
  labelText: { bold: true, wrap: true, verticalAlignment: "top" },
  text: { wrap: true, verticalAlignment: "top" },
  note: { wrap: true, verticalAlignment: "top", fontColor: "404040" },
  code: { wrap: true, verticalAlignment: "top", fontColor: "595959" },
  /** A name that is an output of exsize size --json: bold, wrapped rather than cut off. */
  codeBold: { bold: true, wrap: true, verticalAlignment: "top", fontColor: "375623" },
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
  /** A computed text (a choice, a status sentence): wrapped in its column. */
  valueText: { verticalAlignment: "top", wrap: true },
  resultWrap: { bold: true, fill: "E2EFDA", border: "box", verticalAlignment: "top", wrap: true },
  /** A computed number, or "--" in its place: right-aligned either way. */
  valueNumber: { verticalAlignment: "top", horizontalAlignment: "right" },
  result: { bold: true, fill: "E2EFDA", border: "box", verticalAlignment: "top" },
  /** A result that is a number, or "--" where the figure does not exist: right-aligned either way. */
  resultNumber: {
    bold: true,
    fill: "E2EFDA",
    border: "box",
    verticalAlignment: "top",
    horizontalAlignment: "right",
  },
  resultText: { bold: true, fill: "E2EFDA", border: "box", horizontalAlignment: "left" },
  answer: { bold: true, fontSize: 12, fontColor: "375623" },
  warning: { bold: true, fontColor: "C00000", wrap: true },
  /** A warning that does not stop the design (the verdict's warnings): amber. */
  caution: { fontColor: "9C5700", wrap: true, verticalAlignment: "top" },
  /**
   * The Microsoft Summary's verdict (and the Notes sheet's): the first thing a reader sees, on a
   * merged row, wrapped.
   */
  verdict: { bold: true, fontSize: 12, fontColor: "1F3864", wrap: true, verticalAlignment: "top" },
  /** The verdict's further rules, under its headline. */
  verdictMore: { fontColor: "9C0006", wrap: true, verticalAlignment: "top" },
  /** Secondary text for those who check (the calculator's label and cell beside a figure). */
  small: { fontSize: 9, fontColor: "595959", wrap: true, verticalAlignment: "top" },
} as const satisfies Record<string, CellStyle>;

export type StyleName = keyof typeof STYLES;

/** Units whose values are counts of things: shown whole, thousands grouped ("1,234"). */
const COUNT_UNITS =
  /^(users|databases|copies|arrays|days|drives|disks|groups|cores|servers|mailboxes|DAGs|items|pages|messages|volumes|hours|megacycles|SPECint_rate2006|KB)$/;

/** Units that are text, a choice or TRUE/FALSE: no number format (the cell shows what it holds). */
export const TEXT_UNITS = /^(text|TRUE\/FALSE|Yes\/No(\/--)?|JBOD\/RAID(\/--)?|RAID level)$/;

/**
 * The display format of a value in `unit`; the cell keeps full precision. Every unit a number can
 * have gets a format (tests/workbook/numberFormats.test.ts holds every step's declared unit to it):
 * - counts ("servers", "disks / server", "megacycles", "per day", "messages/day") whole, grouped: 1,234;
 * - GB, MB, MB/day with 2 decimals: 1,375.42; IOPS with 1: 964.8; a rate per mailbox, user, message
 *   or I/O, a factor, with 1 to 5: 0.0201, 0.18, 1.2;
 * - Mb/s with 2 decimals: 94.45; logs (1 MB), months and years with 1: 22.3;
 * - "fraction" as Excel's percent (0.1652 shows 16.5%), "%" (a number already in percent) with a % sign:
 *   16.5%;
 * - text units, and none, "General".
 * Example: numberFormatFor("disks / DAG") is "#,##0"; numberFormatFor("fraction") is "0.0%".
 */
export function numberFormatFor(unit: string): string {
  // "GB or --", "bytes or text": a figure the calculator may show as text takes its number's format.
  const u = unit
    .trim()
    .replace(/\s+or\s+.*$/, "")
    .replace(/\s*\/\s*/g, "/");
  if (u === "" || TEXT_UNITS.test(u) || u === "version" || u === "1 or 0") return "General";
  if (/^(GB|MB|MB\/day)$/.test(u)) return "#,##0.00";
  // A rate per mailbox, user, message or I/O is small (0.18 IOPS/user, 0.000673 IOPS/message).
  if (/\/(mailbox|user|message|write|read|GB)$/.test(u) || /\/user\/day$/.test(u))
    return "#,##0.0####";
  if (/^IOPS(\/.+)?$/.test(u)) return "#,##0.0";
  if (u === "fraction") return "0.0%";
  if (u === "%") return '0.0"%"';
  if (u === "ms") return "#,##0.0";
  // Replication (issue 21): bandwidth with 2 decimals (94.45 Mb/s); transaction logs (1 MB files) a
  // day, months and years to grow with 1 (3,472.3 logs; 22.3 months); a link's capacity in whole bits.
  if (u === "Mb/s") return "#,##0.00";
  if (/^logs \(1 MB\)( per hour)?$/.test(u) || u === "months" || u === "years") return "#,##0.0";
  if (u === "bits" || u === "bytes") return "#,##0";
  if (u === "factor" || /^x /.test(u)) return "#,##0.0####";
  if (/^SPECint(\/core)?$/.test(u)) return "#,##0.00";
  if (/^(MHz|RPM)$/.test(u) || u === "per day" || /\/day$/.test(u)) return "#,##0";
  const [head, per] = u.split("/");
  if (COUNT_UNITS.test(u)) return "#,##0";
  if (COUNT_UNITS.test(head) && /^(server|DAG|volume|environment|core|array|copy)$/.test(per ?? ""))
    return "#,##0";
  return "General";
}

/** The most significant digits a number shows (issue 20: no figure shows more than 6 unformatted). */
export const SIGNIFICANT_DIGITS = 6;

/**
 * The display format of a literal number typed into a sheet (an input, a default, a catalog row derived
 * by a rule): as many decimals as it has, up to 6 significant digits, thousands grouped, never a
 * trailing ".". The cell keeps the number as typed.
 * Examples: 5000 -> "#,##0"; 547.8260869565217 -> "#,##0.000" (547.826); 0.000673333333333 ->
 * "#,##0.000000000" (0.000673333); 0.25 -> "#,##0.00".
 */
export function literalNumberFormat(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return "#,##0";
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const most = Math.max(0, SIGNIFICANT_DIGITS - 1 - magnitude);
  let decimals = most;
  for (let d = 1; d <= most; d++) {
    if (Math.abs(Number(value.toFixed(d)) - value) <= Math.abs(value) * 1e-12) {
      decimals = d;
      break;
    }
  }
  return decimals === 0 ? "#,##0" : `#,##0.${"0".repeat(decimals)}`;
}
