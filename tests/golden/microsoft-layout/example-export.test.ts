/**
 * The calculator's own layout of its example, as it exported it: MailboxDatabases.csv (the server of
 * activation preference 1, ExportDBPrimaryList) and MailboxDatabaseCopies.csv (preferences 2 and up,
 * ExportDBCopyList: a copy is lagged when its ReplayLagTime is not "0.00:00:00"), in
 * tests/fixtures/ms-calculator-exports/ (copied from ../shared/references/ms-calculator/example-exports/,
 * E2013Calcv7.6, exported by Excel running the VBA: Module1.bas Run_Spread 149-291). Server "srv-nn-0k"
 * is the layout's server k (Build_Table numbers the Distribution sheet's columns 1 up). ExSize's layout
 * of examples/microsoft-example.json must equal it, server per database per preference.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { Value } from "../../../src/core/formula";
import { layoutOf } from "../../../src/core/microsoft/layout";
import { parseMicrosoftScenario } from "../../../src/core/microsoft/scenario/parse";
import { evaluateMicrosoft } from "../../../src/core/microsoft/size";

const FIXTURES = join(__dirname, "../../fixtures/ms-calculator-exports");
const csvRows = (file: string) =>
  readFileSync(join(FIXTURES, file), "latin1")
    .split(/\r?\n/)
    .slice(2)
    .filter((l) => l.length > 0)
    .map((l) => l.split(",").map((f) => f.replace(/^"|"$/g, "")));

/** database number -> preference -> [server number, lagged] from the calculator's files. */
function calculatorLayout(): Map<number, Map<number, [number, boolean]>> {
  const out = new Map<number, Map<number, [number, boolean]>>();
  const at = (db: string) => {
    const n = Number(db.replace(/^DAG-nn-DB/, ""));
    if (!out.has(n)) out.set(n, new Map());
    return out.get(n)!;
  };
  const server = (s: string) => Number(s.replace(/^srv-nn-/, ""));
  for (const [name, srv] of csvRows("MailboxDatabases.csv")) at(name).set(1, [server(srv), false]);
  for (const [, , name, srv, pref, replay] of csvRows("MailboxDatabaseCopies.csv"))
    at(name).set(Number(pref), [server(srv), replay !== "0.00:00:00"]);
  return out;
}

export function exampleValues(): Record<string, Value | undefined> {
  const json = JSON.parse(
    readFileSync(join(__dirname, "../../../examples/microsoft-example.json"), "utf8")
  );
  const scenario = parseMicrosoftScenario(json);
  return { ...scenario.cells, ...Object.fromEntries(evaluateMicrosoft(scenario)) } as Record<
    string,
    Value | undefined
  >;
}

test("the example's layout is the calculator's export: every database, preference, server and lag", () => {
  const expected = calculatorLayout();
  expect(expected.size).toBe(40);
  const copies = layoutOf(exampleValues()).filter((c) => c.dag === 1);
  const got = new Map<number, Map<number, [number, boolean]>>();
  for (const c of copies) {
    if (!got.has(c.database)) got.set(c.database, new Map());
    got.get(c.database)!.set(c.activationPreference, [c.server, c.lagged]);
  }
  expect(got).toEqual(expected);
});

test("copyLayout \"exsize\" keeps ExSize's balanced rule, which is not the calculator's export", () => {
  const expected = calculatorLayout();
  const copies = layoutOf({ ...exampleValues(), "input.copyLayout": "exsize" }).filter(
    (c) => c.dag === 1
  );
  expect(copies).toHaveLength(160);
  const differ = copies.filter(
    (c) => expected.get(c.database)!.get(c.activationPreference)![0] !== c.server
  );
  // issue 19: 80 servers of the copies file differ (third and later copies, the second datacenter's
  // anchor, the order of lagged preferences) and 20 databases are active on another server.
  expect(differ.length).toBeGreaterThan(0);
});
