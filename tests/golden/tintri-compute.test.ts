/**
 * Golden figures of seed 003 (Tintri VMstore with vSphere and Exchange 2013, after VMware's Exchange 2013
 * Design and Sizing Guide): the 16,000-mailbox compute and memory example, and its IOPS per mailbox.
 * Every expected value is typed from the seed, compared at the precision it prints.
 */
import { resolveOptions, sizeCompute } from "../../src/core";
import { SEED_003_COMPUTE_EXAMPLE } from "../fixtures/seed003Example";
import { GoldenRow, testGoldenRows } from "../support/golden";

const example = SEED_003_COMPUTE_EXAMPLE;
const one = sizeCompute(example, resolveOptions());
const four = sizeCompute({ ...example, servers: 4 }, resolveOptions());

const CORES = "seed 003, Processor Core Requirements";
const MEMORY = "seed 003, Memory Requirements";
const VMS = "seed 003, Summary of Example Guest Virtual Machine Requirements";

const rows: GoldenRow[] = [
  {
    figure: "3 megacycles per mailbox at 150 messages",
    source: CORES,
    printed: 3,
    digits: 0,
    actual: one.mailboxMegacycles,
  },
  {
    figure: "16,000 * 3 = 48,000 megacycles",
    source: CORES,
    printed: 48000,
    digits: 0,
    actual: one.megacycles,
  },
  {
    figure: "48,000 / 0.35 = 137,143 megacycles",
    source: CORES,
    printed: 137143,
    digits: 0,
    actual: one.peakMegacycles,
  },
  {
    figure: "SPECint 70 per core (1120 / 16)",
    source: CORES,
    printed: 70,
    digits: 0,
    actual: one.specIntPerCore,
  },
  {
    figure: "(70 * 2500 / 18.75 =) 9,333 adjusted megacycles per core",
    source: CORES,
    printed: 9333,
    digits: 0,
    actual: one.coreMegacycles,
  },
  {
    figure: "(137,143 / 9,333 =) about 15 cores",
    source: CORES,
    printed: 15,
    digits: 0,
    actual: one.coresNeeded,
  },
  {
    figure: "to round it up, 16 cores (4 servers)",
    source: CORES,
    printed: 16,
    digits: 0,
    actual: four.cores,
  },
  {
    figure: "about 32% CPU utilization at peak",
    source: CORES,
    printed: 32,
    digits: 0,
    actual: four.peakUtilization * 100,
  },
  {
    figure: "about 1 core per 1,000 users",
    source: CORES,
    printed: 1,
    digits: 0,
    actual: four.coresPer1000Users,
  },
  {
    figure: "9 MB of cache per mailbox",
    source: MEMORY,
    printed: 9,
    digits: 0,
    actual: one.cachePerMailboxMB,
  },
  { figure: "144 GB of cache", source: MEMORY, printed: 144, digits: 0, actual: one.cacheGB },
  {
    figure: "(144/92*128=) 200 GB RAM",
    source: MEMORY,
    printed: 200,
    digits: 0,
    actual: one.ramGB,
  },
  {
    figure: "12.5 GB per 1,000 users",
    source: MEMORY,
    printed: 12.5,
    digits: 1,
    actual: one.ramGBPer1000Users,
  },
  {
    figure: "4 servers of 4,000 users",
    source: "seed 003, Mailbox Server Storage Requirements",
    printed: 4000,
    digits: 0,
    actual: four.usersPerServer,
  },
  {
    figure: "4 vCPU per mailbox server",
    source: VMS,
    printed: 4,
    digits: 0,
    actual: four.coresPerServer,
  },
  {
    figure: "32% max utilization per server",
    source: VMS,
    printed: 32,
    digits: 0,
    actual: four.peakUtilization * 100,
  },
  {
    figure: "Memory - 50 GiB per mailbox server",
    source: VMS,
    printed: 50,
    digits: 0,
    actual: four.ramGBPerServer,
  },
];

describe("seed 003: 16,000 mailboxes, compute and memory", () => {
  testGoldenRows(rows);
});
