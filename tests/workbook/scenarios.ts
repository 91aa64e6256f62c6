/**
 * The scenarios the workbook is proven on, and what the core says about each: sizeScenario (Tables
 * 14-17) and the array fit (section 3.4.1, as EX.ARRAYFIT ranks it).
 */
import * as fs from "fs";
import * as path from "path";
import { ARRAY_CANDIDATES, CatalogCandidate } from "../../src/catalog";
import {
  ArrayFit,
  OPTION_SPECS,
  OptionSpec,
  RaidLevel,
  ScenarioSizing,
  fitArrays,
  ruleViolation,
  sizeScenario,
} from "../../src/core";
import {
  DEFAULT_SCENARIO,
  WorkbookScenario,
  checkWorkbookScenario,
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

const printed = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/dell-5000-as-printed.json"), "utf8")
) as WorkbookScenario;

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
];

export interface Expected {
  readonly scenario: WorkbookScenario;
  readonly sizing: ScenarioSizing;
  /** Every candidate the fit ranks, best first; `index` is its row in the built-in catalog. */
  readonly fits: readonly ArrayFit<CatalogCandidate & { readonly index: number }>[];
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
    { capacityGB: sizing.totalCapacityGB, dbIops: sizing.dbiop, copies: input.copies },
    candidates,
    scenario.raid as RaidLevel | undefined
  );
  return { scenario, sizing, fits };
}

/** |a - b| <= 1e-9 x max(|a|, |b|). */
export function relClose(a: number, b: number, tolerance = 1e-9): boolean {
  return a === b || Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}
