import { Compiled, Env, compileExpr, evaluate, listHolds, slotValue } from "../../formula";
import { formulaValue } from "../size";
import { VerdictRule, raisedWhen, verdictRules } from "../verdict/rules";
import { VALIDATION_RULES } from "../servers/validationRules";
import { hasSecondaryServers, secondaryKey } from "../servers/limits";
import type { Figure } from "./designEvaluator";

/**
 * Whether a sized Microsoft design can be built on a given server, as `exsize search` decides it: the
 * verdict's one rule table (verdict/rules.ts, the table `exsize size` reads) over the design's figures
 * (the CPU ceiling among them: request.ts writes the search's into the scenario), plus the request's
 * own limits of the server (its disk slots and maxRamGB). A design is feasible exactly when `exsize
 * size` does not reject it and it fits the server (tests/search/properties.test.ts).
 * The verdict's rejects are counted in groups (RuleId): the calculator's validation, its storage
 * statuses, CPU in a failure mode, the version's cores and RAM, any other reject; `fig` reads figures
 * by name (DesignEvaluator.figure, or any reader of the same names: sizeMicrosoft's keys, the step
 * values of microsoftValues). The verdict's warnings are shown, never rejecting (search.ts fullDesign).
 */
export type RuleId =
  | "calculatorValidation"
  | "storageStatus"
  | "diskSlots"
  | "ramPerServer"
  | "cpuEveryFailureMode"
  | "versionLimits"
  | "otherReject";

/** What the server bounds (request.ts); the CPU ceiling is the design's input maxCpuWorstFailurePercent. */
export interface FeasibilityLimits {
  readonly diskSlots: number;
  readonly maxRamGB: number;
}

export type FigureReader = (name: string) => Figure;

export interface FeasibilityRule {
  readonly id: RuleId;
  /** The rule in words, for the count of designs that break it. */
  readonly label: string;
  /** Why the design breaks it (its figures; `standing`: its standing verdict rejects), or null when it holds. */
  readonly broken: (
    fig: FigureReader,
    limits: FeasibilityLimits,
    standing: readonly VerdictRule[]
  ) => string | null;
}

/** A figure that is a number, else null. */
export const numberOr = (v: unknown): number | null => (typeof v === "number" ? v : null);
const fmt = (x: number): string => String(Number(x.toFixed(Math.abs(x) < 100 ? 2 : 0)));

/** The calculator gives the secondary datacenter disks (Storage Design C170:E170): HA and site resilient. */
export const hasSecondaryDisks = (fig: FigureReader): boolean =>
  fig("input.highAvailability") === "Yes" && fig("input.siteResilience") === "Yes";

/** The primary and (where it has servers or disks) the secondary datacenter's key. */
const both = (key: string, secondary: boolean): string[] =>
  secondary ? [key, secondaryKey(key)] : [key];

/**
 * The figures of `keys` that, plus `extra`, are above `limit`, each said as its key, its figure and
 * `after`, and joined, or null when none is.
 * Example: disksPerServer 26 + 0 above 24 slots, after " > 24 slots" => "disksPerServer 26 > 24 slots".
 */
function overLimit(
  fig: FigureReader,
  keys: readonly string[],
  extra: number,
  limit: number,
  after: string
): string | null {
  const bad = keys.filter((k) => {
    const v = numberOr(fig(k));
    return v !== null && v + extra > limit;
  });
  return bad.length === 0
    ? null
    : bad.map((k) => `${k} ${fmt(fig(k) as number)}${after}`).join(", ");
}

const VALIDATION_KEYS = new Set(VALIDATION_RULES.map((r) => r.key));
/** The group of a verdict reject, as the search counts it. */
export function groupOf(r: VerdictRule): RuleId {
  if (VALIDATION_KEYS.has(r.key)) return "calculatorValidation";
  if (r.source.includes("Storage Design!")) return "storageStatus";
  if (r.key.startsWith("cpuFailureMode")) return "cpuEveryFailureMode";
  if (r.key.startsWith("limit.")) return "versionLimits";
  return "otherReject";
}

/**
 * The verdict's rejects compiled once (compile.ts: evaluate's values and errors, without walking the
 * trees for every design) over a reader of the figures: `read(name)` gives the function that reads the
 * figure `name` of the design last sized. The function made gives that design's standing rejects:
 * raised (their IFERROR'd condition TRUE) and not in its acceptedDespite list, in the table's order.
 * A search binds each name to its place in the DesignEvaluator once, so a candidate's read is a call,
 * not a search of the names.
 */
export function compileRejects(read: (name: string) => () => Figure): () => VerdictRule[] {
  const reader = (name: string): Compiled<void> => {
    const at = read(name);
    return () => slotValue(formulaValue(name, at()), name);
  };
  const compiled = verdictRules()
    .filter((r) => r.kind === "reject")
    .map((rule) => ({ rule, when: compileExpr(raisedWhen(rule), reader, rule.key) }));
  const acceptedDespite = read("input.acceptedDespite");
  return () => {
    const accepted = String(acceptedDespite() ?? "");
    const out: VerdictRule[] = [];
    for (const r of compiled)
      if (r.when() === true && !listHolds(accepted, r.rule.key)) out.push(r.rule);
    return out;
  };
}

/** A group of the verdict's rejects as a rule; why a design breaks it: their sentences, its figures. */
function verdictGroup(group: RuleId, label: string): FeasibilityRule {
  const broken: FeasibilityRule["broken"] = (fig, _, standing) => {
    // the figures as the verdict's formulas read them: an error cell throws its error
    const env: Env = (name) => formulaValue(name, fig(name));
    const found = standing.filter((r) => groupOf(r) === group);
    if (found.length === 0) return null;
    return found
      .map((r) => {
        try {
          return `${r.key}: ${String(evaluate(r.message, env, r.key))
            .trim()
            .replace(/\.$/, "")}`;
        } catch {
          return r.key;
        }
      })
      .join("; ");
  };
  return { id: group, label, broken };
}

export const FEASIBILITY_RULES: readonly FeasibilityRule[] = [
  verdictGroup(
    "calculatorValidation",
    "the calculator rejects the design (its validation check, Role Requirements!I160)"
  ),
  verdictGroup(
    "storageStatus",
    'a storage status of the calculator is "Insufficient ..." or leaves no disks (Storage Design!C181, C182, D182, C185, C186, D186, D202)'
  ),
  {
    id: "diskSlots",
    label:
      "more disks per server than the server's disk slots (2019 and SE: HDDs and the MetaCache SSDs)",
    broken: (fig, limits) => {
      // issue 30: a 2019/SE design's MetaCache SSDs sit in the same slots (metacache/steps.ts; a reader
      // without the metaCache.* names, or a design without an MCDB ("--"), has none)
      const ssds = numberOr(fig("metaCache.ssdsPerServer")) ?? 0;
      return overLimit(
        fig,
        both("disksPerServer", hasSecondaryDisks(fig)),
        ssds,
        limits.diskSlots,
        `${ssds > 0 ? ` + ${ssds} SSDs` : ""} > ${limits.diskSlots} slots`
      );
    },
  },
  {
    id: "ramPerServer",
    label:
      "RAM per server (the calculator's, raised to 128 GB on 2019 and SE) above the server's maxRamGB",
    broken: (fig, limits) =>
      overLimit(
        fig,
        both("ramPerServerGB", hasSecondaryServers(fig)),
        0,
        limits.maxRamGB,
        ` > ${fmt(limits.maxRamGB)} GB`
      ),
  },
  verdictGroup(
    "cpuEveryFailureMode",
    "CPU utilization in a failure mode above maxCpuWorstFailurePercent"
  ),
  verdictGroup(
    "versionLimits",
    "over the Exchange version's cores or RAM per server (2016: 24 cores, 192 GB; 2019 and SE: 48 cores, 256 GB)"
  ),
  verdictGroup("otherReject", "another reject of the verdict's table (docs/summary.md)"),
];

/**
 * The rules a design breaks, in FEASIBILITY_RULES' order (none: the design is feasible): the groups of
 * the verdict's standing rejects (`standing`, compileRejects' function's answer over the same figures),
 * then the server's disk slots and maxRamGB (a design the calculator rejects has no disk or RAM figure
 * to check). Only whether each holds is decided here; the rule's `broken` says it in words for the few
 * designs a report shows.
 */
export function feasibility(
  fig: FigureReader,
  limits: FeasibilityLimits,
  standing: readonly VerdictRule[]
): RuleId[] {
  const groups = new Set(standing.map(groupOf));
  if (fig("validationError") !== true)
    for (const id of ["diskSlots", "ramPerServer"] as const)
      if (ruleOf(id).broken(fig, limits, standing) !== null) groups.add(id);
  return FEASIBILITY_RULES.map((r) => r.id).filter((id) => groups.has(id));
}

/** The rule of that id: its label, and why a design breaks it, in words (its figures), or null. */
export const ruleOf = (id: RuleId): FeasibilityRule => FEASIBILITY_RULES.find((r) => r.id === id)!;
