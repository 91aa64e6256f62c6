#!/usr/bin/env node
/**
 * Rewrites every Microsoft-method step call into one row of a table (src/core/microsoft/stepRow.ts,
 * issue 29): the header `key | label | unit | cell` on one line, then the formula's notation text as it was.
 *
 *   msStep(
 *     "totalMailboxesPerDag",
 *     "Total Mailboxes / DAG",
 *     f`IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`,
 *     "mailboxes",
 *     "Role Requirements!C98 (TotMBXPerDAG)"
 *   ),
 * becomes
 *   row`totalMailboxesPerDag | Total Mailboxes / DAG | mailboxes | Role Requirements!C98 (TotMBXPerDAG)
 *     IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`,
 *
 * Run (from the repository, any tree, as often as wanted: a file without step calls is left untouched):
 *   node scripts/compact/stepRows.js                  # every .ts of src/core/microsoft but *.test.ts
 *   node scripts/compact/stepRows.js FILE_OR_DIR ...  # those only (scripts/microsoft/generate.py does so)
 * then `npx jest --maxWorkers=1 tests/snapshot/microsoftSteps.test.ts` (every step unchanged) and
 * `npx tsc --noEmit -p tsconfig.json`. It prints each file it rewrote and the calls it left, with why.
 * The generated files (scripts/microsoft/README.md) get the same text from either way: this script
 * over them, or scripts/microsoft/generate.py, whose last step is this script; after a merge that
 * changed the generator, regenerate, and tests/snapshot/microsoftGenerator.test.ts compares.
 *
 * The calls: msStep(key, label, formula, unit, cell, note?) of src/core/microsoft/msStep.ts, its alias
 * step of storage/helpers.ts, and servers/build.ts's msStep(key, label, unit, cell, formula, note?), each
 * recognised by the module its name is imported from (by the path's ending, so a copy of the tree under
 * another folder works too) and left alone where the file binds that name itself.
 * - Header fields: a string is written as its text; a template literal as its text with its `${...}`;
 *   a call of a file-local `const T = (name: string) => \`tier${t}.${name}\`` with a string is T's text with
 *   the string put in (`tier${t}.mailboxes`), T dropped once nothing calls it; anything else `${it}`.
 *   A text holding "|", a line break or surrounding spaces is not written (the call is left, and said).
 * - The formula: f`...`'s text exactly (no reflow; when the call's layout differs from prettier's usual
 *   one argument a line, its lines are shifted as a block to sit under the header); a name or number
 *   given to the servers' msStep as is (f reads it as the same ref or number); anything else `${it}`.
 * - A note (a sixth argument other than "") makes the tag `row.noted(note)`.
 * - Imports: `row` from stepRow is added; msStep, step and f are dropped where nothing uses them.
 * Then prettier (the repository's configuration, office-addin-prettier-config) over the files rewritten.
 */
const ts = require("typescript");
const fs = require("fs");
const path = require("path");
const stripStepWordsModule = require("../webpack/stripStepWords");

const ROOT = path.resolve(__dirname, "../..");

/** The builders by the ending of their module's path and name: the argument order they take. */
const BUILDERS = [
  { module: "core/microsoft/msStep", name: "msStep", order: "kl-fuc", up: 0 },
  { module: "core/microsoft/storage/helpers", name: "step", order: "kl-fuc", up: 1 },
  { module: "core/microsoft/servers/build", name: "msStep", order: "kl-ucf", up: 1 },
];
const ORDER = {
  "kl-fuc": { key: 0, label: 1, formula: 2, unit: 3, cell: 4, note: 5 },
  "kl-ucf": { key: 0, label: 1, unit: 2, cell: 3, formula: 4, note: 5 },
};
const NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** A header field's text that reads back as itself (split at "|", trimmed). */
const safeField = (text) => !/[|\n\r]/.test(text) && text === text.trim();
/** Text escaped for a template literal. */
const escapeTemplate = (text) => text.replace(/[`\\]|\$\{/g, (c) => "\\" + c);

/** The names a file binds other than by import (the step-word loader's own reading of them). */
const localNames = (file) => new Set(stripStepWordsModule.localNames(file).keys());

/** This file's step builders: local name -> { order, microsoft (the folder of stepRow.ts), decl } */
function builderImports(file, fileName) {
  const found = new Map();
  const locals = localNames(file);
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause || st.importClause.isTypeOnly) continue;
    const bindings = st.importClause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(fileName), spec).split(path.sep).join("/");
    for (const el of bindings.elements) {
      const b = BUILDERS.find(
        (x) => target.endsWith("/" + x.module) && (el.propertyName ?? el.name).text === x.name
      );
      if (!b || locals.has(el.name.text)) continue;
      let microsoft = target;
      for (let i = 0; i <= b.up; i++) microsoft = path.posix.dirname(microsoft);
      found.set(el.name.text, { order: ORDER[b.order], microsoft });
    }
  }
  return found;
}

/** File-local `const T = (p: string) => \`...${p}...\`` functions, by name: what inlining needs. */
function templateFunctions(file) {
  const fns = new Map();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isArrowFunction(node.initializer) &&
      node.initializer.parameters.length === 1 &&
      ts.isIdentifier(node.initializer.parameters[0].name) &&
      ts.isTemplateExpression(node.initializer.body)
    )
      fns.set(node.name.text, {
        param: node.initializer.parameters[0].name.text,
        body: node.initializer.body,
        statement: node.parent.parent,
      });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fns;
}

/** The raw text of a template literal between its backticks. */
const rawTemplate = (node, src) => src.slice(node.getStart() + 1, node.end - 1);

/** A header field as template text, or null when it cannot be written safely. */
function fieldText(node, src, fns, inlined) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return safeField(node.text) ? escapeTemplate(node.text) : null;
  if (ts.isTemplateExpression(node)) {
    const raw = rawTemplate(node, src);
    const literals = [node.head, ...node.templateSpans.map((s) => s.literal)].map((l) => l.text);
    const whole = literals.join("x");
    return /[|\n\r]/.test(whole) || whole !== whole.trim() || raw.includes("\\") ? null : raw;
  }
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    fns.has(node.expression.text) &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0]) &&
    NAME.test(node.arguments[0].text)
  ) {
    const fn = fns.get(node.expression.text);
    let out = fn.body.head.text.includes("\\") ? null : rawTemplate(fn.body.head, src);
    if (out === null) return null;
    // head's raw is "`...${": take the text between the backtick and "${"
    out = src.slice(fn.body.head.getStart() + 1, fn.body.head.end - 2);
    for (const span of fn.body.templateSpans) {
      const e = span.expression;
      out +=
        ts.isIdentifier(e) && e.text === fn.param
          ? node.arguments[0].text
          : "${" + src.slice(e.getStart(), e.end) + "}";
      const lit = span.literal;
      out += src.slice(lit.getStart() + 1, lit.end - (ts.isTemplateTail(lit) ? 1 : 2));
    }
    if (/[|\n\r\\]/.test(out)) return null;
    inlined.add(node.expression.text);
    return out;
  }
  return "${" + src.slice(node.getStart(), node.end) + "}";
}

/** The indentation (spaces) of the line holding position `at`. */
function lineIndent(src, at) {
  const start = src.lastIndexOf("\n", at - 1) + 1;
  return /^ */.exec(src.slice(start))[0].length;
}
/** True when `at` is the first non-space character of its line. */
const firstOnLine = (src, at) => /^ *$/.test(src.slice(src.lastIndexOf("\n", at - 1) + 1, at));

/** The formula's text under the header, its lines shifted by the block to sit at `base`. */
function formulaText(node, src, base) {
  let text;
  if (
    ts.isTaggedTemplateExpression(node) &&
    ts.isIdentifier(node.tag) &&
    node.tag.text === "f" &&
    !node.typeArguments
  )
    text = rawTemplate(node.template, src);
  else if (ts.isStringLiteral(node) && NAME.test(node.text)) text = node.text;
  else if (ts.isNumericLiteral(node) && NUMBER.test(node.getText())) text = node.getText();
  else text = "${" + src.slice(node.getStart(), node.end) + "}";
  const start = node.getStart();
  const old = firstOnLine(src, start)
    ? start - src.lastIndexOf("\n", start - 1) - 1
    : lineIndent(src, start);
  const shift = base - old;
  const lines = text.split("\n");
  return lines
    .map((line, i) => {
      if (i === 0) return " ".repeat(base) + line;
      if (shift >= 0) return line === "" ? line : " ".repeat(shift) + line;
      const lead = /^ */.exec(line)[0].length;
      return line.slice(Math.min(lead, -shift));
    })
    .join("\n");
}

/** Identifiers named `name` in the file other than in import declarations and declarations of it. */
function references(file, name) {
  let n = 0;
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const p = node.parent;
      const declares =
        (ts.isVariableDeclaration(p) || ts.isFunctionDeclaration(p)) && p.name === node;
      const property =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isPropertyAssignment(p) && p.name === node);
      if (!declares && !property) n++;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return n;
}

/** Applies edits [start, end, text] to src (from the end). */
function apply(src, edits) {
  let out = src;
  for (const [a, b, text] of [...edits].sort((x, y) => y[0] - x[0]))
    out = out.slice(0, a) + text + out.slice(b);
  return out;
}

/**
 * The statement's extent from its line's start to the line break after it; with `comments`, from its
 * leading comments (a declaration's doc comment goes with it).
 */
function statementSpan(src, st, comments = false) {
  let start = comments ? st.getFullStart() : st.getStart();
  while (/\s/.test(src[start])) start++;
  let end = st.end;
  if (src[end] === "\n") end++;
  const lineStart = src.lastIndexOf("\n", start - 1) + 1;
  if (/^ *$/.test(src.slice(lineStart, start))) start = lineStart;
  return [start, end];
}

/** Rewrites one file's step calls; returns { text, rows, left } (text null when nothing changed). */
function convertSource(src, fileName) {
  // the tag's own module calls msStep with its parts: it is the one call that stays
  if (fileName.split(path.sep).join("/").endsWith("/core/microsoft/stepRow.ts"))
    return { text: null, rows: 0, left: [] };
  const file = ts.createSourceFile(fileName, src, ts.ScriptTarget.Latest, true);
  const builders = builderImports(file, fileName);
  if (builders.size === 0) return { text: null, rows: 0, left: [] };
  const fns = templateFunctions(file);
  // the tag's name: `row`, or `stepRow` (imported as such) where the file binds `row` itself (a
  // parameter, a loop's number), so that no call can mean another `row` and the bundle's loader
  // (scripts/webpack/stripStepWords.js, which skips a name bound twice) still finds every row
  let tagName = localNames(file).has("row") ? "stepRow" : "row";
  for (const st of file.statements)
    if (
      ts.isImportDeclaration(st) &&
      st.moduleSpecifier.text.endsWith("/stepRow") &&
      st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings)
    )
      for (const el of st.importClause.namedBindings.elements)
        if ((el.propertyName ?? el.name).text === "row") tagName = el.name.text;
  const inlined = new Set();
  const edits = [];
  const left = [];
  let microsoft = null;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      builders.has(node.expression.text)
    ) {
      const b = builders.get(node.expression.text);
      const args = node.arguments;
      const at = `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (args.length < 5 || args.length > 6 || args.some(ts.isSpreadElement)) {
        left.push(`${at}: ${args.length} arguments`);
        return ts.forEachChild(node, visit);
      }
      const tried = new Set();
      const header = ["key", "label", "unit", "cell"].map((k) =>
        fieldText(args[b.order[k]], src, fns, tried)
      );
      if (header.includes(null)) {
        left.push(`${at}: a header field is not plain text without "|"`);
        return ts.forEachChild(node, visit);
      }
      // a call that only passes values on (no header field written out: a table's own helper, as
      // databases/sharedNames.ts's aliases) is not a row of the calculator: it stays
      const written = ["key", "label", "unit", "cell"].some((k) => {
        const a = args[b.order[k]];
        return ts.isStringLiteral(a) || ts.isTemplateLiteral(a) || tried.size > 0;
      });
      if (!written) {
        left.push(`${at}: no header field written out (it passes values on)`);
        return ts.forEachChild(node, visit);
      }
      for (const t of tried) inlined.add(t);
      const base = lineIndent(src, node.getStart()) + 2;
      const formula = formulaText(args[b.order.formula], src, base);
      const note = args[b.order.note];
      const tag =
        note && !(ts.isStringLiteral(note) && note.text === "")
          ? `${tagName}.noted(${src.slice(note.getStart(), note.end)})`
          : tagName;
      const head = header.join(" | ").trimEnd();
      edits.push([node.getStart(), node.end, `${tag}\`${head}\n${formula}\``]);
      microsoft = b.microsoft;
      return; // a step call's arguments hold no step call
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0) return { text: null, rows: 0, left };
  let out = apply(src, edits);
  // imports: drop the builders and f where nothing else uses them, drop inlined key functions, add row
  let sf = ts.createSourceFile(fileName, out, ts.ScriptTarget.Latest, true);
  const drops = [];
  for (const name of inlined) {
    const fn = templateFunctions(sf).get(name);
    if (fn && references(sf, name) === 0 && ts.isVariableStatement(fn.statement))
      drops.push([...statementSpan(out, fn.statement, true), ""]);
  }
  out = apply(out, drops);
  sf = ts.createSourceFile(fileName, out, ts.ScriptTarget.Latest, true);
  const unused = (name) => references(sf, name) === 0;
  const importEdits = [];
  let anchor = null;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause) continue;
    const bindings = st.importClause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const spec = st.moduleSpecifier.text;
    const target = path.resolve(path.dirname(fileName), spec).split(path.sep).join("/");
    const isBuilder = BUILDERS.some((x) => target.endsWith("/" + x.module));
    const isFormula = target.endsWith("/core/formula");
    if (!isBuilder && !isFormula) continue;
    if (isBuilder && !anchor) anchor = st;
    const keep = bindings.elements.filter((el) => {
      const local = el.name.text;
      const drop =
        (isBuilder && builders.has(local) && unused(local)) ||
        (isFormula &&
          (el.propertyName ?? el.name).text === "f" &&
          !st.importClause.isTypeOnly &&
          unused(local));
      return !drop;
    });
    if (keep.length === bindings.elements.length) continue;
    const [a, b] = statementSpan(out, st);
    const text =
      keep.length === 0 && !st.importClause.name
        ? ""
        : out.slice(st.getStart(), bindings.getStart()) +
          "{ " +
          keep.map((el) => el.getText()).join(", ") +
          " }" +
          out.slice(bindings.end, st.end) +
          "\n";
    importEdits.push([a, b, text]);
  }
  const stepRow = path.posix.join(microsoft, "stepRow");
  const hasRow = sf.statements.some(
    (st) =>
      ts.isImportDeclaration(st) &&
      path.resolve(path.dirname(fileName), st.moduleSpecifier.text).split(path.sep).join("/") ===
        stepRow
  );
  if (!hasRow) {
    let rel = path.posix.relative(path.dirname(fileName).split(path.sep).join("/"), stepRow);
    if (!rel.startsWith(".")) rel = "./" + rel;
    const line = `import { ${tagName === "row" ? "row" : "row as " + tagName} } from "${rel}";\n`;
    const lastImport = [...sf.statements].filter(ts.isImportDeclaration).pop();
    const after = anchor ?? lastImport;
    const [, end] = statementSpan(out, after);
    importEdits.push([end, end, line]);
  }
  out = apply(out, importEdits);
  return { text: out, rows: edits.length, left };
}

function tsFiles(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .flatMap((d) => {
      const p = path.join(target, d.name);
      if (d.isDirectory()) return tsFiles(p);
      return d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") ? [p] : [];
    })
    .sort();
}

async function main() {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : [path.join(ROOT, "src/core/microsoft")]).flatMap((t) =>
    tsFiles(path.resolve(t))
  );
  const written = [];
  let rows = 0;
  for (const file of files) {
    const src = fs.readFileSync(file, "utf8");
    const r = convertSource(src, path.resolve(file));
    for (const l of r.left) console.log(`left: ${l}`);
    if (r.text === null) continue;
    const tmp = file + ".stepRows.tmp";
    fs.writeFileSync(tmp, r.text);
    fs.renameSync(tmp, file);
    written.push(file);
    rows += r.rows;
    console.log(`${path.relative(process.cwd(), file)}: ${r.rows} rows`);
  }
  if (written.length) {
    const prettier = require(path.join(ROOT, "node_modules", "prettier"));
    const options = require(path.join(ROOT, "node_modules", "office-addin-prettier-config"));
    for (const file of written) {
      const text = await prettier.format(fs.readFileSync(file, "utf8"), {
        ...options,
        filepath: file,
      });
      const tmp = file + ".stepRows.tmp";
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, file);
    }
  }
  console.log(`${rows} rows in ${written.length} files`);
}

module.exports = { convertSource };
if (require.main === module)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
