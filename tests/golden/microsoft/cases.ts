/**
 * Designs of ../shared/references/ms-calculator/cases.json that more than one golden sizes, their inputs
 * copied from it once (tests must not read ../shared at run time): microsoft-cases.test.ts holds the
 * calculator's figures for them (mscalc.py, E2013Calcv7.6), microsoft-2019-memory.test.ts sizes the same
 * design as Exchange 2019 and SE.
 */
export const CASE_INPUTS = {
  /** cases.json "5000-mbx-2-copies": one DAG of 4 servers in one datacenter, 2 HA copies, 5000 mailboxes at 150 messages/day and 4 GB; VSS backups; virtualised with 10 % hypervisor overhead. */
  "5000-mbx-2-copies": {
    datacenterModel: "Single Datacenter",
    exchangeServersPerDag: 4,
    dagCount: 1,
    haCopies: 2,
    laggedCopies: 0,
    tiers: [{ mailboxes: 5000, messagesPerDay: 150, avgMessageKB: 75, quotaMB: 4096 }],
    backupMode: "Software VSS Backup/Restore",
    backupFrequency: "Weekly Full / Daily Incremental",
    coresPerServer: 16,
    specIntRate2006: 520,
    virtualization: true,
    hypervisorOverhead: 0.1,
  },
} as const;
