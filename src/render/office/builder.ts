/**
 * The builder: writes a workbook description into the open workbook without losing anything of the
 * user's, in three requests whatever the size of the catalogs:
 *
 * 1. Read: sheet names, the active sheet, workbook names (with their formulas: the markers say which
 *    sheets are ExSize's), tables, and the values to carry over from the previous Inputs sheet.
 * 2. Write, calculation and screen updating suspended: old ExSize sheets whose names are needed step
 *    aside, the new sheets are added (each with its marker) and filled, names, tables, validation,
 *    charts and page setup follow, the Summary is activated, and only then are the previous build's
 *    sheets deleted. (A description too large for one request is split into several, each under
 *    Excel on the web's 5 MB limit; the defaults and a 1,000-row catalog fit in one.)
 * 3. Recalculate (suspended calculation leaves that to the caller) and read the key results back.
 *
 * If a write fails, the builder reads the workbook again and undoes what the failed build did:
 * deletes its sheets and names, puts back the old sheets, tables and names, reactivates the sheet
 * that was active. The previous build survives until the new one is complete.
 */
import type { WorkbookSpec } from "../../workbook/model";
import { parseBox } from "../../workbook/a1";
import { CarriedValue, applyCarried, carryOverNames } from "./carryOver";
import {
  BuildKind,
  OwnSheet,
  WorkbookState,
  newBuildId,
  ownSheets,
  parseMarker,
} from "./ownership";
import { REQUEST_BUDGET_BYTES, estimateRequestBytes } from "./payload";
import { BuildPlan, NewSheet, Rename, planBuild } from "./plan";
import { BLOCK_SLICE_BYTES, Book, Step, bookOf, contentSteps } from "./renderer";

export interface BuildProgress {
  readonly step: "read" | "write" | "calculate" | "undo" | "done";
  readonly message: string;
  readonly sheet?: string;
  /** 0 to 1. */
  readonly fraction: number;
}

export interface BuildRequest {
  readonly kind: BuildKind;
  /**
   * Makes the description once the first request has read the workbook. `carried` holds the values
   * read from the previous build's Inputs sheet, by defined name (empty without carry-over).
   */
  readonly makeSpec: (carried: ReadonlyMap<string, unknown>) => WorkbookSpec;
  /** Defined names on the previous build's Inputs sheet whose values to carry over (inspectWorkbook). */
  readonly carryOver?: readonly string[];
  readonly onProgress?: (progress: BuildProgress) => void;
  /** Called between sheets while queuing, so a pane can repaint; costs no round trip. */
  readonly yieldToUi?: () => Promise<void>;
  readonly buildId?: string;
  /** Largest request; the default keeps a margin under Excel on the web's 5 MB. */
  readonly requestBudgetBytes?: number;
}

export interface BuildReport {
  readonly kind: BuildKind;
  readonly buildId: string;
  readonly sheets: readonly NewSheet[];
  /** Names the user already had, for which the build used another ("Inputs" -> "Inputs (2)"). */
  readonly renames: readonly Rename[];
  /** Sheets of the previous build that were replaced. */
  readonly replaced: readonly string[];
  readonly carried: readonly CarriedValue[];
  readonly refused: readonly (CarriedValue & { readonly reason: string })[];
  readonly activeSheet: string;
  readonly counts: { readonly names: number; readonly tables: number; readonly charts: number };
  /** context.sync() calls the build made. */
  readonly syncs: number;
  /** Estimated size of each write request, bytes. */
  readonly requestBytes: readonly number[];
  /** Values of the single-cell names after recalculation (empty if reading them failed). */
  readonly results: ReadonlyMap<string, unknown>;
  readonly warnings: readonly string[];
}

/** A build that failed; `message` is in plain words and says what state the workbook is in. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly cause: unknown,
    readonly undone: boolean
  ) {
    super(message);
    this.name = "BuildError";
  }
}

/** What Excel said, in words a consultant can act on. */
export function describeExcelError(error: unknown): string {
  const e = error as { code?: string; message?: string; debugInfo?: { errorLocation?: string } };
  const where = e?.debugInfo?.errorLocation ? ` (at ${e.debugInfo.errorLocation})` : "";
  switch (e?.code) {
    case "InvalidOperationInCellEditMode":
      return "Excel is editing a cell. Press Enter or Esc in the sheet, then build again.";
    case "AccessDenied":
    case "InsertDeleteConflict":
      return `Excel refused to change the workbook: it may be protected (Review > Protect Workbook) or read-only${where}.`;
    case "RequestPayloadSizeLimitExceeded":
      return "The workbook was too large to send to Excel in one request.";
    default:
      return `Excel stopped the build: ${e?.message ?? String(error)}${where}.`;
  }
}

function stateOf(
  sheets: Excel.WorksheetCollection,
  active: Excel.Worksheet,
  names: Excel.NamedItemCollection,
  tables: Excel.TableCollection
): WorkbookState {
  return {
    sheets: sheets.items.map((s) => s.name),
    activeSheet: active.name,
    names: names.items.map((n) => ({ name: n.name, formula: String(n.formula) })),
    tables: tables.items.map((t) => ({ name: t.name, sheet: t.worksheet.name })),
  };
}

function queueStateRead(context: Excel.RequestContext): () => WorkbookState {
  const wb = context.workbook;
  const sheets = wb.worksheets.load("items/name");
  const active = wb.worksheets.getActiveWorksheet().load("name");
  const names = wb.names.load("items/name,items/formula");
  const tables = wb.tables.load("items/name,items/worksheet/name");
  return () => stateOf(sheets, active, names, tables);
}

type Sync = () => Promise<void>;

/** Reads the workbook (one request): the ExSize builds in it and the names to carry over. */
export async function inspectWorkbook(context: Excel.RequestContext): Promise<{
  state: WorkbookState;
  own: readonly OwnSheet[];
  carryOver: Readonly<Record<BuildKind, readonly string[]>>;
}> {
  const read = queueStateRead(context);
  await context.sync();
  const state = read();
  return {
    state,
    own: ownSheets(state),
    carryOver: {
      sizing: carryOverNames(state, "sizing"),
      microsoft: carryOverNames(state, "microsoft"),
      catalog: carryOverNames(state, "catalog"),
      compare: carryOverNames(state, "compare"),
    },
  };
}

/** Request 1: the workbook and the values to carry over. */
async function readWorkbook(
  context: Excel.RequestContext,
  sync: Sync,
  carryOver: readonly string[]
): Promise<{ state: WorkbookState; values: Map<string, unknown> }> {
  const read = queueStateRead(context);
  const ranges = carryOver.map((name) => {
    const range = context.workbook.names.getItem(name).getRange().load("values");
    return [name, range] as const;
  });
  await sync();
  const values = new Map<string, unknown>(ranges.map(([name, r]) => [name, r.values?.[0]?.[0]]));
  return { state: read(), values };
}

/** The steps of request 2, in order. */
function writeSteps(plan: BuildPlan, sliceBytes: number): Step[] {
  const { spec } = plan;
  const steps: Step[] = [];
  if (plan.stepAside.sheets.length + plan.stepAside.tables.length > 0) {
    steps.push({
      label: "moving the previous build's sheets aside",
      queue: ({ workbook }) => {
        for (const t of plan.stepAside.tables) workbook.tables.getItem(t.from).name = t.to;
        for (const s of plan.stepAside.sheets) workbook.worksheets.getItem(s.from).name = s.to;
      },
    });
  }
  for (const sheet of plan.sheets) {
    steps.push({
      label: "adding",
      sheet: sheet.name,
      queue: ({ workbook }) => {
        const ws = workbook.worksheets.add(sheet.name);
        const marker = workbook.names.add(
          sheet.marker.name,
          ws.getRange("A1"),
          sheet.marker.comment
        );
        marker.visible = false;
      },
    });
  }
  steps.push(...contentSteps(spec, new Set(plan.reuseNames.keys()), sliceBytes));
  const aside = new Map(plan.stepAside.sheets.map((s) => [s.from.toLowerCase(), s.to]));
  steps.push({
    label: "removing the previous build",
    queue: (book: Book) => {
      book.sheet(spec.activeSheet).activate();
      for (const old of plan.replaced) {
        book.workbook.worksheets.getItem(aside.get(old.sheet.toLowerCase()) ?? old.sheet).delete();
      }
      for (const name of plan.deleteNames) book.workbook.names.getItem(name).delete();
    },
  });
  return steps;
}

function queuePrelude(context: Excel.RequestContext): void {
  context.workbook.application.suspendApiCalculationUntilNextSync();
  context.workbook.application.suspendScreenUpdatingUntilNextSync();
}

const PRELUDE_BYTES = estimateRequestBytes(queuePrelude);

function stepBytes(step: Step): number {
  return estimateRequestBytes<Excel.RequestContext>((ctx) => step.queue(bookOf(ctx.workbook)));
}

/** Steps grouped into requests of at most `budget` bytes (a step larger than that goes alone). */
export function partition(
  steps: readonly Step[],
  budget: number
): { steps: Step[]; bytes: number }[] {
  const requests: { steps: Step[]; bytes: number }[] = [];
  let current: { steps: Step[]; bytes: number } = { steps: [], bytes: PRELUDE_BYTES };
  for (const step of steps) {
    const bytes = stepBytes(step);
    if (current.steps.length > 0 && current.bytes + bytes > budget) {
      requests.push(current);
      current = { steps: [], bytes: PRELUDE_BYTES };
    }
    current.steps.push(step);
    current.bytes += bytes;
  }
  if (current.steps.length > 0) requests.push(current);
  return requests;
}

/**
 * After a failed write, from what the workbook now holds (the failed request may have stopped
 * anywhere), either undoes the build or, if it failed while deleting the previous build's sheets
 * (the new build is complete by then), finishes that. Two requests: read, then fix.
 */
async function recover(
  context: Excel.RequestContext,
  sync: Sync,
  plan: BuildPlan,
  before: WorkbookState
): Promise<"undone" | "finished"> {
  const read = queueStateRead(context);
  await sync();
  const now = read();
  const lower = (s: string): string => s.toLowerCase();
  const present = new Set(now.sheets.map(lower));
  const names = new Set(now.names.map((n) => lower(n.name)));
  const wb = context.workbook;
  const currentName = (old: OwnSheet): string =>
    plan.stepAside.sheets.find((a) => lower(a.from) === lower(old.sheet))?.to ?? old.sheet;

  if (plan.replaced.some((old) => !present.has(lower(currentName(old))))) {
    for (const old of plan.replaced) {
      if (present.has(lower(currentName(old)))) wb.worksheets.getItem(currentName(old)).delete();
    }
    for (const name of plan.deleteNames)
      if (names.has(lower(name))) wb.names.getItem(name).delete();
    await sync();
    return "finished";
  }

  const existedBefore = new Set(before.sheets.map(lower));
  const aside = plan.stepAside.sheets.filter((s) => present.has(lower(s.to)));
  const asideNames = new Set(aside.map((s) => lower(s.from)));
  const planned = new Set(plan.sheets.map((s) => lower(s.name)));
  const ours = ownSheets(now, plan.kind).filter((s) => s.buildId === plan.buildId);
  const newSheets = now.sheets.filter(
    (s) =>
      ours.some((o) => lower(o.sheet) === lower(s)) ||
      (planned.has(lower(s)) && (!existedBefore.has(lower(s)) || asideNames.has(lower(s))))
  );
  wb.application.suspendScreenUpdatingUntilNextSync();
  for (const s of newSheets) wb.worksheets.getItem(s).delete();
  for (const n of now.names) {
    if (parseMarker(n.name)?.buildId === plan.buildId) wb.names.getItem(n.name).delete();
  }
  for (const n of plan.addedNames) if (names.has(lower(n))) wb.names.getItem(n).delete();
  for (const s of aside) wb.worksheets.getItem(s.to).name = s.from;
  const tables = new Set(now.tables.map((t) => lower(t.name)));
  for (const t of plan.stepAside.tables) {
    if (tables.has(lower(t.to))) wb.tables.getItem(t.to).name = t.from;
  }
  for (const [name, formula] of plan.reuseNames) {
    if (names.has(name)) wb.names.getItem(name).formula = formula;
  }
  if (before.activeSheet && existedBefore.has(lower(before.activeSheet))) {
    wb.worksheets.getItem(before.activeSheet).activate();
  }
  await sync();
  return "undone";
}

function singleCellNames(spec: WorkbookSpec): string[] {
  return spec.names
    .filter((n) => {
      const box = parseBox(n.ref);
      return box.top === box.bottom && box.left === box.right;
    })
    .map((n) => n.name);
}

/** What every phase of a build shares: the context, the counted sync, progress and warnings. */
interface BuildRun {
  readonly context: Excel.RequestContext;
  readonly sync: Sync;
  readonly progress: (p: BuildProgress) => void;
  readonly warnings: string[];
}

/**
 * Read phase: the workbook's state and the carried-over values (a second read without them when the
 * previous Inputs sheet changed under the pane). Nothing is written; a failure changes nothing.
 */
async function readPhase(
  run: BuildRun,
  carryOver: readonly string[]
): Promise<{ state: WorkbookState; values: Map<string, unknown> }> {
  run.progress({ step: "read", message: "Reading the workbook", fraction: 0.02 });
  try {
    return await readWorkbook(run.context, run.sync, carryOver);
  } catch (error) {
    if (!carryOver.length) {
      throw new BuildError(`${describeExcelError(error)} Nothing was changed.`, error, true);
    }
    run.warnings.push(
      "The previous Inputs sheet changed while the pane was open: its values were not carried over."
    );
    try {
      return await readWorkbook(run.context, run.sync, []);
    } catch (again) {
      throw new BuildError(`${describeExcelError(again)} Nothing was changed.`, again, true);
    }
  }
}

/**
 * Write phase: the plan's steps in requests under the payload budget, one sync each, yielding to the
 * pane between sheets. On an error it undoes the build (recover) and throws a BuildError, or, when the
 * error came while removing the previous build, finishes that and warns.
 */
async function writePhase(
  run: BuildRun,
  plan: BuildPlan,
  state: WorkbookState,
  requests: ReturnType<typeof partition>,
  pause: () => Promise<void>
): Promise<void> {
  const { context, sync, progress } = run;
  const total = requests.reduce((n, r) => n + r.steps.length, 0);
  let done = 0;
  try {
    for (const r of requests) {
      const book = bookOf(context.workbook);
      queuePrelude(context);
      let lastSheet: string | undefined;
      for (const step of r.steps) {
        if (step.sheet && step.sheet !== lastSheet) {
          progress({
            step: "write",
            message: `Writing ${step.label}`,
            sheet: step.sheet,
            fraction: 0.05 + (0.8 * done) / total,
          });
          lastSheet = step.sheet;
          await pause();
        }
        step.queue(book);
        done++;
      }
      progress({
        step: "write",
        message: "Sending the workbook to Excel",
        fraction: 0.05 + (0.8 * done) / total,
      });
      await sync();
    }
  } catch (error) {
    progress({ step: "undo", message: "Undoing the failed build", fraction: 1 });
    let outcome: "undone" | "finished";
    try {
      outcome = await recover(context, sync, plan, state);
    } catch (undoError) {
      const sheets = plan.sheets.map((s) => `"${s.name}"`).join(", ");
      throw new BuildError(
        `${describeExcelError(error)} ExSize could not undo everything (${describeExcelError(undoError)}): check for sheets named ${sheets}.`,
        error,
        false
      );
    }
    if (outcome === "undone") {
      throw new BuildError(
        `${describeExcelError(error)} Your workbook is as it was: the sheets this build had added were removed.`,
        error,
        true
      );
    }
    run.warnings.push(
      `Excel stopped while removing the previous build (${describeExcelError(error)}); ExSize finished removing it.`
    );
  }
}

/**
 * Calculate phase: a full recalculation, then every single-cell name's value in one sync. A failure
 * here leaves the built workbook and warns.
 */
async function calculatePhase(run: BuildRun, spec: WorkbookSpec): Promise<Map<string, unknown>> {
  const { context, sync } = run;
  run.progress({ step: "calculate", message: "Calculating", fraction: 0.9 });
  const results = new Map<string, unknown>();
  try {
    context.workbook.application.calculate("Full");
    const ranges = singleCellNames(spec).map(
      (name) => [name, context.workbook.names.getItem(name).getRange().load("values")] as const
    );
    await sync();
    for (const [name, range] of ranges) results.set(name, range.values[0][0]);
  } catch (error) {
    run.warnings.push(
      `The workbook was built, but reading its results failed: ${describeExcelError(error)}`
    );
  }
  run.progress({ step: "done", message: "Done", fraction: 1 });
  return results;
}

/**
 * Builds `request` into the workbook of `context`: read, plan, write, calculate. Resolves with what
 * was built; rejects with a BuildError in plain words, after undoing the failed build.
 */
export async function buildIntoWorkbook(
  context: Excel.RequestContext,
  request: BuildRequest
): Promise<BuildReport> {
  let syncs = 0;
  const sync: Sync = async () => {
    syncs++;
    await context.sync();
  };
  const run: BuildRun = {
    context,
    sync,
    progress: (p) => request.onProgress?.(p),
    warnings: [],
  };
  const buildId = request.buildId ?? newBuildId();

  const read = await readPhase(run, request.carryOver ?? []);
  const { state } = read;
  const allowed = new Set(carryOverNames(state, request.kind).map((n) => n.toLowerCase()));
  const values = new Map([...read.values].filter(([name]) => allowed.has(name.toLowerCase())));
  const carriedOver = applyCarried(request.makeSpec(values), values);
  const plan = planBuild(state, carriedOver.spec, request.kind, buildId);
  const budget = request.requestBudgetBytes ?? REQUEST_BUDGET_BYTES;
  const requests = partition(writeSteps(plan, Math.min(BLOCK_SLICE_BYTES, budget / 2)), budget);

  await writePhase(run, plan, state, requests, request.yieldToUi ?? (async () => undefined));
  const results = await calculatePhase(run, plan.spec);

  const sheets = plan.spec.sheets;
  return {
    kind: request.kind,
    buildId,
    sheets: plan.sheets,
    renames: plan.renames,
    replaced: plan.replaced.map((s) => s.sheet),
    carried: carriedOver.carried,
    refused: carriedOver.refused,
    activeSheet: plan.spec.activeSheet,
    counts: {
      names: plan.spec.names.length,
      tables: sheets.reduce((n, s) => n + (s.tables?.length ?? 0), 0),
      charts: sheets.reduce((n, s) => n + (s.charts?.length ?? 0), 0),
    },
    syncs,
    requestBytes: requests.map((r) => r.bytes),
    results,
    warnings: run.warnings,
  };
}
