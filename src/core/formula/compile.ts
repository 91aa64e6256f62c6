import {
  FormulaError,
  excelCeiling,
  listHolds,
  excelMod,
  excelMround,
  excelPermut,
  excelRound,
  excelRoundDown,
  excelRoundUp,
  wholeNumberIn,
} from "./evaluate";
import { Expr, Relation, Value } from "./expr";

/**
 * A formula compiled once into JavaScript closures: the same expression (expr.ts) that evaluate.ts
 * interprets and print.ts prints, turned into a tree of small functions, so that a method evaluated many
 * times (a search over thousands of designs) pays for the expression tree's dispatch once, not on every
 * evaluation. No code is generated from text (no `eval`, no `new Function`: the add-in's content security
 * policy forbids them); each node becomes a closure over its compiled children.
 *
 * The meaning is evaluate.ts's, node for node, errors included: the same FormulaError (kind and message)
 * for text in arithmetic, a division by zero, a key a lookup lacks, a result that is not finite; AND and
 * OR evaluate every argument as Excel does; MAX, MIN and SUM skip a direct reference to text or a
 * logical. tests/formula/compile.test.ts holds the two equal on every node over random values, and on
 * every step of the Microsoft method over random designs.
 *
 * How a name is read is the caller's: `reader(name)` gives the closure that reads it from the context
 * (an array of slots for a compiled list of steps, program.ts; an Env for formulaValue).
 * Example: compileExpr(mul("a", 2), name => env => env(name)) gives f with f(n => n === "a" ? 3 : undefined) = 6.
 */
export type Compiled<C> = (ctx: C) => Value;
export type Reader<C> = (name: string) => Compiled<C>;

/**
 * What an array of slots (program.ts) holds for a name: a value, an Error (thrown when read) or undefined
 * (a name nothing defines).
 */
type SlotArray = readonly (Value | Error | undefined)[];

/**
 * A slot's value as a formula reads it (program.ts): the value; an Error it holds is thrown; undefined,
 * a name nothing defines, throws "formula reads ..., which is not defined", as evaluate.ts does.
 */
export function slotValue(v: Value | Error | undefined, name: string): Value {
  if (typeof v !== "object" && v !== undefined) return v;
  if (v === undefined) throw new Error(`formula reads "${name}", which is not defined`);
  throw v;
}

/** The operations whose closure always gives a number (or throws): their readers need no conversion. */
const NUMERIC = new Set<Expr["op"]>([
  "num",
  "add",
  "sub",
  "mul",
  "div",
  "neg",
  "max",
  "min",
  "sum",
  "mround",
  "ceiling",
  "mod",
  "permut",
  "round",
  "roundup",
  "rounddown",
]);

function toNumber(v: Value, where: string): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw FormulaError.quick("#VALUE!", `${where}: "${v}" is text where a number is needed`);
}

function toBoolean(v: Value, where: string): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  throw FormulaError.quick("#VALUE!", `${where}: "${v}" is text where TRUE or FALSE is needed`);
}

function toText(v: Value): string {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v);
}

const rank = (v: Value) => (typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2);

const lowered = new Map<string, string>();
/** s.toLowerCase(), kept for the few texts the steps hold ("Yes", "--", "RAID-1/0"). */
function lower(s: string): string {
  let l = lowered.get(s);
  if (l === undefined) {
    l = s.toLowerCase();
    if (lowered.size < 10000) lowered.set(s, l);
  }
  return l;
}

/** evaluate.ts's compare: numbers < text < logicals; text without case. */
function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === "string" && typeof b === "string") {
    const x = lower(a);
    const y = lower(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function test(rel: Relation): (c: number) => boolean {
  switch (rel) {
    case "=":
      return (c) => c === 0;
    case "<>":
      return (c) => c !== 0;
    case "<":
      return (c) => c < 0;
    case "<=":
      return (c) => c <= 0;
    case ">":
      return (c) => c > 0;
    case ">=":
      return (c) => c >= 0;
  }
}

function finite(x: number, where: string): number {
  if (!Number.isFinite(x)) throw FormulaError.quick("#NUM!", `${where} is not a finite number`);
  return x;
}

/**
 * The closure of an expression. `where` names the step in error messages, as evaluate's does.
 *
 * `slotOf`, only where the context is an array of slots (program.ts) and `reader(name)` reads slot
 * `slotOf(name)` as slotValue does: a reference in a number's place and the direct references of SUM,
 * MAX and MIN are then read from the array in the closure that uses them instead of through a reader's
 * closure each (the calculator's hourly and RPO tables sum thousands of cells), with the same values
 * and errors.
 */
export function compileExpr<C>(
  e: Expr,
  reader: Reader<C>,
  where = "formula",
  slotOf?: (name: string) => number
): Compiled<C> {
  const c = (x: Expr) => compileExpr(x, reader, where, slotOf);
  const n = (x: Expr): ((ctx: C) => number) => {
    if (x.op === "num") {
      const v = x.value;
      return () => v;
    }
    if (x.op === "ref" && slotOf) {
      const i = slotOf(x.name);
      const name = x.name;
      return (ctx) => {
        const v = (ctx as unknown as SlotArray)[i];
        return typeof v === "number" ? v : toNumber(slotValue(v, name), where);
      };
    }
    // a closure that always gives a number is its own reader
    if (NUMERIC.has(x.op)) return c(x) as (ctx: C) => number;
    const f = c(x);
    return (ctx) => {
      const v = f(ctx);
      return typeof v === "number" ? v : toNumber(v, where);
    };
  };
  switch (e.op) {
    case "num":
    case "text":
    case "bool": {
      const v = e.value;
      return () => v;
    }
    case "ref":
      return reader(e.name);
    case "isblank": {
      const r = reader(e.name);
      return (ctx) => r(ctx) === "";
    }
    case "add": {
      const a = n(e.a);
      const b = n(e.b);
      return (ctx) => {
        const x = a(ctx);
        return finite(x + b(ctx), where);
      };
    }
    case "sub": {
      const a = n(e.a);
      const b = n(e.b);
      return (ctx) => {
        const x = a(ctx);
        return finite(x - b(ctx), where);
      };
    }
    case "mul": {
      const a = n(e.a);
      const b = n(e.b);
      return (ctx) => {
        const x = a(ctx);
        return finite(x * b(ctx), where);
      };
    }
    case "div": {
      const a = n(e.a);
      const b = n(e.b);
      return (ctx) => {
        const x = a(ctx);
        const y = b(ctx);
        if (y === 0) throw FormulaError.quick("#DIV/0!", `${where} divides by zero`);
        return finite(x / y, where);
      };
    }
    case "neg": {
      const a = n(e.a);
      return (ctx) => -a(ctx);
    }
    case "cmp": {
      const a = c(e.a);
      const holds = test(e.rel);
      if ((e.rel === "=" || e.rel === "<>") && e.b.op === "text") {
        // a value = a text: equal exactly or without case (compare's meaning), the text lowered once
        const k = e.b.value;
        const kLower = k.toLowerCase();
        const equal = e.rel === "=";
        // the last text read and whether it matched: a cell reads the same few texts again and again
        let lastText: string | undefined;
        let lastMatched = false;
        return (ctx) => {
          const v = a(ctx);
          if (typeof v !== "string") return !equal;
          if (v !== lastText) {
            lastMatched = v === k || lower(v) === kLower;
            lastText = v;
          }
          return lastMatched === equal;
        };
      }
      const b = c(e.b);
      return (ctx) => holds(compare(a(ctx), b(ctx)));
    }
    case "and":
    case "or": {
      const args = e.args.map(c);
      const all = e.op === "and";
      return (ctx) => {
        // every argument is evaluated and converted, in order, as evaluate's map does
        let result = all;
        for (const f of args) {
          const t = toBoolean(f(ctx), where);
          if (all ? !t : t) result = !all;
        }
        return result;
      };
    }
    case "not": {
      const a = c(e.a);
      return (ctx) => !toBoolean(a(ctx), where);
    }
    case "if": {
      const cond = c(e.cond);
      const then = c(e.then);
      const otherwise = c(e.else);
      return (ctx) => (toBoolean(cond(ctx), where) ? then(ctx) : otherwise(ctx));
    }
    case "max":
    case "min":
    case "sum": {
      if (slotOf && e.args.every((a) => a.op === "ref"))
        return compileSlotAggregate(
          e.op,
          e.args.map((a) => (a as Extract<Expr, { op: "ref" }>).name),
          slotOf,
          where
        );
      const args = e.args.map(c);
      const direct = e.args.map((a) => a.op === "ref");
      const op = e.op;
      return (ctx) => {
        let acc = 0;
        let any = false;
        for (let i = 0; i < args.length; i++) {
          const v = args[i](ctx);
          if (direct[i] && typeof v !== "number") continue;
          const x = typeof v === "number" ? v : toNumber(v, where);
          if (op === "sum") acc += x;
          else if (!any) acc = x;
          else acc = op === "max" ? Math.max(acc, x) : Math.min(acc, x);
          any = true;
        }
        return op === "sum" ? finite(acc, where) : acc;
      };
    }
    case "mround":
    case "ceiling":
    case "mod":
    case "permut": {
      const a = n(e.a);
      const b = n(e.b);
      const f =
        e.op === "mround"
          ? excelMround
          : e.op === "ceiling"
            ? excelCeiling
            : e.op === "mod"
              ? excelMod
              : excelPermut;
      return (ctx) => {
        const x = a(ctx);
        return f(x, b(ctx));
      };
    }
    case "iseven": {
      const a = n(e.a);
      return (ctx) => Math.trunc(a(ctx)) % 2 === 0;
    }
    case "iserror": {
      const a = c(e.a);
      return (ctx) => {
        try {
          a(ctx);
          return false;
        } catch (err) {
          if (err instanceof FormulaError) return true;
          throw err;
        }
      };
    }
    case "iferror": {
      const a = c(e.a);
      const b = c(e.b);
      return (ctx) => {
        try {
          return a(ctx);
        } catch (err) {
          if (err instanceof FormulaError) return b(ctx);
          throw err;
        }
      };
    }
    case "round":
    case "roundup":
    case "rounddown": {
      const a = n(e.a);
      const digits = e.digits;
      const f = e.op === "round" ? excelRound : e.op === "roundup" ? excelRoundUp : excelRoundDown;
      return (ctx) => f(a(ctx), digits);
    }
    case "concat": {
      const args = e.args.map(c);
      return (ctx) => {
        let s = "";
        for (const f of args) s += toText(f(ctx));
        return s;
      };
    }
    case "mid": {
      const a = c(e.a);
      const { start, length } = e;
      return (ctx) => {
        if (start < 1 || length < 0)
          throw FormulaError.quick("#VALUE!", `${where}: MID from ${start} for ${length}`);
        return toText(a(ctx)).slice(start - 1, start - 1 + length);
      };
    }
    case "numberIn": {
      const a = c(e.a);
      const suffix = e.suffix;
      return (ctx) => wholeNumberIn(toText(a(ctx)), suffix, where);
    }
    case "listHas": {
      const a = c(e.a);
      const item = e.item;
      return (ctx) => listHolds(toText(a(ctx)), item);
    }
    case "lookup":
      return compileLookup(e, c(e.key), where);
  }
}

/**
 * SUM, MAX or MIN of direct references only, read from an array of slots: as the general case, a
 * reference to text or a logical is skipped, an Error it holds is thrown, a name nothing defines throws,
 * in the arguments' order; MAX and MIN of no number are 0; SUM is #NUM! when not finite.
 */
function compileSlotAggregate<C>(
  op: "sum" | "max" | "min",
  names: readonly string[],
  slotOf: (name: string) => number,
  where: string
): Compiled<C> {
  const at = Int32Array.from(names, slotOf);
  const count = at.length;
  if (op === "sum")
    return (ctx) => {
      const slots = ctx as unknown as SlotArray;
      let acc = 0;
      for (let k = 0; k < count; k++) {
        const v = slots[at[k]];
        if (typeof v === "number") acc += v;
        else if (typeof v === "object" || v === undefined) slotValue(v, names[k]);
      }
      return finite(acc, where);
    };
  const most = op === "max";
  return (ctx) => {
    const slots = ctx as unknown as SlotArray;
    let acc = 0;
    let any = false;
    for (let k = 0; k < count; k++) {
      const v = slots[at[k]];
      if (typeof v === "number") {
        if (!any) acc = v;
        else acc = most ? Math.max(acc, v) : Math.min(acc, v);
        any = true;
      } else if (typeof v === "object" || v === undefined) slotValue(v, names[k]);
    }
    return acc;
  };
}

/**
 * A lookup: exact matches through a map of the keys (numbers by value, text without case, the first of
 * equal keys as findIndex gives); the last key at most the key for "atMost", as evaluate's loop does.
 */
function compileLookup<C>(
  e: Extract<Expr, { op: "lookup" }>,
  key: Compiled<C>,
  where: string
): Compiled<C> {
  const { keys, values } = e;
  const missing = (k: Value) =>
    FormulaError.quick("#N/A", `${where}: ${String(k)} is not in its table`);
  if (e.match === "exact") {
    const numbers = new Map<number, number>();
    const texts = new Map<string, number>();
    const logicals = new Map<boolean, number>();
    keys.forEach((k, i) => {
      if (typeof k === "number") {
        if (!numbers.has(k)) numbers.set(k, i);
      } else if (typeof k === "string") {
        const lower = k.toLowerCase();
        if (!texts.has(lower)) texts.set(lower, i);
      } else if (!logicals.has(k)) logicals.set(k, i);
    });
    return (ctx) => {
      const k = key(ctx);
      const at =
        typeof k === "number"
          ? numbers.get(k)
          : typeof k === "string"
            ? texts.get(lower(k))
            : logicals.get(k);
      if (at === undefined) throw missing(k);
      return values[at];
    };
  }
  return (ctx) => {
    const k = key(ctx);
    let at = -1;
    for (let i = 0; i < keys.length; i++) if (compare(keys[i], k) <= 0) at = i;
    if (at < 0) throw missing(k);
    return values[at];
  };
}
