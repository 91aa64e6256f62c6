import { Provenance, source } from "./sources";

/**
 * Storage configurations the other seeds measured with Jetstress: what was built, what load it was
 * asked for and what it achieved. They are a reference list, not candidates of EX.ARRAYFIT: the ESRP
 * reports say their results "should not be used for direct comparisons among solutions" (seed 001,
 * section 6; seed 004, Conclusion) and ESRP tests "are not designed to deliver the maximum throughput"
 * (seed 001, section 6), so an achieved figure is not an array's capacity the way Table 12's is.
 */

/** A latency as printed: seeds 001, 003 and 004 print milliseconds, seed 002 prints seconds. */
export interface Latency {
  readonly value: number;
  readonly unit: "ms" | "s";
}

/** A figure the seed does not print, computed by a stated rule. */
export interface DerivedFigure {
  readonly value: number;
  readonly basis: "derived";
  readonly rule: string;
}

/** A figure as printed. */
export interface PrintedFigure {
  readonly value: number;
  readonly basis: "printed";
}

/** One Jetstress run (or one measured part of a run), as its report prints it. */
export interface JetstressRun {
  readonly name: string;
  /** Achieved transactional I/O per second (database reads + writes per second). */
  readonly achievedIops: number;
  /** Target transactional IOPS of the run; undefined where the report prints none. */
  readonly target?: PrintedFigure | DerivedFigure;
  readonly dbReadsPerSec?: number;
  readonly dbWritesPerSec?: number;
  readonly logWritesPerSec?: number;
  /** Average database read latency; a range [low, high] where the report prints one per database. */
  readonly dbReadLatency?: Latency | readonly [Latency, Latency];
  readonly dbWriteLatency?: Latency;
  readonly logWriteLatency?: Latency;
  /** Achieved IOPS of the parts a total adds up (clusters, servers), as printed. */
  readonly parts?: readonly { readonly name: string; readonly achievedIops: number }[];
  readonly source: Provenance;
}

export interface MeasuredConfiguration {
  readonly id: string;
  readonly array: string;
  /** Drives as the seed describes them; undefined where it does not (seed 003). */
  readonly drives?: {
    readonly count: number;
    /** As printed, e.g. "900GB". */
    readonly size: string;
    readonly type: string;
  };
  /** RAID level or protection scheme, e.g. "RAID 10", "DDP" (Dynamic Disk Pool). */
  readonly protection: string;
  /** Capacity as the seed states it, when it does (seed 003: "100 TB of Effective Capacity"). */
  readonly capacity?: string;
  /** The mailbox load tested, where printed. */
  readonly profile?: {
    readonly mailboxes: number;
    readonly iopsPerMailbox: number;
    readonly databases?: number;
    readonly copies?: number;
    readonly quotaMB?: number;
  };
  readonly runs: readonly JetstressRun[];
  readonly source: Provenance;
  /** What the seed leaves unclear or contradicts, and which reading the row takes. */
  readonly notes: readonly string[];
}

const ms = (value: number): Latency => ({ value, unit: "ms" });
const sec = (value: number): Latency => ({ value, unit: "s" });

export const MEASURED_CONFIGURATIONS: readonly MeasuredConfiguration[] = [
  {
    id: "dell-md3820f-500",
    array: "Dell PowerVault MD3820f",
    drives: { count: 11, size: "900GB", type: "10K SAS" },
    protection: "DDP",
    profile: { mailboxes: 500, iopsPerMailbox: 0.12, databases: 2, copies: 2, quotaMB: 2048 },
    runs: [
      {
        name: "Performance test (2 hours)",
        achievedIops: 1635.757,
        target: { value: 60, basis: "printed" },
        dbReadsPerSec: 992.516,
        dbWritesPerSec: 643.242,
        logWritesPerSec: 111.695,
        dbReadLatency: ms(10.17),
        dbWriteLatency: ms(2.199),
        logWriteLatency: ms(0.665),
        source: source(
          "001",
          "section 5.2 and Appendix, Performance testing report",
          "Achieved Transactional I/O per Second 1635.757, Target 60; section 5.2 sums and averages"
        ),
      },
      {
        name: "Stress test (24 hours)",
        achievedIops: 1575.242,
        source: source(
          "001",
          "Appendix, Stress testing report",
          "Achieved Transactional I/O per Second 1575.242; the report's Target line is blank"
        ),
      },
      {
        name: "Recovery testing report",
        achievedIops: 1663.3,
        target: { value: 60, basis: "printed" },
        source: source("001", "Appendix, Recovery testing report", "Achieved 1663.3, Target 60"),
      },
    ],
    source: source(
      "001",
      "sections 1, 2.6, 3.1 and 3.4",
      "Eleven 10k 900GB 6Gbps SAS drives in a dedicated dynamic disk pool; 500 mailboxes, 2GB quota, 0.12 IOPS (including 20% headroom), 2 databases, 2 copies"
    ),
    notes: [
      'Section 2.6: "0.09 IOPs per user, 0.12 tested, giving 20% headroom"; 0.09 x 1.2 = 0.108, and 0.12 is 33% above 0.09. The row keeps 0.12, the tested figure (Table 3.1: "include 20% headroom"); the target 60 = 500 x 0.12 is printed.',
      'Quota: printed as "2GB Mailboxes"; 2048 MB is 2 x 1024.',
    ],
  },
  {
    id: "cisco-c210-m2-2500",
    array: "Cisco UCS C210 M2 (internal drives, LSI MegaRAID SAS 9261-8i)",
    drives: { count: 14, size: "1TB", type: "7.2K SATA" },
    protection: "RAID 10",
    profile: { mailboxes: 2500, iopsPerMailbox: 0.18, databases: 8, copies: 3, quotaMB: 1352 },
    runs: [
      {
        name: "Performance test (2 hours)",
        achievedIops: 651.699,
        target: {
          value: 450,
          basis: "derived",
          rule: "2500 mailboxes x 0.18 IOPS per mailbox (Table 2); the report does not print its target",
        },
        dbReadsPerSec: 370.981,
        dbWritesPerSec: 280.717,
        logWritesPerSec: 248.284,
        dbReadLatency: ms(14.58),
        dbWriteLatency: ms(1.342),
        logWriteLatency: ms(1.065),
        source: source(
          "004",
          "Test Results Summary, Storage Performance Results",
          "Database Disks Transfers/sec 651.699 (reads 370.981, writes 280.717)"
        ),
      },
    ],
    source: source(
      "004",
      "Targeted Customer Profile, Tables 2 and 5",
      "Seagate 1TB 7.2K RPM SATA, 14 drives, RAID 10 (7 spans of mirrors) for the databases; logs on the RAID 1 system drive"
    ),
    notes: [
      'Table 3 counts 16 disks in the solution: the 14 database drives of Table 5 and the 2-drive RAID 1 system and log volume ("RAID 1 (2 spindles)"), which Table 6 counts as 1 spindle. The row counts the 14 database drives.',
      "The target is not printed: 2500 x 0.18 = 450 is derived.",
    ],
  },
  {
    id: "hp-eva5000-168",
    array: "HP EVA 5000",
    drives: { count: 168, size: "73GB", type: "15K" },
    protection: "VRaid1",
    runs: [
      {
        name: "Test 2: cross reference, 2 clusters",
        achievedIops: 11819,
        dbReadLatency: sec(0.006),
        dbWriteLatency: sec(0.001),
        parts: [
          { name: "Cluster 1", achievedIops: 5939 },
          { name: "Cluster 4", achievedIops: 5880 },
        ],
        source: source(
          "002",
          'slide "EVA 5000/15K 168 disks, Cross Reference -Jetstress", Test 2',
          "Total DB IOPS Achieved 5939 + 5880 = 11819; Average Disk Sec/Read 0.006, Sec/Write 0.001 (seconds)"
        ),
      },
      {
        name: "Cross reference, 4 clusters",
        achievedIops: 16170,
        dbReadLatency: [sec(0.009), sec(0.01)],
        parts: [
          { name: "Cluster 1", achievedIops: 3832 },
          { name: "Cluster 2", achievedIops: 3954 },
          { name: "Cluster 3", achievedIops: 4561 },
          { name: "Cluster 4", achievedIops: 3823 },
        ],
        source: source(
          "002",
          'second slide "EVA 5000/15K 168 disks, Cross Reference -Jetstress"',
          "Total DB IOPS Achieved 3832 + 3954 + 4561 + 3823 = 16170; Average Disk Sec/Read 0.009 to 0.01 (seconds)"
        ),
      },
      {
        name: "4 storage groups, VRaid 1",
        achievedIops: 12930.9,
        parts: [
          { name: "EVS1", achievedIops: 4694.7 },
          { name: "EVS2", achievedIops: 3925.8 },
          { name: "EVS3", achievedIops: 4310.4 },
        ],
        source: source(
          "002",
          'slide "EVA 5000/15K - 4 Storage Groups, VRaid 1", Disk Transfer Rates',
          "Total Database IO 12930.9 (average 4310.3); Total Transaction Log IO 4710.1; every latency passes the 0.02 s threshold"
        ),
      },
    ],
    source: source(
      "002",
      'slides "EVA 5000/15K 168 disks" ("Test 2: 168 73GB 15k rpm drives")',
      "Exchange 2003 on an EVA 5000; database I/O only; latencies printed in seconds"
    ),
    notes: [
      'The Jetstress slides say "168 73GB 15k rpm drives" (titles "EVA 5000/15K"); the case study\'s storage is "168 72GB 10K RPM disks" and its spindle plan lists 72GB 10K disks. The row takes the Jetstress slides\' own description.',
      'The "4 Storage Groups" slide shows three servers (EVS1 to EVS3); its 17641.0 is Total Database IO + Total Transaction Log IO (12930.9 + 4710.1).',
    ],
  },
  {
    id: "tintri-t880-4000",
    array: "Tintri VMstore T880",
    protection: "not stated",
    capacity: "100 TB effective",
    profile: { mailboxes: 4000, iopsPerMailbox: 0.18, databases: 4, copies: 1 },
    runs: [
      {
        name: "Performance test, one of 4 mailbox servers (EXCH2013-1)",
        achievedIops: 958.599,
        target: { value: 720, basis: "printed" },
        dbReadLatency: [ms(1.1), ms(1.2)],
        logWriteLatency: ms(0.8),
        source: source(
          "003",
          "Appendix A, Jetstress Test Report",
          "Achieved Transactional I/O per Second 958.599, Target 720; the test log's final per-database read latencies 1.1, 1.1, 1.1, 1.2 ms and log write latencies 0.8 ms"
        ),
      },
    ],
    source: source(
      "003",
      'sections "Mailbox Server Storage Requirements" and Appendix A',
      "16,000 mailboxes on 4 mailbox servers of 4,000, tested at 0.18 IOPS per mailbox (Exchange 2013 needs about 0.101); one VMstore T880, 100 TB of effective capacity"
    ),
    notes: [
      'Jetstress ran with "Number of Copies per Database 1" on each of the 4 servers at once; the report is one server\'s.',
      'The text reports "about 1.1 ms read and 3.4 ms write"; the report\'s log write latency is 0.8 ms (3.4 ms is not in the extracted report).',
    ],
  },
];
