/**
 * A webpack loader that removes the layout whitespace from the step formulas written in the formula
 * notation, f`...` (src/core/formula/parse.ts), in the production bundles.
 *
 * What: in every tagged template whose tag is `f` (the identifier, or a property `x.f` as a bundler may
 * write the import), every space, tab and line break outside a "..." text constant is removed from the
 * template's literal parts. The quote state runs across the parts, so a text constant that a `${...}`
 * splice interrupts (`"${c.words}"`) keeps its spaces. A template whose literal parts hold a backslash
 * is left as it is (its raw and cooked texts differ).
 *
 * Why: the notation's parser ignores whitespace outside text constants (parse.ts: "Whitespace and
 * newlines outside "..." are ignored"), so the tree is the same; but the converter lays long formulas
 * out over indented lines for the reader (scripts/compact), and terser cannot remove whitespace inside a
 * template. Measured on 2026-11-27: 1.36 KB gzipped of the functions' core chunk was that layout
 * (docs/performance.md, onFirstCallJsGzKB). tests/webpack/compactFormulaText.test.ts proves, for every
 * f`...` in src/, that the compacted text parses to the same tree.
 *
 * A step written as a row (src/core/microsoft/stepRow.ts, issue 29: row`key | label | unit | cell`, then its
 * formula on the lines under it) has its formula part compacted alike; its header line, which the row
 * splits at "|" and whose label keeps its spaces, is left as it is, and so is the line break after it.
 *
 * It runs after ts-loader (enforce: "post"), on JavaScript (target ES2020 keeps tagged templates).
 * Example: f`IF(\n  a="Yes b",\n  b\n)` becomes f`IF(a="Yes b",b)`.
 */
const ts = require("typescript");

/** The literal parts of a template as [start, end) offsets of their raw text in `source`. */
function literalSpans(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template))
    return [[template.getStart() + 1, template.getEnd() - 1]];
  const spans = [[template.head.getStart() + 1, template.head.getEnd() - 2]];
  for (const span of template.templateSpans) {
    const lit = span.literal;
    const closing = ts.isTemplateTail(lit) ? 1 : 2; // "`" or "${"
    spans.push([lit.getStart() + 1, lit.getEnd() - closing]);
  }
  return spans;
}

const isSpace = (ch) => ch === " " || ch === "\t" || ch === "\n" || ch === "\r";
const isNameChar = (ch) => ch !== undefined && /[A-Za-z0-9_.]/.test(ch);

/**
 * The texts of the literal parts with the whitespace outside "..." removed (state across parts), except
 * a space between a `${...}` splice and a name or number beside it: a splice may paste text (a name's
 * ending, an operator, a list of constants) rather than a formula, and a name pasted next to a name
 * would otherwise become one name.
 */
function compactParts(parts) {
  let quoted = false;
  return parts.map((text, i) => {
    let out = "";
    let lead = i > 0; // still in the whitespace right after a splice
    let pending = false; // whitespace seen since the last kept character
    for (const ch of text) {
      if (ch === '"') quoted = !quoted; // "" inside a text constant toggles twice: still inside
      if (!quoted && isSpace(ch)) {
        pending = true;
        continue;
      }
      if (lead && pending && out === "" && isNameChar(ch)) out = " ";
      lead = false;
      pending = false;
      out += ch;
    }
    const beforeSplice = i < parts.length - 1;
    // between two splices (nothing else in the part) or after a name: one space stays
    const last = out[out.length - 1];
    if (pending && beforeSplice && !quoted && (out === "" ? i > 0 : isNameChar(last))) out += " ";
    return out;
  });
}

function isFormulaTag(tag) {
  return (
    (ts.isIdentifier(tag) && tag.text === "f") ||
    (ts.isPropertyAccessExpression(tag) && tag.name.text === "f")
  );
}

/**
 * The names this module imports the row tag under (src/core/microsoft/stepRow.ts: `row`, or `row as
 * stepRow` where the module binds `row` itself), from a module whose path ends in "/stepRow".
 */
function rowTagNames(sf) {
  const names = new Set();
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !/\/stepRow(\.[jt]s)?$/.test(st.moduleSpecifier.text))
      continue;
    const bindings = st.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements)
      if ((el.propertyName ?? el.name).text === "row") names.add(el.name.text);
  }
  return names;
}

/** A row tag: an imported row name, or its `.noted(note)` or `.sourced(note?)`. */
function isRowTag(tag, names) {
  if (ts.isIdentifier(tag)) return names.has(tag.text);
  return (
    ts.isCallExpression(tag) &&
    ts.isPropertyAccessExpression(tag.expression) &&
    ["noted", "sourced"].includes(tag.expression.name.text) &&
    ts.isIdentifier(tag.expression.expression) &&
    names.has(tag.expression.expression.text)
  );
}

/**
 * A row's formula part: the parts from its first line break on, the header (up to and with the line
 * break) set aside untouched. Returns [the part's index, the header text] or null (no line break).
 */
function rowHeader(parts) {
  for (let i = 0; i < parts.length; i++) {
    const at = parts[i].indexOf("\n");
    if (at >= 0) return [i, parts[i].slice(0, at + 1)];
  }
  return null;
}

/** The source with every f`...` template's layout whitespace removed (the loader's work, testable). */
function compactFormulaText(source, fileName = "module.js") {
  if (!/\bf\s*`/.test(source) && !/\/stepRow\b/.test(source)) return source;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
  const rowNames = rowTagNames(sf);
  const edits = [];
  (function visit(node) {
    if (ts.isTaggedTemplateExpression(node) && isRowTag(node.tag, rowNames)) {
      // a row: its header line kept as it is (the label's spaces are the label's), the formula under
      // it compacted as an f`...` template's text, its first part read as a template's first part
      const spans = literalSpans(node.template);
      const parts = spans.map(([a, b]) => source.slice(a, b));
      const header = rowHeader(parts);
      if (header && !parts.some((p) => p.includes("\\"))) {
        const [k, head] = header;
        const formula = [parts[k].slice(head.length), ...parts.slice(k + 1)];
        const compacted = compactParts(formula);
        compacted[0] = head + compacted[0];
        compacted.forEach((text, j) => {
          const [a, b] = spans[k + j];
          if (text !== parts[k + j]) edits.push([a, b, text]);
        });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isFormulaTag(node.tag)) {
      const spans = literalSpans(node.template);
      const parts = spans.map(([a, b]) => source.slice(a, b));
      if (!parts.some((p) => p.includes("\\"))) {
        const compacted = compactParts(parts);
        spans.forEach(([a, b], i) => {
          if (compacted[i] !== parts[i]) edits.push([a, b, compacted[i]]);
        });
      }
    }
    ts.forEachChild(node, visit);
  })(sf);
  let out = source;
  for (const [a, b, text] of edits.sort((x, y) => y[0] - x[0]))
    out = out.slice(0, a) + text + out.slice(b);
  return out;
}

module.exports = function compactFormulaTextLoader(source) {
  return compactFormulaText(source, this.resourcePath);
};
module.exports.compactFormulaText = compactFormulaText;
// scripts/compact/reflowFormulas.js checks its layout against the same compaction
module.exports.compactParts = compactParts;
module.exports.literalSpans = literalSpans;
