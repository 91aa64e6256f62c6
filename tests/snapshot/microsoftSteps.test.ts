/**
 * The snapshot of issue 29 ("each calculator row written once"): every Microsoft step's key, label, unit,
 * source (the cited cell), note and printed formula, and every figure of `exsize size --json` for the
 * designs of designs.json (copied from the goldens and examples/: both methods of copies, every
 * datacenter model, 1 to 4 tiers, Exchange 2013/2016/2019, rejected designs, replication, activation and
 * mailbox growth), in microsoft-steps.snapshot.json.
 *
 * It is not a golden test (the goldens compare with the calculator); it proves that a refactor of how
 * the steps are written (step families, src/core/microsoft) changes nothing a user sees: the same steps
 * in the same order, the same words, the same workbook formulas, the same figures to the last bit.
 *
 * UPDATE_SNAPSHOT=1 npx jest tests/snapshot/microsoftSteps.test.ts rewrites the snapshot; a reviewer
 * then reads the diff (after a merge that adds steps, only additions should appear). Otherwise any
 * difference fails, listing per part the keys added, removed and changed, and an order change.
 */
import * as fs from "fs";
import * as path from "path";
import { Step, printExcel } from "../../src/core/formula";
import { ARRAY_STEPS } from "../../src/core/microsoft/arrays/arraySteps";
import { extraSteps } from "../../src/core/microsoft/extras";
import { serverStepsForExtras } from "../support/evaluateExtras";
import { PLACEMENT_STEPS } from "../../src/core/microsoft/layout/placementSteps";
import { serverSteps } from "../../src/core/microsoft/servers";
import { sizeMicrosoftDatabases } from "../../src/core/microsoft/size";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import { verdictSteps } from "../../src/core/microsoft/verdict";
import { msFormula } from "../../src/workbook/microsoft/names";
import { workbookSteps } from "../../src/workbook/microsoft/workbookSteps";

const SNAPSHOT = path.join(__dirname, "microsoft-steps.snapshot.json");
const DESIGNS: readonly { name: string; from: string; inputs: unknown }[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, "designs.json"), "utf8")
).designs;

/** One part of the snapshot: entries by key, in order (a key met twice gets "#2"). */
type Part = Record<string, unknown>;

function stepPart(steps: readonly Step[], workbook = false): Part {
  const out: Part = {};
  for (const s of steps) {
    let k = s.key;
    for (let n = 2; k in out; n++) k = `${s.key}#${n}`;
    const rec: Record<string, unknown> = {
      label: s.label,
      unit: s.unit,
      source: s.source,
      formula: workbook ? msFormula(s.formula) : printExcel(s.formula, (n) => n),
    };
    if (s.note) rec.note = s.note;
    if (s.written !== undefined) rec.written = s.written;
    out[k] = rec;
  }
  return out;
}

/** A design's figures flattened to paths ("tiers[0].mailboxes", "activation.x.y"). */
function flatten(v: unknown, at: string, out: Part): Part {
  if (Array.isArray(v)) v.forEach((x, i) => flatten(x, `${at}[${i}]`, out));
  else if (
    v !== null &&
    typeof v === "object" &&
    !("error" in (v as object) && Object.keys(v as object).length === 1)
  )
    for (const [k, x] of Object.entries(v as object)) flatten(x, at ? `${at}.${k}` : k, out);
  else out[at] = v === undefined ? "undefined" : v;
  return out;
}

function figures(inputs: unknown): Part {
  try {
    return flatten(sizeMicrosoftWithExtras(inputs), "", {});
  } catch (e) {
    // A design the input rules refuse: the error the user reads, and the database area without the rules.
    return flatten(
      {
        thrown: (e as Error).message,
        withoutRules: sizeMicrosoftDatabases(inputs, { rules: false }),
      },
      "",
      {}
    );
  }
}

function snapshotNow(): Record<string, Part> {
  const parts: Record<string, Part> = {
    "steps/microsoftSteps": stepPart(microsoftSteps()),
    "steps/serverSteps(1)": stepPart(serverSteps(1)),
    "steps/serverSteps(2)": stepPart(serverSteps(2)),
    "steps/serverSteps(3)": stepPart(serverSteps(3)),
    "steps/serverSteps(4)": stepPart(serverSteps(4)),
    "steps/extraSteps": stepPart(extraSteps()),
    "steps/serverStepsForExtras": Object.fromEntries(serverStepsForExtras().map((s) => [s.key, 1])),
    "steps/verdictSteps": stepPart(verdictSteps()),
    "steps/arraySteps": stepPart(ARRAY_STEPS),
    "steps/placementSteps": stepPart(PLACEMENT_STEPS),
    "workbook/workbookSteps": stepPart(workbookSteps(), true),
  };
  for (const d of DESIGNS) parts[`figures/${d.name}`] = figures(d.inputs);
  return parts;
}

/** Per part: keys added, removed, changed (with the first few old/new values), and an order change. */
function differences(was: Record<string, Part>, now: Record<string, Part>): string[] {
  const lines: string[] = [];
  // compared whole; only the report shows the first 300 characters of a value
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 300);
  for (const part of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const a = was[part];
    const b = now[part];
    if (!a) {
      lines.push(`ADDED part ${part} (${Object.keys(b).length} keys)`);
      continue;
    }
    if (!b) {
      lines.push(`REMOVED part ${part}`);
      continue;
    }
    const added = Object.keys(b).filter((k) => !(k in a));
    const removed = Object.keys(a).filter((k) => !(k in b));
    const changed = Object.keys(a).filter((k) => k in b && !same(a[k], b[k]));
    if (!added.length && !removed.length && !changed.length) {
      if (Object.keys(a).join("\n") !== Object.keys(b).join("\n"))
        lines.push(`${part}: same keys, different ORDER`);
      continue;
    }
    lines.push(
      `${part}: ${added.length} added, ${removed.length} removed, ${changed.length} changed`
    );
    for (const k of added) lines.push(`  + ${k}`);
    for (const k of removed) lines.push(`  - ${k}`);
    for (const k of changed) {
      const x = a[k] as Record<string, unknown>;
      const y = b[k] as Record<string, unknown>;
      const fields =
        x && y && typeof x === "object" && typeof y === "object"
          ? [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((f) => !same(x[f], y[f]))
          : [""];
      for (const f of fields)
        lines.push(
          `  ~ ${k}${f ? ` (${f})` : ""}\n      was ${show(f ? x[f] : x)}\n      now ${show(f ? y[f] : y)}`
        );
    }
  }
  return lines;
}

describe("the Microsoft steps and figures are those of the snapshot (issue 29)", () => {
  it(`covers ${DESIGNS.length} designs, both copy methods, every datacenter model, 1-4 tiers`, () => {
    const inputs = DESIGNS.map((d) => d.inputs as Record<string, unknown>);
    expect(DESIGNS.length).toBeGreaterThanOrEqual(20);
    const models = new Set(inputs.map((i) => i.datacenterModel ?? "default"));
    for (const m of [
      "Single Datacenter",
      "Active/Passive",
      "Active/Active (Single DAG)",
      "Active/Active (Multiple DAGs)",
    ])
      expect(models).toContain(m);
    const tiers = new Set(inputs.map((i) => (Array.isArray(i.tiers) ? i.tiers.length : 0)));
    for (const t of [1, 2, 3, 4]) expect(tiers).toContain(t);
  });

  it("every step and figure is unchanged", () => {
    const now = snapshotNow();
    if (process.env.UPDATE_SNAPSHOT === "1" || !fs.existsSync(SNAPSHOT)) {
      const tmp = `${SNAPSHOT}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(now, null, 1) + "\n");
      fs.renameSync(tmp, SNAPSHOT);
      if (process.env.UPDATE_SNAPSHOT !== "1")
        throw new Error(`no snapshot: wrote ${SNAPSHOT}; commit it`);
      return;
    }
    const was = JSON.parse(fs.readFileSync(SNAPSHOT, "utf8")) as Record<string, Part>;
    const diff = differences(was, JSON.parse(JSON.stringify(now)));
    if (diff.length)
      throw new Error(
        `The Microsoft steps or figures differ from tests/snapshot/microsoft-steps.snapshot.json ` +
          `(UPDATE_SNAPSHOT=1 rewrites it once the differences are meant):\n${diff.join("\n")}`
      );
  });
});
