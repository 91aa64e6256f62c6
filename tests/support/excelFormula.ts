/**
 * A small evaluator of exactly the Excel formula subset ExSize's workbooks write, for the fast parity
 * test (tests/workbook/formulaParity.test.ts): it reads a formula as the workbook prints it and
 * computes it as Excel would, with no spreadsheet engine. Written apart from src/core/formula (its own
 * tokenizer, parser and Excel semantics), so a formula printed wrong, or a core that computes
 * something else, shows as a difference.
 *
 * The subset: numbers, "text", TRUE/FALSE, names (ex.DVS), absolute ranges of the sheet ($O$31:$O$58,
 * read through the name reader like a name), array constants {1,2,3} (one row), unary -
 * and + - * / & = <> < <= > >= with Excel's precedence (comparison < & < + - < * / < unary -), and the
 * functions ROUND, ROUNDUP, ROUNDDOWN, MAX, MIN, SUM, IF, AND, OR, NOT, INDEX, MATCH, ISNUMBER, MID,
 * SUBSTITUTE (every occurrence) and VALUE (of plain decimal digits, as every locale reads them).
 * Anything else throws, so a formula outside the subset cannot pass unread. Errors are thrown as
 * ExcelError with Excel's code (#DIV/0!, #VALUE!, #N/A, #NUM!).
 */

export type ExcelValue = number | string | boolean;
type Arg = ExcelValue | readonly ExcelValue[];

export class ExcelError extends Error {
  constructor(readonly code: "#DIV/0!" | "#VALUE!" | "#N/A" | "#NUM!" | "#NAME?") {
    super(code);
  }
}

type Node =
  | { k: "lit"; v: ExcelValue }
  | { k: "array"; v: readonly ExcelValue[] }
  | { k: "name"; name: string }
  | { k: "neg"; a: Node }
  | { k: "bin"; op: string; a: Node; b: Node }
  | { k: "call"; fn: string; args: readonly Node[] };

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|("(?:[^"]|"")*")|(TRUE|FALSE)(?![\w.(])|(\$[A-Z]{1,3}\$\d+(?::\$[A-Z]{1,3}\$\d+)?)|([A-Za-z_][\w.]*)|(<>|<=|>=|[-+*/&=<>(),{}]))/iy;

function tokenize(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`unreadable formula at "${text.slice(at)}"`);
    out.push(m[0].trim());
  }
  return out;
}

const LEVELS: readonly (readonly string[])[] = [
  ["=", "<>", "<", "<=", ">", ">="],
  ["&"],
  ["+", "-"],
  ["*", "/"],
];
const FUNCTIONS = new Set([
  "ROUND",
  "ROUNDUP",
  "ROUNDDOWN",
  "MAX",
  "MIN",
  "SUM",
  "IF",
  "AND",
  "OR",
  "NOT",
  "INDEX",
  "MATCH",
  "ISNUMBER",
  "MID",
  "VALUE",
  "SUBSTITUTE",
]);

/** Parses a formula ("=..." or without the "=") of the subset into a tree; throws outside it. */
export function parseFormula(formula: string): Node {
  const tokens = tokenize(formula.startsWith("=") ? formula.slice(1) : formula);
  let at = 0;
  const peek = () => tokens[at];
  const take = (t?: string) => {
    const got = tokens[at++];
    if (t !== undefined && got !== t) throw new Error(`expected ${t}, got ${got ?? "the end"}`);
    return got;
  };
  const literal = (t: string): ExcelValue => {
    if (/^\d/.test(t)) return Number(t);
    if (t.startsWith('"')) return t.slice(1, -1).replace(/""/g, '"');
    if (/^(TRUE|FALSE)$/i.test(t)) return t.toUpperCase() === "TRUE";
    if (t === "-") return -Number(take());
    throw new Error(`not a constant: ${t}`);
  };
  const binary = (level: number): Node => {
    if (level === LEVELS.length) return unary();
    let node = binary(level + 1);
    while (peek() !== undefined && LEVELS[level].includes(peek())) {
      const op = take();
      node = { k: "bin", op, a: node, b: binary(level + 1) };
    }
    return node;
  };
  const unary = (): Node => {
    const t = take();
    if (t === undefined) throw new Error("formula ends too soon");
    if (t === "-") return { k: "neg", a: unary() };
    if (t === "(") {
      const inner = binary(0);
      take(")");
      return inner;
    }
    if (t === "{") {
      const values = [literal(take())];
      while (peek() === ",") {
        take();
        values.push(literal(take()));
      }
      take("}");
      return { k: "array", v: values };
    }
    if (peek() === "(" && /^[A-Za-z]/.test(t)) {
      const fn = t.toUpperCase();
      if (!FUNCTIONS.has(fn)) throw new Error(`${fn} is outside the workbook's subset`);
      take("(");
      const args: Node[] = [];
      if (peek() !== ")") {
        args.push(binary(0));
        while (peek() === ",") {
          take();
          args.push(binary(0));
        }
      }
      take(")");
      return { k: "call", fn, args };
    }
    if (/^(\d|")/.test(t) || /^(TRUE|FALSE)$/i.test(t)) return { k: "lit", v: literal(t) };
    if (/^[A-Za-z_$]/.test(t)) return { k: "name", name: t };
    throw new Error(`unexpected ${t}`);
  };
  const tree = binary(0);
  if (at < tokens.length) throw new Error(`unexpected ${tokens.slice(at).join(" ")}`);
  return tree;
}

function num(v: Arg): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (Array.isArray(v)) throw new ExcelError("#VALUE!");
  throw new ExcelError("#VALUE!");
}
function bool(v: Arg): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  throw new ExcelError("#VALUE!");
}
function str(v: Arg): string {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (Array.isArray(v)) throw new ExcelError("#VALUE!");
  return String(v);
}
function finite(x: number): number {
  if (!Number.isFinite(x)) throw new ExcelError("#NUM!");
  return x;
}
/** Excel compares kinds as numbers < text < logicals, text without case. */
function compare(a: ExcelValue, b: ExcelValue): number {
  const rank = (v: ExcelValue) => (typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  const x = typeof a === "string" ? a.toLowerCase() : Number(a);
  const y = typeof b === "string" ? (b as string).toLowerCase() : Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
/** |x| x 10^d, without the noise of the product (1.1 x 10 = 11.000000000000002). */
function shifted(x: number, d: number): number {
  const v = Math.abs(x) * 10 ** d;
  const r = Math.round(v);
  return d !== 0 && Math.abs(v - r) <= 1e-9 * Math.max(1, v) ? r : v;
}
const ROUNDING: Readonly<Record<string, (v: number) => number>> = {
  ROUND: (v) => Math.floor(v + 0.5),
  ROUNDUP: Math.ceil,
  ROUNDDOWN: Math.floor,
};

/** The value of a parsed formula, names read through `name` (undefined: #NAME?). */
export function evaluateFormula(
  node: Node,
  name: (n: string) => ExcelValue | undefined
): ExcelValue {
  const ev = (n: Node): Arg => {
    switch (n.k) {
      case "lit":
        return n.v;
      case "array":
        return n.v;
      case "name": {
        const v = name(n.name);
        if (v === undefined) throw new ExcelError("#NAME?");
        return v;
      }
      case "neg":
        return -num(ev(n.a));
      case "bin": {
        const a = ev(n.a);
        const b = ev(n.b);
        switch (n.op) {
          case "+":
            return finite(num(a) + num(b));
          case "-":
            return finite(num(a) - num(b));
          case "*":
            return finite(num(a) * num(b));
          case "/":
            if (num(b) === 0) throw new ExcelError("#DIV/0!");
            return finite(num(a) / num(b));
          case "&":
            return str(a) + str(b);
          default: {
            const c = compare(a as ExcelValue, b as ExcelValue);
            return {
              "=": c === 0,
              "<>": c !== 0,
              "<": c < 0,
              "<=": c <= 0,
              ">": c > 0,
              ">=": c >= 0,
            }[n.op] as boolean;
          }
        }
      }
      case "call":
        return call(n.fn, n.args, ev);
    }
  };
  const v = ev(node);
  if (Array.isArray(v)) throw new ExcelError("#VALUE!");
  return v as ExcelValue;
}

function call(fn: string, args: readonly Node[], ev: (n: Node) => Arg): Arg {
  switch (fn) {
    case "IF":
      return bool(ev(args[0])) ? ev(args[1]) : args.length > 2 ? ev(args[2]) : false;
    case "AND":
      return args.map((a) => bool(ev(a))).every(Boolean);
    case "OR":
      return args.map((a) => bool(ev(a))).some(Boolean);
    case "NOT":
      return !bool(ev(args[0]));
    case "MAX":
      return Math.max(...args.map((a) => num(ev(a))));
    case "MIN":
      return Math.min(...args.map((a) => num(ev(a))));
    case "SUM":
      return finite(args.map((a) => num(ev(a))).reduce((s, x) => s + x, 0));
    case "ROUND":
    case "ROUNDUP":
    case "ROUNDDOWN": {
      const x = num(ev(args[0]));
      const d = num(ev(args[1]));
      return (Math.sign(x) * ROUNDING[fn](shifted(x, d))) / 10 ** d;
    }
    case "ISNUMBER":
      return typeof ev(args[0]) === "number";
    case "SUBSTITUTE": {
      const text = str(ev(args[0]));
      const old = str(ev(args[1]));
      const by = str(ev(args[2]));
      return old === "" ? text : text.split(old).join(by);
    }
    case "VALUE": {
      const v = ev(args[0]);
      if (typeof v === "number") return v;
      const text = str(v).trim();
      if (!/^\d+(\.\d+)?$/.test(text)) throw new ExcelError("#VALUE!");
      return Number(text);
    }
    case "MID": {
      const text = str(ev(args[0]));
      const start = num(ev(args[1]));
      const length = num(ev(args[2]));
      if (start < 1 || length < 0) throw new ExcelError("#VALUE!");
      return text.slice(start - 1, start - 1 + length);
    }
    case "INDEX": {
      // Only INDEX(one-row array, 1, column): the two-argument shorthand on a one-row array is
      // Excel's and LibreOffice's, not Gnumeric's (#REF!), so the workbook never writes it.
      if (args.length !== 3 || num(ev(args[1])) !== 1)
        throw new Error("INDEX outside the workbook's subset: write INDEX(row, 1, column)");
      const list = ev(args[0]);
      const i = num(ev(args[2]));
      if (!Array.isArray(list)) throw new ExcelError("#VALUE!");
      if (i < 1 || i > list.length) throw new ExcelError("#N/A");
      return list[Math.trunc(i) - 1];
    }
    case "MATCH": {
      const key = ev(args[0]) as ExcelValue;
      const list = ev(args[1]);
      const type = args.length > 2 ? num(ev(args[2])) : 1;
      if (!Array.isArray(list)) throw new ExcelError("#N/A");
      let found = -1;
      if (type === 0) found = list.findIndex((v) => compare(v, key) === 0);
      else list.forEach((v, i) => (compare(v, key) <= 0 ? (found = i) : undefined));
      if (found < 0) throw new ExcelError("#N/A");
      return found + 1;
    }
  }
  throw new Error(`${fn} is outside the workbook's subset`);
}

/** Parses and evaluates a formula as the workbook prints it. */
export function excelValue(
  formula: string,
  name: (n: string) => ExcelValue | undefined
): ExcelValue {
  return evaluateFormula(parseFormula(formula), name);
}
