/**
 * The suites `npm run test:fast` leaves to `npm test` besides the real-engine (LibreOffice) and browser
 * ones: each runs the real `bin/exsize.js` as child processes many times over, kills it on purpose, or
 * builds every Microsoft workbook whole, and together they were about two thirds of test:fast's time
 * (issue 29; docs/testing.md lists what each covers); then the suites of test:fast's own that its
 * per-suite CPU seconds showed slowest or least predictable (docs/performance.md, testFastSeconds). Paths relative to the repository, as patterns.
 * tests/fastConfig.test.ts checks that each matches a suite and that docs/testing.md names it.
 */
module.exports = [
  "tests/cli/exsize-size\\.test\\.ts$",
  "tests/cli/exsize-profile\\.test\\.ts$",
  "tests/cli/exsize-compare\\.test\\.ts$",
  "tests/cli/exsize-deploy\\.test\\.ts$",
  "tests/cli/exsize-deploy-cli\\.test\\.ts$",
  "tests/cli/exsize-deploy-kill\\.test\\.ts$",
  "tests/cli/exsize-workbook\\.test\\.ts$",
  "tests/cli/exsize-fn\\.test\\.ts$",
  "tests/cli/readme\\.test\\.ts$",
  "tests/robustness/fuzz\\.test\\.ts$",
  "tests/workbook/microsoftWorkbook\\.test\\.ts$",
  "tests/golden/microsoft-search\\.test\\.ts$",
  // issue 28: 25 designs through every surface, the workbooks recalculated by LibreOffice
  "tests/verdict/crossSurface\\.test\\.ts$",
  // issue 29 (test:fast at most 90 s), each over 12 CPU seconds: two whole Microsoft workbooks and a
  // Compare with a 32,767-character project name; the Microsoft workbook through `exsize workbook`;
  // the TypeScript checker over every shipped file (as `npx tsc`, which the fast run leaves too)
  "tests/robustness/longProjectName\\.test\\.ts$",
  "tests/cli/exsize-workbook-microsoft\\.test\\.ts$",
  "tests/officeApiSets\\.test\\.ts$",
  // issue 29: issue 32's fuzzing of search and profile (240 random command lines, in process), 8 to 40
  // CPU seconds from one run to the next as the inputs drawn vary, like fuzz.test.ts beside it
  "tests/robustness/fuzzSearchProfile\\.test\\.ts$",
  // issue 29: `exsize search` as a user runs it (--write, -o's Compare workbook, killed mid-write), and
  // the MetaCache search against a brute force of `exsize size` (as microsoft-search.test.ts): 9 and 6
  "tests/cli/exsize-search\\.test\\.ts$",
  "tests/search/metaCacheSsd\\.test\\.ts$",
  // issue 29: issue 33's pane suites, the slowest of the fast run once merged (jest's own records,
  // 2026-11-27 06:12, load under 3): the sliced search equal to searchDesigns over every stored request
  // and drawn slice sizes (23 s), the pane's build path against `exsize workbook` cell by cell (17 s),
  // the incremental log reader on drawn chunk cuts (14 s)
  "tests/taskpane/slicedSearch\\.test\\.ts$",
  "tests/taskpane/paneInputs\\.test\\.ts$",
  "tests/profile/logBytes\\.test\\.ts$",
  // the eighth session's Notes sheet suites (30.7 and 13.6 s in the full run of 2026-11-27 21:41): each
  // builds whole Microsoft workbooks, for 7 and 5 designs, to read the verdict rows' and headline's heights
  "tests/workbook/notesVerdictRows\\.test\\.ts$",
  "tests/workbook/notesVerdictHeadline\\.test\\.ts$",
  // the ninth session's Summary verdict suite (35 s alone): whole Microsoft workbooks for 3 designs
  "tests/workbook/summaryVerdictRows\\.test\\.ts$",
];
