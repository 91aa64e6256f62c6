/**
 * `npm run bench [-- --json] [-- --check] [-- --no-test-fast]`: measures every figure of issue 7 (and
 * issue 29's: the Microsoft core's lines, src/'s pairs of places alike, test:fast's wall time) and prints
 * a table. --json: one JSON object of the figures on the last line. --check: exit 1 when a budget is
 * broken. --no-test-fast: leaves out the `npm run test:fast` run (about 90 s) and its budget, saying so.
 * Exit 2 when the build to measure is missing or stale (run `npm run build` first).
 * runBenchmarks() is the reusable entry point.
 */
import * as os from "os";
import * as path from "path";
import { arrayFitMedianMs } from "./arrayfit";
import { layoutMedianMs } from "./layout";
import {
  BUDGETS,
  Budget,
  Figures,
  PROFILE_BUDGETS,
  TEST_FAST_BUDGETS,
  brokenBudgets,
} from "./budgets";
import { ProfileFigures, profileBenchmark } from "./profile";
import {
  compareBenchDesigns,
  compareBenchDesigns4,
  compareSplitMedianMs,
  compareSyncs,
  compareXlsxMedianMs,
} from "./compare";
import { StaleBuildError, measureBundle } from "./bundle";
import { microsoftSizeRoundMs } from "./microsoft";
import { searchFigures } from "./search";
import { coreMicrosoftLines, srcShapePairs } from "./shapePairs";
import { testFastFigures } from "./testFast";
import { coreEvalsPerSec, fnCallsPerSec } from "./throughput";
import {
  buildWorkbookMedianMs,
  countFormulas,
  renderXlsxMedianMs,
  workbookSyncs,
  workbookSyncsMicrosoft,
  xlsxCommand,
} from "./workbook";

/** The repository: this file runs from build/bench/bench/. */
const ROOT = path.resolve(__dirname, "../../..");

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export /** compareSyncs (four designs) and compareSyncs12 with its write requests (bench/compare.ts). */
async function compareSyncFigures(): Promise<{
  compareSyncs: number;
  compareSyncs12: number;
  compareWriteBytes12: number;
  compareWriteRequests12: number;
}> {
  const four = await compareSyncs(compareBenchDesigns4());
  const twelve = await compareSyncs(compareBenchDesigns());
  return {
    compareSyncs: four.syncs,
    compareSyncs12: twelve.syncs,
    compareWriteBytes12: twelve.writeBytes,
    compareWriteRequests12: twelve.writeRequests,
  };
}

async function runBenchmarks(root = ROOT, withTestFast = true): Promise<Figures> {
  // microsoftSizeMsLargest, the throughput figures and compareXlsxMs12 are the best of three rounds
  // taken at the start, after the search and after the last timed figure, so one slow stretch of the
  // shared host cannot hold all three (timing.ts)
  const rounds = {
    microsoft: [] as number[],
    fnCalls: [] as number[],
    coreEvals: [] as number[],
    compare: [] as number[],
  };
  const takeRounds = (warmup: number) => {
    rounds.microsoft.push(microsoftSizeRoundMs(warmup));
    rounds.fnCalls.push(fnCallsPerSec(1));
    rounds.coreEvals.push(coreEvalsPerSec(1));
    rounds.compare.push(compareXlsxMedianMs(15, 3, 1));
  };
  takeRounds(50);
  const bundle = measureBundle(root);
  const xlsx = xlsxCommand(root);
  const formulas = countFormulas(xlsx.bytes);
  const compareSplit = compareSplitMedianMs();
  const search = searchFigures();
  takeRounds(10);
  const pairs = srcShapePairs(root);
  const measured: Omit<
    Figures,
    "microsoftSizeMsLargest" | "fnCallsPerSec" | "coreEvalsPerSec" | "compareXlsxMs12"
  > = {
    startupJsGzKB: bundle.startupJsGzKB,
    onFirstCallJsGzKB: bundle.onFirstCallJsGzKB,
    onFirstCallGzKBByGroup: bundle.onFirstCallGzKBByGroup,
    onFirstCallFiles: bundle.onFirstCallFiles,
    taskpaneJsGzKB: bundle.taskpaneJsGzKB,
    arrayfitMsCatalog1000: round(arrayFitMedianMs(1000), 3),
    layoutMs: round(layoutMedianMs(), 3),
    workbookSyncs: await workbookSyncs(),
    workbookSyncsCatalog1000: await workbookSyncs(1000),
    workbookSyncsMicrosoft: await workbookSyncsMicrosoft(),
    ...(await compareSyncFigures()),
    workbookXlsxMs: round(xlsx.processMs, 1),
    workbookFormulaCells: formulas.formulaCells,
    volatileFormulaCells: formulas.volatileCells,
    searchDesignsPerSec: search.searchDesignsPerSec,
    search100kSeconds: search.search100kSeconds,
    startupAssociateCalls: bundle.startupAssociateCalls,
    declaredFunctions: bundle.declaredFunctions,
    startupUiModules: bundle.startupUiModules.length,
    startupPackages: bundle.startupPackages,
    volatileNames: formulas.volatileNames,
    workbookXlsxInProcessMs: round(xlsx.inProcessMs, 2),
    workbookDescribeMs: round(buildWorkbookMedianMs(), 3),
    workbookRenderMs: round(renderXlsxMedianMs(), 3),
    compareBuildMs12: round(compareSplit.buildMs, 1),
    compareRenderMs12: round(compareSplit.renderMs, 1),
    startupFiles: bundle.startupFiles,
    taskpaneFiles: bundle.taskpaneFiles,
    profile: profileBenchmark(root),
    coreMicrosoftLines: coreMicrosoftLines(root),
    srcShapePairs: pairs.pairs,
    srcShapePairsByShape: pairs.byShape,
    srcShapePairsBoilerplate: pairs.boilerplate,
  };
  takeRounds(10);
  const figures: Figures = {
    ...measured,
    microsoftSizeMsLargest: round(Math.min(...rounds.microsoft), 3),
    fnCallsPerSec: Math.round(Math.max(...rounds.fnCalls)),
    coreEvalsPerSec: Math.round(Math.max(...rounds.coreEvals)),
    compareXlsxMs12: round(Math.min(...rounds.compare), 1),
  };
  // last, so that its jest workers do not share the cores with the timings above
  return withTestFast ? { ...figures, testFast: testFastFigures(root) } : figures;
}

/** exsize profile's rows (bench/profile.ts). */
function profileRows(p: ProfileFigures): [string, string, string][] {
  return [
    [
      "profileMBPerSec",
      `${round(p.profileMBPerSec, 1)}`,
      `MB of logs per CPU second of exsize profile (built CLI): a generated set of ${round(p.profileSetMB, 0)} MB, ${p.profileSetLines} lines, ${p.profileMailboxes} mailboxes (bench/profile.ts)`,
    ],
    [
      "  wall clock",
      `${round(p.profileWallMBPerSec, 1)}`,
      "MB per second of elapsed time (the machine's load included)",
    ],
    [
      "  read only",
      `${round(p.profileReadMBPerSec, 1)}`,
      `MB per CPU second of a process that only reads the same files and finds their lines (the machine's ceiling at the moment): exsize profile runs at ${round(p.profileMBPerSec / p.profileReadMBPerSec, 2)} of it`,
    ],
    [
      "profileMaxRssMB",
      `${round(p.profileMaxRssMB, 1)}`,
      "MB, peak resident memory of the exsize profile process",
    ],
  ];
}

const files = (sizes: Readonly<Record<string, number>>) =>
  Object.entries(sizes)
    .map(([f, bytes]) => `${f} ${(bytes / 1024).toFixed(1)}`)
    .join(" + ");

/** What each figure is, for the table. */
function rows(f: Figures): [string, string, string][] {
  return [
    [
      "startupJsGzKB",
      `${f.startupJsGzKB}`,
      `before the first EX.* answers: ${files(f.startupFiles)}`,
    ],
    [
      "  registration",
      `${f.startupAssociateCalls}/${f.declaredFunctions}`,
      `CustomFunctions.associate calls at startup / functions in functions.json; pane UI modules at startup: ${f.startupUiModules}; packages at startup: ${f.startupPackages.join(", ") || "none"}`,
    ],
    [
      "onFirstCallJsGzKB",
      `${f.onFirstCallJsGzKB}`,
      "the largest lazy group: what one function's first call loads",
    ],
    ...Object.entries(f.onFirstCallFiles).map(([group, sizes]): [string, string, string] => [
      `  ${group}`,
      `${f.onFirstCallGzKBByGroup[group]}`,
      `group "${group}": ${files(sizes) || "nothing beyond the startup"}`,
    ]),
    ["taskpaneJsGzKB", `${f.taskpaneJsGzKB}`, `pane open: ${files(f.taskpaneFiles)}`],
    ["coreEvalsPerSec", `${f.coreEvalsPerSec}`, "sizeScenario (Tables 14-17), default scenario"],
    ["fnCallsPerSec", `${f.fnCallsPerSec}`, "=EX.DVS(5000,2048,150,75,12,options) via its adapter"],
    [
      "arrayfitMsCatalog1000",
      `${f.arrayfitMsCatalog1000}`,
      "ms, one EX.ARRAYFIT, 1,000-row catalog",
    ],
    ["layoutMs", `${f.layoutMs}`, "ms, Microsoft copy layout, 16 servers, 200 databases, 4 copies"],
    [
      "microsoftSizeMsLargest",
      `${f.microsoftSizeMsLargest}`,
      "ms, Microsoft method, 4 tiers, 100,000 mailboxes, two datacenters (sizeMicrosoftWithExtras, all areas; bench/microsoft.ts)",
    ],
    [
      "searchDesignsPerSec",
      `${f.searchDesignsPerSec}`,
      "Microsoft designs sized and checked per CPU second, exsize search's core (bench/search.ts)",
    ],
    [
      "search100kSeconds",
      `${f.search100kSeconds}`,
      "CPU s, a 100,000-candidate search (25 servers, 5 disks, 3 ranges; bench/search.ts)",
    ],
    [
      "workbookSyncs",
      `${f.workbookSyncs}`,
      "context.sync() calls, default workbook (office-addin-mock)",
    ],
    ["workbookSyncsCatalog1000", `${f.workbookSyncsCatalog1000}`, "the same, 1,000-row catalog"],
    [
      "workbookSyncsMicrosoft",
      `${f.workbookSyncsMicrosoft}`,
      "the same, the Microsoft method's workbook (4 tiers, 100,000 mailboxes)",
    ],
    [
      "compareXlsxMs12",
      `${f.compareXlsxMs12}`,
      "ms CPU, buildCompareWorkbook + renderXlsx, 12 designs of both methods and every version (bench/compare.ts)",
    ],
    [
      "  build / render",
      `${f.compareBuildMs12} / ${f.compareRenderMs12}`,
      "ms CPU, buildCompareWorkbook / renderXlsx of the same",
    ],
    [
      "compareSyncs",
      `${f.compareSyncs}`,
      "context.sync() calls, a 4-design comparison, two per method, as the pane's Compare builds it (office-addin-mock)",
    ],
    [
      "compareSyncs12",
      `${f.compareSyncs12}`,
      `the same, the 12 designs: ${f.compareWriteRequests12} write requests for ${(f.compareWriteBytes12 / 1048576).toFixed(2)} MB of writes, under Excel on the web's 5 MB per request`,
    ],
    ["workbookXlsxMs", `${f.workbookXlsxMs}`, "ms, `exsize workbook` process, default workbook"],
    ["  in process", `${f.workbookXlsxInProcessMs}`, "ms, the same command without Node start-up"],
    [
      "  describe / render",
      `${f.workbookDescribeMs} / ${f.workbookRenderMs}`,
      "ms, buildSizingWorkbook / renderXlsx",
    ],
    ["workbookFormulaCells", `${f.workbookFormulaCells}`, "<f> elements in the default .xlsx"],
    [
      "volatileFormulaCells",
      `${f.volatileFormulaCells}`,
      `volatile formula cells (${f.volatileNames} volatile names)`,
    ],
    [
      "coreMicrosoftLines",
      `${f.coreMicrosoftLines}`,
      "lines of src/core/microsoft's .ts files, tests excluded (bench/shapePairs.ts)",
    ],
    [
      "srcShapePairs",
      `${f.srcShapePairs}`,
      `pairs of places in src/ sharing 6 or more lines alike: ${f.srcShapePairsByShape} by shape alone, ${f.srcShapePairsBoilerplate} of those boilerplate (bench/shapePairs.ts; \`node build/bench/bench/shapePairs.js . --list\` lists them)`,
    ],
    f.testFast
      ? [
          "testFastSeconds",
          `${f.testFast.testFastSeconds}`,
          `s wall clock, npm run test:fast (${f.testFast.testFastPassed ? "passed" : "FAILED"}: ${f.testFast.testFastSummary}); load average ${f.testFast.testFastLoad[0]} before, ${f.testFast.testFastLoad[1]} after, on ${os.cpus().length} cores`,
        ]
      : ["testFastSeconds", "not run", "--no-test-fast: npm run test:fast left out"],
  ];
}

async function main(args: readonly string[]): Promise<number> {
  const only = args.indexOf("--only");
  const flags = ["--json", "--check", "--no-test-fast"];
  const unknown = args.filter(
    (a, i) => !flags.includes(a) && i !== only && !(only >= 0 && i === only + 1)
  );
  if (unknown.length > 0 || (only >= 0 && args[only + 1] !== "profile")) {
    console.error(
      `npm run bench: unknown argument ${unknown[0] ?? args[only + 1]} (use --json, --check, --no-test-fast, --only profile)`
    );
    return 2;
  }
  if (only >= 0) return profileOnly(args);
  const withTestFast = !args.includes("--no-test-fast");
  let figures: Figures;
  try {
    figures = await runBenchmarks(ROOT, withTestFast);
  } catch (error) {
    if (!(error instanceof StaleBuildError)) throw error;
    console.error(`npm run bench: ${error.message}`);
    return 2;
  }
  console.log(
    "ExSize benchmarks: timings are medians of several runs after warm-up (throughput, compareXlsxMs12 and microsoftSizeMsLargest: the best of three medians taken minutes apart); sizes gzip level 6, KB = 1024 bytes\n"
  );
  const table = [...rows(figures), ...(figures.profile ? profileRows(figures.profile) : [])];
  const width = Math.max(...table.map((r) => r[0].length));
  const valueWidth = Math.max(...table.map((r) => r[1].length));
  for (const [name, value, what] of table) {
    console.log(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${what}`);
  }
  return report(
    figures,
    [...BUDGETS, ...PROFILE_BUDGETS, ...(withTestFast ? TEST_FAST_BUDGETS : [])],
    args,
    withTestFast ? [] : TEST_FAST_BUDGETS
  );
}

/** `--only profile`: exsize profile's figures and budgets alone (bench/profile.ts). */
function profileOnly(args: readonly string[]): number {
  const profile = profileBenchmark(ROOT);
  const table = profileRows(profile);
  const width = Math.max(...table.map((r) => r[0].length));
  for (const [name, value, what] of table)
    console.log(`${name.padEnd(width)}  ${value.padStart(8)}  ${what}`);
  return report({ profile } as unknown as Figures, PROFILE_BUDGETS, args);
}

/**
 * The budgets' verdicts (--check) and the figures as JSON (--json); the exit status. `notRun` are the
 * budgets whose figure a flag left out: printed as such, neither held nor broken.
 */
function report(
  figures: Figures,
  budgets: readonly Budget[],
  args: readonly string[],
  notRun: readonly Budget[] = []
): number {
  const broken = brokenBudgets(figures, budgets);
  if (args.includes("--check")) {
    console.log("");
    for (const b of budgets) {
      console.log(`${broken.includes(b) ? "BROKEN" : "ok    "}  ${b.name} ${b.rule}`);
    }
    for (const b of notRun) console.log(`NOT RUN ${b.name} ${b.rule} (--no-test-fast)`);
    const left = notRun.length > 0 ? `; ${notRun.length} not run (--no-test-fast)` : "";
    console.log(
      broken.length === 0
        ? `every budget holds (${budgets.length})${left}`
        : `${broken.length} of ${budgets.length} budgets broken${left}`
    );
  }
  if (args.includes("--json")) console.log(JSON.stringify(figures));
  return args.includes("--check") && broken.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error);
      process.exitCode = 2;
    }
  );
}
