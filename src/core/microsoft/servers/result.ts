import { Env, FormulaError, Step, Value } from "../../formula";
import { Cell, evaluateCells, valueOf } from "./evaluate";
import { Flag, serverFlags } from "./limits";
import type { ExchangeVersion } from "../scenario/parse";
import { MODES, Mode } from "./outputs";
import { outputValue } from "../evaluate";
import { serverSteps } from "./steps";
import { brokenRules } from "./validationRules";

type Out = number | string | boolean | null | { readonly error: string };
export type ModeFigures = Record<Mode, Out>;

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

/** The servers area's part of `exsize size --json` for a microsoft design (mscalc.py output names). */
export type ServerResult = {
  readonly validationError: boolean;
  /** The calculator's banner (Role Requirements!G214), null when no check fails, its error if it has one. */
  readonly validationMessage: string | null | { readonly error: string };
  /** Every broken rule, each naming the rule and its cell (empty for a valid design). */
  readonly brokenRules: readonly string[];
  /** Figures over their version's limits, each naming the limit and its source. */
  readonly flags: readonly Flag[];
} & { readonly [K in (typeof SCALARS)[number]]: Out } & {
  readonly [K in (typeof MODE_KEYS)[number]]: ModeFigures;
};

const built = new Map<number, { steps: readonly Step[]; byKey: ReadonlyMap<string, Step> }>();

/** serverSteps(tiers) and its steps by key, built once per tier count. */
function builtOf(tiers: number) {
  let b = built.get(tiers);
  if (!b) {
    const steps = serverSteps(tiers);
    b = { steps, byKey: new Map(steps.map((s) => [s.key, s])) };
    built.set(tiers, b);
  }
  return b;
}

/** serverSteps(tiers), built once per tier count (so its compiled program is too, formula/program.ts). */
export const serverStepsOf = (tiers: number): readonly Step[] => builtOf(tiers).steps;

/**
 * Sizes the servers of a microsoft design from the names they read (`needs`, with `exchangeVersion`).
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
  const { steps, byKey } = builtOf(tiers);
  const cells = evaluateCells(steps, needs);
  onCells?.(cells);
  const rejected = valueOf(cells, byKey.get("validationError")!) === true;
  const value = (k: string): Out => {
    if (rejected) {
      const v = cells.get(k);
      return v instanceof FormulaError ? { error: v.excelError } : outputValue(v);
    }
    return outputValue(valueOf(cells, byKey.get(k)!));
  };
  const modes = (k: string): ModeFigures =>
    Object.fromEntries(MODES.map((m) => [m, value(`${k}.${m}`)])) as ModeFigures;
  const message = cells.get("validationMessage");
  const version = (needs("exchangeVersion") ?? "2013") as ExchangeVersion;
  const lookup = (name: string): Value | undefined => {
    const v = cells.has(name) ? cells.get(name) : needs(name);
    return v instanceof Error ? undefined : v;
  };
  return {
    validationError: rejected,
    validationMessage:
      message instanceof FormulaError
        ? { error: message.excelError }
        : typeof message === "string" && message !== ""
          ? message
          : null,
    brokenRules: brokenRules(Object.fromEntries(cells)),
    ...Object.fromEntries(SCALARS.map((k) => [k, value(k)])),
    ...Object.fromEntries(MODE_KEYS.map((k) => [k, modes(k)])),
    flags: rejected ? [] : serverFlags(version, lookup),
  } as unknown as ServerResult;
}
