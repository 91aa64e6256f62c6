import type { SummaryKey } from "./keys";

/**
 * Each summary key's unit and meaning (keys.ts), as the issue's table states it (the rows a sheet
 * prints). In a module of its own: the workbooks' Summary and Compare sheets and the CLI's report print
 * them, no EX.* function does, so EX.SUMMARY's first call (which imports keys.ts) does not load them
 * (issue 29, onFirstCallJsGzKB in docs/performance.md).
 * Example: SUMMARY_MEANINGS.servers is ["servers", "mailbox servers"].
 */
export const SUMMARY_MEANINGS: {
  readonly [K in SummaryKey]: readonly [unit: string, meaning: string];
} = {
  mailboxes: ["mailboxes", "all mailboxes sized, growth included"],
  databases: ["databases", "distinct databases in the environment"],
  copiesPerDatabase: ["copies", "copies of each database, active and lagged included"],
  storageGBAllCopies: ["GB", "database and log capacity of every copy"],
  iopsAllCopies: ["IOPS", "database and log IOPS of every copy at design load"],
  servers: ["servers", "mailbox servers"],
  coresTotal: ["cores", "cores over all servers"],
  ramGBTotal: ["GB", "RAM over all servers"],
  disksTotal: ["disks", "disks over all servers or arrays"],
  arraysTotal: ["arrays", "arrays from the catalog fit; none where the design has no arrays"],
  cpuWorstFailurePercent: [
    "%",
    "CPU in the worst failure mode; none where the method has no failure modes",
  ],
};
