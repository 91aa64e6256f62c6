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
