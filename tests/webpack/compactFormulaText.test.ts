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

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactFormulaText } = require("../../scripts/webpack/compactFormulaText.js");

const SRC = path.join(__dirname, "..", "..", "src");

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });
}

/** Each f`...` template of a JavaScript text, as the notation text with splices as names s0, s1, ... */
function formulaTexts(js: string): string[] {
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
        out.push(
          t.head.text + t.templateSpans.map((s, i) => `s${i}` + s.literal.text).join("")
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const emitted = tsFiles(SRC)
  .map((file) => ({
    file: path.relative(SRC, file),
    js: ts.transpileModule(fs.readFileSync(file, "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
    }).outputText,
  }))
  .filter((m) => /\bf\s*`/.test(m.js));

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
      expect(after).toHaveLength(before.length);
      before.forEach((text, i) => {
        expect(parseNotation(after[i])).toEqual(parseNotation(text));
        expect(after[i]).not.toMatch(/^[^"]*\s/); // no layout left before the first text constant
      });
    }
  );

  it("keeps the spaces of a text constant a splice interrupts, and leaves other tags alone", () => {
    const js = 'const a = f`IF(\n  x = "A ${w} b",\n  1,\n  2\n)`; const b = g`a  b`;';
    expect(compactFormulaText(js)).toBe('const a = f`IF(x="A ${w} b",1,2)`; const b = g`a  b`;');
  });
});
