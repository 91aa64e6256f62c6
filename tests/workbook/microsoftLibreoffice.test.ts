/**
 * Proof with a real spreadsheet engine for the Microsoft method's workbook: LibreOffice Calc (headless)
 * recalculates the file `exsize workbook` writes for a `microsoft` scenario, for every Exchange version
 * with every datacenter model, and every ex.ms.* name holds what the core computes: the keys of
 * `exsize size --json` (ex.ms.k, ex.ms.tier<i>.k, ex.ms.k.mode; null is the calculator's "--") and every
 * intermediate step and input, at 1e-9 relative (tests/workbook/microsoftParity.ts).
 *
 * The test can fail: a workbook with one wrong formula (tier 1's IOPS per mailbox as its reads alone, the
 * writes left out) is caught.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { WorkbookSpec, buildMicrosoftWorkbook, msName } from "../../src/workbook";
import { parseCellRef } from "../../src/workbook/a1";
import { SUMMARY_KEYS, microsoftSummary } from "../../src/core/summary";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../src/core/microsoft/size";
import { convertWithLibreOffice, writeSpecFile } from "../support/libreoffice";
import { ReadWorkbook, namedCell, readXlsx } from "../support/xlsxRead";
import {
  MicrosoftExpected,
  compareMicrosoft,
  comparedCounts,
  expectedMicrosoft,
} from "./microsoftParity";
import {
  MICROSOFT_SCENARIOS,
  REPLICATION_SCENARIOS,
  VERSIONS,
  DATACENTER_DESIGNS,
} from "./microsoftScenarios";
import { EXTRA_SHEETS } from "../../src/workbook/microsoft/extraSheetParts";

const DATE = new Date(2026, 10, 23);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ms-parity-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const write = (name: string, spec: WorkbookSpec): string => writeSpecFile(work, name, spec, DATE);

/** The workbook with the named cell's formula replaced. */
function withFormula(spec: WorkbookSpec, name: string, formula: string): WorkbookSpec {
  const n = spec.names.find((d) => d.name === name)!;
  const { row, col } = parseCellRef(n.ref);
  const sheets = spec.sheets.map((s) => {
    if (s.name !== n.sheet) return s;
    const rows = s.rows.map((r) => [...r]);
    expect(rows[row][col]?.formula).toBeDefined();
    rows[row][col] = { ...rows[row][col], formula };
    return { ...s, rows };
  });
  return { ...spec, sheets };
}

interface Case {
  readonly name: string;
  readonly expected: MicrosoftExpected;
  book?: ReadWorkbook;
}

const cases: Case[] = MICROSOFT_SCENARIOS.map(([name, json]) => ({
  name,
  expected: expectedMicrosoft(json),
}));
const example = MICROSOFT_SCENARIOS[0][1];
let mutantBook: ReadWorkbook;
let replicationMutant: ReadWorkbook;
const replication = REPLICATION_SCENARIOS[0];
/** Hour 10's RPO 4 figure as a 4-hour average (D40:D43), the quirk "fixed": the calculator averages 5 hours. */
const FOUR_HOURS = `=SUM(${[7, 8, 9, 10].map((h) => msName(`replication.logsPerHourPerDb.hour${h}`)).join(",")})/4*8/3600`;

beforeAll(() => {
  const files = MICROSOFT_SCENARIOS.map(([, json], i) =>
    write(`ms-${i}`, buildMicrosoftWorkbook(json, { date: DATE }))
  );
  // IOPS per mailbox read as the reads alone, the writes left out.
  const wrong = `=${msName("tier1.totalDbReadsPerMailbox")}`;
  files.push(
    write(
      "ms-mutant",
      withFormula(
        buildMicrosoftWorkbook(example, { date: DATE }),
        msName("tier1.iopsPerMailbox"),
        wrong
      )
    )
  );
  files.push(
    write(
      "ms-mutant-replication",
      withFormula(
        buildMicrosoftWorkbook(replication[1], { date: DATE }),
        msName("replication.mbpsPerDbCopy.rpo4.hour10"),
        FOUR_HOURS
      )
    )
  );
  const outputs = convertWithLibreOffice(files, path.join(work, "out"), { recalc: "always" });
  const read = (i: number) => readXlsx(new Uint8Array(fs.readFileSync(outputs[i])));
  cases.forEach((c, i) => (c.book = read(i)));
  mutantBook = read(cases.length);
  replicationMutant = read(cases.length + 1);
}, 600_000);

test("the Replication, Activation scenarios and Mailbox growth sheets are there, their figures named", () => {
  const book = cases.find((c) => c.name.startsWith("Exchange 2013, replication"))!.book!;
  for (const sheet of Object.values(EXTRA_SHEETS)) expect(book.sheetNames).toContain(sheet);
  for (const name of [
    "replication.peakReplicationMbpsPerDag",
    "replication.recommendedLinkForRpo",
    "activation.dagA.firstServerFailure.activeDbsPerPrimaryServer",
    "mailboxModeling.tier1.sizeGBAtRetention80.month24",
  ])
    expect(book.names.has(msName(name))).toBe(true);
  expect(namedCell(book, msName("replication.linkAcceptableForPeak"))?.value).toBe("No");
});

test("a wrong replication formula is caught (the RPO 4 column's 5 hours 'fixed' to 4)", () => {
  const c = cases.find((x) => x.name === replication[0])!;
  const problems = compareMicrosoft(replicationMutant, c.expected);
  expect(
    problems.some((p) => p.startsWith(`${msName("replication.mbpsPerDbCopy.rpo4.hour10")}:`))
  ).toBe(true);
});

test("the scenarios cover every Exchange version with every datacenter model", () => {
  for (const v of VERSIONS)
    for (const m of Object.keys(DATACENTER_DESIGNS))
      expect(cases.map((c) => c.name)).toContain(`Exchange ${v}, ${m}`);
});

describe("LibreOffice recalculates the Microsoft workbook to exsize size --json (1e-9 relative)", () => {
  test.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(compareMicrosoft(c.book!, c.expected)).toEqual([]);
    const counts = comparedCounts(c.book!, c.expected);
    // Every JSON key is a name, and the steps and inputs besides them are compared too.
    expect(counts.jsonKeys).toBeGreaterThan(60);
    expect(counts.names).toBeGreaterThan(450);
  });
});

describe("the Summary's summary rows (ex.ms.summary.KEY) are exsize size --json's summary", () => {
  test.each(MICROSOFT_SCENARIOS.map(([name, json], i) => [name, json, i] as const))(
    "%s",
    (_name, json, i) => {
      const summary = microsoftSummary(sizeMicrosoft(json), parseMicrosoftScenario(json).cells);
      const wrong = SUMMARY_KEYS.flatMap((k) => {
        const cell = namedCell(cases[i].book!, msName(`summary.${k}`))?.value;
        const want = summary[k];
        const same =
          want === null
            ? cell === "--"
            : typeof cell === "number" &&
              (cell === want || Math.abs(cell - want) <= 1e-9 * Math.abs(want));
        return same ? [] : [`${k}: workbook ${String(cell)}, core ${String(want)}`];
      });
      expect(wrong).toEqual([]);
    }
  );
});

test("a design the calculator rejects shows its figures as the calculator's --", () => {
  const rejected = cases.find((c) => c.name.includes("rejects"))!;
  expect(rejected.expected.json.databaseCount).toBeNull();
  expect(namedCell(rejected.book!, msName("databaseCount"))?.value).toBe("--");
  expect(namedCell(rejected.book!, msName("validationError"))?.value).toBe(true);
});

test("a wrong formula is caught", () => {
  const problems = compareMicrosoft(mutantBook, cases[0].expected);
  expect(problems.some((p) => p.startsWith(`${msName("tier1.iopsPerMailbox")}:`))).toBe(true);
  // and what reads it (the database and server IOPS) is wrong with it
  expect(problems.some((p) => p.startsWith(`${msName("totalDbIopsPerServer")}:`))).toBe(true);
});
