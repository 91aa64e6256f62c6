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
  return print(e, { nameOf, method: false }, 0);
}

/**
 * An expression in the methods' own notation, for the "Formula as the method writes it" column of a
 * step sheet: plain names, " x " for *, spaced operators, and the core's whole count of at least one,
 * MAX(1,ROUNDUP(ROUND(x,9),0)), as ROUNDUP(x). Not a formula Excel reads; printExcel is.
 * Example: ceilCountAtLeastOne(div(max("a","b"),"g")) => ROUNDUP(MAX(a, b) / g)
 */
export function printMethod(e: Expr): string {
  return print(e, { nameOf: (name) => name, method: true }, 0);
}

interface Style {
  readonly nameOf: (name: string) => string;
  /** printMethod's notation rather than Excel's. */
  readonly method: boolean;
}

/** x when e is MAX(1,ROUNDUP(ROUND(x,9),0)), the core's whole count of at least one. */
function wholeCountOf(e: Expr): Expr | undefined {
  if (e.op !== "max" || e.args.length !== 2) return undefined;
  const [one, up] = e.args;
  if (one.op !== "num" || one.value !== 1 || up.op !== "roundup" || up.digits !== 0)
    return undefined;
  return up.a.op === "round" && up.a.digits === 9 ? up.a.a : undefined;
}

const PRECEDENCE: Readonly<Record<string, number>> = { cmp: 1, add: 2, sub: 2, mul: 3, div: 3 };
const SYMBOL: Readonly<Record<string, string>> = { add: "+", sub: "-", mul: "*", div: "/" };
const METHOD_SYMBOL: Readonly<Record<string, string>> = {
  add: " + ",
  sub: " - ",
  mul: " x ",
  div: " / ",
};

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

function print(e: Expr, style: Style, parent: number): string {
  const wrap = (own: number, s: string) => (own < parent ? `(${s})` : s);
  const call = (name: string, args: readonly string[]) =>
    `${name}(${args.join(style.method ? ", " : ",")})`;
  const nameOf = style.nameOf;
  const whole = style.method ? wholeCountOf(e) : undefined;
  if (whole) return call("ROUNDUP", [print(whole, style, 0)]);
  switch (e.op) {
    case "num":
      return e.value < 0 ? wrap(2.5, printNumber(e.value)) : printNumber(e.value);
    case "text":
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
      return wrap(
        p,
        print(e.a, style, p) +
          (style.method ? METHOD_SYMBOL : SYMBOL)[e.op] +
          print(e.b, style, p + 1)
      );
    }
    case "neg":
      return wrap(2.5, "-" + print(e.a, style, 4));
    case "cmp":
      return wrap(1, print(e.a, style, 1.5) + e.rel + print(e.b, style, 1.5));
    case "and":
    case "or":
    case "max":
    case "min":
    case "sum":
      return call(
        e.op.toUpperCase(),
        e.args.map((a) => print(a, style, 0))
      );
    case "concat":
      // & binds looser than + - * / and tighter than comparisons.
      return wrap(1.75, e.args.map((a) => print(a, style, 2)).join("&"));
    case "mid":
      return call("MID", [print(e.a, style, 0), String(e.start), String(e.length)]);
    case "numberIn":
      return call("VALUE", [
        call("SUBSTITUTE", [
          print(e.a, style, 0),
          print({ op: "text", value: e.suffix }, style, 0),
          print({ op: "text", value: "" }, style, 0),
        ]),
      ]);
    case "listHas":
      return call("ISNUMBER", [
        call("SEARCH", [
          printValue(`,${e.item},`),
          `","&${call("SUBSTITUTE", [print(e.a, style, 2), '" "', '""'])}&","`,
        ]),
      ]);
    case "not":
      return call("NOT", [print(e.a, style, 0)]);
    case "bool":
      return e.value ? "TRUE" : "FALSE";
    case "mround":
    case "ceiling":
    case "mod":
    case "permut":
    case "iferror":
      return call(e.op.toUpperCase(), [print(e.a, style, 0), print(e.b, style, 0)]);
    case "iseven":
    case "iserror":
      return call(e.op.toUpperCase(), [print(e.a, style, 0)]);
    case "if":
      return call("IF", [
        print(e.cond, style, 0),
        print(e.then, style, 0),
        print(e.else, style, 0),
      ]);
    case "round":
    case "roundup":
    case "rounddown":
      return call(e.op.toUpperCase(), [print(e.a, style, 0), String(e.digits)]);
    case "lookup":
      // INDEX(row, 1, MATCH(...)): a one-row array indexed by its column. INDEX(row, MATCH(...)) is
      // Excel's and LibreOffice's shorthand, but Gnumeric gives #REF! (docs/workbook.md, portability).
      return call("INDEX", [
        `{${e.values.map(printValue).join(",")}}`,
        "1",
        call("MATCH", [
          print(e.key, style, 0),
          `{${e.keys.map(printValue).join(",")}}`,
          e.match === "exact" ? "0" : "1",
        ]),
      ]);
  }
}
