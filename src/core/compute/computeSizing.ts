import { ceilCountAtLeastOne as wholeCount, div, iff, isblank, mul } from "../formula/expr";
import { Step, envOf, evaluateSteps } from "../formula/step";
import { NumberKeys } from "../methodSteps";
import { SizingOptions } from "../options";
import { CORE_MEGACYCLES_FORMULA, SPECINT_PER_CORE_FORMULA } from "./coreMegacycles";
import {
  MAILBOX_MEGACYCLES_FORMULA,
  MEGACYCLES_FORMULA,
  PEAK_MEGACYCLES_FORMULA,
} from "./megacycles";
import { CACHE_FORMULA, CACHE_PER_MAILBOX_FORMULA, RAM_FORMULA } from "./memory";

export interface ComputeInput {
  readonly users: number;
  readonly messagesPerDay: number;
  readonly specIntRate: number;
  readonly specIntCores: number;
  readonly cpuMHz: number;
  /** Omitted: 1. */
  readonly servers?: number;
}

/** Every step of seed 003's compute and memory sizing, full precision. */
export interface ComputeSizing {
  readonly mailboxMegacycles: number;
  readonly megacycles: number;
  readonly peakMegacycles: number;
  readonly specIntPerCore: number;
  readonly coreMegacycles: number;
  readonly coresNeeded: number;
  readonly servers: number;
  readonly usersPerServer: number;
  readonly coresPerServer: number;
  readonly cores: number;
  readonly peakUtilization: number;
  readonly coresPer1000Users: number;
  readonly cachePerMailboxMB: number;
  readonly cacheGB: number;
  readonly ramGB: number;
  readonly ramGBPerServer: number;
  readonly ramGBPer1000Users: number;
}

/**
 * Cores and memory of the mailbox servers, seed 003's method (after VMware's Exchange 2013 Design and
 * Sizing Guide) step by step (COMPUTE_STEPS).
 *
 * Units:   megacycles, cores, GB
 * Example: 16,000 mailboxes at 150 messages on a 1120 SPECint_rate2006, 16-core, 2500 MHz CPU, 4
 *          servers: 48,000 megacycles, 137,143 at 35% peak, 9,333 per core, 15 cores needed, 4 vCPU
 *          per server = 16 cores at 32% peak; 144 GB of cache, 200 GB of RAM, 50 GB per server
 *          (seed 003, Processor Core Requirements, Memory Requirements and the VM summary).
 */
export function sizeCompute(input: ComputeInput, options: SizingOptions): ComputeSizing {
  const named = options as unknown as Readonly<Record<string, number>>;
  const given: Readonly<Record<string, number | string>> = {
    users: input.users,
    messagesPerDay: input.messagesPerDay,
    specIntRate: input.specIntRate,
    specIntCores: input.specIntCores,
    cpuMHz: input.cpuMHz,
    servers: input.servers ?? "",
  };
  return evaluateSteps(COMPUTE_STEPS, envOf({ ...named, ...given })) as unknown as ComputeSizing;
}

/** The keys of the compute steps. */
export type ComputeStepKey = NumberKeys<ComputeSizing>;

const CORES = "seed 003, Processor Core Requirements";
const MEMORY = "seed 003, Memory Requirements";

/**
 * A figure per 1,000 mailboxes, the form in which seed 003 quotes its rules of thumb: `of` / users x 1000.
 * Units: `of`'s unit per 1,000 mailboxes.
 * Example: 16 cores for 16,000 mailboxes => 1 core per 1,000 ("about 1 core per 1,000 users"); 200 GB
 * of RAM => 12.5 GB per 1,000 (seed 003, Processor Core and Memory Requirements).
 */
function per1000Users(
  key: ComputeStepKey,
  label: string,
  of: ComputeStepKey,
  unit: string,
  source: string
): Step<ComputeStepKey> {
  return { key, label, formula: mul(div(of, "users"), 1000), unit, source, note: "" };
}

/**
 * The compute and memory steps in order, each formula written once: sizeCompute evaluates them,
 * EX.COMPUTE prints their rows and the workbook's Compute and memory sheet prints each natively. A
 * step reads the inputs (users, messagesPerDay, specIntRate, specIntCores, cpuMHz, servers), options
 * and earlier steps (an earlier step shadows an input of its name: servers).
 */
export const COMPUTE_STEPS: readonly Step<ComputeStepKey>[] = [
  {
    key: "mailboxMegacycles",
    label: "Megacycles per mailbox",
    formula: MAILBOX_MEGACYCLES_FORMULA,
    unit: "megacycles",
    source: `${CORES} (3 at 150 messages)`,
    note: "Seed 003 gives 150 messages => 3; other profiles in proportion to messages (derived, as seed 000 scales IOPS and cache). 3 is the Exchange 2010 figure, used by seed 003 for Exchange 2013.",
  },
  {
    key: "megacycles",
    label: "Megacycles for all mailboxes",
    formula: MEGACYCLES_FORMULA,
    unit: "megacycles",
    source: CORES,
    note: "",
  },
  {
    key: "peakMegacycles",
    label: "Megacycles to size for at peak utilisation",
    formula: PEAK_MEGACYCLES_FORMULA,
    unit: "megacycles",
    source: CORES,
    note: "",
  },
  {
    key: "specIntPerCore",
    label: "SPECint_rate2006 per core",
    formula: SPECINT_PER_CORE_FORMULA,
    unit: "SPECint/core",
    source: `${CORES} (1120 / 16 = 70)`,
    note: "",
  },
  {
    key: "coreMegacycles",
    label: "Adjusted megacycles per core",
    formula: CORE_MEGACYCLES_FORMULA,
    unit: "megacycles/core",
    source: `${CORES} (70 x 2500 / 18.75)`,
    note: "Seed 003 multiplies by its CPU's MHz; Microsoft's method (not a seed) by the baseline's (3333 MHz for 18.75): type cpuMHz 3333 for it.",
  },
  {
    key: "coresNeeded",
    label: "Cores needed",
    formula: wholeCount(div("peakMegacycles", "coreMegacycles")),
    unit: "cores",
    source: `${CORES} ("about 15 cores")`,
    note: "",
  },
  {
    key: "servers",
    label: "Mailbox servers",
    formula: iff(isblank("servers"), 1, "servers"),
    written: "= servers; blank: 1",
    unit: "servers",
    source: "seed 003, Mailbox Server Storage Requirements (4 servers)",
    note: "",
  },
  {
    key: "usersPerServer",
    label: "Mailboxes on the fullest server",
    formula: wholeCount(div("users", "servers")),
    unit: "mailboxes",
    source: "seed 003, Mailbox Server Storage Requirements (4,000 each)",
    note: "",
  },
  {
    key: "coresPerServer",
    label: "Cores (vCPU) per server",
    formula: wholeCount(
      div(mul("usersPerServer", "mailboxMegacycles"), "peakCpuUtilization", "coreMegacycles")
    ),
    unit: "cores",
    source: "seed 003, Summary of Example Guest Virtual Machine Requirements (4 vCPU)",
    note: "Whole cores per server (derived rule): seed 003 rounds 15 cores up to 16 and gives each of its 4 servers 4 vCPU.",
  },
  {
    key: "cores",
    label: "Cores in all",
    formula: mul("coresPerServer", "servers"),
    unit: "cores",
    source: `${CORES} ("to round it up, 16 cores")`,
    note: "",
  },
  {
    key: "peakUtilization",
    label: "Peak CPU utilisation on those cores",
    formula: div(
      mul("usersPerServer", "mailboxMegacycles"),
      mul("coresPerServer", "coreMegacycles")
    ),
    unit: "fraction",
    source: `${CORES} ("about 32% CPU utilization at peak")`,
    note: "",
  },
  per1000Users(
    "coresPer1000Users",
    "Cores per 1,000 mailboxes",
    "cores",
    "cores",
    `${CORES} ("about 1 core per 1,000 users")`
  ),
  {
    key: "cachePerMailboxMB",
    label: "Database cache per mailbox",
    formula: CACHE_PER_MAILBOX_FORMULA,
    unit: "MB",
    source: `${MEMORY} (9 MB at 150); seed 000, section 2.2`,
    note: "0.06 MB per message is derived from seed 000's four pairs (9/150 = 12/200 = 21/350).",
  },
  {
    key: "cacheGB",
    label: "Database cache for all mailboxes",
    formula: CACHE_FORMULA,
    unit: "GB",
    source: `${MEMORY} (144 GB)`,
    note: "Seed 003 divides MB by 1000 (144 GB); seed 000's GB is MB / 1024 (140.6 GB). 1000 asks for more RAM.",
  },
  {
    key: "ramGB",
    label: "Server RAM for that cache",
    formula: RAM_FORMULA,
    unit: "GB",
    source: `${MEMORY} (144/92*128 = 200 GB)`,
    note: "Linear from the one row of the VMware guide's Table 4 that seed 003 quotes (92 GB of cache in 128 GB of RAM).",
  },
  {
    key: "ramGBPerServer",
    label: "RAM per server",
    formula: div(mul("ramGB", "usersPerServer"), "users"),
    unit: "GB",
    source: "seed 003, Summary of Example Guest Virtual Machine Requirements (50 GiB)",
    note: "",
  },
  per1000Users(
    "ramGBPer1000Users",
    "RAM per 1,000 mailboxes",
    "ramGB",
    "GB",
    `${MEMORY} ("12.5 GB per 1,000 users")`
  ),
];
