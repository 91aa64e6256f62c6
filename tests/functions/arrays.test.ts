/**
 * The array functions as Excel calls them: the lookups agree with Tables 12 and 13, the catalog
 * spills round-trip into EX.ARRAYFIT, and every bad input is #VALUE! with a message.
 */
import { ARRAY_CANDIDATES, ARRAY_IOPS } from "../../src/catalog";
import {
  ARRAYCATALOG,
  ARRAYFIT,
  ARRAYIOPS,
  ARRAYIOPSBASIS,
  ARRAYUSABLE,
} from "../../src/functions/declarations/arrays";
import { FunctionDeclaration } from "../../src/functions/declaration";
import { FunctionError } from "../../src/functions/excelError";
import { invoke } from "../../src/functions/invoke";

function valueError(decl: FunctionDeclaration, args: unknown[]): string {
  try {
    invoke(decl, args);
  } catch (error) {
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).code).toBe("#VALUE!");
    return (error as FunctionError).message;
  }
  throw new Error(`EX.${decl.id}(${JSON.stringify(args)}) did not fail`);
}

describe("EX.ARRAYUSABLE, EX.ARRAYIOPS, EX.ARRAYIOPSBASIS: one catalog value", () => {
  test.each([
    ["PS6500E", "500GB", "RAID 50", 19500], // Table 13, PS6500 Series, 500GB (E)
    ["ps6000xv", "300 GB", "10", 2100], //      Table 13, PS6000 Series, 300GB (X , XV)
    ["PS6000X", 300, "raid 50", 3600], //       the same row, the other model
    ["PS6500E", "2TB", "RAID 10", 46000], //    Table 13, PS6500 Series, 2TB (E)
  ])("EX.ARRAYUSABLE(%j, %j, %j) = %d GB", (model, drive, raid, gb) => {
    expect(invoke(ARRAYUSABLE, [model, drive, raid])).toBe(gb);
  });

  test("every built-in candidate is found by its own model, drive and RAID level", () => {
    for (const c of ARRAY_CANDIDATES)
      expect(invoke(ARRAYUSABLE, [c.model, c.drive, c.raid])).toBe(c.usableGB);
    for (const r of ARRAY_IOPS) {
      expect(invoke(ARRAYIOPS, [r.model, r.raid])).toBe(r.iops);
      expect(invoke(ARRAYIOPSBASIS, [r.model, r.raid])).toBe(r.basis);
    }
  });

  test("Table 12 measured, the PS6000E and PS6500X derived", () => {
    expect(invoke(ARRAYIOPS, ["PS6000XV", "RAID 10"])).toBe(2165);
    expect(invoke(ARRAYIOPSBASIS, ["PS6000XV", "RAID 10"])).toBe("measured");
    expect(invoke(ARRAYIOPS, ["PS6500X", "10"])).toBe(4485);
    expect(invoke(ARRAYIOPSBASIS, ["PS6500X", "10"])).toBe("derived");
  });

  test("bad input is #VALUE! naming the argument", () => {
    expect(valueError(ARRAYUSABLE, ["PS9000", "500GB", "RAID 50"])).toMatch(
      /^model must be a model of seed 000's Tables 12-13: PS6000XV, /
    );
    expect(valueError(ARRAYUSABLE, ["PS6000XV", "250GB", "RAID 50"])).toBe(
      "drive: Table 13 lists the PS6000XV with 300GB, 450GB, 600GB drives (got 250 GB)"
    );
    expect(valueError(ARRAYUSABLE, ["PS6000XV", "big", "RAID 50"])).toMatch(
      /^drive must be a drive size such as 500GB or 1TB/
    );
    expect(valueError(ARRAYUSABLE, ["PS6000XV", "300GB", "RAID 5"])).toBe(
      "raid: Tables 12 and 13 give RAID 50 and RAID 10 only (got RAID 5)"
    );
    expect(valueError(ARRAYIOPS, ["PS6000XV", "RAID 7"])).toMatch(
      /^raid must be a RAID level: RAID 50, RAID 10, RAID 5 or RAID 6/
    );
    expect(valueError(ARRAYIOPS, ["PS6000XV"])).toBe("raid is required");
    expect(valueError(ARRAYIOPSBASIS, [true, "RAID 50"])).toBe("model must be text (got true)");
  });
});

describe("EX.ARRAYFIT: bad input is #VALUE! with a message; no fitting row is a one-row explanation", () => {
  const header = ["Model", "Drive", "RAID", "Usable GB", "IOPS"];
  test.each([
    [[-1, 900, 2], "capacityGB must be a number greater than 0 (got -1)"],
    [[15768, -900, 2], "dbIops must be a number greater than 0 (got -900)"],
    [[15768, 900, 0], "copies must be a whole number from 1 to 16 (got 0)"],
    [[15768, 900, 17], "copies must be a whole number from 1 to 16 (got 17)"],
    [
      [15768, 900, 2, "RAID 7"],
      'raid must be a RAID level: RAID 50, RAID 10, RAID 5 or RAID 6 (written "RAID 50" or "50", any case) (got "RAID 7")',
    ],
    [
      [
        15768,
        900,
        2,
        null,
        [
          ["Model", "Drive", "RAID", "IOPS"],
          ["A", 1, 50, 1],
        ],
      ],
      "catalog must have a header row naming Model, Drive, RAID, Usable GB, IOPS (any order, any case); missing: Usable GB",
    ],
    [
      [15768, 900, 2, null, [header, ["A", "1TB", "50", "lots", 1800]]],
      'catalog row 2 Usable GB must be a number greater than 0 (got "lots")',
    ],
    [
      [15768, 900, 2, null, [header, ["A", "1TB", "50", 0, 1800]]],
      "catalog row 2 Usable GB must be a number greater than 0 (got 0)",
    ],
    [
      [15768, 900, 2, null, [header, ["A", "1TB", "50", 1000, null]]],
      "catalog row 2 IOPS must be a number greater than 0 (got nothing)",
    ],
    [
      [15768, 900, 2, null, [header, ["A", "1TB", "RAID 7", 1000, 1]]],
      /^catalog row 2 RAID must be a RAID level/,
    ],
    [
      [15768, 900, 2, null, [header, ["", "1TB", "50", 1000, 1]]],
      'catalog row 2 Model must be text or a number (got "")',
    ],
    [[15768, 900, 2, null, [header]], "catalog has a header row but no arrays under it"],
    [
      [15768, 900, 2, null, [["", ""]]],
      "catalog is empty: it needs a header row and at least one array",
    ],
    [
      [
        15768,
        900,
        2,
        null,
        [
          [...header, "iops"],
          ["A", 1, 50, 1, 1, 1],
        ],
      ],
      "catalog: the header IOPS appears twice",
    ],
    [
      [15768, 900, 2, null, null, [["derivedIops", 2]]],
      "derivedIops must be a whole number from 0 to 1 (got 2)",
    ],
  ])("EX.ARRAYFIT(%j) is #VALUE! %s", (args, message) => {
    const actual = valueError(ARRAYFIT, args as unknown[]);
    if (typeof message === "string") expect(actual).toBe(message);
    else expect(actual).toMatch(message);
  });

  test("RAID 5 is a known level the catalog does not hold: an explanation, not an error", () => {
    const table = invoke(ARRAYFIT, [15768, 900, 2, "RAID 5"]) as unknown[][];
    expect(table).toHaveLength(2);
    expect(table[1][0]).toBe("No array in the catalog has RAID 5 (it has RAID 50, RAID 10).");
  });

  test("derivedIops = 0 leaves out the derived rows (PS6000E, PS6500X): 18 of the 28 candidates remain (PS6000E: 4 drive sizes, PS6500X: 1, each in 2 RAID levels)", () => {
    const table = invoke(ARRAYFIT, [100, 100, 1, null, null, [["derivedIops", 0]]]) as unknown[][];
    expect(table).toHaveLength(19);
    expect(table.slice(1).some((r) => r[0] === "PS6000E" || r[0] === "PS6500X")).toBe(false);
  });
});

describe("EX.ARRAYCATALOG: whole catalogs to paste into a sheet", () => {
  test("arrays: the 28 candidates with their sources, in the form EX.ARRAYFIT's catalog reads", () => {
    const sheet = invoke(ARRAYCATALOG, []) as (string | number)[][];
    expect(sheet).toHaveLength(29);
    expect(sheet[0].slice(0, 7)).toEqual([
      "Model",
      "Drive",
      "Drive type",
      "RAID",
      "Usable GB",
      "IOPS",
      "IOPS basis",
    ]);
    expect(sheet[1].slice(0, 7)).toEqual([
      "PS6000E",
      "250GB",
      "7.2K SATA II",
      "RAID 50",
      3000,
      (1800 / 46) * 14,
      "derived",
    ]);
    expect(sheet[1][7]).toBe('seed 000, Table 13, PS6000 Series row "250GB (E)", RAID 50 column');
  });

  test("pasted back as a catalog it ranks as the built-in one, with the basis user", () => {
    const pasted = invoke(ARRAYCATALOG, ["ARRAYS"]) as unknown[][];
    const builtIn = invoke(ARRAYFIT, [15768, 900, 2]) as unknown[][];
    const mine = invoke(ARRAYFIT, [15768, 900, 2, null, pasted]) as unknown[][];
    const withoutBasis = (t: unknown[][]) => t.map((r) => [...r.slice(0, 5), ...r.slice(6)]);
    expect(withoutBasis(mine)).toEqual(withoutBasis(builtIn));
    expect(mine.slice(1).every((r) => r[5] === "user")).toBe(true);
  });

  test.each([
    ["table13", ["PS6000 Series", "250GB (E)", 3000, 1750]],
    ["table12", ["PS6000XV", 1745, 2165]],
    ["models", ["PS6000XV", "PS6000 Series", "15K SAS", 16, 14, 2, "printed"]],
  ])("%s: first row as printed", (table, first) => {
    expect((invoke(ARRAYCATALOG, [table]) as unknown[][])[1]).toEqual(first);
  });

  test("iops and measured carry their sources; an unknown name is #VALUE!", () => {
    const iops = invoke(ARRAYCATALOG, ["iops"]) as unknown[][];
    expect(iops).toHaveLength(11);
    const measured = invoke(ARRAYCATALOG, ["measured"]) as unknown[][];
    expect(measured[1].slice(0, 9)).toEqual([
      "dell-md3820f-500",
      "Dell PowerVault MD3820f",
      "11 x 900GB 10K SAS",
      "DDP",
      500,
      0.12,
      "Performance test (2 hours)",
      1635.757,
      60,
    ]);
    expect(valueError(ARRAYCATALOG, ["prices"])).toBe(
      'table must be one of arrays, table13, table12, iops, models, measured (got "prices")'
    );
  });
});
