import {
  COMPUTE_INPUTS,
  InputSpec,
  JETSTRESS_INPUTS,
  RAID_LEVEL_ROWS,
  SPINDLE_INPUTS,
} from "../core";
import { DELL_DESIGN_DEFAULTS } from "../core/summary";
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

/** A method input whose default is the seeds' example (core DELL_DESIGN_DEFAULTS, written once there). */
function defaulted(
  spec: InputSpec,
  d: { readonly value: number; readonly source: string }
): MethodInput {
  return { spec, default: d.value, defaultSource: d.source };
}
const D = DELL_DESIGN_DEFAULTS;

/**
 * The inputs of the three method sheets, by group (the scenario file's keys) and the core's argument
 * names. Defaults are the seeds' own examples: seed 000's worked example for the disks, seed 003's
 * for the servers; a Jetstress run has none (its figures are typed after the run).
 */
export const METHOD_INPUTS = {
  spindles: {
    driveSpeed: defaulted(SPINDLE_INPUTS.driveSpeed, D.spindles.driveSpeed),
    diskGB: defaulted(SPINDLE_INPUTS.diskGB, D.spindles.diskGB),
    readShare: {
      spec: SPINDLE_INPUTS.readShare,
      blank: "1 - dbWriteShare (seed 000, Table 17)",
    },
  },
  compute: {
    specIntRate: defaulted(COMPUTE_INPUTS.specIntRate, D.compute.specIntRate),
    specIntCores: defaulted(COMPUTE_INPUTS.specIntCores, D.compute.specIntCores),
    cpuMHz: defaulted(COMPUTE_INPUTS.cpuMHz, D.compute.cpuMHz),
    servers: { ...defaulted(COMPUTE_INPUTS.servers, D.compute.servers), blank: "1" },
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
