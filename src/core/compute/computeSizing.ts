import { MethodStep, NumberKeys } from "../methodSteps";
import { SizingOptions } from "../options";
import { ceilCountAtLeastOne } from "../units";
import { coreMegacycles } from "./coreMegacycles";
import { mailboxMegacycles, peakMegacycles, totalMegacycles } from "./megacycles";
import { cachePerMailboxMB, ramForCacheGB, totalCacheGB } from "./memory";

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
  const servers = input.servers ?? 1;
  const perMailbox = mailboxMegacycles(input.messagesPerDay, options);
  const megacycles = totalMegacycles(input.users, input.messagesPerDay, options);
  const peak = peakMegacycles(input.users, input.messagesPerDay, options);
  const perCore = coreMegacycles(input.specIntRate, input.specIntCores, input.cpuMHz, options);
  const usersPerServer = ceilCountAtLeastOne(input.users / servers);
  const coresPerServer = ceilCountAtLeastOne(
    (usersPerServer * perMailbox) / options.peakCpuUtilization / perCore
  );
  const cores = coresPerServer * servers;
  const cacheGB = totalCacheGB(input.users, input.messagesPerDay, options);
  const ramGB = ramForCacheGB(cacheGB, options);
  return {
    mailboxMegacycles: perMailbox,
    megacycles,
    peakMegacycles: peak,
    specIntPerCore: input.specIntRate / input.specIntCores,
    coreMegacycles: perCore,
    coresNeeded: ceilCountAtLeastOne(peak / perCore),
    servers,
    usersPerServer,
    coresPerServer,
    cores,
    peakUtilization: (usersPerServer * perMailbox) / (coresPerServer * perCore),
    coresPer1000Users: (cores / input.users) * 1000,
    cachePerMailboxMB: cachePerMailboxMB(input.messagesPerDay, options),
    cacheGB,
    ramGB,
    ramGBPerServer: (ramGB * usersPerServer) / input.users,
    ramGBPer1000Users: (ramGB / input.users) * 1000,
  };
}

const CORES = "seed 003, Processor Core Requirements";
const MEMORY = "seed 003, Memory Requirements";

/** The compute and memory steps in order, for EX.COMPUTE and the workbook's compute sheet. */
export const COMPUTE_STEPS: readonly MethodStep<NumberKeys<ComputeSizing>>[] = [
  {
    key: "mailboxMegacycles",
    label: "Megacycles per mailbox",
    formula: "= messagesPerDay x megacyclesPerMessage",
    unit: "megacycles",
    source: `${CORES} (3 at 150 messages)`,
    note: "Seed 003 gives 150 messages => 3; other profiles in proportion to messages (derived, as seed 000 scales IOPS and cache). 3 is the Exchange 2010 figure, used by seed 003 for Exchange 2013.",
  },
  {
    key: "megacycles",
    label: "Megacycles for all mailboxes",
    formula: "= users x mailboxMegacycles",
    unit: "megacycles",
    source: CORES,
    note: "",
  },
  {
    key: "peakMegacycles",
    label: "Megacycles to size for at peak utilisation",
    formula: "= megacycles / peakCpuUtilization",
    unit: "megacycles",
    source: CORES,
    note: "",
  },
  {
    key: "specIntPerCore",
    label: "SPECint_rate2006 per core",
    formula: "= specIntRate / specIntCores",
    unit: "SPECint/core",
    source: `${CORES} (1120 / 16 = 70)`,
    note: "",
  },
  {
    key: "coreMegacycles",
    label: "Adjusted megacycles per core",
    formula: "= specIntPerCore x cpuMHz / baselineSpecIntPerCore",
    unit: "megacycles/core",
    source: `${CORES} (70 x 2500 / 18.75)`,
    note: "Seed 003 multiplies by its CPU's MHz; Microsoft's method (not a seed) by the baseline's (3333 MHz for 18.75): type cpuMHz 3333 for it.",
  },
  {
    key: "coresNeeded",
    label: "Cores needed",
    formula: "= ROUNDUP(peakMegacycles / coreMegacycles)",
    unit: "cores",
    source: `${CORES} ("about 15 cores")`,
    note: "",
  },
  {
    key: "servers",
    label: "Mailbox servers",
    formula: "= servers; blank: 1",
    unit: "servers",
    source: "seed 003, Mailbox Server Storage Requirements (4 servers)",
    note: "",
  },
  {
    key: "usersPerServer",
    label: "Mailboxes on the fullest server",
    formula: "= ROUNDUP(users / servers)",
    unit: "mailboxes",
    source: "seed 003, Mailbox Server Storage Requirements (4,000 each)",
    note: "",
  },
  {
    key: "coresPerServer",
    label: "Cores (vCPU) per server",
    formula: "= ROUNDUP(usersPerServer x mailboxMegacycles / peakCpuUtilization / coreMegacycles)",
    unit: "cores",
    source: "seed 003, Summary of Example Guest Virtual Machine Requirements (4 vCPU)",
    note: "Whole cores per server (derived rule): seed 003 rounds 15 cores up to 16 and gives each of its 4 servers 4 vCPU.",
  },
  {
    key: "cores",
    label: "Cores in all",
    formula: "= coresPerServer x servers",
    unit: "cores",
    source: `${CORES} ("to round it up, 16 cores")`,
    note: "",
  },
  {
    key: "peakUtilization",
    label: "Peak CPU utilisation on those cores",
    formula: "= usersPerServer x mailboxMegacycles / (coresPerServer x coreMegacycles)",
    unit: "fraction",
    source: `${CORES} ("about 32% CPU utilization at peak")`,
    note: "",
  },
  {
    key: "coresPer1000Users",
    label: "Cores per 1,000 mailboxes",
    formula: "= cores / users x 1000",
    unit: "cores",
    source: `${CORES} ("about 1 core per 1,000 users")`,
    note: "",
  },
  {
    key: "cachePerMailboxMB",
    label: "Database cache per mailbox",
    formula: "= messagesPerDay x cacheMBPerMessage",
    unit: "MB",
    source: `${MEMORY} (9 MB at 150); seed 000, section 2.2`,
    note: "0.06 MB per message is derived from seed 000's four pairs (9/150 = 12/200 = 21/350).",
  },
  {
    key: "cacheGB",
    label: "Database cache for all mailboxes",
    formula: "= users x cachePerMailboxMB / cacheMBPerGB",
    unit: "GB",
    source: `${MEMORY} (144 GB)`,
    note: "Seed 003 divides MB by 1000 (144 GB); seed 000's GB is MB / 1024 (140.6 GB). 1000 asks for more RAM.",
  },
  {
    key: "ramGB",
    label: "Server RAM for that cache",
    formula: "= cacheGB / memoryRowCacheGB x memoryRowRamGB",
    unit: "GB",
    source: `${MEMORY} (144/92*128 = 200 GB)`,
    note: "Linear from the one row of the VMware guide's Table 4 that seed 003 quotes (92 GB of cache in 128 GB of RAM).",
  },
  {
    key: "ramGBPerServer",
    label: "RAM per server",
    formula: "= ramGB x usersPerServer / users",
    unit: "GB",
    source: "seed 003, Summary of Example Guest Virtual Machine Requirements (50 GiB)",
    note: "",
  },
  {
    key: "ramGBPer1000Users",
    label: "RAM per 1,000 mailboxes",
    formula: "= ramGB / users x 1000",
    unit: "GB",
    source: `${MEMORY} ("12.5 GB per 1,000 users")`,
    note: "",
  },
];
