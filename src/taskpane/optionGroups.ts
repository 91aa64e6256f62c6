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

export const OPTION_GROUPS: readonly OptionGroup[] = [
  {
    id: "capacity",
    title: "Database capacity",
    source: "seed 000, Table 14",
    options: [
      { name: "deletedItemDays", label: "Deleted item retention" },
      { name: "singleItemRecovery", label: "Single item recovery space" },
      { name: "calendarLogging", label: "Calendar version logging space" },
      { name: "dbOverhead", label: "Database size overhead" },
      { name: "contentIndex", label: "Content index space" },
      { name: "volumeOverhead", label: "Database volume free space" },
    ],
  },
  {
    id: "logs",
    title: "Transaction logs",
    source: "seed 000, Tables 15 and 19",
    options: [
      { name: "logsPerMessage", label: "Logs per message" },
      { name: "logFileMB", label: "Log file size" },
      { name: "moveFactor", label: "Mailbox move log space" },
      { name: "logRetentionDays", label: "Log retention" },
      { name: "logOverhead", label: "Log volume overhead" },
    ],
  },
  {
    id: "db-iops",
    title: "Database IOPS",
    source: "seed 000, Table 16; seed 003 for Exchange 2013",
    options: [
      { name: "standaloneFactor", label: "Standalone database overhead" },
      { name: "iopsPerMessage", label: "IOPS per message (2010)" },
      { name: "iopsOverhead", label: "Database IOPS overhead" },
      { name: "exchangeVersion", label: "IOPS profile (Exchange version)" },
      { name: "iopsPerMessage2013", label: "IOPS per message (2013)" },
    ],
  },
  {
    id: "log-iops",
    title: "Log IOPS",
    source: "seed 000, Table 17",
    options: [
      { name: "logWriteRatio", label: "Log I/O per database write" },
      { name: "dbWriteShare", label: "Database write share" },
      { name: "copyLogFactor", label: "Log I/O per extra copy" },
      { name: "logIopsOverhead", label: "Log IOPS overhead" },
    ],
  },
  {
    id: "arrays",
    title: "Arrays and RAID",
    source: "seed 000, Table 12 and section 3.1.3; seed 002",
    options: [
      { name: "derivedIops", label: "Rank arrays Table 12 does not measure" },
      { name: "raid1WriteFactor", label: "Mirrored RAID write cost" },
      { name: "raid5WriteFactor", label: "Single-parity RAID write cost" },
      { name: "raid6WriteFactor", label: "Double-parity RAID write cost" },
      { name: "parityGroupDisks", label: "Disks per parity group" },
    ],
  },
  {
    id: "disks",
    title: "Disk IOPS",
    source: "seed 002; seed 004 for 7.2K disks",
    options: [
      { name: "diskIops15000", label: "15K disk IOPS" },
      { name: "diskIops10000", label: "10K disk IOPS" },
      { name: "diskIops7200", label: "7.2K disk IOPS" },
    ],
  },
  {
    id: "compute",
    title: "Processors and memory",
    source: "seed 003",
    options: [
      { name: "megacyclesPerMessage", label: "Megacycles per message" },
      { name: "peakCpuUtilization", label: "Peak CPU utilisation" },
      { name: "baselineSpecIntPerCore", label: "Baseline SPECint per core" },
      { name: "cacheMBPerMessage", label: "Database cache per message" },
      { name: "cacheMBPerGB", label: "MB per GB of cache" },
      { name: "memoryRowCacheGB", label: "Memory row: database cache" },
      { name: "memoryRowRamGB", label: "Memory row: server RAM" },
    ],
  },
  {
    id: "jetstress",
    title: "Jetstress targets",
    source: "seed 000, section 3.1",
    options: [
      { name: "dbReadLatencyMs", label: "Database read latency limit" },
      { name: "logWriteLatencyMs", label: "Log write latency limit" },
      { name: "maxLatencyMs", label: "Latency spike limit" },
    ],
  },
];
