import { Step, Value, programOf, runProgram } from "../../formula";
import { FormulaError, Slot, errorInputSlots, valueOfSlot } from "../../formula";
import { CellValue, orderSteps, outputValue } from "../evaluate";
import { row } from "../stepRow";
import type { MicrosoftScenario } from "../scenario/parse";
import { activationSteps } from "./activationSteps";
import { mailboxGrowthSteps } from "./mailboxGrowthSteps";
import { customerGrowthSteps } from "./customerGrowthSteps";
import { logCompressionFactor, replicationSteps } from "./replicationSteps";
import { CI_STREAMS, contentIndexStreamsStep, withContentIndexStreams } from "./readFromPassive";
import { modelingGridSteps, replicationGridSteps } from "./grids";
import { extraOutputSteps } from "./outputKeys";
import { to24 } from "./lookups";

export { profileWarning, REPLICATION_INPUT_KEYS, NETWORK_LINK_NAMES } from "./inputs";

/**
 * replication.derived's per-DAG hourly figures (extra_outputs.py: not cells of the calculator, arithmetic on
 * them, documented there): Log + CI Mb/s between datacenters per DAG at hour h =
 * E(42+h) x RR!I173 x ((1 - Input!C41 if Input!C40 = "Enabled" else 1) + 1), the hourly counterpart of F138;
 * per environment x RR!C96. Written E(42+h) x (I173 x factor + CI streams) (readFromPassive.ts): under
 * "everyCopy" the CI streams are I173 and the value is extra_outputs.py's.
 * Example: 1 Mb/s per copy, 20 log streams, compression 30 %: 1 x (20 x 0.7 + 20) = 34 Mb/s (2013);
 * 1 x (20 x 0.7 + 0) = 14 Mb/s with no lagged copies under Read from Passive.
 */
export function derivedSteps(): Step[] {
  const out: Step[] = [
    row`replication.derived.logCompressionFactor | Log compression factor (1 - compression when Enabled, else 1) | fraction | Input!C40, Input!C41 (extra_outputs.py replication.derived)
      ${logCompressionFactor}`,
  ];
  for (let h = 1; h <= 24; h++) {
    out.push(
      row`replication.derived.replicationMbpsPerHourPerDag.hour${h} | Log & CI Mb/s between datacenters / DAG, hour ${h} | Mb/s | Replication Requirements!E${42 + h} x Role Requirements!I173 (extra_outputs.py replication.derived)
        replication.mbpsPerDbCopy.rpo1.hour${h}
        *(replication.logStreamsBetweenDatacentersPerDag*replication.derived.logCompressionFactor
          +${CI_STREAMS})`,
      row`replication.derived.replicationMbpsPerHourEnvironment.hour${h} | Log & CI Mb/s between datacenters / environment, hour ${h} | Mb/s | x Role Requirements!C96 (extra_outputs.py replication.derived)
        replication.derived.replicationMbpsPerHourPerDag.hour${h}*totalDAGsInTheEnvironment`
    );
  }
  return out;
}

/**
 * Every step of the three sheets (issue 21): the translated cells (replicationSteps.ts, activationSteps.ts,
 * mailboxGrowthSteps.ts), the grids and replication.derived, in
 * evaluation order; names they read from the other areas are the database area's, the servers area's (the
 * active-database cells of Role Requirements C116:D130 and I109:I112) and the inputs.
 */
export function extraSteps(): readonly Step[] {
  return (ordered ??= orderSteps([
    ...withContentIndexStreams(replicationSteps()),
    contentIndexStreamsStep(),
    ...activationSteps(),
    ...mailboxGrowthSteps(),
    ...customerGrowthSteps(),
    ...replicationGridSteps(),
    ...modelingGridSteps(),
    ...derivedSteps(),
  ]));
}
let ordered: readonly Step[] | undefined;

/**
 * The extra steps run for a scenario whose database and storage areas are `values` and servers area
 * `serverCells` (sizeMicrosoftAreas, which evaluates the servers area once: its steps' values, an Excel
 * error as its FormulaError), as one program compiled once (formula/program.ts) over one environment:
 * a name they read is the servers area's value, else `values`', else the scenario's cell. `read` gives a
 * name's value as the program's slots hold it (a step's, or the input the run loaded: every name read
 * before a step writes it is loaded), else as the extra steps read it.
 */
export function runExtras(
  scenario: MicrosoftScenario,
  values: ReadonlyMap<string, CellValue>,
  serverCells: ReadonlyMap<string, CellValue | FormulaError>
) {
  const outer = (n: string) => (values.has(n) ? values.get(n) : scenario.cells[n]) as Value;
  // a name the extra steps read: the servers area's value (an Excel error as its ErrorValue), else outer's
  const input = (n: string) =>
    serverCells.has(n) ? valueOfSlot(serverCells.get(n) as Slot) : outer(n);
  const program = programOf(extraSteps());
  const slots = runProgram(program, errorInputSlots(program, input, program.inputs));
  const read = (n: string): CellValue | undefined => {
    const i = program.slotOf.get(n);
    return i === undefined ? input(n) : valueOfSlot(slots[i]);
  };
  return { read, program, slots };
}

export type ExtraValue = number | string | boolean | null | { error: string } | ExtraValue[];
export interface ExtraOutputs {
  readonly replication: Record<string, unknown>;
  readonly activation: Record<string, unknown>;
  readonly mailboxModeling: Record<string, unknown>;
}

/** A dotted output key split into names and list indexes: "a.tiers[0].b" is ["a", "tiers", 0, "b"]. */
type OutputPath = readonly (string | number)[];
const parsePath = (dotted: string): OutputPath =>
  dotted
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** `value` at `path` in `root`, the objects on the way made (a list where an index follows). */
function setPath(root: Record<string, unknown>, path: OutputPath, value: unknown) {
  type Node = Record<string | number, unknown>;
  let d: Node = root;
  for (let i = 0; i < path.length - 1; i++)
    d = (d[path[i]] ??= typeof path[i + 1] === "number" ? [] : {}) as Node;
  d[path[path.length - 1]] = value;
}

/** extraOutputSteps() with each key split, once; a key of several cells is a list. */
let outputPlan: readonly (readonly [OutputPath, readonly string[]])[] | undefined;
const plan = () =>
  (outputPlan ??= extraOutputSteps().map(([key, names]) => [parsePath(key), names] as const));

/** The 24 hourly steps of replication.derived's per-DAG and per-environment figures. */
const DERIVED_PER_DAG = to24("replication.derived.replicationMbpsPerHourPerDag.hour");
const DERIVED_ENVIRONMENT = to24("replication.derived.replicationMbpsPerHourEnvironment.hour");

/**
 * The `replication`, `activation` and `mailboxModeling` objects of `exsize size --json`: extra_outputs.py's
 * keys and nesting (E2013Calcv7.6's Replication Requirements, Activation Scenarios, Mailbox Space Modeling
 * and Mailbox Modeling Data cells), null where the calculator shows "--", {"error": "#N/A"} for an Excel
 * error; replication.derived as extra_outputs.py computes it (null unless F138 and the hourly figures are
 * numbers), from `read`, runExtras' values. Example: the calculator example gives
 * activation.maximumActiveDatabases 40.
 */
export function extraOutputs(read: (name: string) => CellValue | undefined): ExtraOutputs {
  // a name "=n" is the number n (the chart's months), any other a step's or an input's value
  const get = (name: string): ExtraValue =>
    name.startsWith("=") ? Number(name.slice(1)) : outputValue(read(name));
  const out: Record<string, unknown> = {};
  for (const [path, names] of plan())
    setPath(out, path, names.length === 1 ? get(names[0]) : names.map(get));
  const rep = out.replication as Record<string, unknown>;
  const hourly = rep.replicationMbpsPerHourPerDbCopy as ExtraValue[];
  const num = (x: unknown): x is number => typeof x === "number";
  if (
    num(rep.peakReplicationMbpsPerDag) &&
    num(rep.logStreamsBetweenDatacentersPerDag) &&
    hourly.every(num)
  ) {
    const peak = Math.max(...(hourly as number[]));
    rep.derived = {
      logCompressionFactor: get("replication.derived.logCompressionFactor"),
      replicationMbpsPerHourPerDag: DERIVED_PER_DAG.map(get),
      replicationMbpsPerHourEnvironment: DERIVED_ENVIRONMENT.map(get),
      peakHour: 1 + (hourly as number[]).indexOf(peak),
      formula: DERIVED_FORMULA,
    };
  } else rep.derived = null;
  return out as unknown as ExtraOutputs;
}

/** extra_outputs.py's own words for replication.derived.formula. */
export const DERIVED_FORMULA =
  'E(42+h) * RR!I173 * ((1 - Input!C41 if Input!C40 = "Enabled" else 1) + 1); environment = per DAG * RR!C96';
