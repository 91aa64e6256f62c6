import { ARRAY_FUNCTIONS } from "./declarations/arrays";
import { CAPACITY_FUNCTIONS } from "./declarations/capacity";
import { IOPS_FUNCTIONS } from "./declarations/iops";
import { LOG_FUNCTIONS } from "./declarations/logs";
import { SCENARIO_FUNCTIONS } from "./declarations/scenario";
import { SPINDLE_FUNCTIONS } from "./declarations/spindles";
import { COMPUTE_FUNCTIONS } from "./declarations/compute";
import { JETSTRESS_FUNCTIONS } from "./declarations/jetstress";
import { MICROSOFT_FUNCTIONS } from "./declarations/microsoft";
import { MICROSOFT_REPLICATION_FUNCTIONS } from "./declarations/microsoftReplication";
import { SUMMARY_FUNCTIONS } from "./declarations/summary";
import { FunctionDeclaration } from "./declaration";

/**
 * The EX.* functions by group. Each group becomes one generated adapter file
 * src/functions/excel/<file>.ts (npm run gen:functions), one section of --help and of the README.
 */
export interface FunctionGroup {
  readonly file: string;
  readonly title: string;
  readonly functions: readonly FunctionDeclaration[];
  /**
   * The adapters import the declarations (and the core behind them) on their first call, so they are
   * not in the JavaScript loaded at startup (startupJsGzKB): the Microsoft method's core is ~35 KB gz.
   * Each lazy group is its own chunk group; one call loads its group only (onFirstCallJsGzKB, per group).
   */
  readonly lazy?: boolean;
}

export const FUNCTION_GROUPS: readonly FunctionGroup[] = [
  {
    file: "capacity",
    title: "Database capacity (seed 000, Table 14)",
    functions: CAPACITY_FUNCTIONS,
  },
  { file: "logs", title: "Log capacity (seed 000, Table 15)", functions: LOG_FUNCTIONS },
  {
    file: "iops",
    title: "Database and log IOPS (seed 000, Tables 16-17)",
    functions: IOPS_FUNCTIONS,
  },
  {
    file: "scenario",
    title: "Whole scenario (seed 000, Tables 14-17)",
    functions: SCENARIO_FUNCTIONS,
  },
  {
    file: "arrays",
    title: "Arrays: which and how many (seed 000, Tables 12-13, section 3.4)",
    functions: ARRAY_FUNCTIONS,
  },
  {
    file: "spindles",
    title: "Spindles: disks for IOPS and capacity (seed 002, HP EVA)",
    functions: SPINDLE_FUNCTIONS,
  },
  {
    file: "compute",
    title: "Compute and memory (seed 003, Tintri after VMware's method)",
    functions: COMPUTE_FUNCTIONS,
  },
  {
    file: "jetstress",
    title: "Jetstress validation (ESRP seeds 001, 003, 004; thresholds seed 000)",
    functions: JETSTRESS_FUNCTIONS,
  },
  {
    file: "microsoft",
    title: "Microsoft's method: per tier and whole designs (E2013Calcv7.6, issue 11)",
    functions: MICROSOFT_FUNCTIONS,
    lazy: true,
  },
  {
    // Its own chunk (issue 21): the Replication, Activation and Mailbox growth steps stay out of the
    // EX.MS* group's first call (onFirstCallJsGzKB, docs/performance.md).
    file: "microsoftReplication",
    title:
      "Microsoft's method: replication, activation (E2013Calcv7.6 Replication Requirements, Activation Scenarios, issue 21)",
    functions: MICROSOFT_REPLICATION_FUNCTIONS,
    lazy: true,
  },
  {
    file: "summary",
    title: "One design's summary, either method (docs/summary.md, issue 13)",
    functions: SUMMARY_FUNCTIONS,
    lazy: true,
  },
];

export const ALL_FUNCTIONS: readonly FunctionDeclaration[] = FUNCTION_GROUPS.flatMap(
  (g) => g.functions
);

/** A function by id, in any case (EX. prefix allowed). */
export function findFunction(id: string): FunctionDeclaration | undefined {
  const wanted = id.trim().toUpperCase().replace(/^EX\./, "");
  return ALL_FUNCTIONS.find((f) => f.id === wanted);
}
