import { cellRef, parseCellRef, parseRangeRef, rangeRef } from "../../workbook/a1";
import {
  DataValidationSpec,
  FlagAboveSpec,
  HeaderFooterSpec,
  PrintSetup,
  SheetSpec,
} from "../../workbook/model";
import { headerFooterSectionCode } from "../../workbook/printSetup";
import { rowHeight } from "../rowHeight";
import { LIMITS } from "./check";
import { SharedStrings } from "./sharedStrings";
import { StyleTable } from "./styles";
import { NS, XML_HEADER, attrs, esc } from "./xml";

export interface WorksheetParts {
  readonly shared: SharedStrings;
  readonly styles: StyleTable;
  readonly selected: boolean;
  /** Relationship id of the sheet's drawing (its charts), if any. */
  readonly drawingRelId?: string;
  /** Relationship ids of the sheet's tables, in SheetSpec.tables order. */
  readonly tableRelIds: readonly string[];
}

/**
 * xl/worksheets/sheetN.xml, its children in the order CT_Worksheet requires (ECMA-376 Part 1, 18.3.1.99).
 * Formula cells carry no cached value: Excel computes them on load (workbook.xml sets fullCalcOnLoad),
 * LibreOffice computes cells without a value, and nothing stale can show.
 */
export function worksheetXml(sheet: SheetSpec, parts: WorksheetParts): string {
  const lastRow = Math.max(sheet.rows.length - 1, 0);
  const lastCol = Math.max(0, ...sheet.rows.map((cells) => cells.length - 1));
  return (
    XML_HEADER +
    `<worksheet xmlns="${NS.main}" xmlns:r="${NS.r}">` +
    sheetPrXml(sheet) +
    `<dimension ref="${rangeRef(0, 0, lastRow, lastCol)}"/>` +
    sheetViewsXml(sheet, parts.selected) +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    colsXml(sheet.columnWidths ?? []) +
    sheetDataXml(sheet, parts) +
    mergesXml(sheet.merges ?? []) +
    flagsXml(sheet.flags ?? []) +
    validationsXml(sheet.validations ?? []) +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    (sheet.print
      ? `<pageSetup${attrs({
          orientation: sheet.print.orientation,
          fitToWidth: sheet.print.fitToWidth ? 1 : undefined,
          fitToHeight: sheet.print.fitToWidth ? (sheet.print.fitToHeight ?? 0) : undefined,
        })}/>` + headerFooterXml(sheet.print)
      : "") +
    (parts.drawingRelId ? `<drawing r:id="${parts.drawingRelId}"/>` : "") +
    (parts.tableRelIds.length
      ? `<tableParts count="${parts.tableRelIds.length}">${parts.tableRelIds
          .map((id) => `<tablePart r:id="${id}"/>`)
          .join("")}</tableParts>`
      : "") +
    "</worksheet>"
  );
}

/**
 * A header or footer as Excel codes it (18.8.4.x, "&L" left, "&C" centre, "&R" right section, "&P" the
 * page, "&N" the pages, "&A" the sheet); a literal "&" is doubled.
 */
export function headerFooterCode(spec: HeaderFooterSpec | undefined): string {
  if (!spec) return "";
  const code = headerFooterSectionCode;
  return (
    (spec.left ? `&L${code(spec.left)}` : "") +
    (spec.center ? `&C${code(spec.center)}` : "") +
    (spec.right ? `&R${code(spec.right)}` : "")
  );
}

/** headerFooter (18.3.1.46), after pageSetup as CT_Worksheet orders them. */
function headerFooterXml(print: PrintSetup): string {
  const header = headerFooterCode(print.header);
  const footer = headerFooterCode(print.footer);
  if (!header && !footer) return "";
  return (
    "<headerFooter>" +
    (header ? `<oddHeader>${esc(header)}</oddHeader>` : "") +
    (footer ? `<oddFooter>${esc(footer)}</oddFooter>` : "") +
    "</headerFooter>"
  );
}

function sheetPrXml(sheet: SheetSpec): string {
  const tab = sheet.tabColor ? `<tabColor rgb="FF${sheet.tabColor.toUpperCase()}"/>` : "";
  const fit = sheet.print?.fitToWidth ? '<pageSetUpPr fitToPage="1"/>' : "";
  return tab || fit ? `<sheetPr>${tab}${fit}</sheetPr>` : "";
}

function sheetViewsXml(sheet: SheetSpec, selected: boolean): string {
  const rows = sheet.freeze?.rows ?? 0;
  const cols = sheet.freeze?.columns ?? 0;
  let pane = "";
  if (rows > 0 || cols > 0) {
    const activePane = rows > 0 && cols > 0 ? "bottomRight" : rows > 0 ? "bottomLeft" : "topRight";
    const topLeft = cellRef(rows, cols);
    pane =
      `<pane${attrs({ xSplit: cols || undefined, ySplit: rows || undefined, topLeftCell: topLeft, activePane, state: "frozen" })}/>` +
      `<selection pane="${activePane}" activeCell="${topLeft}" sqref="${topLeft}"/>`;
  }
  return `<sheetViews><sheetView${attrs({ tabSelected: selected || undefined, workbookViewId: 0 })}>${pane}</sheetView></sheetViews>`;
}

/** Excel stores a width in characters of the default font plus 5 pixels of padding (18.3.1.13). */
function colsXml(widths: readonly number[]): string {
  if (widths.length === 0) return "";
  const cols = widths.map((chars, i) => {
    const width = Math.trunc(((chars * 7 + 5) / 7) * 256) / 256;
    return `<col${attrs({ min: i + 1, max: i + 1, width, customWidth: true })}/>`;
  });
  return `<cols>${cols.join("")}</cols>`;
}

function sheetDataXml(sheet: SheetSpec, parts: WorksheetParts): string {
  const rows: string[] = [];
  sheet.rows.forEach((cells, r) => {
    const xml: string[] = [];
    cells.forEach((cell, c) => {
      if (!cell) return;
      const ref = cellRef(r, c);
      const s = parts.styles.indexOf(cell);
      const style = s ? ` s="${s}"` : "";
      if (cell.formula !== undefined) {
        xml.push(`<c r="${ref}"${style}><f>${esc(cell.formula.slice(1))}</f></c>`);
      } else if (typeof cell.value === "string") {
        xml.push(`<c r="${ref}"${style} t="s"><v>${parts.shared.indexOf(cell.value)}</v></c>`);
      } else if (typeof cell.value === "number") {
        xml.push(`<c r="${ref}"${style}><v>${cell.value}</v></c>`);
      } else if (typeof cell.value === "boolean") {
        xml.push(`<c r="${ref}"${style} t="b"><v>${cell.value ? 1 : 0}</v></c>`);
      } else if (s) {
        xml.push(`<c r="${ref}"${style}/>`);
      }
    });
    const ht = rowHeight(r, cells, sheet, (cell) => parts.styles.styleOf(cell));
    const height = ht === undefined ? "" : ` ht="${ht}" customHeight="1"`;
    if (xml.length) rows.push(`<row r="${r + 1}"${height}>${xml.join("")}</row>`);
  });
  return `<sheetData>${rows.join("")}</sheetData>`;
}

function mergesXml(merges: readonly string[]): string {
  if (merges.length === 0) return "";
  return `<mergeCells count="${merges.length}">${merges.map((m) => `<mergeCell ref="${m}"/>`).join("")}</mergeCells>`;
}

/**
 * The dxfs of styles.xml (StyleTable.xml with flags): a flag `above` a limit uses the first, Excel's
 * "light red fill with dark red text"; a flag `below` one the second, "green fill with dark green text".
 */
export const FLAG_DXF_ID = 0;
export const FLAG_BELOW_DXF_ID = 1;

/** Conditional formatting (18.3.1.18), after mergeCells and before dataValidations as CT_Worksheet orders them. */
function flagsXml(flags: readonly FlagAboveSpec[]): string {
  return flags
    .map((f, i) => {
      const box = parseRangeRef(f.ref.includes(":") ? f.ref : `${f.ref}:${f.ref}`);
      const first = cellRef(box.from.row, box.from.col);
      const [op, limit, dxf] =
        "above" in f ? [">", f.above, FLAG_DXF_ID] : ["<", f.below, FLAG_BELOW_DXF_ID];
      const formula = `AND(ISNUMBER(${first}),${first}${op}${num(limit)})`;
      return (
        `<conditionalFormatting sqref="${f.ref.replace(/\$/g, "")}">` +
        `<cfRule type="expression" dxfId="${dxf}" priority="${i + 1}"><formula>${esc(formula)}</formula></cfRule>` +
        "</conditionalFormatting>"
      );
    })
    .join("");
}

function validationsXml(validations: readonly DataValidationSpec[]): string {
  if (validations.length === 0) return "";
  return `<dataValidations count="${validations.length}">${validations.map(validationXml).join("")}</dataValidations>`;
}

/** A number as a validation formula writes it (invariant: "." decimals). */
function num(n: number): string {
  return String(n);
}

function validationXml(v: DataValidationSpec): string {
  const rule = v.rule;
  let type: string;
  let operator: string | undefined;
  let formulas: string[];
  if (rule.type === "list") {
    const bad = rule.choices.find((c) => c.includes(","));
    if (bad !== undefined) throw new Error(`a list choice cannot hold a comma ("${bad}")`);
    const list = `"${rule.choices.map((c) => c.replace(/"/g, '""')).join(",")}"`;
    if (list.length > LIMITS.validationList + 2)
      throw new Error(`validation list of ${v.ref} too long`);
    type = "list";
    formulas = [list];
  } else if (rule.max === undefined) {
    type = rule.type;
    operator = rule.minExclusive ? "greaterThan" : "greaterThanOrEqual";
    formulas = [num(rule.min)];
  } else if (!rule.minExclusive) {
    type = rule.type;
    operator = "between";
    formulas = [num(rule.min), num(rule.max)];
  } else {
    // Excel has no "greater than a and at most b": a custom rule relative to the range's first cell.
    const first = cellRef(parseRangeRef(v.ref).from.row, parseRangeRef(v.ref).from.col);
    type = "custom";
    const whole = rule.type === "whole" ? `,INT(${first})=${first}` : "";
    formulas = [
      `AND(ISNUMBER(${first}),${first}>${num(rule.min)},${first}<=${num(rule.max)}${whole})`,
    ];
  }
  return (
    `<dataValidation${attrs({
      type,
      errorStyle: v.errorStyle === "information" ? "information" : undefined,
      operator,
      // The model's default is Excel's own ("Ignore blank" ticked): blanks allowed unless false.
      allowBlank: v.allowBlank === false ? undefined : true,
      showInputMessage: v.prompt ? true : undefined,
      showErrorMessage: true,
      errorTitle: v.errorTitle,
      error: v.errorMessage,
      prompt: v.prompt,
      sqref: v.ref.replace(/\$/g, ""),
    })}>` +
    formulas.map((f, i) => `<formula${i + 1}>${esc(f)}</formula${i + 1}>`).join("") +
    "</dataValidation>"
  );
}

/** The 0-based corner cells of a chart anchor ("E4" -> row 3, col 4). */
export function anchorCells(from: string, to: string) {
  return { from: parseCellRef(from), to: parseCellRef(to) };
}
