/**
 * The EX.MS* and EX.SUMMARY functions answer the same from the core copy their first call loads
 * (webpack.config.js's "functions" layer, whose step sources and notes scripts/webpack/stripStepWords.js
 * empties) as from the core the pane and the CLI use. Here the layer's modules
 * (scripts/webpack/functionsLayer.js) are loaded as the build makes them (TypeScript emitted as
 * ES2020 modules, the loader, then run), and every other module is the one shared instance, as in the
 * page; each function's example, and designs that fail with a message naming a step, give the same
 * value or the same #VALUE! message both ways.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { FunctionDeclaration } from "../../src/functions/declaration";
import { MICROSOFT_FUNCTIONS } from "../../src/functions/declarations/microsoft";
import { MICROSOFT_REPLICATION_FUNCTIONS } from "../../src/functions/declarations/microsoftReplication";
import { SUMMARY_FUNCTIONS } from "../../src/functions/declarations/summary";
import { invoke } from "../../src/functions/invoke";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";

const { stripStepWords } = require("../../scripts/webpack/stripStepWords") as {
  stripStepWords: (
    source: string,
    fileName: string,
    root: string
  ) => { code: string; stripped: number };
};
const { layered } = require("../../scripts/webpack/functionsLayer") as {
  layered: (file: string) => boolean;
};

const ROOT = path.resolve(__dirname, "../..");

/** The functions layer as webpack builds it: layered modules stripped and loaded once each. */
function functionsLayer(): (file: string) => Record<string, unknown> {
  const cache = new Map<string, { exports: Record<string, unknown> }>();
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    for (const f of [`${base}.ts`, path.join(base, "index.ts")]) if (fs.existsSync(f)) return f;
    throw new Error(`cannot resolve ${spec} from ${from}`);
  };
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const esm = ts.transpileModule(fs.readFileSync(file, "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
      fileName: file,
    }).outputText;
    const stripped = stripStepWords(esm, file, ROOT).code;
    const cjs = ts.transpileModule(stripped, {
      compilerOptions: {
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.CommonJS,
        allowJs: true,
      },
      fileName: file.replace(/\.ts$/, ".js"),
    }).outputText;
    const module = { exports: {} as Record<string, unknown> };
    cache.set(file, module);
    const req = (spec: string) => {
      if (!spec.startsWith(".")) return require(spec);
      const target = resolve(file, spec);

      return layered(target) ? load(target) : require(target); // shared: jest's one instance
    };
    new Function("require", "module", "exports", cjs)(req, module, module.exports);
    return module.exports;
  };
  return load;
}

function answer(decl: FunctionDeclaration, args: readonly unknown[]): unknown {
  try {
    return invoke(decl, args);
  } catch (e) {
    return { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

const load = functionsLayer();
const decl = (d: string) => path.join(ROOT, `src/functions/declarations/${d}.ts`);
const layer = {
  ...(load(decl("microsoft")) as Record<string, unknown>),
  ...(load(decl("microsoftReplication")) as Record<string, unknown>),
  ...(load(decl("summary")) as Record<string, unknown>),
} as Record<string, FunctionDeclaration | FunctionDeclaration[]>;
const sizeSteps = load(path.join(ROOT, "src/core/microsoft/sizeSteps.ts")) as {
  microsoftSteps: typeof microsoftSteps;
};

describe("the functions' stripped core", () => {
  it("is stripped (the steps' sources are empty there, and only there)", () => {
    const plain = microsoftSteps();
    const stripped = sizeSteps.microsoftSteps();
    expect(stripped.map((s) => s.key)).toEqual(plain.map((s) => s.key));
    expect(stripped.map((s) => s.label)).toEqual(plain.map((s) => s.label));
    expect(stripped.filter((s) => s.source === "E2013Calcv7.6, ").length).toBeGreaterThan(100);
    expect(plain.filter((s) => s.source === "E2013Calcv7.6, ")).toEqual([]);
  });

  const all = [...MICROSOFT_FUNCTIONS, ...MICROSOFT_REPLICATION_FUNCTIONS, ...SUMMARY_FUNCTIONS];
  it.each(all.map((d) => [d.id, d] as const))("%s answers its example as before", (id, plain) => {
    const stripped = layer[id] as FunctionDeclaration;
    expect(stripped).not.toBe(plain);
    const a = answer(stripped, plain.example.args);
    expect(a).toEqual(answer(plain, plain.example.args));
    expect(a).not.toHaveProperty("error");
  });

  it.each(all.map((d) => [d.id, d] as const))(
    "%s fails with the same message on designs it refuses",
    (id, plain) => {
      const stripped = layer[id] as FunctionDeclaration;
      const tiers = plain.params.findIndex((p) => p.name === "tiers");
      const variants: unknown[][] = [];
      const args = [...plain.example.args];
      // A tier whose messages or quota the calculator cannot size, and a bad first argument.
      if (tiers >= 0 && Array.isArray(args[tiers])) {
        const rows = args[tiers] as unknown[][];
        variants.push(args.map((v, i) => (i === tiers ? [rows[0], rows[1].map(() => 0)] : v)));
      } else {
        variants.push(args.map((v, i) => (i === 0 ? 0 : v)));
        variants.push(args.map((v, i) => (i === 0 ? -5 : v)));
      }
      variants.push(args.map(() => null));
      for (const v of variants) expect(answer(stripped, v)).toEqual(answer(plain, v));
    }
  );
});
