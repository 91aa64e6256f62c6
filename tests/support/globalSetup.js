// Compiles the CLI (src -> build/cli) once before the suites, so the tests that run `bin/exsize.js`
// exercise the current sources, not a stale build. The compile (`tsc -p tsconfig.cli.json`, about 13 CPU
// seconds) is skipped when build/cli is already newer than every input it could have been compiled from:
// every .ts file of src/ but the tests, the tsconfig files it reads, package-lock.json (the compiler's
// version). That is make's rule, and bench/workbook.ts's (it refuses a build/cli older than a source):
// an edit, a checkout or a revert of any source gives it a newer mtime and the whole CLI is compiled
// again; a run after `npm test` or after a run with no source changed compiles nothing (issue 29:
// `npm run test:fast` at most 90 s, every single-file `npx jest` run too). EXSIZE_COMPILE_CLI=1 compiles
// whatever the mtimes say.
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

/** The mtime (ms) of every file below dir whose path passes keep. */
function mtimes(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return mtimes(p, keep);
    return keep(p) ? [fs.statSync(p).mtimeMs] : [];
  });
}

/** Whether build/cli is complete and newer than every input of `tsc -p tsconfig.cli.json`. */
function cliBuildFresh(root) {
  const out = path.join(root, "build", "cli");
  if (!fs.existsSync(path.join(out, "cli", "main.js"))) return false;
  // the outputs of today's sources (one left by a source since deleted is never written again)
  const source = (js) => path.join(root, "src", path.relative(out, js)).replace(/\.js$/, ".ts");
  const outputs = mtimes(out, (p) => p.endsWith(".js") && fs.existsSync(source(p)));
  const inputs = [
    ...mtimes(path.join(root, "src"), (p) => p.endsWith(".ts") && !p.endsWith(".test.ts")),
    ...["tsconfig.json", "tsconfig.cli.json", "package-lock.json"]
      .map((f) => path.join(root, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.statSync(f).mtimeMs),
  ];
  return outputs.length > 0 && Math.max(...inputs) < Math.min(...outputs);
}

module.exports = async () => {
  const root = path.join(__dirname, "..", "..");
  if (process.env.EXSIZE_COMPILE_CLI !== "1" && cliBuildFresh(root)) return;
  execFileSync(
    process.execPath,
    [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.cli.json"],
    {
      cwd: root,
      stdio: "inherit",
    }
  );
};

module.exports.cliBuildFresh = cliBuildFresh;
