/**
 * The disk counts of Storage Design (E2013Calcv7.6, C194:D202: disks / server RAID and JBOD, per
 * datacenter, / DAG, / environment), as `exsize size --json` keys: part of STORAGE_OUTPUT_KEYS, and the
 * figures the verdict shows "--" when verdict.noDisks is TRUE (verdict/steps.ts DISK_KEYS).
 * Example: "disksPerServerJbodSecondary", the JBOD disks of one secondary-datacenter server.
 */
export const DISK_KEYS = [
  "disksPerServerRaid",
  "disksPerServerJbod",
  "disksPerServerRaidSecondary",
  "disksPerServerJbodSecondary",
  "disksPerServer",
  "disksPerServerSecondary",
  "disksPerDag",
  "disksEnvironment",
] as const;
