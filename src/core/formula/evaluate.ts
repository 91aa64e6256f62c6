import { Expr, Relation, Value } from "./expr";

/**
 * The error a formula gives in Excel, as the core evaluates it: `#VALUE!` for text in arithmetic,
 * `#DIV/0!`, `#N/A` for a key a lookup does not hold, `#NUM!` for a result that is not a finite number.
 * Callers turn it into a SizingError naming the step.
 */
export class FormulaError extends Error {
  constructor(
    readonly excelError: "#VALUE!" | "#DIV/0!" | "#N/A" | "#NUM!",
    message: string
  ) {
    super(message);
    this.name = "FormulaError";
  }
}

/** The value of a name: an input, option or earlier step; undefined for a name the method lacks. */
export type Env = (name: string) => Value | undefined;

function lookupName(env: Env, name: string): Value {
  const v = env(name);
  if (v === undefined) throw new Error(`formula reads "${name}", which is not defined`);
  return v;
}

/** Excel's number of a value in arithmetic: TRUE is 1; text, the empty text included, is #VALUE!. */
function toNumber(v: Value, where: string): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new FormulaError("#VALUE!", `${where}: "${v}" is text where a number is needed`);
}

/** Excel's truth of a condition: a number is TRUE when not 0; text is #VALUE!. */
function toBoolean(v: Value, where: string): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  throw new FormulaError("#VALUE!", `${where}: "${v}" is text where TRUE or FALSE is needed`);
}

/** Excel's text of a value in &: TRUE and FALSE in capitals, a number as JavaScript writes it. */
function toText(v: Value): string {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v);
}

/** Excel's sort order of kinds: numbers < text < logicals; text without case. */
function compare(a: Value, b: Value): number {
  const rank = (v: Value) => (typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === "string" && typeof b === "string") {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function relation(rel: Relation, c: number): boolean {
  switch (rel) {
    case "=":
      return c === 0;
    case "<>":
      return c !== 0;
    case "<":
      return c < 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    case ">=":
      return c >= 0;
  }
}

/** |x| x 10^digits, with the floating-point noise of the product (1.1 x 10 = 11.000000000000002) removed. */
function scaled(x: number, digits: number): number {
  const v = Math.abs(x) * 10 ** digits;
  const r = Math.round(v);
  return digits !== 0 && Math.abs(v - r) <= 1e-9 * Math.max(1, v) ? r : v;
}

/** Excel's ROUND: half away from zero. */
export function excelRound(x: number, digits: number): number {
  return (Math.sign(x) * Math.round(Math.abs(x) * 10 ** digits)) / 10 ** digits;
}
/** Excel's ROUNDUP: away from zero. */
export function excelRoundUp(x: number, digits: number): number {
  return (Math.sign(x) * Math.ceil(scaled(x, digits))) / 10 ** digits;
}
/** Excel's ROUNDDOWN: towards zero. */
export function excelRoundDown(x: number, digits: number): number {
  return (Math.sign(x) * Math.floor(scaled(x, digits))) / 10 ** digits;
}

function finite(x: number, where: string): number {
  if (!Number.isFinite(x)) throw new FormulaError("#NUM!", `${where} is not a finite number`);
  return x;
}

/** q with the floating-point noise of a division removed (9.499999999999998 is 9.5), as Excel's own
 * rounding functions see it: 15 significant digits. */
function approx(q: number): number {
  return q === 0 || !Number.isFinite(q) ? q : Number(q.toPrecision(15));
}

/** Excel's MROUND: the multiple of m nearest to x, halves away from zero; #NUM! for opposite signs. */
export function excelMround(x: number, m: number): number {
  if (m === 0 || x === 0) return 0;
  if (Math.sign(x) !== Math.sign(m))
    throw new FormulaError("#NUM!", `MROUND(${x},${m}): signs differ`);
  return Number((excelRound(approx(x / m), 0) * m).toPrecision(15));
}

/** Excel's CEILING: x rounded away from zero to a multiple of m; 0 for m = 0; #NUM! for x > 0 > m. */
export function excelCeiling(x: number, m: number): number {
  if (m === 0 || x === 0) return 0;
  if (x > 0 && m < 0) throw new FormulaError("#NUM!", `CEILING(${x},${m}): signs differ`);
  const q = approx(x / m);
  const whole = x < 0 && m < 0 ? Math.sign(q) * Math.ceil(Math.abs(q)) : Math.ceil(q);
  return Number((whole * m).toPrecision(15));
}

/** Excel's MOD: x - m x INT(x / m), with the sign of m; #DIV/0! for m = 0. */
export function excelMod(x: number, m: number): number {
  if (m === 0) throw new FormulaError("#DIV/0!", `MOD(${x},0)`);
  return x - m * Math.floor(approx(x / m));
}

/** Excel's PERMUT: n! / (n - k)! over whole parts; #NUM! for n < k, n <= 0 or k < 0. */
export function excelPermut(n: number, k: number): number {
  const a = Math.trunc(n);
  const b = Math.trunc(k);
  if (a <= 0 || b < 0 || a < b) throw new FormulaError("#NUM!", `PERMUT(${n},${k})`);
  let p = 1;
  for (let i = 0; i < b; i++) p *= a - i;
  return p;
}

/** Arguments of MAX, MIN and SUM as Excel reads them: a direct reference to text or a logical is skipped. */
function aggregateArgs(args: readonly Expr[], env: Env, where: string): number[] {
  const out: number[] = [];
  for (const a of args) {
    const v = evaluate(a, env, where);
    if (a.op === "ref" && typeof v !== "number") continue;
    out.push(toNumber(v, where));
  }
  return out;
}

/** An expression compiled to a closure: the same meaning as the switch it was built from, without re-reading the tree. */
type Compiled = (env: Env, where: string) => Value;

const COMPILED = new WeakMap<Expr, Compiled>();

/**
 * The value of an expression, as Excel computes the formula the workbook prints for it
 * (src/core/formula/print.ts). `where` names the step in error messages. Each expression is compiled
 * once into closures (compile below) and cached, so a step list evaluated many times reads its trees
 * once.
 */
export function evaluate(e: Expr, env: Env, where = "formula"): Value {
  return compiled(e)(env, where);
}

function compiled(e: Expr): Compiled {
  let f = COMPILED.get(e);
  if (!f) {
    f = compile(e);
    COMPILED.set(e, f);
  }
  return f;
}

/** A compiled operand read as a number (Excel's conversion, toNumber). */
function numeric(e: Expr): (env: Env, where: string) => number {
  const f = compiled(e);
  return (env, where) => toNumber(f(env, where), where);
}

function compile(e: Expr): Compiled {
  switch (e.op) {
    case "num":
    case "text":
    case "bool": {
      const value = e.value;
      return () => value;
    }
    case "ref": {
      const name = e.name;
      return (env) => lookupName(env, name);
    }
    case "isblank": {
      const name = e.name;
      return (env) => lookupName(env, name) === "";
    }
    case "add": {
      const a = numeric(e.a);
      const b = numeric(e.b);
      return (env, where) => finite(a(env, where) + b(env, where), where);
    }
    case "sub": {
      const a = numeric(e.a);
      const b = numeric(e.b);
      return (env, where) => finite(a(env, where) - b(env, where), where);
    }
    case "mul": {
      const a = numeric(e.a);
      const b = numeric(e.b);
      return (env, where) => finite(a(env, where) * b(env, where), where);
    }
    case "div": {
      const a = numeric(e.a);
      const b = numeric(e.b);
      return (env, where) => {
        const x = a(env, where);
        const y = b(env, where);
        if (y === 0) throw new FormulaError("#DIV/0!", `${where} divides by zero`);
        return finite(x / y, where);
      };
    }
    case "neg": {
      const a = numeric(e.a);
      return (env, where) => -a(env, where);
    }
    case "cmp": {
      const a = compiled(e.a);
      const b = compiled(e.b);
      const rel = e.rel;
      return (env, where) => relation(rel, compare(a(env, where), b(env, where)));
    }
    case "and":
    case "or": {
      const args = e.args.map(compiled);
      const all = e.op === "and";
      return (env, where) => {
        // Excel evaluates every argument (an error in any is the result), then combines.
        const truths = args.map((f) => toBoolean(f(env, where), where));
        return all ? truths.every(Boolean) : truths.some(Boolean);
      };
    }
    case "not": {
      const a = compiled(e.a);
      return (env, where) => !toBoolean(a(env, where), where);
    }
    case "if": {
      const c = compiled(e.cond);
      const t = compiled(e.then);
      const f = compiled(e.else);
      return (env, where) => (toBoolean(c(env, where), where) ? t(env, where) : f(env, where));
    }
    case "max":
    case "min":
    case "sum": {
      const args = e.args;
      args.forEach(compiled);
      const op = e.op;
      return (env, where) => {
        const xs = aggregateArgs(args, env, where);
        if (op === "sum")
          return finite(
            xs.reduce((s, x) => s + x, 0),
            where
          );
        if (xs.length === 0) return 0;
        return op === "max" ? Math.max(...xs) : Math.min(...xs);
      };
    }
    case "mround":
    case "ceiling":
    case "mod":
    case "permut": {
      const a = numeric(e.a);
      const b = numeric(e.b);
      const fn = { mround: excelMround, ceiling: excelCeiling, mod: excelMod, permut: excelPermut }[
        e.op
      ];
      return (env, where) => fn(a(env, where), b(env, where));
    }
    case "iseven": {
      const a = numeric(e.a);
      return (env, where) => Math.trunc(a(env, where)) % 2 === 0;
    }
    case "iserror": {
      const a = compiled(e.a);
      return (env, where) => {
        try {
          a(env, where);
          return false;
        } catch (err) {
          if (err instanceof FormulaError) return true;
          throw err;
        }
      };
    }
    case "iferror": {
      const a = compiled(e.a);
      const b = compiled(e.b);
      return (env, where) => {
        try {
          return a(env, where);
        } catch (err) {
          if (err instanceof FormulaError) return b(env, where);
          throw err;
        }
      };
    }
    case "round":
    case "roundup":
    case "rounddown": {
      const a = numeric(e.a);
      const digits = e.digits;
      const fn = { round: excelRound, roundup: excelRoundUp, rounddown: excelRoundDown }[e.op];
      return (env, where) => fn(a(env, where), digits);
    }
    case "concat": {
      const args = e.args.map(compiled);
      return (env, where) => args.map((f) => toText(f(env, where))).join("");
    }
    case "mid": {
      const a = compiled(e.a);
      const { start, length } = e;
      return (env, where) => {
        if (start < 1 || length < 0)
          throw new FormulaError("#VALUE!", `${where}: MID from ${start} for ${length}`);
        return toText(a(env, where)).slice(start - 1, start - 1 + length);
      };
    }
    case "lookup": {
      const key = compiled(e.key);
      const { keys, values, match } = e;
      return (env, where) => {
        const k = key(env, where);
        let at = -1;
        if (match === "exact") at = keys.findIndex((x) => compare(x, k) === 0);
        else keys.forEach((x, i) => (compare(x, k) <= 0 ? (at = i) : undefined));
        if (at < 0) throw new FormulaError("#N/A", `${where}: ${String(k)} is not in its table`);
        return values[at];
      };
    }
  }
}

/** evaluate, for a step whose value must be a number. */
export function evaluateNumber(e: Expr, env: Env, where = "formula"): number {
  return toNumber(evaluate(e, env, where), where);
}
