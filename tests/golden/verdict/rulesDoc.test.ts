/**
 * docs/summary.md lists every rule of the verdict's table (issue 28) with its severity, figure,
 * threshold and source, as the code has them: a rule added to verdictRules() without its row, or a row
 * whose severity, figure or threshold differs, fails here.
 */
import * as fs from "fs";
import * as path from "path";
import { verdictRules } from "../../../src/core/microsoft/verdict/rules";

const doc = fs.readFileSync(path.join(__dirname, "../../../docs/summary.md"), "utf8");
const rows = new Map(
  [...doc.matchAll(/^\| `([^`]+)`\s*\| (reject|warning)\s*\| (.*)$/gm)].map((m) => [m[1], m])
);

test.each(verdictRules().map((r) => [r.key, r] as const))("%s has its row", (key, rule) => {
  const row = rows.get(key);
  expect(row).toBeDefined();
  expect(row![2]).toBe(rule.kind);
  expect(row![3]).toContain(rule.source.replace(/\|/g, "\\|").replace(/\n/g, " "));
  expect(row![3]).toContain(`| \`${rule.figure}\` ${rule.threshold}`.replace(/\s+/g, " "));
});
