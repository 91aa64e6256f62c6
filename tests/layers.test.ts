/**
 * The layer table (docs/layout.md, "How the code is laid out": Folder | Holds | May use) is the rule, and this
 * test holds every import of src/ to it: it reads each module's imports (import, export ... from,
 * import(), require()), resolves the relative ones to the folder they land in, and fails naming the
 * file and the import that crosses a layer the table does not allow. The core also imports no package
 * and no Node module (no I/O). So templates never import a renderer, renderers never import a surface,
 * and the table cannot drift from the code: change one, the other must follow.
 */
import * as fs from "fs";
import * as path from "path";

const ROOT = path.join(__dirname, "..");
const SRC = path.join(ROOT, "src");
export const LAYER_TABLE_FILE = "docs/layout.md";

/** The table's rows: each layer folder (core, catalog, ...) and the layers it may use. */
function layerTable(): Map<string, Set<string>> {
  const text = fs.readFileSync(path.join(ROOT, LAYER_TABLE_FILE), "utf8");
  const rows = new Map<string, Set<string>>();
  const all: string[] = [];
  const pending: [string[], string][] = [];
  for (const line of text.split("\n")) {
    const m = /^\| ((?:`src\/\w+\/`(?:, )?)+) \| .* \| ([^|]+) \|$/.exec(line.trim());
    if (!m) continue;
    const layers = [...m[1].matchAll(/`src\/(\w+)\/`/g)].map((x) => x[1]);
    all.push(...layers);
    pending.push([layers, m[2].trim()]);
  }
  for (const [layers, uses] of pending) {
    const allowed =
      uses === "everything"
        ? new Set(all)
        : new Set(
            uses === "nothing else"
              ? []
              : uses.split(/,\s*/).map((u) => u.replace(/ types$/, "").trim())
          );
    for (const layer of layers) rows.set(layer, new Set([...allowed, layer]));
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|(?:^|\n)\s*import\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|\brequire\(\s*"([^"]+)"\s*\)/g;

/** Every module a file imports, as written. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}

/** The layer (top folder of src/) a file is in. */
const layerOf = (file: string) => path.relative(SRC, file).split(path.sep)[0];

describe("the layer table holds for every import", () => {
  const table = layerTable();
  const files = sourceFiles(SRC).filter((f) => table.has(layerOf(f)));

  test("the table names every folder of src/ that holds code", () => {
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory() && sourceFiles(path.join(SRC, e.name)).length > 0)
      .map((e) => e.name);
    expect(folders.filter((f) => !table.has(f))).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });

  test("no module imports a layer the table does not allow it", () => {
    const crossings: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      for (const spec of importsOf(fs.readFileSync(file, "utf8"))) {
        const where = `${path.relative(ROOT, file)} imports "${spec}"`;
        if (!spec.startsWith(".")) {
          if (from === "core")
            crossings.push(`${where}: the core imports no package or Node module`);
          continue;
        }
        const target = path.resolve(path.dirname(file), spec);
        const to = path.relative(SRC, target).split(path.sep)[0];
        if (target.startsWith(SRC + path.sep) && !table.get(from)!.has(to))
          crossings.push(`${where}: ${from} may not use ${to}`);
        if (!target.startsWith(SRC + path.sep)) crossings.push(`${where}: outside src/`);
      }
    }
    expect(crossings).toEqual([]);
  });

  test("no module imports a core module for its side effects alone (webpack declares the core free of them)", () => {
    // webpack.config.js: { include: src/core, sideEffects: false } drops a core module whose exports a
    // chunk does not use, so an `import "../core/x"` run for what x does on load would silently vanish.
    const bare = /(?:^|\n)\s*import\s+"([^"]+)"/g;
    const core = path.join(SRC, "core");
    const found = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(bare)]
        .map((m) => m[1])
        .filter(
          (spec) => spec.startsWith(".") && path.resolve(path.dirname(file), spec).startsWith(core)
        )
        .map((spec) => `${path.relative(ROOT, file)} imports "${spec}"`)
    );
    expect(found).toEqual([]);
  });

  test("the reader sees each kind of import", () => {
    const text = [
      'import { a } from "../core";',
      'export * from "./x";',
      'import type { T } from "../workbook/model";',
      'import "./side";',
      'const m = await import("../render");',
      'const r = require("../cli/main");',
    ].join("\n");
    expect(importsOf(text)).toEqual([
      "../core",
      "./x",
      "../workbook/model",
      "./side",
      "../render",
      "../cli/main",
    ]);
  });
});
