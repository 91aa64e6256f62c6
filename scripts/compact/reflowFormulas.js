#!/usr/bin/env node
/**
 * Lays out the step formulas written in the formula notation (src/core/formula/parse.ts) with a fill
 * rule, as a code formatter would, in 100 columns (the repository's prettier printWidth).
 *
 * Usage (idempotent, re-runnable; rewrites the files in place, then runs prettier on each):
 *   node scripts/compact/reflowFormulas.js                 # every .ts under src/core/microsoft (not tests)
 *   node scripts/compact/reflowFormulas.js a.ts dir ...    # the named files, and the .ts under the folders
 *   node scripts/compact/reflowFormulas.js --check ...     # rewrites nothing; exit 1 naming the files it would
 *   node scripts/compact/reflowFormulas.js --config prettier.config.js FILE ...   # prettier's options from
 *                                         that file (generate.py: files outside the repository)
 *
 * Which templates: every tagged template whose tag is `f` (or `x.f`), its whole text a formula; and every
 * tagged template whose tag is `row` (or the name a module imports it under from .../stepRow), `x.row`,
 * `noted(...)`, `sourced(...)`, `x.noted(...)` or `x.sourced(...)`, whose first line is a step header
 * (`key | label | unit | cell`, left exactly as written) and whose remaining lines are a formula, laid out from the indentation of the
 * header's next line. scripts/microsoft/generate.py runs it last over the files it writes. A template nested in another's
 * `${...}` is part of that splice and left as it is; so is a template whose literal text holds a
 * backslash (its raw and cooked texts differ), one whose text the layout cannot read (a splice standing
 * for an operator, two operands side by side), and a row template with no formula line. Each is named on
 * the output. A splice's code is never touched (prettier prints it where the layout puts it; one written
 * over lines is measured as prettier would print it on one line).
 *
 * The rule (layoutFormula): a formula, or a sub-call, that fits in 100 columns where it stands is written
 * on one line. Otherwise a call (and a {...} list) breaks after its "(", and its arguments are filled
 * onto lines two spaces deeper than the line the call starts on, as many whole arguments a line as fit,
 * "," between them and no space; an argument too long for a line is laid out by the same rule on lines
 * of its own (the next argument starts a new line); the ")" closes the last line, or stands on its own
 * line at the call's indentation when the last argument was broken. A broken IF (IFERROR) writes one
 * argument a line: its condition and its branches are read apart, as the calculator's cell is checked.
 * An operator chain too long for its line breaks before an operator of its loosest level (comparison,
 * then &, then + -, then * /), the operands filled as many a line as fit, each continuation line at the
 * indentation of the chain's first line (an operand that is itself a tighter chain breaks two spaces
 * deeper); an operand too long for a line is laid out on lines of its own. A (...) group too long for
 * its line hugs its expression, whose lines run two spaces deeper. Text constants ("...") and `${...}`
 * splices are atoms: never changed, a splice as wide as it is written.
 *
 * Why the tree is the same: only whitespace between tokens changes, never inside a name, a number, a
 * "..." constant or a splice, and never between two names or splices; parse.ts ignores whitespace
 * outside "..." (its tokenizer skips \s* before every token). Every template rewritten is checked: its
 * text with layout removed, as the production loader removes it (scripts/webpack/compactFormulaText.js
 * compactParts), is the same before and after, or the script stops naming the file.
 * tests/compact/reflowFormulas.test.ts holds the rule's cases and a property over generated formulas.
 *
 * Example: f`IF(\n  input.highAvailability="Yes",\n  a*b,\n  0\n)` becomes f`IF(input.highAvailability="Yes",a*b,0)`.
 */
const fs = require("fs");
const path = require("path");
const ts = require("typescript");
const { compactParts, literalSpans } = require("../webpack/compactFormulaText.js");

const ROOT = path.resolve(__dirname, "../..");
const WIDTH = 100;

// ---------------------------------------------------------------------------------------------------
// The layout of one formula text, splices standing as the marks \u0001i\u0001

// eslint-disable-next-line no-control-regex
const MARK = /\u0001(\d+)\u0001/g;
const TOKEN =
  // eslint-disable-next-line no-control-regex
  /\s*(?:("(?:[^"]|"")*")|(?=[A-Za-z0-9_.\u0001])((?:\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)?(?:[A-Za-z0-9_.]|\u0001\d+\u0001)*)|(<>|<=|>=|[-+*/&=<>(),{}]))/y;
const LEVEL = {
  "=": 1,
  "<>": 1,
  "<": 1,
  "<=": 1,
  ">": 1,
  ">=": 1,
  "&": 1.75,
  "+": 2,
  "-": 2,
  "*": 3,
  "/": 3,
};

/** Calls whose arguments, once broken, stand one a line: a condition and its branches read apart. */
const BRANCHES = new Set(["IF(", "IFERROR("]);

class Unreadable extends Error {}

/** The tokens of a notation text: { text, kind: "atom" | "punct" }; throws Unreadable on other text. */
function tokenize(src) {
  const out = [];
  let at = 0;
  for (;;) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(src);
    if (!m || m[0].trim() === "") {
      if (src.slice(at).trim() !== "")
        throw new Unreadable(`unexpected ${src.slice(at).trim()[0]}`);
      return out;
    }
    at = TOKEN.lastIndex;
    out.push({ text: m[1] ?? m[2] ?? m[3], kind: m[3] !== undefined ? "punct" : "atom" });
  }
}

/**
 * The layout tree of a token list: an atom { t: "atom", s }, a call { t: "call", open: "NAME(" | "(" |
 * "{", close, args }, a prefix { t: "neg", a } and a chain { t: "chain", items: [operand, op, ...] }.
 */
function parseTree(tokens) {
  let i = 0;
  const peek = () => tokens[i];
  const isP = (s) => peek() && peek().kind === "punct" && peek().text === s;
  const fail = (what) => {
    throw new Unreadable(what);
  };
  const expr = () => {
    const items = [operand()];
    while (peek() && peek().kind === "punct" && LEVEL[peek().text] !== undefined) {
      items.push(tokens[i++].text, operand());
    }
    return items.length === 1 ? items[0] : { t: "chain", items };
  };
  const list = (open, close) => {
    const args = [];
    while (!isP(close)) {
      if (args.length) {
        if (!isP(",")) fail(`expected , or ${close}`);
        i++;
      }
      if (!peek()) fail(`expected ${close}`);
      args.push(expr());
    }
    i++;
    return { t: "call", open, close, args };
  };
  const operand = () => {
    if (isP("-")) {
      i++;
      return { t: "neg", a: operand() };
    }
    const tok = tokens[i++];
    if (!tok) return fail("unexpected end");
    if (tok.kind === "atom") {
      if (isP("(")) {
        i++;
        return list(tok.text + "(", ")");
      }
      return { t: "atom", s: tok.text };
    }
    if (tok.text === "(") return list("(", ")");
    if (tok.text === "{") return list("{", "}");
    return fail(`unexpected ${tok.text}`);
  };
  const tree = expr();
  if (i < tokens.length) fail(`unexpected ${tokens[i].text}`);
  return tree;
}

/** The width of a text whose splices are marks: each mark as wide as its `${code}`. */
function widthOf(s, splices) {
  let w = s.length;
  for (const m of s.matchAll(MARK)) w += splices[Number(m[1])].length + 3 - m[0].length;
  return w;
}

/** The one-line text of a layout tree. */
function flat(n) {
  switch (n.t) {
    case "atom":
      return n.s;
    case "neg":
      return "-" + flat(n.a);
    case "call":
      return n.open + n.args.map(flat).join(",") + n.close;
    case "chain":
      return n.items.map((x) => (typeof x === "string" ? x : flat(x))).join("");
  }
  throw new Error(`no ${n.t}`);
}

/**
 * The lines of a node laid out from column `col` (the first line continues the text before it, the
 * others carry their own indentation), `indent` the indentation of the line it starts on, `trailing`
 * the width of what follows its last line.
 */
function lay(n, col, indent, trailing, W) {
  const text = flat(n);
  const w = (s) => widthOf(s, W.splices);
  if (col + w(text) + trailing <= W.width || n.t === "atom") return [text];
  if (n.t === "neg") {
    const [first, ...rest] = lay(n.a, col + 1, indent, trailing, W);
    return ["-" + first, ...rest];
  }
  if (n.t === "call" && n.open === "(" && n.args.length === 1) {
    // a group: its "(" and ")" hug the expression, whose lines run two spaces deeper
    const lines = lay(n.args[0], col + 1, indent + 2, trailing + 1, W);
    lines[0] = "(" + lines[0];
    lines[lines.length - 1] += ")";
    return lines;
  }
  if (n.t === "call") {
    const inner = indent + 2;
    const pad = " ".repeat(inner);
    const lines = [n.open];
    let cur = null; // the arguments on the line being filled
    let lastBroken = false;
    n.args.forEach((a, k) => {
      const last = k === n.args.length - 1;
      const s = flat(a) + (last ? n.close : ",");
      const need = w(s) + (last ? trailing : 0);
      if (cur !== null && !BRANCHES.has(n.open) && inner + w(cur) + need <= W.width) cur += s;
      else if (inner + need <= W.width) {
        if (cur !== null) lines.push(pad + cur);
        cur = s;
      } else {
        if (cur !== null) lines.push(pad + cur);
        cur = null;
        const sub = lay(a, inner, inner, last ? 0 : 1, W);
        sub[0] = pad + sub[0];
        if (!last) sub[sub.length - 1] += ",";
        lines.push(...sub);
        lastBroken = last;
      }
    });
    if (cur !== null) lines.push(pad + cur);
    if (n.args.length === 0) lines[0] += n.close;
    else if (lastBroken) lines.push(" ".repeat(indent) + n.close);
    return lines;
  }
  // a chain: pieces between the operators of its loosest level
  const loosest = Math.min(...n.items.filter((x) => typeof x === "string").map((o) => LEVEL[o]));
  const pieces = [{ op: "", items: [] }];
  n.items.forEach((x) => {
    if (typeof x === "string" && LEVEL[x] === loosest) pieces.push({ op: x, items: [] });
    else pieces[pieces.length - 1].items.push(x);
  });
  const pad = " ".repeat(indent);
  const lines = []; // the first continues at col, the others carry their indentation
  let cur = null; // the text of the line being filled, without its indentation
  let curCol = col;
  const flush = () => {
    if (cur !== null) lines.push((lines.length ? pad : "") + cur);
    cur = null;
  };
  pieces.forEach((p, k) => {
    const last = k === pieces.length - 1;
    const node = p.items.length === 1 ? p.items[0] : { t: "chain", items: p.items };
    const s = p.op + flat(node);
    const need = w(s) + (last ? trailing : 0);
    if (cur !== null && curCol + w(cur) + need <= W.width) {
      cur += s;
      return;
    }
    if (k > 0) {
      flush();
      curCol = indent;
    }
    if (curCol + need <= W.width) {
      cur = s;
      return;
    }
    // a tighter chain breaks two spaces deeper, so that its operators read as its own
    const deeper = node.t === "chain" ? indent + 2 : indent;
    const sub = lay(node, curCol + w(p.op), deeper, last ? trailing : 0, W);
    lines.push((lines.length ? pad : "") + p.op + sub[0], ...sub.slice(1));
  });
  flush();
  return lines;
}

/**
 * A formula text laid out by the fill rule. `src` is the notation's text with each splice written as
 * \u0001i\u0001 (`splices[i]` its code, for its width); `col` is the column its first character stands
 * at, `indent` the indentation of that line, `trailing` the width of what follows its last character
 * on the last line. Returns the text (marks kept), or throws Unreadable.
 * Example: layoutFormula("IF(\n a,\n b,\n c\n)", { col: 4, indent: 4 }) is "IF(a,b,c)".
 */
function layoutFormula(
  src,
  { col = 0, indent = 0, trailing = 0, width = WIDTH, splices = [] } = {}
) {
  const tree = parseTree(tokenize(src));
  return lay(tree, col, indent, trailing, { width, splices }).join("\n");
}

// ---------------------------------------------------------------------------------------------------
// The templates of a source file

/**
 * The kind of template a tag writes: "formula" (f), "row" (a step header line, then a formula), or none.
 * `rows` holds the names the row tag goes by: `row`, and any alias a module imports it under from
 * src/core/microsoft/stepRow (`row as stepRow`).
 */
function tagKind(tag, rows) {
  const named = (n, names) =>
    (ts.isIdentifier(n) && names.has(n.text)) ||
    (ts.isPropertyAccessExpression(n) && names.has(n.name.text));
  if (named(tag, new Set(["f"]))) return "formula";
  if (named(tag, rows)) return "row";
  if (ts.isCallExpression(tag) && named(tag.expression, new Set(["noted", "sourced"])))
    return "row";
  return undefined;
}

/** `row` and the names a module imports the row tag under from a module ending in /stepRow. */
function rowNames(sf) {
  const names = new Set(["row"]);
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !/\/stepRow(\.[jt]s)?$/.test(st.moduleSpecifier.text))
      continue;
    const bindings = st.importClause && st.importClause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements)
      if ((el.propertyName || el.name).text === "row") names.add(el.name.text);
  }
  return names;
}

/**
 * A splice's code as prettier prints it on one line, for its width: a splice written over lines is code
 * prettier broke where the template's line was long; once the formula is laid out, prettier prints it
 * again where it stands (on one line where it fits), and the layout measures it so.
 */
const oneLine = (code) =>
  code
    .replace(/([([{])\s*\n\s*/g, "$1")
    .replace(/,?\s*\n\s*([)\]}])/g, "$1")
    .replace(/\s*\n\s*/g, " ");

const marks = (parts) => parts.map((p, i) => (i ? `\u0001${i - 1}\u0001` : "") + p).join("");
// eslint-disable-next-line no-control-regex
const unmark = (text) => text.split(/\u0001\d+\u0001/);

/**
 * The source with every formula and row template laid out (one pass; prettier not run), and the
 * templates left as they were because the layout cannot read them ({ line, why }).
 */
function reflowSource(source, fileName = "module.ts", width = WIDTH) {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const skipped = [];
  const rows = rowNames(sf);
  // (visit returns nothing: ts.forEachChild stops at the first child whose visit returns a value)
  const visit = (node) => {
    const kind = ts.isTaggedTemplateExpression(node) && tagKind(node.tag, rows);
    if (!kind) {
      ts.forEachChild(node, visit);
      return;
    }
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    const skip = (why) => void skipped.push({ line, why });
    const spans = literalSpans(node.template);
    const parts = spans.map(([a, b]) => source.slice(a, b));
    const splices = spans.slice(1).map(([a], i) => source.slice(spans[i][1] + 2, a - 1));
    if (parts.some((p) => p.includes("\\"))) return skip("a backslash");
    const text = marks(parts);
    let head = "";
    let body = text;
    if (kind === "row") {
      const nl = text.indexOf("\n");
      if (nl < 0 || text.slice(nl).trim() === "") return skip("no formula line");
      head = text.slice(0, nl + 1);
      body = text.slice(nl + 1);
    }
    const lead = /^\s*/.exec(body)[0];
    const tail = kind === "row" ? /\s*$/.exec(body)[0] : "";
    const formula = body.slice(lead.length, body.length - tail.length);
    const start = spans[0][0]; // the template's first character after "`"
    const lineStart = source.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = source.indexOf("\n", node.template.end);
    const after = source.slice(node.template.end, lineEnd < 0 ? source.length : lineEnd).trimEnd();
    let col, indent;
    if (kind === "row") {
      col = indent = lead.length - lead.lastIndexOf("\n") - 1;
    } else {
      col = start - lineStart;
      indent = /^ */.exec(source.slice(lineStart))[0].length;
    }
    const trailing = tail.includes("\n") ? 0 : tail.length + 1 + after.length;
    let laid;
    try {
      laid = layoutFormula(formula, {
        col,
        indent,
        trailing,
        width,
        splices: splices.map(oneLine),
      });
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      return skip(e.message);
    }
    const newLead = kind === "row" ? " ".repeat(indent) : "";
    const newParts = unmark(head + newLead + laid + tail);
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    // the header kept exactly (it is not laid out); the formula the same once its layout is removed
    if (
      newParts.length !== parts.length ||
      !same(compactParts(unmark(body)), compactParts(unmark(newLead + laid + tail)))
    )
      throw new Error(`${fileName}:${line}: the layout changed the formula's text`);
    newParts.forEach((p, i) => {
      if (p !== parts[i]) edits.push([spans[i][0], spans[i][1], p]);
    });
  };
  visit(sf);
  let out = source;
  for (const [a, b, t] of edits.sort((x, y) => y[0] - x[0]))
    out = out.slice(0, a) + t + out.slice(b);
  return { text: out, skipped };
}

/**
 * The files laid out to a fixpoint: every formula on one line and prettier, then a layout and prettier
 * again until neither changes anything (prettier may move a template to another column once its text
 * is one line or several). Writes each
 * file whole (a temp sibling renamed over it) unless `check`; returns the files that changed.
 */
async function reflowFiles(files, { check = false, width = WIDTH, config } = {}) {
  const prettier = require(path.join(ROOT, "node_modules/prettier"));
  const changed = [];
  const skipped = [];
  for (const file of files) {
    const before = fs.readFileSync(file, "utf8");
    const found = config ? require(path.resolve(config)) : await prettier.resolveConfig(file);
    const options = { ...found, filepath: file };
    // from every formula on one line, so that the result depends on the formulas alone, not on how they
    // were laid out before (prettier places a one-line template and a template over lines differently)
    let text = await prettier.format(reflowSource(before, file, Infinity).text, options);
    let last;
    for (let round = 0; ; round++) {
      if (round === 6) throw new Error(`${file}: the layout and prettier do not settle`);
      last = reflowSource(text, file, width);
      const next = await prettier.format(last.text, options);
      if (next === text) break;
      text = next;
    }
    skipped.push(
      ...last.skipped.map(
        (s) => `${path.relative(ROOT, file)}:${s.line}: left as written (${s.why})`
      )
    );
    if (text === before) continue;
    changed.push(file);
    if (!check) {
      const tmp = `${file}.reflow-${process.pid}.tmp`;
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, file);
    }
  }
  return { changed, skipped };
}

/** The .ts files (not tests) of the paths named: files as they are, folders walked. */
function tsFiles(p) {
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => {
      const q = path.join(p, e.name);
      if (e.isDirectory()) return tsFiles(q);
      return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [q] : [];
    });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const at = args.indexOf("--config");
  const config = at >= 0 ? args[at + 1] : undefined;
  // without --config (at = -1) every argument but --check is a path (i !== at + 1 would drop the first)
  const named = args.filter((a, i) => a !== "--check" && (at < 0 || (i !== at && i !== at + 1)));
  const roots = named.length ? named : [path.join(ROOT, "src/core/microsoft")];
  // leftovers of a killed run
  for (const r of roots)
    if (fs.statSync(r).isDirectory())
      for (const e of fs.readdirSync(r, { recursive: true }))
        if (/\.reflow-\d+\.tmp$/.test(e)) fs.rmSync(path.join(r, e));
  const files = roots.flatMap((r) => tsFiles(path.resolve(r)));
  reflowFiles(files, { check, config }).then(
    ({ changed, skipped }) => {
      for (const s of skipped) console.log(s);
      for (const f of changed)
        console.log(`${path.relative(ROOT, f)}: ${check ? "not laid out" : "laid out"}`);
      console.log(`${files.length} files, ${changed.length} ${check ? "to lay out" : "laid out"}`);
      if (check && changed.length) process.exitCode = 1;
    },
    (e) => {
      console.error(e.message);
      process.exitCode = 1;
    }
  );
}

module.exports = { layoutFormula, reflowSource, reflowFiles, Unreadable, WIDTH, tagKind, rowNames };
