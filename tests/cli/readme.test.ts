/**
 * The README's claims, each checked, and the docs' generated blocks current (npm run gen:docs
 * refreshes them): the two set-up commands, every `exsize fn` line of "A first formula" with the answer
 * its comment gives (run through the real bin/exsize.js), the first formula and the workbook formula it
 * quotes, and every link of the README and docs/ to a file that exists.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { fillGenerated } from "../../src/cli/reference";
import { SIZING_FORMULAS } from "../../src/workbook";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const readme = read("README.md");
const DOCS = fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md"));

test("the generated docs are current: function reference, options, disagreements, catalogs", () => {
  for (const [doc, block] of [
    ["docs/functions.md", "functions"],
    ["docs/options.md", "options"],
    ["docs/disagreements.md", "disagreements"],
    ["docs/arrays.md", "arrays"],
  ]) {
    const text = read(doc);
    expect([doc, text.includes(`<!-- BEGIN GENERATED: ${block} -->`)]).toEqual([doc, true]);
    expect(fillGenerated(text)).toBe(text);
  }
  for (const doc of DOCS) {
    const text = read(path.join("docs", doc));
    expect(fillGenerated(text)).toBe(text);
  }
});

test("README.md starts with the two commands: the main job and every test", () => {
  expect(readme).toMatch(/npm ci && npx exsize /);
  expect(readme).toContain("bash .ci/run");
  expect(readme).toContain("npm test");
  expect(readme).toContain("npm run test:fast");
  const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
  expect(scripts["test:fast"]).toBeDefined();
});

/** The README's `npx exsize fn ...  # answer` lines, as argument lists and the answer's first words. */
function firstFormulaLines(): [string[], string][] {
  const lines = readme.split("\n").filter((l) => l.startsWith("npx exsize fn "));
  return lines.map((line) => {
    const [command, comment] = line.split(/\s+#\s+/);
    const args = [...command.slice("npx exsize ".length).matchAll(/'([^']*)'|(\S+)/g)].map(
      (m) => m[1] ?? m[2]
    );
    return [args, comment.split(/\s{2,}|; exit/)[0]];
  });
}

test("every `exsize fn` line of the README answers what its comment says", () => {
  const lines = firstFormulaLines();
  expect(lines.length).toBeGreaterThanOrEqual(3);
  for (const [args, answer] of lines) {
    const run = spawnSync(process.execPath, [path.join(ROOT, "bin/exsize.js"), ...args], {
      encoding: "utf8",
    });
    expect([args.join(" "), run.stdout.trim()]).toEqual([args.join(" "), answer]);
  }
});

test("the first formula is a tested example, and the workbook formula the README quotes is the workbook's", () => {
  expect(readme).toContain('=EX.DVS(5000,2048,150,75,12,{"dbOverhead",1})');
  expect(read("docs/functions.md")).toContain(
    '`=EX.DVS(5000,2048,150,75,12,{"dbOverhead",1})` → 1265.5'
  );
  expect(readme).toContain(`\`ex.DVS\` is\n\`${SIZING_FORMULAS.dvsGB}\``);
});

test("every relative link of the README and the docs names a file that exists", () => {
  const broken: string[] = [];
  for (const file of ["README.md", ...DOCS.map((d) => path.join("docs", d))]) {
    const text = read(file);
    const targets = [
      ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]),
      ...[...text.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const local = target.split("#")[0];
      if (!fs.existsSync(path.join(ROOT, path.dirname(file), local)))
        broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every `exsize size` line of the README runs, and its comment's figures are in its report", () => {
  // A scenario an earlier README line writes (`exsize profile ... -o profiled.json`) is not in the
  // repository: tests/cli/exsize-profile.test.ts runs that path (profile, then size) itself.
  const written = new Set(
    [...readme.matchAll(/^npx exsize profile .* -o (\S+)/gm)].map((m) => m[1])
  );
  const all = readme.split("\n").filter((l) => l.startsWith("npx exsize size "));
  const lines = all.filter((l) => !written.has(l.split(/\s+/)[3]));
  expect(all.length - lines.length).toBe(written.size);
  expect(lines.length).toBeGreaterThanOrEqual(3);
  for (const line of lines) {
    const [command, comment] = line.split(/\s+# /);
    const args = command.slice("npx exsize ".length).trim().split(/\s+/);
    const run = spawnSync(process.execPath, [path.join(ROOT, "bin/exsize.js"), ...args], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect([line, run.status]).toEqual([line, 0]);
    if (args.includes("--json")) continue;
    // the figures the comment quotes ("664.67 GB", "dvsGB 1,265.51") as the report prints them
    for (const figure of comment.match(/\d[\d,]*(\.\d+)?/g) ?? [])
      expect([line, figure, run.stdout.includes(figure)]).toEqual([line, figure, true]);
  }
});
