/**
 * webpack.config.js's cache group for the modules the pane and every function group's first call all
 * load: one chunk of them instead of the two webpack's defaults made (split by whether the error
 * path's group stepLabels loads them too), so each first call fetches one file fewer (issue 29,
 * onFirstCallJsGzKB). A module some groups do not load must stay out of it: in the shared chunk, every
 * group would load it.
 */
const { LAZY_GROUPS } = require("../../scripts/webpack/functionsLayer") as {
  LAZY_GROUPS: string[];
};

interface CacheGroup {
  readonly name: string;
  readonly priority: number;
  readonly chunks: string;
  readonly test: (module: unknown, context: { chunkGraph: unknown }) => boolean;
}

const webpackConfig = require("../../webpack.config.js") as (
  env: Record<string, unknown>,
  argv: { mode: string }
) => Promise<{ optimization: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } } }>;

/** A test double of webpack's ChunkGraph: the module is in the chunks named. */
const chunkGraphDouble = (chunkNames: (string | undefined)[]) => ({
  getModuleChunksIterable: () => chunkNames.map((name) => ({ name })),
});

async function sharedGroup(mode: string): Promise<CacheGroup | undefined> {
  const config = await webpackConfig({}, { mode });
  return config.optimization.splitChunks?.cacheGroups.paneAndFunctions;
}

describe("webpack.config.js: one chunk for what the pane and every first call load", () => {
  it("names the lazy declarations' groups as their adapters' import() chunks do", () => {
    expect(LAZY_GROUPS).toEqual(["microsoft", "microsoftReplication", "summary"]);
  });

  it("takes a module the pane and every group load, the error path's group or not", async () => {
    const group = (await sharedGroup("production"))!;
    expect(group.name).toBe("paneAndFunctions");
    expect(group.chunks).toBe("async");
    // above webpack's default group (-20), which would otherwise split these modules
    expect(group.priority).toBeGreaterThan(-20);
    for (const chunks of [
      ["pane", ...LAZY_GROUPS],
      ["pane", ...LAZY_GROUPS, "stepLabels"],
      [undefined, "pane", ...LAZY_GROUPS],
    ])
      expect([chunks, group.test({}, { chunkGraph: chunkGraphDouble(chunks) })]).toEqual([
        chunks,
        true,
      ]);
  });

  it("leaves a module some group or the pane does not load where webpack's defaults put it", async () => {
    const group = (await sharedGroup("production"))!;
    for (const chunks of [
      [...LAZY_GROUPS], // the functions' own core: the pane must not load it on open
      ["pane", "summary"],
      ["pane", "microsoft", "microsoftReplication"],
      ["pane", "stepLabels"],
      ["pane"],
    ])
      expect([chunks, group.test({}, { chunkGraph: chunkGraphDouble(chunks) })]).toEqual([
        chunks,
        false,
      ]);
  });

  it("is the production build's only (development builds keep webpack's defaults)", async () => {
    expect(await sharedGroup("development")).toBeUndefined();
  });
});
