import { cellRef, rangeRef } from "../a1";
import { Cell, ChartSpec } from "../model";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { stepNumberFormat } from "./cells";
import { numberFormatFor } from "../styles";
import { MS_SHEETS, MicrosoftContext, MicrosoftTemplate } from "./context";
import { FAILURE_MODES, calculatorCell, msName } from "./names";
import { printExcel, ref } from "../../core/formula";
import { longestText } from "../longestText";
import type { Step } from "../../core/formula";
import { MICROSOFT_SUMMARY_STEPS } from "../../core/summary";
import { verdictRules } from "../../core/microsoft/verdict";
import { SUMMARY_PREFIX } from "../../core/summary/summarySteps";
import { MODE_HEADINGS, UTILIZATION_LIMIT_PERCENT } from "./failureModesSheet";
import { dateText, onePage, printHeaderFooter } from "../printSetup";
import { REPLICATION_SUMMARY_ROWS } from "./replicationSummaryRows";
import { metaCacheStepList } from "../../core/microsoft/metacache/steps";
import { SPEC_CONVERSION, conversionRule } from "../../core/microsoft/cpu/specConversion";
import { METACACHE_SHEET } from "./metaCacheSheet";

/**
 * One row of the answer: the reader's label and the figure (a step of the method, or a key of the
 * summary both methods give: "summary.servers"); "always": shown even when the group's figures do not
 * exist (the design's own inputs, and the arrays).
 */
type AnswerRow = readonly [label: string, key: string, shown?: "always"];

/**
 * A group of the answer under its heading; its figures do not exist ("--") when the calculator cannot
 * size what they count (the verdict's missingWhen group, VERDICT-API: noServers, noDisks), but for
 * the rows shown always.
 */
interface AnswerGroup {
  readonly heading: string;
  readonly missingWhen?: "noServers" | "noDisks";
  readonly rows: readonly AnswerRow[];
}

/** The answer, in the order a customer asks: servers, then storage, then databases and copies. */
export const ANSWER_GROUPS: readonly AnswerGroup[] = [
  {
    heading: "Servers",
    missingWhen: "noServers",
    rows: [
      ["Mailbox servers, all DAGs", "summary.servers"],
      ["Mailbox servers per DAG", "serversPerDag"],
      ["DAGs", "dagCount", "always"],
      ["Cores per server (as given)", "coresPerServer", "always"],
      ["Cores in total", "summary.coresTotal"],
      // 2019 and SE: the calculator's figure raised to Microsoft's 128 GB minimum (servers/memory2019.ts)
      ["RAM per server, to buy", "ramPerServerGB"],
      ["RAM per server, secondary datacenter", "ramPerServerGBSecondary"],
      ["RAM per server, calculator's figure", "ramRecommendedGB"],
      // 2019 and SE: 25 % of RAM (HealthChecker)
      ["Page file per server", "pageFileGB"],
      ["RAM in total", "summary.ramGBTotal"],
      ["CPU per server in the worst failure mode", "summary.cpuWorstFailurePercent"],
    ],
  },
  {
    heading: "Storage",
    missingWhen: "noDisks",
    rows: [
      ["Storage architecture", "storageArchitecture", "always"],
      ["Disks per server", "disksPerServer"],
      ["Disks per server, secondary datacenter", "disksPerServerSecondary"],
      ["Disks in total", "summary.disksTotal"],
      ["Arrays (the method sizes disks in servers)", "summary.arraysTotal", "always"],
      ["Volumes per server", "totalVolumesPerServer"],
      ["Databases per volume", "databasesPerVolume"],
      ["Database volume size, each", "databaseVolumeSizeGB"],
      ["Log volume size, each", "logVolumeSizeGB"],
      // issue 30: the MetaCache Database's SSDs (2019 and SE; "--" for 2013 and 2016), the MetaCache sheet
      ["SSDs per server (MetaCache)", "metaCache.ssdsPerServer"],
      ["SSD size, each", "metaCache.ssdCapacityGB"],
      ["MetaCache capacity per server", "metaCache.mcdbCapacityGBPerServer"],
    ],
  },
  {
    heading: "Databases and copies",
    rows: [
      ["Mailboxes", "summary.mailboxes"],
      ["Databases in total", "summary.databases"],
      ["Mailboxes per database", "mailboxesPerDatabase"],
      ["Database size, each (with overhead)", "databaseSizeGB"],
      ["Copies of each database", "summary.copiesPerDatabase"],
      ["Database copies per server", "databaseCopiesPerServer"],
      ["Capacity of all copies", "summary.storageGBAllCopies"],
      ["IOPS of all copies", "summary.iopsAllCopies"],
    ],
  },
];

/** The verdict's names, once helper C's steps (VERDICT-API.md) are in the workbook; else undefined. */
function verdictNames(context: MicrosoftContext) {
  const keys = new Set(context.steps.map((s) => s.key));
  const has = (k: string) => keys.has(k);
  return {
    headline: has("verdict.headline") ? msName("verdict.headline") : undefined,
    /** The rules whose step the workbook writes (verdict.<key>), in display order. */
    rules: verdictRules().filter((r) => has(`verdict.${r.key}`)),
    missing: (group: "noServers" | "noDisks") =>
      has(`verdict.${group}`) ? msName(`verdict.${group}`) : undefined,
  };
}

/** The Summary's columns: label, value, unit, then the calculator's label and cell (small). */
const COLUMNS = [42, 14, 17, 50];
/** The charts sit right of the table, from column F (E is a gap). */
const CHART_COLUMNS = [2, 10, 10, 10, 10, 10, 10, 10];

/**
 * The Summary, the page a customer reads: who and what the design is for; the verdict first (the
 * calculator's checks and ExSize's, in words); then the answer (servers, cores, RAM, CPU in the worst
 * failure, disks, volumes, databases, copies), each with the reader's label, its unit and a number
 * format, the calculator's own label and cell beside it in small type for those who check; two charts
 * (CPU per failure mode against the calculator's 80 % line, and the volume space a server needs against
 * the formatted capacity of its disks). The eleven keys of the summary both methods give
 * (docs/summary.md) are rows of the answer, each cell named ex.ms.summary.KEY. One page wide, a header
 * with the customer, project and date, a footer with the page.
 */
export const msSummarySheet: MicrosoftTemplate = titledSheet(
  MS_SHEETS.summary,
  "Exchange Server sizing: Microsoft's method",
  "By Microsoft's Exchange Server Role Requirements Calculator v7.6, in native formulas: change an input on the Inputs sheet and every figure recalculates.",
  (w, context) => {
    const text = (k: string) => {
      const v = context.json[k];
      return typeof v === "string" ? v : "";
    };
    const verdict = verdictNames(context);
    w.addRow();
    const merges: string[] = [];
    for (const [label, value] of [
      ["Customer", text("customer")],
      ["Project", text("project")],
      ["Date", dateText(context.date)],
    ]) {
      // Wrapped in B:D, merged: a long project name takes a second line rather than being cut.
      const r = w.addRow([lit(label, "labelBold"), lit(value, "valueText")]);
      merges.push(rangeRef(r, 1, r, COLUMNS.length - 1));
    }
    w.addRow([
      lit("Exchange version", "labelBold"),
      fx(`=${msName("exchangeVersion")}`, "resultText"),
    ]);

    w.section("The verdict");
    // The verdict names each broken rule and the input to change. Neither host fits a merged row to a
    // formula's text, so the headline's row is as tall as the longest headline it can show (longestText:
    // every reject accepted despite, then the longest rule's sentence), as the Notes sheet's is.
    const steps = new Map(context.steps.map((s) => [s.key, s]));
    const verdictRow = w.addRow([
      verdict.headline
        ? {
            ...fx(`=${verdict.headline}`, "verdict"),
            longestText: longestText(ref("verdict.headline"), steps),
          }
        : fx(
            `=IF(${msName("validationError")},"Rejected: "&${msName("validationMessage")},"Accepted: the calculator's validation checks pass (Databases and servers sheet)")`,
            "verdict"
          ),
    ]);
    merges.push(rangeRef(verdictRow, 0, verdictRow, COLUMNS.length - 1));
    // The headline names the first broken rule (or warning); the next ones follow in two slots, each
    // the n-th raised rule of the list ranked below the printed page, then how many more there are.
    const slots = verdict.rules.length
      ? [0, 1].map(() => {
          const r = w.addRow([null]);
          merges.push(rangeRef(r, 0, r, COLUMNS.length - 1));
          return r;
        })
      : [];
    const moreRow = verdict.rules.length ? w.addRow([null]) : undefined;
    if (moreRow !== undefined) merges.push(rangeRef(moreRow, 0, moreRow, COLUMNS.length - 1));

    const cpuRange = cpuRangeNames(context);
    const stepOf = new Map<string, Step>(
      [...context.steps, ...metaCacheStepList()].map((s) => [s.key, s])
    );
    const summaryOf = new Map<string, Step>(MICROSOFT_SUMMARY_STEPS.map((s) => [s.key, s]));
    for (const { heading, missingWhen, rows } of ANSWER_GROUPS) {
      w.section(heading);
      w.addRow(
        ["Figure", "Value", "Unit", "The calculator's label and cell"].map((h) => lit(h, "heading"))
      );
      for (const [label, key, shown] of rows) {
        const summary = summaryOf.get(key);
        const step = summary ?? stepOf.get(key);
        if (!step) throw new Error(`the Summary shows ${key}, which the method does not compute`);
        const formula = summary ? printExcel(summary.formula, msName) : msName(key);
        const missing = missingWhen && !shown ? verdict.missing(missingWhen) : undefined;
        const guarded = missing ? `IF(${missing},"--",${formula})` : formula;
        const r = w.addRow([
          lit(label, "label"),
          valueCell(`=${guarded}`, summary ? numberFormatFor(step.unit) : stepNumberFormat(step)),
          lit(step.unit, "unit"),
          lit(
            summary
              ? `${step.source.replace(/^E2013Calcv7\.6, /, "")}${/^derived/.test(step.note) ? "; derived" : ""}`
              : step.key.startsWith("metaCache.")
                ? `${METACACHE_SHEET} sheet; ${step.source}`
                : `${step.label}: ${calculatorCell(step.source)}`,
            "small"
          ),
        ]);
        if (summary) {
          const summaryKey = key.slice(SUMMARY_PREFIX.length);
          w.name(msName(key), r, 1, `${summaryKey}: ${step.label} (docs/summary.md)`);
        }
        // issue 30: a CPU converted from SPECrate2017_int_base shows the worst failure's range.
        if (key === "summary.cpuWorstFailurePercent" && cpuRange) {
          const rangeRow = w.addRow([
            lit("CPU, worst failure, conversion range", "label"),
            valueCell(
              `=IF(AND(ISNUMBER(${cpuRange.low}),ISNUMBER(${cpuRange.high})),TEXT(${cpuRange.low},"0")&"-"&TEXT(${cpuRange.high},"0")&" %","--")`,
              "General"
            ),
            lit("%", "unit"),
            lit(
              `${cpuRange.rule}; at the factor's ends, CPU scales as 1 / SPECint_rate2006 (Role Requirements!C159); rows below the page`,
              "small"
            ),
          ]);
          w.name(
            msName("cpuConversion.worstFailureRange"),
            rangeRow,
            1,
            "CPU in the worst failure over the SPECrate2017 conversion's range [%], derived by ExSize"
          );
        }
      }
    }
    // Only where the Replication sheet is built: a comparison's designs leave it out (docs/compare.md).
    if (!context.omitSheets.includes(MS_SHEETS.replication)) {
      w.section("Replication between datacenters");
      w.addRow(
        ["Figure", "Value", "Unit", "The calculator's label and cell"].map((h) => lit(h, "heading"))
      );
      for (const row of REPLICATION_SUMMARY_ROWS) {
        const r = w.addRow([
          lit(row.label, "label"),
          valueCell(row.formula, numberFormatFor(row.unit)),
          lit(row.unit, "unit"),
          lit(`Replication sheet; ${row.cell}`, "small"),
        ]);
        // Text (a link's name, Yes or No) spans the value and unit columns.
        if (row.unit === "") merges.push(rangeRef(r, 1, r, 2));
      }
    }
    const answerLast = w.nextRow - 1;
    const placed = new Set(ANSWER_GROUPS.flatMap((g) => g.rows.map(([, key]) => key)));
    const unplaced = MICROSOFT_SUMMARY_STEPS.filter((s) => !placed.has(s.key));
    if (unplaced.length)
      throw new Error(`the Summary leaves out ${unplaced.map((s) => s.key).join(", ")}`);

    // Chart data, below the printed page (#N/A where a figure does not exist: the chart leaves a gap).
    w.addRow();
    w.addRow();
    w.addRow([
      lit(
        "Chart data (not printed): #N/A where a figure does not exist, so the chart leaves a gap",
        "subtitle"
      ),
    ]);
    // One row per failure mode (columns stay within the table's, so every cell is wide enough).
    w.addRow(
      [
        "Failure mode",
        "Primary datacenter servers, %",
        "Secondary datacenter servers, %",
        `The calculator's limit, %`,
      ].map((h) => lit(h, "heading"))
    );
    const keys = new Set(context.steps.map((s) => s.key));
    const cpuCell = (base: string, m: string): Cell => {
      const name = `${base}.${m}`;
      return keys.has(name)
        ? fx(
            `=IF(ISNUMBER(${msName(name)}),${msName(name)},NA())`,
            "valueNumber",
            numberFormatFor("%")
          )
        : fx("=NA()", "valueNumber");
    };
    const modeFirst = w.nextRow;
    for (const m of FAILURE_MODES)
      w.addRow([
        lit(MODE_HEADINGS[m], "label"),
        cpuCell("cpuUtilizationPercent", m),
        cpuCell("cpuUtilizationPercentSecondary", m),
        lit(UTILIZATION_LIMIT_PERCENT, "valueNumber", numberFormatFor("%")),
      ]);
    const modeLast = w.nextRow - 1;
    const storageHead = w.addRow([
      lit("Storage per server", "heading"),
      lit("Volume space needed", "heading"),
      lit("Its disks, formatted (before RAID)", "heading"),
    ]);
    const noDisks = verdict.missing("noDisks");
    const asNumber = (f: string) => `IF(ISNUMBER(${f}),${f},NA())`;
    const storage = w.addRow([
      lit("Primary datacenter server, GB", "label"),
      fx(
        `=IFERROR(${asNumber(`${msName("databaseVolumeSpacePerServerGB")}+N(${msName("logVolumeSpacePerServerGB")})`)},NA())`,
        "valueNumber",
        numberFormatFor("GB")
      ),
      fx(
        `=IFERROR(${noDisks ? `IF(${noDisks},NA(),` : ""}${asNumber(`${msName("disksPerServer")}*${msName("dbDiskFormattedCapacityGB")}`)}${noDisks ? ")" : ""},NA())`,
        "valueNumber",
        numberFormatFor("GB")
      ),
    ]);
    if (cpuRange) cpuRangeRows(w, context);
    if (verdict.rules.length && moreRow !== undefined) {
      w.addRow();
      w.addRow([
        lit(
          "The verdict's rules, ranked (not printed): each rule's sentence, \"\" while the design keeps it",
          "subtitle"
        ),
      ]);
      const first = w.nextRow;
      for (const rule of verdict.rules) {
        const r = w.nextRow;
        const message = cellRef(r, 2);
        w.addRow([
          lit(`${rule.kind === "reject" ? "Reject" : "Warning"}: ${rule.rule}`, "code"),
          fx(
            `=IF(${message}="","",COUNTIF(${cellRef(first, 2, true)}:${message},"?*"))`,
            "valueNumber",
            "#,##0"
          ),
          fx(`=${msName(`verdict.${rule.key}`)}`, "value"),
        ]);
      }
      const last = w.nextRow - 1;
      const messages = rangeRef(first, 2, last, 2, true);
      const ranks = rangeRef(first, 1, last, 1, true);
      // Each slot's row is as tall as the longest sentence it can show, any rule's (as the headline's).
      const longestRule = verdict.rules
        .map((rule) => longestText(ref(`verdict.${rule.key}`), steps))
        .reduce((a, b) => (b.length > a.length ? b : a));
      slots.forEach((row, i) =>
        w.put(row, 0, {
          ...fx(`=IFERROR("- "&INDEX(${messages},MATCH(${i + 2},${ranks},0)),"")`, "verdictMore"),
          longestText: `- ${longestRule}`,
        })
      );
      const total = `COUNTIF(${messages},"?*")`;
      w.put(
        moreRow,
        0,
        fx(
          `=IF(${total}>${slots.length + 1},"... and "&(${total}-${slots.length + 1})&" more. ","")&"Every rule and whether the design keeps it: the ${MS_SHEETS.design} sheet, ExSize verdict."`,
          "small"
        )
      );
    }
    const range = (row: number, c0: number, c1: number) =>
      w.absolute(rangeRef(row, c0, row, c1, true));
    const column = (c: number) => w.absolute(rangeRef(modeFirst, c, modeLast, c, true));
    const modes = column(0);
    const charts: ChartSpec[] = [
      {
        type: "column",
        title: `CPU per server in each failure mode, against the calculator's ${UTILIZATION_LIMIT_PERCENT} % limit`,
        from: "F4",
        to: "M22",
        valueAxisTitle: "% of the server's megacycles",
        numberFormat: '0"%"',
        series: [
          { name: "Primary datacenter servers", categories: modes, values: column(1) },
          { name: "Secondary datacenter servers", categories: modes, values: column(2) },
          {
            name: `Limit, ${UTILIZATION_LIMIT_PERCENT} %`,
            categories: modes,
            values: column(3),
            line: true,
          },
        ],
      },
      {
        type: "column",
        title: "Storage per server: needed and on its disks (GB)",
        from: "F24",
        to: "M42",
        valueAxisTitle: "GB",
        series: [
          {
            name: "GB",
            categories: range(storageHead, 1, 2),
            values: range(storage, 1, 2),
          },
        ],
      },
    ];
    const printLast = Math.max(answerLast, 42);
    return {
      columnWidths: [...COLUMNS, ...CHART_COLUMNS],
      merges,
      charts,
      print: {
        ...onePage(rangeRef(0, 0, printLast, COLUMNS.length + CHART_COLUMNS.length - 1)),
        ...printHeaderFooter(context),
      },
      tabColor: "375623",
    };
  },
  "summary"
);

/** A figure's value cell: numbers in their format, text (a choice) as text; "--" right-aligned. */
function valueCell(formula: string, format: string): Cell {
  return format === "General" ? fx(formula, "resultText") : fx(formula, "resultNumber", format);
}

/** The primary servers' SPECrate2017_int_base conversion (issue 30), where the scenario gives one. */
function primaryConversion(context: MicrosoftContext) {
  return context.scenario.cpuConversion.find((c) => c.sets === "specIntRate2006");
}

/** The names of the worst failure's CPU at the conversion's two ends, where the CPU was converted. */
function cpuRangeNames(
  context: MicrosoftContext
): { low: string; high: string; rule: string } | undefined {
  const c = primaryConversion(context);
  if (!c) return undefined;
  return {
    low: msName("cpuConversion.cpuUtilizationPercent.worstFailure.low"),
    high: msName("cpuConversion.cpuUtilizationPercent.worstFailure.high"),
    rule: conversionRule(c.family),
  };
}

/**
 * The CPU conversion's range below the printed page (issue 30): the primary servers' SPECrate2017_int_base
 * and the conversion factor's lowest and highest (src/core/microsoft/cpu/specConversion.ts, derived by
 * ExSize from the published pairs) as input cells, the SPECint_rate2006 at each end, and the worst
 * failure's CPU at each end: CPU x SPECint_rate2006 / SPECint_rate2006 at the end, since the calculator's
 * CPU is megacycles needed over megacycles per core x cores, and megacycles per core are proportional to
 * SPECint_rate2006 (Role Requirements!C159). The core sizes the design again at each end (cpuRange.ts);
 * the LibreOffice parity test holds the two to 1e-9. Example: 22.37 % at 1718.847 -> 20.80 % at
 * 177 x 10.443 = 1848.411 and 23.28 % at 177 x 9.333 = 1651.941.
 */
function cpuRangeRows(w: SheetWriter, context: MicrosoftContext): void {
  const c = primaryConversion(context)!;
  const f = SPEC_CONVERSION[c.family];
  w.addRow();
  w.addRow([
    lit(
      "The SPECrate2017 conversion's range (not printed): the worst failure's CPU at the factor's two ends",
      "subtitle"
    ),
  ]);
  const put = (key: string, label: string, cell: Cell, unit: string, source: string) => {
    const r = w.addRow([lit(label, "label"), cell, lit(unit, "unit"), lit(source, "small")]);
    w.name(msName(`cpuConversion.${key}`), r, 1, `${label} [${unit}], ${source}`);
  };
  const n = (k: string) => msName(`cpuConversion.${k}`);
  put(
    "specRate2017IntBase",
    "SPECrate2017 base, primary servers",
    lit(c.specRate2017IntBase, "input", "#,##0.00"),
    "SPECrate2017",
    c.processor ? `${c.processor} (ExSize's processor catalog)` : "the scenario"
  );
  put("factorLow", "Conversion factor, lowest", lit(f.low, "input", "0.000"), "factor", f.source);
  put(
    "factorHigh",
    "Conversion factor, highest",
    lit(f.high, "input", "0.000"),
    "factor",
    f.source
  );
  put(
    "specIntRate2006.low",
    "SPECint_rate2006 at the lowest factor",
    fx(`=${n("specRate2017IntBase")}*${n("factorLow")}`, "valueNumber", "#,##0.00"),
    "SPECint_rate2006",
    "derived by ExSize"
  );
  put(
    "specIntRate2006.high",
    "SPECint_rate2006 at the highest factor",
    fx(`=${n("specRate2017IntBase")}*${n("factorHigh")}`, "valueNumber", "#,##0.00"),
    "SPECint_rate2006",
    "derived by ExSize"
  );
  const worst = msName("cpuUtilizationPercent.worstFailure");
  const at = (end: "low" | "high") =>
    fx(
      `=IF(ISNUMBER(${worst}),${worst}*${msName("input.specIntRate2006")}/${n(`specIntRate2006.${end === "low" ? "high" : "low"}`)},"--")`,
      "valueNumber",
      numberFormatFor("%")
    );
  put(
    "cpuUtilizationPercent.worstFailure.low",
    "CPU, worst failure, lowest",
    at("low"),
    "%",
    "Role Requirements!C255 x SPECint_rate2006 / SPECint_rate2006 at the highest factor"
  );
  put(
    "cpuUtilizationPercent.worstFailure.high",
    "CPU, worst failure, highest",
    at("high"),
    "%",
    "Role Requirements!C255 x SPECint_rate2006 / SPECint_rate2006 at the lowest factor"
  );
}
