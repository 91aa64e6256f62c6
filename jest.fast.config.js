/**
 * `npm run test:fast`: every suite but the real-engine (LibreOffice) and browser (chromium) ones and the
 * slow suites of tests/support/leftToNpmTest.js (real CLI processes, whole Microsoft workbooks), with
 * ts-jest transpiling each file alone, as `npm test` (jest.config.js) does too: neither type-checks per
 * file (tsconfig.json's isolatedModules); `npx tsc --noEmit -p tsconfig.json` and `npm run lint` do.
 * `npm test` still runs everything.
 *
 * maxWorkers "100%": one jest worker per core. jest's default is the cores less one, for its own process,
 * which on the 2-core build machine is one worker: half the machine idle while jest's own process only
 * waits for results (issue 29: test:fast at most 90 s there; docs/testing.md).
 */
const base = require("./jest.config.js");
const leftToNpmTest = require("./tests/support/leftToNpmTest.js");

module.exports = {
  ...base,
  testPathIgnorePatterns: [
    "/node_modules/",
    "[Ll]ibreoffice\\.test\\.ts$",
    "\\.browser\\.test\\.ts$",
    ...leftToNpmTest,
  ],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.fast.json" }],
  },
  maxWorkers: "100%",
  // tests/support/propertyRuns.ts: the few slowest properties draw fewer inputs here than in npm test
  globals: { EXSIZE_TEST_FAST: true },
};
