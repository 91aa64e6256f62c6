/**
 * Golden Jetstress results of the ESRP reports: seed 001 (Dell MD3820f, Exchange 2013, 500 mailboxes),
 * seed 004 (Cisco UCS C210 M2, Exchange 2010, 2500 mailboxes) and seed 003's Appendix A (Tintri, one
 * of four servers, 4,000 mailboxes), checked against seed 000's thresholds (section 3.1). Every figure
 * is typed from the reports.
 */
import { checkJetstress, jetstressTargetIops, resolveOptions } from "../../src/core";

const options = resolveOptions();

interface Report {
  readonly name: string;
  readonly source: string;
  readonly mailboxes: number;
  readonly iopsPerMailbox: number;
  /** Printed target, when the report prints one. */
  readonly printedTarget?: number;
  readonly achievedIops: number;
  readonly dbReadAvgMs: number;
  readonly logWriteAvgMs: number;
  /** "Overall Test Result" as printed. */
  readonly printedResult: "Pass";
}

const reports: Report[] = [
  {
    name: "seed 001, MD3820f: 500 x 0.12 = 60 target, 1635.757 achieved",
    source: "seed 001, sections 3.1 and 5.2, Appendix (Performance testing)",
    mailboxes: 500,
    iopsPerMailbox: 0.12,
    printedTarget: 60,
    achievedIops: 1635.757,
    dbReadAvgMs: 10.17,
    logWriteAvgMs: 0.665,
    printedResult: "Pass",
  },
  {
    // The report prints no target; its achieved figure is "Database Disks Transfers/sec 651.699".
    name: "seed 004, Cisco C210 M2: 2500 x 0.18 = 450 target, 651.699 transfers",
    source: "seed 004, Table 2, Storage Performance Results, Appendix A",
    mailboxes: 2500,
    iopsPerMailbox: 0.18,
    achievedIops: 651.699,
    dbReadAvgMs: 14.58,
    logWriteAvgMs: 1.065,
    printedResult: "Pass",
  },
  {
    // Latencies from the test log's closing lines: reads 1.1-1.2 ms, log writes 0.8 ms per instance.
    name: "seed 003, Tintri EXCH2013-1: 4000 x 0.18 = 720 target, 958.599 achieved",
    source: "seed 003, Appendix A (Jetstress Test Report and Test Log)",
    mailboxes: 4000,
    iopsPerMailbox: 0.18,
    printedTarget: 720,
    achievedIops: 958.599,
    dbReadAvgMs: 1.2,
    logWriteAvgMs: 0.8,
    printedResult: "Pass",
  },
];

describe("ESRP Jetstress reports: target and result", () => {
  test.each(reports)("$name ($source)", (r) => {
    const target = jetstressTargetIops(r.mailboxes, r.iopsPerMailbox);
    if (r.printedTarget !== undefined) expect(Number(target.toFixed(0))).toBe(r.printedTarget);
    const verdict = checkJetstress(
      {
        targetIops: target,
        achievedIops: r.achievedIops,
        dbReadAvgMs: r.dbReadAvgMs,
        logWriteAvgMs: r.logWriteAvgMs,
      },
      options
    );
    expect(verdict.overall).toBe(r.printedResult);
  });

  test("seed 004's 2500 x 0.18 = 450 target", () => {
    expect(Number(jetstressTargetIops(2500, 0.18).toFixed(0))).toBe(450);
  });

  test("seed 001's achieved 1635.757 is its database reads 992.516 + writes 643.242 per second (to the report's rounding)", () => {
    expect(Math.abs(992.516 + 643.242 - 1635.757)).toBeLessThan(0.002);
  });

  test("the thresholds the Jetstress logs print (seeds 001 and 003): 20 and 100 ms per read, 10 and 100 ms per write", () => {
    expect([options.dbReadLatencyMs, options.maxLatencyMs, options.logWriteLatencyMs]).toEqual([
      20, 100, 10,
    ]);
  });

  test("seed 002's OTG before tuning, 40 ms reads, fails on the read average alone", () => {
    // "OTG was bottlenecked at 2K transfers with 40ms read latency"
    const v = checkJetstress(
      { targetIops: 1, achievedIops: 2000, dbReadAvgMs: 40, logWriteAvgMs: 1 },
      options
    );
    expect(v.failed).toEqual(["Database read latency, average"]);
  });
});
