import { Expr, Relation, cmp, concat, eq, iff, isblank, mid, or, text } from "../formula/expr";
import { formulaResult } from "../formula/step";
import { SizingOptions } from "../options";

/** The options holding the latency thresholds. */
type ThresholdOption = "dbReadLatencyMs" | "logWriteLatencyMs" | "maxLatencyMs";

/**
 * A Jetstress run's results, as its report prints them. A result left out is "Not given": the maxima
 * may be (ESRP summaries omit them), while a run passes only with the achieved IOPS and both averages
 * given (the checks marked `required`). EX.JETCHECK asks for those three; the workbook's Jetstress
 * sheet leaves them blank until the consultant types the report's figures.
 */
export interface JetstressRun {
  readonly targetIops: number;
  readonly achievedIops?: number;
  readonly dbReadAvgMs?: number;
  readonly logWriteAvgMs?: number;
  readonly dbReadMaxMs?: number;
  readonly logWriteMaxMs?: number;
}

/**
 * How a measurement must compare with its threshold. "below": the averages, which seed 002 says
 * "should be below 20 ms" (at exactly the limit the run fails, the safe reading of seed 000's
 * "acceptable latency limits ... 20ms"). "at most": the spikes, "up to a maximum of 100ms"
 * (seed 000, footnote 11), "not ... higher than 100 ms" (seed 002). "at least": achieved vs target IOPS.
 */
export type Comparison = "at least" | "below" | "at most";

/** One check of a Jetstress run, as data: the workbook writes it as IF(measured <op> threshold, ...). */
export interface JetstressCheckSpec {
  readonly label: string;
  readonly measured: keyof JetstressRun;
  /** The run's target, or the option holding the threshold. */
  readonly threshold: "targetIops" | ThresholdOption;
  readonly comparison: Comparison;
  readonly unit: string;
  readonly source: string;
  /** A run without this measurement cannot pass (it is "Not given" overall, unless a check fails). */
  readonly required: boolean;
}

const LATENCY = "seed 000, section 3.1 and footnotes 11-12; Jetstress logs of seeds 001 and 003";

export const JETSTRESS_CHECKS: readonly JetstressCheckSpec[] = [
  {
    label: "Transactional IOPS, achieved vs target",
    required: true,
    measured: "achievedIops",
    threshold: "targetIops",
    comparison: "at least",
    unit: "IOPS",
    source:
      "seed 001, Appendix; seed 003, Appendix A (Achieved vs Target Transactional I/O per Second)",
  },
  {
    label: "Database read latency, average",
    required: true,
    measured: "dbReadAvgMs",
    threshold: "dbReadLatencyMs",
    comparison: "below",
    unit: "ms",
    source: LATENCY,
  },
  {
    label: "Log write latency, average",
    required: true,
    measured: "logWriteAvgMs",
    threshold: "logWriteLatencyMs",
    comparison: "below",
    unit: "ms",
    source: LATENCY,
  },
  {
    label: "Database read latency, maximum",
    required: false,
    measured: "dbReadMaxMs",
    threshold: "maxLatencyMs",
    comparison: "at most",
    unit: "ms",
    source: LATENCY,
  },
  {
    label: "Log write latency, maximum",
    required: false,
    measured: "logWriteMaxMs",
    threshold: "maxLatencyMs",
    comparison: "at most",
    unit: "ms",
    source: LATENCY,
  },
];

export type CheckOutcome = "Pass" | "Fail" | "Not given";

export interface JetstressCheckResult {
  readonly spec: JetstressCheckSpec;
  readonly measured: number | undefined;
  readonly threshold: number;
  readonly outcome: CheckOutcome;
}

export interface JetstressVerdict {
  /**
   * "Fail" when a check given fails; else "Not given" when a required measurement is missing (the run
   * has not been typed in yet: never a pass); else "Pass".
   */
  readonly overall: "Pass" | "Fail" | "Not given";
  /** Labels of the checks that failed, in order. */
  readonly failed: readonly string[];
  readonly checks: readonly JetstressCheckResult[];
}

/** How a measurement must compare with its threshold, as a formula's relation. */
export const COMPARISON_RELATION: { readonly [C in Comparison]: Relation } = {
  "at least": ">=",
  below: "<",
  "at most": "<=",
};

/**
 * One check's outcome as a formula over the measurement (named as the run's field, blank when not
 * given) and the threshold (targetIops or the option's name): "Not given" for a blank, else "Pass" or
 * "Fail". Example: IF(achievedIops="","Not given",IF(achievedIops>=targetIops,"Pass","Fail")).
 */
export function checkFormula(check: JetstressCheckSpec): Expr {
  const passes = cmp(check.measured, COMPARISON_RELATION[check.comparison], check.threshold);
  return iff(isblank(check.measured), text("Not given"), iff(passes, text("Pass"), text("Fail")));
}

/** The name of a check's outcome in the verdict formula: its measurement and "Result". */
export const checkResultName = (check: JetstressCheckSpec): string => `${check.measured}Result`;

/**
 * The verdict in one line over the checks' outcomes (checkResultName): "Fail: " and every failed
 * check's label joined by "; "; else "Not given" when a required check is; else "Pass".
 * Example: seed 001's run => "Pass"; an achieved IOPS below the target =>
 * "Fail: Transactional IOPS, achieved vs target".
 */
export const VERDICT_FORMULA: Expr = (() => {
  const result = (c: JetstressCheckSpec, outcome: CheckOutcome) =>
    eq(checkResultName(c), text(outcome));
  const labels = JETSTRESS_CHECKS.map((c) =>
    iff(result(c, "Fail"), text(`; ${c.label}`), text(""))
  );
  return iff(
    or(...JETSTRESS_CHECKS.map((c) => result(c, "Fail"))),
    concat(text("Fail: "), mid(concat(...labels), 3, 32767)),
    iff(
      or(...JETSTRESS_CHECKS.filter((c) => c.required).map((c) => result(c, "Not given"))),
      text("Not given"),
      text("Pass")
    )
  );
})();

/**
 * Checks a Jetstress run against its target and the latency thresholds, naming every check that fails.
 *
 * Rules:   achieved transactional IOPS at least the target; database read latency average below
 *          20 ms; log write latency average below 10 ms; read and log write maxima at most 100 ms
 *          (seed 000, section 3.1: "The acceptable latency limits for Exchange Server database read
 *          IOPS is 20ms and for Log write IOPS is 10ms", footnote 11: "Temporary spikes up to a
 *          maximum of 100ms are considered acceptable"; the Jetstress logs of seeds 001 and 003 print
 *          "average: 20 msec/read, maximum: 100 msec/read" and "average: 10 msec/write, maximum: 100
 *          msec/write"; options dbReadLatencyMs, logWriteLatencyMs, maxLatencyMs). A maximum left out
 *          is "Not given" and does not fail the run; an average or the achieved IOPS left out makes
 *          the run "Not given" overall unless another check fails.
 * Units:   IOPS, ms
 * Example: seed 001: target 60, achieved 1635.757, read 10.170 ms, log write 0.665 ms => Pass.
 */
export function checkJetstress(
  run: JetstressRun,
  options: Pick<SizingOptions, ThresholdOption>
): JetstressVerdict {
  const checks = JETSTRESS_CHECKS.map((spec): JetstressCheckResult => {
    const measured = run[spec.measured];
    const threshold = spec.threshold === "targetIops" ? run.targetIops : options[spec.threshold];
    const values = { [spec.measured]: measured ?? "", [spec.threshold]: threshold };
    const outcome = formulaResult(checkFormula(spec), values, {}, spec.label) as CheckOutcome;
    return { spec, measured, threshold, outcome };
  });
  const failed = checks.filter((c) => c.outcome === "Fail").map((c) => c.spec.label);
  const verdict = { overall: "Pass" as const, failed, checks };
  const line = verdictText(verdict);
  return { ...verdict, overall: line === "Pass" || line === "Not given" ? line : "Fail" };
}

/** A verdict in one line: "Pass", "Not given" or "Fail: " and the failed checks' labels joined by "; ". */
export function verdictText(verdict: JetstressVerdict): string {
  const outcomes = Object.fromEntries(
    verdict.checks.map((c) => [checkResultName(c.spec), c.outcome])
  );
  return String(formulaResult(VERDICT_FORMULA, outcomes, {}, "verdict"));
}
