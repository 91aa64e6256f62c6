/**
 * Reading the search's tables (src/taskpane/search/searchTables.ts) and fields (searchFields.ts):
 * - the example rows a new sheet gets are examples/search-2019.json's servers and disks (the file is
 *   read here, not the code's copy asserted back);
 * - a bad cell is one line naming the table, the sheet's row, the model and the column, and what the
 *   cell must hold (the CLI's rules: docs/search.md, "The request"); fast-check over bad cells in
 *   every column and row;
 * - whatever the reader accepts, the CLI's reader accepts or refuses naming a row the pane can name
 *   (rowProblem);
 * - the ranges and the CPU limit read as the CLI reads its request's.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { SizingError } from "../../src/core/errors";
import { parseSearchRequest } from "../../src/core/microsoft/search";
import {
  DISKS_TABLE,
  SERVERS_TABLE,
  SearchTable,
  TableCells,
  readTable,
  rowProblem,
} from "../../src/taskpane/search/searchTables";
import { readSearchFields, searchRequest } from "../../src/taskpane/search/searchFields";

const example = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/search-2019.json"), "utf8")
);
const { search, ...scenario } = example;

const cellsOf = (table: SearchTable, rows = table.example, headerRow = 3): TableCells => ({
  values: [table.columns.map((c) => c.header), ...rows.map((r) => [...r])],
  headerRow,
});
const entries = (table: SearchTable, cells = cellsOf(table)) => {
  const read = readTable(table, cells);
  if ("problem" in read) throw new Error(read.problem);
  return read;
};

test("a new sheet's rows are examples/search-2019.json's servers and disks (its ssdPrice on each disk)", () => {
  expect(entries(SERVERS_TABLE).entries).toEqual(search.servers);
  expect(entries(DISKS_TABLE).entries).toEqual(
    search.disks.map((d: object) => ({ ...d, ssdPrice: search.ssdPrice }))
  );
  expect(entries(SERVERS_TABLE).rows).toEqual([4, 5, 6]);
});

test("the example tables and fields make the CLI's example request", () => {
  const read = readSearchFields({
    "search-exchangeServersPerDag-from": "2",
    "search-exchangeServersPerDag-to": "12",
    "search-dagCount-from": "1",
    "search-dagCount-to": "4",
    "search-cpu": "80",
    "search-top": "5",
  });
  if (!("settings" in read)) throw new Error(JSON.stringify(read));
  const request = searchRequest(
    scenario,
    entries(SERVERS_TABLE).entries,
    entries(DISKS_TABLE).entries,
    read.settings
  );
  const pane = parseSearchRequest(request);
  const cli = parseSearchRequest(example);
  expect(pane.ranges).toEqual(cli.ranges);
  expect(pane.servers).toEqual(cli.servers);
  expect(pane.scenario.maxCpuWorstFailurePercent).toBe(cli.scenario.maxCpuWorstFailurePercent);
  // the search-wide ssdPrice moved onto each disk: the same price for each (request.ts: a disk's own, else the search's)
  pane.disks.forEach((d, i) => {
    expect(d.ssdPrice).toBe(cli.disks[i].ssdPrice ?? cli.ssdPrice);
    expect({ ...d, ssdPrice: undefined }).toEqual({ ...cli.disks[i], ssdPrice: undefined });
  });
});

test("bad cells: one line naming the table, the sheet's row, the model and the column", () => {
  const servers = SERVERS_TABLE.example.map((r) => [...r]);
  servers[1][7] = "18,000";
  expect(readTable(SERVERS_TABLE, cellsOf(SERVERS_TABLE, servers))).toEqual({
    problem: 'Servers table, row 5 (2U 24-core): Price must be a number (got the text "18,000")',
  });
  servers[1][7] = 18000;
  servers[2][6] = 2.5;
  expect(readTable(SERVERS_TABLE, cellsOf(SERVERS_TABLE, servers, 1))).toEqual({
    problem:
      "Servers table, row 4 (2U 48-core): Disk slots must be a whole number of 1 or more (got 2.5)",
  });
  const disks = DISKS_TABLE.example.map((r) => [...r]);
  disks[0][3] = "";
  expect(readTable(DISKS_TABLE, cellsOf(DISKS_TABLE, disks))).toEqual({
    problem: "Disks table, row 4 (4 TB NL-SAS): Price is blank; give it",
  });
  expect(readTable(DISKS_TABLE, cellsOf(DISKS_TABLE, []))).toEqual({
    problem: "Disks table has no rows: give at least one disk below its header (row 3)",
  });
  expect(readTable(DISKS_TABLE, { values: [["Model", "Price", "Colour"]], headerRow: 3 })).toEqual({
    problem:
      'Disks table: the column the text "Colour" is not one the search reads; the columns are Model, Capacity (GB), Disk type, Price, SSD price',
  });
});

test("a blank row is skipped; a blank optional cell leaves the field out", () => {
  const rows = [
    ["A", "", "", "", "", 128, 8, 1000],
    ["", "", "", "", "", "", "", ""],
  ];
  expect(entries(SERVERS_TABLE, cellsOf(SERVERS_TABLE, rows))).toEqual({
    entries: [{ model: "A", maxRamGB: 128, diskSlots: 8, price: 1000 }],
    rows: [4],
  });
});

/** A value no column accepts for its rule. */
const badFor = (rule: string): fc.Arbitrary<unknown> =>
  rule === "text"
    ? fc.constantFrom(true, false, "   ")
    : fc.oneof(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        fc.constantFrom(0, -1, -0.5, true, Number.NaN),
        ...(rule === "whole" || rule === "sockets" ? [fc.constantFrom(1.5, 3.25)] : []),
        ...(rule === "sockets" ? [fc.constantFrom(3, 4)] : [])
      );

test.each([SERVERS_TABLE, DISKS_TABLE])(
  "fast-check: a bad cell anywhere in the $title is refused naming its row and column",
  (table) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: table.example.length - 1 }),
        fc
          .integer({ min: 0, max: table.columns.length - 1 })
          .chain((c) => fc.tuple(fc.constant(c), badFor(table.columns[c].rule))),
        fc.integer({ min: 1, max: 1000 }),
        (row, [col, value], headerRow) => {
          const rows = table.example.map((r) => [...r] as unknown[]);
          rows[row][col] = value;
          const read = readTable(table, {
            values: [table.columns.map((c) => c.header), ...rows],
            headerRow,
          });
          expect("problem" in read).toBe(true);
          const problem = (read as { problem: string }).problem;
          expect(problem).toContain(`${table.title}, row ${headerRow + 1 + row}`);
          expect(problem).toContain(`: ${table.columns[col].header} `);
          expect(problem.split("\n")).toHaveLength(1);
        }
      ),
      { numRuns: 300 }
    );
  }
);

test("fast-check: what the tables accept, the CLI's reader accepts, or refuses naming a row the pane names", () => {
  const server = fc.record({
    model: fc.constantFrom("S1", "S2"),
    cores: fc.integer({ min: 1, max: 64 }),
    spec: fc.double({ min: 1, max: 5000, noNaN: true }),
    ram: fc.double({ min: 1, max: 2048, noNaN: true }),
    slots: fc.integer({ min: 1, max: 48 }),
    price: fc.double({ min: 1, max: 1e6, noNaN: true }),
  });
  const disk = fc.record({
    model: fc.constantFrom("D1", "D2"),
    gb: fc.integer({ min: 1, max: 30000 }),
    type: fc.constantFrom('7.2K RPM SAS 3.5"', '10K RPM SAS 2.5"', "a disk nobody makes"),
    price: fc.double({ min: 1, max: 1e4, noNaN: true }),
  });
  fc.assert(
    fc.property(
      fc.array(server, { minLength: 1, maxLength: 3 }),
      fc.array(disk, { minLength: 1, maxLength: 3 }),
      (ss, ds) => {
        const s = entries(
          SERVERS_TABLE,
          cellsOf(
            SERVERS_TABLE,
            ss.map((x) => [x.model, "", "", x.cores, x.spec, x.ram, x.slots, x.price])
          )
        );
        const d = entries(
          DISKS_TABLE,
          cellsOf(
            DISKS_TABLE,
            ds.map((x) => [x.model, x.gb, x.type, x.price, ""])
          )
        );
        const request = { ...scenario, search: { servers: s.entries, disks: d.entries } };
        try {
          parseSearchRequest(request);
        } catch (error) {
          if (!(error instanceof SizingError)) throw error;
          const line = rowProblem(
            error.message,
            { servers: s.rows, disks: d.rows },
            { servers: s.entries, disks: d.entries }
          );
          if (/^search\.(servers|disks)\[/.test(error.message))
            expect(line).toMatch(/^(Servers|Disks) table, row \d+ \([SD]\d\): /);
          expect(line).not.toContain("search.servers[");
        }
      }
    ),
    { numRuns: 60 }
  );
});

test("rowProblem puts the CLI's message on the table's row and column", () => {
  expect(
    rowProblem(
      "search.disks[1].diskType must be one of ...",
      { servers: [4], disks: [4, 7] },
      { servers: [{ model: "S" }], disks: [{ model: "A" }, { model: "B" }] }
    )
  ).toBe("Disks table, row 7 (B): Disk type must be one of ...");
  expect(
    rowProblem(
      "tiers[0].mailboxes must be ...",
      { servers: [], disks: [] },
      { servers: [], disks: [] }
    )
  ).toBe("tiers[0].mailboxes must be ...");
});

test("the fields: ranges, blank keeps the form's value, the wrong way round, CPU and top N", () => {
  const ok = readSearchFields({
    "search-exchangeServersPerDag-from": "3",
    "search-exchangeServersPerDag-to": "3",
    "search-dagCount-from": "",
    "search-dagCount-to": "",
    "search-cpu": "",
    "search-top": "",
  });
  expect(ok).toEqual({
    settings: { ranges: { exchangeServersPerDag: [3, 3] }, maxCpuWorstFailurePercent: 80, top: 5 },
  });
  expect(
    readSearchFields({
      "search-exchangeServersPerDag-from": "12",
      "search-exchangeServersPerDag-to": "2",
      "search-dagCount-from": "1",
      "search-dagCount-to": "x",
      "search-cpu": "-5",
      "search-top": "13",
    })
  ).toEqual({
    messages: {
      "search-exchangeServersPerDag-to":
        "Exchange servers per DAG runs the wrong way round: 12 to 2; write 2 to 12",
      "search-dagCount-to": "DAGs to: must be a whole number of 0 or more (got x)",
      "search-cpu": "CPU limit: must be a positive number of percent (got -5)",
      "search-top": "Designs to list: must be a whole number from 1 to 12 (got 13)",
    },
  });
});
