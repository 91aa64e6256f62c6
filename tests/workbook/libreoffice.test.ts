/**
 * Proof with a real spreadsheet engine: LibreOffice Calc (headless) recalculates the workbooks ExSize
 * writes, for a matrix of scenarios, and every named result, every step-table value and every row of
 * the array selection equals the core's at 1e-9 relative (tests/workbook/parity.ts).
 *
 * LibreOffice runs with its own profile set to always recalculate (tests/support/libreoffice.ts), in
 * one soffice start per profile. The test can fail: a workbook with one wrong template formula is
 * caught, and a stale cached value planted in the file is not what comes back.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { ArrayFit, SizingOptions, OPTION_SPECS } from "../../src/core";
import { FunctionResult } from "../../src/functions/declaration";
import { invoke } from "../../src/functions/invoke";
import { findFunction } from "../../src/functions/registry";
import { renderXlsx } from "../../src/render/xlsx";
import {
  COVER_NAMES,
  RESULT_NAMES,
  SIZING_FORMULAS,
  WorkbookSpec,
  buildSizingWorkbook,
  stepSheetName,
} from "../../src/workbook";
import { convertWithLibreOffice } from "../support/libreoffice";
import { ReadWorkbook, namedCell, readXlsx } from "../support/xlsxRead";
import { compareWithCore } from "./parity";
import { Expected, SCENARIOS, WHOLE_ON_PAPER, expectedFor, relClose } from "./scenarios";

const DATE = new Date(2010, 6, 1);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-parity-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function write(name: string, spec: WorkbookSpec): string {
  const file = path.join(work, "in", `${name}.xlsx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderXlsx(spec, { date: DATE }));
  return file;
}

/** The default workbook with step 7's DVS formula wrong (the content index factor left out). */
function mutant(): WorkbookSpec {
  const spec = buildSizingWorkbook(SCENARIOS[0][1], { date: DATE });
  const wrong = "=ex.IDBS*ex.volumeOverhead";
  let replaced = 0;
  const sheets = spec.sheets.map((sheet) =>
    sheet.name !== stepSheetName(14)
      ? sheet
      : {
          ...sheet,
          rows: sheet.rows.map((row) =>
            row.map((cell) => {
              if (cell?.formula !== SIZING_FORMULAS.dvsGB) return cell;
              replaced++;
              return { ...cell, formula: wrong };
            })
          ),
        }
  );
  expect(replaced).toBe(1);
  return { ...spec, sheets };
}

/** The default workbook's bytes with a stale cached value 99999 planted in the DVS cell. */
function withStaleValue(file: string, book: ReadWorkbook): string {
  const address = book.names.get(RESULT_NAMES.dvsGB)!; // 'Table 14'!$D$14
  const ref = address.replace(/^.*!/, "").replace(/\$/g, "");
  const sheetIndex = book.sheetNames.indexOf(stepSheetName(14)) + 1;
  const zip = unzipSync(new Uint8Array(fs.readFileSync(file)));
  const part = `xl/worksheets/sheet${sheetIndex}.xml`;
  const xml = strFromU8(zip[part]);
  const planted = xml.replace(
    new RegExp(`(<c r="${ref}"[^>]*><f>[^<]*</f>)(</c>)`),
    "$1<v>99999</v>$2"
  );
  expect(planted).not.toBe(xml);
  zip[part] = strToU8(planted);
  const out = path.join(path.dirname(file), "stale.xlsx");
  fs.writeFileSync(out, zipSync(zip));
  return out;
}

interface Case {
  readonly name: string;
  readonly expected: Expected;
  book?: ReadWorkbook;
}

const cases: Case[] = SCENARIOS.map(([name, scenario]) => ({
  name,
  expected: expectedFor(scenario),
}));
let mutantBook: ReadWorkbook;
let staleBook: ReadWorkbook;

beforeAll(() => {
  const files = cases.map((c, i) =>
    write(`scenario-${i}`, buildSizingWorkbook(c.expected.scenario, { date: DATE }))
  );
  const original = readXlsx(new Uint8Array(fs.readFileSync(files[0])));
  files.push(write("mutant", mutant()), withStaleValue(files[0], original));
  const outputs = convertWithLibreOffice(files, path.join(work, "out"), { recalc: "always" });
  cases.forEach((c, i) => (c.book = readXlsx(new Uint8Array(fs.readFileSync(outputs[i])))));
  mutantBook = readXlsx(new Uint8Array(fs.readFileSync(outputs[cases.length])));
  staleBook = readXlsx(new Uint8Array(fs.readFileSync(outputs[cases.length + 1])));
}, 600_000);

describe("LibreOffice recalculates the workbook to the core's numbers (1e-9 relative)", () => {
  test.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(compareWithCore(c.book!, c.expected)).toEqual([]);
  });
});

test("the rounding scenario still tests rounding: its quotient is not whole in doubles", () => {
  expect(WHOLE_ON_PAPER.quotient).not.toBe(51);
  expect(Math.ceil(WHOLE_ON_PAPER.quotient)).toBe(52);
  const c = cases.find(
    (k) => k.expected.scenario.options?.maxDbSizeGB === WHOLE_ON_PAPER.maxDbSizeGB
  )!;
  expect(namedCell(c.book!, RESULT_NAMES.dbCount)?.value).toBe(51);
});

test("the tie-break scenario ties: two models share the fewest arrays and the least GB bought", () => {
  const c = cases.find((k) => k.name.startsWith("small, measured IOPS only"))!;
  const [best, next] = c.expected.fits;
  expect([best.totalArrays, best.usableGBBought]).toEqual([next.totalArrays, next.usableGBBought]);
  expect([best.candidate.model, next.candidate.model]).toEqual(["PS6000X", "PS6000XV"]);
  expect(namedCell(c.book!, "ex.ArrayModel")?.value).toBe("PS6000X");
});

describe("the default workbook (seed 000, section 3.4.2 with ExSize's defaults)", () => {
  const optionsRange = (options: SizingOptions) =>
    OPTION_SPECS.map((o) => [o.name, options[o.name]]);
  const ex = (id: string, ...args: unknown[]): FunctionResult => invoke(findFunction(id)!, args);

  test("ex.DVS, ex.LVS, ex.DBIOP, ex.LIOPS, ex.TotalCapacityGB and ex.ArraysTotal equal the EX.* functions", () => {
    const { sizing } = cases[0].expected;
    const { users, quotaMB, messagesPerDay, avgMessageKB, copies } = sizing.input;
    const opts = optionsRange(sizing.options);
    const book = cases[0].book!;
    const value = (name: string) => namedCell(book, name)?.value as number;
    expect(
      relClose(
        value("ex.DVS"),
        ex("DVS", users, quotaMB, messagesPerDay, avgMessageKB, null, opts) as number
      )
    ).toBe(true);
    expect(
      relClose(
        value("ex.LVS"),
        ex("LVS", users, messagesPerDay, avgMessageKB, sizing.dbCount, opts) as number
      )
    ).toBe(true);
    expect(
      relClose(value("ex.DBIOP"), ex("DBIOPS", users, messagesPerDay, copies, opts) as number)
    ).toBe(true);
    expect(relClose(value("ex.LIOPS"), ex("LIOPS", sizing.dbiop, copies, opts) as number)).toBe(
      true
    );
    expect(
      relClose(
        value("ex.TotalCapacityGB"),
        ex("CAPACITY", users, quotaMB, messagesPerDay, avgMessageKB, null, opts) as number
      )
    ).toBe(true);
    const fit = findFunction("ARRAYFIT");
    if (fit) {
      const table = invoke(fit, [
        sizing.totalCapacityGB,
        sizing.dbiop,
        copies,
        null,
        null,
        opts,
      ]) as unknown[][];
      const total = table[0].indexOf("Total arrays");
      expect(value("ex.ArraysTotal")).toBe(table[1][total]);
    } else {
      expect(value("ex.ArraysTotal")).toBe((cases[0].expected.fits[0] as ArrayFit).totalArrays);
    }
  });

  test("the Summary recommends two PS6500E arrays with 500 GB drives in RAID 50", () => {
    const book = cases[0].book!;
    expect(namedCell(book, COVER_NAMES.recommendation)?.value).toBe(
      "Recommended: 2 x PS6500E with 500GB drives in RAID 50 (1 per copy, 2 copies)."
    );
    for (const c of cases.slice(0, 2)) {
      expect(namedCell(c.book!, "ex.ArraysTotal")?.value).toBe(2);
      expect(namedCell(c.book!, "ex.ArrayModel")?.value).toBe("PS6500E");
    }
    expect(namedCell(cases[1].book!, "ex.DBCount")?.value).toBe(12); // Table 18 as printed
    expect(namedCell(cases[0].book!, "ex.DBCount")?.value).toBe(14); // with the 20% of Table 14 step 5
  });
});

describe("the parity test can fail", () => {
  test("a wrong template formula is caught (DVS without the content index factor)", () => {
    const problems = compareWithCore(mutantBook, cases[0].expected);
    expect(problems.some((p) => p.startsWith("ex.DVS:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("ex.TotalCapacityGB:"))).toBe(true);
  });

  test("a stale cached value in the file is recalculated, not read back", () => {
    expect(namedCell(staleBook, RESULT_NAMES.dvsGB)?.value).not.toBe(99999);
    expect(compareWithCore(staleBook, cases[0].expected)).toEqual([]);
  });
});

describe("other LibreOffice set-ups", () => {
  const fixed = cases.find((c) => c.expected.sizing.warnings.length > 0)!;
  let german: ReadWorkbook[];
  let stock: ReadWorkbook;

  beforeAll(() => {
    const files = [cases[0], fixed].map((c, i) =>
      write(`other-${i}`, buildSizingWorkbook(c.expected.scenario, { date: DATE }))
    );
    german = convertWithLibreOffice(files, path.join(work, "de"), {
      recalc: "always",
      locale: "de-DE",
    }).map((f) => readXlsx(new Uint8Array(fs.readFileSync(f))));
    stock = readXlsx(
      new Uint8Array(
        fs.readFileSync(
          convertWithLibreOffice(files.slice(0, 1), path.join(work, "stock"), {
            recalc: "stock",
          })[0]
        )
      )
    );
  }, 600_000);

  test("under a German locale (decimal comma) the numbers are the same", () => {
    expect(compareWithCore(german[0], cases[0].expected)).toEqual([]);
    expect(compareWithCore(german[1], fixed.expected)).toEqual([]);
    // The locale did apply: the warning's text shows the database size with a decimal comma.
    const idbs = fixed.expected.sizing.idbsGB;
    const comma = (Math.round(idbs * 10) / 10).toFixed(1).replace(".", ",");
    expect(namedCell(german[1], COVER_NAMES.warning)?.value).toContain(`holds ${comma} GB`);
    expect(namedCell(fixed.book!, COVER_NAMES.warning)?.value).toContain(
      `holds ${comma.replace(",", ".")} GB`
    );
  });

  test("a stock LibreOffice profile computes the file too: it carries no cached values", () => {
    expect(compareWithCore(stock, cases[0].expected)).toEqual([]);
  });
});
