/**
 * The example of every declaration (shown by --help and the README) returns what it says.
 * The example values of the seed-000 functions are the paper's figures (Tables 18-19), typed by hand.
 */
import { CellValue } from "../../src/functions/declaration";
import { invoke } from "../../src/functions/invoke";
import { ALL_FUNCTIONS } from "../../src/functions/registry";

const decl = (id: string) => ALL_FUNCTIONS.find((d) => d.id === id)!;

test.each(ALL_FUNCTIONS.map((d) => [d.id, d] as const))("EX.%s example", (_id, decl) => {
  const result = invoke(decl, decl.example.args);
  if (Array.isArray(result)) {
    expect(result[1][0]).toBe(decl.example.value);
  } else if (decl.result.shape === "text") {
    expect(result).toBe(decl.example.value);
  } else {
    expect(typeof result).toBe("number");
    expect(Number((result as number).toFixed(decl.example.digits ?? 0))).toBe(decl.example.value);
  }
});

/** A printed figure of a step table: the row's first cell, the value, the decimals the seed prints. */
type Figure = readonly [row: string, printed: number, digits: number, source: string];

/** Each figure is in the table's Value column, at the precision its source prints. */
function expectFigures(table: CellValue[][], figures: readonly Figure[]): void {
  expect(table[0].slice(0, 2)).toEqual(["Variable", "Value"]);
  for (const [row, printed, digits, source] of figures) {
    const found = table.find((r) => r[0] === row);
    expect([row, source, found && Number((found[1] as number).toFixed(digits))]).toEqual([
      row,
      source,
      printed,
    ]);
  }
}

describe("the step tables' values, typed from the seeds", () => {
  const T18 = "seed 000, Table 18";
  const T19 = "seed 000, Table 19";
  const S342 = "seed 000, section 3.4.2";
  test("EX.SIZING: the 5000-user example as printed (dbOverhead 1, DB count computed)", () => {
    const table = invoke(decl("SIZING"), [5000, 2048, 150, 75, 2, null, [["dbOverhead", 1]]]);
    expectFigures(table as CellValue[][], [
      ["WSU", 11, 0, T18],
      ["DSU", 297, 0, T18],
      ["MBU", 2356, 0, T18],
      ["DBS", 11505, 0, T18],
      ["DB Count", 12, 0, T18],
      ["IDBS", 959, 0, T18],
      ["DVS", 1266, 0, T18],
      ["NL", 30, 0, T19],
      ["MSF", 1, 0, T19],
      ["NDB", 417, 0, T19],
      ["TLC", 12510, 0, T19],
      ["LVS", 48, 0, T19],
      ["IOPU", 0.15, 2, S342],
      ["DBIOP", 900, 0, S342],
      // Table 17's formula by hand: ((900 x 0.5 x 0.5) + (900 x 1 x 0.1)) x 1.2
      ["LIOPS", 378, 0, "seed 000, Table 17"],
    ]);
  });

  test("EX.SPINDLESIZING: Table 13's 14 x 500 GB in RAID 10 for 3500 GB, at 500 IOPS on 7.2K", () => {
    const table = invoke(decl("SPINDLESIZING"), decl("SPINDLESIZING").example.args);
    const hand = "by hand from seed 002's rules";
    expectFigures(table as CellValue[][], [
      ["Read share of host IOPS", 0.5, 2, "seed 000, Table 17 (writes 50%)"],
      ["RAID write factor", 2, 0, "seed 002, I/O Requirement (RAID 1: 2)"],
      ["Disk IOPS (READS + WRITES x RAID factor)", 750, 0, `${hand}: 250 + 250 x 2`],
      ["Design IOPS per disk", 66.601, 3, "seed 004, 7.2K derived"],
      ["Disks for IOPS", 12, 0, `${hand}: 750 / 66.601 = 11.3`],
      ["Disks per RAID group", 2, 0, "seed 002, Vraid1: even number of disks"],
      ["Disks for capacity", 14, 0, "seed 000, Table 13: 3500 GB from 14 x 500 GB in RAID 10"],
      ["RAID groups", 7, 0, `${hand}: 14 / 2`],
      ["Disks needed", 14, 0, "seed 000, Table 13"],
    ]);
  });

  test("EX.COMPUTE: seed 003's 16,000 mailboxes on 4 servers", () => {
    const table = invoke(decl("COMPUTE"), decl("COMPUTE").example.args);
    const CORES = "seed 003, Processor Core Requirements";
    const MEMORY = "seed 003, Memory Requirements";
    const VMS = "seed 003, Summary of Example Guest Virtual Machine Requirements";
    expectFigures(table as CellValue[][], [
      ["Megacycles per mailbox", 3, 0, CORES],
      ["Megacycles for all mailboxes", 48000, 0, CORES],
      ["Megacycles to size for at peak utilisation", 137143, 0, CORES],
      ["SPECint_rate2006 per core", 70, 0, CORES],
      ["Adjusted megacycles per core", 9333, 0, CORES],
      ["Cores needed", 15, 0, CORES],
      ["Mailbox servers", 4, 0, "seed 003, Mailbox Server Storage Requirements"],
      ["Mailboxes on the fullest server", 4000, 0, "seed 003, Mailbox Server Storage Requirements"],
      ["Cores (vCPU) per server", 4, 0, VMS],
      ["Cores in all", 16, 0, CORES],
      ["Peak CPU utilisation on those cores", 0.32, 2, CORES],
      ["Cores per 1,000 mailboxes", 1, 0, CORES],
      ["Database cache per mailbox", 9, 0, MEMORY],
      ["Database cache for all mailboxes", 144, 0, MEMORY],
      ["Server RAM for that cache", 200, 0, MEMORY],
      ["RAM per server", 50, 0, VMS],
      ["RAM per 1,000 mailboxes", 12.5, 1, MEMORY],
    ]);
  });
});
