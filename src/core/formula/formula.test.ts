import {
  add,
  bool,
  cmp,
  max,
  sum,
  ceilCountAtLeastOne,
  div,
  envOf,
  evaluate,
  evaluateSteps,
  iff,
  isblank,
  lookup,
  mul,
  printExcel,
  sub,
  text,
  eq,
} from ".";

const ex = (n: string) => "ex." + n;

describe("one description: the number and the native formula", () => {
  // seed 000, Table 14 step 7 and Table 18: IDBS 958.73 GB x 1.1 x 1.2 = 1265.5 GB (printed 1266)
  const dvs = mul(mul("IDBS", "contentIndex"), "volumeOverhead");
  it("evaluates Table 18's DVS", () => {
    const v = evaluate(dvs, envOf({ IDBS: 958.73, contentIndex: 1.1, volumeOverhead: 1.2 }));
    expect(Math.round(v as number)).toBe(1266);
  });
  it("prints it over workbook names", () => {
    expect(printExcel(dvs, ex)).toBe("ex.IDBS*ex.contentIndex*ex.volumeOverhead");
  });
  it("keeps the tree's association in the text", () => {
    expect(printExcel(sub("a", sub("b", "c")), ex)).toBe("ex.a-(ex.b-ex.c)");
    expect(printExcel(div(mul("a", "b"), mul("c", "d")), ex)).toBe("ex.a*ex.b/(ex.c*ex.d)");
    expect(printExcel(mul(add("a", "b"), "c"), ex)).toBe("(ex.a+ex.b)*ex.c");
    expect(printExcel(mul("a", -2), ex)).toBe("ex.a*(-2)");
  });
  it("prints whole counts as the workbook always has", () => {
    expect(printExcel(ceilCountAtLeastOne(div("DBS", "maxDbSizeGB")), ex)).toBe(
      "MAX(1,ROUNDUP(ROUND(ex.DBS/ex.maxDbSizeGB,9),0))"
    );
    // 12.000000000000002 databases are 12, not 13
    expect(evaluate(ceilCountAtLeastOne(div("a", "b")), envOf({ a: 0.1 * 3 * 40, b: 1 }))).toBe(12);
  });
  it('reads a blank input as Excel\'s x=""', () => {
    const f = iff(isblank("DBCountInput"), 14, "DBCountInput");
    expect(printExcel(f, ex)).toBe('IF(ex.DBCountInput="",14,ex.DBCountInput)');
    expect(evaluate(f, envOf({ DBCountInput: "" }))).toBe(14);
    expect(evaluate(f, envOf({ DBCountInput: 12 }))).toBe(12);
  });
  it("looks up a constant table", () => {
    const f = lookup("MSR", [50, 150, 200], [0.034, 0.101, 0.134]);
    expect(printExcel(f, ex)).toBe("INDEX({0.034,0.101,0.134},1,MATCH(ex.MSR,{50,150,200},0))");
    expect(evaluate(f, envOf({ MSR: 150 }))).toBe(0.101);
    const g = lookup("x", [0, 100, 1000], ["a", "b", "c"], "atMost");
    expect(evaluate(g, envOf({ x: 999 }))).toBe("b");
    expect(() => evaluate(f, envOf({ MSR: 151 }))).toThrow(
      expect.objectContaining({ excelError: "#N/A" })
    );
    expect(evaluate(eq("v", text("SE")), envOf({ v: "se" }))).toBe(true);
  });
  it("names the step whose formula fails", () => {
    const steps = [
      { key: "q", label: "Quotient", formula: div("a", "b"), unit: "", source: "", note: "" },
    ];
    expect(() => evaluateSteps(steps, envOf({ a: 1, b: 0 }))).toThrow(/Quotient \(q\) is #DIV\/0!/);
    expect(() => evaluateSteps(steps, envOf({ a: 1e308, b: 1e-308 }))).toThrow(/#NUM!/);
  });
  it("skips text and TRUE/FALSE held by a name in MAX, MIN and SUM, as Excel skips them in a reference", () => {
    const f = max("a", "b", "c");
    expect(printExcel(f, ex)).toBe("MAX(ex.a,ex.b,ex.c)");
    expect(evaluate(f, envOf({ a: "--", b: 20, c: 7 }))).toBe(20);
    expect(evaluate(f, envOf({ a: "--", b: "--", c: true }))).toBe(0);
    expect(evaluate(sum("a", "b"), envOf({ a: "--", b: 2 }))).toBe(2);
    // a constant text argument is #VALUE!, as in Excel
    expect(() => evaluate(max(text("--"), 1), envOf({}))).toThrow(
      expect.objectContaining({ excelError: "#VALUE!" })
    );
  });
  it("has TRUE and FALSE constants", () => {
    const f = iff(eq("ha", text("Yes")), cmp("n", ">", 16), bool(false));
    expect(printExcel(f, ex)).toBe('IF(ex.ha="Yes",ex.n>16,FALSE)');
    expect(evaluate(f, envOf({ ha: "No", n: 20 }))).toBe(false);
    expect(evaluate(f, envOf({ ha: "Yes", n: 20 }))).toBe(true);
  });
});
