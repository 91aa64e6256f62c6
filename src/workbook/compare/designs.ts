import { SizingError } from "../../core/errors";
import { SizingMethod, scenarioMethod } from "../../core/scenarioMethod";
import { buildSizingWorkbook } from "../build";
import { buildMicrosoftWorkbook } from "../microsoft";
import { MS_SHEETS } from "../microsoft/context";
import { SheetSpec, WorkbookSpec } from "../model";
import { namespaceWorkbook, renameInFormula } from "../namespace";
import { splitSheetReference } from "../a1";
import { designSheetLabels, designSheetName } from "./sheetNames";

/** One design to compare: its label (the scenario's project or file name) and its scenario JSON. */
export interface CompareDesign {
  readonly label: string;
  readonly scenario: unknown;
}

export type DesignMethod = SizingMethod;

/** A design's sheets in the comparison's workbook, in their own namespace (namespace.ts). */
export interface PlacedDesign {
  /** 1 for the first design: its names are ex.d1.*. */
  readonly index: number;
  readonly label: string;
  /** The label its sheets carry (sheetNames.ts). */
  readonly sheetLabel: string;
  readonly method: DesignMethod;
  /** The design's own workbook, pruned to the sheets its figures need, in its namespace. */
  readonly spec: WorkbookSpec;
  /** A name of the design's own workbook (ex.summary.mailboxes) as it is in the comparison. */
  readonly name: (name: string) => string;
  /** A sheet of the design's own workbook (Inputs) as it is in the comparison. */
  readonly sheet: (sheet: string) => string;
  /** The prices the design carries (a Microsoft scenario's `prices`, as exsize search writes it). */
  readonly prices?: DesignPrices;
}

/** A server's and a disk's price (the search request's; any currency, the same for every design). */
export interface DesignPrices {
  readonly server: number;
  readonly disk: number;
}

/** The `prices` of a scenario, when it carries valid ones (parse.ts checks them). */
export function pricesOf(scenario: unknown): DesignPrices | undefined {
  const p = (scenario as { prices?: unknown } | null)?.prices as
    { server?: unknown; disk?: unknown } | undefined;
  if (!p || typeof p !== "object") return undefined;
  const ok = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x) && x >= 0;
  return ok(p.server) && ok(p.disk) ? { server: p.server, disk: p.disk } : undefined;
}

/**
 * The Microsoft workbook's sheets a comparison never needs, left out before they are built (the Copy
 * layout sheet is most of the workbook's build time): no figure of the Compare sheet reads them, as
 * neededSheets would find anyway (tests/workbook/compare.test.ts holds every name read to be defined).
 */
const MICROSOFT_SHEETS_LEFT_OUT = [
  MS_SHEETS.layout,
  MS_SHEETS.notes,
  // Issue 21's activation and growth sheets: in each design's own workbook (exsize workbook), not in a
  // comparison. The Replication sheet is built compact (replicationCompactSheet.ts): the full one,
  // ~1,000 formulas and ~430 KB of formula text per design, took a 12-design comparison to 646 ms
  // (budget 500) and a 4-design one to 4 syncs (budget 3). docs/compare.md says so.
  MS_SHEETS.activation,
  MS_SHEETS.growth,
];

/**
 * A scenario's method and its own workbook, as `exsize workbook` builds it: "method": "microsoft"
 * is Microsoft's calculator, no method or "dell" the Dell method. A bad scenario throws the builders'
 * SizingError naming the key.
 */
export function designWorkbook(
  scenario: unknown,
  date: Date
): { readonly method: DesignMethod; readonly spec: WorkbookSpec } {
  const [method, dell] = scenarioMethod(scenario);
  if (method === "microsoft")
    return {
      method: "microsoft",
      spec: buildMicrosoftWorkbook(scenario, {
        date,
        omitSheets: MICROSOFT_SHEETS_LEFT_OUT,
        replicationSheet: "compact",
      }),
    };
  return {
    method: "dell",
    spec: buildSizingWorkbook(dell as Parameters<typeof buildSizingWorkbook>[0], { date }),
  };
}

/** The names a formula reads (every token outside text literals; functions and cells are not names). */
function namesRead(formula: string, into: Set<string>): void {
  renameInFormula(formula, (token) => {
    into.add(token.toLowerCase());
    return token;
  });
}

/**
 * The sheets a design's figures need: its Summary and Inputs and the sheets of the names `alsoRead`
 * (the Compare sheet's), then every sheet holding a name or table
 * a kept sheet's formulas read, or a chart's data, until none is added. The method notes are left out
 * (no formula reads them: `exsize workbook` on the design's scenario has them).
 */
export function neededSheets(spec: WorkbookSpec, alsoRead: readonly string[] = []): WorkbookSpec {
  const holder = new Map<string, string>();
  for (const n of spec.names) holder.set(n.name.toLowerCase(), n.sheet);
  for (const s of spec.sheets)
    for (const t of s.tables ?? []) holder.set(t.name.toLowerCase(), s.name);
  const byName = new Map(spec.sheets.map((s) => [s.name, s]));
  const keep = new Set<string>();
  const also = new Set(alsoRead.map((n) => holder.get(n.toLowerCase())));
  const queue: SheetSpec[] = spec.sheets.filter(
    (s) => s.role === "summary" || s.role === "inputs" || also.has(s.name)
  );
  while (queue.length > 0) {
    const sheet = queue.pop()!;
    if (keep.has(sheet.name)) continue;
    keep.add(sheet.name);
    const read = new Set<string>();
    for (const row of sheet.rows)
      for (const cell of row) if (cell?.formula) namesRead(cell.formula, read);
    const sheets = [...read].map((n) => holder.get(n));
    for (const c of sheet.charts ?? [])
      for (const s of c.series)
        sheets.push(splitSheetReference(s.values).sheet, splitSheetReference(s.categories).sheet);
    for (const name of sheets) {
      const next = name === undefined ? undefined : byName.get(name);
      if (next && !keep.has(next.name)) queue.push(next);
    }
  }
  return {
    ...spec,
    sheets: spec.sheets.filter((s) => keep.has(s.name)),
    names: spec.names.filter((n) => keep.has(n.sheet)),
  };
}

/**
 * Each design built, pruned and moved into its namespace: design i's names ex.X become ex.d<i>.X,
 * its sheets "<label> <tag>" (sheetNames.ts) and its tables D<i>_<table>.
 * Throws a SizingError whose message names the design's label and the key of a bad scenario.
 */
export function placeDesigns(
  designs: readonly CompareDesign[],
  date: Date,
  namesRead: (method: DesignMethod) => readonly string[]
): PlacedDesign[] {
  const labels = designSheetLabels(designs.map((d) => d.label));
  return designs.map((design, i) => {
    const index = i + 1;
    let built: ReturnType<typeof designWorkbook>;
    try {
      built = designWorkbook(design.scenario, date);
    } catch (error) {
      if (error instanceof SizingError)
        throw new SizingError(
          error.argument,
          `design ${index} (${design.label}): ${error.message}`,
          error.code
        );
      throw error;
    }
    const name = (n: string) => {
      if (!/^ex\./i.test(n)) throw new Error(`a design's name outside ex.*: ${n}`);
      return `ex.d${index}.${n.slice(3)}`;
    };
    const sheet = (s: string) => designSheetName(labels[i], s);
    const spec = namespaceWorkbook(neededSheets(built.spec, namesRead(built.method)), {
      name,
      sheet,
      table: (t) => `D${index}_${t}`,
    });
    return {
      index,
      label: design.label,
      sheetLabel: labels[i],
      method: built.method,
      spec,
      name,
      sheet,
      ...(built.method === "microsoft" && pricesOf(design.scenario)
        ? { prices: pricesOf(design.scenario) }
        : {}),
    };
  });
}
