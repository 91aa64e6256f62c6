/**
 * No generated or compiled file is tracked (issue 29): Python bytecode (__pycache__/, *.pyc, *.pyo),
 * and the build outputs build/ and dist/ (npm run build, build:cli, bench) are made from the sources on
 * every machine; committed, they go stale beside them. .gitignore keeps them out; this test fails naming
 * any that `git ls-files` lists. Outside a git checkout (a source tarball) there is nothing to check.
 */
import { execFileSync } from "child_process";
import * as path from "path";

const ROOT = path.join(__dirname, "..");
const GENERATED = [/(^|\/)__pycache__\//, /\.py[co]$/, /^build\//, /^dist\//, /(^|\/)coverage\//];

function trackedFiles(): string[] | undefined {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

/** The tracked paths that are build or bytecode output. */
export function generatedAmong(files: readonly string[]): string[] {
  return files.filter((f) => GENERATED.some((re) => re.test(f)));
}

describe("no generated or compiled file is tracked", () => {
  it("recognises bytecode and build output, and leaves sources alone (a planted case)", () => {
    expect(
      generatedAmong([
        "scripts/microsoft/__pycache__/extras.cpython-311.pyc",
        "x.pyo",
        "build/bench/run.js",
        "dist/taskpane.js",
        "scripts/microsoft/extras.py",
        "src/core/build.ts",
        "src/core/microsoft/servers/build.ts",
      ])
    ).toEqual([
      "scripts/microsoft/__pycache__/extras.cpython-311.pyc",
      "x.pyo",
      "build/bench/run.js",
      "dist/taskpane.js",
    ]);
  });

  it("git tracks none", () => {
    const files = trackedFiles();
    if (files === undefined) return; // not a git checkout
    expect(generatedAmong(files)).toEqual([]);
  });
});
