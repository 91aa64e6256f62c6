/**
 * Which modules make the functions' own copy of the sizing core (webpack.config.js's "functions" layer,
 * where scripts/webpack/stripStepWords.js empties the steps' source and note texts): the declarations
 * the EX.MS* and EX.SUMMARY adapters import on their first call, and those of the Microsoft method,
 * summary and verdict modules they import that hold words the loader empties, or import (directly or
 * not) one that does. Every other module stays one shared instance (the formula engine, SizingError,
 * the Excel error factory, and the core's modules without step words: constants, limits, layouts, ...).
 * Shared with tests/webpack/strippedFunctions.test.ts, which loads the same set the same way and checks
 * that the functions answer as before.
 *
 * Why the word-free modules leave the layer (2026-11-27, taskpaneJsGzKB in docs/performance.md): a
 * module in the functions layer is a second copy of the one the pane imports (its workbooks print the
 * words), so the page that has opened the pane and called a function loaded it twice. A module the
 * loader leaves unchanged, and that imports no module it changes, is the same code in both copies: in the
 * default layer webpack puts it once, in a chunk the pane and the functions' first call share.
 *
 * The rule, per module (fixed point over the import graph): layered = a lazy declaration, or (under
 * src/core/microsoft, summary or verdict, or the lazy declarations' shared environmentParam.ts)
 * stripStepWords empties something in it (on its TypeScript emitted as ES2020 modules, as the build's
 * ts-loader emits it), or it imports a layered module.
 */
const fs = require("fs");
const path = require("path");
const ts = require("typescript");
const { stripStepWords } = require("./stripStepWords");

/**
 * The lazy declarations' names: each is the chunk name of the group its adapters import() on a first
 * call (src/functions/adapterSource.ts writes webpackChunkName from the declaration's file name).
 */
const LAZY_GROUPS = ["microsoft", "microsoftReplication", "summary"];
const LAZY_DECLARATIONS = new RegExp(
  `[\\\\/]src[\\\\/]functions[\\\\/]declarations[\\\\/](${LAZY_GROUPS.join("|")})\\.ts$`
);
/**
 * Where the functions layer's modules can be (the rule's outer bound; `layered` says which are): the
 * lazy declarations, the environment parameter only the lazy declarations share (its help text, which
 * only the adapters' generator reads, is emptied there), and the core they size with.
 */
const LAYERED = [
  LAZY_DECLARATIONS,
  /[\\/]src[\\/]functions[\\/]declarations[\\/]environmentParam\.ts$/,
  /[\\/]src[\\/]core[\\/](microsoft|summary|verdict)[\\/]/,
];
const ROOT = path.resolve(__dirname, "../..");
/**
 * Modules kept in the default layer though the loader would empty words in them (project-relative): the
 * row tag. The one word the loader empties there is the note its msStep call passes on, which the loader
 * has already emptied in every layered module's rows (ROW_TAGS), and a layered stepRow.ts would layer
 * every module that writes rows.
 * History (issue 29): the MetaCache steps and the 2019 memory steps were kept shared too, one copy for
 * the pane and the functions (taskpaneJsGzKB 258.71 against 260.17 with them layered, 2026-11-27). Once
 * both read rules2019.ts's is2019 (one definition of Exchange 2019-or-SE), they are layered with it: on
 * 2026-11-28 that took every function group's first call down by 1.0 KB (microsoft 42.38 -> 41.38,
 * summary 43.82 -> 42.81, microsoftReplication 48.29 -> 47.28) for 0.6 more on the pane (244.19 ->
 * 244.79), the groups being the figure issue 29 still owes.
 */
const KEPT_SHARED = new Set(["src/core/microsoft/stepRow.ts"].map((f) => path.join(ROOT, f)));
const inBound = (resource) => LAYERED.some((re) => re.test(resource ?? ""));

/** Every .ts module (tests excluded) under these folders of src/, by absolute path. */
function modulesUnder(dirs) {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) files.push(file);
    }
  };
  for (const d of dirs) walk(path.join(ROOT, d));
  return files;
}

/** The project modules a module's JavaScript imports or re-exports (relative specifiers, resolved). */
function importsOf(file, js) {
  const source = ts.createSourceFile(file, js, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out = [];
  const add = (spec) => {
    if (!spec.startsWith(".")) return;
    const base = path.resolve(path.dirname(file), spec);
    const found = [`${base}.ts`, path.join(base, "index.ts"), base].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile()
    );
    if (found) out.push(found);
  };
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      add(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      add(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

let computed;

/** The set of layered modules (absolute paths), computed once per process from the sources. */
function layeredSet() {
  if (computed) return computed;
  const files = modulesUnder([
    "src/core/microsoft",
    "src/core/summary",
    "src/core/verdict",
    "src/functions/declarations",
  ]).filter(inBound);
  const graph = new Map();
  const set = new Set();
  for (const file of files) {
    const js = ts.transpileModule(fs.readFileSync(file, "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
      fileName: file,
    }).outputText;
    graph.set(file, importsOf(file, js));
    const stripped = !KEPT_SHARED.has(file) && stripStepWords(js, file, ROOT).stripped > 0;
    if (LAZY_DECLARATIONS.test(file) || stripped) set.add(file);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, deps] of graph)
      if (!set.has(file) && deps.some((d) => set.has(d))) {
        set.add(file);
        grew = true;
      }
  }
  computed = set;
  return set;
}

const layered = (resource) =>
  inBound(resource) && layeredSet().has(path.resolve(resource.replace(/[?#].*$/, "")));

module.exports = { LAZY_GROUPS, LAZY_DECLARATIONS, LAYERED, KEPT_SHARED, layered, layeredSet };
