/**
 * Cell styles through getRanges (src/render/office/styleAreas.ts) against the per-cell
 * `setCellProperties` block the renderer wrote before, on the Excel TEST DOUBLE: the same props in
 * every cell for the default workbook, a Microsoft workbook and a Compare workbook, in far fewer
 * bytes; the rectangles cover exactly each style's cells (fast-check); the builder's request-size
 * estimate counts every new action; the double refuses address lists Excel refuses.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { bookOf, styleSteps } from "../../../src/render/office/renderer";
import { cellPropertiesOf, sheetBlocks } from "../../../src/render/office/blocks";
import { estimateRequestBytes } from "../../../src/render/office/payload";
import {
  addressLists,
  queueStyleWrite,
  styleAreas,
  styleWrites,
  ADDRESS_LIST_MAX_CHARS,
} from "../../../src/render/office/styleAreas";
import {
  DEFAULT_SCENARIO,
  buildMicrosoftWorkbook,
  buildSizingWorkbook,
} from "../../../src/workbook";
import { buildCompareWorkbook } from "../../../src/workbook/compare";
import { boxAddress, parseBox } from "../../../src/workbook/a1";
import type { CellStyle, SheetSpec, WorkbookSpec } from "../../../src/workbook/model";
import { mockExcel } from "../../support/excel-double/mock";
import { ExcelDouble } from "../../support/excel-double/workbook";

const DATE = new Date(2024, 0, 15);
const example = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../../examples", file), "utf8"));

const WORKBOOKS: [string, () => WorkbookSpec][] = [
  ["the default workbook", () => buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE })],
  [
    "a Microsoft workbook",
    () => buildMicrosoftWorkbook(example("microsoft-example.json"), { date: DATE }),
  ],
  [
    "a 3-design Compare workbook",
    () =>
      buildCompareWorkbook(
        [
          { label: "Dell as printed", scenario: example("dell-5000-as-printed.json") },
          { label: "Microsoft example", scenario: example("microsoft-example.json") },
          { label: "Tintri 16000", scenario: example("tintri-16000.json") },
        ],
        { date: DATE }
      ),
  ],
];

/** A double holding the sheets of `spec`, empty. */
function emptyDouble(spec: WorkbookSpec): ExcelDouble {
  return mockExcel({ sheets: spec.sheets.map((s) => s.name) });
}

/** The bytes the double measured since request `from`. */
function bytesSince(double: ExcelDouble, from: number): number {
  return double.requests.slice(from).reduce((n, r) => n + r.bytes, 0);
}

/** The old way: each sheet's styled box as one setCellProperties block of per-cell props. */
async function writeOld(spec: WorkbookSpec): Promise<{ double: ExcelDouble; bytes: number }> {
  const double = emptyDouble(spec);
  const from = double.requests.length;
  const book = bookOf(double.context.workbook);
  for (const sheet of spec.sheets) {
    const blocks = sheetBlocks(sheet, spec.styles);
    if (blocks.styleBox)
      book
        .sheet(sheet.name)
        .getRange(boxAddress(blocks.styleBox))
        .setCellProperties(blocks.cellProperties);
  }
  await double.context.sync();
  return { double, bytes: bytesSince(double, from) };
}

/** The new way: the renderer's style steps. */
async function writeNew(
  spec: WorkbookSpec
): Promise<{ double: ExcelDouble; bytes: number; estimate: number }> {
  const double = emptyDouble(spec);
  const from = double.requests.length;
  const steps = spec.sheets.flatMap((sheet) => styleSteps(sheet, spec.styles));
  const book = bookOf(double.context.workbook);
  for (const step of steps) step.queue(book);
  await double.context.sync();
  const estimate = estimateRequestBytes<Excel.RequestContext>((ctx) => {
    const b = bookOf(ctx.workbook);
    for (const step of steps) step.queue(b);
  });
  return { double, bytes: bytesSince(double, from), estimate };
}

/** Every cell's props, {} counted as none (setCellProperties stored {} in unstyled cells). */
function propsBySheet(double: ExcelDouble): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const sheet of double.workbook.sheets) {
    for (const [at, cell] of sheet.cells) {
      const props = cell.props;
      if (props && Object.keys(props).length > 0) all.set(`${sheet.name}!${at}`, props);
    }
  }
  return all;
}

describe.each(WORKBOOKS)("styles of %s", (_label, make) => {
  const spec = make();

  test("end with the same props in every cell as the per-cell block, in far fewer bytes", async () => {
    const before = await writeOld(spec);
    const after = await writeNew(spec);
    const old = propsBySheet(before.double);
    expect(old.size).toBeGreaterThan(100);
    expect(propsBySheet(after.double)).toEqual(old);
    // Never more than the old block, and far less where a style covers many cells.
    expect(after.bytes * 1.5).toBeLessThan(before.bytes);
  });

  test("the builder's request-size estimate counts every action the double receives", async () => {
    const after = await writeNew(spec);
    expect(after.estimate).toBe(after.bytes);
  });
});

// Property tests: random sheets of styled cells.
const STYLES: Record<string, CellStyle> = {
  box: { border: "box", fill: "FFF2CC", locked: false },
  bottom: { border: "bottom", bold: true },
  plain: { italic: true, horizontalAlignment: "center", wrap: true },
  big: { fontSize: 14, fontColor: "1F4E79", verticalAlignment: "top" },
  formatOnly: { numberFormat: "0.0" },
};
const KEYS = [undefined, ...Object.keys(STYLES), "missing"];

const sheetArb: fc.Arbitrary<SheetSpec> = fc
  .array(fc.array(fc.constantFrom(...KEYS), { maxLength: 9 }), { maxLength: 9 })
  .map((rows) => ({
    name: "S",
    role: "inputs",
    rows: rows.map((row) =>
      row.map((key) => (key === undefined ? null : { value: 1, style: key }))
    ),
  })) as fc.Arbitrary<SheetSpec>;

/** "r,c" of the cells whose style has properties beyond the number format, by key. */
function styledCells(sheet: SheetSpec): Map<string, Set<string>> {
  const cells = new Map<string, Set<string>>();
  sheet.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const key = cell?.style;
      const style = key === undefined ? undefined : STYLES[key];
      if (!style || Object.keys(cellPropertiesOf(style)).length === 0) return;
      if (!cells.has(key!)) cells.set(key!, new Set());
      cells.get(key!)!.add(`${r},${c}`);
    })
  );
  return cells;
}

test("a sheet of many styled cells (a Microsoft design's Databases and servers) in a tenth of the bytes", async () => {
  const spec = WORKBOOKS[1][1]();
  const servers = spec.sheets.filter((s) => s.name === "Databases and servers");
  expect(servers).toHaveLength(1);
  const one = { ...spec, sheets: servers };
  const before = await writeOld(one);
  const after = await writeNew(one);
  expect(propsBySheet(after.double)).toEqual(propsBySheet(before.double));
  expect(propsBySheet(before.double).size).toBeGreaterThan(500);
  expect(after.bytes * 10).toBeLessThan(before.bytes);
});

test("each style's rectangles cover exactly its cells, each cell once", () => {
  fc.assert(
    fc.property(sheetArb, (sheet) => {
      const expected = styledCells(sheet);
      const areas = styleAreas(sheet, STYLES);
      expect(new Set(areas.map((a) => a.key))).toEqual(new Set(expected.keys()));
      for (const { key, boxes } of areas) {
        const covered: string[] = [];
        for (const b of boxes) {
          if (key === "bottom") expect(b.bottom).toBe(b.top);
          for (let r = b.top; r <= b.bottom; r++)
            for (let c = b.left; c <= b.right; c++) covered.push(`${r},${c}`);
        }
        expect(covered.length).toBe(new Set(covered).size);
        expect(new Set(covered)).toEqual(expected.get(key));
      }
    }),
    { numRuns: 300 }
  );
});

test("address lists keep every rectangle, in order, each list at most its length", () => {
  fc.assert(
    fc.property(sheetArb, fc.integer({ min: 5, max: 60 }), (sheet, maxChars) => {
      for (const { boxes } of styleAreas(sheet, STYLES)) {
        const lists = addressLists(boxes, maxChars);
        for (const list of lists) expect(list.length).toBeLessThanOrEqual(maxChars);
        expect(lists.join(",").split(",").map(parseBox)).toEqual(boxes);
      }
    }),
    { numRuns: 200 }
  );
  expect(ADDRESS_LIST_MAX_CHARS).toBeLessThanOrEqual(8192);
});

test("written through the double, every styled cell gets its style's props and no other cell any", async () => {
  await fc.assert(
    fc.asyncProperty(sheetArb, fc.integer({ min: 5, max: 40 }), async (sheet, maxChars) => {
      const double = mockExcel({ sheets: ["S"] });
      const ws = double.context.workbook.worksheets.getItem("S");
      const writes = styleWrites(sheet, STYLES, maxChars);
      // Inside borders only where every area of the call has room for them.
      for (const w of writes) {
        const boxes = w.addresses.split(",").map(parseBox);
        if (w.insideHorizontal) expect(boxes.every((b) => b.bottom > b.top)).toBe(true);
        if (w.insideVertical) expect(boxes.every((b) => b.right > b.left)).toBe(true);
      }
      for (const w of writes) queueStyleWrite(ws, w);
      await double.context.sync();
      const expected = new Map<string, unknown>();
      for (const [key, cells] of styledCells(sheet))
        for (const at of cells) expected.set(`S!${at}`, cellPropertiesOf(STYLES[key]));
      expect(propsBySheet(double)).toEqual(expected);
    }),
    { numRuns: 150 }
  );
});

test("the renderer's style steps, whichever way each style goes, give every styled cell its props", async () => {
  await fc.assert(
    fc.asyncProperty(sheetArb, async (sheet) => {
      const double = mockExcel({ sheets: ["S"] });
      const book = bookOf(double.context.workbook);
      for (const step of styleSteps(sheet, STYLES)) step.queue(book);
      await double.context.sync();
      const expected = new Map<string, unknown>();
      for (const [key, cells] of styledCells(sheet))
        for (const at of cells) expected.set(`S!${at}`, cellPropertiesOf(STYLES[key]));
      expect(propsBySheet(double)).toEqual(expected);
    }),
    { numRuns: 150 }
  );
});

describe("the double's getRanges refuses what Excel refuses", () => {
  test.each([
    ["an empty list", ""],
    ["an empty item", "A1,,B2"],
    ["a malformed address", "A1,B"],
    ["a list over 8,192 characters", Array(1000).fill("AB100:AC200").join(",")],
  ])("%s", async (_label, list) => {
    const double = mockExcel({ sheets: ["S"] });
    double.context.workbook.worksheets.getItem("S").getRanges(list).format.font.bold = true;
    await expect(double.context.sync()).rejects.toMatchObject({ code: "InvalidArgument" });
  });

  test("and a border index or line style it does not know", async () => {
    const double = mockExcel({ sheets: ["S"] });
    const format = double.context.workbook.worksheets.getItem("S").getRanges("A1:B2").format;
    format.borders.getItem("EdgeTop").style = "Wavy" as Excel.BorderLineStyle;
    await expect(double.context.sync()).rejects.toMatchObject({ code: "InvalidArgument" });
  });
});
