import {
  COMPUTE_INPUTS,
  InputSpec,
  JETSTRESS_INPUTS,
  RAID_LEVEL_ROWS,
  SPINDLE_INPUTS,
} from "../core";
import { ComputeScenario, JetstressScenario, SpindleScenario, WorkbookScenario } from "./model";
import {
  ComputeInputName,
  JetstressMeasurement,
  METHOD_INPUT_NAMES,
  SELECTION_NAMES,
  SpindleInputName,
} from "./names";

/**
 * A numeric input of the Spindles, Compute and memory or Jetstress sheet: the core's spec (rule,
 * unit, label: the EX.* functions' argument), its value when the scenario leaves it out, and what a
 * blank cell means.
 */
export interface MethodInput {
  readonly spec: InputSpec;
  /** The value of a scenario that leaves it out; undefined: the cell starts blank. */
  readonly default?: number;
  /** What a blank cell means, as the EX.* functions read an omitted argument; undefined: required. */
  readonly blank?: string;
  /** Where the default comes from, said beside it on the sheet. */
  readonly defaultSource?: string;
}

/** The worked example's recommendation: "the PS6500 array with 500GB SATA drives" (7.2K SATA II). */
const EXAMPLE_DRIVES =
  "seed 000, section 3.4.2 (the worked example's PS6500E with 500GB drives) and section 3.1.1 (PS6500E: 7.2K SATA II)";
/** Seed 003's example server: "AMD Opteron 6380, 2.5 GHz, 16 cores - SPECint_rate2006 = 1120". */
const TINTRI_CPU = "seed 003's example, Example Parameters for Sizing (AMD Opteron 6380)";

/**
 * The inputs of the three method sheets, by group (the scenario file's keys) and the core's argument
 * names. Defaults are the seeds' own examples: seed 000's worked example for the disks, seed 003's
 * for the servers; a Jetstress run has none (its figures are typed after the run).
 */
export const METHOD_INPUTS = {
  spindles: {
    driveSpeed: { spec: SPINDLE_INPUTS.driveSpeed, default: 7200, defaultSource: EXAMPLE_DRIVES },
    diskGB: { spec: SPINDLE_INPUTS.diskGB, default: 500, defaultSource: EXAMPLE_DRIVES },
    readShare: {
      spec: SPINDLE_INPUTS.readShare,
      blank: "1 - dbWriteShare (seed 000, Table 17)",
    },
  },
  compute: {
    specIntRate: { spec: COMPUTE_INPUTS.specIntRate, default: 1120, defaultSource: TINTRI_CPU },
    specIntCores: { spec: COMPUTE_INPUTS.specIntCores, default: 16, defaultSource: TINTRI_CPU },
    cpuMHz: { spec: COMPUTE_INPUTS.cpuMHz, default: 2500, defaultSource: `${TINTRI_CPU}, 2.5 GHz` },
    servers: {
      spec: COMPUTE_INPUTS.servers,
      default: 4,
      blank: "1",
      defaultSource: "seed 003's example, Mailbox Server Storage Requirements (4 mailbox servers)",
    },
  },
  jetstress: {
    achievedIops: { spec: JETSTRESS_INPUTS.achievedIops, blank: "Not given" },
    dbReadAvgMs: { spec: JETSTRESS_INPUTS.dbReadAvgMs, blank: "Not given" },
    logWriteAvgMs: { spec: JETSTRESS_INPUTS.logWriteAvgMs, blank: "Not given" },
    dbReadMaxMs: { spec: JETSTRESS_INPUTS.dbReadMaxMs, blank: "Not given" },
    logWriteMaxMs: { spec: JETSTRESS_INPUTS.logWriteMaxMs, blank: "Not given" },
  },
} as const satisfies {
  readonly spindles: Readonly<Record<SpindleInputName, MethodInput>>;
  readonly compute: Readonly<Record<ComputeInputName, MethodInput>>;
  readonly jetstress: Readonly<Record<JetstressMeasurement, MethodInput>>;
};

export type MethodGroup = keyof typeof METHOD_INPUTS;

/** The RAID level of the spindle math: any level the core knows, blank for the recommended arrays'. */
export const SPINDLE_RAID_INPUT = {
  choices: RAID_LEVEL_ROWS.map((r) => r.level),
  blank: `the RAID level of the recommended arrays (${SELECTION_NAMES.raid})`,
  source: "seed 002, I/O Requirement; seed 000, section 3.1.3",
} as const;

/** The values a scenario gives the method sheets' input cells; undefined: a blank cell. */
export interface MethodInputValues {
  readonly spindles: SpindleScenario;
  readonly compute: ComputeScenario;
  readonly jetstress: JetstressScenario;
}

/** The scenario's method inputs with METHOD_INPUTS' defaults for the keys it leaves out. */
export function methodInputValues(scenario: WorkbookScenario): MethodInputValues {
  const group = (g: MethodGroup, given: object = {}) => {
    const typed = given as Readonly<Record<string, number | undefined>>;
    const inputs: Readonly<Record<string, MethodInput>> = METHOD_INPUTS[g];
    return Object.fromEntries(
      Object.entries(inputs).map(([key, input]) => [key, typed[key] ?? input.default])
    );
  };
  return {
    spindles: { ...group("spindles", scenario.spindles), raid: scenario.spindles?.raid },
    compute: group("compute", scenario.compute),
    jetstress: group("jetstress", scenario.jetstress),
  };
}

/** The name of a method input's cell. */
export function methodInputName(group: MethodGroup, key: string): string {
  return (METHOD_INPUT_NAMES[group] as Readonly<Record<string, string>>)[key];
}
