/**
 * scripts/webpack/stripStepWords.js, the loader that empties the formula steps' source and note
 * arguments in the functions' copy of the core (webpack.config.js, "functions" layer). Run here on the
 * real step modules as ts-loader hands them over (TypeScript emitted as ES2020 modules), it must
 * leave JavaScript that parses, the same builder calls in the same order with the same key, label,
 * formula and unit, and empty only written-out text in the source and note positions of each builder.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

const { stripStepWords } = require("../../scripts/webpack/stripStepWords") as {
  stripStepWords: (
    source: string,
    fileName: string,
    root: string,
    options?: { builders?: Record<string, number[]>; labels?: boolean }
  ) => { code: string; stripped: number };
};

const ROOT = path.resolve(__dirname, "../..");
const DIRS = ["src/core/microsoft", "src/core/summary", "src/core/verdict"];
const DECLARATIONS = ["microsoft", "microsoftReplication", "summary"].map(
  (d) => `src/functions/declarations/${d}.ts`
);

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return tsFiles(rel);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [rel] : [];
  });
}

/** What ts-loader gives the loader: the module emitted as ES2020 JavaScript with its imports. */
function emitted(file: string): string {
  return ts.transpileModule(fs.readFileSync(path.join(ROOT, file), "utf8"), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
    fileName: file,
  }).outputText;
}

function syntaxErrors(code: string): string[] {
  const out = ts.transpileModule(code, {
    compilerOptions: { allowJs: true, target: ts.ScriptTarget.ES2020 },
    fileName: "stripped.js",
    reportDiagnostics: true,
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** Every call of a function named msStep, step or summaryStep: its callee and argument texts. */
function builderCalls(code: string): { callee: string; args: string[] }[] {
  const file = ts.createSourceFile("m.js", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calls: { callee: string; args: string[] }[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      ["msStep", "step", "summaryStep"].includes(n.expression.text)
    )
      calls.push({ callee: n.expression.text, args: n.arguments.map((a) => a.getText(file)) });
    ts.forEachChild(n, visit);
  };
  visit(file);
  return calls;
}

/**
 * Every step written as a row (src/core/microsoft/stepRow.ts: row`key | label | unit | cell\nformula`,
 * row.noted(note)`...`, `row` or a name imported as it): its note's text, its header's four fields
 * (the raw text split at "|", trimmed) and its formula's raw text.
 */
function rowTemplates(code: string): { note: string | null; fields: string[]; formula: string }[] {
  const file = ts.createSourceFile("m.js", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const names = new Set(
    [...code.matchAll(/import \{ row(?: as (\w+))? \} from "[./]+\/stepRow"/g)].map(
      (m) => m[1] ?? "row"
    )
  );
  const rows: { note: string | null; fields: string[]; formula: string }[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isTaggedTemplateExpression(n)) {
      const tag = n.tag;
      const noted =
        ts.isCallExpression(tag) &&
        ts.isPropertyAccessExpression(tag.expression) &&
        tag.expression.name.text === "noted" &&
        names.has(tag.expression.expression.getText(file));
      if (noted || (ts.isIdentifier(tag) && names.has(tag.text))) {
        const raw = n.template.getText(file).slice(1, -1);
        const cut = raw.indexOf("\n");
        rows.push({
          note: noted ? (tag as ts.CallExpression).arguments[0].getText(file) : null,
          fields: raw
            .slice(0, cut)
            .split("|")
            .map((x) => x.trim()),
          formula: raw.slice(cut),
        });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return rows;
}

/** Where the stripped module's rows differ from the original's other than by an emptied cell or note. */
function rowChanges(file: string, original: string, stripped: string, labels = false): string[] {
  const before = rowTemplates(original);
  const after = rowTemplates(stripped);
  if (before.length !== after.length)
    return [`${file}: ${before.length} rows became ${after.length}`];
  const out: string[] = [];
  before.forEach((b, i) => {
    const a = after[i];
    const same =
      a.fields.length === 4 &&
      b.fields
        .slice(0, 3)
        .every((x, j) => a.fields[j] === x || (labels && j === 1 && !a.fields[j])) &&
      (a.fields[3] === b.fields[3] || a.fields[3] === "") &&
      a.formula === b.formula &&
      (a.note === b.note || a.note === '""');
    if (!same) out.push(`${file}: row ${b.fields[0]}: ${JSON.stringify([b, a])}`);
  });
  return out;
}

/** Where the stripped module's calls differ from the original's other than by an emptied text. */
function changes(file: string, original: string, stripped: string, labels = false): string[] {
  const before = builderCalls(original);
  const after = builderCalls(stripped);
  if (before.length !== after.length)
    return [`${file}: ${before.length} calls became ${after.length}`];
  const out: string[] = rowChanges(file, original, stripped, labels);
  before.forEach((b, i) => {
    const a = after[i];
    b.args.forEach((text, j) => {
      if (a.args[j] === text) return;
      // A builder's source (or cell) and note may become "" (its line breaks kept), nothing else.
      const cellAt = /servers\//.test(file) && b.callee === "msStep" ? 3 : 4;
      // with options.labels (the build's loader), the label too
      const emptied = a.args[j].trim() === '""' && (j === cellAt || j === 5 || (labels && j === 1));
      if (!emptied)
        out.push(`${file}: ${b.callee}(${b.args[0]}) argument ${j}: ${text} became ${a.args[j]}`);
    });
  });
  return out;
}

describe("stripStepWords on the functions' step modules", () => {
  const files = [...DIRS.flatMap(tsFiles), ...DECLARATIONS];
  const results = files.map((file) => {
    const original = emitted(file);
    return { file, original, ...stripStepWords(original, path.join(ROOT, file), ROOT) };
  });

  it("leaves JavaScript that parses, with every key, label, formula and unit as it was", () => {
    for (const r of results) {
      expect(syntaxErrors(r.code)).toEqual([]);
      expect(changes(r.file, r.original, r.code)).toEqual([]);
      expect(r.code.split("\n")).toHaveLength(r.original.split("\n").length);
    }
  });

  it("with labels (as the build's loader runs), empties the written-out labels too, never a key, unit or formula", () => {
    let labelled = 0;
    for (const r of results) {
      const { code, stripped } = stripStepWords(r.original, path.join(ROOT, r.file), ROOT, {
        labels: true,
      });
      expect(syntaxErrors(code)).toEqual([]);
      expect(changes(r.file, r.original, code, true)).toEqual([]);
      expect(code.split("\n")).toHaveLength(r.original.split("\n").length);
      labelled += stripped - r.stripped;
    }
    expect(labelled).toBeGreaterThan(300);
    const file = path.join(ROOT, "src/core/microsoft/databases/example.js");
    const code = [
      'import { row } from "../stepRow";',
      'import { msStep } from "../msStep";',
      "export const A = row`a.${t} | Tier ${t} label | GB | Role Requirements!C3",
      "  a`;",
      "export const B = row`b | ${labelOf(i++)} | GB | Role Requirements!C4",
      "  b`;",
      'export const C = msStep("c", `C of ${t}`, f, "GB", "cell", "");',
      'export const D = msStep("d", labelOf(i++), f, "GB", "cell", "");',
    ].join("\n");
    const out = stripStepWords(code, file, ROOT, { labels: true }).code.split("\n");
    expect(out[2]).toBe("export const A = row`a.${t} | | GB |");
    // a label whose splice is not pure (i++) stays, as does a builder's label that is not written out
    expect(out[4]).toBe("export const B = row`b | ${labelOf(i++)} | GB |");
    expect(out[6]).toBe('export const C = msStep("c", "", f, "GB", "", "");');
    expect(out[7]).toBe('export const D = msStep("d", labelOf(i++), f, "GB", "", "");');
  });

  it("empties the words of the steps (hundreds of them, across the areas)", () => {
    const total = results.reduce((n, r) => n + r.stripped, 0);
    expect(total).toBeGreaterThan(500);
    const strippedIn = (f: string) => results.find((r) => r.file === f)!.stripped;
    expect(strippedIn("src/core/microsoft/profile/tierSteps.ts")).toBeGreaterThan(0);
    expect(strippedIn("src/core/microsoft/storage/disks.ts")).toBeGreaterThan(0);
    // issue 29: the step families' cited cells and notes, and the aliases table's cells
    expect(strippedIn("src/core/microsoft/servers/megacycles.ts")).toBeGreaterThan(0);
    expect(strippedIn("src/core/microsoft/extras/activationSteps.ts")).toBeGreaterThan(0);
    expect(strippedIn("src/core/microsoft/databases/sharedNames.ts")).toBeGreaterThan(0);
    // the steps written as rows (src/core/microsoft/stepRow.ts): their cells, in every area
    expect(strippedIn("src/core/microsoft/databases/servers.ts")).toBeGreaterThan(40);
    expect(strippedIn("src/core/microsoft/extras/replicationSteps.ts")).toBeGreaterThan(30);
    expect(strippedIn("src/core/microsoft/servers/activeDatabases.ts")).toBeGreaterThan(0);
    // the steps written as row.sourced: their whole sources, and their notes
    expect(strippedIn("src/core/microsoft/metacache/steps.ts")).toBe(16); // 15 sources, 1 note
    expect(strippedIn("src/core/microsoft/layout/placementSteps.ts")).toBe(16); // 8 and 8
    expect(strippedIn("src/core/microsoft/arrays/arraySteps.ts")).toBe(10); // 5 and 5
    expect(strippedIn("src/core/microsoft/servers/memory2019.ts")).toBe(4); // 2 and 2
    // its own wrapper `step` (BUILDERS names it): the summary steps' sources, 11 of them
    expect(strippedIn("src/core/summary/microsoftSummary.ts")).toBeGreaterThan(10);
    expect(strippedIn("src/core/microsoft/scenario/inputs.ts")).toBeGreaterThan(0); // sources
    // the Dell design's default method inputs' sources (the workbook's method sheets print them)
    expect(strippedIn("src/core/summary/dellDesignInputs.ts")).toBeGreaterThan(0);
    expect(strippedIn("src/functions/declarations/microsoftReplication.ts")).toBeGreaterThan(0);
  });

  it("never touches a call of a builder's name imported from a module BUILDERS does not name", () => {
    // the servers' former msStep(key, label, unit, cell, formula, note) of servers/build.ts (removed in
    // issue 29: its steps are rows): its 5th argument, a formula written as a name, must stay
    const code = [
      'import { msStep } from "./build";',
      'export const S = [msStep("a", "Label", "GB", "Role Requirements!C1 (why)", "input.x", "a note")];',
    ].join("\n");
    const file = path.join(ROOT, "src/core/microsoft/servers/example.js");
    expect(stripStepWords(code, file, ROOT).code).toBe(code);
  });

  it("leaves a bare call in a word's place, and every call of a builder name bound twice", () => {
    const file = path.join(ROOT, "src/core/microsoft/databases/example.js");
    const bare = stripStepWords(
      [
        'import { msStep } from "../msStep";',
        'export const A = msStep("a", "L", f, "GB", sd(3), `x ${n + 1}`);',
      ].join("\n"),
      file,
      ROOT
    ).code;
    expect(builderCalls(bare)[0].args).toEqual(['"a"', '"L"', "f", '"GB"', "sd(3)", '""']);
    const shadowed = [
      'import { msStep } from "../msStep";',
      'export const A = msStep("a", "L", f, "GB", "kept", "kept");',
      "export function g(msStep) { return msStep(1, 2, 3, 4, 5, 6); }",
    ].join("\n");
    expect(stripStepWords(shadowed, file, ROOT).code).toBe(shadowed);
  });

  it("empties a note that is any pure expression (a module constant), a source only when written out", () => {
    const file = path.join(ROOT, "src/core/microsoft/databases/example.js");
    const code = [
      'import { msStep } from "../msStep";',
      'const D1 = "Departure D1: why ExSize departs from the calculator.";',
      'export const A = msStep("a", "L", f, "GB", SOURCE, D1);',
      'export const B = msStep("b", "L", f, "GB", "kept?", ok ? `${D1} more` : D1);',
      'export const C = msStep("c", "L", f, "GB", "x", notes[i++]);',
    ].join("\n");
    const calls = builderCalls(stripStepWords(code, file, ROOT).code);
    // A's source is a name, not text written out: kept (sizeSteps.ts's one-cell check reads sources)
    expect(calls[0].args.slice(4)).toEqual(["SOURCE", '""']);
    expect(calls[1].args.slice(4)).toEqual(['""', '""']);
    // an expression that assigns (i++) is not pure: kept
    expect(calls[2].args.slice(4)).toEqual(['""', "notes[i++]"]);
  });

  it("empties an unread property (PROPERTIES) that is a pure expression, as the inputs' sources", () => {
    const file = path.join(ROOT, "src/core/microsoft/scenario/inputs.js");
    const code = [
      "export const I = {",
      '  rule: inputRule({ min: 1, source: tierValidation(58, "a whole number of 0 or more") }),',
      "  cells: tierCells(58),",
      "};",
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code.split("\n");
    expect(out[1]).toBe('  rule: inputRule({ min: 1, source: "" }),');
    expect(out[2]).toBe(code.split("\n")[2]);
  });

  it("empties the cells of a family in the row's form, its row's cell and note, never its columns", () => {
    const file = path.join(ROOT, "src/core/microsoft/servers/example.js");
    const code = [
      'import { failureRow, stepFamily } from "../stepFamily";',
      'import { row } from "../stepRow";',
      'const D1 = "Departure D1: why.";',
      'export const R = failureRow("Role Requirements!C199:G199", (c) =>',
      '  row.noted(c.id === "worst" ? D1 : "")`x.${c.id} | X (${c.words}) | GB | ${c.cell}',
      "    y.${c.id}`);",
      "export const S = stepFamily(KINDS, `Storage Design!C${n}:E${n}`, (c) =>",
      "  row`s${c.kind} | S ${c.words} | disks | Storage Design!${c.column}194",
      "    t${c.kind}`);",
      "export const T = stepFamily(KINDS, CELLS, (c) => c);",
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code.split("\n");
    expect(out[3]).toBe('export const R = failureRow("", (c) =>');
    expect(out[4]).toBe('  row.noted("")`x.${c.id} | X (${c.words}) | GB |');
    expect(out[5]).toBe(code.split("\n")[5]);
    expect(out[6]).toBe('export const S = stepFamily(KINDS, "", (c) =>');
    expect(out[7]).toBe("  row`s${c.kind} | S ${c.words} | disks |");
    // a name in the cells' place is not text written out: kept, as a builder's source
    expect(out[9]).toBe(code.split("\n")[9]);
  });

  it("strips a function's own wrapper that BUILDERS names, and its written-out default source", () => {
    const file = path.join(ROOT, "src/core/summary/microsoftSummary.js");
    const code = [
      "export function verdictSteps() {",
      '  const step = (key, label, unit, formula, source = "ExSize verdict (docs/summary.md)", note = "") =>',
      "    ({ key, label, formula, unit, source, note });",
      '  return [step("a", "L", "text", f, r.source, "a note"), step("b", "M", "TRUE/FALSE", g, "Cell!I160")];',
      "}",
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code;
    expect(out.split("\n")[1]).toBe(
      '  const step = (key, label, unit, formula, source = "", note = "") =>'
    );
    const calls = builderCalls(out);
    // a rule's source by name is kept (only written-out sources are emptied); the note and text go
    expect(calls[0].args).toEqual(['"a"', '"L"', '"text"', "f", "r.source", '""']);
    expect(calls[1].args).toEqual(['"b"', '"M"', '"TRUE/FALSE"', "g", '""']);
    // a second function's own `step` makes the name ambiguous: both left alone
    const twice = `${code}\nexport function h() { const step = (a, b, c, d, e) => e; return step(1, 2, 3, 4, "kept"); }`;
    expect(stripStepWords(twice, file, ROOT).code).toBe(twice);
  });

  it("empties the cells columns name themselves (tierColumns, PROPERTIES cell), an element's splice, perServerRow's cells", () => {
    const code = [
      'import { tierColumns } from "./tierSum";',
      'import { perServerRow } from "../servers/build";',
      'import { row } from "../stepRow";',
      "export const A = tierColumns([1, 3], (t) => `Role Requirements!C${65 + t} (Tier${t}MBXRatio)`);",
      "export const B = tierColumns([1, 3], (t) => cellOf(t++));",
      'export const C = [{ id: "1st", cell: "Role Requirements!C128 (calcNumActiveDBsSiteF1F)" }];',
      'export const D = perServerRow("Role Requirements!C253:D253", shown, (dc) =>',
      "  row`k${dc.suffix} | K | GB | Role Requirements!C${rows[at]}",
      "    f${dc.suffix}`);",
    ].join("\n");
    const out = stripStepWords(
      code,
      path.join(ROOT, "src/core/microsoft/databases/servers.js"),
      ROOT
    ).code.split("\n");
    const lines = code.split("\n");
    expect(out[3]).toBe('export const A = tierColumns([1, 3], (t) => "");');
    // a body that is not pure (t++) is kept
    expect(out[4]).toBe(lines[4]);
    expect(out[5]).toBe('export const C = [{ id: "1st", cell: "" }];');
    expect(out[6]).toBe('export const D = perServerRow("", shown, (dc) =>');
    expect(out[7]).toBe("  row`k${dc.suffix} | K | GB |");
    expect(out[8]).toBe(lines[8]);
    // PROPERTIES' cell is databases/servers.ts's only: another module's column cells stay
    const other = stripStepWords(
      code,
      path.join(ROOT, "src/core/microsoft/databases/example.js"),
      ROOT
    ).code.split("\n");
    expect(other[5]).toBe(lines[5]);
  });

  it("empties the inputs' cells (CELL_TEXTS), there only, once where a property holding one is emptied", () => {
    const code = [
      'export const A = int("dagCount", "Input!C27", 2, "DAGs", { min: 1 });',
      "const tierCells = (row) => [`Input!C${row}`, `Input!G${row + 19}`, `Input!${cellOf(row++)}`];",
      'export const B = { cells: ["Input!C30"], unit: "Input!", label: `Input!${"C"}22 and more` };',
      'export const C = ["Inputs, not a cell", "ExSize scenario key copyLayout"];',
    ].join("\n");
    const at = (file: string) => stripStepWords(code, path.join(ROOT, file), ROOT).code.split("\n");
    const out = at("src/core/microsoft/scenario/inputs.js");
    expect(out[0]).toBe('export const A = int("dagCount", "", 2, "DAGs", { min: 1 });');
    // a splice that is not pure (row++) is kept
    expect(out[1]).toBe('const tierCells = (row) => ["", "", `Input!${cellOf(row++)}`];');
    // the label (PROPERTIES) is emptied once, as a whole
    expect(out[2]).toBe('export const B = { cells: [""], unit: "", label: "" };');
    expect(out[3]).toBe('export const C = ["Inputs, not a cell", ""];');
    // another module's cell texts stay
    expect(at("src/core/microsoft/scenario/parse.js")).toEqual(code.split("\n"));
  });

  it("empties an alias table's cells, and its labels with labels, never a key, a name read or a unit", () => {
    const code = [
      'import { ref } from "../../formula";',
      "export const A = aliases(`",
      "haCopies",
      "haCopiesDc1 | Number of HA DB Copy Instances in PDC | numberOfHaDbCopyInstancesInPdc | copies | Role Requirements!I62",
      "siteResilience |  | input.siteResilience |  | Input!G22",
      "`);",
      "function aliases(table) { return table; }",
    ].join("\n");
    const file = path.join(ROOT, "src/core/microsoft/databases/sharedNames.js");
    const cellsOnly = stripStepWords(code, file, ROOT).code.split("\n");
    expect(cellsOnly[2]).toBe("haCopies");
    expect(cellsOnly[3]).toBe(
      "haCopiesDc1 | Number of HA DB Copy Instances in PDC | numberOfHaDbCopyInstancesInPdc | copies | "
    );
    expect(cellsOnly[4]).toBe("siteResilience |  | input.siteResilience |  | ");
    const out = stripStepWords(code, file, ROOT, { labels: true }).code.split("\n");
    expect(out[2]).toBe("haCopies");
    expect(out[3]).toBe("haCopiesDc1 |  | numberOfHaDbCopyInstancesInPdc | copies | ");
    expect(out[4]).toBe("siteResilience |  | input.siteResilience |  | ");
    // another module's table of the same function name stays
    const other = path.join(ROOT, "src/core/microsoft/databases/example.js");
    expect(stripStepWords(code, other, ROOT, { labels: true }).code).toBe(code);
  });

  it("strips a module's own wrapper that BUILDERS names, there only, and not where its name is bound again", () => {
    const code = [
      'import { summaryStep } from "./summarySteps";',
      "const step = (...[key, label, formula, ...rest]) => summaryStep(key, label, w(formula), ...rest);",
      'export const A = step("a", "L", f, "GB", "E2013Calcv7.6, Role Requirements!F224", "a note");',
    ].join("\n");
    const at = (file: string) => stripStepWords(code, path.join(ROOT, file), ROOT).code;
    expect(builderCalls(at("src/core/summary/microsoftSummary.js"))[1].args).toEqual([
      '"a"',
      '"L"',
      "f",
      '"GB"',
      '""',
      '""',
    ]);
    // another module's `step` is not the wrapper BUILDERS names: left alone
    expect(at("src/core/summary/dellSummary.js")).toBe(code);
    // a `step` bound again (a parameter) may be anything: left alone
    const shadowed = `${code}\nexport function g(step) { return step(1, 2, 3, 4, "kept", "kept"); }`;
    expect(
      stripStepWords(shadowed, path.join(ROOT, "src/core/summary/microsoftSummary.js"), ROOT).code
    ).toBe(shadowed);
  });

  it("empties a verdict rule's source only where the rule has a cite, which its sentence quotes", () => {
    const file = path.join(ROOT, "src/core/microsoft/verdict/rules.js");
    const code = [
      'export const A = { key: "a", source: "Storage Design!C182", rule: "R" };',
      'export const B = { key: "b", source: `${CALC}, Role Requirements!C208 (long quotation)`, cite: "C" };',
      'export const C = { key: "c", source: e.source, cite: e.source.replace(/x/, "") };',
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code.split("\n");
    expect(out[0]).toBe(code.split("\n")[0]);
    expect(out[1]).toBe('export const B = { key: "b", source: "", cite: "C" };');
    // not written-out text: kept (the cite is computed from it)
    expect(out[2]).toBe(code.split("\n")[2]);
    const rules = emitted("src/core/microsoft/verdict/rules.ts");
    const stripped = stripStepWords(
      rules,
      path.join(ROOT, "src/core/microsoft/verdict/rules.ts"),
      ROOT
    ).code;
    // the storage rejects (verdict/steps.ts reads "Storage Design!" in their source) keep theirs
    expect(stripped.split("Storage Design!").length).toBe(rules.split("Storage Design!").length);
    expect(stripped).not.toContain("The servers are scaled to use 80% of resources");
  });

  it("catches a loader that strips a formula (the check above can fail)", () => {
    // a test double of a builder of another argument order (the servers' former msStep, servers/build.ts)
    const file = "src/core/microsoft/servers/example.ts";
    const original = [
      'import { msStep } from "./build";',
      'export const S = [msStep("a", "Label", "GB", "Role Requirements!C1", "input.x", "a note")];',
    ].join("\n");
    // A test double of a wrong loader: it takes the servers' msStep (key, label, unit, cell, formula,
    // note) for the core's (key, label, formula, unit, cell, note), so it empties formulas written as
    // a step's name ("input.x"), which webpack would still build.
    const wrong = stripStepWords(original, path.join(ROOT, file), ROOT, {
      builders: { "src/core/microsoft/servers/build#msStep": [4, 5] },
    });
    expect(syntaxErrors(wrong.code)).toEqual([]);
    expect(changes(file, original, wrong.code).length).toBeGreaterThan(0);
  });

  it("empties a row's cell field and its note, never its key, label, unit or formula", () => {
    const file = path.join(ROOT, "src/core/microsoft/databases/example.js");
    const code = [
      'import { row } from "../stepRow";',
      'const D1 = "Departure D1: why.";',
      "export const A = row`a | A label | GB | Role Requirements!${tierCell(t, 10)} (calcTier${t}MBX)",
      '  IF(a="x | y",b,"--")`;',
      "export const B = row.noted(D1)`b | B | % | Input!C39",
      "  b*100`;",
      "export const C = row`c | C |  | ${cells[i++]}",
      "  c`;",
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code.split("\n");
    expect(out[2]).toBe("export const A = row`a | A label | GB |");
    expect(out[3]).toBe(code.split("\n")[3]);
    expect(out[4]).toBe('export const B = row.noted("")`b | B | % |');
    expect(out[5]).toBe(code.split("\n")[5]);
    // a splice that is not pure (i++) is kept, as a builder's cell that is not written-out text
    expect(out[6]).toBe(code.split("\n")[6]);
  });

  it("empties a row.sourced's whole source and its note, with or without one", () => {
    const file = path.join(ROOT, "src/core/microsoft/metacache/example.js");
    const code = [
      'import { row } from "../stepRow";',
      'const PA = "Exchange Server 2019 Preferred Architecture";',
      'export const A = row.sourced()`metaCache.s | Slots | disks | ${PA}: "3 HDD : 1 SSD"',
      "  a+b`;",
      "export const B = row.sourced(`Default ${n}, why`)`k | K | % | ${PA}; ${SETUP}: 5-6 %",
      '  IF(c,${MCDB_INPUT_PERCENT},"--")`;',
    ].join("\n");
    const out = stripStepWords(code, file, ROOT).code.split("\n");
    expect(out[2]).toBe("export const A = row.sourced()`metaCache.s | Slots | disks |");
    expect(out[3]).toBe(code.split("\n")[3]);
    expect(out[4]).toBe('export const B = row.sourced("")`k | K | % |');
    expect(out[5]).toBe(code.split("\n")[5]);
  });

  it("finds a row imported as stepRow, and leaves a row name bound twice alone", () => {
    const file = path.join(ROOT, "src/core/microsoft/databases/example.js");
    const aliased = [
      'import { row as stepRow } from "../stepRow";',
      "export const A = stepRow`a | L | GB | Input!C1",
      "  a`;",
    ].join("\n");
    expect(stripStepWords(aliased, file, ROOT).code.split("\n")[1]).toBe(
      "export const A = stepRow`a | L | GB |"
    );
    const shadowed = [
      'import { row } from "../stepRow";',
      "export function g(row) { return row`a | L | GB | kept\n  a`; }",
    ].join("\n");
    expect(stripStepWords(shadowed, file, ROOT).code).toBe(shadowed);
  });

  it("catches a loader that touches a row's unit or formula (the row check can fail)", () => {
    const file = "src/core/microsoft/servers/megacycles.ts";
    const original = emitted(file);
    const { code } = stripStepWords(original, path.join(ROOT, file), ROOT);
    expect(rowChanges(file, original, code)).toEqual([]);
    // test doubles of wrong loaders: one empties the third field (the unit) of every row, the other
    // drops the formula's first line break (the formula would read as part of the cell)
    const unitless = code.replace(/(row\s*`[^|`]*\|[^|`]*\|)[^|`]*\|/g, "$1 |");
    const joined = code.replace(/(row\s*`[^`\n]*)\n/g, "$1 ");
    expect(unitless).not.toBe(code);
    expect(joined).not.toBe(code);
    expect(rowChanges(file, original, unitless).length).toBeGreaterThan(0);
    expect(rowChanges(file, original, joined).length).toBeGreaterThan(0);
  });

  it("empties a WORD_TABLES table (scenario/refusal.ts's REFUSALS) to {}, its lines kept, and nothing else", () => {
    const file = "src/core/microsoft/scenario/refusal.ts";
    const original = emitted(file);
    const { code, stripped } = stripStepWords(original, path.join(ROOT, file), ROOT);
    expect(stripped).toBe(1);
    expect(syntaxErrors(code)).toEqual([]);
    expect(code.split("\n").length).toBe(original.split("\n").length);
    expect(code).toMatch(/export const REFUSALS = \{\}\n/);
    expect(code).not.toContain("is not a valid NetBIOS name");
    // the rest of the module (show, fail, refuse, oneOf) is as emitted, line for line
    const lines = original.split("\n");
    const from = lines.indexOf("export const REFUSALS = {");
    const to = lines.indexOf("};", from);
    expect(from).toBeGreaterThan(0);
    const out = code.split("\n");
    expect(out.slice(0, from)).toEqual(lines.slice(0, from));
    expect(out.slice(to + 1)).toEqual(lines.slice(to + 1));
    expect(
      out
        .slice(from, to + 1)
        .join("\n")
        .replace(/\s/g, "")
    ).toBe("exportconstREFUSALS={};");
    // a table of that name that is not the module's own top-level const stays
    const nested =
      "export function f() {\n  const REFUSALS = { a: () => 'x' };\n  return REFUSALS;\n}";
    expect(stripStepWords(nested, path.join(ROOT, file), ROOT).code).toBe(nested);
  });
});
