import { Step, Value, add, cmp, iff, mul, refsOf, sub } from "../../formula";
import { CellValue, evaluateCells, isCellError, orderSteps } from "../evaluate";
import { msStep } from "../msStep";
import type { MicrosoftScenario } from "../scenario/parse";
import { serverSteps } from "../servers";
import { activationSteps } from "./activationSteps";
import { mailboxGrowthSteps } from "./mailboxGrowthSteps";
import { replicationSteps } from "./replicationSteps";
import { CI_STREAMS, contentIndexStreamsStep, withContentIndexStreams } from "./readFromPassive";
import { modelingGridSteps, replicationGridSteps } from "./grids";
import { EXTRA_OUTPUT_STEPS } from "./outputKeys";

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
  const factor = iff(
    cmp("input.logShippingCompression", "=", { op: "text", value: "Enabled" }),
    sub(1, "input.logShippingCompressionPercent"),
    1
  );
  const out: Step[] = [
    msStep(
      "replication.derived.logCompressionFactor",
      "Log compression factor (1 - compression when Enabled, else 1)",
      factor,
      "fraction",
      "Input!C40, Input!C41 (extra_outputs.py replication.derived)"
    ),
  ];
  for (let h = 1; h <= 24; h++) {
    out.push(
      msStep(
        `replication.derived.replicationMbpsPerHourPerDag.hour${h}`,
        `Log & CI Mb/s between datacenters / DAG, hour ${h}`,
        mul(
          `replication.mbpsPerDbCopy.rpo1.hour${h}`,
          add(
            mul(
              "replication.logStreamsBetweenDatacentersPerDag",
              "replication.derived.logCompressionFactor"
            ),
            CI_STREAMS
          )
        ),
        "Mb/s",
        `Replication Requirements!E${42 + h} x Role Requirements!I173 (extra_outputs.py replication.derived)`
      ),
      msStep(
        `replication.derived.replicationMbpsPerHourEnvironment.hour${h}`,
        `Log & CI Mb/s between datacenters / environment, hour ${h}`,
        mul(
          `replication.derived.replicationMbpsPerHourPerDag.hour${h}`,
          "totalDAGsInTheEnvironment"
        ),
        "Mb/s",
        `x Role Requirements!C96 (extra_outputs.py replication.derived)`
      )
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
  if (!ordered) {
    ordered = orderSteps([
      ...withContentIndexStreams(replicationSteps()),
      contentIndexStreamsStep(),
      ...activationSteps(),
      ...mailboxGrowthSteps(),
      ...replicationGridSteps(),
      ...modelingGridSteps(),
      ...derivedSteps(),
    ]);
  }
  return ordered;
}
let ordered: readonly Step[] | undefined;

/** The servers-area steps the extra steps read (and what they read), in the servers area's order. */
export function serverStepsForExtras(): readonly Step[] {
  if (serverNeeded) return serverNeeded;
  const all = serverSteps(4);
  const byKey = new Map(all.map((s) => [s.key, s]));
  const own = new Set(extraSteps().map((s) => s.key));
  const want = new Set<string>();
  const visit = (name: string) => {
    const s = byKey.get(name);
    if (!s || want.has(name)) return;
    want.add(name);
    refsOf(s.formula).forEach(visit);
  };
  for (const s of extraSteps()) for (const r of refsOf(s.formula)) if (!own.has(r)) visit(r);
  serverNeeded = all.filter((s) => want.has(s.key));
  return serverNeeded;
}
let serverNeeded: readonly Step[] | undefined;

/**
 * The values of the extra steps for a scenario whose database and storage areas are `values`
 * (evaluateMicrosoft): the servers area's steps they read are evaluated first over the same values.
 */
export function evaluateExtras(
  scenario: MicrosoftScenario,
  values: ReadonlyMap<string, CellValue>
): Map<string, CellValue> {
  // One environment over the maps, without copying them: the servers steps first, then the extra steps.
  const srv = evaluateCells(
    serverStepsForExtras(),
    (n) => (values.has(n) ? values.get(n) : scenario.cells[n]) as Value
  );
  const extra = evaluateCells(
    extraSteps(),
    (n) => (srv.has(n) ? srv.get(n) : values.has(n) ? values.get(n) : scenario.cells[n]) as Value
  );
  for (const [k, v] of srv) if (!extra.has(k)) extra.set(k, v);
  return extra;
}

export type ExtraValue = number | string | boolean | null | { error: string } | ExtraValue[];
export interface ExtraOutputs {
  readonly replication: Record<string, unknown>;
  readonly activation: Record<string, unknown>;
  readonly mailboxModeling: Record<string, unknown>;
}

const shown = (v: CellValue | undefined): ExtraValue =>
  v === undefined ? null : isCellError(v) ? { error: v.error } : v === "--" ? null : v;

function setPath(root: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split(".");
  let d: Record<string, unknown> = root;
  for (const p of parts.slice(0, -1)) {
    const m = /^(\w+)\[(\d+)\]$/.exec(p);
    if (m) {
      const list = (d[m[1]] ??= []) as Record<string, unknown>[];
      while (list.length <= Number(m[2])) list.push({});
      d = list[Number(m[2])];
    } else d = (d[p] ??= {}) as Record<string, unknown>;
  }
  d[parts[parts.length - 1]] = value;
}

/**
 * The `replication`, `activation` and `mailboxModeling` objects of `exsize size --json`: extra_outputs.py's
 * keys and nesting (E2013Calcv7.6's Replication Requirements, Activation Scenarios, Mailbox Space Modeling
 * and Mailbox Modeling Data cells), null where the calculator shows "--", {"error": "#N/A"} for an Excel
 * error; replication.derived as extra_outputs.py computes it (null unless F138 and the hourly figures are
 * numbers). Example: the calculator example gives activation.maximumActiveDatabases 40.
 */
export function extraOutputs(
  scenario: MicrosoftScenario,
  values: ReadonlyMap<string, CellValue>
): ExtraOutputs {
  const extra = evaluateExtras(scenario, values);
  const get = (name: string): ExtraValue => {
    if (name.startsWith("=")) return Number(name.slice(1));
    const v = extra.has(name)
      ? extra.get(name)
      : values.has(name)
        ? values.get(name)
        : scenario.cells[name];
    return shown(v);
  };
  const out: Record<string, unknown> = {};
  for (const [key, names] of EXTRA_OUTPUT_STEPS)
    setPath(out, key, names.length === 1 && !LIST_KEYS.has(key) ? get(names[0]) : names.map(get));
  const rep = out.replication as Record<string, unknown>;
  const hourly = rep.replicationMbpsPerHourPerDbCopy as ExtraValue[];
  const num = (x: unknown): x is number => typeof x === "number";
  if (
    num(rep.peakReplicationMbpsPerDag) &&
    num(rep.logStreamsBetweenDatacentersPerDag) &&
    hourly.every(num)
  ) {
    const hours = Array.from({ length: 24 }, (_, i) => i + 1);
    const peak = Math.max(...(hourly as number[]));
    rep.derived = {
      logCompressionFactor: get("replication.derived.logCompressionFactor"),
      replicationMbpsPerHourPerDag: hours.map((h) =>
        get(`replication.derived.replicationMbpsPerHourPerDag.hour${h}`)
      ),
      replicationMbpsPerHourEnvironment: hours.map((h) =>
        get(`replication.derived.replicationMbpsPerHourEnvironment.hour${h}`)
      ),
      peakHour: 1 + (hourly as number[]).indexOf(peak),
      formula: DERIVED_FORMULA,
    };
  } else rep.derived = null;
  return out as unknown as ExtraOutputs;
}

/** extra_outputs.py's own words for replication.derived.formula. */
export const DERIVED_FORMULA =
  'E(42+h) * RR!I173 * ((1 - Input!C41 if Input!C40 = "Enabled" else 1) + 1); environment = per DAG * RR!C96';

/** The keys of several cells (lists in the JSON), even where a list has one cell. */
const LIST_KEYS = new Set(EXTRA_OUTPUT_STEPS.filter(([, n]) => n.length > 1).map(([k]) => k));
