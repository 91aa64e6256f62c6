#!/usr/bin/env node
/**
 * Rewrites step formulas written as nested builder calls (src/core/formula's iff, cmp, mul, text, ...,
 * and the storage helpers yes, no, is, isNumber) into the formula notation f`...` (src/core/formula/
 * parse.ts), which gives the same Expr tree:
 *
 *   iff(cmp("input.highAvailability", "=", text("Yes")), max(`a.${c.id}`, "b"), text("--"))
 *   becomes f`IF(input.highAvailability="Yes",MAX(a.${c.id},b),"--")`
 *
 * Usage: node scripts/compact/compact.js [--no-layout] file.ts ...   (rewrites the files in place, then
 * prettier; generate.py passes --no-layout and lays out every file it writes itself)
 *
 * Every maximal tree of builder calls becomes one template: literals and template literals are written
 * in the notation, a name built from a template literal keeps its `${...}`, and any other sub-expression
 * (a variable, a helper's call, a condition) is spliced as `${...}` (a string pasted as a name, a number
 * as a number, an Expr as a subtree: the three things an Operand is). A call the notation cannot write
 * (a spread argument, a relation or text that is not a literal) stays a call, spliced, its own arguments
 * converted. Each formula is written on one line, then (unless --no-layout) laid out by
 * scripts/compact/reflowFormulas.js, the fill rule every formula follows. The `f` import is added and
 * builder imports no longer used are dropped.
 * The snapshot test (tests/snapshot/microsoftSteps.test.ts) proves the rewrite changes no formula.
 */
const ts = require("typescript");
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

const ROOT = path.resolve(__dirname, "../..");
const FORMULA = path.join(ROOT, "src/core/formula");
const HELPERS = path.join(ROOT, "src/core/microsoft/storage/helpers");
const NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const VARIADIC = { and: "AND", or: "OR", max: "MAX", min: "MIN", sum: "SUM" };
const UNARY = { not: "NOT", iseven: "ISEVEN", iserror: "ISERROR" };
const BINARY = {
  mround: "MROUND",
  ceiling: "CEILING",
  mod: "MOD",
  permut: "PERMUT",
  iferror: "IFERROR",
};
const ARITH = { add: "+", sub: "-", mul: "*", div: "/" };
const PREC = { "+": 2, "-": 2, "*": 3, "/": 3 };
/** Builders that only make a leaf: a call of one alone is left as it is. */
const LEAVES = new Set(["num", "text", "ref", "bool", "expr"]);

class NotWritable extends Error {}
const no = () => {
  throw new NotWritable();
};

function compactFile(file) {
  const src = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true);
  // the builders this file imports: local name -> builder name
  const builders = new Map();
  let formulaImport;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings) continue;
    const target = path.resolve(path.dirname(file), st.moduleSpecifier.text);
    const fromFormula = target === FORMULA;
    const fromHelpers = target === HELPERS;
    if (fromFormula) formulaImport = st;
    if (!fromFormula && !fromHelpers) continue;
    for (const el of st.importClause.namedBindings.elements || []) {
      const name = (el.propertyName || el.name).text;
      if (fromHelpers && !["yes", "no", "is", "isNumber"].includes(name)) continue;
      builders.set(el.name.text, name);
    }
  }
  if (builders.size === 0) return { file, converted: 0 };
  const usesF = [];
  (function find(n) {
    if (ts.isIdentifier(n) && n.text === "f") usesF.push(n);
    ts.forEachChild(n, find);
  })(sf);
  const importsF = formulaImport?.importClause.namedBindings.elements?.some(
    (el) => el.name.text === "f"
  );
  if (usesF.length && !importsF)
    throw new Error(`${file}: already names something f; convert it by hand`);

  const unwrap = (n) => (ts.isParenthesizedExpression(n) ? unwrap(n.expression) : n);
  const builderOf = (n) =>
    ts.isCallExpression(n) && ts.isIdentifier(n.expression)
      ? builders.get(n.expression.text)
      : undefined;

  let converted = 0;
  /** The node's text with every maximal builder tree inside it rewritten. */
  function rewrite(node) {
    const b = builderOf(node);
    if (b && !LEAVES.has(b)) {
      try {
        const tree = call(node);
        converted++;
        return { text: "f`" + oneLine(tree, 0) + "`", tree };
      } catch (e) {
        if (!(e instanceof NotWritable)) throw e;
      }
    }
    return { text: rewriteChildren(node) };
  }
  function rewriteChildren(node) {
    const start = node.getStart(sf);
    let out = "";
    let at = start;
    ts.forEachChild(node, (child) => {
      const cs = child.getStart(sf);
      out += src.slice(at, cs) + rewrite(child).text;
      at = child.end;
    });
    return out + src.slice(at, node.end);
  }
  const splice = (n) => ({ t: "splice", s: rewrite(n).text });

  /** An Operand: a number, a name, or an Expr. */
  function operand(n0) {
    const n = unwrap(n0);
    if (ts.isNumericLiteral(n)) return { t: "num", s: String(Number(n.text)) };
    if (
      ts.isPrefixUnaryExpression(n) &&
      n.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(n.operand)
    )
      return { t: "num", s: String(-Number(n.operand.text)), negative: true };
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (!NAME.test(n.text) || n.text === "TRUE" || n.text === "FALSE") no();
      return { t: "name", s: escape(n.text) };
    }
    if (ts.isTemplateExpression(n)) return nameTemplate(n);
    const b = builderOf(n);
    if (b && !LEAVES.has(b)) {
      try {
        return call(n);
      } catch (e) {
        if (!(e instanceof NotWritable)) throw e;
      }
    }
    if (b === "text" || b === "num" || b === "ref" || b === "bool") {
      try {
        return call(n);
      } catch (e) {
        if (!(e instanceof NotWritable)) throw e;
      }
    }
    return splice(n);
  }
  function nameTemplate(n) {
    const parts = [n.head, ...n.templateSpans.map((s) => s.literal)];
    if (!parts.every((p) => /^[A-Za-z0-9_.]*$/.test(p.text))) no();
    if (n.head.text && !/^[A-Za-z_]/.test(n.head.text)) no();
    let s = n.head.text;
    for (const span of n.templateSpans)
      s += "${" + rewrite(span.expression).text + "}" + span.literal.text;
    return { t: "name", s };
  }
  const textLiteral = (n0) => {
    const n = unwrap(n0);
    if (!ts.isStringLiteral(n) && !ts.isNoSubstitutionTemplateLiteral(n)) no();
    return n.text;
  };
  /** A whole number the node writes (digits, MID's start): a literal or a spliced number. */
  const constant = (n0) => {
    const o = operand(n0);
    return o.t === "num" || o.t === "splice" ? o : no();
  };
  const arrayOf = (n0) => {
    const n = unwrap(n0);
    if (!ts.isArrayLiteralExpression(n)) no();
    return n.elements.map((e0) => {
      const e = unwrap(e0);
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return textOf(e.text);
      if (e.kind === ts.SyntaxKind.TrueKeyword) return "TRUE";
      if (e.kind === ts.SyntaxKind.FalseKeyword) return "FALSE";
      const o = operand(e);
      return o.t === "num" ? o.s : no();
    });
  };

  /** A builder call as a notation tree. */
  function call(n) {
    const b = builderOf(n);
    const args = n.arguments;
    if (args.some((a) => ts.isSpreadElement(a))) no();
    const fn = (name, ...xs) => ({ t: "call", name, args: xs });
    const ops = () => args.map(operand);
    switch (b) {
      case "num":
        return constant(args[0]);
      case "expr":
        return operand(args[0]);
      case "text":
        return { t: "raw", s: textOf(textLiteral(args[0])) };
      case "ref": {
        const o = operand(args[0]);
        return o.t === "name" || o.t === "splice" ? o : no();
      }
      case "bool": {
        const k = unwrap(args[0]).kind;
        if (k === ts.SyntaxKind.TrueKeyword) return { t: "raw", s: "TRUE" };
        if (k === ts.SyntaxKind.FalseKeyword) return { t: "raw", s: "FALSE" };
        return no();
      }
      case "add":
      case "sub":
      case "mul":
      case "div": {
        if (args.length < 2) no();
        const [first, ...rest] = ops();
        return rest.reduce((a, x) => ({ t: "bin", op: ARITH[b], a, b: x }), first);
      }
      case "neg":
        return { t: "neg", a: operand(args[0]) };
      case "cmp": {
        const rel = textLiteral(args[1]);
        return { t: "cmp", op: rel, a: operand(args[0]), b: operand(args[2]) };
      }
      case "eq":
        return { t: "cmp", op: "=", a: operand(args[0]), b: operand(args[1]) };
      case "yes":
      case "no":
        return {
          t: "cmp",
          op: "=",
          a: operand(args[0]),
          b: { t: "raw", s: b === "yes" ? '"Yes"' : '"No"' },
        };
      case "is":
        return {
          t: "cmp",
          op: "=",
          a: operand(args[0]),
          b: { t: "raw", s: textOf(textLiteral(args[1])) },
        };
      case "isNumber":
        return { t: "cmp", op: "<", a: operand(args[0]), b: { t: "raw", s: '""' } };
      case "iff":
        return fn("IF", ...ops());
      case "concat":
        return args.length < 2 ? fn("CONCAT", ...ops()) : { t: "concat", args: ops() };
      case "round":
      case "roundup":
      case "rounddown":
        return fn(
          b.toUpperCase(),
          operand(args[0]),
          args[1] ? constant(args[1]) : { t: "num", s: "0" }
        );
      case "isblank": {
        const o = operand(args[0]);
        return o.t === "name" || o.t === "splice" ? fn("ISBLANK", o) : no();
      }
      case "mid":
        return fn("MID", operand(args[0]), constant(args[1]), constant(args[2]));
      case "numberIn":
        return fn("NUMBERIN", operand(args[0]), { t: "raw", s: textOf(textLiteral(args[1])) });
      case "listHas":
        return fn("LISTHAS", operand(args[0]), { t: "raw", s: textOf(textLiteral(args[1])) });
      case "lookup": {
        const match = args[3] ? textLiteral(args[3]) : "exact";
        return fn(
          "LOOKUP",
          operand(args[0]),
          { t: "raw", s: `{${arrayOf(args[1]).join(",")}}` },
          { t: "raw", s: `{${arrayOf(args[2]).join(",")}}` },
          { t: "raw", s: match === "exact" ? "0" : "1" }
        );
      }
      case "ceilCount":
        return fn("WHOLECOUNT", operand(args[0]));
      case "ceilCountAtLeastOne":
        return fn("MAX", { t: "num", s: "1" }, fn("WHOLECOUNT", operand(args[0])));
    }
    if (VARIADIC[b]) return fn(VARIADIC[b], ...ops());
    if (UNARY[b]) return args.length === 1 ? fn(UNARY[b], ...ops()) : no();
    if (BINARY[b]) return args.length === 2 ? fn(BINARY[b], ...ops()) : no();
    return no();
  }

  // Phase 1: every maximal builder tree on one line.
  const trees = new Map();
  let text = rewriteChildrenCollect(sf);
  function rewriteChildrenCollect(root) {
    let out = "";
    let at = 0;
    const visit = (node) => {
      const b = builderOf(node);
      if (b && !LEAVES.has(b)) {
        const r = rewrite(node);
        if (r.tree) {
          out += src.slice(at, node.getStart(sf)) + r.text;
          at = node.end;
          trees.set(r.text, r.tree);
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(root, visit);
    return out + src.slice(at);
  }
  converted = trees.size;
  if (!converted) return { file, converted };
  text = fixImports(file, text, formulaImport);
  fs.writeFileSync(file, text);
  prettier(file);
  return { file, converted };
}

/** A text constant in the notation, escaped for a template literal. */
function textOf(s) {
  return escape(`"${s.replace(/"/g, '""')}"`);
}
function escape(s) {
  return s.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
}

/** The notation's text of a tree on one line, parenthesised as printNotation does. */
function oneLine(n, parent) {
  const wrap = (own, s) => (own < parent ? `(${s})` : s);
  switch (n.t) {
    case "num":
      return n.negative || n.s.startsWith("-") ? wrap(2.5, n.s) : n.s;
    case "name":
    case "raw":
      return n.s;
    case "splice":
      return "${" + n.s + "}";
    case "bin":
      return wrap(PREC[n.op], oneLine(n.a, PREC[n.op]) + n.op + oneLine(n.b, PREC[n.op] + 1));
    case "cmp":
      return wrap(1, oneLine(n.a, 1.5) + n.op + oneLine(n.b, 1.5));
    case "concat":
      return wrap(1.75, n.args.map((a) => oneLine(a, 2)).join("&"));
    case "neg":
      return wrap(
        2.5,
        "-" + (n.a.t === "num" || n.a.t === "splice" ? `(${oneLine(n.a, 0)})` : oneLine(n.a, 4))
      );
    case "call":
      return `${n.name}(${n.args.map((a) => oneLine(a, 0)).join(",")})`;
  }
  throw new Error(`no ${n.t}`);
}

/** Adds `f` to the formula import (or a new one) and drops the builder names no longer used. */
function fixImports(file, text, hadFormulaImport) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const used = new Set();
  (function find(n) {
    if (ts.isImportDeclaration(n)) return;
    const p = n.parent;
    const isPropertyName =
      p && (ts.isPropertyAccessExpression(p) || ts.isPropertyAssignment(p)) && p.name === n;
    if (ts.isIdentifier(n) && !isPropertyName) used.add(n.text);
    ts.forEachChild(n, find);
  })(sf);
  const edits = [];
  let fAdded = false;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings?.elements) continue;
    const target = path.resolve(path.dirname(file), st.moduleSpecifier.text);
    if (target !== FORMULA && target !== HELPERS) continue;
    const typeOnly = st.importClause.isTypeOnly;
    const kept = st.importClause.namedBindings.elements
      .filter((el) => used.has(el.name.text))
      .map((el) => el.getText(sf));
    if (target === FORMULA && !typeOnly) {
      kept.push("f");
      fAdded = true;
    }
    const line = kept.length
      ? `import ${typeOnly ? "type " : ""}{ ${kept.join(", ")} } from ${st.moduleSpecifier.getText(sf)};`
      : "";
    edits.push([st.getStart(sf), st.end, line]);
  }
  let out = text;
  for (const [s, e, line] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, s) + line + out.slice(e);
  if (!fAdded) {
    let rel = path.relative(path.dirname(file), FORMULA);
    if (!rel.startsWith(".")) rel = "./" + rel;
    out = `import { f } from "${rel}";\n` + out;
  }
  return out;
}

function prettier(file) {
  execFileSync(path.join(ROOT, "node_modules/.bin/prettier"), ["--write", file], {
    stdio: "ignore",
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const files = args.filter((a) => a !== "--no-layout");
  if (!files.length) {
    console.error("usage: node scripts/compact/compact.js [--no-layout] file.ts ...");
    process.exit(1);
  }
  for (const file of files) {
    const r = compactFile(path.resolve(file));
    console.log(`${file}: ${r.converted} formula tree(s) written as f\`...\``);
  }
  if (!args.includes("--no-layout"))
    require("./reflowFormulas.js")
      .reflowFiles(files.map((f) => path.resolve(f)))
      .catch((e) => {
        console.error(e.message);
        process.exitCode = 1;
      });
}

module.exports = { compactFile };
