import {
  BOUND_BY_FORMULA,
  COMPUTE_STEPS,
  JETSTRESS_CHECKS,
  JETSTRESS_TARGET_STEPS,
  JetstressCheckSpec,
  OPTION_SPECS,
  SPINDLE_STEPS,
  Step,
  VERDICT_FORMULA,
  checkFormula,
  checkResultName,
} from "../core";
import { Expr, mul, printExcel, printMethod } from "../core/formula";
import {
  COMPUTE_NAMES,
  ComputeStepKey,
  INPUT_NAMES,
  JETSTRESS_NAMES,
  JETSTRESS_RESULT_NAMES,
  JetstressMeasurement,
  METHOD_INPUT_NAMES,
  RESULT_NAMES,
  SELECTION_NAMES,
  SPINDLE_NAMES,
  SPINDLE_SHEET_NAMES,
  SpindleStepKey,
  optionName,
} from "./names";

/**
 * The native formulas of the Spindles, Compute and memory and Jetstress sheets, printed from the
 * core's steps (SPINDLE_STEPS, COMPUTE_STEPS, JETSTRESS_TARGET_STEPS, checkFormula, VERDICT_FORMULA):
 * each formula is written once, in the core, which evaluates it for EX.SPINDLESIZING, EX.COMPUTE and
 * EX.JETCHECK. Here a name in a formula becomes its workbook name: an earlier step's, else an input's
 * (the vocabulary of the sheet), else an option's.
 */

const OPTION_NAMES = new Map(OPTION_SPECS.map((o) => [o.name as string, optionName(o.name)]));

/** A formula as a cell's native formula, each name resolved; throws naming a name it cannot resolve. */
function native(formula: Expr, resolve: (name: string) => string | undefined): string {
  return (
    "=" +
    printExcel(formula, (name) => {
      const resolved = resolve(name) ?? OPTION_NAMES.get(name);
      if (resolved === undefined) throw new Error(`"${name}" is no input, option or earlier step`);
      return resolved;
    })
  );
}

/**
 * Every step's native formula, in order: a name is an earlier step (its workbook name), else an input
 * of `inputs`, else an option. Throws naming the step whose formula reads an unknown name.
 * Example: SPINDLE_STEPS' backendIops => =ex.DBIOP*ex.ReadShare+ex.DBIOP*(1-ex.ReadShare)*ex.RaidFactor
 */
export function stepFormulas<K extends string>(
  steps: readonly Step<K>[],
  names: { readonly [P in K]: string },
  inputs: Readonly<Record<string, string>>
): { readonly [P in K]: string } {
  const earlier = new Map<string, string>();
  const out = {} as Record<K, string>;
  for (const step of steps) {
    try {
      out[step.key] = native(step.formula, (id) => earlier.get(id) ?? inputs[id]);
    } catch (error) {
      throw new Error(`step ${step.key}: ${(error as Error).message}`);
    }
    earlier.set(step.key, names[step.key]);
  }
  return out;
}

/** The method's formula as a step sheet shows it: its own words for prose, else printMethod's notation. */
export function methodText(step: Pick<Step, "formula" | "written">): string {
  return step.written ?? "= " + printMethod(step.formula);
}

const SPINDLE_INPUT = METHOD_INPUT_NAMES.spindles;
const COMPUTE_INPUT = METHOD_INPUT_NAMES.compute;

/** What the spindle steps' inputs are in the workbook: the design's IOPS and capacity, the inputs. */
const SPINDLE_VOCABULARY = {
  hostIops: RESULT_NAMES.dbiop,
  capacityGB: RESULT_NAMES.sizedCapacityGB,
  raidLevel: SPINDLE_SHEET_NAMES.raidLevel,
  driveSpeed: SPINDLE_INPUT.driveSpeed,
  diskGB: SPINDLE_INPUT.diskGB,
  readShare: SPINDLE_INPUT.readShare,
};

/** The Spindles sheet's values besides the numbered steps. */
export const SPINDLE_SHEET_FORMULAS: { readonly [K in keyof typeof SPINDLE_SHEET_NAMES]: string } =
  {
    // The sheet's own choice: the RAID level typed on the Inputs sheet, else the recommended arrays'.
    raidLevel: `=IF(${SPINDLE_INPUT.raid}="",${SELECTION_NAMES.raid},${SPINDLE_INPUT.raid})`,
    boundBy: native(BOUND_BY_FORMULA, (id) => SPINDLE_NAMES[id as SpindleStepKey]),
    // Seed 000, section 3.4.2: "The active copy of a database should be hosted on one array and the
    // passive on the other", as the Array selection's step 6 multiplies arrays by copies.
    disksTotal: native(mul("disksNeeded", "copies"), (id) =>
      id === "copies" ? INPUT_NAMES.copies : SPINDLE_NAMES[id as SpindleStepKey]
    ),
  };

const COMPUTE_VOCABULARY = {
  users: INPUT_NAMES.users,
  messagesPerDay: INPUT_NAMES.messagesPerDay,
  specIntRate: COMPUTE_INPUT.specIntRate,
  specIntCores: COMPUTE_INPUT.specIntCores,
  cpuMHz: COMPUTE_INPUT.cpuMHz,
  servers: COMPUTE_INPUT.servers,
};

/** The native formula of every spindle step. */
export function spindleStepFormulas(): { readonly [K in SpindleStepKey]: string } {
  return stepFormulas(SPINDLE_STEPS, SPINDLE_NAMES, SPINDLE_VOCABULARY);
}

/** The native formula of every compute step. */
export function computeStepFormulas(): { readonly [K in ComputeStepKey]: string } {
  return stepFormulas(COMPUTE_STEPS, COMPUTE_NAMES, COMPUTE_VOCABULARY);
}

/** The Jetstress target from the design (seed 003, Appendix A: 16,000 / 4 = 4,000 mailboxes x 0.18). */
export const JETSTRESS_TARGET_FORMULAS = stepFormulas(JETSTRESS_TARGET_STEPS, JETSTRESS_NAMES, {
  usersPerServer: COMPUTE_NAMES.usersPerServer,
  DBIOP: RESULT_NAMES.dbiop,
  NU: INPUT_NAMES.users,
});

/** What a check measures: a figure of the Jetstress report (the target is never measured). */
export function measurement(check: JetstressCheckSpec): JetstressMeasurement {
  if (check.measured === "targetIops") throw new Error(`${check.label} measures the target`);
  return check.measured;
}

/** A check's threshold: the design's target, or the option holding it. */
export function jetstressThreshold(check: JetstressCheckSpec): string {
  return check.threshold === "targetIops"
    ? JETSTRESS_NAMES.targetIops
    : optionName(check.threshold);
}

/** One check's result (core checkFormula): "Not given" for a blank measurement, else "Pass" or "Fail". */
export function jetstressCheckFormula(check: JetstressCheckSpec): string {
  return native(checkFormula(check), (id) =>
    id === check.measured
      ? METHOD_INPUT_NAMES.jetstress[measurement(check)]
      : id === check.threshold
        ? jetstressThreshold(check)
        : undefined
  );
}

/** The verdict (core VERDICT_FORMULA) over the checks' result cells. */
export function jetstressVerdictFormula(): string {
  return native(VERDICT_FORMULA, (id) => {
    const check = JETSTRESS_CHECKS.find((c) => checkResultName(c) === id);
    return check && JETSTRESS_RESULT_NAMES[measurement(check)];
  });
}
