/**
 * Cell styles written compactly (the renderer's styleSteps picks, per style, the smaller of the two
 * ways styleQueues estimates, and per sheet the old per-cell block if smaller still; see below):
 * per sheet and per style, the style's cells as a few rectangles, sent
 * as comma-separated address lists to `worksheet.getRanges(list)` (a RangeAreas, ExcelApi 1.9) whose
 * `.format` gets the style's properties once. Before, a sheet's styles went as one
 * `range.setCellProperties` block over the sheet's styled box, about 300 bytes of JSON per cell; a
 * style's address list is a few bytes per rectangle and its properties about 20 actions whatever its
 * cell count (the 12-design Compare workbook's styles: 3.6 MB before, see docs/performance.md).
 *
 * Rectangles: per column, vertical runs of consecutive cells of the style; then runs with the same top
 * and bottom in adjacent columns join into one rectangle. Worked example: a style on B2:C4 and D2
 * gives the runs B2:B4, C2:C4, D2:D2, joined into "B2:C4,D2".
 *
 * Borders: office-js sets a RangeFormat's borders per edge of each area (EdgeTop, EdgeBottom,
 * EdgeLeft, EdgeRight) and between its cells (InsideHorizontal, InsideVertical). cellPropertiesOf
 * gives a boxed style's every cell its four edges, so a boxed area gets the four edges and the inside
 * borders its shape has (InsideHorizontal only on areas taller than one row, InsideVertical only on
 * areas wider than one column: such areas are listed apart, so no inside border is ever set on an area
 * that has none). A style with a bottom border only is written in one-row areas (no vertical runs):
 * EdgeBottom then reaches every cell, and no cell gets a top border it did not have.
 *
 * Address lists: Microsoft documents that Worksheet.getRange(address) and getRanges(address) take an
 * address string of at most 8,192 characters and truncate a longer one ("Range return character
 * limit", learn.microsoft.com/office/dev/add-ins/excel/excel-add-ins-troubleshooting); users report
 * getRanges refusing lists of about 8,200 characters and 500 areas, and lists below that sometimes
 * failing on the web (github.com/OfficeDev/office-js/issues/5198). A list here is at most
 * ADDRESS_LIST_MAX_CHARS = 2,000 characters, a quarter of the documented limit (a conservative choice
 * of ours, not a documented figure): at most about 250 areas.
 */
import type { Cell, CellStyle, SheetSpec, WorkbookSpec } from "../../workbook/model";
import { CellBox, boxAddress } from "../../workbook/a1";
import { cellPropertiesOf } from "./blocks";
import { ACTION_ALLOWANCE_BYTES, argumentBytes, estimateRequestBytes } from "./payload";

/** Longest address list passed to one getRanges call (see the module comment). */
export const ADDRESS_LIST_MAX_CHARS = 2000;

/** One style of a sheet: its cells as rectangles, and whether borders inside them are needed. */
export interface StyleAreas {
  /** The style's key in WorkbookSpec.styles. */
  readonly key: string;
  readonly style: CellStyle;
  /** Rectangles covering exactly the style's cells on the sheet, disjoint. */
  readonly boxes: readonly CellBox[];
}

function hasProperties(style: CellStyle | undefined): style is CellStyle {
  return style !== undefined && Object.keys(cellPropertiesOf(style)).length > 0;
}

/**
 * The rectangles of each style of a sheet with properties beyond the number format (cellPropertiesOf
 * not empty), in order of first appearance. A cell without such a style is in no rectangle.
 */
export function styleAreas(sheet: SheetSpec, styles: WorkbookSpec["styles"]): StyleAreas[] {
  const keyAt = (r: number, c: number): string | undefined => {
    const cell: Cell | null | undefined = sheet.rows[r]?.[c];
    const key = cell?.style;
    return key !== undefined && hasProperties(styles[key]) ? key : undefined;
  };
  const order: string[] = [];
  const boxes = new Map<string, CellBox[]>();
  // Open rectangles by "key top bottom": the index of one ending in the previous column.
  let open = new Map<string, number>();
  const columns = sheet.rows.reduce((n, row) => Math.max(n, row.length), 0);
  for (let c = 0; c < columns; c++) {
    const next = new Map<string, number>();
    for (let r = 0; r < sheet.rows.length; r++) {
      const key = keyAt(r, c);
      if (key === undefined) continue;
      const vertical = styles[key].border !== "bottom";
      let bottom = r;
      while (vertical && keyAt(bottom + 1, c) === key) bottom++;
      const id = `${key} ${r} ${bottom}`;
      let list = boxes.get(key);
      if (!list) {
        list = [];
        boxes.set(key, list);
        order.push(key);
      }
      const index = open.get(id);
      if (index !== undefined) {
        list[index] = { ...list[index], right: c };
        next.set(id, index);
      } else {
        list.push({ top: r, left: c, bottom, right: c });
        next.set(id, list.length - 1);
      }
      r = bottom;
    }
    open = next;
  }
  return order.map((key) => ({ key, style: styles[key], boxes: boxes.get(key)! }));
}

/** Comma-separated address lists of `boxes`, each at most `maxChars` long ("A1:B4,D2,F1:F9"). */
export function addressLists(
  boxes: readonly CellBox[],
  maxChars = ADDRESS_LIST_MAX_CHARS
): string[] {
  const lists: string[] = [];
  let current = "";
  for (const box of boxes) {
    const address = boxAddress(box);
    if (address.length > maxChars) throw new Error(`address ${address} longer than ${maxChars}`);
    if (current !== "" && current.length + 1 + address.length > maxChars) {
      lists.push(current);
      current = "";
    }
    current = current === "" ? address : `${current},${address}`;
  }
  if (current !== "") lists.push(current);
  return lists;
}

/** One getRanges call: its address list and the inside borders its areas all have room for. */
export interface StyleWrite {
  readonly style: CellStyle;
  readonly addresses: string;
  readonly insideHorizontal: boolean;
  readonly insideVertical: boolean;
}

/**
 * The getRanges calls of one sheet's styles. A boxed style's rectangles are listed by shape (taller
 * than one row or not, wider than one column or not), so each call sets exactly the inside borders
 * all its areas have.
 */
export function styleWrites(
  sheet: SheetSpec,
  styles: WorkbookSpec["styles"],
  maxChars = ADDRESS_LIST_MAX_CHARS
): StyleWrite[] {
  return styleAreas(sheet, styles).flatMap((areas) => writesOf(areas, maxChars));
}

/** The getRanges calls of one style (see styleWrites). */
export function writesOf(
  { style, boxes }: StyleAreas,
  maxChars = ADDRESS_LIST_MAX_CHARS
): StyleWrite[] {
  const writes: StyleWrite[] = [];
  const shapes = new Map<string, CellBox[]>();
  for (const box of boxes) {
    const shape =
      style.border === "box"
        ? `${box.bottom > box.top ? "H" : ""}${box.right > box.left ? "V" : ""}`
        : "";
    if (!shapes.has(shape)) shapes.set(shape, []);
    shapes.get(shape)!.push(box);
  }
  for (const [shape, list] of shapes) {
    for (const addresses of addressLists(list, maxChars)) {
      writes.push({
        style,
        addresses,
        insideHorizontal: shape.includes("H"),
        insideVertical: shape.includes("V"),
      });
    }
  }
  return writes;
}

const ALIGN = { left: "Left", center: "Center", right: "Right" } as const;
const VALIGN = { top: "Top", center: "Center", bottom: "Bottom" } as const;

function thin(border: Excel.RangeBorder): void {
  border.style = "Continuous";
  border.weight = "Thin";
  border.color = "#000000";
}

/**
 * Queues one style onto a RangeAreas: the same properties cellPropertiesOf gives each cell (font,
 * fill, alignment, wrap, thin black borders, protection), each set once for all the areas.
 */
export function queueStyleWrite(ws: Excel.Worksheet, write: StyleWrite): void {
  const { style } = write;
  const format = ws.getRanges(write.addresses).format;
  if (style.bold !== undefined) format.font.bold = style.bold;
  if (style.italic !== undefined) format.font.italic = style.italic;
  if (style.fontSize !== undefined) format.font.size = style.fontSize;
  if (style.fontColor !== undefined) format.font.color = `#${style.fontColor}`;
  if (style.fill !== undefined) format.fill.color = `#${style.fill}`;
  if (style.horizontalAlignment) format.horizontalAlignment = ALIGN[style.horizontalAlignment];
  if (style.verticalAlignment) format.verticalAlignment = VALIGN[style.verticalAlignment];
  if (style.wrap !== undefined) format.wrapText = style.wrap;
  if (style.border === "box") {
    for (const edge of ["EdgeTop", "EdgeBottom", "EdgeLeft", "EdgeRight"] as const)
      thin(format.borders.getItem(edge));
    if (write.insideHorizontal) thin(format.borders.getItem("InsideHorizontal"));
    if (write.insideVertical) thin(format.borders.getItem("InsideVertical"));
  }
  if (style.border === "bottom") thin(format.borders.getItem("EdgeBottom"));
  if (style.locked !== undefined) format.protection.locked = style.locked;
}

/** One style of a sheet as queued work, and its estimated request bytes. */
export interface StyleQueue {
  readonly bytes: number;
  /** "areas": getRanges calls; "cells": setCellProperties per rectangle (the cheaper one). */
  readonly how: "areas" | "cells";
  readonly queue: (ws: Excel.Worksheet) => void;
}

/**
 * Estimated bytes of `range.setCellProperties` on each of `boxes` with the same `props` in every
 * cell: per rectangle a getRange action and a setCellProperties action (ACTION_ALLOWANCE_BYTES each,
 * payload.ts) and their arguments' JSON, [address] and [[[p,p],[p,p]]], counted without building it.
 */
export function cellPropertiesBytes(boxes: readonly CellBox[], props: unknown): number {
  const p = argumentBytes(props);
  let bytes = 0;
  for (const b of boxes) {
    const rows = b.bottom - b.top + 1;
    const columns = b.right - b.left + 1;
    const row = 2 + columns * p + (columns - 1);
    bytes += 2 * ACTION_ALLOWANCE_BYTES + argumentBytes([boxAddress(b)]);
    bytes += 2 + 2 + rows * row + (rows - 1);
  }
  return bytes;
}

/**
 * Each style of a sheet written the cheaper way. A RangeAreas costs about 20 actions a boxed style
 * (4 KB at 200 bytes an action) whatever its cell count; setCellProperties costs the props' JSON per
 * cell (30 to 300 bytes). So a style on a few cells (a title, a boxed input or two) goes as
 * setCellProperties on its rectangles, and a style on many cells as one RangeAreas per address list.
 * Either way each of the style's cells ends with cellPropertiesOf(style) and no other cell changes.
 */
export function styleQueues(
  sheet: SheetSpec,
  styles: WorkbookSpec["styles"],
  maxChars = ADDRESS_LIST_MAX_CHARS
): StyleQueue[] {
  return styleAreas(sheet, styles).map((areas) => {
    const writes = writesOf(areas, maxChars);
    const viaAreas = (ws: Excel.Worksheet): void => {
      for (const w of writes) queueStyleWrite(ws, w);
    };
    const areasBytes = estimateRequestBytes(viaAreas);
    const props = cellPropertiesOf(areas.style);
    const cellsBytes = cellPropertiesBytes(areas.boxes, props);
    if (areasBytes <= cellsBytes) return { bytes: areasBytes, how: "areas", queue: viaAreas };
    return {
      bytes: cellsBytes,
      how: "cells",
      queue: (ws) => {
        for (const b of areas.boxes) {
          const rows = Array.from({ length: b.bottom - b.top + 1 }, () =>
            Array<Excel.SettableCellProperties>(b.right - b.left + 1).fill(props)
          );
          ws.getRange(boxAddress(b)).setCellProperties(rows);
        }
      },
    };
  });
}
