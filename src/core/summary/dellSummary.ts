import { Step, add, envOf, mul, ref, text } from "../formula";
import { Summary } from "./keys";
import { SummaryStepKey, evaluateSummary, summaryStep } from "./summarySteps";

/**
 * The names the Dell method's summary reads: the scenario's inputs and seed 000's results (the core's
 * ScenarioSizing keys), the arrays of the catalog fit (section 3.4.1), seed 002's disks (Spindles sheet)
 * and seed 003's servers (Compute and memory sheet). The workbook maps each to its ex.* name
 * (src/workbook/templates/summaryRows.ts).
 */
export const DELL_SUMMARY_NAMES = [
  "users",
  "copies",
  "dbCount",
  "totalCapacityGB",
  "dbiop",
  "liops",
  "arraysTotal",
  "spindles.disksTotal",
  "compute.servers",
  "compute.cores",
  "compute.ramGB",
] as const;
export type DellSummaryName = (typeof DELL_SUMMARY_NAMES)[number];

/** The Dell design's figures the summary reads, by name. */
export type DellSummaryFigures = { readonly [K in DellSummaryName]: number };

const step = summaryStep;

/**
 * The Dell method's summary, each key one expression over DELL_SUMMARY_NAMES (docs/summary.md).
 * Every copy of a database sits on its own arrays sized like the first (seed 000, section 3.4.1 step 6:
 * arrays per copy x copies), so the all-copies figures are one copy's x copies. The method has no
 * failure modes: cpuWorstFailurePercent is "--" (null).
 *
 * Example (seed 000, section 3.4.2, dbOverhead 1 as the paper computes): 5000 users, 12 databases,
 * 2 copies, 2 x 15,766.7 GB = 31,533.4 GB, (900 + 378) x 2 = 2556 IOPS, 2 PS6500E arrays.
 */
export const DELL_SUMMARY_STEPS: readonly Step<SummaryStepKey>[] = [
  step(
    "summary.mailboxes",
    "Mailboxes",
    ref("users"),
    "mailboxes",
    "seed 000, Table 14 step 1 (NU)"
  ),
  step(
    "summary.databases",
    "Databases",
    ref("dbCount"),
    "databases",
    "seed 000, Table 14 step 6 (DB)"
  ),
  step(
    "summary.copiesPerDatabase",
    "Copies of each database",
    ref("copies"),
    "copies",
    "seed 000, section 3.4.1 step 6 (copies of each database, 1 = standalone)"
  ),
  step(
    "summary.storageGBAllCopies",
    "Database and log capacity, all copies",
    mul("totalCapacityGB", "copies"),
    "GB",
    "seed 000, section 3.4.1 step 2 (database and log volumes of one copy) x copies (step 6)"
  ),
  step(
    "summary.iopsAllCopies",
    "Database and log IOPS, all copies",
    mul(add("dbiop", "liops"), "copies"),
    "IOPS",
    "seed 000, Table 16 step 4 (DBIOP) + Table 17 (LIOPS), of one copy, x copies (section 3.4.1 step 6)",
    "derived: each copy's arrays carry one copy's database and log IOPS, as section 3.4.1 sizes them"
  ),
  step(
    "summary.servers",
    "Mailbox servers",
    ref("compute.servers"),
    "servers",
    "seed 003, Mailbox Server Storage Requirements (servers)"
  ),
  step(
    "summary.coresTotal",
    "Cores in total",
    ref("compute.cores"),
    "cores",
    "seed 003, Processor Core Requirements"
  ),
  step(
    "summary.ramGBTotal",
    "RAM in total",
    ref("compute.ramGB"),
    "GB",
    "seed 003, Memory Requirements"
  ),
  step(
    "summary.disksTotal",
    "Disks in total",
    ref("spindles.disksTotal"),
    "disks",
    "seed 002, spindle count per copy x copies (Spindles sheet)"
  ),
  step(
    "summary.arraysTotal",
    "Arrays in total",
    ref("arraysTotal"),
    "arrays",
    "seed 000, section 3.4.1 steps 3-6 (the catalog fit, all copies)"
  ),
  step(
    "summary.cpuWorstFailurePercent",
    "CPU in the worst failure mode",
    text("--"),
    "%",
    "none: the Dell method (seeds 000-004) has no failure modes"
  ),
];

/** The Dell design's summary from its figures. */
export function dellSummary(figures: DellSummaryFigures): Summary {
  return evaluateSummary(DELL_SUMMARY_STEPS, envOf(figures));
}
