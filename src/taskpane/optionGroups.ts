/**
 * The Advanced options as the sources group them, each with the short label the pane shows (its long
 * explanation, the core's description, goes in the hint). The groups follow seed 000's tables (14
 * database capacity, 15 and 19 logs, 16 database IOPS, 17 log IOPS), its section 3.1 (arrays, RAID
 * and the Jetstress targets), seed 002 (disks) and seed 003 (processors and memory). No DOM here;
 * fields.test.ts checks that every option of the core is in exactly one group.
 */
import type { OptionName } from "../core";

export interface OptionGroup {
  readonly id: string;
  readonly title: string;
  /** Where the sources group these options. */
  readonly source: string;
  readonly options: readonly { readonly name: OptionName; readonly label: string }[];
}

/** A group from its options as [name, label] pairs. */
const group = (
  id: string,
  title: string,
  source: string,
  options: readonly (readonly [OptionName, string])[]
): OptionGroup => ({
  id,
  title,
  source,
  options: options.map(([name, label]) => ({ name, label })),
});

export const OPTION_GROUPS: readonly OptionGroup[] = [
  group("capacity", "Database capacity", "seed 000, Table 14", [
    ["deletedItemDays", "Deleted item retention"],
    ["singleItemRecovery", "Single item recovery space"],
    ["calendarLogging", "Calendar version logging space"],
    ["dbOverhead", "Database size overhead"],
    ["contentIndex", "Content index space"],
    ["volumeOverhead", "Database volume free space"],
  ]),
  group("logs", "Transaction logs", "seed 000, Tables 15 and 19", [
    ["logsPerMessage", "Logs per message"],
    ["logFileMB", "Log file size"],
    ["moveFactor", "Mailbox move log space"],
    ["logRetentionDays", "Log retention"],
    ["logOverhead", "Log volume overhead"],
  ]),
  group("db-iops", "Database IOPS", "seed 000, Table 16; seed 003 for Exchange 2013", [
    ["standaloneFactor", "Standalone database overhead"],
    ["iopsPerMessage", "IOPS per message (2010)"],
    ["iopsOverhead", "Database IOPS overhead"],
    ["exchangeVersion", "IOPS profile (Exchange version)"],
    ["iopsPerMessage2013", "IOPS per message (2013)"],
  ]),
  group("log-iops", "Log IOPS", "seed 000, Table 17", [
    ["logWriteRatio", "Log I/O per database write"],
    ["dbWriteShare", "Database write share"],
    ["copyLogFactor", "Log I/O per extra copy"],
    ["logIopsOverhead", "Log IOPS overhead"],
  ]),
  group("arrays", "Arrays and RAID", "seed 000, Table 12 and section 3.1.3; seed 002", [
    ["derivedIops", "Rank arrays Table 12 does not measure"],
    ["raid1WriteFactor", "Mirrored RAID write cost"],
    ["raid5WriteFactor", "Single-parity RAID write cost"],
    ["raid6WriteFactor", "Double-parity RAID write cost"],
    ["parityGroupDisks", "Disks per parity group"],
  ]),
  group("disks", "Disk IOPS", "seed 002; seed 004 for 7.2K disks", [
    ["diskIops15000", "15K disk IOPS"],
    ["diskIops10000", "10K disk IOPS"],
    ["diskIops7200", "7.2K disk IOPS"],
  ]),
  group("compute", "Processors and memory", "seed 003", [
    ["megacyclesPerMessage", "Megacycles per message"],
    ["peakCpuUtilization", "Peak CPU utilisation"],
    ["baselineSpecIntPerCore", "Baseline SPECint per core"],
    ["cacheMBPerMessage", "Database cache per message"],
    ["cacheMBPerGB", "MB per GB of cache"],
    ["memoryRowCacheGB", "Memory row: database cache"],
    ["memoryRowRamGB", "Memory row: server RAM"],
  ]),
  group("jetstress", "Jetstress targets", "seed 000, section 3.1", [
    ["dbReadLatencyMs", "Database read latency limit"],
    ["logWriteLatencyMs", "Log write latency limit"],
    ["maxLatencyMs", "Latency spike limit"],
  ]),
];
