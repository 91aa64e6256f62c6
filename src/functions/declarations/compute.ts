import {
  COMPUTE_INPUTS,
  COMPUTE_STEPS,
  SizingOptions,
  cachePerMailboxMB,
  coreMegacycles,
  mailboxMegacycles,
  peakMegacycles,
  ramForCacheGB,
  sizeCompute,
  totalCacheGB,
  totalMegacycles,
} from "../../core";
import { Args, FunctionDeclaration } from "../declaration";
import { figureFamily, functionFamily } from "../functionFamily";
import { perMessageRate } from "../messageRateFamily";
import { OPTIONS_PARAM, inputParam, specParam } from "../params";
import { STEP_TABLE_RESULT, stepTable } from "../spilledStepTable";

const PROFILE = [inputParam("users"), inputParam("messagesPerDay")];
const CPU = [
  specParam(COMPUTE_INPUTS.specIntRate),
  specParam(COMPUTE_INPUTS.specIntCores),
  specParam(COMPUTE_INPUTS.cpuMHz),
];
const SERVERS = specParam(COMPUTE_INPUTS.servers, true, "1");
const COMPUTE_PARAMS = [...PROFILE, ...CPU, SERVERS, OPTIONS_PARAM];
/** Seed 003's example: 16,000 mailboxes, 150 messages, AMD Opteron 6380 (1120 over 16 cores, 2500 MHz). */
const TINTRI = [16000, 150];
const TINTRI_CPU = [1120, 16, 2500];

function computeOf(a: Args) {
  return sizeCompute(
    {
      ...a.nums(["users", "messagesPerDay", "specIntRate", "specIntCores", "cpuMHz"]),
      ...a.optNums(["servers"]),
    },
    a.options()
  );
}

/**
 * EX.CORES: a figure of one compute sizing (sizeCompute, EX.COMPUTE's steps); the example is seed
 * 003's mailboxes on its AMD Opteron 6380.
 */
const ofCompute = figureFamily({
  params: COMPUTE_PARAMS,
  args: [...TINTRI, ...TINTRI_CPU],
  size: computeOf,
});

/**
 * EX.MEGACYCLES, EX.PEAKMEGACYCLES, EX.CACHEGB and EX.RAMGB: for all the mailboxes, of NU and MSR;
 * the example is seed 003's 16,000 mailboxes at 150 messages.
 */
const allMailboxes = functionFamily<
  (users: number, messagesPerDay: number, options: SizingOptions) => number
>({ params: [...PROFILE, OPTIONS_PARAM], args: TINTRI });

export const MAILBOXMEGACYCLES = perMessageRate({
  id: "MAILBOXMEGACYCLES",
  description:
    "Megacycles per mailbox: MSR x 3 / 150 (seed 003: 3 megacycles at 150 messages; other profiles in proportion, derived).",
  unit: "megacycles",
  result: "Megacycles per mailbox.",
  value: 3,
  digits: 0,
  note: "seed 003 prints 3",
  of: mailboxMegacycles,
});

export const MEGACYCLES = allMailboxes({
  id: "MEGACYCLES",
  description: "Megacycles for all mailboxes: NU x megacycles per mailbox (seed 003).",
  unit: "megacycles",
  result: "Megacycles the mailboxes need.",
  value: 48000,
  digits: 0,
  note: "seed 003: 16,000 * 3 = 48,000",
  of: totalMegacycles,
});

export const PEAKMEGACYCLES = allMailboxes({
  id: "PEAKMEGACYCLES",
  description:
    "Megacycles the servers must supply: megacycles / 0.35 peak utilisation (seed 003; option peakCpuUtilization).",
  unit: "megacycles",
  result: "Megacycles to size for.",
  value: 137143,
  digits: 0,
  note: "seed 003: 48,000 / 0.35 = 137,143",
  of: peakMegacycles,
});

export const COREMEGACYCLES: FunctionDeclaration = {
  id: "COREMEGACYCLES",
  description:
    "Adjusted megacycles per core: SPECint_rate2006 / cores x MHz / 18.75, as seed 003 computes it (Microsoft's method multiplies by the baseline's MHz instead: type 3333).",
  params: [...CPU, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "megacycles/core", description: "Megacycles per core." },
  example: {
    args: TINTRI_CPU,
    value: 9333,
    digits: 0,
    note: "seed 003: (70 * 2500 / 18.75 =) 9,333",
  },
  evaluate: (a) =>
    coreMegacycles(a.num("specIntRate"), a.num("specIntCores"), a.num("cpuMHz"), a.options()),
};

export const CORES = ofCompute({
  id: "CORES",
  description:
    "Cores for the mailbox servers: whole cores per server for the fullest server's peak megacycles, times the servers (seed 003: about 15 cores; 4 servers of 4 vCPU = 16).",
  unit: "cores",
  result: "Cores in all mailbox servers.",
  value: 15,
  digits: 0,
  note: "seed 003: about 15 cores; with servers 4, 16",
  of: "cores",
});

export const CACHEMB = perMessageRate({
  id: "CACHEMB",
  description:
    "Database cache per mailbox, MB: MSR x 0.06 (seed 003: 9 MB at 150 messages; seed 000, section 2.2: 12 MB at 200, 21 MB at 350).",
  unit: "MB",
  result: "Database cache per mailbox, MB.",
  value: 9,
  digits: 0,
  note: "seed 003 prints 9 MB",
  of: cachePerMailboxMB,
});

export const CACHEGB = allMailboxes({
  id: "CACHEGB",
  description:
    "Database cache for all mailboxes, GB: NU x cache per mailbox / 1000, as seed 003 divides (option cacheMBPerGB 1024 for seed 000's GB).",
  unit: "GB",
  result: "Database cache, GB.",
  value: 144,
  digits: 0,
  note: "seed 003 prints 144 GB",
  of: totalCacheGB,
});

export const RAMGB = allMailboxes({
  id: "RAMGB",
  description:
    "Server RAM for the database cache, GB: cache / 92 x 128 (seed 003, after Table 4 of VMware's guide).",
  unit: "GB",
  result: "Mailbox server RAM, GB.",
  value: 200,
  digits: 0,
  note: "seed 003: (144/92*128=) 200 GB",
  of: (users, messagesPerDay, options) =>
    ramForCacheGB(totalCacheGB(users, messagesPerDay, options), options),
});

export const COMPUTE: FunctionDeclaration = {
  id: "COMPUTE",
  description:
    "Every step of the compute and memory sizing as a spilled table: megacycles, cores, peak utilisation, cache and RAM, per server too (seed 003).",
  params: COMPUTE_PARAMS,
  result: STEP_TABLE_RESULT,
  example: {
    args: [...TINTRI, ...TINTRI_CPU, 4],
    value: "Megacycles per mailbox",
    note: "one row per step",
  },
  evaluate: (a) => stepTable(COMPUTE_STEPS, computeOf(a)),
};

export const COMPUTE_FUNCTIONS = [
  MAILBOXMEGACYCLES,
  MEGACYCLES,
  PEAKMEGACYCLES,
  COREMEGACYCLES,
  CORES,
  CACHEMB,
  CACHEGB,
  RAMGB,
  COMPUTE,
];
