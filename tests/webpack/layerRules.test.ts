/**
 * Which modules webpack.config.js's rules hand to scripts/webpack/stripStepWords.js: the functions
 * layer's copy of the core only (the lazy EX.MS* / EX.SUMMARY declarations the adapters import, and
 * the Microsoft, summary and verdict modules they import), never the pane's copy, whose workbooks print
 * every step's source and note. Until 2026-11-27 the loader sat in a `use` beside the rule's `oneOf`,
 * which webpack applies to every module the outer test matches, so the pane's workbooks cited
 * "E2013Calcv7.6, " without a cell.
 *
 * The rules are compiled and run by webpack's own rule engine (RuleSetCompiler with the matchers and
 * effects NormalModuleFactory gives it, those the config uses), on the config the build uses.
 */
import * as path from "path";

const lib = (name: string) => require(`webpack/lib/rules/${name}`);
const RuleSetCompiler = lib("RuleSetCompiler");
const BasicMatcherRulePlugin = lib("BasicMatcherRulePlugin");
const BasicEffectRulePlugin = lib("BasicEffectRulePlugin");
const UseEffectRulePlugin = lib("UseEffectRulePlugin");
const webpackConfig = require("../../webpack.config.js") as (
  env: Record<string, unknown>,
  argv: { mode: string }
) => Promise<{ module: { rules: unknown[] } }>;

const ROOT = path.resolve(__dirname, "../..");
const LOADER = path.join(ROOT, "scripts/webpack/stripStepWords.js");

interface Effect {
  readonly type: string;
  readonly value: unknown;
}

async function ruleSet(): Promise<{ exec(data: Record<string, unknown>): Effect[] }> {
  const config = await webpackConfig({}, { mode: "production" });
  const compiler = new RuleSetCompiler([
    new BasicMatcherRulePlugin("test", "resource"),
    new BasicMatcherRulePlugin("include", "resource"),
    new BasicMatcherRulePlugin("exclude", "resource", true),
    new BasicMatcherRulePlugin("resource"),
    new BasicMatcherRulePlugin("issuer"),
    new BasicMatcherRulePlugin("issuerLayer"),
    new BasicEffectRulePlugin("type"),
    new BasicEffectRulePlugin("sideEffects"),
    new BasicEffectRulePlugin("generator"),
    new BasicEffectRulePlugin("layer"),
    new UseEffectRulePlugin(),
  ]);
  return compiler.compile([{ rules: config.module.rules }]);
}

/** The loaders (by path) and the layer the rules give a module imported by `issuer` in `issuerLayer`. */
async function effects(resource: string, issuer: string, issuerLayer = "") {
  const result = (await ruleSet()).exec({
    resource: path.join(ROOT, resource),
    issuer: path.join(ROOT, issuer),
    issuerLayer,
  });
  const loaders = (type: string) =>
    result
      .filter((e) => e.type === type)
      .map((e) => {
        const v = e.value as { loader?: string } | string;
        return typeof v === "string" ? v : (v.loader ?? "");
      });
  return {
    post: loaders("use-post"),
    use: loaders("use"),
    layer: result.find((e) => e.type === "layer")?.value,
  };
}

describe("webpack.config.js: stripStepWords runs on the functions layer only", () => {
  it("strips a core module imported in the functions layer, after ts-loader", async () => {
    const e = await effects(
      "src/core/microsoft/databases/iops.ts",
      "src/core/microsoft/databases/index.ts",
      "functions"
    );
    // (compactFormulaText.js, every layer's core in production, is the other post loader)
    expect(e.post).toContain(LOADER);
    expect(e.use.some((l) => l.includes("ts-loader"))).toBe(true);
  });

  it("strips the lazy declarations the adapters import, which open the functions layer", async () => {
    const e = await effects(
      "src/functions/declarations/microsoft.ts",
      "src/functions/excel/microsoft.ts"
    );
    expect(e.layer).toBe("functions");
    expect(e.post).toContain(LOADER);
  });

  it("never strips the pane's or the CLI's copy (the default layer)", async () => {
    for (const [resource, issuer] of [
      ["src/core/microsoft/databases/iops.ts", "src/core/microsoft/databases/index.ts"],
      ["src/core/microsoft/scenario/inputs.ts", "src/taskpane/msEnvironment.ts"],
      ["src/core/summary/microsoftSummary.ts", "src/core/summary/index.ts"],
      ["src/functions/declarations/microsoft.ts", "src/taskpane/pane.ts"],
    ]) {
      const e = await effects(resource, issuer);
      expect([resource, e.post.includes(LOADER)]).toEqual([resource, false]);
      expect(e.use).not.toContain(LOADER);
    }
  });

  it("leaves in the default layer (one copy, shared with the pane) a core module it would not change", async () => {
    // servers/limits.ts holds no step words and imports no module that does (functionsLayer.js).
    const { layered } = require("../../scripts/webpack/functionsLayer") as {
      layered: (file: string) => boolean;
    };
    expect(layered(path.join(ROOT, "src/core/microsoft/servers/limits.ts"))).toBe(false);
    expect(layered(path.join(ROOT, "src/core/microsoft/databases/iops.ts"))).toBe(true);
    // databases/index.ts has no words of its own but imports iops.ts: it stays in the layer.
    expect(layered(path.join(ROOT, "src/core/microsoft/databases/index.ts"))).toBe(true);
    const e = await effects(
      "src/core/microsoft/servers/limits.ts",
      "src/core/microsoft/servers/build.ts",
      "functions"
    );
    expect(e.post).not.toContain(LOADER);
  });

  it("keeps shared the modules KEPT_SHARED names, though the loader would empty words in them", async () => {
    // the row tag: the note it passes on is emptied in the layered modules' rows already, and a layered
    // stepRow.ts would layer every module that writes rows (functionsLayer.js KEPT_SHARED)
    const { layered } = require("../../scripts/webpack/functionsLayer") as {
      layered: (file: string) => boolean;
    };
    const kept = ["src/core/microsoft/stepRow.ts"];
    for (const file of kept) expect([file, layered(path.join(ROOT, file))]).toEqual([file, false]);
    // a module writing rows that the loader empties is layered, and so is what imports one (the
    // MetaCache steps read rules2019.ts's is2019); a module that imports none stays shared
    expect(layered(path.join(ROOT, "src/core/microsoft/metacache/metaCache.ts"))).toBe(false);
    expect(layered(path.join(ROOT, "src/core/microsoft/metacache/steps.ts"))).toBe(true);
    expect(layered(path.join(ROOT, "src/core/microsoft/layout/placementSteps.ts"))).toBe(true);
    const e = await effects(kept[0], "src/core/microsoft/metacache/metaCache.ts", "functions");
    expect(e.post).not.toContain(LOADER);
  });

  it("strips the lazy declarations' shared environment parameter there, no other declaration", async () => {
    // its help text is read only by the adapters' generator (stripStepWords.js PROPERTIES)
    const { layered } = require("../../scripts/webpack/functionsLayer") as {
      layered: (file: string) => boolean;
    };
    const env = "src/functions/declarations/environmentParam.ts";
    expect(layered(path.join(ROOT, env))).toBe(true);
    expect(layered(path.join(ROOT, "src/functions/declarations/arrays.ts"))).toBe(false);
    const e = await effects(env, "src/functions/declarations/microsoft.ts", "functions");
    expect(e.post).toContain(LOADER);
  });
});
