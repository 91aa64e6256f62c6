#!/usr/bin/env node
/**
 * Proves a layout change changed no formula: every formula template (f`...`, and a row's formula under
 * its header, the header compared exactly) of src/core/microsoft at a git revision and in the working
 * tree, file by file and in order, is the same text once its layout is removed as the production loader
 * removes it (scripts/webpack/compactFormulaText.js compactParts), each `${...}` splice's code compared
 * without its whitespace (prettier may print it again where the layout puts it). parse.ts ignores that
 * whitespace, so the trees are the same.
 *
 * Usage: node scripts/compact/sameFormulas.js REV      (e.g. the commit before reflowFormulas.js ran)
 * Prints the count of templates and each one that differs; exit 1 when one does.
 * Example: node scripts/compact/sameFormulas.js 77d39fc  ->  612 templates (0 rows), 0 differ ...
 */
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const ts = require("typescript");
const { compactParts, literalSpans } = require("../webpack/compactFormulaText.js");
// the templates reflowFormulas.js lays out, by its own rule
const { tagKind, rowNames } = require("./reflowFormulas.js");

const ROOT = path.resolve(__dirname, "../..");

/** Each formula template of a source, as one comparable string. */
function templates(src) {
  const sf = ts.createSourceFile("x.ts", src, ts.ScriptTarget.Latest, true);
  const out = [];
  const rows = rowNames(sf);
  const visit = (n) => {
    if (ts.isTaggedTemplateExpression(n)) {
      const kind = tagKind(n.tag, rows);
      const isF = kind === "formula";
      const isRow = kind === "row";
      if (isF || isRow) {
        const spans = literalSpans(n.template);
        let parts = spans.map(([a, b]) => src.slice(a, b));
        const codes = spans
          .slice(1)
          .map(([a], i) => src.slice(spans[i][1] + 2, a - 1).replace(/\s+/g, ""));
        let head = "";
        const k = parts.findIndex((p) => p.includes("\n"));
        if (isRow && k >= 0) {
          const nl = parts[k].indexOf("\n");
          head = [...parts.slice(0, k), parts[k].slice(0, nl)].join("${}");
          parts = [parts[k].slice(nl + 1), ...parts.slice(k + 1)];
        }
        out.push(JSON.stringify([isF ? "f" : "row", head, compactParts(parts), codes]));
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

if (require.main === module) {
  const rev = process.argv[2];
  if (!rev) {
    console.error("usage: node scripts/compact/sameFormulas.js REV");
    process.exit(1);
  }
  const git = (...a) => execFileSync("git", a, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 28 });
  const files = git("ls-tree", "-r", "--name-only", rev, "src/core/microsoft")
    .split("\n")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  let count = 0;
  let rows = 0;
  const differ = [];
  for (const f of files) {
    const now = path.join(ROOT, f);
    const before = templates(git("show", `${rev}:${f}`));
    const after = fs.existsSync(now) ? templates(fs.readFileSync(now, "utf8")) : [];
    count += after.length;
    rows += after.filter((t) => t.startsWith('["row"')).length;
    if (before.length !== after.length)
      differ.push(`${f}: ${before.length} templates, now ${after.length}`);
    else
      before.forEach(
        (t, i) => t !== after[i] && differ.push(`${f}: template ${i + 1}: ${t} -> ${after[i]}`)
      );
  }
  for (const d of differ) console.log(d);
  console.log(`${count} templates (${rows} rows), ${differ.length} differ once layout is removed`);
  if (differ.length) process.exitCode = 1;
}

module.exports = { templates };
