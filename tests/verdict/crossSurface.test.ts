/**
 * Issue 28's one verdict: 23 designs (accepted, warned, rejected by each reject rule the table has a
 * design for, and one accepted by the consultant despite its rejects) go through every surface, and
 * each gives the same verdict, the same rule keys and the same first reason:
 * - `exsize size --json` (the CLI's command in-process): status, headline, rejects / warnings /
 *   acceptedDespite keys; exit 1 exactly for a reject;
 * - `exsize search` over a one-candidate grid (the design's own server and disk, slots and RAM
 *   unbounded): feasible exactly when not rejected, its broken groups those of the rejects, its
 *   warnings the table's;
 * - the Microsoft workbook recalculated by LibreOffice: ex.ms.verdict.status, .headline, every
 *   ex.ms.verdict.<key> that is not "" and every ex.ms.verdict.accepted.<key> (the Summary and Notes
 *   read these names), for each design in its Compare workbook's design sheets (ex.dN.ms.verdict.*)
 *   and for two designs as whole `exsize workbook` files;
 * - `exsize compare` recalculated by LibreOffice: each design's "Verdict" and "Verdict: the first
 *   reason" cells (two Compare workbooks of 12 and 11 designs);
 * - EX.SUMMARY: its verdict row;
 * - `exsize deploy`'s input: refused (validationError) exactly for a reject.
 * Where each design comes from: tests/golden/verdict/calculatorRuns.ts and storageStatusRuns.ts
 * (mscalc.py runs of the calculator), or a variation of them named below; the expectations of the
 * other surfaces are `exsize size`'s answer, which the golden tests hold to the calculator.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { sizeCommand } from "../../src/cli/sizeCommand";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import { parseSearchRequest, searchDesigns } from "../../src/core/microsoft/search";
import { groupOf } from "../../src/core/microsoft/search/feasibility";
import { verdictRules } from "../../src/core/microsoft/verdict/rules";
import { SUMMARY } from "../../src/functions/declarations/summary";
import { invoke } from "../../src/functions/invoke";
import { renderXlsx } from "../../src/render/xlsx";
import { buildMicrosoftWorkbook } from "../../src/workbook";
import { COMPARE_SHEET, buildCompareWorkbook } from "../../src/workbook/compare";
import { columnLetters } from "../../src/workbook/a1";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";
import { STORAGE_STATUS_RUNS } from "../golden/verdict/storageStatusRuns";
import { convertWithLibreOffice } from "../support/libreoffice";
import { ReadWorkbook, namedCell, readXlsx } from "../support/xlsxRead";

const DATE = new Date(2026, 10, 27);
const run = (name: string) =>
  (CALCULATOR_RUNS.find((r) => r.name === name) ??
    STORAGE_STATUS_RUNS.find((r) => r.name === name))!.scenario as Record<string, unknown>;
/** A light single-datacenter 2013 design the table accepts: 2,000 mailboxes on 4 JBOD servers. */
const light = {
  method: "microsoft",
  exchangeVersion: "2013",
  datacenterModel: "Single Datacenter",
  tiers: [{ mailboxes: 2000, messagesPerDay: 100, quotaMB: 2048 }],
  exchangeServersPerDag: 4,
  haCopies: 3,
  haCopiesSecondary: 0,
  laggedCopiesSecondary: 0,
  jbod: true,
  diskCapacityGB: 4000,
  coresPerServer: 16,
  specIntRate2006: 800,
};
const heavy = (over: Record<string, unknown>) => ({
  ...light,
  tiers: [{ mailboxes: 16000, messagesPerDay: 300, quotaMB: 4096 }],
  exchangeServersPerDag: 8,
  jbod: false,
  ...over,
});

/** [label, scenario, the status exsize size must give]. */
const DESIGNS: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ["accepted 2013", light, "accepted"],
  ["2019 RAM under 128 GB", { ...light, exchangeVersion: "2019" }, "warnings"],
  ["CPU not sized", { ...light, specIntRate2006: 0 }, "warnings"],
  [
    "2013 RAM over 96 GB",
    heavy({ coresPerServer: 24, specIntRate2006: 2000, exchangeServersPerDag: 4 }),
    "warnings",
  ],
  ["two datacenters, no hourly profile", run("okAP_s6"), "warnings"],
  ["Insufficient Disk Capacity", run("insufficientDisk6TB"), "rejected"],
  ["Insufficient Disk IO Capacity, 2 disks", run("singleIo"), "rejected"],
  ["IO insufficient in both datacenters", run("ioAP_20000_500_2048_s4"), "rejected"],
  ["capacity insufficient in both datacenters", run("capAP_s4"), "rejected"],
  ["more copies than servers", run("rejectedCopies"), "rejected"],
  [
    "Active/Active single DAG, unequal copies",
    { ...run("okAP_s6"), datacenterModel: "Active/Active (Single DAG)" },
    "rejected",
  ],
  ["CPU over 80 % in a failure mode", heavy({ specIntRate2006: 300 }), "rejected"],
  [
    "CPU over a 60 % ceiling",
    heavy({ coresPerServer: 24, specIntRate2006: 900, maxCpuWorstFailurePercent: 60 }),
    "rejected",
  ],
  ["2016 with 40 cores", { ...light, exchangeVersion: "2016", coresPerServer: 40 }, "rejected"],
  ["2019 with 56 cores", { ...light, exchangeVersion: "2019", coresPerServer: 56 }, "rejected"],
  // HealthChecker's limits for build 15.2 (verdict/rules2019.ts): 2 sockets; 48 logical cores in
  // each datacenter (32 cores with hyperthreading are 64)
  ["2019 on 4 sockets", { ...light, exchangeVersion: "2019", sockets: 4 }, "rejected"],
  [
    "2019, two datacenters, 64 logical cores",
    {
      ...run("okAP_s6"),
      exchangeVersion: "2019",
      coresPerServer: 32,
      specIntRate2006: 1600,
      hyperthreading: true,
    },
    "rejected",
  ],
  [
    "2016 RAM over 192 GB",
    heavy({
      exchangeVersion: "2016",
      coresPerServer: 24,
      specIntRate2006: 2500,
      exchangeServersPerDag: 4,
    }),
    "rejected",
  ],
  [
    "2019 RAM over 256 GB (736 GB)",
    heavy({
      exchangeVersion: "2019",
      coresPerServer: 48,
      specIntRate2006: 3000,
      exchangeServersPerDag: 4,
      tiers: [{ mailboxes: 24000, messagesPerDay: 500, quotaMB: 4096 }],
    }),
    "rejected",
  ],
  ["2016 not multi-role", { ...light, exchangeVersion: "2016", multiRole: false }, "rejected"],
  [
    "no quota",
    { ...light, tiers: [{ mailboxes: 2000, messagesPerDay: 100, quotaMB: 0 }] },
    "rejected",
  ],
  [
    // issue 28's 3-tier 22,500-mailbox Active/Passive design (storageStatusRuns.ts ioAP_s8_h3_2) on 4
    // servers with 2 + 2 copies: more servers than a DAG holds
    "too many DAG members",
    {
      ...run("ioAP_s8_h3_2"),
      exchangeServersPerDag: 4,
      haCopies: 2,
      haCopiesSecondary: 2,
    },
    "rejected",
  ],
  [
    "IO accepted by the consultant",
    { ...run("singleIo"), acceptedDespite: ["insufficientDiskIo", "cpuFailureMode"] },
    "acceptedDespite",
  ],
  [
    "CPU accepted by the consultant, 2016's 24 cores still reject",
    {
      ...heavy({ exchangeVersion: "2016", coresPerServer: 40, specIntRate2006: 300 }),
      acceptedDespite: "cpuFailureMode",
    },
    "rejected",
  ],
  ["Active/Passive RAID", run("raidAP_s8"), "warnings"],
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-verdict-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface VerdictJson {
  status: string;
  headline: string;
  rejects: { key: string }[];
  warnings: { key: string }[];
  acceptedDespite: { key: string }[];
}

/** `exsize size FILE --json`, in-process: its exit code and verdict. */
function size(scenario: unknown): { exitCode: number; verdict: VerdictJson } {
  const file = path.join(work, "scenario.json");
  fs.writeFileSync(file, JSON.stringify(scenario));
  const r = sizeCommand([file, "--json"]);
  return {
    exitCode: r.exitCode,
    verdict: (JSON.parse(r.stdout) as { verdict: VerdictJson }).verdict,
  };
}

const sized = DESIGNS.map(([, s]) => size(s));
const keysOf = (v: VerdictJson) => ({
  rejects: v.rejects.map((r) => r.key),
  warnings: v.warnings.map((r) => r.key),
  acceptedDespite: v.acceptedDespite.map((r) => r.key),
});

test("the designs cover every verdict and every reject rule the table can be driven to", () => {
  expect(DESIGNS.length).toBeGreaterThanOrEqual(20);
  expect(sized.map((s, i) => [DESIGNS[i][0], s.verdict.status])).toEqual(
    DESIGNS.map(([label, , status]) => [label, status])
  );
  const raised = new Set(sized.flatMap((s) => keysOf(s.verdict).rejects));
  // rejects no design here reaches: jbodRefused (a JBOD refusal text under "Entirely on JBOD"),
  // noDisksSized (0 disks for any other reason), the restore volume's (docs/summary.md: not
  // reachable with one disk size), and the validation checks of disks and database size
  const unreached = verdictRules()
    .filter((r) => r.kind === "reject" && !raised.has(r.key))
    .map((r) => r.key);
  expect(
    unreached.filter(
      (k) =>
        !/^(jbodRefused|noDisksSized|insufficientRestoreCapacity|diskCountCheck|maxDatabaseSizeCheck|databaseCountCheck|limit\.coresPerServerSecondary|limit\.ramRecommendedGBSecondary)/.test(
          k
        )
    )
  ).toEqual([]);
});

test("exsize size exits 1 exactly for a reject; deploy refuses exactly those", () => {
  DESIGNS.forEach(([label, scenario], i) => {
    const rejected = sized[i].verdict.status === "rejected";
    expect([label, sized[i].exitCode]).toEqual([label, rejected ? 1 : 0]);
    let refused: boolean;
    try {
      refused = deployInputOf(scenario).validationError;
    } catch {
      refused = true;
    }
    expect([label, refused]).toEqual([label, rejected]);
  });
});

test("EX.SUMMARY's verdict row is exsize size's headline", () => {
  DESIGNS.forEach(([label, scenario], i) => {
    const { method: _m, tiers, ...environment } = scenario;
    void _m;
    const tierRows = (tiers ?? []) as Record<string, unknown>[];
    const names = [...new Set(tierRows.flatMap((t) => Object.keys(t)))];
    const rows = invoke(SUMMARY, [
      [
        ["method", "microsoft"],
        ...Object.entries(environment).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]),
      ],
      ...(tierRows.length > 0
        ? [[names, ...tierRows.map((t) => names.map((n) => t[n] ?? ""))]]
        : []),
    ]) as unknown[][];
    const verdict = rows.find((r) => r[0] === "verdict");
    expect([label, verdict?.[1]]).toEqual([label, sized[i].verdict.headline]);
  });
});

test("exsize search over a one-candidate grid: feasible exactly when not rejected, the same rule groups and warnings", () => {
  const groups = new Map(verdictRules().map((r) => [r.key, groupOf(r)]));
  DESIGNS.forEach(([label, scenario], i) => {
    const v = sized[i].verdict;
    const { maxCpuWorstFailurePercent, ...rest } = scenario;
    const result = searchDesigns(
      parseSearchRequest({
        ...rest,
        search: {
          servers: [{ model: "s", price: 1000, diskSlots: 1000, maxRamGB: 100000 }],
          // priced MetaCache SSDs (2019 and SE), so the search adds no remark of its own
          disks: [{ model: "d", price: 100, ssdPrice: 100 }],
          ...(maxCpuWorstFailurePercent !== undefined ? { maxCpuWorstFailurePercent } : {}),
        },
      }),
      { top: 1 }
    );
    const rejected = v.status === "rejected";
    const broken = Object.entries(result.rejectedBy)
      .filter(([, n]) => n > 0)
      .map(([g]) => g)
      .sort();
    const want = [...new Set(v.rejects.map((r) => groups.get(r.key)!))].sort();
    expect([label, result.feasible, broken]).toEqual([label, rejected ? 0 : 1, want]);
    if (!rejected)
      expect([label, result.designs[0].warnings.length]).toEqual([label, v.warnings.length]);
  });
});

/** Reads a recalculated Microsoft workbook's verdict (prefix ex.ms. or a compared design's ex.dN.ms.). */
function workbookVerdict(book: ReadWorkbook, prefix: string) {
  const value = (name: string) => namedCell(book, prefix + name)?.value;
  const raised = (kind: string) =>
    verdictRules()
      .filter((r) => r.kind === kind && (value(`verdict.${r.key}`) ?? "") !== "")
      .map((r) => r.key);
  const accepted = verdictRules()
    .filter((r) => r.kind === "reject" && value(`verdict.accepted.${r.key}`) === true)
    .map((r) => r.key);
  return {
    status: value("verdict.status"),
    headline: value("verdict.headline"),
    rejects: raised("reject").filter((k) => !accepted.includes(k)),
    warnings: raised("warning"),
    acceptedDespite: accepted,
  };
}

/**
 * The workbooks: every design as a column of a Compare workbook (12 and 11), whose design sheets are
 * the design's Microsoft workbook (less the sheets a comparison leaves out: src/workbook/compare), and
 * two designs as whole `exsize workbook` files, recalculated by LibreOffice in one start.
 */
test("the workbook and the Compare sheet, recalculated by LibreOffice, give the same verdict, rule keys and first reason", () => {
  const dir = path.join(work, "in");
  fs.mkdirSync(dir);
  const whole = [
    DESIGNS.findIndex(([l]) => l.startsWith("Insufficient Disk IO")),
    DESIGNS.findIndex(([l]) => l === "IO accepted by the consultant"),
  ];
  const files = whole.map((i) => {
    const f = path.join(dir, `design${i + 1}.xlsx`);
    fs.writeFileSync(
      f,
      renderXlsx(buildMicrosoftWorkbook(DESIGNS[i][1], { date: DATE }), { date: DATE })
    );
    return f;
  });
  // a Compare holds 2 to 12 designs: three of up to 9 (25 designs)
  const halves = [DESIGNS.slice(0, 9), DESIGNS.slice(9, 18), DESIGNS.slice(18)].filter(
    (h) => h.length > 0
  );
  const compares = halves.map((half, h) => {
    const f = path.join(dir, `compare${h + 1}.xlsx`);
    const spec = buildCompareWorkbook(
      half.map(([label, scenario]) => ({ label, scenario })),
      { date: DATE }
    );
    fs.writeFileSync(f, renderXlsx(spec, { date: DATE }));
    return f;
  });
  const books = convertWithLibreOffice([...files, ...compares], path.join(work, "out"), {
    recalc: "always",
  }).map((f) => readXlsx(new Uint8Array(fs.readFileSync(f))));
  const expected = (i: number) => {
    const v = sized[i].verdict;
    return { status: v.status, headline: v.headline, ...keysOf(v) };
  };

  whole.forEach((i, b) =>
    expect([DESIGNS[i][0], workbookVerdict(books[b], "ex.ms.")]).toEqual([
      DESIGNS[i][0],
      expected(i),
    ])
  );

  const words = (v: VerdictJson) =>
    v.status === "rejected"
      ? "Rejected"
      : v.status === "acceptedDespite"
        ? `Accepted by the consultant despite: ${v.acceptedDespite.map((r) => r.key).join(", ")}`
        : v.status === "warnings"
          ? `Accepted with ${v.warnings.length} warning${v.warnings.length === 1 ? "" : "s"}`
          : "Accepted";
  halves.forEach((half, h) => {
    const book = books[whole.length + h];
    const compare = book.cells.get(COMPARE_SHEET)!;
    const row = (label: string) => {
      for (const [ref, cell] of compare)
        if (ref.startsWith("A") && cell.value === label)
          return half.map((_, i) => compare.get(`${columnLetters(2 + i)}${ref.slice(1)}`)?.value);
      throw new Error(`no row ${label}`);
    };
    const verdicts = row("Verdict");
    const reasons = row("Verdict: the first reason");
    half.forEach(([label], i) => {
      const at = h * 9 + i;
      const v = sized[at].verdict;
      expect([label, verdicts[i], reasons[i]]).toEqual([label, words(v), v.headline]);
      expect([label, workbookVerdict(book, `ex.d${i + 1}.ms.`)]).toEqual([label, expected(at)]);
    });
  });
}, 1_500_000);
