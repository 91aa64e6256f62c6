/**
 * `npm run test:fast` leaves out exactly the suites that need a real engine (LibreOffice, through
 * tests/support/libreoffice.ts) or a browser (chromium), and the slow suites named in
 * tests/support/leftToNpmTest.js (issue 29), and no other: a new LibreOffice suite whose name does not
 * match the fast config's pattern would make the daily run slow, and one that matched by accident would go
 * unrun there. Each slow suite named must exist, and docs/testing.md must say it is left to `npm test`.
 */
import * as fs from "fs";
import * as path from "path";

const ROOT = path.join(__dirname, "..");
const fast = require(path.join(ROOT, "jest.fast.config.js")) as {
  testPathIgnorePatterns: string[];
};
const leftToNpmTest = require(path.join(ROOT, "tests/support/leftToNpmTest.js")) as string[];

function suites(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : suites(p);
    return e.name.endsWith(".test.ts") ? [p] : [];
  });
}

test("the fast run leaves out the LibreOffice and browser suites and the slow ones named, and only them", () => {
  const ignored = (file: string) =>
    fast.testPathIgnorePatterns.some((re) => new RegExp(re).test(file));
  const all = [...suites(path.join(ROOT, "src")), ...suites(path.join(ROOT, "tests"))];
  const needsEngine = (file: string) =>
    /support\/libreoffice|chromium|playwright/.test(fs.readFileSync(file, "utf8")) &&
    !file.endsWith("fastConfig.test.ts");
  const slow = (file: string) => leftToNpmTest.some((re) => new RegExp(re).test(file));
  const wrong = all
    .filter((f) => ignored(f) !== (needsEngine(f) || slow(f)))
    .map((f) => path.relative(ROOT, f));
  expect(wrong).toEqual([]);
});

test("each slow suite left to npm test exists and docs/testing.md names it", () => {
  const all = suites(path.join(ROOT, "tests")).map((f) => path.relative(ROOT, f));
  const doc = fs.readFileSync(path.join(ROOT, "docs/testing.md"), "utf8");
  for (const re of leftToNpmTest) {
    const matched = all.filter((f) => new RegExp(re).test(f));
    expect({ re, matched: matched.length }).toEqual({ re, matched: 1 });
    expect({ re, named: doc.includes(matched[0]) }).toEqual({ re, named: true });
  }
});
