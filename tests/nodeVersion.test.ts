/**
 * One Node version (issue 22) across package.json `engines`, package-lock.json, the README and
 * .ci/run: 22 (22.13 or later) or 24. Chosen so `npm ci` installs without an engine warning: every
 * package of the lockfile that states `engines.node` accepts the lowest version of each range (the
 * pane's @fluentui/web-components 3 wants ^22 || ^24, so Node 20 warned: EBADENGINE).
 */
import * as fs from "fs";
import * as path from "path";
// npm's own range matcher (a dependency of npm's tooling in node_modules; no typings of its own here).
const semver = require("semver") as { satisfies(version: string, range: string): boolean };

const ROOT = path.join(__dirname, "..");
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");
const ENGINES = "^22.13.0 || >=24";

test("package.json, its lockfile, the README and .ci/run name the same Node", () => {
  expect(JSON.parse(read("package.json")).engines.node).toBe(ENGINES);
  expect(JSON.parse(read("package-lock.json")).packages[""].engines.node).toBe(ENGINES);
  expect(read("README.md")).toContain("Node 22 (22.13 or later) or 24");
  expect(read(".ci/run")).toContain("a===22&&b>=13||a>=24");
});

test("every locked package accepts the lowest Node of each range (no EBADENGINE on npm ci)", () => {
  const lock = JSON.parse(read("package-lock.json")) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>;
  };
  const refused: string[] = [];
  for (const version of ["22.13.0", "24.0.0"])
    for (const [name, p] of Object.entries(lock.packages)) {
      const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
      if (name !== "" && range && !semver.satisfies(version, range))
        refused.push(`${name} (${range}) refuses Node ${version}`);
    }
  expect(refused).toEqual([]);
  // Node 20, the README's version before, is refused by the pane's UI library: the reason for 22.
  expect(semver.satisfies("20.20.2", "^22.0.0 || ^24.0.0")).toBe(false);
});
