/** The README's generated blocks match the declarations (npm run gen:docs refreshes them). */
import * as fs from "fs";
import * as path from "path";
import { fillGenerated } from "../../src/cli/reference";

test("README.md's function reference, options and disagreements are current", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8");
  expect(readme).toContain("<!-- BEGIN GENERATED: functions -->");
  expect(fillGenerated(readme)).toBe(readme);
});

test("README.md starts with the two commands: the main job and every test", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8");
  expect(readme).toMatch(/npm ci && npx exsize /);
  expect(readme).toContain("bash .ci/run");
  expect(readme).toContain("npm test");
});

test("docs/arrays.md's catalog tables and derivation rule are current", () => {
  const doc = fs.readFileSync(path.join(__dirname, "../../docs/arrays.md"), "utf8");
  expect(doc).toContain("<!-- BEGIN GENERATED: arrays -->");
  expect(fillGenerated(doc)).toBe(doc);
});
