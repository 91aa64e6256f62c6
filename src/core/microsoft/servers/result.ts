import { Env, FormulaError, Step, Value } from "../../formula";
import { Cell, evaluateCells, valueOf } from "./evaluate";
import { ExchangeVersion, Flag, serverFlags } from "./limits";
import { MODES, Mode, nullable } from "./outputs";
import { serverSteps } from "./steps";
import { brokenRules } from "./validationRules";

type Out = number | string | boolean | null | { readonly error: string };
export type ModeFigures = Record<Mode, Out>;

/** The servers area's part of `exsize size --json` for a microsoft design (mscalc.py output names). */
export interface ServerResult {
  readonly validationError: boolean;
  /** The calculator's banner (Role Requirements!G214), null when no check fails, its error if it has one. */
  readonly validationMessage: string | null | { readonly error: string };
  /** Every broken rule, each naming the rule and its cell (empty for a valid design). */
  readonly brokenRules: readonly string[];
  readonly ramRecommendedGB: Out;
  readonly ramRecommendedGBSecondary: Out;
  readonly cpuMegacycleRequirementPerServer: Out;
  readonly availableMegacyclesPerServer: Out;
  readonly processorCoresUtilized: Out;
  readonly databaseCacheAvailablePerMailboxMB: Out;
  readonly activeDatabasesPerServer: ModeFigures;
  readonly activeDatabasesPerServerSecondary: ModeFigures;
  readonly megacyclesRequiredPerServer: ModeFigures;
  readonly megacyclesRequiredPerServerSecondary: ModeFigures;
  readonly cpuUtilizationPercent: ModeFigures;
  readonly cpuUtilizationPercentSecondary: ModeFigures;
  /** Figures over their version's limits, each naming the limit and its source. */
  readonly flags: readonly Flag[];
}

const SCALARS = [
  "ramRecommendedGB",
  "ramRecommendedGBSecondary",
  "cpuMegacycleRequirementPerServer",
  "availableMegacyclesPerServer",
  "processorCoresUtilized",
  "databaseCacheAvailablePerMailboxMB",
] as const;
const MODE_KEYS = [
  "activeDatabasesPerServer",
  "activeDatabasesPerServerSecondary",
  "megacyclesRequiredPerServer",
  "megacyclesRequiredPerServerSecondary",
  "cpuUtilizationPercent",
  "cpuUtilizationPercentSecondary",
] as const;

const stepLists = new Map<number, readonly Step[]>();

/** serverSteps(tiers), built once per tier count (so its compiled program is too, formula/program.ts). */
export function serverStepsOf(tiers: number): readonly Step[] {
  let steps = stepLists.get(tiers);
  if (!steps) {
    steps = serverSteps(tiers);
    stepLists.set(tiers, steps);
  }
  return steps;
}

const byKeys = new WeakMap<readonly Step[], Map<string, Step>>();
function stepsByKey(steps: readonly Step[]): Map<string, Step> {
  let m = byKeys.get(steps);
  if (!m) {
    m = new Map(steps.map((s) => [s.key, s]));
    byKeys.set(steps, m);
  }
  return m;
}

/**
 * Sizes the servers of a microsoft design from the names of needs.ts (`needs`, with `exchangeVersion`).
 * The validation checks are read first. A rejected design gives its broken rules, and its figures as
 * the calculator shows them (mostly "--" = null; the cells the calculator does not wrap in its check
 * keep their numbers or show their Excel error as {"error": "#VALUE!"}), so the CLI can exit 1 naming
 * the rules. A valid design whose output is an Excel error throws a SizingError naming the step.
 * `onCells` receives every step's value (the verdict, size.ts, reads them).
 */
export function sizeServers(
  tiers: number,
  needs: Env,
  onCells?: (cells: ReadonlyMap<string, Cell>) => void
): ServerResult {
  const steps = serverStepsOf(tiers);
  const cells = evaluateCells(steps, needs);
  onCells?.(cells);
  const byKey = stepsByKey(steps);
  const raw = (k: string): Cell | undefined => cells.get(k);
  const checks = Object.fromEntries(cells);
  const rejected = valueOf(cells, byKey.get("validationError")!) === true;
  const value = (k: string): Out => {
    if (rejected) {
      const v = cells.get(k);
      return v instanceof FormulaError ? { error: v.excelError } : nullable(v);
    }
    return nullable(valueOf(cells, byKey.get(k)!));
  };
  const modes = (k: string): ModeFigures =>
    Object.fromEntries(MODES.map((m) => [m, value(`${k}.${m}`)])) as ModeFigures;
  const message = raw("validationMessage");
  const version = (needs("exchangeVersion") ?? "2013") as ExchangeVersion;
  const lookup = (name: string): Value | undefined => {
    const v = cells.has(name) ? cells.get(name) : needs(name);
    return v instanceof Error ? undefined : v;
  };
  const result = {
    validationError: rejected,
    validationMessage:
      message instanceof FormulaError
        ? { error: message.excelError }
        : typeof message === "string" && message !== ""
          ? message
          : null,
    brokenRules: brokenRules(checks),
    ...Object.fromEntries(SCALARS.map((k) => [k, value(k)])),
    ...Object.fromEntries(MODE_KEYS.map((k) => [k, modes(k)])),
    flags: rejected ? [] : serverFlags(version, lookup),
  };
  return result as unknown as ServerResult;
}
