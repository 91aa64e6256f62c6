// Compiles the CLI (src -> build/cli) once before the suites, so the tests that run `bin/exsize.js`
// exercise the current sources, not a stale build.
const { execFileSync } = require("child_process");
const path = require("path");

module.exports = async () => {
  const root = path.join(__dirname, "..", "..");
  execFileSync(
    process.execPath,
    [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.cli.json"],
    {
      cwd: root,
      stdio: "inherit",
    }
  );
};
