/**
 * examples/microsoft-2019.json (issue 30: three tiers, two datacenters, three HA copies and a lagged one,
 * 20 TB NL-SAS disks, a 2023 processor by model) recalculated by LibreOffice Calc (headless) to the core's
 * figures: every ex.ms.* name of the workbook `exsize workbook` writes holds what `exsize size --json`
 * computes (tests/workbook/microsoftParity.ts, 1e-9 relative), so the disk rule's native
 * VALUE(SUBSTITUTE(...)) formula, the converted SPECint_rate2006 and the RAM raised to 128 GB are the
 * spreadsheet's own; so are the MetaCache Database (the MetaCache sheet, ex.ms.metaCache.*) and the worst
 * failure's CPU over the conversion's range (the Summary's rows, ex.ms.cpuConversion.*).
 * The test can fail: the workbook with the raw disk capacity read as 16000 GB, with 5 SSDs per server, or
 * with the range's low end read at the median factor is caught.
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
let mutant2: ReadWorkbook;
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
    writeSpecFile(
      work,
      "ms-2019-mutant2",
      withFormula(
        withFormula(spec, msName("metaCache.ssdsPerServer"), "=5"),
        msName("cpuConversion.cpuUtilizationPercent.worstFailure.low"),
        `=${msName("cpuUtilizationPercent.worstFailure")}`
      ),
      DATE
    ),
  ];
  const out = convertWithLibreOffice(files, path.join(work, "out"), { recalc: "always" });
  [book, mutant, mutant2] = out.map((f) => readXlsx(new Uint8Array(fs.readFileSync(f))));
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

test("its MetaCache Database and CPU range are the workbook's own figures", () => {
  const v = (k: string) => namedCell(book, msName(k))?.value;
  // 12 HDDs of 20000 GB per server (288 disks / 24 servers), 40 copies per server; the 2019 Preferred
  // Architecture's 3 HDD : 1 SSD -> 4 SSDs; 10 % -> 24000 GB; 24000 / 4 / 0.95 = 6315.8 GB -> 7680 GB
  // SSDs ("MCDB setup": 95 % use); 4 x 7680 x 0.95 = 29184 GB; 40 / 4 = 10 copies per SSD ->
  // 7680e9 x 0.95 / 10 = 729600000000 bytes each.
  expect(v("metaCache.hddsPerServer")).toBe(12);
  expect(v("metaCache.ssdsPerServer")).toBe(4);
  expect(v("metaCache.ssdCapacityGB")).toBe(7680);
  expect(v("metaCache.mcdbCapacityGBPerServer")).toBeCloseTo(29184, 6);
  expect(v("metaCache.copiesPerSsd")).toBe(10);
  expect(v("metaCache.metaCacheDatabaseMaxCapacityInBytes")).toBe(729600000000);
  expect(v("metaCache.slotsPerServer")).toBe(16);
  // 22.37 % at 177 x 9.711; x 9.711 / 10.443 and x 9.711 / 9.333 (the Intel factor's ends) -> 21-23 %
  expect(v("cpuConversion.cpuUtilizationPercent.worstFailure.low")).toBeCloseTo(
    (v("cpuUtilizationPercent.worstFailure") as number) * (9.711 / 10.443),
    9
  );
  expect(v("cpuConversion.worstFailureRange")).toBe("21-23 %");
});

test("a wrong SSD count and a wrong range end are caught", () => {
  const problems = compareMicrosoft(mutant2, expected);
  expect(problems.some((p) => p.startsWith(`${msName("metaCache.ssdsPerServer")}:`))).toBe(true);
  expect(
    problems.some((p) =>
      p.startsWith(`${msName("cpuConversion.cpuUtilizationPercent.worstFailure.low")}:`)
    )
  ).toBe(true);
});
