/**
 * TEST DOUBLE of office-js (see state.ts): RangeAreas (`worksheet.getRanges`, ExcelApi 1.9) and the
 * part of its RangeFormat the builder sets: font bold/italic/size/color, fill colour, horizontal and
 * vertical alignment, wrap, borders by edge (style, weight, colour) and protection.locked. Each set is
 * stored into every cell of every area as `cell.props`, in the shape `range.setCellProperties` takes
 * ({ format: { font: { bold }, fill: { color }, borders: { top: { style, weight, color } }, ... } }),
 * merged into what the cell already had, as Excel changes only the property set.
 *
 * Borders per area, as Excel's RangeBorderCollection does for a range: EdgeTop is the top of the
 * area's first row, EdgeBottom the bottom of its last row, EdgeLeft and EdgeRight likewise by column;
 * InsideHorizontal is the bottom of every row but the last and the top of every row but the first
 * (nothing on a one-row area), InsideVertical likewise by column.
 *
 * What it refuses, as Excel does (InvalidArgument): an address list that is empty, has an empty or
 * malformed item, or is longer than 8,192 characters (Microsoft documents that getRanges truncates a
 * longer list, excel-add-ins-troubleshooting "Range return character limit": the double refuses it
 * rather than dropping areas silently, since a truncated list would leave cells unstyled); an unknown
 * border index, line style, weight or alignment; a colour that is not #RRGGBB.
 */
import { DoubleCell, DoubleSheet, OfficeJsError, parseAddress } from "./state";
import { Runtime } from "./requests";

/** Microsoft's documented address limit of getRange and getRanges. */
export const ADDRESS_LIMIT_CHARS = 8192;

const BORDER_INDEXES = [
  "EdgeTop",
  "EdgeBottom",
  "EdgeLeft",
  "EdgeRight",
  "InsideVertical",
  "InsideHorizontal",
  "DiagonalDown",
  "DiagonalUp",
];
const LINE_STYLES = [
  "None",
  "Continuous",
  "Dash",
  "DashDot",
  "DashDotDot",
  "Dot",
  "Double",
  "SlantDashDot",
];
const WEIGHTS = ["Hairline", "Thin", "Medium", "Thick"];
const HORIZONTAL = [
  "General",
  "Left",
  "Center",
  "Right",
  "Fill",
  "Justify",
  "CenterAcrossSelection",
  "Distributed",
];
const VERTICAL = ["Top", "Center", "Bottom", "Justify", "Distributed"];
const COLOR = /^#[0-9A-F]{6}$/i;

interface Area {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The areas of a getRanges address list ("A1:B4,D2"); throws as Excel refuses a bad one. */
export function parseAddressList(list: string): Area[] {
  const refuse = (why: string): never => {
    throw new OfficeJsError(
      "InvalidArgument",
      `The argument is invalid or missing or has an incorrect format (${why}).`,
      "Worksheet.getRanges"
    );
  };
  if (typeof list !== "string" || list.trim() === "") refuse("empty address list");
  if (list.length > ADDRESS_LIMIT_CHARS)
    refuse(`address list of ${list.length} characters, over ${ADDRESS_LIMIT_CHARS}`);
  return list.split(",").map((item) => {
    const address = item.trim();
    if (address === "") refuse(`empty item in "${list.slice(0, 40)}"`);
    try {
      return parseAddress(address);
    } catch {
      return refuse(`malformed address "${address}"`);
    }
  });
}

function setPath(cell: DoubleCell, path: readonly string[], value: unknown): void {
  let node = (cell.props ??= {}) as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

/** The RangeAreas proxy of `address` on the sheet `sheetOf` gives. */
export function rangeAreasProxy(rt: Runtime, sheetOf: () => DoubleSheet, address: string): any {
  const { wb, act } = rt;
  const areas = (): Area[] => parseAddressList(address);
  /** Stores `value` at `path` in every cell `where` picks, per area. */
  const store = (
    path: readonly string[],
    value: unknown,
    where: (area: Area, r: number, c: number) => boolean = () => true
  ): void => {
    const sheet = sheetOf();
    for (const area of areas())
      for (let r = area.top; r <= area.bottom; r++)
        for (let c = area.left; c <= area.right; c++)
          if (where(area, r, c)) setPath(wb.cell(sheet, r, c), path, value);
  };
  const refuse = (api: string, value: unknown): never => {
    throw new OfficeJsError(
      "InvalidArgument",
      `The argument is invalid or missing or has an incorrect format (${String(value)}).`,
      api
    );
  };
  /** One property set: an action that checks its value, then stores it in every cell. */
  const setter =
    (api: string, path: readonly string[], check: (value: unknown) => boolean) =>
    (value: unknown): void =>
      act(api, sheetOf(), value, () => {
        if (!check(value)) refuse(api, value);
        store(path, value);
      });
  const isBool = (v: unknown) => typeof v === "boolean";
  const isColor = (v: unknown) => typeof v === "string" && COLOR.test(v);
  const oneOf = (values: string[]) => (v: unknown) => typeof v === "string" && values.includes(v);

  function border(index: string): any {
    // Each edge of the index: the cell side it sets, and which cells of an area get it.
    const sides: [string, (a: Area, r: number, c: number) => boolean][] = {
      EdgeTop: [["top", (a: Area, r: number) => r === a.top]],
      EdgeBottom: [["bottom", (a: Area, r: number) => r === a.bottom]],
      EdgeLeft: [["left", (a: Area, _r: number, c: number) => c === a.left]],
      EdgeRight: [["right", (a: Area, _r: number, c: number) => c === a.right]],
      InsideHorizontal: [
        ["bottom", (a: Area, r: number) => r < a.bottom],
        ["top", (a: Area, r: number) => r > a.top],
      ],
      InsideVertical: [
        ["right", (a: Area, _r: number, c: number) => c < a.right],
        ["left", (a: Area, _r: number, c: number) => c > a.left],
      ],
    }[index] as [string, (a: Area, r: number, c: number) => boolean][];
    const prop = (name: string, check: (v: unknown) => boolean) => (value: unknown) =>
      act(`RangeBorder.${name}`, sheetOf(), value, () => {
        if (!check(value)) refuse(`RangeBorder.${name}`, value);
        if (!sides)
          throw new OfficeJsError(
            "InvalidArgument",
            `The double models edge and inside borders only (got ${index}).`,
            `RangeBorder.${name}`
          );
        for (const [side, where] of sides) store(["format", "borders", side, name], value, where);
      });
    return {
      set style(v: string) {
        prop("style", oneOf(LINE_STYLES))(v);
      },
      set weight(v: string) {
        prop("weight", oneOf(WEIGHTS))(v);
      },
      set color(v: string) {
        prop("color", isColor)(v);
      },
    };
  }

  return {
    format: {
      font: {
        set bold(v: boolean) {
          setter("RangeFont.bold", ["format", "font", "bold"], isBool)(v);
        },
        set italic(v: boolean) {
          setter("RangeFont.italic", ["format", "font", "italic"], isBool)(v);
        },
        set size(v: number) {
          setter(
            "RangeFont.size",
            ["format", "font", "size"],
            (x) => typeof x === "number" && x > 0
          )(v);
        },
        set color(v: string) {
          setter("RangeFont.color", ["format", "font", "color"], isColor)(v);
        },
      },
      fill: {
        set color(v: string) {
          setter("RangeFill.color", ["format", "fill", "color"], isColor)(v);
        },
      },
      set horizontalAlignment(v: string) {
        setter(
          "RangeFormat.horizontalAlignment",
          ["format", "horizontalAlignment"],
          oneOf(HORIZONTAL)
        )(v);
      },
      set verticalAlignment(v: string) {
        setter(
          "RangeFormat.verticalAlignment",
          ["format", "verticalAlignment"],
          oneOf(VERTICAL)
        )(v);
      },
      set wrapText(v: boolean) {
        setter("RangeFormat.wrapText", ["format", "wrapText"], isBool)(v);
      },
      borders: {
        getItem(index: string) {
          return act("RangeBorderCollection.getItem", sheetOf(), [index], () => {
            if (!BORDER_INDEXES.includes(index))
              throw new OfficeJsError(
                "InvalidArgument",
                `The argument is invalid or missing or has an incorrect format (${index}).`,
                "RangeBorderCollection.getItem"
              );
            return border(index);
          });
        },
      },
      protection: {
        set locked(v: boolean) {
          setter("FormatProtection.locked", ["format", "protection", "locked"], isBool)(v);
        },
      },
    },
  };
}
