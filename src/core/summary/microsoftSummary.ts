import { Env, Step, Value, div, eq, iferror, iff, mul, add, ref, text } from "../formula";
import { Summary } from "./keys";
import { SummaryStepKey, evaluateSummary, summaryStep } from "./summarySteps";
import { checkMicrosoftFigures } from "../microsoft/figureLimits";

/**
 * The Microsoft method's summary (E2013Calcv7.6), each key one expression over the names of
 * `exsize size --json` (the calculator's output cells: databaseCount is Role Requirements!C243) and the
 * calculator's inputs as "input.<name>" (input.highAvailability), the names the Microsoft workbook gives
 * as ex.ms.<name> (src/workbook/microsoft/names.ts). Each expression is wrapped in IFERROR(..., "--"):
 * where a figure it reads is "--" (the calculator's "not applicable", e.g. a rejected design), the row
 * is "--" (null) too, in the core and in Excel alike. Where ExSize's verdict says a figure does not
 * exist (verdict.noServers: the calculator rejects the design and shows 0 servers; verdict.noDisks: no
 * disks are sized), the servers, cores, RAM, IOPS and disks rows are "--", never 0.
 *
 * Example (the calculator's example design, mscalc.py): 5000 mailboxes, 40 databases per DAG x 2 DAGs
 * = 80 databases, 160 copies per DAG / 40 = 4 copies each, 80 x 4 x (664.67 + 23.74) = 220,290.1 GB,
 * (402 + 88.44) x 8 servers = 3923.52 IOPS, 8 servers, 96 disks, no arrays.
 */
const ha = eq("input.highAvailability", text("Yes"));
const orNone = (e: Step["formula"]) => iferror(e, text("--"));
/** "--" where the verdict says the figure does not exist (src/core/microsoft/verdict/steps.ts). */
const unless = (gone: "verdict.noServers" | "verdict.noDisks", e: Step["formula"]) =>
  iff(gone, text("--"), e);
/** A summary step whose error (a "--" the formula reads, #VALUE! in Excel) is "--". */
const step = (...[key, label, formula, ...rest]: Parameters<typeof summaryStep>) =>
  summaryStep(key, label, orNone(formula), ...rest);

const PER_SERVER_NOTE =
  "derived: every server counted at the primary datacenter's per-server figure; where a secondary datacenter's servers are configured differently (coresPerServerSecondary, ramRecommendedGBSecondary) the total is not the calculator's";

export const MICROSOFT_SUMMARY_STEPS: readonly Step<SummaryStepKey>[] = [
  step(
    "summary.mailboxes",
    "Mailboxes",
    ref("mailboxesTotal"),
    "mailboxes",
    "E2013Calcv7.6, Role Requirements!F224 (mailboxesTotal: the tiers' mailboxes with the growth percentage)"
  ),
  step(
    "summary.databases",
    "Databases",
    iff(ha, mul("databaseCount", "dagCount"), ref("databaseCount")),
    "databases",
    "E2013Calcv7.6, Role Requirements!C243 (databases per DAG, or of all standalone servers) x F223 (DAGs)"
  ),
  step(
    "summary.copiesPerDatabase",
    "Copies of each database",
    iff(ha, div("databaseCopiesPerDag", "databaseCount"), 1),
    "copies",
    "E2013Calcv7.6, Role Requirements!D248 (copies per DAG: HA and lagged, both datacenters) / C243 (databases per DAG); 1 without high availability"
  ),
  step(
    "summary.storageGBAllCopies",
    "Database and log capacity, all copies",
    mul(
      "summary.databases",
      "summary.copiesPerDatabase",
      add("databaseSizeGB", "logCapacityPerDatabaseGB")
    ),
    "GB",
    "E2013Calcv7.6, Volume Requirements!E123 (database size) + the log capacity per database, x every copy",
    "derived: the calculator sizes volumes per server; this counts each copy once at its database and log size"
  ),
  step(
    "summary.iopsAllCopies",
    "Database and log IOPS, all copies",
    unless(
      "verdict.noServers",
      mul(add("totalDbIopsPerServer", "logIopsPerServer"), "serversEnvironment")
    ),
    "IOPS",
    "E2013Calcv7.6, Role Requirements!D281 (database IOPS per server) + log IOPS per server, x F227 (servers)",
    "derived: every server counted at the calculator's per-server IOPS"
  ),
  step(
    "summary.servers",
    "Mailbox servers",
    unless("verdict.noServers", ref("serversEnvironment")),
    "servers",
    "E2013Calcv7.6, Role Requirements!F227 (servers in the environment, lagged copy servers included)"
  ),
  step(
    "summary.coresTotal",
    "Cores in total",
    unless("verdict.noServers", mul("serversEnvironment", "input.coresPerServer")),
    "cores",
    "E2013Calcv7.6, Input!C131 (processor cores per server) x Role Requirements!F227 (servers)",
    PER_SERVER_NOTE
  ),
  step(
    "summary.ramGBTotal",
    "RAM in total",
    unless("verdict.noServers", mul("serversEnvironment", "ramPerServerGB")),
    "GB",
    "E2013Calcv7.6, Role Requirements!C253 (recommended RAM per server; Exchange 2019 and SE: raised to Microsoft's 128 GB minimum, step ramPerServerGB) x F227 (servers)",
    PER_SERVER_NOTE
  ),
  step(
    "summary.disksTotal",
    "Disks in total",
    unless("verdict.noDisks", ref("disksEnvironment")),
    "disks",
    "E2013Calcv7.6, Storage Design!D202 (disks in the environment)",
    'derived: "--" where the calculator rejects the design or a storage status (Storage Design!C182 "Insufficient Disk Capacity") leaves no disks sized, where the calculator shows 0'
  ),
  step(
    "summary.arraysTotal",
    "Arrays in total",
    text("--"),
    "arrays",
    "none: the calculator sizes disks in servers (JBOD or RAID), no arrays"
  ),
  step(
    "summary.cpuWorstFailurePercent",
    "CPU in the worst failure mode",
    ref("cpuUtilizationPercent.worstFailure"),
    "%",
    "E2013Calcv7.6, Role Requirements!C255 (CPU utilization, primary datacenter server, worst failure mode)"
  ),
];

/**
 * The names the Microsoft summary reads from an `exsize size --json` object and the design's inputs:
 * a failure-mode figure k.mode reads sizing[k][mode]; null ("--") and a missing key read as "--";
 * "input.<name>" reads the calculator's input cell (`cells`, MicrosoftScenario.cells).
 */
export function microsoftSummaryEnv(
  sizing: Readonly<Record<string, unknown>>,
  cells: Readonly<Record<string, Value>>
): Env {
  return (name) => {
    if (name.startsWith("input.")) return cells[name] ?? "--";
    const dot = name.indexOf(".");
    const v =
      dot < 0
        ? sizing[name]
        : ((sizing[name.slice(0, dot)] ?? {}) as Record<string, unknown>)[name.slice(dot + 1)];
    return typeof v === "number" || typeof v === "string" || typeof v === "boolean" ? v : "--";
  };
}

/** A Microsoft design's summary from its sizing (sizeMicrosoft) and input cells. */
export function microsoftSummary(
  sizing: Readonly<Record<string, unknown>>,
  cells: Readonly<Record<string, Value>>
): Summary {
  const summary = evaluateSummary(MICROSOFT_SUMMARY_STEPS, microsoftSummaryEnv(sizing, cells));
  // An accepted design's summary keeps every figure within the limits too (figureLimits.ts).
  if (sizing.validationError === false)
    checkMicrosoftFigures(summary as unknown as Record<string, unknown>, cells);
  return summary;
}
