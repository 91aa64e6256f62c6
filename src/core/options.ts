import { SizingError } from "./errors";
import { NumberRule, checkNumber, choiceRule } from "./validation";
import { DERIVED_DISK_IOPS_7200 } from "./spindles/measured7200";

/**
 * The options' ranges. The seeds give no limits for these factors; ExSize's ranges follow one rule:
 * wide enough that every figure of the seeds sits well inside (the paper's 20% overheads are 1.2, its
 * largest per-message and per-day figures are far below the top), narrow enough that every result is
 * a finite, non-zero number and a slip of the keyboard (a percentage typed as a factor, 1e308) is
 * refused with a message instead of sized. Derived (ExSize's rule), not from a source.
 */
/** An overhead or growth factor: 1 means none, 1.2 means 20%, 3 means 200% (the top). */
const FACTOR: NumberRule = { whole: false, min: 1, minExclusive: false, max: 3 };
/** Disk I/Os per application write (RAID 10: 2, RAID 5: 4, RAID 6: 6): at most 20. */
const WRITE_FACTOR: NumberRule = { whole: false, min: 1, minExclusive: false, max: 20 };
/** A share of the I/O or of the cores: 1% to 100%. */
const OPTION_SHARE: NumberRule = { whole: false, min: 0.01, minExclusive: false, max: 1 };
/** A fraction of the quota or of the IOPS that may be none: 0 to 1 (100%). */
const FRACTION: NumberRule = { whole: false, min: 0, minExclusive: false, max: 1 };
/** A real number from `min` to `max`. */
function range(min: number, max: number): NumberRule {
  return { whole: false, min, minExclusive: false, max };
}

/**
 * One factor the paper hard-codes, made a named option with the paper's value as default.
 * `source` cites the seed file and table the default comes from.
 */
export interface OptionSpec {
  readonly name: string;
  readonly default: number;
  readonly rule: NumberRule;
  readonly unit: string;
  readonly description: string;
  readonly source: string;
}

/**
 * Every option of the sizing core, in the order the step tables use them.
 * Seed 000 = Dell EqualLogic, Exchange 2010 on vSphere (July 2010).
 */
export const OPTION_SPECS = [
  {
    name: "deletedItemDays",
    default: 14,
    rule: { whole: true, min: 0, minExclusive: false, max: 365 },
    unit: "days",
    description: "Days deleted items are kept (dumpster).",
    source: "seed 000, Table 14, step 3",
  },
  {
    name: "singleItemRecovery",
    default: 0.012,
    rule: FRACTION,
    unit: "x quota",
    description: "Single item recovery space, as a fraction of the quota (1.2%).",
    source: "seed 000, Table 14, step 3",
  },
  {
    name: "calendarLogging",
    default: 0.058,
    rule: FRACTION,
    unit: "x quota",
    description: "Calendar version logging space, as a fraction of the quota (5.8%).",
    source: "seed 000, Table 14, step 3",
  },
  {
    name: "dbOverhead",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description:
      "Overhead on the total database size DBS (20%). Table 18 leaves it out (DBS = 5000 x 2356); set 1 to reproduce it.",
    source: "seed 000, Table 14, step 5",
  },
  {
    name: "maxDbSizeGB",
    default: 1024,
    rule: range(1, 65536),
    unit: "GB",
    description: "Largest database; the database count is ceil(DBS / maxDbSizeGB).",
    source: "seed 000, section 3.4.2 (system parameters)",
  },
  {
    name: "contentIndex",
    default: 1.1,
    rule: FACTOR,
    unit: "factor",
    description: "Content indexing space within the database volume (10%).",
    source: "seed 000, Table 14, step 7",
  },
  {
    name: "volumeOverhead",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description: "Free space kept in the database volume (20%).",
    source: "seed 000, Table 14, step 7",
  },
  {
    name: "logsPerMessage",
    default: 0.2,
    rule: range(0.001, 100),
    unit: "logs/message",
    description: "Transaction logs generated per message sent or received.",
    source: "seed 000, Table 15, step 2",
  },
  {
    name: "logFileMB",
    default: 1,
    rule: range(0.01, 1024),
    unit: "MB",
    description: "Size of one transaction log file (LFS); 1 MB in Exchange 2010.",
    source: "seed 000, Table 15, step 1",
  },
  {
    name: "moveFactor",
    default: 1.1,
    rule: FACTOR,
    unit: "factor",
    description:
      "Log space for mailbox moves (10% of users moved within the truncation window). Table 19 applies it, Table 15 omits it; set 1 for Table 15.",
    source: "seed 000, Table 19",
  },
  {
    name: "logRetentionDays",
    default: 3,
    rule: range(0.01, 365),
    unit: "days",
    description: "Days of logs kept against backup or replication failure.",
    source: "seed 000, Table 15, step 6",
  },
  {
    name: "logOverhead",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description: "Overhead on the log volume (20%).",
    source: "seed 000, Table 15, step 6",
  },
  {
    name: "standaloneFactor",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description: "Standalone database overhead SDBO, applied when copies = 1 (no DAG).",
    source: "seed 000, Table 16, step 2",
  },
  {
    name: "iopsPerMessage",
    default: 0.001,
    rule: range(0.00001, 1),
    unit: "IOPS/message",
    description: "Database IOPS per message sent or received per day (IOPU = SDBO x MSR / 1000).",
    source: "seed 000, Table 16, step 3",
  },
  {
    name: "iopsOverhead",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description: "Overhead on database IOPS (20%).",
    source: "seed 000, Table 16, step 4",
  },
  {
    name: "logWriteRatio",
    default: 0.5,
    rule: OPTION_SHARE,
    unit: "x DB writes",
    description: "Log I/O as a share of database write I/O (about 50%).",
    source: "seed 000, Table 17",
  },
  {
    name: "dbWriteShare",
    default: 0.5,
    rule: OPTION_SHARE,
    unit: "x DB I/O",
    description: "Database writes as a share of database I/O (40% to 60%; 50% fits most cases).",
    source: "seed 000, Table 17",
  },
  {
    name: "copyLogFactor",
    default: 0.1,
    rule: FRACTION,
    unit: "x DB IOPS",
    description: "Extra log I/O for each additional database copy (10%).",
    source: "seed 000, Table 17",
  },
  {
    name: "logIopsOverhead",
    default: 1.2,
    rule: FACTOR,
    unit: "factor",
    description: "Overhead on log IOPS (20%).",
    source: "seed 000, Table 17",
  },
  {
    name: "derivedIops",
    default: 1,
    rule: { whole: true, min: 0, minExclusive: false, max: 1 },
    unit: "1 or 0",
    description:
      "1: EX.ARRAYFIT also ranks the arrays Table 12 does not measure (PS6000E, PS6500X), with IOPS derived per active drive (basis derived); 0: measured and your own catalog's rows only.",
    source: "seed 000, Table 12; sections 2.3 and 3.1",
  },
  // Issue 6. Exchange-version IOPS profiles (Table 16's IOPU, or seed 003's Exchange 2013 figure).
  {
    name: "exchangeVersion",
    default: 2010,
    rule: choiceRule([2010, 2013]),
    unit: "version",
    description:
      "IOPS profile: 2010 = Table 16 (IOPU = SDBO x MSR x iopsPerMessage); 2013 = MSR x iopsPerMessage2013 (0.101 at 150 messages), without SDBO. The 20% of iopsOverhead applies to both.",
    source: "seed 000, Table 16 (2010); seed 003, Mailbox Server Storage Requirements (2013)",
  },
  {
    name: "iopsPerMessage2013",
    default: 0.101 / 150,
    rule: range(0.00001, 1),
    unit: "IOPS/message",
    description:
      "Exchange 2013 database IOPS per message sent or received per day: 0.101 IOPS per mailbox at 150 messages, kept as the exact ratio 0.101/150 (about 0.00067).",
    source:
      "seed 003, Mailbox Server Storage Requirements (0.101 IOPS per mailbox at 150 messages)",
  },
  // Issue 6. Spindle math (seed 002, HP EVA).
  {
    name: "raid1WriteFactor",
    default: 2,
    rule: WRITE_FACTOR,
    unit: "disk I/Os/write",
    description:
      "Disk I/Os per application write on mirrored RAID (RAID 1, RAID 10, Vraid1): 2x for RAID1.",
    source: "seed 002, I/O Requirement; seed 000, section 3.1.3 (RAID 10: 2 disk I/O operations)",
  },
  {
    name: "raid5WriteFactor",
    default: 4,
    rule: WRITE_FACTOR,
    unit: "disk I/Os/write",
    description:
      "Disk I/Os per application write on single-parity RAID (RAID 5, RAID 50, Vraid5): 4x for RAID5.",
    source: "seed 002, I/O Requirement; seed 000, section 3.1.3 (RAID 50: 4 disk I/O operations)",
  },
  {
    name: "raid6WriteFactor",
    default: 6,
    rule: WRITE_FACTOR,
    unit: "disk I/Os/write",
    description:
      "Disk I/Os per application write on double-parity RAID (RAID 6, RAID 60). Derived: no seed prints it. Section 3.1.3 counts a read and a write of every block a write touches: RAID 50, data + 1 parity = 4; RAID 6, data + 2 parity = 6.",
    source: "seed 000, section 3.1.3 (derived by its counting rule)",
  },
  {
    name: "parityGroupDisks",
    default: 8,
    rule: { whole: true, min: 3, minExclusive: false, max: 64 },
    unit: "disks",
    description:
      "Disks per parity RAID group (RAID 5/50/6/60): disks are added in whole groups, and each group gives 1 (RAID 5) or 2 (RAID 6) disks to parity. Mirrored groups are pairs.",
    source: "seed 002, Follow Best Practices (Vraid 5: an integer multiple of eight disks)",
  },
  {
    name: "diskIops15000",
    default: 100,
    rule: range(1, 1000000),
    unit: "IOPS/disk",
    description:
      "Design IOPS per 15K disk: the slides' conservative 100 per disk for design; they say 15K disks are capable of 150 (Vraid1). Set 150 for that.",
    source: "seed 002, Determine the number of disks",
  },
  {
    name: "diskIops10000",
    default: 100,
    rule: range(1, 1000000),
    unit: "IOPS/disk",
    description:
      "Design IOPS per 10K disk: 100, the low end of 'capable of 100 - 120' and the conservative design figure.",
    source: "seed 002, Determine the number of disks",
  },
  {
    name: "diskIops7200",
    default: DERIVED_DISK_IOPS_7200,
    rule: range(1, 1000000),
    unit: "IOPS/disk",
    description:
      "Design IOPS per 7.2K disk. Derived: (reads 370.981 + 2 x writes 280.717) / 14 disks of seed 004's RAID 10 = 66.601, lower than seed 000's PS6500E (78.3 in RAID 10 at a 50/50 mix).",
    source: "seed 004, Storage Performance Results (derived by seed 002's formula)",
  },
  // Issue 6. Compute and memory (seed 003, Tintri after VMware's method).
  {
    name: "megacyclesPerMessage",
    default: 3 / 150,
    rule: range(0.00001, 100),
    unit: "megacycles/message",
    description:
      "Mailbox megacycles per message sent or received per day: 3 megacycles at 150 messages. Derived for other profiles: in proportion to messages, as seed 000 scales IOPS (MSR / 1000) and cache (0.06 MB per message).",
    source:
      "seed 003, Processor Core Requirements (3 megacycles at 150 messages; per message derived)",
  },
  {
    name: "peakCpuUtilization",
    default: 0.35,
    rule: OPTION_SHARE,
    unit: "x cores",
    description: "Peak CPU utilisation the mailbox servers are sized for (35%).",
    source: "seed 003, Processor Core Requirements",
  },
  {
    name: "baselineSpecIntPerCore",
    default: 18.75,
    rule: range(0.1, 10000),
    unit: "SPECint/core",
    description:
      "Per-core SPECint_rate2006 of the baseline platform the megacycles are counted on (the 18.75 of 70 x 2500 / 18.75).",
    source: "seed 003, Processor Core Requirements",
  },
  {
    name: "cacheMBPerMessage",
    default: 0.06,
    rule: range(0.00001, 100),
    unit: "MB/message",
    description:
      "Database cache per mailbox per message sent or received per day: 9 MB at 150, 12 at 200, 18 at almost 300, 21 at 350 messages, i.e. 0.06 MB per message (derived).",
    source:
      "seed 000, section 2.2 (derived: 9/150 = 12/200 = 21/350); seed 003, Memory Requirements (9 MB at 150)",
  },
  {
    name: "cacheMBPerGB",
    default: 1000,
    rule: choiceRule([1000, 1024]),
    unit: "MB/GB",
    description:
      "MB per GB when totalling the cache: seed 003 divides by 1000 (16,000 x 9 MB = 144 GB, hence 200 GB RAM); 1024 is seed 000's GB (140.6 GB, 195.7 GB RAM).",
    source: "seed 003, Memory Requirements",
  },
  {
    name: "memoryRowCacheGB",
    default: 92,
    rule: range(1, 1000000),
    unit: "GB",
    description:
      "Database cache of the memory row seed 003 scales from (Table 4 of the VMware guide): 92 GB of cache per 128 GB of RAM.",
    source: "seed 003, Memory Requirements (144/92*128)",
  },
  {
    name: "memoryRowRamGB",
    default: 128,
    rule: range(1, 1000000),
    unit: "GB",
    description: "Server RAM of that memory row: 128 GB of RAM gives 92 GB of database cache.",
    source: "seed 003, Memory Requirements (144/92*128)",
  },
  // Issue 6. Jetstress thresholds.
  {
    name: "dbReadLatencyMs",
    default: 20,
    rule: range(0.1, 10000),
    unit: "ms",
    description: "Database read latency a Jetstress run must average below.",
    source: "seed 000, section 3.1 and footnote 12; Jetstress logs of seeds 001 and 003",
  },
  {
    name: "logWriteLatencyMs",
    default: 10,
    rule: range(0.1, 10000),
    unit: "ms",
    description:
      "Log write latency a Jetstress run must average below (seed 002's Exchange 2003 Jetstress allowed 20 ms).",
    source: "seed 000, section 3.1 and footnote 12; Jetstress logs of seeds 001 and 003",
  },
  {
    name: "maxLatencyMs",
    default: 100,
    rule: range(0.1, 100000),
    unit: "ms",
    description: "Largest database read or log write latency (spike) a Jetstress run may show.",
    source: "seed 000, section 3.1, footnote 11; Jetstress logs of seeds 001 and 003",
  },
] as const satisfies readonly OptionSpec[];

export type OptionName = (typeof OPTION_SPECS)[number]["name"];
export type SizingOptions = { readonly [K in OptionName]: number };

export const DEFAULT_OPTIONS: SizingOptions = Object.freeze(
  Object.fromEntries(OPTION_SPECS.map((spec) => [spec.name, spec.default])) as SizingOptions
);

const SPEC_BY_LOWER_NAME = new Map<string, OptionSpec>(
  OPTION_SPECS.map((spec) => [spec.name.toLowerCase(), spec])
);

/** The option spec for a name in any case, or undefined. */
export function findOption(name: string): OptionSpec | undefined {
  return SPEC_BY_LOWER_NAME.get(name.trim().toLowerCase());
}

/**
 * The message for a value that is most likely a percentage typed where a factor, share or fraction
 * belongs ("dbOverhead 20 looks like a percentage; the factor for 20% is 1.2"), or undefined.
 * A factor (1 to 3) typed as 4 to 300 reads as a percentage of overhead (20 -> 1.2, and 120 -> 1.2
 * as "120%"); a share or fraction (at most 1) typed as more than 1 and at most 100 reads as percent
 * (50 -> 0.5, singleItemRecovery 1.2 -> 0.012); a factor typed as its overhead alone (0.2) reads
 * as that overhead (1.2).
 */
export function percentageHint(spec: OptionSpec, value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  const round = (x: number) => Number(x.toPrecision(12));
  const { min, max } = spec.rule;
  if (spec.rule === FACTOR && value > max! && value <= 300) {
    const factor = value > 100 ? round(value / 100) : round(1 + value / 100);
    const percent = value > 100 ? round(value - 100) : value;
    return `${spec.name} ${value} looks like a percentage; the factor for ${percent}% is ${factor}`;
  }
  if (spec.rule === FACTOR && value > 0 && value < 1) {
    return `${spec.name} ${value} looks like the overhead alone; the factor for ${round(value * 100)}% is ${round(1 + value)}`;
  }
  if (!spec.rule.whole && max === 1 && min < 1 && value > 1 && value <= 100) {
    return `${spec.name} ${value} looks like a percentage; ${value}% is ${round(value / 100)}`;
  }
  return undefined;
}

/** Option overrides as name/value pairs: a record (a scenario's "options") or a range's rows. */
export type OptionOverrides =
  Readonly<Record<string, unknown>> | readonly (readonly [string, unknown])[];

/**
 * Checks option overrides and fills the rest with the defaults. The one option-reading rule of every
 * surface (a function's options range, a scenario file, the pane): names in any case; a name given
 * twice, in any spelling, is an error; an unknown name is an error; a value outside the option's
 * range is an error, with a hint when it looks like a percentage.
 * Throws a SizingError naming the option.
 */
export function resolveOptions(overrides: OptionOverrides = {}): SizingOptions {
  const entries = Array.isArray(overrides)
    ? (overrides as readonly (readonly [string, unknown])[])
    : Object.entries(overrides);
  if (entries.length === 0) return DEFAULT_OPTIONS;
  const key = cacheKey(entries);
  const cached = key === undefined ? undefined : RESOLVED.get(key);
  if (cached) return cached;
  const resolved = Object.freeze(checkedOptions(entries));
  if (key !== undefined) {
    if (RESOLVED.size >= RESOLVED_LIMIT) RESOLVED.clear();
    RESOLVED.set(key, resolved);
  }
  return resolved;
}

/**
 * Resolved options by their overrides: a sheet of thousands of EX.* formulas passes the same options
 * range to each, and copying the ~50 defaults was a sixth of an EX.DVS call. Bounded (cleared when
 * full); only overrides of numbers are cached (their text is the whole of their value), never a failure.
 */
const RESOLVED = new Map<string, SizingOptions>();
const RESOLVED_LIMIT = 256;

/** "name\u0000value\u0001..." for overrides that are all numbers, else undefined. */
function cacheKey(entries: readonly (readonly [string, unknown])[]): string | undefined {
  let key = "";
  for (const [name, value] of entries) {
    if (typeof name !== "string" || typeof value !== "number" || Object.is(value, -0))
      return undefined;
    key += `${name}\u0000${value}\u0001`;
  }
  return key;
}

function checkedOptions(entries: readonly (readonly [string, unknown])[]): SizingOptions {
  const resolved: Record<string, number> = { ...DEFAULT_OPTIONS };
  const given = new Map<string, string>();
  for (const [rawName, value] of entries) {
    const spec = findOption(rawName);
    if (!spec) {
      throw new SizingError(
        "options",
        `options: unknown option ${JSON.stringify(rawName)}; known options are ${OPTION_SPECS.map((s) => s.name).join(", ")}`
      );
    }
    const earlier = given.get(spec.name);
    if (earlier !== undefined) {
      throw new SizingError(
        spec.name,
        `options: ${spec.name} is given twice (${earlier}, ${rawName.trim()}); give each option once`
      );
    }
    given.set(spec.name, rawName.trim());
    const hint = percentageHint(spec, value);
    if (hint !== undefined) throw new SizingError(spec.name, hint);
    resolved[spec.name] = checkNumber(spec.name, value, spec.rule);
  }
  return resolved as SizingOptions;
}
