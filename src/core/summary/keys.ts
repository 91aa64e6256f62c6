/**
 * The summary both sizing methods give, under the same eleven keys (issue 13's table): what a
 * consultant compares between two designs. Each method defines every key as one expression over its
 * own names (dellSummary.ts, microsoftSummary.ts); docs/summary.md gives each definition and source.
 *
 * A value is a number, or null where the method has no such figure (arraysTotal of a Microsoft design,
 * cpuWorstFailurePercent of a Dell design) or the method shows "--" (the Microsoft calculator's text
 * for "not applicable", e.g. a design it rejects).
 */
export const SUMMARY_KEYS = [
  "mailboxes",
  "databases",
  "copiesPerDatabase",
  "storageGBAllCopies",
  "iopsAllCopies",
  "servers",
  "coresTotal",
  "ramGBTotal",
  "disksTotal",
  "arraysTotal",
  "cpuWorstFailurePercent",
] as const;

export type SummaryKey = (typeof SUMMARY_KEYS)[number];

/** One design's summary: every key, a number or null. */
export type Summary = { readonly [K in SummaryKey]: number | null };

/** Each key's unit and meaning, as the table states it (the rows a sheet prints). */
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
