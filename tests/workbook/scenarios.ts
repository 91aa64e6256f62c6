/**
 * The scenarios the workbook is proven on, and what the core says about each: sizeScenario (Tables
 * 14-17), the array fit (section 3.4.1, as EX.ARRAYFIT ranks it), the spindle math (seed 002), the
 * compute sizing (seed 003) and the Jetstress check of the run typed in.
 */
import * as fs from "fs";
import * as path from "path";
import { ARRAY_CANDIDATES, CatalogCandidate } from "../../src/catalog";
import {
  ArrayFit,
  ComputeSizing,
  DriveSpeedRpm,
  JetstressVerdict,
  OPTION_SPECS,
  OptionSpec,
  RaidLevel,
  ScenarioSizing,
  SpindleSizing,
  checkJetstress,
  fitArrays,
  jetstressTargetIops,
  raidLevelRow,
  ruleViolation,
  sizeCompute,
  sizeScenario,
  sizeSpindles,
} from "../../src/core";
import {
  DEFAULT_SCENARIO,
  MethodInputValues,
  WorkbookScenario,
  checkWorkbookScenario,
  methodInputValues,
  scenarioSizingInput,
} from "../../src/workbook";

/** A valid value other than the default for every option, chosen from its rule (so new options join in). */
export function oddValue(spec: OptionSpec): number {
  const rule = spec.rule;
  let value: number;
  if (rule.oneOf) value = rule.oneOf.find((v) => v !== spec.default) ?? spec.default;
  else if (rule.max !== undefined && rule.whole)
    value = [rule.max, rule.min + (rule.minExclusive ? 1 : 0)].find((v) => v !== spec.default)!;
  else if (rule.max !== undefined)
    value = spec.default === rule.max ? (rule.min + rule.max) / 2 : (spec.default + rule.max) / 2;
  else if (rule.whole) value = spec.default + 1;
  else value = spec.default === 0 ? 0.013 : spec.default * 1.137;
  const bad = ruleViolation(spec.name, value, rule);
  if (bad) throw new Error(`odd value for ${spec.name}: ${bad}`);
  return value;
}

const example = (file: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../examples", file), "utf8")
  ) as WorkbookScenario;
const printed = example("dell-5000-as-printed.json");
/** Seed 003's example: 16,000 mailboxes on 4 servers, Exchange 2013, one server's Jetstress run. */
export const TINTRI = example("tintri-16000.json");

/** Every option at an odd value, at an odd profile. */
const ODD: WorkbookScenario = {
  ...DEFAULT_SCENARIO,
  users: 7321,
  quotaMB: 3000.5,
  messagesPerDay: 87.3,
  avgMessageKB: 61.7,
  options: Object.fromEntries(OPTION_SPECS.map((o) => [o.name, oddValue(o)])),
};

/**
 * A database count that is whole on paper and not in doubles: the default's DBS / (DBS / 51) computes
 * as 51.00000000000001, which a plain ceiling would count as 52 (core/units.ts ceilCount).
 */
export const WHOLE_ON_PAPER = (() => {
  const { input, options } = scenarioSizingInput(DEFAULT_SCENARIO);
  const dbs = sizeScenario(input, options).dbsGB;
  const maxDbSizeGB = dbs / 51;
  return { maxDbSizeGB, quotient: dbs / maxDbSizeGB };
})();

/** A Jetstress run that passes every check: seed 001's averages, maxima under 100 ms. */
const JETSTRESS_PASSES = {
  achievedIops: 1635.757,
  dbReadAvgMs: 10.17,
  logWriteAvgMs: 0.665,
  dbReadMaxMs: 42,
  logWriteMaxMs: 7,
};

/** The scenarios of the method sheets: each RAID protection, drive speed and kind of Jetstress fail. */
export const METHOD_SCENARIOS: readonly (readonly [string, WorkbookScenario])[] = [
  ["seed 003's example (examples/tintri-16000.json)", TINTRI],
  [
    "disks: RAID 6 on 15K 450 GB, 75% reads; 1 server; Jetstress passes",
    {
      ...DEFAULT_SCENARIO,
      spindles: { raid: "RAID 6", driveSpeed: 15000, diskGB: 450, readShare: 0.75 },
      compute: { servers: 1 },
      jetstress: JETSTRESS_PASSES,
    },
  ],
  [
    "disks: RAID 10 on 10K 600 GB, IOPS-bound; Jetstress short of the target, both maxima over 100 ms",
    {
      ...DEFAULT_SCENARIO,
      users: 20000,
      quotaMB: 100,
      messagesPerDay: 400,
      spindles: { raid: "raid10", driveSpeed: 10000, diskGB: 600 },
      jetstress: { ...JETSTRESS_PASSES, achievedIops: 100, dbReadMaxMs: 150, logWriteMaxMs: 100.5 },
    },
  ],
  [
    "disks: Vraid5 (RAID 5); 3 servers of another CPU; Jetstress averages at the limits, maxima at 100",
    {
      ...DEFAULT_SCENARIO,
      users: 7000,
      spindles: { raid: "Vraid5", readShare: 0 },
      compute: { specIntRate: 700, specIntCores: 12, cpuMHz: 3333, servers: 3 },
      jetstress: {
        achievedIops: 1e6,
        dbReadAvgMs: 20,
        logWriteAvgMs: 10,
        dbReadMaxMs: 100,
        logWriteMaxMs: 100,
      },
    },
  ],
  [
    "disks: RAID 60 on 7.2K 1 TB, all reads; Jetstress with the achieved IOPS only (Not given)",
    {
      ...DEFAULT_SCENARIO,
      copies: 3,
      spindles: { raid: "RAID 60", diskGB: 1000, readShare: 1 },
      jetstress: { achievedIops: 1e6 },
    },
  ],
  [
    "disks: RAID 1, 1 user on 1 server; Jetstress fails the log write average only",
    {
      ...DEFAULT_SCENARIO,
      users: 1,
      copies: 1,
      spindles: { raid: "RAID 1" },
      compute: { servers: 1 },
      jetstress: { ...JETSTRESS_PASSES, logWriteAvgMs: 12 },
    },
  ],
];

/** The matrix: each row a name and a scenario. */
export const SCENARIOS: readonly (readonly [string, WorkbookScenario])[] = [
  ["default (section 3.4.2 with ExSize's safe defaults)", DEFAULT_SCENARIO],
  ["as printed (Table 18: dbOverhead 1)", printed],
  ["standalone, 1 copy (SDBO 1.2)", { ...DEFAULT_SCENARIO, copies: 1, users: 800, quotaMB: 1024 }],
  ["3 copies, RAID 50", { ...DEFAULT_SCENARIO, copies: 3, users: 12000, raid: "RAID 50" }],
  [
    "fixed dbCount 10, overfilling each database",
    {
      ...DEFAULT_SCENARIO,
      dbCount: 10,
      customer: '=HYPERLINK("http://x","y")',
      project: "+1 -2 @3 _x0041_ <b>&amp; 'q'",
    },
  ],
  ["AMS 150 KB (MSF 1.9 at the band's edge)", { ...DEFAULT_SCENARIO, avgMessageKB: 150 }],
  ["AMS 200 KB (MSF 3.8)", { ...DEFAULT_SCENARIO, avgMessageKB: 200, messagesPerDay: 200 }],
  ["RAID 10 only", { ...DEFAULT_SCENARIO, raid: "RAID 10", users: 20000 }],
  ["every option odd, standalone", { ...ODD, copies: 1 }],
  ["every option odd, 4 copies", { ...ODD, copies: 4 }],
  [
    `DBS / maxDbSizeGB = ${WHOLE_ON_PAPER.quotient} in doubles, 51 databases on paper`,
    { ...DEFAULT_SCENARIO, options: { maxDbSizeGB: WHOLE_ON_PAPER.maxDbSizeGB } },
  ],
  [
    "small, measured IOPS only: PS6000X and PS6000XV tie, the model name decides",
    { ...DEFAULT_SCENARIO, users: 3, quotaMB: 100, copies: 1, options: { derivedIops: 0 } },
  ],
  [
    "small: 1 user",
    { ...DEFAULT_SCENARIO, users: 1, quotaMB: 1, messagesPerDay: 1, avgMessageKB: 1, copies: 1 },
  ],
  ...METHOD_SCENARIOS,
];

/** Expected of the method sheets: seed 002's disks, seed 003's servers, the Jetstress check. */
export interface ExpectedMethods {
  readonly inputs: MethodInputValues;
  readonly spindles: SpindleSizing;
  readonly compute: ComputeSizing;
  readonly jetstress: { readonly targetIops: number; readonly verdict: JetstressVerdict };
}

export interface Expected {
  readonly scenario: WorkbookScenario;
  readonly sizing: ScenarioSizing;
  /** Every candidate the fit ranks, best first; `index` is its row in the built-in catalog. */
  readonly fits: readonly ArrayFit<CatalogCandidate & { readonly index: number }>[];
  readonly methods: ExpectedMethods;
}

/** What the core computes for a scenario: the numbers the workbook must reproduce. */
export function expectedFor(raw: WorkbookScenario): Expected {
  const scenario = checkWorkbookScenario(raw);
  const { input, options } = scenarioSizingInput(scenario);
  const sizing = sizeScenario(input, options);
  // EX.ARRAYFIT's candidates: derivedIops = 0 leaves out the derived rows (core/arrays/arrayFitTable.ts).
  const candidates = ARRAY_CANDIDATES.map((c, index) => ({ ...c, index })).filter(
    (c) => options.derivedIops === 1 || c.iopsBasis !== "derived"
  );
  const fits = fitArrays(
    { capacityGB: sizing.sizedCapacityGB, dbIops: sizing.dbiop, copies: input.copies },
    candidates,
    scenario.raid as RaidLevel | undefined
  );
  return { scenario, sizing, fits, methods: expectedMethods(scenario, sizing, fits[0].candidate) };
}

/**
 * What the core computes on the method sheets: the spindle math for the design's database IOPS and
 * capacity at the typed RAID level or the recommended arrays', the compute sizing for the scenario's
 * profile, the Jetstress target of the fullest server at the design's IOPS per mailbox, and the check
 * of the figures typed in. `inputs` overrides what the scenario gives (a cell left blank).
 */
export function expectedMethods(
  scenario: WorkbookScenario,
  sizing: ScenarioSizing,
  recommended: CatalogCandidate,
  inputs: MethodInputValues = methodInputValues(scenario)
): ExpectedMethods {
  const { spindles: s, compute: c, jetstress: run } = inputs;
  const spindles = sizeSpindles(
    {
      hostIops: sizing.dbiop,
      raid: raidLevelRow(s.raid ?? recommended.raid, "raid"),
      driveSpeedRpm: s.driveSpeed as DriveSpeedRpm,
      capacityGB: sizing.sizedCapacityGB,
      diskGB: s.diskGB!,
      readShare: s.readShare,
    },
    sizing.options
  );
  const compute = sizeCompute(
    {
      users: sizing.input.users,
      messagesPerDay: sizing.input.messagesPerDay,
      specIntRate: c.specIntRate!,
      specIntCores: c.specIntCores!,
      cpuMHz: c.cpuMHz!,
      servers: c.servers,
    },
    sizing.options
  );
  const targetIops = jetstressTargetIops(compute.usersPerServer, sizing.dbiop / sizing.input.users);
  const verdict = checkJetstress({ targetIops, ...run }, sizing.options);
  return { inputs, spindles, compute, jetstress: { targetIops, verdict } };
}

/** |a - b| <= 1e-9 x max(|a|, |b|). */
export function relClose(a: number, b: number, tolerance = 1e-9): boolean {
  return a === b || Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}
