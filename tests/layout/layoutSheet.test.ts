/**
 * The Microsoft workbook's Copy layout sheet with the calculator's rule (the default): every database of
 * DAG 1 in the grid (issue 19: it stopped at 70 of 336), each cell the calculator's activation preference
 * (its own export for the example: tests/fixtures/ms-calculator-exports), the sheet saying the grid holds
 * values, and the failure table reading the calculator's active databases per server by name.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { buildMicrosoftWorkbook, msName } from "../../src/workbook";

const example = JSON.parse(
  readFileSync(join(__dirname, "../../examples/microsoft-example.json"), "utf8")
);
const sheetOf = (json: unknown) =>
  buildMicrosoftWorkbook(json, { date: new Date(2026, 10, 25) }).sheets.find(
    (s) => s.name === "Copy layout"
  )!;

test("the printed table (issue 31): each database's servers by preference, the build stamp on screen and paper", () => {
  const sheet = sheetOf(example);
  const at = (label: string) => sheet.rows.findIndex((r) => r[0]?.value === label);
  // The same export as the grid below: DB01 on servers 1-4 with preferences 1-4 (lagged: 4), DB03 on
  // servers 3, 4, 1, 2 with preferences 1-4 (lagged: 2).
  expect(sheet.rows[at("Database 1")].slice(1, 6).map((c) => c?.value)).toEqual([1, 2, 3, 4, 4]);
  expect(sheet.rows[at("Database 3")].slice(1, 6).map((c) => c?.value)).toEqual([3, 4, 1, 2, 2]);
  const stamp = "Values of the build of 2026-11-25: rebuild after changing an input";
  expect(sheet.rows.some((r) => r[0]?.value === stamp)).toBe(true);
  expect(sheet.print?.footer?.center).toBe(stamp);
  // Printed: the title to the table's last database, columns A-G (the failure table's); not the grid.
  expect(sheet.print?.area).toBe(`A1:G${at("Database 40") + 1}`);
  expect(at("Server \\ database")).toBeGreaterThan(at("Database 40"));
});

test("the example's grid: 40 databases, the calculator's preferences, lagged copies named", () => {
  const sheet = sheetOf(example);
  // The grid's first server row: below its heading (the failure table above lists servers too).
  const top = sheet.rows.findIndex((r) => r[0]?.value === "Server \\ database") + 1;
  expect(top).toBeGreaterThan(0);
  expect(sheet.rows[top][0]?.value).toBe("Server 1");
  // MailboxDatabases.csv / MailboxDatabaseCopies.csv: DAG-nn-DB01 on srv-nn-01..04 with preferences 1..4,
  // DB03 on srv-nn-03, 04, 01, 02 with 1..4 (lagged: srv-nn-04 for DB01, srv-nn-02 for DB03).
  expect([0, 1, 2, 3].map((s) => sheet.rows[top + s][1]?.value)).toEqual([1, 2, 3, 4]);
  expect([0, 1, 2, 3].map((s) => sheet.rows[top + s][3]?.value)).toEqual([3, 4, 1, 2]);
  expect(sheet.rows[top][40]?.value).toBeDefined();
  expect(sheet.rows[top][41]).toBeFalsy();
  const lagged = sheet.rows.findIndex((r) => r[0]?.value === "lagged copy on server");
  expect(sheet.rows[lagged][1]?.value).toBe("4");
  expect(sheet.rows[lagged][3]?.value).toBe("2");
  expect(
    sheet.rows.some((r) =>
      /^Values, not formulas: ExSize computed this grid/.test(String(r[0]?.value))
    )
  ).toBe(true);
  expect(
    sheet.rows.some((r) =>
      r.some((c) => c?.formula === `=${msName("activeDatabasesPerServer.doubleFailure")}`)
    )
  ).toBe(true);
});

test("the failure table's calculator figures are names the workbook defines", () => {
  const spec = buildMicrosoftWorkbook(example, { date: new Date(2026, 10, 25) });
  for (const m of ["normal", "singleFailure", "doubleFailure"])
    expect(spec.names.some((n) => n.name === msName(`activeDatabasesPerServer.${m}`))).toBe(true);
});

test("every database of a 100,000-mailbox design is in the grid", () => {
  const json = {
    ...example,
    tiers: [{ mailboxes: 100000, messagesPerDay: 150, quotaMB: 2048 }],
    exchangeServersPerDag: 8,
  };
  const sheet = sheetOf(json);
  const header = sheet.rows.findIndex((r) => r[0]?.value === "Server \\ database");
  const numbers = sheet.rows[header].slice(1).map((c) => c?.value);
  expect(numbers.length).toBeGreaterThan(70);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
});
