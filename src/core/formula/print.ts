import { Expr, Value } from "./expr";

/**
 * An expression as Excel formula text (no leading "="), in invariant English as `range.formulas` and
 * OOXML take it. `nameOf` maps each referenced name to what the formula writes for it: the workbook's
 * `ex.*` name, or the plain name for the "Computed here as" text of a step sheet.
 *
 * Parentheses follow the tree exactly: a right operand of the same precedence is parenthesised
 * (a-(b-c), a*(b*c)), so Excel associates as the core evaluates and the doubles agree.
 *
 * Example: mul(mul("IDBS","contentIndex"),"volumeOverhead") with nameOf n => "ex." + n prints
 *   ex.IDBS*ex.contentIndex*ex.volumeOverhead
 */
export function printExcel(e: Expr, nameOf: (name: string) => string): string {
  return print(e, nameOf, 0);
}

const PRECEDENCE: Readonly<Record<string, number>> = { cmp: 1, add: 2, sub: 2, mul: 3, div: 3 };
const SYMBOL: Readonly<Record<string, string>> = { add: "+", sub: "-", mul: "*", div: "/" };

/** A number as Excel reads it back to the same double (17 significant digits at most, 1E-7 form). */
export function printNumber(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`cannot write ${x} in a formula`);
  return String(x).replace("e", "E");
}

function printValue(v: Value): string {
  if (typeof v === "number") return printNumber(v);
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return `"${v.replace(/"/g, '""')}"`;
}

function call(name: string, args: readonly string[]): string {
  return `${name}(${args.join(",")})`;
}

function print(e: Expr, nameOf: (name: string) => string, parent: number): string {
  const wrap = (own: number, s: string) => (own < parent ? `(${s})` : s);
  switch (e.op) {
    case "num":
      return e.value < 0 ? wrap(2.5, printNumber(e.value)) : printNumber(e.value);
    case "text":
    case "bool":
      return printValue(e.value);
    case "ref":
      return nameOf(e.name);
    case "isblank":
      return wrap(1, `${nameOf(e.name)}=""`);
    case "add":
    case "sub":
    case "mul":
    case "div": {
      const p = PRECEDENCE[e.op];
      return wrap(p, print(e.a, nameOf, p) + SYMBOL[e.op] + print(e.b, nameOf, p + 1));
    }
    case "neg":
      return wrap(2.5, "-" + print(e.a, nameOf, 4));
    case "cmp":
      return wrap(1, print(e.a, nameOf, 1.5) + e.rel + print(e.b, nameOf, 1.5));
    case "and":
    case "or":
    case "max":
    case "min":
    case "sum":
      return call(
        e.op.toUpperCase(),
        e.args.map((a) => print(a, nameOf, 0))
      );
    case "not":
      return call("NOT", [print(e.a, nameOf, 0)]);
    case "if":
      return call("IF", [
        print(e.cond, nameOf, 0),
        print(e.then, nameOf, 0),
        print(e.else, nameOf, 0),
      ]);
    case "round":
    case "roundup":
    case "rounddown":
      return call(e.op.toUpperCase(), [print(e.a, nameOf, 0), String(e.digits)]);
    case "lookup":
      return call("INDEX", [
        `{${e.values.map(printValue).join(",")}}`,
        call("MATCH", [
          print(e.key, nameOf, 0),
          `{${e.keys.map(printValue).join(",")}}`,
          e.match === "exact" ? "0" : "1",
        ]),
      ]);
  }
}
