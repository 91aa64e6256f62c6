/**
 * The twelve designs the comparison's tests and bench hold (issue 13: both methods, every Exchange
 * version): five Dell designs (seed 000's example as printed, seed 003's Tintri design, and variations
 * of the Dell default: RAID 10, three copies, 10 GB quotas) and seven Microsoft designs (each datacenter
 * model of tests/workbook/microsoftScenarios.ts under 2013, 2016, 2019 and SE, and a custom database
 * size and count).
 */
import * as fs from "fs";
import * as path from "path";
import { DEFAULT_SCENARIO } from "../../src/workbook";
import { DATACENTER_DESIGNS } from "./microsoftScenarios";

/** The repository's examples/: two levels up from tests/workbook/, four from the bench's build/bench/tests/workbook/. */
const EXAMPLES = [2, 4]
  .map((up) => path.join(__dirname, ...Array<string>(up).fill(".."), "examples"))
  .find((dir) => fs.existsSync(path.join(dir, "dell-5000-as-printed.json")));

const example = (file: string): Record<string, unknown> => {
  if (EXAMPLES === undefined) throw new Error(`no examples/ above ${__dirname}`);
  return JSON.parse(fs.readFileSync(path.join(EXAMPLES, file), "utf8"));
};

/**
 * A SPECint2006 rate per server for the Microsoft designs, so the calculator computes their CPU per
 * failure mode (its example leaves it 0: CPU "--"); "MS SE single DAG" keeps 0 for the "--" path.
 * 600 is a figure of our own, not a measured processor's: the tests compare the workbook with the core.
 */
const SPECINT = 600;

/** A datacenter model's design under an Exchange version, with the SPECint rate (0: none). */
const ms = (version: string, model: string, specInt = SPECINT): Record<string, unknown> => ({
  method: "microsoft",
  exchangeVersion: version,
  ...DATACENTER_DESIGNS[model],
  ...(specInt > 0 ? { specIntRate2006: specInt } : {}),
});

export const COMPARE_TEST_DESIGNS: readonly (readonly [string, Record<string, unknown>])[] = [
  ["Dell 5000 as printed", example("dell-5000-as-printed.json")],
  ["Dell RAID 10", { ...DEFAULT_SCENARIO, raid: "RAID 10" }],
  ["MS 2013 single DC", ms("2013", "Single Datacenter")],
  ["Dell 3 copies", { ...DEFAULT_SCENARIO, copies: 3 }],
  ["MS 2016 active/passive", ms("2016", "Active/Passive")],
  ["MS 2019 multiple DAGs", ms("2019", "Active/Active (Multiple DAGs)")],
  ["Tintri 16000", example("tintri-16000.json")],
  ["MS SE single DAG", ms("SE", "Active/Active (Single DAG)", 0)],
  ["Dell 10 GB quota", { ...DEFAULT_SCENARIO, quotaMB: 10240 }],
  ["MS SE single DC", ms("SE", "Single Datacenter")],
  ["MS 2016 single DAG", ms("2016", "Active/Active (Single DAG)")],
  [
    // tests/workbook/microsoftScenarios.ts: a custom database size and count.
    "MS 2019 custom databases",
    {
      method: "microsoft",
      exchangeVersion: "2019",
      maxDbSizeGB: 500,
      databaseCountCustom: 48,
      specIntRate2006: SPECINT,
      tiers: [{ mailboxes: 10000, messagesPerDay: 150, quotaMB: 4096 }],
    },
  ],
];
