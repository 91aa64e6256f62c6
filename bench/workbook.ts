/**
 * Benchmarks of the sizing workbook: the templates building the description of the default scenario
 * (seed 000, section 3.4.2), the .xlsx renderer writing it, `exsize workbook` as a user runs it, the
 * formulas in the file it writes, and the context.sync() calls the office-js builder makes to put the
 * workbook into an open one. Timings live here, never in tests.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { strFromU8, unzipSync } from "fflate";
import { workbookCommand } from "../src/cli/workbookCommand";
import { buildIntoWorkbook } from "../src/render/office";
import { renderXlsx } from "../src/render/xlsx";
import { DEFAULT_SCENARIO, buildMicrosoftWorkbook, buildSizingWorkbook } from "../src/workbook";
import { withCatalogRows } from "../tests/fixtures/largeCatalog";
import { mockExcel } from "../tests/support/excel-double/officeMock";
import { VOLATILE } from "../tests/workbook/formulaRules";
import { StaleBuildError } from "./bundle";
import { median, medianMs } from "./timing";

const DATE = new Date(2010, 6, 1);

/** Median milliseconds of buildSizingWorkbook(DEFAULT_SCENARIO). */
export function buildWorkbookMedianMs(runs = 30): number {
  return medianMs(() => buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE }), runs);
}

/** Median milliseconds of renderXlsx on the default workbook's description (zip included). */
export function renderXlsxMedianMs(runs = 30): number {
  const spec = buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE });
  return medianMs(() => renderXlsx(spec, { date: DATE }), runs);
}

/**
 * context.sync() calls to build the default sizing workbook into a workbook holding one empty sheet,
 * through the office-js builder, counted by the Excel test double (office-addin-mock objects) the
 * builder's tests use. `catalogRows`: the capacity catalog grown to that many rows first.
 */
export async function workbookSyncs(catalogRows?: number): Promise<number> {
  const double = mockExcel({ sheets: ["Sheet1"] });
  const spec = buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE });
  const sized = catalogRows === undefined ? spec : withCatalogRows(spec, catalogRows);
  const report = await buildIntoWorkbook(double.context, { kind: "sizing", makeSpec: () => sized });
  if (report.syncs !== double.syncs()) {
    throw new Error(
      `the builder reports ${report.syncs} syncs, the double counted ${double.syncs()}`
    );
  }
  return double.syncs();
}

/**
 * The Microsoft method's 4-tier, two-datacenter design the bench sizes: 100,000 mailboxes in four tiers
 * of 50 to 500 messages a day, Active/Active over two DAGs of 8 servers.
 */
export const MICROSOFT_BENCH_SCENARIO = {
  method: "microsoft",
  exchangeVersion: "2019",
  datacenterModel: "Active/Active (Multiple DAGs)",
  exchangeServersPerDag: 8,
  dagCount: 2,
  tiers: [
    { mailboxes: 40000, messagesPerDay: 50, quotaMB: 2048 },
    { mailboxes: 30000, messagesPerDay: 150, quotaMB: 4096, archiveQuotaMB: 8192 },
    { mailboxes: 20000, messagesPerDay: 300, quotaMB: 10240 },
    { mailboxes: 10000, messagesPerDay: 500, quotaMB: 51200, desktopSearch: true },
  ],
} as const;

/**
 * context.sync() calls to build the Microsoft method's workbook (MICROSOFT_BENCH_SCENARIO) into a
 * workbook holding one empty sheet, through the same office-js builder and Excel test double as
 * workbookSyncs: the builder's sync count does not grow with the method's 500 names and formulas.
 */
export async function workbookSyncsMicrosoft(): Promise<number> {
  const double = mockExcel({ sheets: ["Sheet1"] });
  const spec = buildMicrosoftWorkbook(MICROSOFT_BENCH_SCENARIO, { date: DATE });
  const report = await buildIntoWorkbook(double.context, { kind: "sizing", makeSpec: () => spec });
  if (report.syncs !== double.syncs()) {
    throw new Error(
      `the builder reports ${report.syncs} syncs, the double counted ${double.syncs()}`
    );
  }
  return double.syncs();
}

/** Refuses a build/cli/ older than the sources it was compiled from (bin/exsize.js runs build/cli). */
function checkCliBuild(root: string): void {
  const out = path.join(root, "build/cli");
  const js = fs.existsSync(out)
    ? (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith(".js"))
    : [];
  if (!js.includes(path.join("cli", "main.js"))) {
    throw new StaleBuildError("build/cli/ is missing: run `npm run build` first.");
  }
  const stale = js.filter((f) => {
    const source = path.join(root, "src", f.replace(/\.js$/, ".ts"));
    return (
      fs.existsSync(source) && fs.statSync(source).mtimeMs > fs.statSync(path.join(out, f)).mtimeMs
    );
  });
  if (stale.length > 0) {
    throw new StaleBuildError(
      `build/cli/ is older than src/${stale[0].replace(/\.js$/, ".ts")}: run \`npm run build\`.`
    );
  }
}

export interface XlsxCommandFigures {
  /** Median wall-clock ms of the whole command, `node bin/exsize.js workbook` (process included). */
  readonly processMs: number;
  /** Median ms of the same command called in this process (no Node start-up). */
  readonly inProcessMs: number;
  /** The file the last run wrote. */
  readonly bytes: Uint8Array;
}

/**
 * `exsize workbook` writing the default workbook (exsize-sizing.xlsx) into an empty directory:
 * one untimed run, then `runs` timed runs, each into a directory with no file yet.
 */
export function xlsxCommand(root: string, runs = 7): XlsxCommandFigures {
  checkCliBuild(root);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-bench-"));
  const out = path.join(dir, "exsize-sizing.xlsx");
  try {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      fs.rmSync(out, { force: true });
      const start = performance.now();
      const run = spawnSync(process.execPath, [path.join(root, "bin/exsize.js"), "workbook"], {
        cwd: dir,
        encoding: "utf8",
      });
      const ms = performance.now() - start;
      if (run.status !== 0) throw new Error(`exsize workbook failed: ${run.stderr}`);
      if (i > 0) times.push(ms);
    }
    const bytes = new Uint8Array(fs.readFileSync(out));
    const inProcessMs = medianMs(() => {
      const result = workbookCommand(["-o", out, "--force"], DATE);
      if (result.exitCode !== 0) throw new Error(result.stderr);
    }, 15);
    return { processMs: median(times), inProcessMs, bytes };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#x?[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

/** The formula without its string literals and quoted sheet names, so text cannot look like a call. */
function code(formula: string): string {
  return formula.replace(/"(?:[^"]|"")*"/g, '""').replace(/'(?:[^']|'')*'/g, "''");
}

export interface FormulaFigures {
  /** Cells holding a formula: <f> elements in the worksheets. */
  readonly formulaCells: number;
  /** Of those, the ones Excel treats as volatile: calling a VOLATILE function (the workbook tests' list) or a name that does. */
  readonly volatileCells: number;
  /** Defined names whose formula is volatile. */
  readonly volatileNames: number;
}

/** Counts the formulas of an .xlsx as written, from its worksheet and workbook XML. */
export function countFormulas(xlsx: Uint8Array): FormulaFigures {
  const parts = unzipSync(xlsx);
  const calls = VOLATILE.map((f) => new RegExp(`\\b${f}\\s*\\(`, "i"));
  const workbook = strFromU8(parts["xl/workbook.xml"]);
  const names = [
    ...workbook.matchAll(/<definedName\b[^>]*\bname="([^"]*)"[^>]*>([^<]*)<\/definedName>/g),
  ].map((m) => ({ name: unescapeXml(m[1]), formula: code(unescapeXml(m[2])) }));
  // A name is volatile if its formula calls a volatile function or uses a volatile name.
  const volatile = new Set<string>();
  const usesVolatile = (formula: string) =>
    calls.some((re) => re.test(formula)) ||
    [...volatile].some((n) =>
      new RegExp(`(^|[^\\w.])${n.replace(/\./g, "\\.")}(?![\\w.(])`, "i").test(formula)
    );
  for (let grew = true; grew;) {
    grew = false;
    for (const n of names) {
      if (!volatile.has(n.name) && usesVolatile(n.formula)) {
        volatile.add(n.name);
        grew = true;
      }
    }
  }
  let formulaCells = 0;
  let volatileCells = 0;
  for (const [name, data] of Object.entries(parts)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    // A shared formula's other cells carry only its index (si): they are as volatile as its first.
    const shared = new Map<string, boolean>();
    for (const m of strFromU8(data).matchAll(/<f(\s[^>]*)?(?:\/>|>([\s\S]*?)<\/f>)/g)) {
      formulaCells++;
      const si = /\bt="shared"/.test(m[1] ?? "") ? /\bsi="(\d+)"/.exec(m[1])?.[1] : undefined;
      const isVolatile =
        m[2] === undefined && si !== undefined
          ? (shared.get(si) ?? false)
          : usesVolatile(code(unescapeXml(m[2] ?? "")));
      if (si !== undefined && m[2] !== undefined) shared.set(si, isVolatile);
      if (isVolatile) volatileCells++;
    }
  }
  return { formulaCells, volatileCells, volatileNames: volatile.size };
}
