/**
 * EX.SUMMARY (issue 13 item 4): the summary of docs/summary.md for a design given as a two-column
 * inputs range, called through invoke (the one validation layer its Excel adapter calls). Figures:
 * seed 000's worked example (Table 18: 12 databases; section 3.4.2: "Two PS6500 will be needed";
 * 900 database IOPS + Table 17's 378 log IOPS, x 2 copies), seed 003's 16,000 mailboxes (4 servers,
 * 16 cores, 200 GB RAM), and mscalc.py's run "16k" of tests/golden/summary.test.ts
 * ({"tiers":[{"mailboxes":16000,"messagesPerDay":150}],"haCopies":3,"coresPerServer":16}: Role
 * Requirements!F227 8 servers; 200 databases, 4 copies, 2560 GB of RAM worked from its figures there).
 */
import { invoke } from "../../src/functions/invoke";
import { SUMMARY } from "../../src/functions/declarations/summary";

const call = (...args: unknown[]) => invoke(SUMMARY, args) as unknown[][];
const asRecord = (rows: unknown[][]) => Object.fromEntries(rows.slice(1));

const SEED_000 = [
  ["users", 5000],
  ["quotaMB", 2048],
  ["messagesPerDay", 150],
  ["avgMessageKB", 75],
  ["copies", 2],
  ["options.dbOverhead", 1],
];

test("a Dell design: seed 000's worked example as printed", () => {
  const rows = call(SEED_000);
  expect(rows[0]).toEqual(["Summary key", "Value"]);
  expect(rows).toHaveLength(13);
  expect(rows[12][0]).toBe("verdict");
  expect(rows[12][1]).toMatch(/^Accepted/);
  expect(asRecord(rows)).toMatchObject({
    mailboxes: 5000,
    databases: 12,
    copiesPerDatabase: 2,
    iopsAllCopies: 2556,
    arraysTotal: 2,
    cpuWorstFailurePercent: "--",
  });
});

test("a Dell design's method inputs by dotted name: seed 003's 16,000 mailboxes on 4 servers", () => {
  const rows = call([
    ["users", 16000],
    ["quotaMB", 2048],
    ["messagesPerDay", 150],
    ["avgMessageKB", 75],
    ["copies", 1],
    ["options.exchangeVersion", 2013],
    ["compute.specIntRate", 1120],
    ["compute.specIntCores", 16],
    ["compute.cpuMHz", 2500],
    ["compute.servers", 4],
  ]);
  const s = asRecord(rows);
  expect([s.servers, s.coresTotal, Math.round(s.ramGBTotal as number)]).toEqual([4, 16, 200]);
});

test("a Microsoft design: method | microsoft, tiers as EX.MSDESIGN reads them (mscalc run 16k)", () => {
  const rows = call(
    [
      ["method", "microsoft"],
      ["haCopies", 3],
      ["coresPerServer", 16],
    ],
    [
      ["mailboxes", "messagesPerDay"],
      [16000, 150],
    ]
  );
  expect(asRecord(rows)).toEqual({
    mailboxes: 16000,
    databases: 200,
    copiesPerDatabase: 4,
    storageGBAllCopies: 697084.375,
    iopsAllCopies: expect.closeTo(9416.448, 9),
    servers: 8,
    coresTotal: 128,
    ramGBTotal: 2560,
    // Storage Design!D202 shows 0: its C182 "Insufficient Disk Capacity" (tests/golden/verdict).
    disksTotal: "--",
    arraysTotal: "--",
    cpuWorstFailurePercent: "--",
    verdict: expect.stringMatching(/^Rejected: Insufficient Disk Capacity/),
  });
});

test("bad inputs get a message naming the key", () => {
  expect(() => call([...SEED_000, ["compute.servers", 0]])).toThrow(/compute\.servers/);
  expect(() => call([...SEED_000, ["userz", 1]])).toThrow(/userz/);
  expect(() => call(SEED_000.slice(1))).toThrow(/users/);
  expect(() => call([...SEED_000, ["method", "ibm"]])).toThrow(/method/);
  expect(() => call(SEED_000, [["mailboxes"], [10]])).toThrow(/tiers/);
  expect(() =>
    call([
      ["method", "microsoft"],
      ["haCopiez", 3],
    ])
  ).toThrow(/haCopiez/);
});
