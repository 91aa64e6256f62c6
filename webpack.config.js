/* eslint-disable no-undef */
// Follows the Office generator's "Excel custom functions, shared runtime" TypeScript project, without its
// polyfill entry (core-js + regenerator, 80 KB gzipped, for IE11): the runtimes that host a shared
// runtime (WebView2, Safari, the browsers of Excel on the web) need none of it.
const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");

const { hostingUrl, manifestForOrigin } = require("./scripts/webpack/hostingUrl");
const { processorCatalogJson } = require("./scripts/webpack/processorCatalogAsset");

const urlDev = "https://localhost:3000/";

// The generated adapters (npm run gen:functions): their JSDoc becomes functions.json.
const functionFiles = fs
  .readdirSync(path.join(__dirname, "src/functions/excel"))
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .map((f) => `./src/functions/excel/${f}`);

/**
 * Writes build/webpack-stats.json beside the output directory (not into it: dist/ is what is served):
 * the chunk graph `npm run bench` reads to know which files the page loads at startup, which a function's
 * first call loads (each async chunk group: the chunks one import() fetches) and which once the pane
 * opens, the modules in each chunk, the size of every emitted file (so it can tell that dist/
 * is this build), and the project files the build read (so it can tell that dist/ is older than them).
 */
class BuildRecordPlugin {
  apply(compiler) {
    let startedAt = 0;
    compiler.hooks.compile.tap("BuildRecordPlugin", () => {
      startedAt = Date.now();
    });
    compiler.hooks.done.tap("BuildRecordPlugin", ({ compilation }) => {
      const root = compiler.context;
      const { chunkGraph } = compilation;
      const relative = (file) => path.relative(root, file).split(path.sep).join("/");
      // A concatenated module stands for the modules inside it: list those.
      const sources = (module) =>
        module.modules
          ? [...module.modules].flatMap(sources)
          : [module.nameForCondition()].filter(Boolean);
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        name: chunk.name ?? null,
        initial: chunk.canBeInitial(),
        files: [...chunk.files].filter((f) => f.endsWith(".js")),
        // Chunks this one loads on demand (import()); entry points that depend on it are not.
        children: [
          ...new Set(
            [...chunk.groupsIterable].flatMap((g) =>
              [...g.childrenIterable]
                .filter((c) => !c.isInitial())
                .flatMap((c) => c.chunks.map((x) => x.id))
            )
          ),
        ],
        modules: [
          ...new Set([...chunkGraph.getChunkModulesIterable(chunk)].flatMap(sources).map(relative)),
        ].sort(),
      }));
      const record = {
        mode: compiler.options.mode,
        startedAt,
        entrypoints: Object.fromEntries(
          [...compilation.entrypoints].map(([name, e]) => [
            name,
            e.getFiles().filter((f) => f.endsWith(".js")),
          ])
        ),
        chunks,
        // What one import() loads: webpack fetches its chunk group, ALL of the group's chunks (its own
        // and the split chunks it shares), so a function's first call costs its group, not every group.
        asyncGroups: compilation.chunkGroups
          .filter((g) => !g.isInitial())
          .map((g) => ({
            name: g.name ?? null,
            // The import() calls that load it: the module holding the call, what it imports, and the
            // chunks that module is in (concatenated into another or not): their code can load the group.
            origins: [
              ...new Map(
                g.origins.map((o) => {
                  const file = o.module && sources(o.module).map(relative)[0];
                  const origin = {
                    module: file ?? null,
                    request: o.request ?? null,
                    chunks: chunks.filter((c) => c.modules.includes(file)).map((c) => c.id),
                  };
                  return [JSON.stringify(origin), origin];
                })
              ).values(),
            ],
            chunks: g.chunks.map((c) => c.id),
          })),
        assets: Object.fromEntries(compilation.getAssets().map((a) => [a.name, a.source.size()])),
        inputs: [...compilation.fileDependencies]
          .filter(
            (f) =>
              f.startsWith(root + path.sep) && !f.includes(`${path.sep}node_modules${path.sep}`)
          )
          .map(relative)
          .sort(),
      };
      const file = path.join(compiler.outputPath, "..", "build", "webpack-stats.json");
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(record, null, 1));
    });
  }
}

/**
 * The functions' copy of the Microsoft method and the summaries (issue 21's follow-up on
 * onFirstCallJsGzKB, docs/performance.md): the lazy declarations EX.MS* and EX.SUMMARY import on their
 * first call are put in the "functions" layer, with what they import under LAYERED
 * (scripts/webpack/functionsLayer.js), and
 * scripts/webpack/stripStepWords.js empties their formula steps' source and note texts there. Every
 * other module they import (the formula engine, SizingError, excelError's factory, the catalog, ...)
 * is taken back to the default layer, so it stays the one instance functions.js already loaded and the
 * pane shares: invoke.ts's `instanceof SizingError` and the CustomFunctions.Error factory keep working.
 * The pane imports the same core in the default layer, unstripped, for the workbooks it prints.
 * The layered modules' state is memos of pure values (sizeSteps' ordered steps, verdict rules,
 * compiled programs): two copies compute the same things.
 */
const FUNCTIONS_LAYER = "functions";
const { LAZY_GROUPS, LAZY_DECLARATIONS, layered } = require("./scripts/webpack/functionsLayer");
const STRIP_STEP_WORDS = path.join(__dirname, "scripts/webpack/stripStepWords.js");
const COMPACT_FORMULA_TEXT = path.join(__dirname, "scripts/webpack/compactFormulaText.js");

class SharedOutsideFunctionsLayer {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap("SharedOutsideFunctionsLayer", (nmf) => {
      nmf.hooks.afterResolve.tap("SharedOutsideFunctionsLayer", (data) => {
        const created = data.createData;
        if (created.layer === FUNCTIONS_LAYER && !layered(created.resource)) created.layer = null;
      });
    });
  }
}

/**
 * The modules the pane (its chunk "pane") and every function group's first call (LAZY_GROUPS) all load,
 * in one chunk (issue 29, onFirstCallJsGzKB): left to webpack's defaults they were two, split by whether
 * the error path's group stepLabels also loads them, so each first call fetched and gunzipped two files
 * of them (5.95 and 3.25 KB gz) where one holds the same code (8.72). No load grows: the pane loaded
 * both on open and still loads the one, and the functions' own core stays a chunk the pane does not
 * load on open; only stepLabels, the error path, now also loads what it did not use (3.25 KB). Measured
 * 2026-11-28 (`npx webpack --mode production`, then bench/bundle.ts's measureBundle): microsoft 41.38 ->
 * 40.90, summary 42.81 -> 42.33, microsoftReplication 47.28 -> 46.80, stepLabels 16.12 -> 18.89,
 * taskpaneJsGzKB 244.79 -> 244.29. Modules only some groups share with the pane stay where webpack's
 * defaults put them (the summary's with the pane copied into both): in this chunk they cost the
 * microsoft group 0.6 KB and the replication group 0.2 (measured the same day).
 */
const SHARED_BY_PANE_AND_EVERY_GROUP = "paneAndFunctions";
const inEveryFirstCallAndThePane = (module, { chunkGraph }) => {
  const names = new Set([...chunkGraph.getModuleChunksIterable(module)].map((c) => c.name));
  return ["pane", ...LAZY_GROUPS].every((n) => names.has(n));
};

async function getHttpsOptions() {
  const devCerts = require("office-addin-dev-certs");
  const options = await devCerts.getHttpsServerOptions();
  return { ca: options.ca, key: options.key, cert: options.cert };
}

module.exports = async (env, argv) => {
  const dev = argv.mode !== "production";
  // Where the production build is served from (docs/install.md): EXSIZE_URL, an https:// address ending
  // in "/"; every URL of dist/manifest.xml is put on it. Without it (and in every development build,
  // which `npm start` serves) the manifest keeps https://localhost:3000/.
  const urlProd = dev ? urlDev : hostingUrl(process.env.EXSIZE_URL, urlDev);
  return {
    devtool: dev ? "source-map" : false,
    entry: {
      functions: "./src/functions/functions.ts",
      // dependOn: the pane's chunks reuse the core already loaded by functions.js instead of bundling it again.
      taskpane: { import: "./src/taskpane/taskpane.ts", dependOn: "functions" },
      // The Web Worker of "Measure from tracking logs" (the log reader stays out of the pane's bundle).
      measureWorker: "./src/taskpane/measure/measureWorker.ts",
      // The pane's search worker (docs/search.md, "In the pane"): the search core in its own file, loaded
      // by `new Worker("searchWorker.js")` when a search starts, never by the page.
      searchWorker: "./src/taskpane/search/searchWorker.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      chunkFilename: "[name].[contenthash:8].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        // The lazy declarations, imported by the adapters (src/functions/excel/), open the functions layer.
        {
          test: LAZY_DECLARATIONS,
          issuer: /[\\/]src[\\/]functions[\\/]excel[\\/]/,
          layer: FUNCTIONS_LAYER,
        },
        // scripts/webpack/stripStepWords.js on the functions layer's modules (on ts-loader's output):
        // the lazy declarations themselves (imported by the default-layer adapters) and what they import.
        // The loader (enforce: "post") sits in each oneOf branch: a `use` beside `oneOf` runs on every
        // module the outer conditions match, which until 2026-11-27 stripped the pane's copy of the core
        // too (the step sources and notes of the workbooks the pane builds).
        {
          test: /\.ts$/,
          include: layered,
          oneOf: [
            { issuerLayer: FUNCTIONS_LAYER, enforce: "post", use: STRIP_STEP_WORDS },
            {
              test: LAZY_DECLARATIONS,
              issuer: /[\\/]src[\\/]functions[\\/]excel[\\/]/,
              enforce: "post",
              use: STRIP_STEP_WORDS,
            },
          ],
        },
        // The production bundles drop the formula notation's layout whitespace (f`...`, every layer):
        // scripts/webpack/compactFormulaText.js, on ts-loader's output.
        ...(dev
          ? []
          : [
              {
                test: /\.ts$/,
                include: path.join(__dirname, "src", "core"),
                enforce: "post",
                use: COMPACT_FORMULA_TEXT,
              },
            ]),
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: "ts-loader", options: { configFile: "tsconfig.json" } },
        },
        // The sizing core is pure (README's layers: no Office, no I/O): importing a module runs nothing
        // else, so a chunk that uses one export of a barrel (src/core/index.ts, core/formula, ...) need
        // not carry the barrel's other modules. Without this, EX.SUMMARY's lazy chunk carried the
        // workbook's formula printer and the Compare differences it never calls.
        { include: path.join(__dirname, "src", "core"), sideEffects: false },
        {
          test: /\.(png|jpg|jpeg|gif|ico)$/,
          type: "asset/resource",
          generator: { filename: "assets/[name][ext][query]" },
        },
      ],
    },
    experiments: { layers: true },
    // Shortest export names and module ids by use (the most used get the shortest): the Microsoft
    // core's formula trees call the formula builders (ref, cmp, iff, ...) thousands of times, each
    // call naming its module and export (docs/performance.md, onFirstCallJsGzKB).
    optimization: dev
      ? {}
      : {
          mangleExports: "size",
          moduleIds: "size",
          // Above webpack's default group (priority -20), which would split these modules in two.
          splitChunks: {
            cacheGroups: {
              [SHARED_BY_PANE_AND_EVERY_GROUP]: {
                name: SHARED_BY_PANE_AND_EVERY_GROUP,
                test: inEveryFirstCallAndThePane,
                chunks: "async",
                priority: -15,
                reuseExistingChunk: true,
              },
            },
          },
        },
    plugins: [
      new SharedOutsideFunctionsLayer(),
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: functionFiles }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      // Served builds live in memory: no record of files that are not on disk.
      ...(env.WEBPACK_SERVE ? [] : [new BuildRecordPlugin()]),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          // The processor catalog as data the pane fetches on demand (scripts/webpack/processorCatalogAsset.js).
          {
            from: "src/catalog/processorRows.ts",
            to: "processors.json",
            transform: (content) => processorCatalogJson(content.toString()),
          },
          {
            from: "manifest*.xml",
            to: "[name][ext]",
            transform(content) {
              return manifestForOrigin(content.toString(), urlDev, urlProd);
            },
          },
        ],
      }),
    ],
    // Only `webpack serve` (npm run dev-server) needs the Office dev certificates.
    devServer: env.WEBPACK_SERVE
      ? {
          headers: { "Access-Control-Allow-Origin": "*" },
          server: { type: "https", options: await getHttpsOptions() },
          port: 3000,
        }
      : undefined,
    performance: { hints: false },
  };
};
