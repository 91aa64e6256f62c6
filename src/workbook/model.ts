/**
 * The host-neutral description of a workbook: what the templates (src/workbook/templates) produce and
 * the renderers (src/render/xlsx for files, src/render/office for the open workbook) write.
 * No Office and no file-format types here: plain data that both renderers read the same way.
 *
 * Contracts every template and renderer keeps:
 * - A cell holds at most one of `value` or `formula`.
 * - A `value` string is ALWAYS text, even when it starts with "=", "+", "-" or "@" (a customer name
 *   typed as =HYPERLINK(...) must arrive as text). Only `formula` is ever a formula.
 * - `formula` is a native Excel formula in invariant (en-US) form, starting with "=": comma argument
 *   separators, "." decimals, English function names, no EX.* functions, no volatile functions, no
 *   whole-column references.
 * - Rows and columns are 0-based in `rows` (rows[0][0] is A1); references inside formulas, names,
 *   tables, validations and charts are A1 text.
 */

/** The scenario a workbook is built from (the keys of `exsize workbook`'s scenario JSON). */
export interface WorkbookScenario {
  readonly project: string;
  readonly customer: string;
  readonly users: number;
  readonly quotaMB: number;
  readonly messagesPerDay: number;
  readonly avgMessageKB: number;
  readonly copies: number;
  /** Omitted: computed as ceil(DBS / maxDbSizeGB). */
  readonly dbCount?: number;
  /** "RAID 50" or "RAID 10"; omitted: every RAID level in the catalog. */
  readonly raid?: string;
  /** Option overrides by the core's option names. */
  readonly options?: Readonly<Record<string, number>>;
  /** Seed 002's spindle math (the Spindles sheet). */
  readonly spindles?: SpindleScenario;
  /** Seed 003's compute and memory sizing (the Compute and memory sheet). */
  readonly compute?: ComputeScenario;
  /** A Jetstress run's results (the Jetstress sheet); a key left out is blank: Not given. */
  readonly jetstress?: JetstressScenario;
}

/** Keys left out take the defaults of METHOD_INPUTS (src/workbook/methodInputs.ts). */
export interface SpindleScenario {
  /** A RAID level of the spindle math ("RAID 6", "10", "Vraid5"); omitted: the recommended arrays'. */
  readonly raid?: string;
  /** 15000, 10000 or 7200 RPM. */
  readonly driveSpeed?: number;
  /** GB of one disk. */
  readonly diskGB?: number;
  /** Share of host IOPS that are reads, 0 to 1; omitted: 1 - dbWriteShare. */
  readonly readShare?: number;
}

/** Keys left out take the defaults of METHOD_INPUTS: seed 003's example. */
export interface ComputeScenario {
  /** SPECint_rate2006 of the server's processor(s). */
  readonly specIntRate?: number;
  /** Cores that result was measured on. */
  readonly specIntCores?: number;
  /** Processor clock, MHz. */
  readonly cpuMHz?: number;
  /** Mailbox servers. */
  readonly servers?: number;
}

/** The figures of a Jetstress report; a key left out is a blank cell, "Not given". */
export interface JetstressScenario {
  readonly achievedIops?: number;
  readonly dbReadAvgMs?: number;
  readonly logWriteAvgMs?: number;
  readonly dbReadMaxMs?: number;
  readonly logWriteMaxMs?: number;
}

export type CellLiteral = string | number | boolean;

export interface Cell {
  /** A literal; strings are always written as text, never parsed as a formula. */
  readonly value?: CellLiteral;
  /** A native formula in invariant English, starting with "=". */
  readonly formula?: string;
  /** A key of WorkbookSpec.styles. */
  readonly style?: string;
  /** Overrides the style's number format, e.g. "#,##0.0". */
  readonly numberFormat?: string;
  /**
   * A wrapped formula's longest text (longestText.ts: the verdict's sentence with its figures at their
   * widest): neither renderer can measure a formula's text, so both size the cell's row for this text
   * as for a literal value, and every text the formula shows fits the row in print and on screen.
   */
  readonly longestText?: string;
}

export interface CellStyle {
  readonly bold?: boolean;
  readonly italic?: boolean;
  /** Font size in points. */
  readonly fontSize?: number;
  /** "RRGGBB" */
  readonly fontColor?: string;
  /** "RRGGBB" background fill. */
  readonly fill?: string;
  readonly numberFormat?: string;
  readonly horizontalAlignment?: "left" | "center" | "right";
  readonly verticalAlignment?: "top" | "center" | "bottom";
  readonly wrap?: boolean;
  /** A thin border: all four sides, or only the bottom (headings). */
  readonly border?: "box" | "bottom";
  /** Unlocked cells stay editable if a sheet is protected (the inputs). */
  readonly locked?: boolean;
}

/** A workbook-scoped defined name, e.g. ex.NU -> 'Inputs'!$C$5. */
export interface NamedRange {
  readonly name: string;
  readonly sheet: string;
  /** Absolute A1 reference on `sheet`, e.g. "$C$5" or "$A$4:$A$20". */
  readonly ref: string;
  readonly comment?: string;
}

/** An Excel table (ListObject) over a block whose first row holds the column headers. */
export interface TableSpec {
  readonly name: string;
  /** A1 range including the header row, e.g. "A3:J40". */
  readonly ref: string;
  readonly style?: string;
  readonly showRowStripes?: boolean;
}

export type ValidationRule =
  | {
      readonly type: "whole" | "decimal";
      /** Inclusive bounds, as Excel's "between"; use `greaterThan` for an exclusive minimum. */
      readonly min: number;
      readonly minExclusive: boolean;
      readonly max?: number;
    }
  /** A fixed list of choices. */
  | { readonly type: "list"; readonly choices: readonly string[] };

export interface DataValidationSpec {
  /** A1 range on the sheet, e.g. "C5" or "C5:C9". */
  readonly ref: string;
  readonly rule: ValidationRule;
  /** Shown when a bad value is typed: the same message as the custom functions. */
  readonly errorTitle: string;
  readonly errorMessage: string;
  /**
   * "information": a value outside the rule is allowed after the message (a list of suggestions, such as
   * the calculator's disk sizes when any size may be typed); default "stop", refused.
   */
  readonly errorStyle?: "stop" | "information";
  /** Shown when the cell is selected. */
  readonly prompt?: string;
  /** A blank cell passes (Excel's "Ignore blank"); default true, as Excel's own. */
  readonly allowBlank?: boolean;
}

export interface ChartSeriesSpec {
  /** Series name: literal text. */
  readonly name: string;
  /**
   * "line": drawn as a line over the bars, on the same axes (a limit such as the calculator's 80 % CPU);
   * default: a bar (column) like the chart's type.
   */
  readonly line?: boolean;
  /** Absolute reference with sheet, e.g. "'Summary'!$A$12:$A$14". */
  readonly categories: string;
  readonly values: string;
}

export interface ChartSpec {
  readonly type: "bar" | "column";
  readonly title: string;
  /** Top-left and bottom-right cells the chart covers, e.g. "E4" and "L20". */
  readonly from: string;
  readonly to: string;
  readonly series: readonly ChartSeriesSpec[];
  readonly valueAxisTitle?: string;
  /**
   * "zero" (the default): the value axis starts at 0, so bars of sizes compare honestly. "data": the
   * axis follows the data, negative values included (differences from a baseline).
   */
  readonly valueAxisFrom?: "zero" | "data";
  /** The number format of the value axis and the data labels; default "#,##0". */
  readonly numberFormat?: string;
}

/**
 * Conditional formatting that flags a block: each cell whose value is a number above `above` shows in
 * Excel's "light red fill with dark red text"; with `below` instead, each number below it shows in
 * Excel's "green fill with dark green text" (text such as the calculator's "--" is never flagged).
 * The .xlsx writes it as an expression rule AND(ISNUMBER(cell),cell>above) (or cell<below) relative
 * to the first cell.
 * Example: the Compare sheet's differences from the baseline, {above: 0} and {below: 0} on one block:
 * a design needing more than the baseline in red, less in green.
 */
export type FlagAboveSpec =
  | {
      /** A1 range on the sheet, e.g. "C6:G6". */
      readonly ref: string;
      readonly above: number;
    }
  | { readonly ref: string; readonly below: number };

/**
 * A printed page's header or footer, in three parts; text is literal except the fields {page}
 * (this page's number), {pages} (the number of pages) and {sheet} (the sheet's name).
 */
export interface HeaderFooterSpec {
  readonly left?: string;
  readonly center?: string;
  readonly right?: string;
}

export interface PrintSetup {
  readonly orientation: "portrait" | "landscape";
  /** Fit all columns on one page width. */
  readonly fitToWidth: boolean;
  /** Also fit all rows on this many pages tall (with fitToWidth); default: as many as they need. */
  readonly fitToHeight?: number;
  /** A1 print area, e.g. "A1:F40". */
  readonly area?: string;
  /** Rows printed at the top of every page, 1-based and inclusive, e.g. [4, 4] (a table's headings). */
  readonly titleRows?: readonly [number, number];
  readonly header?: HeaderFooterSpec;
  readonly footer?: HeaderFooterSpec;
}

/** What a sheet is for; the task pane's builder uses it to find and replace its own sheets. */
export type SheetRole =
  "summary" | "inputs" | "step-table" | "selection" | "catalog" | "notes" | "extension";

export interface SheetSpec {
  readonly name: string;
  readonly role: SheetRole;
  /** rows[r][c] is the cell at row r + 1, column c + 1; null or missing means empty. */
  readonly rows: readonly (readonly (Cell | null)[])[];
  /**
   * Heights in points of rows whose text the renderer cannot measure (a wrapped formula's text in a
   * merged cell, e.g. the Summary's verdict): row index (0-based) -> points, the least the row gets.
   * Other rows fit their literal text and each formula's longestText (src/render/rowHeight.ts).
   */
  readonly rowHeights?: Readonly<Record<number, number>>;
  /** Column widths in characters (Excel's default is 8.43); index 0 is column A. */
  readonly columnWidths?: readonly number[];
  readonly merges?: readonly string[];
  readonly freeze?: { readonly rows: number; readonly columns: number };
  readonly tables?: readonly TableSpec[];
  readonly validations?: readonly DataValidationSpec[];
  readonly charts?: readonly ChartSpec[];
  /** Blocks flagged when a number exceeds a limit (the Microsoft method's 80 % figures). */
  readonly flags?: readonly FlagAboveSpec[];
  readonly print?: PrintSetup;
  /** "RRGGBB" */
  readonly tabColor?: string;
}

export interface WorkbookSpec {
  readonly title: string;
  readonly sheets: readonly SheetSpec[];
  readonly names: readonly NamedRange[];
  readonly styles: Readonly<Record<string, CellStyle>>;
  /** The sheet to show when the workbook opens. */
  readonly activeSheet: string;
}
