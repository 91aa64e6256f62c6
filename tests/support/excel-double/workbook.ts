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
import { argumentBytes } from "../../../src/render/office/payload";

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
}

export interface DoubleChart {
  readonly type: string;
  readonly seriesBy: string;
  readonly source: DoubleRef;
  title?: string;
  position?: [string, string];
  legendVisible?: boolean;
  valueAxisTitle?: string;
  readonly series: DoubleSeries[];
}

export interface DoubleSheet {
  readonly id: number;
  name: string;
  visibility: "Visible" | "Hidden";
  readonly cells: Map<string, DoubleCell>;
  readonly merges: string[];
  readonly columnWidths: Map<string, number>;
  readonly validations: DoubleValidation[];
  readonly charts: DoubleChart[];
  /** Custom conditional formats: the range, the rule's formula and the format set. */
  readonly conditionalFormats: DoubleConditionalFormat[];
  freeze?: { rows: number; columns: number };
  readonly pageLayout: { orientation?: string; zoom?: unknown; printArea?: string };
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

const A1 = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i;
const COLUMNS = /^\$?([A-Z]{1,3}):\$?([A-Z]{1,3})$/i;

function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function colLetters(index: number): string {
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

function quote(sheet: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) && !/^[A-Za-z]{1,3}\d+$/.test(sheet)
    ? sheet
    : `'${sheet.replace(/'/g, "''")}'`;
}

const NAME_RULE = /^[A-Za-z_\\][A-Za-z0-9_.\\?]*$/;
const SHEET_FORBIDDEN = /[[\]:*?/\\]/;

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

/** A dead proxy: what a call returns after its request has already failed. Accepts anything. */
function dead(): any {
  return new Proxy(function dead() {}, {
    get: (_t, p) => (p === "then" ? undefined : dead()),
    set: () => true,
    apply: () => dead(),
  });
}

export function createExcelDouble(options: DoubleOptions = {}): ExcelDouble {
  const wb = new DoubleWorkbook(options.sheets);
  const loadedFactory = options.loaded ?? plainLoaded;
  const requests: DoubleRequest[] = [];
  const log: string[] = [];
  let current: DoubleRequest = { actions: 0, bytes: 0, apis: [] };
  let pending: OfficeJsError | Error | undefined;
  let commits: (() => Promise<void>)[] = [];
  let syncs = 0;

  const double: ExcelDouble = {
    workbook: wb,
    context: undefined as unknown as Excel.RequestContext,
    syncs: () => syncs,
    requests,
    log,
  };

  /** One action: measured, then applied unless the request has already failed. */
  function act<T>(api: string, sheet: DoubleSheet | undefined, args: unknown, apply: () => T): T {
    current.actions++;
    current.bytes += 200 + argumentBytes(args);
    current.apis.push(api);
    log.push(sheet ? `${api}@${sheet.name}` : api);
    if (pending) return dead();
    try {
      if (double.failWhen?.({ api, sheet: sheet?.name, args })) {
        double.failWhen = undefined;
        throw new OfficeJsError(
          "InvalidArgument",
          "The argument is invalid or missing or has an incorrect format.",
          api
        );
      }
      return apply();
    } catch (error) {
      pending = error as Error;
      return dead();
    }
  }

  function load<T extends Record<string, unknown>>(data: () => T, properties: string[]): unknown {
    const made = loadedFactory.make(data(), properties);
    commits.push(made.commit);
    return made.object;
  }

  function loadProps(arg: unknown): string[] {
    if (arg === undefined) return [];
    if (typeof arg === "string")
      return arg
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    if (Array.isArray(arg)) return arg as string[];
    return Object.keys(arg as object);
  }

  /** collection.load("items/a,items/b"): each item loaded, `items` readable after the sync. */
  function loadCollection(
    api: string,
    props: unknown,
    rows: () => Record<string, unknown>[]
  ): unknown {
    return act(api, undefined, props, () => {
      const collection: { items?: unknown[] } = {};
      const inner = loadProps(props).map((p) => p.replace(/^items\//, ""));
      const made = rows().map((data) => load(() => data, inner));
      commits.push(async () => {
        collection.items = made;
      });
      return collection;
    });
  }

  function requireSheet(id: number, api: string): DoubleSheet {
    const sheet = wb.sheetById(id);
    if (!sheet)
      throw new OfficeJsError("ItemNotFound", "The requested resource doesn't exist.", api);
    return sheet;
  }

  function rangeProxy(sheetOf: () => DoubleSheet, address: string): any {
    const box = () => parseAddress(address);
    const checkSize = (rows: unknown, api: string): unknown[][] => {
      const b = box();
      const arr = rows as unknown[][];
      if (
        !Array.isArray(arr) ||
        arr.length !== b.bottom - b.top + 1 ||
        arr.some((r) => !Array.isArray(r) || r.length !== b.right - b.left + 1)
      ) {
        throw new OfficeJsError(
          "InvalidArgument",
          `The number of rows or columns in the input array doesn't match the size or dimensions of the range (${address}).`,
          api
        );
      }
      return arr;
    };
    const eachCell = (rows: unknown[][], fn: (cell: DoubleCell, v: unknown) => void) => {
      const b = box();
      const sheet = sheetOf();
      rows.forEach((row, r) => row.forEach((v, c) => fn(wb.cell(sheet, b.top + r, b.left + c), v)));
    };
    const validation: DoubleValidation = { ref: address };
    let validationAdded = false;
    const dv = () => {
      if (!validationAdded) {
        sheetOf().validations.push(validation);
        validationAdded = true;
      }
      return validation;
    };
    const range: any = {
      __ref: () => ({ sheetId: sheetOf().id, address: absolute(box()) }),
      set formulas(rows: FormulaCell[][]) {
        act("Range.formulas", sheetOf(), rows, () =>
          eachCell(checkSize(rows, "Range.formulas"), (cell, v) =>
            writeCell(cell, v as FormulaCell)
          )
        );
      },
      set numberFormat(rows: string[][]) {
        act("Range.numberFormat", sheetOf(), rows, () =>
          eachCell(checkSize(rows, "Range.numberFormat"), (cell, v) => {
            cell.numberFormat = v as string;
          })
        );
      },
      setCellProperties(rows: Record<string, unknown>[][]) {
        act("Range.setCellProperties", sheetOf(), rows, () =>
          eachCell(checkSize(rows, "Range.setCellProperties"), (cell, v) => {
            cell.props = v as Record<string, unknown>;
          })
        );
      },
      merge(across: boolean) {
        act("Range.merge", sheetOf(), [across], () => sheetOf().merges.push(absolute(box())));
      },
      format: {
        set columnWidth(points: number) {
          act("RangeFormat.columnWidth", sheetOf(), points, () => {
            const m = COLUMNS.exec(address);
            if (!m)
              throw new OfficeJsError(
                "InvalidArgument",
                "Column width on a non-column range.",
                "RangeFormat.columnWidth"
              );
            sheetOf().columnWidths.set(m[1].toUpperCase(), points);
          });
        },
      },
      conditionalFormats: {
        add(type: string) {
          return act("ConditionalFormatCollection.add", sheetOf(), [type], () => {
            if (type !== "Custom")
              throw new OfficeJsError(
                "InvalidArgument",
                `The double models Custom conditional formats only (got ${type}).`,
                "ConditionalFormatCollection.add"
              );
            const cf: DoubleConditionalFormat = { ref: absolute(box()) };
            sheetOf().conditionalFormats.push(cf);
            return {
              custom: {
                rule: {
                  set formula(f: string) {
                    act("ConditionalFormatRule.formula", sheetOf(), f, () => {
                      checkFormula(f);
                      cf.formula = f;
                    });
                  },
                },
                format: {
                  font: {
                    set color(c: string) {
                      act("ConditionalRangeFont.color", sheetOf(), c, () => (cf.fontColor = c));
                    },
                    set bold(b: boolean) {
                      act("ConditionalRangeFont.bold", sheetOf(), b, () => (cf.bold = b));
                    },
                  },
                  fill: {
                    set color(c: string) {
                      act("ConditionalRangeFill.color", sheetOf(), c, () => (cf.fillColor = c));
                    },
                  },
                },
              },
            };
          });
        },
      },
      dataValidation: {
        set rule(rule: unknown) {
          act("DataValidation.rule", sheetOf(), rule, () => (dv().rule = rule));
        },
        set errorAlert(alert: { title?: string; message?: string }) {
          act("DataValidation.errorAlert", sheetOf(), alert, () => {
            if ((alert.title ?? "").length > 32 || (alert.message ?? "").length > 225) {
              throw new OfficeJsError(
                "InvalidArgument",
                "The error alert is too long.",
                "DataValidation.errorAlert"
              );
            }
            dv().errorAlert = alert;
          });
        },
        set prompt(prompt: unknown) {
          act("DataValidation.prompt", sheetOf(), prompt, () => (dv().prompt = prompt));
        },
        set ignoreBlanks(v: boolean) {
          act("DataValidation.ignoreBlanks", sheetOf(), v, () => (dv().ignoreBlanks = v));
        },
      },
      load(props?: unknown) {
        return act("Range.load", sheetOf(), props, () =>
          load(() => {
            const b = box();
            const sheet = sheetOf();
            const values: unknown[][] = [];
            for (let r = b.top; r <= b.bottom; r++) {
              const row: unknown[] = [];
              for (let c = b.left; c <= b.right; c++)
                row.push(sheet.cells.get(`${r},${c}`)?.content ?? "");
              values.push(row);
            }
            return { values, address: `${quote(sheet.name)}!${absolute(b)}` };
          }, loadProps(props))
        );
      },
    };
    return range;
  }

  function writeCell(cell: DoubleCell, v: FormulaCell): void {
    cell.written = v;
    if (typeof v === "number") {
      cell.kind = "number";
      cell.content = v;
    } else if (typeof v === "boolean") {
      cell.kind = "boolean";
      cell.content = v;
    } else if (v === "") {
      cell.kind = undefined;
      cell.content = undefined;
    } else if (v.startsWith("'")) {
      cell.kind = "text";
      cell.content = v.slice(1);
    } else if (cell.numberFormat === "@") {
      cell.kind = "text";
      cell.content = v;
    } else if (v.startsWith("=")) {
      checkFormula(v);
      cell.kind = "formula";
      cell.content = v;
    } else if (/^[+-]?\d+(\.\d+)?$/.test(v) || /^(true|false)$/i.test(v) || /^\d+\/\d+$/.test(v)) {
      // What Excel would make of it without the text format: a number, a boolean or a date.
      cell.kind = "number";
      cell.content = v;
    } else if (/^[+\-@]/.test(v)) {
      throw new OfficeJsError(
        "InvalidArgument",
        `Excel reads "${v}" as a formula and refuses it.`,
        "Range.formulas"
      );
    } else {
      cell.kind = "text";
      cell.content = v;
    }
  }

  function checkFormula(formula: string): void {
    let depth = 0;
    let inString = false;
    for (const ch of formula) {
      if (ch === '"') inString = !inString;
      else if (!inString && ch === "(") depth++;
      else if (!inString && ch === ")") depth--;
      else if (!inString && ch === ";") depth = NaN;
      if (depth < 0) break;
    }
    if (depth !== 0 || inString) {
      throw new OfficeJsError(
        "InvalidArgument",
        `There's a problem with this formula: ${formula}`,
        "Range.formulas"
      );
    }
  }

  function chartProxy(chart: DoubleChart, sheet: DoubleSheet): any {
    const seriesProxy = (s: DoubleSeries): any => ({
      set name(v: string) {
        act("ChartSeries.name", sheet, v, () => (s.name = v));
      },
      setValues(range: any) {
        act("ChartSeries.setValues", sheet, [range], () => (s.values = range.__ref()));
      },
      setXAxisValues(range: any) {
        act("ChartSeries.setXAxisValues", sheet, [range], () => (s.categories = range.__ref()));
      },
    });
    return {
      title: {
        set text(v: string) {
          act("ChartTitle.text", sheet, v, () => (chart.title = v));
        },
      },
      legend: {
        set visible(v: boolean) {
          act("ChartLegend.visible", sheet, v, () => (chart.legendVisible = v));
        },
      },
      setPosition(from: string, to: string) {
        act("Chart.setPosition", sheet, [from, to], () => {
          parseAddress(from);
          parseAddress(to);
          chart.position = [from, to];
        });
      },
      series: {
        getItemAt(i: number) {
          return act("ChartSeriesCollection.getItemAt", sheet, [i], () => {
            while (chart.series.length <= i) chart.series.push({});
            return seriesProxy(chart.series[i]);
          });
        },
        add(name: string) {
          return act("ChartSeriesCollection.add", sheet, [name], () => {
            const s: DoubleSeries = { name };
            chart.series.push(s);
            return seriesProxy(s);
          });
        },
      },
      axes: {
        valueAxis: {
          title: {
            set text(v: string) {
              act("ChartAxisTitle.text", sheet, v, () => (chart.valueAxisTitle = v));
            },
          },
        },
      },
    };
  }

  function tableProxy(get: () => DoubleTable, sheet?: DoubleSheet): any {
    return {
      set name(v: string) {
        act("Table.name", sheet, v, () => {
          const table = get();
          wb.checkName(v, table);
          table.name = v;
        });
      },
      set style(v: string) {
        act("Table.style", sheet, v, () => (get().style = v));
      },
      set showBandedRows(v: boolean) {
        act("Table.showBandedRows", sheet, v, () => (get().showBandedRows = v));
      },
    };
  }

  function worksheetProxy(resolve: () => DoubleSheet): any {
    let sheet: DoubleSheet | undefined;
    const s = (): DoubleSheet => (sheet ??= resolve());
    return {
      __sheet: s,
      set name(v: string) {
        act("Worksheet.name", s(), v, () => {
          wb.checkSheetName(v, s());
          s().name = v;
        });
      },
      set tabColor(v: string) {
        act("Worksheet.tabColor", s(), v, () => (s().tabColor = v));
      },
      activate() {
        act("Worksheet.activate", s(), [], () => (wb.activeSheetId = s().id));
      },
      delete() {
        act("Worksheet.delete", s(), [], () => {
          const target = s();
          const visible = wb.sheets.filter((x) => x.visibility === "Visible");
          if (visible.length === 1 && visible[0] === target) {
            throw new OfficeJsError(
              "InvalidOperation",
              "A workbook must contain at least one visible worksheet.",
              "Worksheet.delete"
            );
          }
          wb.sheets.splice(wb.sheets.indexOf(target), 1);
          for (let i = wb.tables.length - 1; i >= 0; i--)
            if (wb.tables[i].sheetId === target.id) wb.tables.splice(i, 1);
          if (wb.activeSheetId === target.id) wb.activeSheetId = wb.sheets[0]?.id ?? 0;
        });
      },
      getRange(address: string) {
        return act("Worksheet.getRange", s(), [address], () => {
          if (!COLUMNS.test(address)) parseAddress(address);
          return rangeProxy(s, address);
        });
      },
      load(props?: unknown) {
        return act("Worksheet.load", s(), props, () =>
          load(
            () => ({
              name: s().name,
              visibility: s().visibility,
              position: wb.sheets.indexOf(s()),
            }),
            loadProps(props)
          )
        );
      },
      tables: {
        add(address: string, hasHeaders: boolean) {
          return act("TableCollection.add", s(), [address, hasHeaders], () => {
            const b = parseAddress(address);
            const overlap = wb.tables.some((t) => {
              if (t.sheetId !== s().id) return false;
              const o = parseAddress(t.address);
              return !(
                o.bottom < b.top ||
                o.top > b.bottom ||
                o.right < b.left ||
                o.left > b.right
              );
            });
            if (overlap)
              throw new OfficeJsError(
                "InvalidOperation",
                "A table can't overlap another table.",
                "TableCollection.add"
              );
            let n = wb.tables.length + 1;
            while (wb.tables.some((t) => t.name.toLowerCase() === `table${n}`)) n++;
            const table: DoubleTable = { name: `Table${n}`, sheetId: s().id, address: absolute(b) };
            wb.tables.push(table);
            return tableProxy(() => table, s());
          });
        },
      },
      charts: {
        add(type: string, source: any, seriesBy: string) {
          return act("ChartCollection.add", s(), [type, source, seriesBy], () => {
            const chart: DoubleChart = { type, seriesBy, source: source.__ref(), series: [{}] };
            s().charts.push(chart);
            return chartProxy(chart, s());
          });
        },
      },
      freezePanes: {
        freezeAt(address: string) {
          act("WorksheetFreezePanes.freezeAt", s(), [address], () => {
            const b = parseAddress(address);
            s().freeze = { rows: b.bottom + 1, columns: b.right + 1 };
          });
        },
        freezeRows(rows: number) {
          act(
            "WorksheetFreezePanes.freezeRows",
            s(),
            [rows],
            () => (s().freeze = { rows, columns: 0 })
          );
        },
        freezeColumns(columns: number) {
          act(
            "WorksheetFreezePanes.freezeColumns",
            s(),
            [columns],
            () => (s().freeze = { rows: 0, columns })
          );
        },
      },
      pageLayout: {
        set orientation(v: string) {
          act("PageLayout.orientation", s(), v, () => (s().pageLayout.orientation = v));
        },
        set zoom(v: unknown) {
          act("PageLayout.zoom", s(), v, () => (s().pageLayout.zoom = v));
        },
        setPrintArea(address: string) {
          act("PageLayout.setPrintArea", s(), [address], () => {
            parseAddress(address);
            s().pageLayout.printArea = address;
          });
        },
      },
    };
  }

  function sheetByName(name: string, api: string): DoubleSheet {
    const sheet = wb.sheet(name);
    if (!sheet)
      throw new OfficeJsError(
        "ItemNotFound",
        `The requested resource doesn't exist: sheet ${name}.`,
        api
      );
    return sheet;
  }

  function namedItemProxy(resolve: () => DoubleName): any {
    return {
      set visible(v: boolean) {
        act("NamedItem.visible", undefined, v, () => (resolve().visible = v));
      },
      set comment(v: string) {
        act("NamedItem.comment", undefined, v, () => (resolve().comment = v));
      },
      set formula(v: string) {
        act("NamedItem.formula", undefined, v, () => {
          const item = resolve();
          const m =
            /^=(?:'((?:[^']|'')+)'|([^!'=]+))!(\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?)$/i.exec(v);
          const sheet = m && wb.sheet(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
          if (sheet && m) {
            item.ref = { sheetId: sheet.id, address: absolute(parseAddress(m[3])) };
            item.text = undefined;
          } else {
            item.ref = undefined;
            item.text = v;
          }
        });
      },
      delete() {
        act("NamedItem.delete", undefined, [], () => {
          const item = resolve();
          wb.names.splice(wb.names.indexOf(item), 1);
        });
      },
      getRange() {
        return act("NamedItem.getRange", undefined, [], () => {
          const item = resolve();
          if (!item.ref || !wb.sheetById(item.ref.sheetId)) {
            throw new OfficeJsError(
              "InvalidArgument",
              `The name ${item.name} does not refer to a range.`,
              "NamedItem.getRange"
            );
          }
          const ref = item.ref;
          return rangeProxy(() => requireSheet(ref.sheetId, "NamedItem.getRange"), ref.address);
        });
      },
    };
  }

  function nameByName(name: string): DoubleName {
    const item = wb.names.find((n) => n.name.toLowerCase() === name.toLowerCase());
    if (!item)
      throw new OfficeJsError(
        "ItemNotFound",
        `The requested resource doesn't exist: name ${name}.`,
        "NamedItemCollection.getItem"
      );
    return item;
  }

  const workbook: any = {
    worksheets: {
      add(name: string) {
        return act("WorksheetCollection.add", undefined, [name], () => {
          const sheet = wb.addSheet(name);
          return worksheetProxy(() => sheet);
        });
      },
      getItem(name: string) {
        return act("WorksheetCollection.getItem", undefined, [name], () => {
          const sheet = sheetByName(name, "WorksheetCollection.getItem");
          return worksheetProxy(() => sheet);
        });
      },
      getActiveWorksheet() {
        return act("WorksheetCollection.getActiveWorksheet", undefined, [], () =>
          worksheetProxy(() =>
            requireSheet(wb.activeSheetId, "WorksheetCollection.getActiveWorksheet")
          )
        );
      },
      load(props?: unknown) {
        return loadCollection("WorksheetCollection.load", props, () =>
          wb.sheets.map((s, i) => ({ name: s.name, visibility: s.visibility, position: i }))
        );
      },
    },
    names: {
      add(name: string, reference: any, comment?: string) {
        return act("NamedItemCollection.add", undefined, [name, reference, comment], () => {
          wb.checkName(name);
          const item: DoubleName = { name, visible: true, comment };
          if (typeof reference === "string") item.text = reference;
          else item.ref = reference.__ref();
          wb.names.push(item);
          return namedItemProxy(() => item);
        });
      },
      getItem(name: string) {
        return act("NamedItemCollection.getItem", undefined, [name], () => {
          const item = nameByName(name);
          return namedItemProxy(() => item);
        });
      },
      load(props?: unknown) {
        return loadCollection("NamedItemCollection.load", props, () =>
          wb.names.map((n) => ({
            name: n.name,
            formula: wb.formulaOf(n),
            visible: n.visible,
            comment: n.comment ?? "",
          }))
        );
      },
    },
    tables: {
      getItem(name: string) {
        return act("TableCollection.getItem", undefined, [name], () => {
          const table = wb.tables.find((t) => t.name.toLowerCase() === name.toLowerCase());
          if (!table)
            throw new OfficeJsError(
              "ItemNotFound",
              `The requested resource doesn't exist: table ${name}.`,
              "TableCollection.getItem"
            );
          return tableProxy(() => table);
        });
      },
      load(props?: unknown) {
        return loadCollection("TableCollection.load", props, () =>
          wb.tables.map((t) => ({
            name: t.name,
            worksheet: { name: wb.sheetById(t.sheetId)?.name ?? "" },
          }))
        );
      },
    },
    application: {
      suspendApiCalculationUntilNextSync() {
        act("Application.suspendApiCalculationUntilNextSync", undefined, [], () =>
          wb.application.push("suspendApiCalculationUntilNextSync")
        );
      },
      suspendScreenUpdatingUntilNextSync() {
        act("Application.suspendScreenUpdatingUntilNextSync", undefined, [], () =>
          wb.application.push("suspendScreenUpdatingUntilNextSync")
        );
      },
      calculate(type: string) {
        act("Application.calculate", undefined, [type], () =>
          wb.application.push(`calculate ${type}`)
        );
      },
    },
  };

  const context: any = {
    workbook,
    async sync() {
      syncs++;
      requests.push(current);
      current = { actions: 0, bytes: 0, apis: [] };
      const error = pending;
      pending = undefined;
      const toCommit = commits;
      commits = [];
      wb.application.push("sync");
      if (error) throw error;
      for (const commit of toCommit) await commit();
    },
  };
  (double as { context: Excel.RequestContext }).context = context as Excel.RequestContext;
  return double;
}
