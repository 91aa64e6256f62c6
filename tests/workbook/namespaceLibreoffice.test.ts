/**
 * The foundation of `exsize compare` (issue 13): each design's workbook in its own namespace
 * (src/workbook/namespace.ts), a Dell and a Microsoft design in ONE workbook. LibreOffice recalculates
 * it, and each design's summary rows (ex.d1.summary.KEY, ex.d2.ms.summary.KEY) equal that design's
 * `exsize size --json` summary: the namespaces keep the designs apart.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { SUMMARY_KEYS, Summary, dellSummary, microsoftSummary } from "../../src/core/summary";
import { renderXlsx } from "../../src/render/xlsx";
import {
  WorkbookSpec,
  buildMicrosoftWorkbook,
  buildSizingWorkbook,
  checkWorkbookScenario,
} from "../../src/workbook";
import { dellDesignFiguresOf } from "../../src/workbook/dellFigures";
import { namespaceWorkbook, renameInFormula } from "../../src/workbook/namespace";
import { convertWithLibreOffice } from "../support/libreoffice";
import { namedCell, readXlsx } from "../support/xlsxRead";

const DATE = new Date(2026, 10, 23);

describe("renameInFormula", () => {
  const rename = (t: string) => (t.toLowerCase() === "ex.nu" ? "ex.d1.NU" : t);
  test.each([
    ["=ex.NU*2", "=ex.d1.NU*2"],
    ["=EX.nu+ex.NUX", "=ex.d1.NU+ex.NUX"], // names without case; a longer name is another name
    ['=IF(ex.NU="ex.NU","ex.NU",ex.NU)', '=IF(ex.d1.NU="ex.NU","ex.NU",ex.d1.NU)'], // text stays
    ["=SUM(D32:E33)+ex.NU", "=SUM(D32:E33)+ex.d1.NU"], // cells and functions stay
  ])("%s", (formula, renamed) => expect(renameInFormula(formula, rename)).toBe(renamed));
  test("a sheet reference cannot be followed: it throws", () => {
    expect(() => renameInFormula("=Summary!B2", rename)).toThrow(/sheet/);
  });
});

const DELL = {
  project: "p",
  customer: "c",
  users: 5000,
  quotaMB: 2048,
  messagesPerDay: 150,
  avgMessageKB: 75,
  copies: 2,
};
const MS = { method: "microsoft", haCopies: 3, tiers: [{ mailboxes: 16000, messagesPerDay: 150 }] };

function combined(): WorkbookSpec {
  const d1 = namespaceWorkbook(buildSizingWorkbook(DELL, { date: DATE }), {
    name: (n) => n.replace(/^ex\./i, "ex.d1."),
    sheet: (s) => `D1 ${s}`,
    table: (t) => `D1_${t}`,
  });
  const d2 = namespaceWorkbook(buildMicrosoftWorkbook(MS, { date: DATE }), {
    name: (n) => n.replace(/^ex\./i, "ex.d2."),
    sheet: (s) => `D2 ${s}`,
    table: (t) => `D2_${t}`,
  });
  for (const [k, v] of Object.entries(d2.styles))
    if (k in d1.styles) expect([k, d1.styles[k]]).toEqual([k, v]);
  return {
    ...d1,
    sheets: [...d1.sheets, ...d2.sheets],
    names: [...d1.names, ...d2.names],
    styles: { ...d1.styles, ...d2.styles },
  };
}

test("two designs of both methods in one workbook: each namespace recalculates to its own summary", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ns-"));
  try {
    const file = path.join(work, "in", "two.xlsx");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderXlsx(combined(), { date: DATE }));
    const [out] = convertWithLibreOffice([file], path.join(work, "out"), { recalc: "always" });
    const book = readXlsx(new Uint8Array(fs.readFileSync(out)));
    const expected: [string, Summary][] = [
      ["ex.d1.summary.", dellSummary(dellDesignFiguresOf(checkWorkbookScenario(DELL)))],
      ["ex.d2.ms.summary.", microsoftSummary(sizeMicrosoft(MS), parseMicrosoftScenario(MS).cells)],
    ];
    const wrong = expected.flatMap(([prefix, summary]) =>
      SUMMARY_KEYS.flatMap((k) => {
        const cell = namedCell(book, prefix + k)?.value;
        const want = summary[k];
        const same =
          want === null
            ? cell === "--"
            : typeof cell === "number" && Math.abs(cell - want) <= 1e-9 * Math.abs(want);
        return same ? [] : [`${prefix}${k}: workbook ${String(cell)}, core ${String(want)}`];
      })
    );
    expect(wrong).toEqual([]);
    // the two designs differ, so the check above could tell them apart
    expect(expected[0][1].mailboxes).not.toBe(expected[1][1].mailboxes);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}, 300_000);
