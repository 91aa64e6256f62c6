import {
  COMPUTE_INPUTS,
  COMPUTE_STEPS,
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
      users: a.num("users"),
      messagesPerDay: a.num("messagesPerDay"),
      specIntRate: a.num("specIntRate"),
      specIntCores: a.num("specIntCores"),
      cpuMHz: a.num("cpuMHz"),
      servers: a.optNum("servers"),
    },
    a.options()
  );
}

export const MAILBOXMEGACYCLES: FunctionDeclaration = {
  id: "MAILBOXMEGACYCLES",
  description:
    "Megacycles per mailbox: MSR x 3 / 150 (seed 003: 3 megacycles at 150 messages; other profiles in proportion, derived).",
  params: [inputParam("messagesPerDay"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "megacycles", description: "Megacycles per mailbox." },
  example: { args: [150], value: 3, digits: 0, note: "seed 003 prints 3" },
  evaluate: (a) => mailboxMegacycles(a.num("messagesPerDay"), a.options()),
};

export const MEGACYCLES: FunctionDeclaration = {
  id: "MEGACYCLES",
  description: "Megacycles for all mailboxes: NU x megacycles per mailbox (seed 003).",
  params: [...PROFILE, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "megacycles", description: "Megacycles the mailboxes need." },
  example: { args: TINTRI, value: 48000, digits: 0, note: "seed 003: 16,000 * 3 = 48,000" },
  evaluate: (a) => totalMegacycles(a.num("users"), a.num("messagesPerDay"), a.options()),
};

export const PEAKMEGACYCLES: FunctionDeclaration = {
  id: "PEAKMEGACYCLES",
  description:
    "Megacycles the servers must supply: megacycles / 0.35 peak utilisation (seed 003; option peakCpuUtilization).",
  params: [...PROFILE, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "megacycles", description: "Megacycles to size for." },
  example: { args: TINTRI, value: 137143, digits: 0, note: "seed 003: 48,000 / 0.35 = 137,143" },
  evaluate: (a) => peakMegacycles(a.num("users"), a.num("messagesPerDay"), a.options()),
};

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

export const CORES: FunctionDeclaration = {
  id: "CORES",
  description:
    "Cores for the mailbox servers: whole cores per server for the fullest server's peak megacycles, times the servers (seed 003: about 15 cores; 4 servers of 4 vCPU = 16).",
  params: COMPUTE_PARAMS,
  result: { shape: "scalar", unit: "cores", description: "Cores in all mailbox servers." },
  example: {
    args: [...TINTRI, ...TINTRI_CPU],
    value: 15,
    digits: 0,
    note: "seed 003: about 15 cores; with servers 4, 16",
  },
  evaluate: (a) => computeOf(a).cores,
};

export const CACHEMB: FunctionDeclaration = {
  id: "CACHEMB",
  description:
    "Database cache per mailbox, MB: MSR x 0.06 (seed 003: 9 MB at 150 messages; seed 000, section 2.2: 12 MB at 200, 21 MB at 350).",
  params: [inputParam("messagesPerDay"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "MB", description: "Database cache per mailbox, MB." },
  example: { args: [150], value: 9, digits: 0, note: "seed 003 prints 9 MB" },
  evaluate: (a) => cachePerMailboxMB(a.num("messagesPerDay"), a.options()),
};

export const CACHEGB: FunctionDeclaration = {
  id: "CACHEGB",
  description:
    "Database cache for all mailboxes, GB: NU x cache per mailbox / 1000, as seed 003 divides (option cacheMBPerGB 1024 for seed 000's GB).",
  params: [...PROFILE, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "GB", description: "Database cache, GB." },
  example: { args: TINTRI, value: 144, digits: 0, note: "seed 003 prints 144 GB" },
  evaluate: (a) => totalCacheGB(a.num("users"), a.num("messagesPerDay"), a.options()),
};

export const RAMGB: FunctionDeclaration = {
  id: "RAMGB",
  description:
    "Server RAM for the database cache, GB: cache / 92 x 128 (seed 003, after Table 4 of VMware's guide).",
  params: [...PROFILE, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "GB", description: "Mailbox server RAM, GB." },
  example: { args: TINTRI, value: 200, digits: 0, note: "seed 003: (144/92*128=) 200 GB" },
  evaluate: (a) => {
    const options = a.options();
    return ramForCacheGB(totalCacheGB(a.num("users"), a.num("messagesPerDay"), options), options);
  },
};

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
