/**
 * scripts/compact/reflowFormulas.js, the layout of the formula notation (src/core/formula/parse.ts) by a
 * fill rule in 100 columns: cases written by hand with their expected text (the rule of the script's
 * header: one line where it fits; a call broken after "(", its arguments filled two spaces deeper, an IF's
 * one a line; ")" ending the last line unless the last argument was broken; a chain broken before its
 * loosest operators; texts and splices atoms), the step-header templates row`...` and noted(...)`...`,
 * and a property: any formula printed by printNotation and laid out, at any width and column, parses to
 * the same tree, and laying it out again changes nothing.
 */
import fc from "fast-check";
import { Expr, parseNotation, printNotation } from "../../src/core/formula";

const reflow = require("../../scripts/compact/reflowFormulas.js") as {
  layoutFormula: (
    src: string,
    at?: { col?: number; indent?: number; trailing?: number; width?: number; splices?: string[] }
  ) => string;
  reflowSource: (source: string) => { text: string; skipped: { line: number; why: string }[] };
  Unreadable: new () => Error;
};
const { layoutFormula, reflowSource } = reflow;

/** A formula's lines as written in a test: the text of `lines` joined by newlines. */
const text = (...lines: string[]) => lines.join("\n");

describe("layoutFormula, the fill rule", () => {
  it("writes a formula that fits where it stands on one line, whatever its layout was", () => {
    const laid = text("IF(", '  input.highAvailability="Yes",', "  a*b,", "  0", ")");
    expect(layoutFormula(laid, { col: 6, indent: 4, trailing: 2 })).toBe(
      'IF(input.highAvailability="Yes",a*b,0)'
    );
  });

  it("breaks an IF after its ( with one argument a line, the ) ending the last", () => {
    const src =
      'IF(input.highAvailability="Yes",numberOfActiveDatabasesInDatacenter1PerDag*numberOfHaDbCopyInstancesInPdcActual,0)';
    expect(layoutFormula(src, { col: 6, indent: 4, trailing: 2 })).toBe(
      text(
        "IF(",
        '      input.highAvailability="Yes",',
        "      numberOfActiveDatabasesInDatacenter1PerDag*numberOfHaDbCopyInstancesInPdcActual,",
        "      0)"
      )
    );
  });

  it("fills another call's arguments, as many whole ones a line as fit, a text atomic", () => {
    const src =
      'AND(input.highAvailability="Yes",input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)",validationError=FALSE)';
    expect(layoutFormula(src, { col: 10, indent: 0, trailing: 2 })).toBe(
      text(
        "AND(",
        '  input.highAvailability="Yes",input.siteResilience="Yes",',
        '  input.siteResilienceModel="Active/Active (Single DAG)",validationError=FALSE)'
      )
    );
  });

  it("puts the ) on its own line at the call's indentation when the last argument was broken", () => {
    const src =
      'MAX(1,IF(AND(input.highAvailability="Yes",input.siteResilience="Yes"),numberOfActiveDatabasesPerServer*2,numberOfActiveDatabasesPerServer))';
    expect(layoutFormula(src, { col: 10, indent: 0, trailing: 2, width: 80 })).toBe(
      text(
        "MAX(",
        "  1,",
        "  IF(",
        '    AND(input.highAvailability="Yes",input.siteResilience="Yes"),',
        "    numberOfActiveDatabasesPerServer*2,",
        "    numberOfActiveDatabasesPerServer)",
        ")"
      )
    );
  });

  it("breaks a chain before its loosest operator, a tighter chain's lines two spaces deeper", () => {
    const src =
      "numberOfActiveDatabasesPerPdcServerNormalRunTime+numberOfActiveDatabasesPerPdcServerNormalRunTime*2/(numberOfServersHostingActiveMailboxesPerDatacenter-2)";
    expect(layoutFormula(src, { col: 6, indent: 4, trailing: 2 })).toBe(
      text(
        "numberOfActiveDatabasesPerPdcServerNormalRunTime",
        "    +numberOfActiveDatabasesPerPdcServerNormalRunTime*2",
        "      /(numberOfServersHostingActiveMailboxesPerDatacenter-2)"
      )
    );
  });

  it("hugs a (...) group too long for its line, its lines two spaces deeper", () => {
    const src =
      '("Be sure to execute Set-MailboxServer <Server Name> -MaximumActiveDatabases "&databasesUsedInMemorySizing)&preferredMaximum';
    expect(layoutFormula(src, { col: 11, indent: 2, trailing: 2 })).toBe(
      text(
        '("Be sure to execute Set-MailboxServer <Server Name> -MaximumActiveDatabases "',
        "    &databasesUsedInMemorySizing)",
        "  &preferredMaximum"
      )
    );
  });

  it("counts a splice as wide as its written ${...} and never breaks inside it", () => {
    const mark = "\u00010\u0001";
    const splices = ['n("mailboxCoresRequiredPerServer")'];
    expect(layoutFormula(`ROUNDUP(${mark}/cores,0)`, { col: 6, splices })).toBe(
      `ROUNDUP(${mark}/cores,0)`
    );
    expect(
      layoutFormula(`ROUNDUP(${mark}/cores,0)`, { col: 6, indent: 4, splices, width: 52 })
    ).toBe(text("ROUNDUP(", `      ${mark}/cores,0)`));
  });

  it("refuses text it cannot read rather than guess (a splice standing for an operator)", () => {
    expect(() => layoutFormula("a \u00010\u0001 b", { splices: ["op"] })).toThrow(
      reflow.Unreadable
    );
  });
});

describe("reflowSource, the templates of a file", () => {
  it("lays out f`...` from its column, and row`...` / noted(...)`...` below their header, kept as is", () => {
    const source = text(
      "const x = [",
      "  f`IF(",
      "    a,",
      "    b,",
      "    0",
      "  )`,",
      "  row`passiveCopies | Passive copies (DAG-A) | copies | Activation Scenarios!C20",
      "    IF(",
      '      input.highAvailability="Yes",',
      "      a,",
      "      0",
      "    )`,",
      '  noted("a note")`k | L | u | c',
      '      IF(input.highAvailability="Yes",numberOfActiveDatabasesInDatacenter1PerDag*numberOfHaDbCopyInstancesInPdcActual,0)`,',
      '  row.noted("n")`k2 | L2  |  u | c',
      "    a + b`,",
      "];",
      ""
    );
    expect(reflowSource(source).text).toBe(
      text(
        "const x = [",
        "  f`IF(a,b,0)`,",
        "  row`passiveCopies | Passive copies (DAG-A) | copies | Activation Scenarios!C20",
        '    IF(input.highAvailability="Yes",a,0)`,',
        '  noted("a note")`k | L | u | c',
        "      IF(",
        '        input.highAvailability="Yes",',
        "        numberOfActiveDatabasesInDatacenter1PerDag*numberOfHaDbCopyInstancesInPdcActual,",
        "        0)`,",
        '  row.noted("n")`k2 | L2  |  u | c',
        "    a+b`,",
        "];",
        ""
      )
    );
  });

  it("reads the row tag under the name a module imports it as", () => {
    const source = text(
      'import { row as stepRow } from "../stepRow";',
      "const x = stepRow`k | L | u | c",
      "  IF(",
      "    a,",
      "    b,",
      "    0",
      "  )`;",
      ""
    );
    expect(reflowSource(source).text).toBe(
      text(
        'import { row as stepRow } from "../stepRow";',
        "const x = stepRow`k | L | u | c",
        "  IF(a,b,0)`;",
        ""
      )
    );
  });

  it("leaves a text constant's spaces and a template nested in a splice as written", () => {
    const source = 'const y = f`IF( a = "x  y" , ${g(f`p + q`)} , 0 )`;\n';
    expect(reflowSource(source).text).toBe('const y = f`IF(a="x  y",${g(f`p + q`)},0)`;\n');
  });
});

const NAMES = [
  "a",
  "input.highAvailability",
  "numberOfActiveDatabasesPerPdcServerNormalRunTime",
  "tier1.mailboxes",
  "recommendedNumberOfDatabasesPerDag",
];
const TEXTS = ["", "Yes", "Active/Active (Single DAG)", 'say ""hi""', " GB", "a, b (c)"];

/** Random formulas of the notation's node kinds (names long enough to make lines break). */
const formulas: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => {
  const e = tie("e");
  return {
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom(...NAMES).map((name) => ({ op: "ref", name }) as Expr),
      fc.constantFrom(...TEXTS).map((value) => ({ op: "text", value }) as Expr),
      fc
        .double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })
        .map((value) => ({ op: "num", value }) as Expr),
      fc
        .tuple(fc.constantFrom("add", "sub", "mul", "div", "mod", "iferror"), e, e)
        .map(([op, a, b]) => ({ op, a, b }) as Expr),
      fc
        .tuple(fc.constantFrom("=", "<>", "<", "<=", ">", ">="), e, e)
        .map(([rel, a, b]) => ({ op: "cmp", rel, a, b }) as Expr),
      fc.tuple(fc.constantFrom("neg", "not"), e).map(([op, a]) => ({ op, a }) as Expr),
      fc
        .tuple(
          fc.constantFrom("and", "or", "max", "min", "sum", "concat"),
          fc.array(e, { maxLength: 4 })
        )
        .map(([op, args]) => ({ op, args }) as Expr),
      fc.tuple(e, e, e).map(([c, t, o]) => ({ op: "if", cond: c, then: t, else: o }) as Expr),
      fc
        .tuple(e, fc.integer({ min: 0, max: 3 }))
        .map(([a, d]) => ({ op: "roundup", a, digits: d }) as Expr),
      fc
        .tuple(e, fc.array(fc.constantFrom(1, 2, "x y"), { minLength: 1, maxLength: 6 }))
        .map(([key, keys]) => ({ op: "lookup", key, keys, values: keys, match: "exact" }) as Expr)
    ),
  };
}).e;

describe("the layout keeps every formula's tree and is idempotent", () => {
  it("parses to the same tree, laid out again changes nothing, and a one-line fit stays one line", () => {
    fc.assert(
      fc.property(
        formulas,
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 0, max: 12 }),
        (e, width, indent) => {
          const flat = printNotation(e);
          const at = { col: indent + 2, indent, trailing: 2, width };
          const laid = layoutFormula(flat, at);
          expect(parseNotation(laid)).toEqual(parseNotation(flat));
          expect(layoutFormula(laid, at)).toBe(laid);
          if (at.col + flat.length + 2 <= width) expect(laid).toBe(flat);
        }
      ),
      { numRuns: 300 }
    );
  });
});
