/**
 * A sizing step's formula as data: one small typed expression that the core evaluates for its number
 * (evaluate.ts) and the workbook prints as a native Excel formula over `ex.*` names
 * (src/workbook/formulaText.ts). Written once, the two cannot drift.
 *
 * The node set is the subset of Excel the workbook uses, with Excel's meaning:
 * - `num`, `text`: constants; `ref`: an input, option or earlier step, by the name the method gives it
 *   (the workbook maps each to its `ex.*` name);
 * - `add`, `sub`, `mul`, `div`: left to right, exactly as written (a x b / c is (a x b) / c), so the
 *   core's doubles equal the spreadsheet's;
 * - `cmp`: = <> < <= > >=, text compared without case as Excel does; `and`, `or`, `not`, `if`;
 * - `max`, `min`, `sum`; `round`, `roundup`, `rounddown` (Excel's: half away from zero, away from /
 *   towards zero); `isblank` (the cell is empty: Excel's `x=""`);
 * - `concat`: Excel's & (text joined; TRUE/FALSE and numbers as their text); `mid`: MID(text, start,
 *   length), 1-based as Excel's;
 * - `lookup`: an exact or approximate MATCH of a key in a constant column, INDEX into a parallel one,
 *   printed as INDEX({...},1,MATCH(key,{...},0|1)) (row 1: Gnumeric refuses a one-row array's shorthand).
 * - `bool`: TRUE or FALSE; `mround`, `ceiling`, `mod`, `permut`, `iseven`: Excel's MROUND, CEILING,
 *   MOD, PERMUT, ISEVEN; `iferror`, `iserror`: Excel's IFERROR and ISERROR (the Microsoft calculator's
 *   formulas use them); `numberIn`: VALUE(SUBSTITUTE(text, suffix, "")), the whole number of a "16000 GB".
 * - `listHas`: TRUE when a comma-separated list (a text, spaces ignored) holds `item`, without case, as
 *   Excel's ISNUMBER(SEARCH(",item,", ","&SUBSTITUTE(list," ","")&",")) finds it (the verdict's
 *   acceptedDespite list; `item` is letters, digits and dots, so SEARCH's wildcards never occur).
 * - `max`, `min`, `sum` skip a direct reference that holds text or a logical, as Excel's MAX(A1,B1)
 *   does (an expression argument is converted as everywhere else).
 *
 * Example: DVS = IDBS x contentIndex x volumeOverhead (seed 000, Table 14, step 7) is
 *   mul(mul(ref("IDBS"), ref("contentIndex")), ref("volumeOverhead"))
 * which evaluates to 1265.5 GB for IDBS 958.7 and prints as =ex.IDBS*ex.contentIndex*ex.volumeOverhead.
 */
export type Value = number | string | boolean;

export type Relation = "=" | "<>" | "<" | "<=" | ">" | ">=";
export type Arithmetic = "add" | "sub" | "mul" | "div";

export type Expr =
  | { readonly op: "num"; readonly value: number }
  | { readonly op: "text"; readonly value: string }
  | { readonly op: "ref"; readonly name: string }
  | { readonly op: Arithmetic; readonly a: Expr; readonly b: Expr }
  | { readonly op: "neg"; readonly a: Expr }
  | { readonly op: "cmp"; readonly rel: Relation; readonly a: Expr; readonly b: Expr }
  | { readonly op: "and" | "or" | "max" | "min" | "sum"; readonly args: readonly Expr[] }
  | { readonly op: "not"; readonly a: Expr }
  | { readonly op: "if"; readonly cond: Expr; readonly then: Expr; readonly else: Expr }
  | { readonly op: "round" | "roundup" | "rounddown"; readonly a: Expr; readonly digits: number }
  | { readonly op: "isblank"; readonly name: string }
  | { readonly op: "bool"; readonly value: boolean }
  | { readonly op: "mround" | "ceiling" | "mod" | "permut"; readonly a: Expr; readonly b: Expr }
  | { readonly op: "iseven" | "iserror"; readonly a: Expr }
  | { readonly op: "iferror"; readonly a: Expr; readonly b: Expr }
  | { readonly op: "concat"; readonly args: readonly Expr[] }
  | { readonly op: "mid"; readonly a: Expr; readonly start: number; readonly length: number }
  | { readonly op: "numberIn"; readonly a: Expr; readonly suffix: string }
  | { readonly op: "listHas"; readonly a: Expr; readonly item: string }
  | {
      readonly op: "lookup";
      readonly key: Expr;
      readonly keys: readonly Value[];
      readonly values: readonly Value[];
      /** exact: MATCH(...,0); atMost: the last key <= the key in ascending keys, MATCH(...,1). */
      readonly match: "exact" | "atMost";
    };

/** A number, a name, or an expression: the builders take any of them. */
export type Operand = Expr | number | string;

/** A number is a constant; a string is a reference by name (use `text()` for a text constant). */
export function expr(x: Operand): Expr {
  if (typeof x === "number") return { op: "num", value: x };
  if (typeof x === "string") return { op: "ref", name: x };
  return x;
}

export const num = (value: number): Expr => ({ op: "num", value });
export const text = (value: string): Expr => ({ op: "text", value });
export const ref = (name: string): Expr => ({ op: "ref", name });

/** Left-folded arithmetic: mul(a, b, c) is (a x b) x c, as Excel reads a*b*c. */
function fold(op: Arithmetic, first: Operand, rest: readonly Operand[]): Expr {
  if (rest.length === 0) throw new Error(`${op} needs two operands or more`);
  return rest.reduce<Expr>((a, b) => ({ op, a, b: expr(b) }), expr(first));
}
export const add = (a: Operand, ...rest: Operand[]): Expr => fold("add", a, rest);
export const sub = (a: Operand, ...rest: Operand[]): Expr => fold("sub", a, rest);
export const mul = (a: Operand, ...rest: Operand[]): Expr => fold("mul", a, rest);
export const div = (a: Operand, ...rest: Operand[]): Expr => fold("div", a, rest);
export const neg = (a: Operand): Expr => ({ op: "neg", a: expr(a) });

export const cmp = (a: Operand, rel: Relation, b: Operand): Expr => ({
  op: "cmp",
  rel,
  a: expr(a),
  b: expr(b),
});
export const eq = (a: Operand, b: Operand): Expr => cmp(a, "=", b);
export const and = (...args: Operand[]): Expr => ({ op: "and", args: args.map(expr) });
export const or = (...args: Operand[]): Expr => ({ op: "or", args: args.map(expr) });
export const not = (a: Operand): Expr => ({ op: "not", a: expr(a) });
export const iff = (cond: Operand, then: Operand, otherwise: Operand): Expr => ({
  op: "if",
  cond: expr(cond),
  then: expr(then),
  else: expr(otherwise),
});
export const max = (...args: Operand[]): Expr => ({ op: "max", args: args.map(expr) });
export const min = (...args: Operand[]): Expr => ({ op: "min", args: args.map(expr) });
export const sum = (...args: Operand[]): Expr => ({ op: "sum", args: args.map(expr) });
export const round = (a: Operand, digits: number): Expr => ({ op: "round", a: expr(a), digits });
export const roundup = (a: Operand, digits = 0): Expr => ({ op: "roundup", a: expr(a), digits });
export const rounddown = (a: Operand, digits = 0): Expr => ({
  op: "rounddown",
  a: expr(a),
  digits,
});
export const isblank = (name: string): Expr => ({ op: "isblank", name });
export const bool = (value: boolean): Expr => ({ op: "bool", value });
/** Excel's MROUND(a, b): a rounded to the nearest multiple of b, halves away from zero. */
export const mround = (a: Operand, b: Operand): Expr => ({ op: "mround", a: expr(a), b: expr(b) });
/** Excel's CEILING(a, b): a rounded up (away from zero) to a multiple of b. */
export const ceiling = (a: Operand, b: Operand): Expr => ({
  op: "ceiling",
  a: expr(a),
  b: expr(b),
});
/** Excel's MOD(a, b): a - b x INT(a / b), the sign of b. */
export const mod = (a: Operand, b: Operand): Expr => ({ op: "mod", a: expr(a), b: expr(b) });
/** Excel's PERMUT(n, k): n! / (n - k)!, both truncated to whole numbers. */
export const permut = (a: Operand, b: Operand): Expr => ({ op: "permut", a: expr(a), b: expr(b) });
export const iseven = (a: Operand): Expr => ({ op: "iseven", a: expr(a) });
export const iserror = (a: Operand): Expr => ({ op: "iserror", a: expr(a) });
export const iferror = (a: Operand, b: Operand): Expr => ({
  op: "iferror",
  a: expr(a),
  b: expr(b),
});
/** Excel's a&b&...: the texts joined. */
export const concat = (...args: Operand[]): Expr => ({ op: "concat", args: args.map(expr) });
/** Excel's MID(text, start, length): `length` characters from the 1-based `start`. */
/** TRUE when the comma-separated list `a` (spaces ignored, any case) holds `item`. */
export const listHas = (a: Operand, item: string): Expr => {
  if (!/^[A-Za-z0-9._]+$/.test(item)) throw new Error(`listHas: ${item} is not a plain key`);
  return { op: "listHas", a: expr(a), item };
};
export const mid = (a: Operand, start: number, length: number): Expr => ({
  op: "mid",
  a: expr(a),
  start,
  length,
});
/**
 * Excel's VALUE(SUBSTITUTE(text, suffix, "")): the whole number a text such as "16000 GB" holds before
 * its unit. Only digits may remain once the suffix is taken out (no sign, separator or decimal point),
 * so the figure is the same in every Excel locale; anything else is #VALUE!, as VALUE's is.
 * Example: numberIn(ref("input.diskCapacityDc1DatabaseLog"), " GB") is 16000 for "16000 GB" and prints
 * as VALUE(SUBSTITUTE(ex.ms.input.diskCapacityDc1DatabaseLog," GB","")).
 */
export const numberIn = (a: Operand, suffix: string): Expr => ({
  op: "numberIn",
  a: expr(a),
  suffix,
});

export const lookup = (
  key: Operand,
  keys: readonly Value[],
  values: readonly Value[],
  match: "exact" | "atMost" = "exact"
): Expr => {
  if (keys.length !== values.length || keys.length === 0)
    throw new Error("lookup needs keys and values of one non-zero length");
  return { op: "lookup", key: expr(key), keys, values, match };
};

/**
 * The core's whole count of things (units.ts ceilCount): ROUNDUP(ROUND(x, 9), 0), so floating-point
 * noise (12.000000000000002) never counts one thing too many.
 */
export const ceilCount = (x: Operand): Expr => roundup(round(x, 9), 0);

/** ceilCount, at least 1 (units.ts ceilCountAtLeastOne): MAX(1, ROUNDUP(ROUND(x, 9), 0)). */
export const ceilCountAtLeastOne = (x: Operand): Expr => max(1, ceilCount(x));

/** The expression with every name it reads (ref, isblank) mapped by `rename`. */
export function renameRefs(e: Expr, rename: (name: string) => string): Expr {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x === null || typeof x !== "object") return x;
    const node = x as Record<string, unknown>;
    if ((node.op === "ref" || node.op === "isblank") && typeof node.name === "string")
      return { ...node, name: rename(node.name) };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  return walk(e) as Expr;
}

/** Every name an expression reads (refs and isblank), in first-use order. */
export function refsOf(e: Expr, into: string[] = []): string[] {
  const add1 = (n: string) => {
    if (!into.includes(n)) into.push(n);
  };
  switch (e.op) {
    case "num":
    case "text":
    case "bool":
      break;
    case "ref":
    case "isblank":
      add1(e.name);
      break;
    // Every operator of two operands reads a, then b.
    case "add":
    case "sub":
    case "mul":
    case "div":
    case "cmp":
    case "mround":
    case "ceiling":
    case "mod":
    case "permut":
    case "iferror":
      refsOf(e.a, into);
      refsOf(e.b, into);
      break;
    // Every operator of one operand reads a (its literals, round's digits or mid's start, name nothing).
    case "neg":
    case "not":
    case "round":
    case "roundup":
    case "rounddown":
    case "mid":
    case "numberIn":
    case "listHas":
    case "iseven":
    case "iserror":
      refsOf(e.a, into);
      break;
    case "concat":
    case "and":
    case "or":
    case "max":
    case "min":
    case "sum":
      e.args.forEach((a) => refsOf(a, into));
      break;
    case "if":
      refsOf(e.cond, into);
      refsOf(e.then, into);
      refsOf(e.else, into);
      break;
    case "lookup":
      refsOf(e.key, into);
      break;
  }
  return into;
}
