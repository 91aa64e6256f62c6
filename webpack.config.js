/* eslint-disable no-undef */
// Follows the Office generator's "Excel custom functions, shared runtime" TypeScript project, without its
// polyfill entry (core-js + regenerator, 80 KB gzipped, for IE11): the runtimes that host a shared
// runtime (WebView2, Safari, the browsers of Excel on the web) need none of it.
const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");

const urlDev = "https://localhost:3000/";
const urlProd = process.env.EXSIZE_URL || urlDev; // where the production build is served from

// The generated adapters (npm run gen:functions): their JSDoc becomes functions.json.
const functionFiles = fs
  .readdirSync(path.join(__dirname, "src/functions/excel"))
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .map((f) => `./src/functions/excel/${f}`);

async function getHttpsOptions() {
  const devCerts = require("office-addin-dev-certs");
  const options = await devCerts.getHttpsServerOptions();
  return { ca: options.ca, key: options.key, cert: options.cert };
}

module.exports = async (env, argv) => {
  const dev = argv.mode !== "production";
  return {
    devtool: dev ? "source-map" : false,
    entry: {
      functions: "./src/functions/functions.ts",
      // dependOn: the pane's chunks reuse the core already loaded by functions.js instead of bundling it again.
      taskpane: { import: "./src/taskpane/taskpane.ts", dependOn: "functions" },
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
        { test: /\.ts$/, exclude: /node_modules/, use: { loader: "ts-loader", options: { configFile: "tsconfig.json" } } },
        { test: /\.(png|jpg|jpeg|gif|ico)$/, type: "asset/resource", generator: { filename: "assets/[name][ext][query]" } },
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: functionFiles }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          {
            from: "manifest*.xml",
            to: "[name][ext]",
            transform(content) {
              return dev ? content : content.toString().replace(new RegExp(urlDev, "g"), urlProd);
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
