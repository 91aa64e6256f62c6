/**
 * The office-js renderer: queues a workbook description (src/workbook/model.ts) into the open workbook.
 *
 * Everything is queued, nothing is synced here: the builder (builder.ts) decides when to sync, so a
 * whole workbook goes out in one request however many rows the catalogs have. Per sheet, values and
 * formulas go as one 2-D `range.formulas` block (invariant English, never formulasLocal), number
 * formats as one `range.numberFormat` block set before it (text cells get "@", so text stays text),
 * styles per style as a RangeAreas (`worksheet.getRanges`, styleAreas.ts) whose format is set once
 * (or, for a style on a few cells, setCellProperties on its rectangles, when that is smaller);
 * then widths, the heights of the rows a formula's text, a merged text or the sheet sizes
 * (../rowHeight.ts), merges, tables, data validation, charts (series, lines, labels and axes as the
 * .xlsx draws them), frozen panes, print setup (with the repeated title rows and the header and
 * footer) and tab colour:
 * everything the .xlsx renderer writes (tests/render/rendererParity.test.ts). Only
 * ExcelApi 1.x APIs that Excel on the web supports are used; the newest is ExcelApi 1.9 (getRanges,
 * pageLayout, suspendScreenUpdatingUntilNextSync).
 */
import type {
  ChartSpec,
  DataValidationSpec,
  FlagAboveSpec,
  NamedRange,
  PrintSetup,
  SheetSpec,
  WorkbookSpec,
} from "../../workbook/model";
import {
  BAR_GAP_WIDTH,
  DEFAULT_CHART_NUMBER_FORMAT,
  LIMIT_LINE_COLOR,
  seriesColor,
} from "../../workbook/chartLook";
import { headerFooterSectionCode } from "../../workbook/printSetup";
import {
  CellBox,
  boxAddress,
  cellRef,
  columnLetters,
  parseBox,
  quoteSheetName,
  splitSheetReference,
} from "../../workbook/a1";
import { columnWidthPoints, sheetBlocks } from "./blocks";
import { rowHeight } from "../rowHeight";
import { ACTION_ALLOWANCE_BYTES, argumentBytes, utf8Bytes } from "./payload";
import { StyleQueue, styleQueues } from "./styleAreas";

/** The API level the renderer needs (Excel 2019, Microsoft 365, Excel on the web). */
export const REQUIRED_EXCEL_API = "1.9";

/** Proxies for one request: the workbook and its sheets by name (one getItem per sheet per request). */
export interface Book {
  readonly workbook: Excel.Workbook;
  sheet(name: string): Excel.Worksheet;
}

export function bookOf(workbook: Excel.Workbook): Book {
  const sheets = new Map<string, Excel.Worksheet>();
  return {
    workbook,
    sheet(name) {
      let sheet = sheets.get(name);
      if (!sheet) {
        sheet = workbook.worksheets.getItem(name);
        sheets.set(name, sheet);
      }
      return sheet;
    },
  };
}

/** One piece of queued work; `sheet` names the sheet it writes, for progress. */
export interface Step {
  readonly label: string;
  readonly sheet?: string;
  readonly queue: (book: Book) => void;
}

/** A block larger than this is written in row slices, so a request can stay under its limit. */
export const BLOCK_SLICE_BYTES = 1024 * 1024;

/** Consecutive row ranges [start, end) of a 2-D block, each about `maxBytes` of JSON or less. */
export function rowSlices(rows: readonly unknown[][], maxBytes: number): [number, number][] {
  const slices: [number, number][] = [];
  let start = 0;
  let bytes = 0;
  rows.forEach((row, r) => {
    const rowBytes = argumentBytes(row) + 1;
    if (r > start && bytes + rowBytes > maxBytes) {
      slices.push([start, r]);
      start = r;
      bytes = 0;
    }
    bytes += rowBytes;
  });
  if (rows.length > start) slices.push([start, rows.length]);
  return slices;
}

function blockSteps<T>(
  sheet: string,
  label: string,
  box: CellBox | undefined,
  rows: T[][],
  sliceBytes: number,
  write: (range: Excel.Range, rows: T[][]) => void
): Step[] {
  if (!box || rows.length === 0) return [];
  return rowSlices(rows, sliceBytes).map(([start, end]) => ({
    label,
    sheet,
    queue: (book: Book) => {
      const slice = { ...box, top: box.top + start, bottom: box.top + end - 1 };
      write(book.sheet(sheet).getRange(boxAddress(slice)), rows.slice(start, end));
    },
  }));
}

/**
 * The styles of one sheet, each as getRanges calls or setCellProperties on its rectangles, whichever
 * is smaller (styleAreas.ts), grouped into steps of about `sliceBytes` each; or, when that is smaller
 * still (a sheet of many styles on a few cells each, as the Dell method's Table 14 to 17), the one
 * setCellProperties block over the sheet's styled box, {} in its unstyled cells (which leaves them as
 * they are), in row slices.
 */
export function styleSteps(
  sheet: SheetSpec,
  styles: WorkbookSpec["styles"],
  sliceBytes = BLOCK_SLICE_BYTES
): Step[] {
  const name = sheet.name;
  const queues = styleQueues(sheet, styles);
  const total = queues.reduce((n, q) => n + q.bytes, 0);
  // A sheet of many small, scattered styles (a few cells each) is smaller as the one block.
  const blocks = sheetBlocks(sheet, styles);
  if (blocks.styleBox) {
    const address = boxAddress(blocks.styleBox);
    const blockBytes =
      2 * ACTION_ALLOWANCE_BYTES +
      argumentBytes([address]) +
      argumentBytes([blocks.cellProperties]);
    if (blockBytes < total)
      return blockSteps(
        name,
        "styles",
        blocks.styleBox,
        blocks.cellProperties,
        sliceBytes,
        (r, rows) => r.setCellProperties(rows)
      );
  }
  const groups: StyleQueue[][] = [];
  let bytes = 0;
  for (const style of queues) {
    if (groups.length === 0 || bytes + style.bytes > sliceBytes) {
      groups.push([]);
      bytes = 0;
    }
    groups[groups.length - 1].push(style);
    bytes += style.bytes;
  }
  return groups.map((group) => ({
    label: "styles",
    sheet: name,
    queue: (book: Book) => {
      const ws = book.sheet(name);
      for (const style of group) style.queue(ws);
    },
  }));
}

/** Values, formulas, number formats and styles of one sheet, then its column widths and merges. */
export function cellSteps(
  sheet: SheetSpec,
  styles: WorkbookSpec["styles"],
  sliceBytes = BLOCK_SLICE_BYTES
): Step[] {
  const blocks = sheetBlocks(sheet, styles);
  const name = sheet.name;
  const block = <T>(
    label: string,
    box: CellBox | undefined,
    rows: T[][],
    write: (range: Excel.Range, rows: T[][]) => void
  ): Step[] => blockSteps(name, label, box, rows, sliceBytes, write);
  // Number formats first: a cell formatted as text keeps what is then written into it as text.
  const steps: Step[] = [
    ...block("number formats", blocks.formatBox, blocks.numberFormats, (r, rows) => {
      r.numberFormat = rows;
    }),
    ...block("values and formulas", blocks.box, blocks.formulas, (r, rows) => {
      r.formulas = rows;
    }),
    ...styleSteps(sheet, styles, sliceBytes),
  ];
  const widths = sheet.columnWidths ?? [];
  const merges = sheet.merges ?? [];
  // Excel fits a row to the text written into it, but not to a formula's text when it recalculates,
  // nor to the text of a merged cell: a row with a formula's longestText, a text heading a merge (the
  // Summary's project name, in B:D), or a height the sheet gives, gets the .xlsx file's height.
  const mergeHeads = new Set(merges.map(parseBox).map((b) => `${b.top},${b.left}`));
  const heights = sheet.rows.flatMap((cells, r) => {
    const fixed =
      sheet.rowHeights?.[r] ||
      cells.some(
        (cell, c) =>
          cell?.longestText || (typeof cell?.value === "string" && mergeHeads.has(`${r},${c}`))
      );
    const points = fixed ? rowHeight(r, cells, sheet, (cell) => styles[cell.style!] ?? {}) : 0;
    return points ? [[r + 1, points] as const] : [];
  });
  if (widths.length > 0 || merges.length > 0 || heights.length > 0) {
    steps.push({
      label: "column widths, row heights and merged cells",
      sheet: name,
      queue: (book) => {
        const ws = book.sheet(name);
        widths.forEach((width, c) => {
          if (width > 0) {
            const col = columnLetters(c);
            ws.getRange(`${col}:${col}`).format.columnWidth = columnWidthPoints(width);
          }
        });
        heights.forEach(([row, points]) => {
          ws.getRange(`${row}:${row}`).format.rowHeight = points;
        });
        merges.forEach((ref) => ws.getRange(ref).merge(false));
      },
    });
  }
  return steps;
}

/** The formula of a workbook-scoped name: ='Inputs (2)'!$C$5. */
export function nameFormula(name: NamedRange): string {
  return `=${quoteSheetName(name.sheet)}!${name.ref}`;
}

/**
 * Defines the workbook-scoped names. A name in `reuse` already exists (it is ExSize's, from the build
 * being replaced, or broken): it is pointed at the new cells in place, so formulas of the user's that
 * use it keep working.
 */
export function nameSteps(
  names: readonly NamedRange[],
  reuse: ReadonlySet<string>,
  sliceBytes = BLOCK_SLICE_BYTES
): Step[] {
  // Chunks of about `sliceBytes` (a name: an add or getItem, a getRange, and its texts), so a
  // request that has room left takes some of the names rather than none.
  const chunks: NamedRange[][] = [];
  let bytes = 0;
  for (const n of names) {
    const nameBytes =
      3 * ACTION_ALLOWANCE_BYTES + utf8Bytes(n.name + n.sheet + n.ref + (n.comment ?? ""));
    if (chunks.length === 0 || bytes + nameBytes > sliceBytes) {
      chunks.push([]);
      bytes = 0;
    }
    chunks[chunks.length - 1].push(n);
    bytes += nameBytes;
  }
  return chunks.map((chunk) => ({
    label: "names",
    queue: (book: Book) => {
      for (const n of chunk) {
        if (reuse.has(n.name.toLowerCase())) {
          const item = book.workbook.names.getItem(n.name);
          item.formula = nameFormula(n);
          if (n.comment !== undefined) item.comment = n.comment;
        } else {
          book.workbook.names.add(n.name, book.sheet(n.sheet).getRange(n.ref), n.comment);
        }
      }
    },
  }));
}

/** Excel's limits on data validation texts (longer ones are refused). */
const LIMITS = { title: 32, errorMessage: 225, prompt: 255 };

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The office-js rule for a model rule (a custom rule's reference is relative to the range's first cell). */
export function validationRule(spec: DataValidationSpec): Excel.DataValidationRule {
  const rule = spec.rule;
  if (rule.type === "list")
    return { list: { inCellDropDown: true, source: rule.choices.join(",") } };
  const box = parseBox(spec.ref);
  const topLeft = cellRef(box.top, box.left);
  if (rule.max !== undefined && rule.minExclusive) {
    // No single operator is "greater than min and at most max": a custom rule says it.
    const whole = rule.type === "whole" ? `,INT(${topLeft})=${topLeft}` : "";
    const formula = `=AND(ISNUMBER(${topLeft}),${topLeft}>${rule.min},${topLeft}<=${rule.max}${whole})`;
    return { custom: { formula } };
  }
  const basic: Excel.BasicDataValidation =
    rule.max !== undefined
      ? { operator: "Between", formula1: rule.min, formula2: rule.max }
      : {
          operator: rule.minExclusive ? "GreaterThan" : "GreaterThanOrEqualTo",
          formula1: rule.min,
        };
  return rule.type === "whole" ? { wholeNumber: basic } : { decimal: basic };
}

function queueValidation(ws: Excel.Worksheet, spec: DataValidationSpec): void {
  const dv = ws.getRange(spec.ref).dataValidation;
  dv.rule = validationRule(spec);
  dv.ignoreBlanks = spec.allowBlank ?? true;
  dv.errorAlert = {
    showAlert: true,
    style: spec.errorStyle === "information" ? "Information" : "Stop",
    title: clip(spec.errorTitle, LIMITS.title),
    message: clip(spec.errorMessage, LIMITS.errorMessage),
  };
  if (spec.prompt)
    dv.prompt = { showPrompt: true, title: "", message: clip(spec.prompt, LIMITS.prompt) };
}

/**
 * A flagged block (SheetSpec.flags) as a custom conditional format: Excel's "light red fill with dark
 * red text" where AND(ISNUMBER(cell),cell>above), or "green fill with dark green text" where
 * cell<below, as the .xlsx renderer writes it.
 */
function queueFlag(ws: Excel.Worksheet, spec: FlagAboveSpec): void {
  const box = parseBox(spec.ref);
  const first = cellRef(box.top, box.left);
  const cf = ws.getRange(spec.ref).conditionalFormats.add("Custom" as Excel.ConditionalFormatType);
  const above = "above" in spec;
  cf.custom.rule.formula = above
    ? `=AND(ISNUMBER(${first}),${first}>${spec.above})`
    : `=AND(ISNUMBER(${first}),${first}<${spec.below})`;
  cf.custom.format.font.color = above ? "#9C0006" : "#006100";
  cf.custom.format.font.bold = true;
  cf.custom.format.fill.color = above ? "#FFC7CE" : "#C6EFCE";
}

function rangeOfReference(book: Book, ref: string): Excel.Range {
  const { sheet, address } = splitSheetReference(ref);
  return book.sheet(sheet).getRange(address);
}

/**
 * A chart as the .xlsx renderer draws it (src/workbook/chartLook.ts, src/render/xlsx/chart.ts): a
 * clustered bar or column chart whose bars carry the theme's accents and their values as labels in the
 * chart's number format; a `line` series a dashed dark red line over the bars on the same axes, without
 * markers or labels; the value axis from 0 unless the chart follows its data, in the same number format;
 * a horizontal chart's categories top down (the category axis reversed, the value axis crossing at its
 * last category so it stays below the bars); the legend at the bottom when there are several series.
 */
function queueChart(book: Book, ws: Excel.Worksheet, spec: ChartSpec): void {
  const [first] = spec.series;
  if (!first) return;
  const firstBox = parseBox(splitSheetReference(first.values).address);
  const seriesBy =
    firstBox.top === firstBox.bottom && firstBox.left !== firstBox.right ? "Rows" : "Columns";
  const chart = ws.charts.add(
    spec.type === "bar" ? "BarClustered" : "ColumnClustered",
    rangeOfReference(book, first.values),
    seriesBy
  );
  const format = spec.numberFormat ?? DEFAULT_CHART_NUMBER_FORMAT;
  chart.title.text = spec.title;
  chart.setPosition(spec.from, spec.to);
  chart.legend.visible = spec.series.length > 1;
  if (spec.series.length > 1) chart.legend.position = "Bottom";
  spec.series.forEach((s, i) => {
    const series = i === 0 ? chart.series.getItemAt(0) : chart.series.add(s.name);
    series.name = s.name;
    series.setValues(rangeOfReference(book, s.values));
    series.setXAxisValues(rangeOfReference(book, s.categories));
    if (s.line) {
      series.chartType = "Line";
      series.markerStyle = "None";
      series.format.line.color = `#${LIMIT_LINE_COLOR}`;
      series.format.line.lineStyle = "Dash";
      series.hasDataLabels = false;
    } else {
      series.format.fill.setSolidColor(`#${seriesColor(i)}`);
      series.gapWidth = BAR_GAP_WIDTH;
      series.hasDataLabels = true;
      series.dataLabels.showValue = true;
      series.dataLabels.numberFormat = format;
    }
  });
  const valueAxis = chart.axes.valueAxis;
  if (spec.valueAxisTitle) valueAxis.title.text = spec.valueAxisTitle;
  valueAxis.numberFormat = format;
  if ((spec.valueAxisFrom ?? "zero") === "zero") valueAxis.minimum = 0;
  if (spec.type === "bar") {
    chart.axes.categoryAxis.reversePlotOrder = true;
    chart.axes.categoryAxis.position = "Maximum";
  }
}

/**
 * A sheet's print setup as the .xlsx renderer writes it: orientation; one page wide and `fitToHeight`
 * pages tall (0: as many as needed); the print area; the rows repeated at the top of each page; the
 * header and footer on every page, each section in Excel's codes (headerFooterSectionCode).
 */
function queuePrint(ws: Excel.Worksheet, print: PrintSetup): void {
  const layout = ws.pageLayout;
  layout.orientation = print.orientation === "landscape" ? "Landscape" : "Portrait";
  if (print.fitToWidth)
    layout.zoom = { horizontalFitToPages: 1, verticalFitToPages: print.fitToHeight ?? 0 };
  if (print.area) layout.setPrintArea(print.area);
  if (print.titleRows) layout.setPrintTitleRows(`$${print.titleRows[0]}:$${print.titleRows[1]}`);
  if (print.header || print.footer) {
    const all = layout.headersFooters.defaultForAllPages;
    const code = (text: string | undefined) => (text ? headerFooterSectionCode(text) : "");
    all.leftHeader = code(print.header?.left);
    all.centerHeader = code(print.header?.center);
    all.rightHeader = code(print.header?.right);
    all.leftFooter = code(print.footer?.left);
    all.centerFooter = code(print.footer?.center);
    all.rightFooter = code(print.footer?.right);
  }
}

/** Tables, data validation, charts, frozen panes, print setup and tab colour of one sheet. */
export function objectSteps(sheet: SheetSpec): Step[] {
  const name = sheet.name;
  const has =
    (sheet.tables?.length ?? 0) +
      (sheet.validations?.length ?? 0) +
      (sheet.charts?.length ?? 0) +
      (sheet.flags?.length ?? 0) >
      0 ||
    sheet.freeze !== undefined ||
    sheet.print !== undefined ||
    sheet.tabColor !== undefined;
  if (!has) return [];
  return [
    {
      label: "tables, validation, charts and page setup",
      sheet: name,
      queue: (book) => {
        const ws = book.sheet(name);
        for (const t of sheet.tables ?? []) {
          const table = ws.tables.add(t.ref, true);
          table.name = t.name;
          if (t.style) table.style = t.style;
          if (t.showRowStripes !== undefined) table.showBandedRows = t.showRowStripes;
        }
        for (const v of sheet.validations ?? []) queueValidation(ws, v);
        for (const f of sheet.flags ?? []) queueFlag(ws, f);
        for (const c of sheet.charts ?? []) queueChart(book, ws, c);
        const freeze = sheet.freeze;
        if (freeze && freeze.rows > 0 && freeze.columns > 0) {
          ws.freezePanes.freezeAt(
            boxAddress({ top: 0, left: 0, bottom: freeze.rows - 1, right: freeze.columns - 1 })
          );
        } else if (freeze && freeze.rows > 0) ws.freezePanes.freezeRows(freeze.rows);
        else if (freeze && freeze.columns > 0) ws.freezePanes.freezeColumns(freeze.columns);
        if (sheet.print) queuePrint(ws, sheet.print);
        if (sheet.tabColor) ws.tabColor = `#${sheet.tabColor}`;
      },
    },
  ];
}

/**
 * Every step that fills sheets that already exist (added by the caller, named as in `spec`):
 * cells of every sheet first, then the names (their cells exist by then), then each sheet's tables,
 * validation, charts and page setup.
 */
export function contentSteps(
  spec: WorkbookSpec,
  reuseNames: ReadonlySet<string> = new Set(),
  sliceBytes = BLOCK_SLICE_BYTES
): Step[] {
  return [
    ...spec.sheets.flatMap((sheet) => cellSteps(sheet, spec.styles, sliceBytes)),
    ...nameSteps(spec.names, reuseNames, sliceBytes),
    ...spec.sheets.flatMap((sheet) => objectSteps(sheet)),
  ];
}
