/**
 * Every source file keeps prettier's style (office-addin-prettier-config: print width 100, es5 trailing
 * commas): the globs of `npx prettier --check "src/**\/*.ts" "tests/**\/*.ts" "bench/**\/*.ts"
 * "scripts/**\/*.js"`, less .prettierignore (the generated processor catalog and the generated adapters,
 * src/functions/excel/, whose bytes their generator's test pins; the file says why). Fails naming each
 * file that differs; fix with `npx prettier --write <file>`.
 *
 * Prettier runs as its CLI in a child process (its API loads its plugins by dynamic import, which jest's
 * module system refuses without --experimental-vm-modules), with a content-keyed cache in the system's
 * temporary folder (outside node_modules, which is hard-linked): the first run formats all ~680 files
 * (about 25 s of CPU), later runs only the files that changed.
 */
import { spawnSync } from "child_process";
import * as crypto from "crypto";
import * as os from "os";
import * as path from "path";

const ROOT = path.join(__dirname, "..");
const GLOBS = ["src/**/*.ts", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.js"];

/** The files prettier would reformat, as paths relative to the repository root. */
function filesPrettierWouldChange(): string[] {
  const cache = path.join(
    os.tmpdir(),
    `exsize-prettier-${crypto.createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}`
  );
  const run = spawnSync(
    process.execPath,
    [
      require.resolve("prettier/bin/prettier.cjs"),
      "--list-different",
      "--cache",
      "--cache-strategy",
      "content",
      "--cache-location",
      cache,
      ...GLOBS,
    ],
    { cwd: ROOT, encoding: "utf8" }
  );
  // --list-different: exit 0 all formatted, 1 some differ (listed on stdout), 2 prettier failed
  if (run.status !== 0 && run.status !== 1) throw new Error(`prettier failed: ${run.stderr}`);
  return run.stdout.split("\n").filter(Boolean);
}

describe("prettier", () => {
  it("finds every source file formatted (fix with npx prettier --write <file>)", () => {
    expect(filesPrettierWouldChange()).toEqual([]);
  });
});
