import fc from "fast-check";
import {
  Expr,
  add,
  ceilCountAtLeastOne,
  cmp,
  concat,
  f,
  iff,
  isblank,
  lookup,
  max,
  mul,
  neg,
  num,
  parseNotation,
  printExcel,
  printNotation,
  sub,
  text,
} from ".";

const NAMES = ["a", "b.c", "input.highAvailability", "_x1", "IF", "load.normal"];
const value = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.boolean()
);
const digits = fc.integer({ min: -12, max: 12 });

/** Random Exprs of every node kind of expr.ts. */
const exprs: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => {
  const e = tie("e");
  const list = fc.array(e, { minLength: 0, maxLength: 3 });
  const name = fc.constantFrom(...NAMES);
  return {
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc
        .double({ noNaN: true, noDefaultInfinity: true })
        .map((value) => ({ op: "num", value }) as Expr),
      fc.string().map((value) => ({ op: "text", value }) as Expr),
      name.map((n) => ({ op: "ref", name: n }) as Expr),
      name.map((n) => ({ op: "isblank", name: n }) as Expr),
      fc.boolean().map((value) => ({ op: "bool", value }) as Expr),
      fc
        .tuple(
          fc.constantFrom(
            "add",
            "sub",
            "mul",
            "div",
            "mround",
            "ceiling",
            "mod",
            "permut",
            "iferror"
          ),
          e,
          e
        )
        .map(([op, a, b]) => ({ op, a, b }) as Expr),
      fc
        .tuple(fc.constantFrom("=", "<>", "<", "<=", ">", ">="), e, e)
        .map(([rel, a, b]) => ({ op: "cmp", rel, a, b }) as Expr),
      fc
        .tuple(fc.constantFrom("neg", "not", "iseven", "iserror"), e)
        .map(([op, a]) => ({ op, a }) as Expr),
      fc
        .tuple(fc.constantFrom("and", "or", "max", "min", "sum", "concat"), list)
        .map(([op, args]) => ({ op, args }) as Expr),
      fc.tuple(e, e, e).map(([c, t, o]) => ({ op: "if", cond: c, then: t, else: o }) as Expr),
      fc
        .tuple(fc.constantFrom("round", "roundup", "rounddown"), e, digits)
        .map(([op, a, d]) => ({ op, a, digits: d }) as Expr),
      fc
        .tuple(e, digits, digits)
        .map(([a, start, length]) => ({ op: "mid", a, start, length }) as Expr),
      fc.tuple(e, fc.string()).map(([a, suffix]) => ({ op: "numberIn", a, suffix }) as Expr),
      fc
        .tuple(e, fc.stringMatching(/^[A-Za-z0-9._]+$/))
        .map(([a, item]) => ({ op: "listHas", a, item }) as Expr),
      fc
        .tuple(e, fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 4 }), fc.boolean())
        .map(
          ([key, kv, exact]) =>
            ({
              op: "lookup",
              key,
              keys: kv.map((p) => p[0]),
              values: kv.map((p) => p[1]),
              match: exact ? "exact" : "atMost",
            }) as Expr
        )
    ),
  };
}).e;

describe("f, the formula notation", () => {
  it("reads a calculator cell as the builders write it", () => {
    const c = { id: "worstFailure" };
    expect(f`IF(input.highAvailability="Yes",MAX(a.${c.id},b),"--")`).toEqual(
      iff(cmp("input.highAvailability", "=", text("Yes")), max("a.worstFailure", "b"), text("--"))
    );
    expect(f`a+b+c`).toEqual(add(add("a", "b"), "c"));
    expect(f`a-(b-c)`).toEqual(sub("a", sub("b", "c")));
    expect(f`a * -2`).toEqual(mul("a", -2));
    expect(f`-(2)`).toEqual(neg(2));
    expect(f`-x`).toEqual(neg("x"));
    expect(f`"say ""hi"""&x&1`).toEqual(concat(text('say "hi"'), "x", 1));
    expect(f`ISBLANK(x)`).toEqual(isblank("x"));
    expect(f`x=""`).toEqual(cmp("x", "=", text("")));
    expect(f`MAX(1, WHOLECOUNT(x / g))`).toEqual(
      ceilCountAtLeastOne({ op: "div", a: { op: "ref", name: "x" }, b: { op: "ref", name: "g" } })
    );
    expect(f`LOOKUP(k,{1,-2,"a"},{TRUE,"x",3},1)`).toEqual(
      lookup("k", [1, -2, "a"], [true, "x", 3], "atMost")
    );
    expect(f`${3}*load.${"normal"}`).toEqual(mul(3, "load.normal"));
  });

  it("splices an Expr as one operand", () => {
    const s = add("p", "q");
    expect(f`${s}*2`).toEqual(mul(s, 2));
    expect(f`MAX(${num(-1)},${s})`).toEqual(max(-1, s));
  });

  it("gives back every Expr printNotation writes, and prints as printExcel does", () => {
    fc.assert(
      fc.property(exprs, (e) => {
        const back = parseNotation(printNotation(e));
        expect(back).toStrictEqual(e);
        expect(printExcel(back, (n) => n)).toBe(printExcel(e, (n) => n));
      }),
      { numRuns: 3000 }
    );
  });

  it("throws on bad text, naming the text and the position", () => {
    const bad: [string, RegExp][] = [
      ["IF(a,b", /expected , at 6 in IF\(a,b$/],
      ["IF(a,b,c,d)", /IF takes 3 arguments at 11 in IF\(a,b,c,d\)/],
      ["a+", /unexpected end at 2 in a\+/],
      ["a b", /unexpected b at 2 in a b/],
      ["FOO(1)", /unknown function FOO at 6 in FOO\(1\)/],
      ["ROUND(a,b)", /ROUND needs a num constant/],
      ["x#", /unexpected # at 1 in x#/],
      ['"abc', /unexpected " at 0/],
      ["{1,2}", /\{\.\.\.\} outside LOOKUP/],
      ["", /unexpected end at 0/],
    ];
    for (const [src, message] of bad) expect(() => parseNotation(src)).toThrow(message);
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          parseNotation(s);
        } catch (e) {
          expect((e as Error).message).toMatch(/^f: .+ at \d+ in /);
        }
      })
    );
  });
});
