import { Expr, Value, ceilCount } from "./expr";
import { printNumber } from "./print";

/**
 * A step's formula written as the calculator's cell reads: the tagged template `f` parses Excel-like text
 * into the same `Expr` tree the builders of expr.ts give, so
 *   f`IF(input.highAvailability="Yes",MAX(a.${c.id},b),"--")`
 * is iff(cmp("input.highAvailability", "=", text("Yes")), max(`a.${c.id}`, "b"), text("--")).
 *
 * The notation:
 * - a string or number `${...}` is pasted into the text (to build names such as `load.${c.id}`); an Expr
 *   `${...}` is inserted whole, as one operand. Whitespace and newlines outside "..." are ignored.
 * - names `[A-Za-z_][A-Za-z0-9_.]*` are refs; numbers are 12, 0.5, 1E-7; "..." is a text, "" a quote in
 *   it; TRUE and FALSE are bool; a `-` written directly before a number is a negative constant (-2 is
 *   num(-2)), elsewhere it is neg (-x, and -(2) for neg of 2).
 * - operators, loosest first, each left to right as Excel's: = <> < <= > >= (cmp), & (concat: a&b&c
 *   is one concat of three; (a&b)&c a concat inside a concat), + -, * /, unary -. So a+b+c is
 *   add(add(a,b),c) and a-(b-c) keeps its parentheses' tree, as printExcel writes them.
 * - functions by their Excel names: IF AND OR NOT MAX MIN SUM ROUND ROUNDUP ROUNDDOWN MROUND CEILING MOD
 *   PERMUT ISEVEN ISERROR IFERROR MID; the digits of ROUND* and MID's start and length are constants.
 * - where printExcel writes a node as a compound Excel form, the notation has a plain pseudo-function:
 *   ISBLANK(name) is isblank (Excel's name=""; `name=""` itself stays a cmp); NUMBERIN(a,"suffix") is
 *   numberIn (VALUE(SUBSTITUTE(a,"suffix",""))); LISTHAS(a,"item") is listHas; LOOKUP(key,{keys},
 *   {values},0) is an exact lookup and ...,1) an atMost one (INDEX/MATCH's match type); CONCAT(a, ...)
 *   is a concat of any number of operands; WHOLECOUNT(x) is ceilCount's ROUNDUP(ROUND(x,9),0).
 * printNotation writes any Expr in this notation, so that f of it gives the tree back (parse.test.ts).
 * Bad text throws an Error naming the text and the position ("f: expected ) at 9 in IF(a,b,c").
 */
export function f(strings: TemplateStringsArray, ...parts: (string | number | Expr)[]): Expr {
  let src = strings[0];
  const splices: Expr[] = [];
  parts.forEach((p, i) => {
    if (typeof p === "object") {
      src += `\u0001${splices.length}\u0001`;
      splices.push(p);
    } else src += String(p);
    src += strings[i + 1];
  });
  if (splices.length > 0) return parseNotation(src, splices);
  // A text without Expr splices is parsed once: step lists built per design (a tier's family, the
  // search's candidates) write the same texts again, and a tree is immutable data, safe to share. The
  // texts are the notation's own (a few thousand), so the memo is bounded; a text with Expr splices is
  // parsed each time (its splices may be new trees each call, which a memo would keep forever).
  let tree = PARSED.get(src);
  if (tree === undefined) PARSED.set(src, (tree = parseNotation(src)));
  return tree;
}

/** f's parsed texts without Expr splices, by text. */
const PARSED = new Map<string, Expr>();

type Node = Expr | { readonly op: "array"; readonly values: Value[] };

// \u0001i\u0001 marks the i-th splice in the text (a character no formula holds), so it is meant here
const TOKEN =
  // eslint-disable-next-line no-control-regex
  /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"]|"")*")|([A-Za-z_][A-Za-z0-9_.]*)|\u0001(\d+)\u0001|(<>|<=|>=|[-+*/&=<>(),{}])|(\S))/y;

/** Parses the notation's text; `splices` are the Exprs that \u0001i\u0001 stands for. */
export function parseNotation(src: string, splices: readonly Expr[] = []): Expr {
  let at = 0;
  let tok = "";
  let kind = 0;
  let start = 0;
  const fail = (what: string): never => {
    throw new Error(
      // eslint-disable-next-line no-control-regex
      `f: ${what} at ${start} in ${src.replace(/\u0001(\d+)\u0001/g, "${…}").trim()}`
    );
  };
  const next = () => {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(src);
    start = m ? m.index + m[0].length - m[0].trimStart().length : src.length;
    if (!m || !m[0].trim()) {
      [tok, kind, at] = ["", 0, src.length];
      return;
    }
    at = TOKEN.lastIndex;
    kind = m.findIndex((x, i) => i > 0 && x !== undefined);
    tok = m[kind];
    if (kind === 6) fail(`unexpected ${tok}`);
  };
  /** The current token is punctuation t (a function, so TypeScript does not narrow tok and kind). */
  const is = (t: string) => kind === 5 && tok === t;
  const take = (t: string) => {
    if (!is(t)) fail(`expected ${t}`);
    next();
  };
  const left = (sub: () => Node, ops: string[], build: (op: string, a: Expr, b: Expr) => Expr) => {
    let a = sub();
    while (ops.some(is)) {
      const op = tok;
      next();
      a = build(op, expr(a), expr(sub()));
    }
    return a;
  };
  const expr = (n: Node): Expr => (n.op === "array" ? fail("{...} outside LOOKUP") : (n as Expr));
  const comparison = () =>
    left(
      concat,
      ["=", "<>", "<", "<=", ">", ">="],
      (rel, a, b) => ({ op: "cmp", rel, a, b }) as Expr
    );
  const concat = (): Node => {
    const args = [additive()];
    while (is("&")) {
      next();
      args.push(additive());
    }
    return args.length > 1 ? { op: "concat", args: args.map(expr) } : args[0];
  };
  const ARITH: Record<string, "add" | "sub" | "mul" | "div"> = {
    "+": "add",
    "-": "sub",
    "*": "mul",
    "/": "div",
  };
  const additive = () => left(term, ["+", "-"], (o, a, b) => ({ op: ARITH[o], a, b }));
  const term = () => left(unary, ["*", "/"], (o, a, b) => ({ op: ARITH[o], a, b }));
  const unary = (): Node => {
    if (!is("-")) return primary();
    next();
    if (kind === (1 as number)) {
      const value = -Number(tok);
      next();
      return { op: "num", value };
    }
    return { op: "neg", a: expr(unary()) };
  };
  const primary = (): Node => {
    const [t, k] = [tok, kind];
    next();
    if (k === 1) return { op: "num", value: Number(t) };
    if (k === 2) return { op: "text", value: t.slice(1, -1).replace(/""/g, '"') };
    if (k === 4) return splices[Number(t)];
    if (k === 5 && t === "(") {
      const e = comparison();
      take(")");
      return e;
    }
    if (k === 5 && t === "{") {
      const values: Value[] = [];
      while (!is("}")) {
        if (values.length) take(",");
        const v = unary();
        if (v.op !== "num" && v.op !== "text" && v.op !== "bool") fail("expected a constant");
        values.push((v as { value: Value }).value);
      }
      next();
      return { op: "array", values };
    }
    if (k !== 3) return fail(t ? `unexpected ${t}` : "unexpected end");
    if (!is("(")) {
      if (t === "TRUE" || t === "FALSE") return { op: "bool", value: t === "TRUE" };
      return { op: "ref", name: t };
    }
    next();
    const args: Node[] = [];
    while (!is(")")) {
      if (args.length) take(",");
      args.push(comparison());
    }
    next();
    return call(t, args);
  };
  const call = (name: string, args: Node[]): Expr => {
    const arity = (...n: number[]) => {
      if (!n.includes(args.length)) fail(`${name} takes ${n.join(" or ")} arguments`);
    };
    const constant = (i: number, op: "num" | "text"): any => {
      const a = args[i];
      return a.op === op ? (a as { value: Value }).value : fail(`${name} needs a ${op} constant`);
    };
    const e = (i: number) => expr(args[i]);
    switch (name) {
      case "AND":
      case "OR":
      case "MAX":
      case "MIN":
      case "SUM":
      case "CONCAT":
        return { op: name.toLowerCase() as "and", args: args.map(expr) };
      case "NOT":
      case "ISEVEN":
      case "ISERROR":
        arity(1);
        return { op: name.toLowerCase() as "not", a: e(0) };
      case "MROUND":
      case "CEILING":
      case "MOD":
      case "PERMUT":
      case "IFERROR":
        arity(2);
        return { op: name.toLowerCase() as "mod", a: e(0), b: e(1) };
      case "ROUND":
      case "ROUNDUP":
      case "ROUNDDOWN":
        arity(2);
        return { op: name.toLowerCase() as "round", a: e(0), digits: constant(1, "num") };
      case "IF":
        arity(3);
        return { op: "if", cond: e(0), then: e(1), else: e(2) };
      case "MID":
        arity(3);
        return { op: "mid", a: e(0), start: constant(1, "num"), length: constant(2, "num") };
      case "ISBLANK":
        arity(1);
        return args[0].op === "ref"
          ? { op: "isblank", name: args[0].name }
          : fail("ISBLANK needs a name");
      case "NUMBERIN":
        arity(2);
        return { op: "numberIn", a: e(0), suffix: constant(1, "text") };
      case "LISTHAS":
        arity(2);
        return { op: "listHas", a: e(0), item: constant(1, "text") };
      case "WHOLECOUNT":
        arity(1);
        return ceilCount(e(0));
      case "LOOKUP": {
        arity(4);
        const [keys, values] = [args[1], args[2]];
        if (
          keys.op !== "array" ||
          values.op !== "array" ||
          keys.values.length !== values.values.length
        )
          fail("LOOKUP needs two {...} of one length");
        const m = constant(3, "num");
        if (m !== 0 && m !== 1) fail("LOOKUP's match is 0 or 1");
        return {
          op: "lookup",
          key: e(0),
          keys: (keys as { values: Value[] }).values,
          values: (values as { values: Value[] }).values,
          match: m ? "atMost" : "exact",
        };
      }
    }
    return fail(`unknown function ${name}`);
  };
  next();
  const result = expr(comparison());
  if (kind) fail(`unexpected ${tok}`);
  return result;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * Any Expr in f's notation (one line, no spaces): f of the text, or parseNotation, gives the tree back.
 * Example: printNotation(isblank("x")) is ISBLANK(x); printNotation(neg(num(2))) is -(2).
 */
export function printNotation(e: Expr, parent = 0): string {
  const wrap = (own: number, s: string) => (own < parent ? `(${s})` : s);
  const call = (name: string, ...args: (Expr | string)[]) =>
    `${name}(${args.map((a) => (typeof a === "string" ? a : printNotation(a))).join(",")})`;
  const num = (x: number) => (x < 0 || Object.is(x, -0) ? "-" + printNumber(-x) : printNumber(x));
  const value = (v: Value) =>
    typeof v === "number"
      ? num(v)
      : typeof v === "boolean"
        ? String(v).toUpperCase()
        : `"${v.replace(/"/g, '""')}"`;
  switch (e.op) {
    case "num":
      return e.value < 0 || Object.is(e.value, -0) ? wrap(2.5, num(e.value)) : num(e.value);
    case "text":
    case "bool":
      return value(e.value);
    case "ref":
    case "isblank":
      if (!NAME.test(e.name) || e.name === "TRUE" || e.name === "FALSE")
        throw new Error(`printNotation: ${e.name} is not a name of the notation`);
      return e.op === "ref" ? e.name : `ISBLANK(${e.name})`;
    case "add":
    case "sub":
    case "mul":
    case "div": {
      const p = e.op === "add" || e.op === "sub" ? 2 : 3;
      const sym = { add: "+", sub: "-", mul: "*", div: "/" }[e.op];
      return wrap(p, printNotation(e.a, p) + sym + printNotation(e.b, p + 1));
    }
    case "neg":
      return wrap(
        2.5,
        "-" + (e.a.op === "num" ? `(${printNotation(e.a)})` : printNotation(e.a, 4))
      );
    case "cmp":
      return wrap(1, printNotation(e.a, 1.5) + e.rel + printNotation(e.b, 1.5));
    case "concat":
      return e.args.length < 2
        ? call("CONCAT", ...e.args)
        : wrap(1.75, e.args.map((a) => printNotation(a, 2)).join("&"));
    case "and":
    case "or":
    case "max":
    case "min":
    case "sum":
      return call(e.op.toUpperCase(), ...e.args);
    case "not":
    case "iseven":
    case "iserror":
      return call(e.op.toUpperCase(), e.a);
    case "mround":
    case "ceiling":
    case "mod":
    case "permut":
    case "iferror":
      return call(e.op.toUpperCase(), e.a, e.b);
    case "round":
    case "roundup":
    case "rounddown":
      if (e.op === "roundup" && e.digits === 0 && e.a.op === "round" && e.a.digits === 9)
        return call("WHOLECOUNT", e.a.a);
      return call(e.op.toUpperCase(), e.a, num(e.digits));
    case "if":
      return call("IF", e.cond, e.then, e.else);
    case "mid":
      return call("MID", e.a, num(e.start), num(e.length));
    case "numberIn":
      return call("NUMBERIN", e.a, value(e.suffix));
    case "listHas":
      return call("LISTHAS", e.a, value(e.item));
    case "lookup":
      return call(
        "LOOKUP",
        e.key,
        `{${e.keys.map(value).join(",")}}`,
        `{${e.values.map(value).join(",")}}`,
        e.match === "exact" ? "0" : "1"
      );
  }
}
