import type { SheetSpec } from "../../workbook/model";
import { cellPropertiesOf, columnWidthPoints, formulaCell, sheetBlocks } from "./blocks";
import { estimateRequestBytes, utf8Bytes } from "./payload";
import { rowSlices, validationRule } from "./renderer";

test("only formulas are formulas; text keeps a leading apostrophe by doubling it", () => {
  expect(formulaCell({ formula: "=1+1" })).toBe("=1+1");
  expect(formulaCell({ value: "=1+1" })).toBe("=1+1");
  expect(formulaCell({ value: "'x" })).toBe("''x");
  expect(formulaCell({ value: 3 })).toBe(3);
  expect(formulaCell({ value: false })).toBe(false);
  expect(formulaCell(null)).toBe("");
  expect(formulaCell({ style: "s" })).toBe("");
});

test("a sheet's blocks: formulas from A1, formats and styles only over the cells that have them", () => {
  const sheet: SheetSpec = {
    name: "S",
    role: "notes",
    rows: [
      [{ value: "title", style: "bold" }],
      [],
      [null, { value: 1.5, numberFormat: "0.0" }, { formula: "=B3*2", style: "bold" }],
      [null, { style: "fill" }],
    ],
  };
  const blocks = sheetBlocks(sheet, { bold: { bold: true }, fill: { fill: "FFFF00" } });
  expect(blocks.box).toEqual({ top: 0, left: 0, bottom: 2, right: 2 });
  expect(blocks.formulas).toEqual([
    ["title", "", ""],
    ["", "", ""],
    ["", 1.5, "=B3*2"],
  ]);
  expect(blocks.formatBox).toEqual({ top: 0, left: 0, bottom: 2, right: 1 });
  expect(blocks.numberFormats).toEqual([
    ["@", "General"],
    ["General", "General"],
    ["General", "0.0"],
  ]);
  expect(blocks.styleBox).toEqual({ top: 0, left: 0, bottom: 3, right: 2 });
  expect(blocks.cellProperties[3][1]).toEqual({ format: { fill: { color: "#FFFF00" } } });
  expect(blocks.cellProperties[1][1]).toEqual({});
});

test("styles map to office-js cell properties", () => {
  expect(
    cellPropertiesOf({
      bold: true,
      italic: true,
      fontSize: 9,
      fontColor: "FF0000",
      horizontalAlignment: "center",
      verticalAlignment: "top",
      wrap: true,
      border: "bottom",
      locked: false,
    })
  ).toEqual({
    format: {
      font: { bold: true, italic: true, size: 9, color: "#FF0000" },
      horizontalAlignment: "Center",
      verticalAlignment: "Top",
      wrapText: true,
      borders: { bottom: { style: "Continuous", weight: "Thin", color: "#000000" } },
      protection: { locked: false },
    },
  });
  expect(cellPropertiesOf({ numberFormat: "0" })).toEqual({});
});

test("column widths: characters of the default font to points (8.43 characters = 48 points)", () => {
  expect(columnWidthPoints(8.43)).toBeCloseTo(48, 0);
});

test("validation rules: Excel's operators, and a custom rule for an exclusive minimum with a maximum", () => {
  const base = { errorTitle: "t", errorMessage: "m" };
  expect(
    validationRule({ ...base, ref: "C5", rule: { type: "whole", min: 1, minExclusive: false } })
  ).toEqual({
    wholeNumber: { operator: "GreaterThanOrEqualTo", formula1: 1 },
  });
  expect(
    validationRule({
      ...base,
      ref: "D2:D9",
      rule: { type: "whole", min: 0, minExclusive: true, max: 4 },
    })
  ).toEqual({
    custom: { formula: "=AND(ISNUMBER(D2),D2>0,D2<=4,INT(D2)=D2)" },
  });
});

test("row slices keep each slice under the size asked", () => {
  const rows = Array.from({ length: 100 }, (_, i) => [`row ${i}`, i]);
  const slices = rowSlices(rows, 200);
  expect(slices[0][0]).toBe(0);
  expect(slices[slices.length - 1][1]).toBe(100);
  for (const [a, b] of slices)
    expect(JSON.stringify(rows.slice(a, b)).length).toBeLessThanOrEqual(220);
});

test("the request estimate counts each call and assignment with its JSON arguments", () => {
  const bytes = estimateRequestBytes<Excel.RequestContext>((ctx) => {
    const range = ctx.workbook.worksheets.getItem("S").getRange("A1:B1");
    range.formulas = [["=1", "é"]];
  });
  // getItem("S"), getRange("A1:B1"), formulas = [["=1","é"]]: three actions.
  expect(bytes).toBe(
    3 * 200 + utf8Bytes('["S"]') + utf8Bytes('["A1:B1"]') + utf8Bytes('[["=1","é"]]')
  );
  expect(utf8Bytes("é€😀")).toBe(2 + 3 + 4);
});
