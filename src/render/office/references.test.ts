import {
  quoteSheetName,
  splitSheetReference,
  columnLetters,
  columnIndex,
  parseBox,
} from "../../workbook/a1";
import { renameInFormula, Renames } from "./references";

const renames: Renames = {
  sheets: new Map([
    ["inputs", "Inputs (2)"],
    ["table 14", "Table 14 (2)"],
  ]),
  tables: new Map([["capacitycatalog", "CapacityCatalog_2"]]),
  names: new Map([["ex.nu", "ex.NU_2"]]),
};

describe("renameInFormula", () => {
  test.each([
    ["=Inputs!$C$5*2", "='Inputs (2)'!$C$5*2"],
    ["='Inputs'!C5", "='Inputs (2)'!C5"],
    ["=INPUTS!C5", "='Inputs (2)'!C5"],
    ["='Table 14'!$C$3+ex.NU", "='Table 14 (2)'!$C$3+ex.NU_2"],
    ["=SUM(Inputs!A1:A3)", "=SUM('Inputs (2)'!A1:A3)"],
    ["=MAX(CapacityCatalog[UsableGB])", "=MAX(CapacityCatalog_2[UsableGB])"],
    ["=CapacityCatalog[[#Headers],[Inputs]]", "=CapacityCatalog_2[[#Headers],[Inputs]]"],
    ["=EX.NU*ex.NUX", "=ex.NU_2*ex.NUX"],
  ])("%s -> %s", (formula, expected) => {
    expect(renameInFormula(formula, renames)).toBe(expected);
  });

  test.each([
    ['="Inputs!C5 and ex.NU"&Inputs2!A1', "text and other sheets stay"],
    ["=ex.NU(1)", "a function of that name is not the name"],
    ["=Other!ex.NU", "a sheet-scoped name on another sheet"],
    ["=1.5E+3+A1", "numbers and cells"],
    ["=IF(ex.MQ>0,1,0)", "names not renamed"],
  ])("%s stays (%s)", (formula) => {
    expect(renameInFormula(formula, renames)).toBe(formula);
  });

  test("a chart series reference without =", () => {
    expect(renameInFormula("'Inputs'!$A$12:$A$14", renames)).toBe("'Inputs (2)'!$A$12:$A$14");
  });

  test("no renames: the formula is returned as it is", () => {
    const none: Renames = { sheets: new Map(), tables: new Map(), names: new Map() };
    expect(renameInFormula("='Inputs'!C5", none)).toBe("='Inputs'!C5");
  });
});

describe("A1 helpers", () => {
  test("quoteSheetName quotes what Excel would", () => {
    expect(quoteSheetName("Inputs")).toBe("Inputs");
    expect(quoteSheetName("Inputs (2)")).toBe("'Inputs (2)'");
    expect(quoteSheetName("Table 14")).toBe("'Table 14'");
    expect(quoteSheetName("AB12")).toBe("'AB12'");
    expect(quoteSheetName("R1C1")).toBe("'R1C1'");
    expect(quoteSheetName("O'Brien")).toBe("'O''Brien'");
  });

  test("splitSheetReference reads quoted and bare sheets", () => {
    expect(splitSheetReference("='O''Brien'!$A$1")).toEqual({ sheet: "O'Brien", address: "$A$1" });
    expect(splitSheetReference("Summary!B2:C3")).toEqual({ sheet: "Summary", address: "B2:C3" });
  });

  test("columns and boxes", () => {
    expect([0, 25, 26, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "ZZ", "AAA"]);
    expect(["A", "Z", "AA", "XFD"].map(columnIndex)).toEqual([0, 25, 26, 16383]);
    expect(parseBox("$C$5")).toEqual({ top: 4, left: 2, bottom: 4, right: 2 });
    expect(parseBox("E29:A1")).toEqual({ top: 0, left: 0, bottom: 28, right: 4 });
  });
});
