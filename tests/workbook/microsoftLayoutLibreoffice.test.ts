/**
 * Proof with a real spreadsheet engine for the Copy layout sheet of the Microsoft workbook: LibreOffice
 * Calc (headless) recalculates the file `exsize workbook` writes, and every cell of the server x database
 * grid (DAG 1) equals the core's layout (src/core/microsoft/layout, `exsize size --json`'s layout): the
 * activation preference of that server's copy of that database, blank where the core places none.
 * Each datacenter model's design is checked, and a workbook whose server count is changed in its Inputs
 * cell (8 servers to 6) redraws to the core's layout of the changed design.
 *
 * The storage area's golden designs (JBOD with AutoReseed, RAID with a restore volume, isolated logs,
 * several databases per volume, two datacenters, standalone) are recalculated too: every volume and disk
 * figure and every other ex.ms.* name equals the core (1e-9 relative), and their grids the core's layout.
 *
 * The test can fail: a workbook with one wrong helper formula (the home anchor as MOD(i + 1, n)) and one
 * with a wrong volume formula (the database volume 1% larger) are caught.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { evaluateMicrosoft } from "../../src/core/microsoft/size";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { layoutOf } from "../../src/core/microsoft/layout";
import { WorkbookSpec, buildMicrosoftWorkbook, msName } from "../../src/workbook";
import { columnLetters, parseCellRef } from "../../src/workbook/a1";
import { LAYOUT_GRID_SERVERS } from "../../src/workbook/microsoft/layoutSheet";
import { convertWithLibreOffice, writeSpecFile } from "../support/libreoffice";
import { ReadWorkbook, readXlsx } from "../support/xlsxRead";
import { DATACENTER_DESIGNS } from "./microsoftScenarios";
import { MicrosoftExpected, compareMicrosoft, expectedMicrosoft } from "./microsoftParity";
import { STORAGE_GOLDENS } from "../golden/microsoft/storage/storageGoldens";
import { STORAGE_OUTPUT_KEYS } from "../../src/core/microsoft/storage";

const DATE = new Date(2026, 10, 23);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ms-layout-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const write = (name: string, spec: WorkbookSpec): string => writeSpecFile(work, name, spec, DATE);

/** The workbook with one cell of a sheet replaced (a formula or a literal). */
function withCell(
  spec: WorkbookSpec,
  sheet: string,
  row: number,
  col: number,
  cell: { formula?: string; value?: number }
): WorkbookSpec {
  const sheets = spec.sheets.map((s) => {
    if (s.name !== sheet) return s;
    const rows = s.rows.map((r) => [...r]);
    expect(rows[row][col]).toBeTruthy();
    rows[row][col] = { style: rows[row][col]?.style, ...cell };
    return { ...s, rows };
  });
  return { ...spec, sheets };
}

const cellOfName = (spec: WorkbookSpec, name: string) => {
  const n = spec.names.find((d) => d.name === name);
  if (!n) throw new Error(`no name ${name}`);
  return { sheet: n.sheet, ...parseCellRef(n.ref) };
};

/** The core's DAG 1 layout as "server,database" -> activation preference. */
function expectedGrid(json: Record<string, unknown>): Map<string, number> {
  const scenario = parseMicrosoftScenario(json);
  const values = {
    ...scenario.cells,
    ...Object.fromEntries(evaluateMicrosoft(scenario)),
  } as Parameters<typeof layoutOf>[0];
  const grid = new Map<string, number>();
  for (const c of layoutOf(values))
    if (c.dag === 1) grid.set(`${c.server},${c.database}`, c.activationPreference);
  return grid;
}

/** Mismatches between the recalculated grid and the core's layout (every cell of the grid). */
function compareGrid(
  book: ReadWorkbook,
  spec: WorkbookSpec,
  expected: Map<string, number>
): string[] {
  const sheet = "Copy layout";
  const row = spec.sheets
    .find((s) => s.name === sheet)!
    // the grid's first server: below its heading (issue 31: the printed failure table lists servers too)
    .rows.findIndex(
      (r, i, all) => r[0]?.value === "Server 1" && all[i - 1]?.[0]?.value === "Server \\ database"
    );
  const col = 1;
  expect(row).toBeGreaterThan(0);
  const cells = book.cells.get(sheet)!;
  // The header row ("Server \\ database") spans every database column; a server's row can end early.
  const width = spec.sheets.find((s) => s.name === sheet)!.rows[row - 1].length - col;
  const problems: string[] = [];
  let seen = 0;
  const rows = spec.sheets.find((x) => x.name === sheet)!.rows;
  // The grid's server rows: 16 with ExSize's formulas, the layout's servers with the calculator's values.
  let servers = 0;
  while (
    servers < LAYOUT_GRID_SERVERS &&
    rows[row + servers]?.[0]?.value === `Server ${servers + 1}`
  )
    servers++;
  for (const k of expected.keys())
    if (Number(k.split(",")[0]) > servers)
      problems.push(`server ${k.split(",")[0]} has no grid row`);
  for (let s = 0; s < servers; s++)
    for (let d = 0; d < width; d++) {
      const got = cells.get(`${columnLetters(col + d)}${row + s + 1}`)?.value;
      const want = expected.get(`${s + 1},${d + 1}`);
      if (want !== undefined) seen++;
      if ((want ?? "") !== (got ?? ""))
        problems.push(
          `server ${s + 1}, database ${d + 1}: ${JSON.stringify(got)} (core ${want ?? "blank"})`
        );
    }
  // Databases beyond the grid's columns (LAYOUT_MAX_CELLS): the Checks block counts them.
  const beyond = [...new Set([...expected.keys()].map((k) => Number(k.split(",")[1])))].filter(
    (d) => d > width
  ).length;
  const checkRow = spec.sheets
    .find((s) => s.name === sheet)!
    .rows.findIndex((r) => r[0]?.value === "databases per DAG beyond the grid's columns");
  // The calculator's rule (values) covers every database and has no such check.
  const counted = checkRow < 0 ? 0 : cells.get(`B${checkRow + 1}`)?.value;
  if (counted !== beyond)
    problems.push(`Checks counts ${String(counted)} databases beyond the grid, the core ${beyond}`);
  const inGrid = [...expected.keys()].filter((k) => Number(k.split(",")[1]) <= width).length;
  if (seen !== inGrid) problems.push(`${inGrid - seen} copies fall outside the grid's rows`);
  return problems;
}

// ExSize's rule (copyLayout "exsize") is the grid of native formulas; the calculator's rule (the
// default) is written as values, checked below as well.
const designs = Object.entries(DATACENTER_DESIGNS).flatMap(([name, json]) =>
  (["exsize", "calculator"] as const).map((rule) => ({
    name: `${name} (${rule})`,
    json: { method: "microsoft", ...json, copyLayout: rule } as Record<string, unknown>,
  }))
);
const changed = designs.find((d) => d.name === "Single Datacenter (exsize)")!;
const specs = designs.map((d) => buildMicrosoftWorkbook(d.json, { date: DATE }));
const changedSpec = (() => {
  const spec = specs[designs.indexOf(changed)];
  const at = cellOfName(spec, msName("input.exchangeServersPerDag"));
  return withCell(spec, at.sheet, at.row, at.col, { value: 6 });
})();
// The plant: the home anchor a = MOD(i + 1, n) instead of MOD(i, n) in database 1's column.
const mutantSpec = (() => {
  const spec = specs[0];
  const sheet = spec.sheets.find((s) => s.name === "Copy layout")!;
  const row = sheet.rows.findIndex((r) => r[0]?.value === "home anchor a = MOD(i, n)");
  const formula = sheet.rows[row][1]!.formula!;
  expect(formula).toMatch(/^=MOD\(B\$\d+,B\$\d+\)$/);
  return withCell(spec, sheet.name, row, 1, {
    formula: formula.replace(/^=MOD\((B\$\d+)/, "=MOD($1+1"),
  });
})();
/**
 * The storage area's golden designs given to mscalc.py as JSON (storageGoldens.ts: JBOD with AutoReseed,
 * RAID with a restore volume, several databases per volume, two datacenters, ...): their volume and disk
 * figures (the Databases and servers sheet's Volume Requirements and Storage Design sections) and every
 * other ex.ms.* name, and their copy layout grid.
 */
/**
 * Some storage goldens (mscalc.py runs) give a quota below the calculator's 2,048 MB initial mailbox
 * size, which the scenario's input rules now refuse (issue 22). No volume, disk or layout figure reads
 * initialMailboxMB, so such a tier gets an initial size equal to its quota, as the EX.MS* and workbook
 * designs of tests/functions/microsoft.test.ts and microsoftScenarios.ts do.
 */
function withQuotaAtLeastInitial(json: Record<string, unknown>): Record<string, unknown> {
  const tiers = json.tiers as Record<string, unknown>[] | undefined;
  if (!Array.isArray(tiers)) return json;
  return {
    ...json,
    tiers: tiers.map((t) =>
      typeof t.quotaMB === "number" && t.quotaMB < ((t.initialMailboxMB as number) ?? 2048)
        ? { ...t, initialMailboxMB: t.quotaMB }
        : t
    ),
  };
}
const storageDesigns = STORAGE_GOLDENS.flatMap((g) => {
  const m = /inputs (\{.*\})$/.exec(g.inputs);
  return m
    ? [
        {
          name: g.name,
          json: withQuotaAtLeastInitial({
            method: "microsoft",
            ...JSON.parse(m[1]),
          } as Record<string, unknown>),
        },
      ]
    : [];
});
const storageSpecs = storageDesigns.map((d) => buildMicrosoftWorkbook(d.json, { date: DATE }));
const storageExpected: MicrosoftExpected[] = storageDesigns.map((d) => expectedMicrosoft(d.json));
// The plant on the volume figures: the database volume size 1% larger.
const volumeMutant = (() => {
  const spec = storageSpecs[0];
  const at = cellOfName(spec, msName("databaseVolumeSizeGB"));
  const formula = spec.sheets.find((s) => s.name === at.sheet)!.rows[at.row][at.col]!.formula!;
  return withCell(spec, at.sheet, at.row, at.col, { formula: `=(${formula.slice(1)})*1.01` });
})();
const books: ReadWorkbook[] = [];
const storageBooks: ReadWorkbook[] = [];
let volumeMutantBook: ReadWorkbook;

beforeAll(() => {
  const files = [
    ...specs.map((s, i) => write(`layout-${i}`, s)),
    write("layout-changed", changedSpec),
    write("layout-mutant", mutantSpec),
    ...storageSpecs.map((s, i) => write(`storage-${i}`, s)),
    write("storage-mutant", volumeMutant),
  ];
  const outputs = convertWithLibreOffice(files, path.join(work, "out"), { recalc: "always" });
  const read = outputs.map((o) => readXlsx(new Uint8Array(fs.readFileSync(o))));
  books.push(...read.slice(0, specs.length + 2));
  storageBooks.push(...read.slice(specs.length + 2, specs.length + 2 + storageSpecs.length));
  volumeMutantBook = read[read.length - 1];
}, 600_000);

describe("LibreOffice recalculates the copy layout grid to the core's layout, cell for cell", () => {
  test.each(designs.map((d, i) => [d.name, i] as const))("%s", (_name, i) => {
    const expected = expectedGrid(designs[i].json);
    expect(expected.size).toBeGreaterThan(0);
    expect(compareGrid(books[i], specs[i], expected)).toEqual([]);
  });
});

test("changing the server count in the Inputs sheet redraws the grid to the changed design's layout", () => {
  const expected = expectedGrid({ ...changed.json, exchangeServersPerDag: 6 });
  const before = expectedGrid(changed.json);
  expect([...expected.keys()].some((k) => k.startsWith("7,"))).toBe(false);
  expect([...before.keys()].some((k) => k.startsWith("7,"))).toBe(true);
  expect(compareGrid(books[specs.length], changedSpec, expected)).toEqual([]);
});

test("a wrong helper formula is caught", () => {
  const problems = compareGrid(books[specs.length + 1], mutantSpec, expectedGrid(designs[0].json));
  expect(problems.some((p) => /database 1:/.test(p))).toBe(true);
});

describe("the storage designs: every volume and disk figure, every other ex.ms.* name and the layout grid", () => {
  test("the designs cover JBOD with AutoReseed, a restore volume, several databases per volume and two datacenters", () => {
    const inputs = storageDesigns.map((d) => d.json);
    expect(inputs.some((j) => j.jbod === "Yes" && Number(j.autoReseedVolumes) > 0)).toBe(true);
    expect(inputs.some((j) => j.jbod === "No" && j.dedicatedRestoreVolume === "Yes")).toBe(true);
    expect(inputs.some((j) => j.multipleDatabasesPerVolume === "Yes")).toBe(true);
    expect(inputs.some((j) => j.datacenterModel === "Active/Passive")).toBe(true);
  });
  test.each(storageDesigns.map((d, i) => [d.name, i] as const))("%s", (_name, i) => {
    expect(compareMicrosoft(storageBooks[i], storageExpected[i])).toEqual([]);
    for (const k of STORAGE_OUTPUT_KEYS) expect(storageBooks[i].names.has(msName(k))).toBe(true);
    if (storageDesigns[i].json.highAvailability === "No") {
      // No DAG: the sheet says so and has no grid (each server holds its own databases).
      const layout = storageSpecs[i].sheets.find((s) => s.name === "Copy layout")!;
      expect(layout.rows.some((r) => /High availability is off/.test(String(r[0]?.value)))).toBe(
        true
      );
      expect(layout.rows.some((r) => r[0]?.value === "Server 1")).toBe(false);
    } else {
      const grid = expectedGrid(storageDesigns[i].json);
      expect(compareGrid(storageBooks[i], storageSpecs[i], grid)).toEqual([]);
    }
  });
  test("a wrong volume formula is caught, with the figures that read it", () => {
    const problems = compareMicrosoft(volumeMutantBook, storageExpected[0]);
    expect(problems.some((p) => p.startsWith(`${msName("databaseVolumeSizeGB")}:`))).toBe(true);
  });
});
