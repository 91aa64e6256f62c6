/**
 * examples/microsoft-2019.json (issue 30: three tiers, two datacenters, three HA copies and a lagged one,
 * 20 TB NL-SAS disks, a 2023 processor by model) recalculated by LibreOffice Calc (headless) to the core's
 * figures: every ex.ms.* name of the workbook `exsize workbook` writes holds what `exsize size --json`
 * computes (tests/workbook/microsoftParity.ts, 1e-9 relative), so the disk rule's native
 * VALUE(SUBSTITUTE(...)) formula, the converted SPECint_rate2006 and the RAM raised to 128 GB are the
 * spreadsheet's own. The conversion's range (cpuConversion) and the MetaCache Database (metaCache) are the
 * core's report objects, not workbook cells yet (microsoftParity.ts leaves them out).
 * The test can fail: the workbook with the raw disk capacity read as 16000 GB is caught.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { WorkbookSpec, buildMicrosoftWorkbook, msName } from "../../src/workbook";
import { parseCellRef } from "../../src/workbook/a1";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { convertWithLibreOffice, writeSpecFile } from "../support/libreoffice";
import { ReadWorkbook, namedCell, readXlsx } from "../support/xlsxRead";
import { compareMicrosoft, expectedMicrosoft, MicrosoftExpected } from "./microsoftParity";

const DATE = new Date(2026, 10, 27);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ms-2019-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const json = resolveProcessorModels(
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../examples/microsoft-2019.json"), "utf8"))
);

function withFormula(spec: WorkbookSpec, name: string, formula: string): WorkbookSpec {
  const n = spec.names.find((d) => d.name === name)!;
  const { row, col } = parseCellRef(n.ref);
  return {
    ...spec,
    sheets: spec.sheets.map((s) => {
      if (s.name !== n.sheet) return s;
      const rows = s.rows.map((r) => [...r]);
      rows[row][col] = { ...rows[row][col], formula };
      return { ...s, rows };
    }),
  };
}

let book: ReadWorkbook;
let mutant: ReadWorkbook;
let expected: MicrosoftExpected;

beforeAll(() => {
  expected = expectedMicrosoft(json);
  const spec = buildMicrosoftWorkbook(json, { date: DATE });
  const files = [
    writeSpecFile(work, "ms-2019", spec, DATE),
    writeSpecFile(
      work,
      "ms-2019-mutant",
      withFormula(spec, msName("dbRawDiskCap1"), "=16000"),
      DATE
    ),
  ];
  const out = convertWithLibreOffice(files, path.join(work, "out"), { recalc: "always" });
  [book, mutant] = out.map((f) => readXlsx(new Uint8Array(fs.readFileSync(f))));
}, 600_000);

test("LibreOffice recalculates the 2019 example to exsize size --json (1e-9 relative)", () => {
  expect(compareMicrosoft(book, expected)).toEqual([]);
});

test("its 20 TB disks, converted CPU and 128 GB are the workbook's own figures", () => {
  const v = (k: string) => namedCell(book, msName(k))?.value;
  expect(v("dbRawDiskCap1")).toBe(20000);
  expect(v("dbForDiskCap1")).toBeCloseTo(18626.45149230957, 6);
  // 2 x Intel Xeon Gold 5415+: SPECrate2017_int_base 177 (catalog median of 28), x 9.711
  expect(v("input.specIntRate2006")).toBeCloseTo(177 * 9.711, 9);
  expect(v("ramRecommendedGB")).toBe(96);
  expect(v("ramPerServerGB")).toBe(128);
  expect(v("pageFileGB")).toBe(32);
});

test("a wrong disk formula is caught", () => {
  const problems = compareMicrosoft(mutant, expected);
  expect(problems.some((p) => p.startsWith(`${msName("dbForDiskCap1")}:`))).toBe(true);
});
