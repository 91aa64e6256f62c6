/**
 * The Compare workbook's shape without an engine (issue 13): sheet names, namespaces, the Compare
 * sheet's rows and names, bad input. LibreOffice's recalculation of it is compareLibreoffice.test.ts.
 */
import fc from "fast-check";
import { SizingError } from "../../src/core/errors";
import { SUMMARY_KEYS } from "../../src/core/summary";
import { renderXlsx } from "../../src/render/xlsx";
import { DEFAULT_SCENARIO } from "../../src/workbook";
import {
  COMPARE_SHEET,
  LABEL_LIMIT,
  buildCompareWorkbook,
  compareRowName,
  designSheetLabels,
  designSheetName,
} from "../../src/workbook/compare";
import { buildMicrosoftWorkbook } from "../../src/workbook/microsoft";
import {
  COMPACT_REPLICATION_KEYS,
  compactReplicationCells,
  compactReplicationKeys,
} from "../../src/workbook/microsoft/replicationCompactSheet";
import { SheetSpec, WorkbookSpec } from "../../src/workbook/model";
import { COMPARE_TEST_DESIGNS } from "./compareDesigns";

const DATE = new Date(2026, 10, 23);
const MS = { method: "microsoft", haCopies: 3, tiers: [{ mailboxes: 16000, messagesPerDay: 150 }] };
const two = () =>
  buildCompareWorkbook(
    [
      { label: "Dell default", scenario: DEFAULT_SCENARIO },
      { label: "MS 16000", scenario: MS },
    ],
    { date: DATE }
  );

describe("design sheet labels", () => {
  test.each([
    // [labels, sheet labels]: the rules of sheetNames.ts
    [["RAID 10"], ["RAID 10"]],
    [["a/b:c*d?e[f]g\\h"], ["a b c d e f g h"]],
    [["'quoted'"], ["quoted"]],
    [
      ["  ", "[]"],
      ["Design 1", "Design 2"],
    ],
    [
      ["RAID 10, 2 copies, 2 GB quota", "RAID 10, 2 copies, 10 GB quota"],
      ["RAID\u20262 GB quota", "RAID\u202610 GB quota"],
    ],
    // Issue 20: two designs of one project were "Fabrikam 3k si" and "Fabrikam 3k si (2)".
    [
      ["Fabrikam 3k single-site JBOD 6 TB", "Fabrikam 3k single-site JBOD 4 TB"],
      ["Fabrikam\u2026JBOD 6 TB", "Fabrikam\u2026JBOD 4 TB"],
    ],
    [["Averyveryverylongsinglewordlabelhere"], ["Averyveryverylong\u2026"]],
    [
      ["x", "X", "x"],
      ["x", "X (2)", "x (3)"],
    ],
  ])("%j -> %j", (labels, want) => expect(designSheetLabels(labels)).toEqual(want));

  test("any labels give valid, unique sheet names of at most 31 characters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 60, unit: "binary" }), { minLength: 1, maxLength: 12 }),
        (labels) => {
          const sheetLabels = designSheetLabels(labels);
          const names = sheetLabels.flatMap((l) =>
            ["Summary", "Capacity catalog", "Databases and servers", "Table 17"].map((s) =>
              designSheetName(l, s)
            )
          );
          expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
          for (const l of sheetLabels)
            expect(Array.from(l).length).toBeLessThanOrEqual(LABEL_LIMIT);
          for (const n of names) {
            expect(n.length).toBeLessThanOrEqual(31);
            expect(n).not.toMatch(/[[\]:*?/\\]|^'|'$/);
            expect([...n].some((c) => c.charCodeAt(0) < 32)).toBe(false);
          }
        }
      )
    );
  });
});

describe("the comparison workbook", () => {
  test("the Compare sheet first, then each design's sheets under its label, without the method notes", () => {
    const spec = two();
    expect(spec.activeSheet).toBe(COMPARE_SHEET);
    expect(spec.sheets.map((s) => s.name)).toEqual([
      "Compare",
      "Dell default Summary",
      "Dell default Inputs",
      "Dell default Table 14",
      "Dell default Table 15",
      "Dell default Table 16",
      "Dell default Table 17",
      "Dell default Arrays",
      "Dell default Spindles",
      "Dell default Compute",
      "Dell default Jetstress",
      "Dell default Capacity cat",
      "MS 16000 Summary",
      "MS 16000 Inputs",
      "MS 16000 Tiers",
      "MS 16000 Servers",
      "MS 16000 Failures",
      "MS 16000 MetaCache",
      "MS 16000 Replication",
    ]);
  });

  test("a compared Microsoft design carries a compact Replication sheet and no Activation or Growth sheet; its own workbook has the full ones (docs/compare.md)", () => {
    const spec = two();
    expect(
      spec.sheets.map((s) => s.name).filter((n) => /Replication|Activation|Growth/.test(n))
    ).toEqual(["MS 16000 Replication"]);
    const formulas = (sheet: SheetSpec | undefined) =>
      (sheet?.rows ?? []).flat().filter((c) => c?.formula).length;
    const compact = spec.sheets.find((s) => s.name === "MS 16000 Replication");
    const own = buildMicrosoftWorkbook(MS, { date: DATE });
    const full = own.sheets.find((s) => s.name === "Replication");
    expect(own.sheets.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Replication", "Activation scenarios", "Mailbox growth"])
    );
    // One formula cell per step the figures read (820), fewer than the full sheet's.
    expect(formulas(compact)).toBe(compactReplicationKeys().length);
    expect(formulas(compact)).toBeLessThan(formulas(full));
    // The compared design's Summary keeps its replication rows (they read the compact sheet's names).
    const summary = spec.sheets.find((s) => s.name === "MS 16000 Summary")!;
    expect(
      summary.rows.flat().filter((c) => /ex\.d2\.ms\.replication\./.test(c?.formula ?? "")).length
    ).toBeGreaterThanOrEqual(4);
  });

  test("the compact Replication sheet's formulas are the full sheet's, its own cells read in place of names", () => {
    const compact = buildMicrosoftWorkbook(MS, {
      date: DATE,
      omitSheets: ["Copy layout", "Notes", "Activation scenarios", "Mailbox growth"],
      replicationSheet: "compact",
    });
    const full = buildMicrosoftWorkbook(MS, { date: DATE });
    const a1 = (row: number, col: number) =>
      (col >= 26 ? String.fromCharCode(64 + Math.floor(col / 26)) : "") +
      String.fromCharCode(65 + (col % 26)) +
      String(row + 1);
    const cellAt = (spec: WorkbookSpec, sheet: string, ref: string) => {
      const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(ref)!;
      const col = [...m[1]].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      return spec.sheets.find((s) => s.name === sheet)!.rows[Number(m[2]) - 1]?.[col];
    };
    const fullFormula = (key: string) => {
      const name = full.names.find((n) => n.name === `ex.ms.${key}`)!;
      return cellAt(full, name.sheet, name.ref)?.formula;
    };
    const cells = compactReplicationCells();
    const keyAt = new Map([...cells].map(([key, [row, col]]) => [a1(row, col), key]));
    // A same-sheet reference (B12, AB66) outside a text literal, read back as the step's name.
    const named = (formula: string) =>
      formula
        .split(/("(?:[^"]|"")*")/)
        .map((part, i) =>
          i % 2 === 1
            ? part
            : part.replace(/(?<![A-Za-z0-9_.])([A-Z]{1,2}\d+)(?![A-Za-z0-9_.(])/g, (ref) => {
                const key = keyAt.get(ref);
                if (!key) throw new Error(`${ref} holds no step`);
                return `ex.ms.${key}`;
              })
        )
        .join("");
    const sheet = compact.sheets.find((s) => s.name === "Replication")!;
    expect([...cells.keys()].sort()).toEqual([...compactReplicationKeys()].sort());
    for (const [key, [row, col]] of cells)
      expect([key, named(sheet.rows[row][col]!.formula!)]).toEqual([key, fullFormula(key)]);
    // The seven figures the Summary and the Compare sheet read are named as on the full sheet.
    expect(
      compact.names
        .filter((n) => n.sheet === "Replication")
        .map((n) => n.name)
        .sort()
    ).toEqual(COMPACT_REPLICATION_KEYS.map((k) => `ex.ms.${k}`).sort());
  });

  test("the Compare sheet's replication rows read each Microsoft design's figures, -- for a Dell design", () => {
    const spec = two();
    const compare = spec.sheets[0];
    for (const key of ["peakReplicationMbpsPerDag", "rpoReplicationMbpsPerDag"]) {
      const name = spec.names.find((n) => n.name === `ex.cmp.replication.${key}`)!;
      expect(name.sheet).toBe(COMPARE_SHEET);
      const m = /^\$C\$(\d+):\$D\$\1$/.exec(name.ref)!;
      expect(m).not.toBeNull();
      const row = compare.rows[Number(m[1]) - 1];
      expect([row[1]?.value, row[2]?.value, row[3]?.formula]).toEqual([
        "Mb/s",
        "--",
        `=IF(ex.d2.ms.verdict.rejected,"--",ex.d2.ms.replication.${key})`,
      ]);
    }
    const verdict = compare.rows.find(
      (r) => r[0]?.value === "Does the link carry it? (peak / RPO)"
    )!;
    expect(verdict[3]?.formula).toBe(
      '=IF(ex.d2.ms.verdict.rejected,"--",ex.d2.ms.replication.linkAcceptableForPeak&" / "&ex.d2.ms.replication.linkAcceptableForRpo)'
    );
    const recommended = compare.rows.find((r) => r[0]?.value === "Recommended link (peak / RPO)")!;
    expect(recommended[3]?.formula).toBe(
      '=IF(ex.d2.ms.verdict.rejected,"--",ex.d2.ms.replication.recommendedLinkForPeak&" / "&ex.d2.ms.replication.recommendedLinkForRpo)'
    );
  });

  test("every name a kept sheet's formula reads is defined: pruning kept what the figures need", () => {
    const spec = two();
    const defined = new Set(spec.names.map((n) => n.name.toLowerCase()));
    const read = new Set<string>();
    for (const s of spec.sheets)
      for (const row of s.rows)
        for (const cell of row)
          for (const m of cell?.formula
            ?.replace(/"(?:[^"]|"")*"/g, "")
            .match(/ex\.[A-Za-z0-9_.\\]+/g) ?? [])
            read.add(m.toLowerCase());
    expect([...read].filter((n) => !defined.has(n))).toEqual([]);
    // each design's names are in its own namespace
    expect(spec.names.filter((n) => !/^ex\.(cmp|d1|d2)\./.test(n.name))).toEqual([]);
  });

  test("each summary row is ex.cmp.KEY across the design columns, reading each design's summary row", () => {
    const spec = two();
    const compare = spec.sheets[0];
    for (const key of SUMMARY_KEYS) {
      const name = spec.names.find((n) => n.name === compareRowName(key))!;
      expect(name.sheet).toBe(COMPARE_SHEET);
      const m = /^\$C\$(\d+):\$D\$\1$/.exec(name.ref)!;
      expect(m).not.toBeNull();
      const row = compare.rows[Number(m[1]) - 1];
      // a Microsoft design ExSize rejects shows "--" (issue 28)
      expect([row[2]?.formula, row[3]?.formula]).toEqual([
        `=ex.d1.summary.${key}`,
        `=IF(ex.d2.ms.verdict.rejected,"--",ex.d2.ms.summary.${key})`,
      ]);
    }
  });

  test("differences from the baseline are the core's difference formula over the row's cells, flagged both ways", () => {
    const compare = two().sheets[0];
    const at = (label: string) => compare.rows.find((r) => r[0]?.value === label)!;
    const source = compare.rows.findIndex((r) => r[0]?.value === "servers" && r[2]?.formula) + 1;
    const absolute = compare.rows.filter((r) => r[0]?.value === "servers")[1];
    expect(absolute[3]?.formula).toBe(
      `=IF(OR(D${source}="--",$C$${source}="--"),"--",D${source}-$C$${source})`
    );
    expect(at("servers, %")[3]?.formula).toBe(
      `=IF(OR(OR(D${source}="--",$C$${source}="--"),$C$${source}=0),"--",(D${source}-$C$${source})/$C$${source}*100)`
    );
    expect(compare.flags?.map((f) => ("above" in f ? `>${f.above}` : `<${f.below}`))).toEqual([
      ">0",
      "<0",
      ">0",
      "<0",
    ]);
    expect(compare.charts?.[0].series.map((s) => s.name)).toEqual(["MS 16000"]);
  });

  test("it renders as a valid .xlsx (the renderer's own checks)", () => {
    expect(renderXlsx(two(), { date: DATE }).length).toBeGreaterThan(10_000);
  });

  test("2 to 12 designs; a bad scenario names its design and the key", () => {
    const designs = COMPARE_TEST_DESIGNS.map(([label, scenario]) => ({ label, scenario }));
    expect(() => buildCompareWorkbook(designs.slice(0, 1))).toThrow(/2 to 12 designs \(got 1\)/);
    expect(() => buildCompareWorkbook([...designs, designs[0]])).toThrow(
      /2 to 12 designs \(got 13\)/
    );
    const bad = [designs[0], { label: "broken", scenario: { ...DEFAULT_SCENARIO, users: -5 } }];
    expect(() => buildCompareWorkbook(bad)).toThrow(SizingError);
    expect(() => buildCompareWorkbook(bad)).toThrow(/^design 2 \(broken\): .*users/);
    const badMs = [designs[0], { label: "ms", scenario: { ...MS, haCopies: "three" } }];
    expect(() => buildCompareWorkbook(badMs)).toThrow(/^design 2 \(ms\): .*haCopies/);
    expect(() =>
      buildCompareWorkbook([designs[0], { label: "m", scenario: { method: "x" } }])
    ).toThrow(/design 2 \(m\): method must be/);
  });
});
