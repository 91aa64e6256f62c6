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

  /**
   * The same error without a stack trace: a compiled formula (compile.ts) gives its Excel errors so,
   * because a cell's error is a value here, caught by the cell or by IFERROR, never a bug to trace, and
   * capturing a stack was most of the cost of sizing a design the calculator rejects (a search sizes
   * thousands). `instanceof FormulaError`, `excelError`, `message` and `name` are as the constructor's.
   */
  static quick(excelError: FormulaError["excelError"], message: string): FormulaError {
    const e = Object.create(FormulaError.prototype) as {
      -readonly [K in keyof FormulaError]: FormulaError[K];
    };
    e.excelError = excelError;
    e.message = message;
    e.name = "FormulaError";
    return e as FormulaError;
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

/**
 * The value of an expression, as Excel computes the formula the workbook prints for it
 * (src/core/formula/print.ts). `where` names the step in error messages.
 */
export function evaluate(e: Expr, env: Env, where = "formula"): Value {
  const num = (x: Expr) => toNumber(evaluate(x, env, where), where);
  switch (e.op) {
    case "num":
    case "text":
      return e.value;
    case "ref":
      return lookupName(env, e.name);
    case "isblank": {
      const v = lookupName(env, e.name);
      return v === "";
    }
    case "add":
      return finite(num(e.a) + num(e.b), where);
    case "sub":
      return finite(num(e.a) - num(e.b), where);
    case "mul":
      return finite(num(e.a) * num(e.b), where);
    case "div": {
      const a = num(e.a);
      const b = num(e.b);
      if (b === 0) throw new FormulaError("#DIV/0!", `${where} divides by zero`);
      return finite(a / b, where);
    }
    case "neg":
      return -num(e.a);
    case "cmp":
      return relation(e.rel, compare(evaluate(e.a, env, where), evaluate(e.b, env, where)));
    case "and":
      return e.args.map((x) => toBoolean(evaluate(x, env, where), where)).every(Boolean);
    case "or":
      return e.args.map((x) => toBoolean(evaluate(x, env, where), where)).some(Boolean);
    case "not":
      return !toBoolean(evaluate(e.a, env, where), where);
    case "if":
      return toBoolean(evaluate(e.cond, env, where), where)
        ? evaluate(e.then, env, where)
        : evaluate(e.else, env, where);
    case "max": {
      const xs = aggregateArgs(e.args, env, where);
      return xs.length === 0 ? 0 : Math.max(...xs);
    }
    case "min": {
      const xs = aggregateArgs(e.args, env, where);
      return xs.length === 0 ? 0 : Math.min(...xs);
    }
    case "sum":
      return finite(
        aggregateArgs(e.args, env, where).reduce((s, x) => s + x, 0),
        where
      );
    case "bool":
      return e.value;
    case "mround":
      return excelMround(num(e.a), num(e.b));
    case "ceiling":
      return excelCeiling(num(e.a), num(e.b));
    case "mod":
      return excelMod(num(e.a), num(e.b));
    case "permut":
      return excelPermut(num(e.a), num(e.b));
    case "iseven":
      return Math.trunc(num(e.a)) % 2 === 0;
    case "iserror":
      try {
        evaluate(e.a, env, where);
        return false;
      } catch (err) {
        if (err instanceof FormulaError) return true;
        throw err;
      }
    case "iferror":
      try {
        return evaluate(e.a, env, where);
      } catch (err) {
        if (err instanceof FormulaError) return evaluate(e.b, env, where);
        throw err;
      }
    case "round":
      return excelRound(num(e.a), e.digits);
    case "roundup":
      return excelRoundUp(num(e.a), e.digits);
    case "rounddown":
      return excelRoundDown(num(e.a), e.digits);
    case "concat":
      return e.args.map((x) => toText(evaluate(x, env, where))).join("");
    case "mid": {
      if (e.start < 1 || e.length < 0)
        throw new FormulaError("#VALUE!", `${where}: MID from ${e.start} for ${e.length}`);
      return toText(evaluate(e.a, env, where)).slice(e.start - 1, e.start - 1 + e.length);
    }
    case "numberIn":
      return wholeNumberIn(toText(evaluate(e.a, env, where)), e.suffix, where);
    case "listHas":
      return listHolds(toText(evaluate(e.a, env, where)), e.item);
    case "lookup": {
      const key = evaluate(e.key, env, where);
      let at = -1;
      if (e.match === "exact") at = e.keys.findIndex((k) => compare(k, key) === 0);
      else e.keys.forEach((k, i) => (compare(k, key) <= 0 ? (at = i) : undefined));
      if (at < 0) throw new FormulaError("#N/A", `${where}: ${String(key)} is not in its table`);
      return e.values[at];
    }
  }
}

/**
 * Excel's VALUE(SUBSTITUTE(text, suffix, "")) for the texts the workbook holds: digits only once every
 * suffix is taken out, else #VALUE! ("16000 GB" -> 16000; "16,000 GB", "1.5 GB", "--" -> #VALUE!).
 */
export function wholeNumberIn(text: string, suffix: string, where: string): number {
  const rest = suffix === "" ? text : text.split(suffix).join("");
  if (!/^[0-9]{1,15}$/.test(rest))
    throw new FormulaError(
      "#VALUE!",
      `${where}: "${text}" is not a whole number followed by "${suffix}"`
    );
  return Number(rest);
}

/** ISNUMBER(SEARCH(","&item&",", ","&SUBSTITUTE(list," ","")&",")) for a plain item. */
export function listHolds(list: string, item: string): boolean {
  return `,${list.replace(/ /g, "")},`.toLowerCase().includes(`,${item},`.toLowerCase());
}

/** evaluate, for a step whose value must be a number. */
export function evaluateNumber(e: Expr, env: Env, where = "formula"): number {
  return toNumber(evaluate(e, env, where), where);
}
