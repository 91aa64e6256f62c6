/** What the pane says after a build, in plain words, from the builder's report. No DOM here. */
import type { BuildReport } from "../render/office";

/** The key results the Summary answers with, as the pane names them. */
export const KEY_RESULTS: readonly {
  readonly name: string;
  readonly label: string;
  readonly unit: string;
}[] = [
  { name: "ex.DBCount", label: "Databases", unit: "" },
  { name: "ex.DVS", label: "Database volume", unit: "GB" },
  { name: "ex.LVS", label: "Log volume", unit: "GB" },
  { name: "ex.TotalCapacityGB", label: "Capacity, one copy", unit: "GB" },
  { name: "ex.DBIOP", label: "Database IOPS", unit: "IOPS" },
  { name: "ex.LIOPS", label: "Log IOPS", unit: "IOPS" },
  { name: "ex.ArraysTotal", label: "Arrays, all copies", unit: "" },
];

function quoted(name: string): string {
  return `“${name}”`;
}

const WORKBOOK_OF: Record<BuildReport["kind"], string> = {
  sizing: "sizing workbook",
  microsoft: "Microsoft method's sizing workbook",
  catalog: "array catalogs",
  compare: "Compare workbook of the ticked designs",
};

const WHAT = { sheet: "a sheet", table: "a table", name: "a name" } as const;

export interface BuildSummary {
  readonly headline: string;
  readonly details: readonly string[];
  /** Key results that came back as numbers. */
  readonly results: readonly { readonly label: string; readonly value: string }[];
}

function shown(value: number, unit: string): string {
  const rounded = Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, "");
  const grouped = rounded.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return unit ? `${grouped} ${unit}` : grouped;
}

/** The workbook names of the Microsoft verdict the pane reads after a build (src/core/microsoft/verdict). */
export const VERDICT_HEADLINE = "ex.ms.verdict.headline";
export const VERDICT_REJECTED = "ex.ms.verdict.rejected";

export function summarizeBuild(report: BuildReport): BuildSummary {
  const sheets = report.sheets.map((s) => s.name);
  const headline =
    report.kind === "catalog"
      ? `Added the array catalogs: ${sheets.join(", ")}.`
      : `Built the ${WORKBOOK_OF[report.kind]}: ${sheets.length} sheets, ${report.counts.names} names, ${report.counts.tables} tables and ${report.counts.charts} chart${report.counts.charts === 1 ? "" : "s"}.`;
  const details: string[] = [];
  // The verdict first (issue 28): the Summary's ex.ms.verdict.headline as the workbook recalculated it,
  // the one sentence exsize size prints (the rule table, docs/summary.md), before the sheets and deploy.
  const verdict = report.results.get(VERDICT_HEADLINE);
  // A value starting "=" is the formula itself, not calculated (Excel set to manual calculation, or the
  // test double of Excel, which does not calculate): the pane says nothing rather than show formula text.
  if (typeof verdict === "string" && verdict !== "" && !verdict.startsWith("="))
    details.push(`Verdict: ${verdict}`);
  if (report.kind !== "catalog") details.push(`Sheets: ${sheets.join(", ")}.`);
  if (report.replaced.length > 0) {
    details.push(`Replaced the ${report.replaced.length} sheets of the previous build.`);
  }
  for (const r of report.renames) {
    details.push(
      `Your workbook already has ${WHAT[r.what]} named ${quoted(r.from)}, left untouched: ExSize's is ${quoted(r.to)}, and its formulas refer to it.`
    );
  }
  if (report.carried.length > 0) {
    const values = report.carried.map((c) => `${c.name} = ${c.value === "" ? "blank" : c.value}`);
    details.push(`Kept from the previous Inputs sheet: ${values.join(", ")}.`);
  }
  for (const r of report.refused)
    details.push(`Not kept from the previous Inputs sheet: ${r.reason}.`);
  details.push(...report.warnings);
  const results = KEY_RESULTS.flatMap((k) => {
    const value = report.results.get(k.name);
    return typeof value === "number" && Number.isFinite(value)
      ? [{ label: k.label, value: shown(value, k.unit) }]
      : [];
  });
  return { headline, details, results };
}

/** A progress line as the pane shows it: "Writing the sheet “Summary”", "Calculating". */
export function progressLine(p: {
  readonly message: string;
  readonly sheet?: string;
  readonly step: string;
}): string {
  if (p.step === "write" && p.sheet) return `Writing the sheet ${quoted(p.sheet)}`;
  return p.message;
}

/**
 * Which progress lines a screen reader hears: the first, then one per new phase (read, write,
 * calculate ...) once PHASE_GAP_MS have passed since the last, and in a long phase one every
 * QUIET_MS. The rest only show. (One build once announced 43 lines: issue 15.)
 */
export const PHASE_GAP_MS = 3000;
export const QUIET_MS = 10000;

export interface Announced {
  readonly step: string;
  readonly atMs: number;
}

export function shouldAnnounce(last: Announced | undefined, step: string, nowMs: number): boolean {
  if (!last) return true;
  const gap = nowMs - last.atMs;
  return (step !== last.step && gap >= PHASE_GAP_MS) || gap >= QUIET_MS;
}
