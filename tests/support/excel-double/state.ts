/**
 * TEST DOUBLE of the Excel JavaScript API (office-js): an in-memory workbook behind the slice of the
 * API the ExSize builder uses. It is not Excel: it does not calculate, it keeps no undo history, and it
 * models only the rules that decide whether a build is right or wrong:
 * - Work is queued until context.sync(); loaded properties are readable only after it (the jest side
 *   hands them out as office-addin-mock OfficeMockObjects, which enforce that).
 * - A failing call stops its request: what was queued before it is applied, nothing after it, and
 *   context.sync() rejects with an office-js-like error (code, message, debugInfo.errorLocation).
 * - Sheet, table and defined names are unique without case; sheet names are at most 31 characters
 *   and have no []:*?/\; a name points at its cells and follows a renamed sheet, and becomes #REF!
 *   when its sheet is deleted; the last visible sheet cannot be deleted.
 * - 2-D writes must match the range's size. Text written into a cell formatted as text ("@") is
 *   text even when it starts with "="; a leading apostrophe is Excel's text prefix and is dropped.
 * - Every request is measured: actions, and bytes (the JSON of each action's arguments plus 200 bytes
 *   for the action), like the builder's own estimate but counted here from the calls received.
 * It runs in node (jest) and in the browser (the Playwright test bundles it as office.js).
 */

export type FormulaCell = string | number | boolean;

export interface DoubleCell {
  /** What was written through range.formulas. */
  written?: FormulaCell;
  /** What the cell holds: a formula (starts with "="), a number, a boolean or text. */
  kind?: "formula" | "number" | "boolean" | "text";
  /** The cell's content as Excel would keep it (text without its apostrophe prefix). */
  content?: FormulaCell;
  numberFormat?: string;
  props?: Record<string, unknown>;
}

export interface DoubleRef {
  readonly sheetId: number;
  readonly address: string;
}

export interface DoubleValidation {
  readonly ref: string;
  rule?: unknown;
  errorAlert?: unknown;
  prompt?: unknown;
  ignoreBlanks?: boolean;
}

export interface DoubleSeries {
  name?: string;
  values?: DoubleRef;
  categories?: DoubleRef;
  /** Set only when the series' type differs from the chart's ("Line" over bars). */
  chartType?: string;
  markerStyle?: string;
  /** "#RRGGBB" of a bar's solid fill, of a line's stroke. */
  fillColor?: string;
  lineColor?: string;
  lineStyle?: string;
  gapWidth?: number;
  hasDataLabels?: boolean;
  dataLabelsShowValue?: boolean;
  dataLabelsNumberFormat?: string;
}

export interface DoubleAxis {
  title?: string;
  numberFormat?: string;
  minimum?: number;
  reversePlotOrder?: boolean;
  position?: string;
}

export interface DoubleChart {
  readonly type: string;
  readonly seriesBy: string;
  readonly source: DoubleRef;
  title?: string;
  position?: [string, string];
  legendVisible?: boolean;
  legendPosition?: string;
  valueAxisTitle?: string;
  readonly valueAxis: DoubleAxis;
  readonly categoryAxis: DoubleAxis;
  readonly series: DoubleSeries[];
}

/** PageLayout.headersFooters.defaultForAllPages: each section's code as set. */
export interface DoubleHeaderFooter {
  leftHeader?: string;
  centerHeader?: string;
  rightHeader?: string;
  leftFooter?: string;
  centerFooter?: string;
  rightFooter?: string;
}

export interface DoubleSheet {
  readonly id: number;
  name: string;
  visibility: "Visible" | "Hidden";
  readonly cells: Map<string, DoubleCell>;
  readonly merges: string[];
  readonly columnWidths: Map<string, number>;
  /** Row heights in points set by RangeFormat.rowHeight, by 1-based row number (a plain object: JSON as it is). */
  readonly rowHeights: Record<number, number>;
  readonly validations: DoubleValidation[];
  readonly charts: DoubleChart[];
  /** Custom conditional formats: the range, the rule's formula and the format set. */
  readonly conditionalFormats: DoubleConditionalFormat[];
  freeze?: { rows: number; columns: number };
  readonly pageLayout: {
    orientation?: string;
    zoom?: unknown;
    printArea?: string;
    /** setPrintTitleRows' address, e.g. "$4:$4". */
    printTitleRows?: string;
    headerFooter?: DoubleHeaderFooter;
  };
  tabColor?: string;
}

export interface DoubleConditionalFormat {
  readonly ref: string;
  formula?: string;
  fontColor?: string;
  bold?: boolean;
  fillColor?: string;
}

export interface DoubleName {
  name: string;
  ref?: DoubleRef;
  /** A formula that is not a plain reference (kept as text). */
  text?: string;
  comment?: string;
  visible: boolean;
}

export interface DoubleTable {
  name: string;
  readonly sheetId: number;
  readonly address: string;
  style?: string;
  showBandedRows?: boolean;
}

export interface DoubleRequest {
  actions: number;
  bytes: number;
  readonly apis: string[];
}

export interface Fault {
  readonly api: string;
  readonly sheet?: string;
  readonly args: unknown;
}

/** What a load hands back: an object whose properties become readable once the request is synced. */
export interface LoadedFactory {
  make(
    data: Record<string, unknown>,
    properties: string[]
  ): { object: unknown; commit(): Promise<void> };
}

/** The browser's factory: plain objects, filled in at sync. */
export const plainLoaded: LoadedFactory = {
  make(data) {
    const object: Record<string, unknown> = {};
    return {
      object,
      commit: async () => {
        Object.assign(object, data);
      },
    };
  },
};

export class OfficeJsError extends Error {
  readonly debugInfo: { code: string; message: string; errorLocation: string };
  constructor(
    readonly code: string,
    message: string,
    errorLocation: string
  ) {
    super(message);
    this.name = "RichApi.Error";
    this.debugInfo = { code, message, errorLocation };
  }
}

export const A1 = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i;
export const COLUMNS = /^\$?([A-Z]{1,3}):\$?([A-Z]{1,3})$/i;
/** Whole rows, "3:3" or "$3:$5" (a row height's range). */
export const ROWS = /^\$?(\d+):\$?(\d+)$/;

export function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function colLetters(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export function parseAddress(address: string): Box {
  const m = A1.exec(address);
  if (!m)
    throw new OfficeJsError(
      "InvalidArgument",
      `The address ${address} is not valid.`,
      "Worksheet.getRange"
    );
  const top = Number(m[2]) - 1;
  const left = colIndex(m[1]);
  const bottom = m[4] ? Number(m[4]) - 1 : top;
  const right = m[3] ? colIndex(m[3]) : left;
  return {
    top: Math.min(top, bottom),
    left: Math.min(left, right),
    bottom: Math.max(top, bottom),
    right: Math.max(left, right),
  };
}

export function absolute(box: Box): string {
  const a = `$${colLetters(box.left)}$${box.top + 1}`;
  const b = `$${colLetters(box.right)}$${box.bottom + 1}`;
  return a === b ? a : `${a}:${b}`;
}

export function quote(sheet: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) && !/^[A-Za-z]{1,3}\d+$/.test(sheet)
    ? sheet
    : `'${sheet.replace(/'/g, "''")}'`;
}

export const NAME_RULE = /^[A-Za-z_\\][A-Za-z0-9_.\\?]*$/;
export const SHEET_FORBIDDEN = /[[\]:*?/\\]/;

/** The inner state, exposed to tests for assertions. */
export class DoubleWorkbook {
  readonly sheets: DoubleSheet[] = [];
  readonly names: DoubleName[] = [];
  readonly tables: DoubleTable[] = [];
  activeSheetId = 0;
  private nextId = 1;
  /** Calls of application.calculate, suspendApiCalculationUntilNextSync... in order. */
  readonly application: string[] = [];

  constructor(sheetNames: readonly string[] = ["Sheet1"]) {
    for (const name of sheetNames) this.addSheet(name);
    this.activeSheetId = this.sheets[0]?.id ?? 0;
  }

  sheetById(id: number): DoubleSheet | undefined {
    return this.sheets.find((s) => s.id === id);
  }

  sheet(name: string): DoubleSheet | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  addSheet(name: string): DoubleSheet {
    this.checkSheetName(name);
    const sheet: DoubleSheet = {
      id: this.nextId++,
      name,
      visibility: "Visible",
      cells: new Map(),
      merges: [],
      columnWidths: new Map(),
      rowHeights: {},
      validations: [],
      charts: [],
      conditionalFormats: [],
      pageLayout: {},
    };
    this.sheets.push(sheet);
    return sheet;
  }

  checkSheetName(name: string, except?: DoubleSheet): void {
    if (
      !name ||
      name.length > 31 ||
      SHEET_FORBIDDEN.test(name) ||
      name.startsWith("'") ||
      name.endsWith("'")
    ) {
      throw new OfficeJsError(
        "InvalidArgument",
        `The sheet name "${name}" is not valid.`,
        "Worksheet.name"
      );
    }
    if (this.sheets.some((s) => s !== except && s.name.toLowerCase() === name.toLowerCase())) {
      throw new OfficeJsError(
        "ItemAlreadyExists",
        `A sheet named "${name}" already exists.`,
        "WorksheetCollection.add"
      );
    }
  }

  checkName(name: string, except?: unknown): void {
    if (!NAME_RULE.test(name) || /^[A-Za-z]{1,3}\d+$/.test(name) || /^[RrCc]\d*$/.test(name)) {
      throw new OfficeJsError(
        "InvalidArgument",
        `The name "${name}" is not valid.`,
        "NamedItemCollection.add"
      );
    }
    const lower = name.toLowerCase();
    if (
      this.names.some((n) => n !== except && n.name.toLowerCase() === lower) ||
      this.tables.some((t) => t !== except && t.name.toLowerCase() === lower)
    ) {
      throw new OfficeJsError(
        "ItemAlreadyExists",
        `The name "${name}" already exists.`,
        "NamedItemCollection.add"
      );
    }
  }

  /** A name's formula as Excel reports it: =Inputs!$C$5, ='Inputs (2)'!$C$5, =#REF!$C$5. */
  formulaOf(name: DoubleName): string {
    if (name.text !== undefined) return name.text;
    const sheet = name.ref && this.sheetById(name.ref.sheetId);
    return sheet
      ? `=${quote(sheet.name)}!${name.ref!.address}`
      : `=#REF!${name.ref?.address ?? ""}`;
  }

  refText(ref: DoubleRef | undefined): string | undefined {
    if (!ref) return undefined;
    const sheet = this.sheetById(ref.sheetId);
    return `${sheet ? quote(sheet.name) : "#REF"}!${ref.address}`;
  }

  cell(sheet: DoubleSheet, row: number, column: number): DoubleCell {
    const key = `${row},${column}`;
    let cell = sheet.cells.get(key);
    if (!cell) {
      cell = {};
      sheet.cells.set(key, cell);
    }
    return cell;
  }

  /** A plain picture of the workbook, to compare before and after a build. */
  snapshot(): unknown {
    return {
      sheets: this.sheets.map((s) => ({
        name: s.name,
        cells: [...s.cells.entries()].sort(),
        merges: [...s.merges],
        tabColor: s.tabColor,
      })),
      names: this.names
        .map((n) => ({ name: n.name, formula: this.formulaOf(n), visible: n.visible }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      tables: this.tables.map((t) => ({
        name: t.name,
        sheet: this.sheetById(t.sheetId)?.name,
        address: t.address,
      })),
      active: this.sheetById(this.activeSheetId)?.name,
    };
  }
}

export interface ExcelDouble {
  readonly workbook: DoubleWorkbook;
  /** The context the code under test receives (what Excel.run passes). */
  readonly context: Excel.RequestContext;
  readonly syncs: () => number;
  readonly requests: DoubleRequest[];
  /** Make a call fail: return true for the call that should throw (once). */
  failWhen?: (fault: Fault) => boolean;
  /** Every call received, in order (api@sheet). */
  readonly log: string[];
}

export interface DoubleOptions {
  readonly sheets?: readonly string[];
  readonly loaded?: LoadedFactory;
}
