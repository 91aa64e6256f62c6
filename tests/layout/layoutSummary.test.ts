/**
 * `exsize size`'s copy layout section (src/cli/layoutSummary.ts over the core's layoutSummaryOf). The
 * expected figures are the calculator's own: its example's export (tests/fixtures/ms-calculator-exports:
 * every server holds all 40 databases, 10 active, 10 lagged copies) and Role Requirements C195:D195 of
 * the example (activeDatabasesPerServer normal 10, singleFailure 20; mscalc.py, E2013Calcv7.6,
 * tests/golden/microsoft-example.test.ts).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { sizeCommand } from "../../src/cli/sizeCommand";
import { layoutSummaryText } from "../../src/cli/layoutSummary";

const EXAMPLE = join(__dirname, "../../examples/microsoft-example.json");

test("exsize size prints the example's layout: the calculator's rule, 10 active of 40 copies per server", () => {
  const { stdout, exitCode } = sizeCommand([EXAMPLE]);
  expect(exitCode).toBe(0);
  expect(stdout).toContain(
    "Copy layout: the calculator's (its Distribution sheet's VBA); DAG 1 of 2, 40 databases"
  );
  for (const s of [1, 2, 3, 4])
    expect(stdout).toMatch(new RegExp(`server ${s} +${s <= 2 ? 1 : 2} +10 +40 +10`));
  expect(stdout).toContain(
    "10 normal, 20 after the worst single server failure, -- after the worst double failure"
  );
  expect(stdout).toContain("1 lagged copy per database, laid out with the other copies");
});

test('copyLayout "exsize" says so; without high availability there is no layout section', () => {
  const json = JSON.parse(readFileSync(EXAMPLE, "utf8"));
  expect(layoutSummaryText({ ...json, copyLayout: "exsize" })).toContain(
    'ExSize\'s balanced rule (copyLayout "exsize")'
  );
  expect(layoutSummaryText({ ...json, highAvailability: false })).toBe("");
});

test("dedicated lagged-copy servers: the lagged copies are said to be left out of the layout", () => {
  const text = layoutSummaryText({
    method: "microsoft",
    datacenterModel: "Single Datacenter",
    exchangeServersPerDag: 5,
    haCopies: 3,
    laggedCopies: 1,
    laggedCopiesOnDedicatedServers: true,
    multipleDatabasesPerVolume: false,
    dagCount: 1,
    tiers: [{ mailboxes: 5000, messagesPerDay: 150, quotaMB: 2048 }],
  });
  expect(text).toMatch(
    /1 lagged copy per database on \d+ dedicated lagged-copy server\(s\) per DAG, left out/
  );
  // 60 databases, 3 copies on 5 servers (the calculator's RecNumDBs for this design, vba-layouts.json)
  expect(text).toMatch(/server 5 +1 +12 +36 +0/);
});
