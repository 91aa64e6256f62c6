/**
 * A webpack loader that empties the citation words of the formula steps in the copy of the sizing core
 * the EX.* custom functions load (webpack.config.js applies it to the "functions" layer only).
 *
 * What: in every call of a step builder, `msStep(key, label, formula, unit, cell, note)`
 * (src/core/microsoft/msStep.ts) and `summaryStep(key, label, formula, unit, source, note)`
 * (src/core/summary/summarySteps.ts), the cell/source and note arguments become "" when
 * they are text written in the call (a string, or a template or `+` of strings whose parts are names,
 * numbers, arithmetic and named functions of them, as `Role Requirements!${tierCell(t, 10)}`; not a
 * bare call such as `sd(76)`); the note also when it is any pure expression (a module constant such
 * as servers/megacycles.ts's Departure notes D1 and D2, a bare call, a condition over them). The key,
 * the formula and the unit
 * are never touched, nor an argument that is anything else, nor a call of any other function; the
 * label is emptied too when written out (the build's loader passes `labels`, below).
 * Likewise the text of a few object properties nothing on the functions' path reads (PROPERTIES: the
 * lazy declarations' descriptions and notes, the scenario inputs' sources), written out or any pure
 * expression (scenario/inputs.ts's `tierValidation(58, "...")`).
 *
 * Why: those words are ~100 KB of the Microsoft core's raw text (its calculator cells with their
 * explanations, its notes). The task pane prints them into workbooks and the CLI into reports, but a
 * custom function returns only values (EX.MSDESIGN spills step keys, EX.MSVERDICT the verdict rules'
 * own sources, which are not step arguments), and its error messages name a step by label and key
 * (src/core/formula/step.ts, servers/evaluate.ts). The functions' first call then
 * loads about half the gzipped JavaScript (onFirstCallJsGzKB, docs/performance.md). The one reader of
 * a step's source on the functions' path is microsoftSteps()'s check that a storage step and a database
 * step of one key cite one cell (src/core/microsoft/sizeSteps.ts): in the stripped copy every source
 * reads alike, so the check passes and keeps the same steps it keeps today; the unstripped copy (pane,
 * CLI, tests) still runs it.
 *
 * A step written as a row (src/core/microsoft/stepRow.ts: row`key | label | unit | cell` then its
 * formula, row.noted(note)`...`, and row.sourced(note?)`key | label | unit | source` for a step that
 * cites its whole source) has its cell (or source) field and its note emptied alike (ROW_TAGS).
 *
 * Labels (issue 29, options.labels, which the loader below sets; functionsLayer.js's choice of layered
 * modules and the tests of the other words run without it): a builder's label argument and a row's
 * label field are emptied too when written out (pure splices allowed, as a cell's), and an alias
 * table's label field (TABLES). A label is read on
 * the functions' path only by the message of an error naming a step, "<label> (<key>) is #VALUE!: ...":
 * evaluateSteps and valueOf throw it as a StepError (src/core/errors.ts) that keeps the step and the
 * message's parts, and the lazy groups' adapters (invokeStripped, src/functions/invoke.ts) give one
 * whose label is empty to src/functions/stepLabels.ts, a chunk of its own imported only then, which
 * takes the label of the step of that key from the unstripped steps that can throw it (serverSteps,
 * the Microsoft and Dell summaries) and builds the message again, word for word
 * (tests/webpack/strippedFunctions.test.ts checks every such step, and one error end to end).
 * readFromPassive.ts's labels made from a label (extras) reach no error message: the extras' values
 * keep their Excel errors as values.
 *
 * It runs after ts-loader (enforce: "post"), on JavaScript. A removed argument's line breaks are kept,
 * so line numbers (and the development build's source maps, by line) still match.
 */
const path = require("path");
const ts = require("typescript");

/**
 * The step builders, by the module that exports them (project-relative, without extension) and name,
 * with the indexes of their source (or cell) and note arguments. A call is rewritten only when its
 * callee is imported from one of these modules (or is a `const x = thatImport;` alias of it) and no
 * other binding of that name exists in the file. A builder of another argument order names its own
 * indexes (a formula's index must never be listed).
 */
const BUILDERS = {
  "src/core/microsoft/msStep#msStep": [4, 5], // (key, label, formula, unit, cell, note)
  "src/core/summary/summarySteps#summaryStep": [4, 5], // (key, label, formula, unit, source, note)
  // A module's own wrapper that passes summaryStep's arguments on in their places (its formula wrapped
  // in IFERROR(..., "--")): a top-level `const step = (...) => ...` of that module (builderCallees).
  // (a wrapper's written-out default for its source and note is emptied too)
  "src/core/summary/microsoftSummary#step": [4, 5],
};

/**
 * The step families (src/core/microsoft/stepFamily.ts, issue 29), `stepFamily(columns, cells, (c) =>
 * row`...`)` and `failureRow(cells, (c) => row`...`)`: by module and name, the index of the `cells`
 * argument (in a list, as BUILDERS' indexes), emptied when it is written-out text (a template of pure
 * parts, as a builder's cell); a family whose `cells` is "" cites "" for every column (stepFamily.ts
 * reads it so). The row's own cell field and
 * note are emptied as any row's (ROW_TAGS). The columns and the row's key, label, unit and formula are
 * never touched.
 */
const FAMILY_BUILDERS = {
  "src/core/microsoft/stepFamily#stepFamily": [1],
  "src/core/microsoft/stepFamily#failureRow": [0],
  // a row of Role Requirements!C253:D257 over the two datacenters' columns: stepFamily's cells, passed on
  "src/core/microsoft/servers/build#perServerRow": [0],
};

/**
 * Functions that make a family's columns with their own cells (databases/tierSum.ts's
 * `tierColumns(tiers, (t) => \`Role Requirements!C${65 + t} (Tier${t}MBXRatio)\`)`): by module and name, the
 * index of the cell function, whose body is emptied when it is written-out text (a template of pure
 * parts); every column then cites "", as a family whose cells are emptied (stepFamily.ts keeps a
 * column's own cell as it is).
 */
const CELL_FUNCTIONS = {
  "src/core/microsoft/databases/tierSum#tierColumns": [1],
};

/**
 * Tables of steps written as text, one step a line, fields split by " | " (databases/sharedNames.ts's
 * aliases, `key | label | the name it reads | unit | cell`): by module and the function the table is
 * passed to, the field of the cited cell, emptied, and the field of the label, emptied too with
 * options.labels (as a row's label). An alias's empty label is its key (sharedNames.ts), and no
 * alias step can name itself in an error: the database area's steps are evaluated as values (the
 * aliases are not among the steps stepLabels.ts relabels), so no function shows an alias's label.
 */
const TABLES = {
  "src/core/microsoft/databases/sharedNames#aliases": { cell: 4, label: 1 },
};

/**
 * The row tag (src/core/microsoft/stepRow.ts, issue 29): a step written as one table row,
 * row`key | label | unit | cell\n formula`, row.noted(note)`...` or row.sourced(note?)`...` (whose fourth
 * field is the whole source). In the template's header (its first line) the cell field, after the third
 * "|", becomes empty when what it holds is written-out text and
 * pure splices (`Role Requirements!${tierCell(t, 10)}`), as a builder's cell; the note when it is any pure
 * expression, as a builder's note. The key, label, unit and the formula (the lines under the header) are
 * never touched. By module and name, as the builders (imported, or imported under another name, as
 * `row as stepRow` where a file binds `row` itself).
 */
const ROW_TAGS = {
  "src/core/microsoft/stepRow#row": true,
};

/**
 * Object-literal properties whose written-out text is emptied, by module: the lazy declarations' own
 * help texts (read only by the adapters' generator, src/functions/adapterSource.ts, and the docs; the
 * functions' metadata comes from the generated adapters' JSDoc, not from these) and the scenario
 * inputs' sources (the workbook's Inputs sheet and the docs cite them; the scenario reader, parse.ts,
 * reads the rules' numbers, never their source).
 */
const PROPERTIES = {
  "src/functions/declarations/microsoft": ["description", "note"],
  "src/functions/declarations/microsoftReplication": ["description", "note"],
  "src/functions/declarations/summary": ["description", "note"],
  // the EX.MS* and EX.MSREPLICATION / EX.MSACTIVATION environment parameter's help text (the same)
  "src/functions/declarations/environmentParam": ["description"],
  // the calculator's label of each input and the rule of a default ExSize chose (`derived`): the
  // workbook's Inputs sheet, the pane's fields, the CLI's reports and the docs print them; on the
  // functions' path only the EX.MS* tier parameters' help texts read a label (EX.MS* adapters' JSDoc, so
  // functions.json, is generated from the unstripped declarations); the scenario reader (parse.ts,
  // deployment.ts) reads an input's name, kind, cells, default, unit and rule, never its label.
  "src/core/microsoft/scenario/inputs": ["source", "label", "derived"],
  "src/core/microsoft/extras/inputs": ["source"],
  // the Dell design's default method inputs' sources: the workbook's Spindles and Compute sheets print
  // them (src/workbook/methodInputs.ts); the design reader (dellDesignOf) reads their values only
  "src/core/summary/dellDesignInputs": ["source"],
  // the verdict rules' figure and threshold (issue 28): docs/summary.md's table reads them, no
  // function does (a rule's sentence is its `message` expression, its cite or source, and `change`).
  // "source@cite": a rule's long source where the same object has a `cite`, which the sentence quotes
  // instead (verdict/steps.ts ruleText); the source then reaches only the verdict items' `source` and
  // the rule step's source, which no function prints (designRows spills an item's message), and
  // steps.ts's storage-reject filter, which reads the source of rules without a cite only.
  "src/core/microsoft/verdict/rules": ["figure", "threshold", "source@cite"],
  "src/core/microsoft/verdict/rules2019": ["figure", "threshold", "source@cite"],
  // the active databases after activation's columns, which name their own cells (stepFamily.ts): the
  // steps' citations, emptied as the rows' cells are
  "src/core/microsoft/databases/servers": ["cell"],
};

/**
 * Calculator cell addresses a module writes out and no function reads, by module: the texts they begin
 * with. Every string, or template of pure parts, whose text begins so is emptied. scenario/inputs.ts's
 * cells ("Input!C30", tierCells' `Input!C${row + 19}`, diskRows' `Input!${column}${firstRow + i}`):
 * the workbook's Inputs sheet and the docs print them (the pane's and the CLI's copy); on the
 * functions' path the scenario reader counts an input's cells and names each by the input's name and
 * keys (parse.ts cellStepName), never by the cell, and databases/sharedNames.ts's alias steps cite
 * the first cell as their source, which no function reads (the builders' sources, above).
 */
const CELL_TEXTS = {
  // and ExSize's own inputs' (copyLayout, maxCpuWorstFailurePercent), "ExSize scenario key <name>"
  "src/core/microsoft/scenario/inputs": ["Input!", "ExSize scenario key "],
};

/**
 * Tables of messages read only on an error path, by module: the names of its top-level consts whose
 * object literal becomes `{}` (scenario/refusal.ts's REFUSALS, the scenario readers' refusals by name,
 * issue 29). In the functions' copy a refusal then throws a RefusalError (src/core/errors.ts) with the
 * message's name and parts and an empty message; the lazy groups' adapters (invokeStripped,
 * src/functions/invoke.ts) word it from the unstripped table, src/functions/refusalWords.ts, a chunk of
 * its own imported only then (tests/webpack/strippedFunctions.test.ts checks every message). Unlike
 * labels, emptied whatever options.labels says: the table's module must be layered for the build to
 * empty it (functionsLayer.js asks without labels).
 */
const WORD_TABLES = {
  "src/core/microsoft/scenario/refusal": ["REFUSALS"],
};

/** Text written in the call, made of pure parts only (isPure): dropping it drops nothing else. */
function isPlainText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isPure(s.expression));
  if (ts.isParenthesizedExpression(node)) return isPlainText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return (
      (isPlainText(node.left) || isPure(node.left)) &&
      (isPlainText(node.right) || isPure(node.right))
    );
  if (ts.isConditionalExpression(node))
    return isPure(node.condition) && isPlainText(node.whenTrue) && isPlainText(node.whenFalse);
  return false;
}

/** Names, numbers, strings, arithmetic or comparison of them, named functions of them; no assignment. */
function isPure(node) {
  if (
    ts.isIdentifier(node) ||
    ts.isNumericLiteral(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node)
  )
    return true;
  if (ts.isParenthesizedExpression(node)) return isPure(node.expression);
  if (ts.isPropertyAccessExpression(node)) return isPure(node.expression);
  // an element of such a value (`Role Requirements!C${rows[at]}`): reading it has no effect
  if (ts.isElementAccessExpression(node))
    return isPure(node.expression) && isPure(node.argumentExpression);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isPure(s.expression));
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const assigns = op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment;
    return !assigns && op !== ts.SyntaxKind.CommaToken && isPure(node.left) && isPure(node.right);
  }
  if (ts.isConditionalExpression(node))
    return isPure(node.condition) && isPure(node.whenTrue) && isPure(node.whenFalse);
  // A named function of such values (`Role Requirements!${tierCell(t, 10)}`): the core's functions are
  // pure (README's layers: no Office, no I/O), so not calling one changes nothing but the text.
  if (ts.isCallExpression(node))
    return ts.isIdentifier(node.expression) && node.arguments.every(isPure);
  return false;
}

/** The names a file binds other than by import: parameters, variables, functions, classes. */
function localNames(file) {
  const names = new Map();
  const add = (name, node) => names.set(name, [...(names.get(name) ?? []), node]);
  const visit = (node) => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      add(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * Which callees of this file are step builders, and their stripped argument indexes: imports from the
 * BUILDERS' modules, the file's own wrappers BUILDERS names, and top-level `const x = builder;` aliases
 * of them.
 */
function builderCallees(file, fileName, root, builders) {
  const callees = new Map();
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause || st.importClause.isTypeOnly) continue;
    const bindings = st.importClause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith(".")) continue;
    const target = path
      .relative(root, path.resolve(path.dirname(fileName), spec))
      .split(path.sep)
      .join("/")
      .replace(/\.(ts|js)$/, "");
    for (const el of bindings.elements) {
      const args = builders[`${target}#${(el.propertyName ?? el.name).text}`];
      if (args) callees.set(el.name.text, args);
    }
  }
  // The file's own wrappers that BUILDERS names (by this module and the wrapper's name): a top-level
  // `const name = (...) => ...` or `= function (...) {...}`.
  const self = path
    .relative(root, fileName)
    .split(path.sep)
    .join("/")
    .replace(/\.(ts|js)$/, "");
  // A wrapper may be a function's own (a `const step` inside a function): any
  // declaration of that name in the module, so long as it is the only binding of it (below).
  const wrappers = new Set();
  const findWrappers = (node) => {
    if (ts.isVariableDeclaration(node)) {
      const d = node;
      const args = ts.isIdentifier(d.name) && builders[`${self}#${d.name.text}`];
      if (
        args &&
        d.initializer &&
        (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
      ) {
        callees.set(d.name.text, args);
        wrappers.add(d);
      }
    }
    ts.forEachChild(node, findWrappers);
  };
  findWrappers(file);
  for (const st of file.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer && ts.isIdentifier(d.initializer)) {
        const args = callees.get(d.initializer.text);
        if (args) callees.set(d.name.text, args);
      }
  }
  // A name bound twice (a parameter or a nested `const step = ...` of its own) may not be the builder.
  const locals = localNames(file);
  for (const name of [...callees.keys()]) {
    const own = (locals.get(name) ?? []).filter(
      (n) =>
        !wrappers.has(n) &&
        !(
          ts.isVariableDeclaration(n) &&
          n.initializer &&
          ts.isIdentifier(n.initializer) &&
          callees.has(n.initializer.text) &&
          n.parent.parent.parent === file
        )
    );
    if (own.length > 0) callees.delete(name);
  }
  // a wrapper's name declared twice (two functions' own `step`s): neither may be the builder
  for (const d of wrappers)
    if ([...wrappers].filter((w) => w.name.text === d.name.text).length > 1)
      callees.delete(d.name.text);
  // the wrappers still bound once, by name (their parameters' defaults are emptied as arguments)
  callees.wrappers = [...wrappers].filter((d) => callees.has(d.name.text));
  return callees;
}

/** The literal parts of a template as [start, end) offsets of their raw text in `source`. */
function literalSpans(template, file) {
  if (ts.isNoSubstitutionTemplateLiteral(template))
    return [[template.getStart(file) + 1, template.getEnd() - 1]];
  const spans = [[template.head.getStart(file) + 1, template.head.getEnd() - 2]];
  for (const span of template.templateSpans) {
    const lit = span.literal;
    spans.push([lit.getStart(file) + 1, lit.getEnd() - (ts.isTemplateTail(lit) ? 1 : 2)]);
  }
  return spans;
}

/**
 * The edit that empties a row template header's field `at` (1: the label, between its first and second
 * "|"; 3: the cell, from after its third "|" to its line break), or null when the header has no such
 * field, it is empty, or a splice in it is not pure (then it stays, as a builder's cell that is not
 * written-out text). The label becomes " " (`key | | unit`), the cell "".
 */
function rowFieldEdit(template, source, file, at) {
  const spans = literalSpans(template, file);
  const splices = ts.isNoSubstitutionTemplateLiteral(template)
    ? []
    : template.templateSpans.map((s) => s.expression);
  let bars = 0;
  let from = -1;
  for (const [a, b] of spans)
    for (let i = a; i < b; i++) {
      const ch = source[i];
      if (from >= 0 && ch === (at === 3 ? "\n" : "|")) {
        const inside = splices.filter((e) => e.getStart(file) > from && e.end < i);
        const text = source.slice(from, i);
        if (text.trim() === "" || text.includes("\n") || !inside.every(isPure)) return null;
        return { start: from, end: i, text: at === 3 ? "" : " " };
      }
      if (ch === "\n") return null;
      if (ch === "|" && ++bars === at) from = i + 1;
    }
  return null;
}

/**
 * The source (JavaScript, as ts-loader emits it) of the module `fileName` with its step builders'
 * source and note arguments emptied. `options.builders` exists for the tests; the build uses BUILDERS.
 * Returns the new text and how many arguments it emptied.
 */
function stripStepWords(source, fileName, root, options = {}) {
  const builders = options.builders ?? BUILDERS;
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS
  );
  const callees = builderCallees(file, fileName, root, builders);
  const families = builderCallees(file, fileName, root, options.families ?? FAMILY_BUILDERS);
  const rows = builderCallees(file, fileName, root, options.rows ?? ROW_TAGS);
  const cellFunctions = builderCallees(
    file,
    fileName,
    root,
    options.cellFunctions ?? CELL_FUNCTIONS
  );
  const relative = path
    .relative(root, fileName)
    .split(path.sep)
    .join("/")
    .replace(/\.(ts|js)$/, "");
  const properties = new Set((options.properties ?? PROPERTIES)[relative] ?? []);
  const tables = new Map(
    Object.entries(options.tables ?? TABLES)
      .filter(([k]) => k.startsWith(relative + "#"))
      .map(([k, field]) => [k.slice(relative.length + 1), field])
  );
  const cellPrefix = (options.cellTexts ?? CELL_TEXTS)[relative];
  const wordTables = (options.wordTables ?? WORD_TABLES)[relative] ?? [];
  const labels = options.labels === true;
  const edits = [];
  // A note (a builder's note argument, a row's note) and a PROPERTIES text may be any pure
  // expression, not only text written out: no code on the functions' path reads them (the workbooks,
  // the docs and the reports print them), and a pure expression's value (a module constant such as
  // servers/megacycles.ts's D1, a condition over the column, scenario/inputs.ts's
  // `tierValidation(58, "...")`) is all that dropping it drops. A step's source or cell stays emptied
  // only when written out: its one reader there (sizeSteps.ts's one-cell check) needs them emptied alike.
  const isUnreadText = (node) => isPlainText(node) || isPure(node);
  // `node`'s text becomes `text` and as many line breaks as it spanned (the module keeps its lines).
  const replaceKeepingLines = (node, text) => {
    const start = node.getStart(file);
    const lines = source.slice(start, node.end).split("\n").length;
    edits.push({ start, end: node.end, text: text + "\n".repeat(lines - 1) });
  };
  const empty = (arg, unread = false) => {
    if (
      !(unread ? isUnreadText(arg) : isPlainText(arg)) ||
      (ts.isStringLiteral(arg) && arg.text === "")
    )
      return;
    replaceKeepingLines(arg, '""');
  };
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      wordTables.includes(node.name.text) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer) &&
      node.initializer.properties.length > 0 &&
      node.parent.parent.parent === file
    )
      replaceKeepingLines(node.initializer, "{}");
    if (cellPrefix !== undefined) {
      const head = ts.isTemplateExpression(node)
        ? node.head.text
        : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? node.text
          : null;
      if (head !== null && cellPrefix.some((p) => head.startsWith(p))) empty(node);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      // "name@sibling": only in an object literal that also has a property `sibling`.
      const beside = [...properties].some((p) => {
        const [own, sibling] = p.split("@");
        return (
          own === name &&
          sibling !== undefined &&
          ts.isObjectLiteralExpression(node.parent) &&
          node.parent.properties.some(
            (q) => q.name && ts.isIdentifier(q.name) && q.name.text === sibling
          )
        );
      });
      // "name@sibling" only when written out (a source the rule's cite may be computed from stays)
      if (properties.has(name)) empty(node.initializer, true);
      else if (beside) empty(node.initializer);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      families.has(node.expression.text)
    ) {
      const cells = node.arguments[families.get(node.expression.text)[0]];
      if (cells) empty(cells);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      cellFunctions.has(node.expression.text)
    ) {
      const cell = node.arguments[cellFunctions.get(node.expression.text)[0]];
      if (cell && ts.isArrowFunction(cell) && !ts.isBlock(cell.body)) empty(cell.body);
    }
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = node.tag;
      // row.noted(note) and row.sourced(note?): their argument is the note
      const noted =
        ts.isCallExpression(tag) &&
        ts.isPropertyAccessExpression(tag.expression) &&
        ["noted", "sourced"].includes(tag.expression.name.text) &&
        ts.isIdentifier(tag.expression.expression) &&
        rows.has(tag.expression.expression.text);
      if (noted || (ts.isIdentifier(tag) && rows.has(tag.text))) {
        if (noted && tag.arguments.length === 1) empty(tag.arguments[0], true);
        const edit = rowFieldEdit(node.template, source, file, 3);
        if (edit) edits.push(edit);
        const label = labels && rowFieldEdit(node.template, source, file, 1);
        if (label) edits.push(label);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      tables.has(node.expression.text) &&
      node.arguments.length === 1 &&
      ts.isNoSubstitutionTemplateLiteral(node.arguments[0])
    ) {
      const { cell, label } = tables.get(node.expression.text);
      const arg = node.arguments[0];
      const lines = arg.text.split("\n").map((line) => {
        const parts = line.split(" | ");
        if (parts.length > cell) parts[cell] = "";
        if (labels && parts.length > cell) parts[label] = "";
        return parts.join(" | ");
      });
      edits.push({
        start: arg.getStart(file),
        end: arg.end,
        text: "`" + lines.join("\n").replace(/[`\\$]/g, (c) => "\\" + c) + "`",
      });
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      callees.has(node.expression.text)
    ) {
      // BUILDERS' indexes: the source (or cell), then the note; and with options.labels the label, the
      // second argument of every builder, when written out
      callees.get(node.expression.text).forEach((i, at) => {
        const arg = node.arguments[i];
        if (arg !== undefined) empty(arg, at === 1);
      });
      if (labels && node.arguments[1] !== undefined) empty(node.arguments[1]);
    }
    ts.forEachChild(node, visit);
  };
  // A wrapper's default for a stripped argument (`source = "ExSize verdict (...)"`) is the text of
  // every call that leaves the argument out: emptied as that argument would be.
  for (const d of callees.wrappers) {
    callees.get(d.name.text).forEach((i, at) => {
      const param = d.initializer.parameters[i];
      if (param && param.initializer) empty(param.initializer, at === 1);
    });
  }
  visit(file);
  // an edit inside another (a cell text inside an emptied property) is the outer one's already
  const outer = edits.filter(
    (e, i) =>
      !edits.some(
        (o, j) =>
          j !== i &&
          o.start <= e.start &&
          e.end <= o.end &&
          (o.end - o.start > e.end - e.start || j < i)
      )
  );
  let out = source;
  for (const e of outer.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return { code: out, stripped: outer.length };
}

module.exports = function stripStepWordsLoader(source, map) {
  const { code } = stripStepWords(source, this.resourcePath, this.rootContext, { labels: true });
  this.callback(null, code, map);
};
module.exports.stripStepWords = stripStepWords;
module.exports.localNames = localNames;
