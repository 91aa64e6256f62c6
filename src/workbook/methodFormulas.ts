import {
  COMPUTE_STEPS,
  Comparison,
  DRIVE_SPEED_OPTION,
  JETSTRESS_CHECKS,
  JetstressCheckSpec,
  MIRROR_GROUP_DISKS,
  MethodStep,
  OPTION_SPECS,
  PROTECTION_DISKS,
  RAID_LEVEL_ROWS,
  RaidProtection,
  SPINDLE_STEPS,
  WRITE_FACTOR_OPTION,
} from "../core";
import { ceilCountAtLeastOne } from "./formulas";
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
 * The native formulas of the Spindles and Compute and memory sheets, from the core's step data
 * (SPINDLE_STEPS, COMPUTE_STEPS). A step whose formula text reads as a formula ("= ROUNDUP(backendIops
 * / diskIops)") is translated: each identifier becomes its workbook name, " x " becomes "*", and
 * ROUNDUP(x), the core's whole count of at least 1, becomes MAX(1,ROUNDUP(ROUND(x,9),0)). The steps
 * whose text is prose ("= 2 for mirrors (RAID 1, 10); parityGroupDisks for parity RAID") have their
 * native formula here, generated from the core's data where it has some (RAID_LEVEL_ROWS,
 * WRITE_FACTOR_OPTION, DRIVE_SPEED_OPTION). Both tables are typed over the step keys: a step added to
 * the core fails to compile until it says which.
 */

/** The step's own formula text is the formula: translate it. */
export const FROM_STEP = "from the step's formula";
export type StepFormulas<K extends string> = { readonly [P in K]: string | typeof FROM_STEP };

const TOKEN = /\s*(?:([A-Za-z_]\w*)|(\d+(?:\.\d+)?)|([-+/(),]))/y;

/** Splits a step's formula text into tokens, or says where it stops reading as a formula. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`not a formula at "${text.slice(at)}"`);
    tokens.push(m[1] ?? m[2] ?? m[3]);
  }
  return tokens;
}

/** The functions a step's text may call, as the workbook writes them. */
const STEP_FUNCTIONS: Readonly<Record<string, (args: readonly string[]) => string>> = {
  /** core/units.ts ceilCountAtLeastOne (methodSteps.ts: "ROUNDUP(x) is a whole count of at least 1"). */
  ROUNDUP: (args) => {
    if (args.length !== 1) throw new Error("ROUNDUP takes one argument");
    return ceilCountAtLeastOne(args[0]);
  },
  MAX: (args) => `MAX(${args.join(",")})`,
};

/**
 * Reads tokens as an arithmetic expression (+ - x / with parentheses, numbers, identifiers, calls of
 * STEP_FUNCTIONS) and writes it natively; anything else (prose) throws.
 */
class StepFormulaReader {
  private at = 0;

  constructor(
    private readonly tokens: readonly string[],
    private readonly resolve: (id: string) => string
  ) {}

  read(): string {
    const out = this.expression();
    if (this.at < this.tokens.length) this.fail();
    return out;
  }

  private peek(): string | undefined {
    return this.tokens[this.at];
  }

  private fail(): never {
    const rest = this.tokens.slice(this.at).join(" ");
    throw new Error(rest ? `not a formula at "${rest}"` : "not a formula: it ends too soon");
  }

  private expect(token: string): void {
    if (this.peek() !== token) this.fail();
    this.at++;
  }

  private expression(): string {
    let out = this.term();
    while (this.peek() === "+" || this.peek() === "-") out += this.tokens[this.at++] + this.term();
    return out;
  }

  private term(): string {
    let out = this.factor();
    while (this.peek() === "x" || this.peek() === "/") {
      out += this.tokens[this.at++] === "x" ? "*" : "/";
      out += this.factor();
    }
    return out;
  }

  private factor(): string {
    const t = this.peek();
    if (t === undefined) this.fail();
    this.at++;
    if (t === "-") return "-" + this.factor();
    if (t === "(") {
      const inner = this.expression();
      this.expect(")");
      return `(${inner})`;
    }
    if (/^\d/.test(t)) return t;
    if (!/^[A-Za-z_]/.test(t) || t === "x") {
      this.at--;
      this.fail();
    }
    if (this.peek() !== "(") return this.resolve(t);
    const call = STEP_FUNCTIONS[t];
    if (!call) throw new Error(`the function ${t} has no workbook form`);
    this.expect("(");
    const args = [this.expression()];
    while (this.peek() === ",") {
      this.at++;
      args.push(this.expression());
    }
    this.expect(")");
    return call(args);
  }
}

/**
 * A step's formula text as a native formula: "= hostIops x readShare" => "=ex.DBIOP*ex.ReadShare".
 * `resolve` gives the workbook name or expression of an identifier, undefined when it has none.
 * Throws when the text is not a formula (prose, an unknown identifier or function).
 */
export function translateStepFormula(
  text: string,
  resolve: (id: string) => string | undefined
): string {
  if (!text.startsWith("=")) throw new Error(`a step formula starts with "=": ${text}`);
  const named = (id: string) => {
    const name = resolve(id);
    if (name === undefined) throw new Error(`"${id}" is no input, option or earlier step`);
    return name;
  };
  return "=" + new StepFormulaReader(tokenize(text.slice(1)), named).read();
}

const OPTION_NAMES = new Map(OPTION_SPECS.map((o) => [o.name as string, optionName(o.name)]));

/**
 * Every step's native formula, in order: FROM_STEP translates the step's text, where an identifier is
 * an earlier step (its name), else an input of `inputs`, else an option. Throws naming the step whose
 * text does not translate.
 */
export function methodStepFormulas<K extends string>(
  steps: readonly MethodStep<K>[],
  formulas: StepFormulas<K>,
  names: { readonly [P in K]: string },
  inputs: Readonly<Record<string, string>>
): { readonly [P in K]: string } {
  const earlier = new Map<string, string>();
  const out = {} as Record<K, string>;
  for (const step of steps) {
    const given = formulas[step.key];
    try {
      out[step.key] =
        given !== FROM_STEP
          ? given
          : translateStepFormula(
              step.formula,
              (id) => earlier.get(id) ?? inputs[id] ?? OPTION_NAMES.get(id)
            );
    } catch (error) {
      throw new Error(`step ${step.key}: ${(error as Error).message}`);
    }
    earlier.set(step.key, names[step.key]);
  }
  return out;
}

const SPINDLE_INPUT = METHOD_INPUT_NAMES.spindles;
const COMPUTE_INPUT = METHOD_INPUT_NAMES.compute;
const RAID = SPINDLE_SHEET_NAMES.raidLevel;

/**
 * A value chosen by the protection of the spindle RAID level, as nested IFs over RAID_LEVEL_ROWS'
 * levels; protections that share a value share a branch, the last value is the else.
 */
function byProtection(value: (p: RaidProtection) => string): string {
  const branches = new Map<string, string[]>();
  for (const row of RAID_LEVEL_ROWS) {
    const v = value(row.protection);
    branches.set(v, [...(branches.get(v) ?? []), `${RAID}="${row.level}"`]);
  }
  const entries = [...branches];
  let formula = entries.pop()![0];
  for (const [v, tests] of entries.reverse())
    formula = `IF(OR(${tests.join(",")}),${v},${formula})`;
  return "=" + formula;
}

/** The design IOPS per disk by drive speed (DRIVE_SPEED_OPTION); the slowest speed is the else. */
function byDriveSpeed(): string {
  const speeds = Object.entries(DRIVE_SPEED_OPTION).sort(([a], [b]) => Number(a) - Number(b));
  let formula = optionName(speeds.shift()![1]);
  for (const [rpm, option] of speeds)
    formula = `IF(${SPINDLE_INPUT.driveSpeed}=${rpm},${optionName(option)},${formula})`;
  return "=" + formula;
}

/** Seed 002's spindle math: the native formula of the steps whose text is prose (core spindleSizing.ts). */
export const SPINDLE_FORMULAS: StepFormulas<SpindleStepKey> = {
  // readShareOrDefault: the one given, else 1 - dbWriteShare.
  readShare: `=IF(${SPINDLE_INPUT.readShare}="",1-${optionName("dbWriteShare")},${SPINDLE_INPUT.readShare})`,
  raidFactor: byProtection((p) => optionName(WRITE_FACTOR_OPTION[p])),
  backendIops: FROM_STEP,
  diskIops: byDriveSpeed(),
  disksForIops: FROM_STEP,
  groupDisks: byProtection((p) =>
    p === "mirror" ? String(MIRROR_GROUP_DISKS) : optionName("parityGroupDisks")
  ),
  dataDisks: byProtection((p) => `${SPINDLE_NAMES.groupDisks}-${PROTECTION_DISKS[p]}`),
  disksForCapacity: FROM_STEP,
  raidGroups: FROM_STEP,
  disksNeeded: FROM_STEP,
};

/** What the spindle steps' identifiers are in the workbook: the design's IOPS and capacity, the inputs. */
const SPINDLE_VOCABULARY = {
  hostIops: RESULT_NAMES.dbiop,
  capacityGB: RESULT_NAMES.sizedCapacityGB,
  driveSpeed: SPINDLE_INPUT.driveSpeed,
  diskGB: SPINDLE_INPUT.diskGB,
  readShare: SPINDLE_INPUT.readShare,
};

/** The Spindles sheet's values besides the numbered steps. */
export const SPINDLE_SHEET_FORMULAS: { readonly [K in keyof typeof SPINDLE_SHEET_NAMES]: string } =
  {
    raidLevel: `=IF(${SPINDLE_INPUT.raid}="",${SELECTION_NAMES.raid},${SPINDLE_INPUT.raid})`,
    // core sizeSpindles: "IOPS" when both need the same.
    boundBy: `=IF(${SPINDLE_NAMES.disksForIops}>=${SPINDLE_NAMES.disksForCapacity},"IOPS","capacity")`,
    // Seed 000, section 3.4.2: "The active copy of a database should be hosted on one array and the
    // passive on the other", as the Array selection's step 6 multiplies arrays by copies.
    disksTotal: `=${SPINDLE_NAMES.disksNeeded}*${INPUT_NAMES.copies}`,
  };

/** Seed 003's compute and memory sizing: every step's text is a formula but the server count's. */
export const COMPUTE_FORMULAS: StepFormulas<ComputeStepKey> = {
  mailboxMegacycles: FROM_STEP,
  megacycles: FROM_STEP,
  peakMegacycles: FROM_STEP,
  specIntPerCore: FROM_STEP,
  coreMegacycles: FROM_STEP,
  coresNeeded: FROM_STEP,
  // core sizeCompute: servers omitted => 1.
  servers: `=IF(${COMPUTE_INPUT.servers}="",1,${COMPUTE_INPUT.servers})`,
  usersPerServer: FROM_STEP,
  coresPerServer: FROM_STEP,
  cores: FROM_STEP,
  peakUtilization: FROM_STEP,
  coresPer1000Users: FROM_STEP,
  cachePerMailboxMB: FROM_STEP,
  cacheGB: FROM_STEP,
  ramGB: FROM_STEP,
  ramGBPerServer: FROM_STEP,
  ramGBPer1000Users: FROM_STEP,
};

const COMPUTE_VOCABULARY = {
  users: INPUT_NAMES.users,
  messagesPerDay: INPUT_NAMES.messagesPerDay,
  specIntRate: COMPUTE_INPUT.specIntRate,
  specIntCores: COMPUTE_INPUT.specIntCores,
  cpuMHz: COMPUTE_INPUT.cpuMHz,
};

/** The native formula of every spindle step. */
export function spindleStepFormulas(): { readonly [K in SpindleStepKey]: string } {
  return methodStepFormulas(SPINDLE_STEPS, SPINDLE_FORMULAS, SPINDLE_NAMES, SPINDLE_VOCABULARY);
}

/** The native formula of every compute step. */
export function computeStepFormulas(): { readonly [K in ComputeStepKey]: string } {
  return methodStepFormulas(COMPUTE_STEPS, COMPUTE_FORMULAS, COMPUTE_NAMES, COMPUTE_VOCABULARY);
}

/** The Jetstress target from the design (seed 003, Appendix A: 16,000 / 4 = 4,000 mailboxes x 0.18). */
export const JETSTRESS_TARGET_FORMULAS = {
  mailboxes: `=${COMPUTE_NAMES.usersPerServer}`,
  iopsPerMailbox: `=${RESULT_NAMES.dbiop}/${INPUT_NAMES.users}`,
  // core jetstressTargetIops: mailboxes x IOPS per mailbox.
  targetIops: `=${JETSTRESS_NAMES.mailboxes}*${JETSTRESS_NAMES.iopsPerMailbox}`,
} as const;

/** core/jetstress/check.ts passes(): how a measurement must compare with its threshold. */
const OPERATOR: { readonly [C in Comparison]: string } = {
  "at least": ">=",
  below: "<",
  "at most": "<=",
};

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

/** One check's result: "Not given" for a blank measurement, else "Pass" or "Fail". */
export function jetstressCheckFormula(check: JetstressCheckSpec): string {
  const measured = METHOD_INPUT_NAMES.jetstress[measurement(check)];
  return `=IF(${measured}="","Not given",IF(${measured}${OPERATOR[check.comparison]}${jetstressThreshold(check)},"Pass","Fail"))`;
}

/** A text as a formula's string literal. */
function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The verdict, as core verdictText: "Fail: " and every failed check's label joined by "; "; else
 * "Not given" when a required check is; else "Pass".
 */
export function jetstressVerdictFormula(): string {
  const result = (c: JetstressCheckSpec) => JETSTRESS_RESULT_NAMES[measurement(c)];
  const failed = JETSTRESS_CHECKS.map((c) => `${result(c)}="Fail"`);
  const labels = JETSTRESS_CHECKS.map(
    (c) => `IF(${result(c)}="Fail",${quoted(`; ${c.label}`)},"")`
  ).join("&");
  const missing = JETSTRESS_CHECKS.filter((c) => c.required).map((c) => `${result(c)}="Not given"`);
  return `=IF(OR(${failed.join(",")}),"Fail: "&MID(${labels},3,32767),IF(OR(${missing.join(",")}),"Not given","Pass"))`;
}
