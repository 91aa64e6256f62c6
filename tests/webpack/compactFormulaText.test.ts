/**
 * scripts/webpack/compactFormulaText.js (the production bundles' loader that drops the formula
 * notation's layout whitespace): for every f`...` template in src/, as ts-loader would emit it (target
 * ES2020), the compacted template parses to the same Expr tree as the original, with each `${...}`
 * splice standing as the same placeholder name in both. And it does remove the layout (the bundle
 * figure of docs/performance.md depends on it).
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { parseNotation } from "../../src/core/formula";

const { compactFormulaText } = require("../../scripts/webpack/compactFormulaText.js");

const SRC = path.join(__dirname, "..", "..", "src");

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });
}

/**
 * Each f`...` template of a JavaScript text, as the notation text with splices as names s0, s1, ...
 * (`marker`: as the marks \u0001i\u0001 instead, which no name or constant can run into).
 */
function formulaTexts(js: string, marker = (i: number) => `s${i}`): string[] {
  const sf = ts.createSourceFile("m.js", js, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ((ts.isIdentifier(node.tag) && node.tag.text === "f") ||
        (ts.isPropertyAccessExpression(node.tag) && node.tag.name.text === "f"))
    ) {
      const t = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(t)) out.push(t.text);
      else
        out.push(t.head.text + t.templateSpans.map((s, i) => marker(i) + s.literal.text).join(""));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * Each row (src/core/microsoft/stepRow.ts: a `row` imported from stepRow, or its `.noted(...)`) of a
 * JavaScript text: its header line as written (raw) and its formula, the text under the header, with
 * splices as `marker` gives them.
 */
function rowTexts(
  js: string,
  marker = (i: number) => `s${i}`
): { header: string; formula: string }[] {
  const sf = ts.createSourceFile("m.js", js, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
  const names = new Set(
    [...js.matchAll(/import \{ row(?: as (\w+))? \} from "[./]+\/stepRow"/g)].map(
      (m) => m[1] ?? "row"
    )
  );
  const out: { header: string; formula: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = node.tag;
      const name =
        ts.isCallExpression(tag) && ts.isPropertyAccessExpression(tag.expression)
          ? tag.expression.expression.getText(sf)
          : tag.getText(sf);
      if (names.has(name)) {
        const t = node.template;
        const raw = t.getText(sf).slice(1, -1);
        const text = ts.isNoSubstitutionTemplateLiteral(t)
          ? t.text
          : t.head.text + t.templateSpans.map((s, i) => marker(i) + s.literal.text).join("");
        out.push({
          header: raw.slice(0, raw.indexOf("\n")),
          formula: text.slice(text.indexOf("\n") + 1),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The notation's tokens (names, numbers, text constants, operators, splice marks), layout left out. */
function tokens(text: string): string[] {
  return (
    text.match(
      // eslint-disable-next-line no-control-regex
      /\u0001\d+\u0001|"(?:[^"]|"")*"|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[A-Za-z_][A-Za-z0-9_.]*|<>|<=|>=|\S/g
    ) ?? []
  );
}

const emitted = tsFiles(SRC)
  .map((file) => ({
    file: path.relative(SRC, file),
    js: ts.transpileModule(fs.readFileSync(file, "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
    }).outputText,
  }))
  .filter((m) => /\bf\s*`/.test(m.js) || /\/stepRow"/.test(m.js));

/** A compacted formula text against its original: the same tree, or the same tokens (see below). */
function sameFormula(before: string, after: string, markedBefore: string, markedAfter: string) {
  let tree: unknown;
  try {
    tree = parseNotation(before);
  } catch {
    // a splice that pastes text (a list of constants, an operator, a name's ending): the same
    // tokens, splices included, in the same order, and no name run into a splice
    expect(tokens(markedAfter)).toEqual(tokens(markedBefore));
    return;
  }
  expect(parseNotation(after)).toEqual(tree);
  // no layout left before the first text constant but a space between a splice and a name
  expect(after.replace(/ (?=s\d)|(?<=s\d+) /g, "")).not.toMatch(/^[^"]*\s/);
}

describe("compactFormulaText (the production loader)", () => {
  it("finds the formula notation in src/ (the test reads real templates)", () => {
    const count = emitted.reduce((n, m) => n + formulaTexts(m.js).length, 0);
    expect(count).toBeGreaterThan(200);
  });

  it.each(emitted.map((m) => [m.file, m.js] as const))(
    "%s: every compacted f`...` parses to the same tree",
    (_file, js) => {
      const before = formulaTexts(js);
      const after = formulaTexts(compactFormulaText(js));
      const mark = (i: number) => `\u0001${i}\u0001`;
      const markedBefore = formulaTexts(js, mark);
      const markedAfter = formulaTexts(compactFormulaText(js), mark);
      expect(after).toHaveLength(before.length);
      before.forEach((text, i) => sameFormula(text, after[i], markedBefore[i], markedAfter[i]));
    }
  );

  const withRows = emitted.filter((m) => rowTexts(m.js).length > 0);
  it("finds the steps written as rows in src/ (every Microsoft step)", () => {
    expect(withRows.reduce((n, m) => n + rowTexts(m.js).length, 0)).toBeGreaterThan(300);
  });

  it.each(withRows.map((m) => [m.file, m.js] as const))(
    "%s: every compacted row keeps its header and its formula's tree",
    (_file, js) => {
      const compacted = compactFormulaText(js);
      const before = rowTexts(js);
      const after = rowTexts(compacted);
      const mark = (i: number) => `\u0001${i}\u0001`;
      const markedBefore = rowTexts(js, mark);
      const markedAfter = rowTexts(compacted, mark);
      expect(after).toHaveLength(before.length);
      before.forEach((r, i) => {
        expect(after[i].header).toBe(r.header);
        sameFormula(r.formula, after[i].formula, markedBefore[i].formula, markedAfter[i].formula);
      });
    }
  );

  it("compacts a row's formula, not its header line, and leaves a row not imported alone", () => {
    const js = [
      'import { row } from "../stepRow";',
      "const a = row.noted(n)`k | A  label | GB | C1",
      '  IF(\n    x = "A b",\n    ${y} ,\n    2\n  )`;',
      "const b = other`k | L | u | c\n  IF( a )`;",
    ].join("\n");
    expect(compactFormulaText(js).split("\n")).toEqual([
      'import { row } from "../stepRow";',
      "const a = row.noted(n)`k | A  label | GB | C1",
      'IF(x="A b",${y},2)`;',
      "const b = other`k | L | u | c",
      "  IF( a )`;",
    ]);
  });

  it("keeps one space between a splice and a name beside it, so a pasted name cannot run into it", () => {
    const js = "const a = f`IF(\n  a ${w}\n  ${x} b,\n  ${y} ,1\n)`;";
    expect(compactFormulaText(js)).toBe("const a = f`IF(a ${w} ${x} b,${y},1)`;");
  });

  it("keeps the spaces of a text constant a splice interrupts, and leaves other tags alone", () => {
    const js = 'const a = f`IF(\n  x = "A ${w} b",\n  1,\n  2\n)`; const b = g`a  b`;';
    expect(compactFormulaText(js)).toBe('const a = f`IF(x="A ${w} b",1,2)`; const b = g`a  b`;');
  });
});
