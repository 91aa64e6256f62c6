/**
 * The compiled form of the formula steps (src/core/formula/compile.ts, program.ts) against the
 * interpreter (evaluate.ts), which stays the reference of the expressions' meaning: equal values and
 * equal Excel errors, node by node on edge cases, and step by step over every step of the Microsoft
 * method (tiers, databases, storage, servers) for random designs. The interpreter's loop here is the one
 * evaluateCells ran before the steps were compiled (a Map of values, then the inputs).
 */
import fc from "fast-check";
import {
  Env,
  Expr,
  FormulaError,
  Step,
  Value,
  and,
  bool,
  compileExpr,
  concat,
  div,
  evaluate,
  iferror,
  iserror,
  lookup,
  max,
  min,
  or,
  ref,
  sum,
  text,
  loadSlots,
  programOf,
  runProgram,
} from "../../src/core/formula";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { serverStepsOf } from "../../src/core/microsoft/servers/result";
import { EXAMPLE_DISK_GROUP } from "../../src/core/microsoft/vbaDiskGroup";

type Outcome = { value: Value } | { error: string; message: string };

function outcome(run: () => Value): Outcome {
  try {
    return { value: run() };
  } catch (e) {
    if (e instanceof FormulaError) return { error: e.excelError, message: e.message };
    return { error: "thrown", message: (e as Error).message };
  }
}

const envOf =
  (values: Record<string, Value>): Env =>
  (n) =>
    values[n];

function both(e: Expr, values: Record<string, Value>): [Outcome, Outcome] {
  const env = envOf(values);
  const compiled = compileExpr<Env>(e, (name) => (ctx) => {
    const v = ctx(name);
    if (v === undefined) throw new Error(`formula reads "${name}", which is not defined`);
    return v;
  });
  return [outcome(() => evaluate(e, env)), outcome(() => compiled(env))];
}

describe("compiled expressions equal the interpreter's", () => {
  const cases: [string, Expr, Record<string, Value>][] = [
    ["AND evaluates every argument (an error after FALSE)", and(bool(false), ref("t")), { t: "x" }],
    ["OR evaluates every argument", or(ref("a"), div(1, 0)), { a: true }],
    ["MAX skips a direct reference to text", max(ref("a"), ref("b"), 2), { a: "--", b: 1 }],
    ["MIN converts an expression's logical", min(and(ref("a")), 5), { a: true }],
    ["MAX of nothing numeric is 0", max(ref("a")), { a: "--" }],
    ["SUM over an expression's text is #VALUE!", sum(concat(ref("a")), 1), { a: "x" }],
    [
      "lookup: text without case, the first of equal keys",
      lookup(ref("k"), ["A", "a", "b"], [1, 2, 3]),
      { k: "a" },
    ],
    ["lookup: a missing key is #N/A", lookup(ref("k"), [1, 2], [10, 20]), { k: 3 }],
    [
      "lookup atMost: the last key at most the key",
      lookup(ref("k"), [1, 11, 21], [8, 10, 12], "atMost"),
      { k: 15 },
    ],
    [
      "lookup atMost below the first key is #N/A",
      lookup(ref("k"), [1, 11], [8, 10], "atMost"),
      { k: 0 },
    ],
    ["IFERROR catches #DIV/0!", iferror(div(1, ref("z")), text("--")), { z: 0 }],
    ["ISERROR of a name nothing defines throws", iserror(ref("nope")), {}],
    ["text in arithmetic is #VALUE!", div(ref("a"), 2), { a: "--" }],
  ];
  test.each(cases)("%s", (_, e, values) => {
    const [interpreted, compiled] = both(e, values);
    expect(compiled).toEqual(interpreted);
  });
});

const MESSAGES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500];
const tier = fc.record({
  mailboxes: fc.integer({ min: 0, max: 20000 }),
  messagesPerDay: fc.constantFrom(...MESSAGES),
  quotaMB: fc.constantFrom(0, 512, 2048, 10240, 51200),
  archiveQuotaMB: fc.constantFrom(0, 10240),
});
const design = fc.record({
  exchangeVersion: fc.constantFrom("2013", "2016", "2019", "SE"),
  tiers: fc.array(tier, { minLength: 1, maxLength: 4 }),
  datacenterModel: fc.constantFrom(
    "Single Datacenter",
    "Active/Passive",
    "Active/Active (Single DAG)",
    "Active/Active (Multiple DAGs)"
  ),
  exchangeServersPerDag: fc.integer({ min: 0, max: 20 }),
  dagCount: fc.integer({ min: 1, max: 4 }),
  haCopies: fc.integer({ min: 1, max: 5 }),
  highAvailability: fc.boolean(),
  jbod: fc.boolean(),
  coresPerServer: fc.integer({ min: 0, max: 64 }),
  specIntRate2006: fc.constantFrom(0, 400, 1200, 2500),
  diskCapacityGB: fc.constantFrom(600, 2000, 4000, 8000, 12000),
  storageArchitectureChoice: fc.constantFrom(
    "As Calculated",
    "Entirely on RAID",
    "Entirely on JBOD"
  ),
});

/** The interpreter's evaluation of steps in order (a Map of values, then the inputs). */
function interpreted(steps: readonly Step[], inputs: Env): Map<string, Outcome> {
  const values = new Map<string, Value | FormulaError>();
  const env: Env = (name) => {
    const v = values.has(name) ? values.get(name) : inputs(name);
    if (v instanceof FormulaError) throw v;
    return v;
  };
  const out = new Map<string, Outcome>();
  for (const s of steps) {
    try {
      const v = evaluate(s.formula, env, s.key);
      values.set(s.key, v);
      out.set(s.key, { value: v });
    } catch (e) {
      if (!(e instanceof FormulaError)) throw e;
      values.set(s.key, e);
      out.set(s.key, { error: e.excelError, message: e.message });
    }
  }
  return out;
}

function compiled(steps: readonly Step[], inputs: Env): Map<string, Outcome> {
  const program = programOf(steps);
  const slots = runProgram(program, loadSlots(program, inputs));
  const out = new Map<string, Outcome>();
  program.steps.forEach((s, i) => {
    const v = slots[program.stepSlot[i]];
    out.set(
      s.key,
      v instanceof FormulaError
        ? { error: v.excelError, message: v.message }
        : { value: v as Value }
    );
  });
  return out;
}

describe("every Microsoft step, compiled, equals the interpreter over random designs", () => {
  test("tier, database and storage steps, then the servers area over their values", () => {
    fc.assert(
      fc.property(design, (d) => {
        const cells = parseMicrosoftScenario({ method: "microsoft", ...d }, { rules: false }).cells;
        const inputs: Env = (n) => (n === "diskGroupSize" ? EXAMPLE_DISK_GROUP : cells[n]);
        const a = interpreted(microsoftSteps(), inputs);
        expect(compiled(microsoftSteps(), inputs)).toEqual(a);
        const needs: Env = (n) => {
          const o = a.get(n);
          if (o === undefined) return cells[n];
          if ("error" in o) throw new FormulaError(o.error as "#N/A", `${n} is ${o.error}`);
          return o.value;
        };
        const servers = serverStepsOf(4);
        expect(compiled(servers, needs)).toEqual(interpreted(servers, needs));
      }),
      { numRuns: 60 }
    );
  });
});
