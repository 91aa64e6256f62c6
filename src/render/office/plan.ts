/**
 * The build plan: from what the workbook holds (read in the first request) and the description to
 * write, decide every name before anything is written. Pure, so each rule is tested on its own:
 * - The previous build's sheets of the same kind are replaced: the new ones take their names (the old
 *   ones step aside under temporary names while both exist) and the old ones are deleted last.
 * - A sheet, table or defined name the user already has is never touched: the new one gets a free
 *   name ("Inputs (2)", "CapacityCatalog_2", "ex.NU_2") and every formula, name, chart series and
 *   validation of the description that refers to it follows (renameInSpec).
 * - A defined name of the previous build (it points into a replaced sheet) or a broken one (#REF!)
 *   is pointed at the new cells in place, so the user's own formulas that use it keep working.
 */
import type { SheetRole, WorkbookSpec } from "../../workbook/model";
import {
  BuildKind,
  OwnSheet,
  WorkbookState,
  markerComment,
  markerName,
  ownSheets,
  sheetOfFormula,
  staleMarkers,
} from "./ownership";
import { Renames } from "./references";
import { renameInSpec } from "./renameSpec";

/** Excel's longest sheet name. */
const MAX_SHEET_NAME = 31;

export interface Rename {
  readonly what: "sheet" | "table" | "name";
  readonly from: string;
  readonly to: string;
}

export interface NewSheet {
  readonly name: string;
  /** The template's name for it. */
  readonly template: string;
  readonly role: SheetRole;
  readonly marker: { readonly name: string; readonly comment: string };
}

export interface BuildPlan {
  readonly kind: BuildKind;
  readonly buildId: string;
  /** The description as written: renamed where names were taken. */
  readonly spec: WorkbookSpec;
  readonly sheets: readonly NewSheet[];
  /** Names the user already had, for which the build used another. */
  readonly renames: readonly Rename[];
  /** The previous build's sheets of this kind, deleted once the new ones are written. */
  readonly replaced: readonly OwnSheet[];
  /** Old sheets and tables whose names the new ones take: renamed out of the way first. */
  readonly stepAside: {
    readonly sheets: readonly Rename[];
    readonly tables: readonly Rename[];
  };
  /** Existing defined names pointed at the new cells (lower case), with their formulas before. */
  readonly reuseNames: ReadonlyMap<string, string>;
  /** Defined names the build adds (to delete if it fails). */
  readonly addedNames: readonly string[];
  /** Markers of replaced sheets and stale markers, deleted with the old sheets. */
  readonly deleteNames: readonly string[];
}

function lowerSet(items: Iterable<string>): Set<string> {
  return new Set([...items].map((s) => s.toLowerCase()));
}

/** "Inputs", "Inputs (2)", "Inputs (3)"... the first not taken, at most 31 characters. */
export function freeSheetName(desired: string, taken: ReadonlySet<string>): string {
  if (!taken.has(desired.toLowerCase())) return desired;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${desired.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** "CapacityCatalog", "CapacityCatalog_2"... for table and defined names. */
export function freeName(desired: string, taken: ReadonlySet<string>): string {
  if (!taken.has(desired.toLowerCase())) return desired;
  for (let n = 2; ; n++) {
    const name = `${desired}_${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

export function planBuild(
  state: WorkbookState,
  spec: WorkbookSpec,
  kind: BuildKind,
  buildId: string
): BuildPlan {
  const replaced = ownSheets(state, kind);
  const leaving = lowerSet(replaced.map((s) => s.sheet));
  const renames: Rename[] = [];
  const sheetMap = new Map<string, string>();
  const tableMap = new Map<string, string>();
  const nameMap = new Map<string, string>();

  // Sheets: a name held by a sheet that stays (the user's, or another kind's) is taken.
  const takenSheets = lowerSet(state.sheets.filter((s) => !leaving.has(s.toLowerCase())));
  const sheets: NewSheet[] = spec.sheets.map((sheet, i) => {
    const name = freeSheetName(sheet.name, takenSheets);
    takenSheets.add(name.toLowerCase());
    if (name !== sheet.name) {
      sheetMap.set(sheet.name.toLowerCase(), name);
      renames.push({ what: "sheet", from: sheet.name, to: name });
    }
    return {
      name,
      template: sheet.name,
      role: sheet.role,
      marker: {
        name: markerName(kind, buildId, sheet.role, i + 1),
        comment: markerComment(kind, buildId, sheet.role),
      },
    };
  });
  const newSheetNames = lowerSet(sheets.map((s) => s.name));
  const temp = (n: number): string => `ExSize old ${buildId} ${n}`.slice(0, MAX_SHEET_NAME);
  const stepAsideSheets: Rename[] = replaced
    .filter((s) => newSheetNames.has(s.sheet.toLowerCase()))
    .map((s, i) => ({ what: "sheet", from: s.sheet, to: temp(i + 1) }));

  // Defined names: the previous build's (pointing into a leaving sheet) and broken ones are reused.
  const reuseNames = new Map<string, string>();
  const existingNames = new Map(state.names.map((n) => [n.name.toLowerCase(), n.formula]));
  const stayingTables = state.tables.filter((t) => !leaving.has(t.sheet.toLowerCase()));
  const takenNames = lowerSet(stayingTables.map((t) => t.name));
  for (const [lower, formula] of existingNames) {
    const target = sheetOfFormula(formula);
    const reusable = !target || leaving.has(target.toLowerCase());
    if (!(reusable && spec.names.some((n) => n.name.toLowerCase() === lower)))
      takenNames.add(lower);
  }
  for (const n of spec.names) {
    const lower = n.name.toLowerCase();
    if (existingNames.has(lower) && !takenNames.has(lower)) {
      reuseNames.set(lower, existingNames.get(lower)!);
      takenNames.add(lower);
      continue;
    }
    const name = freeName(n.name, takenNames);
    takenNames.add(name.toLowerCase());
    if (name !== n.name) {
      nameMap.set(lower, name);
      renames.push({ what: "name", from: n.name, to: name });
    }
  }

  // Tables share one namespace with defined names.
  const takenTables = new Set(takenNames);
  for (const t of spec.sheets.flatMap((s) => s.tables ?? [])) {
    const name = freeName(t.name, takenTables);
    takenTables.add(name.toLowerCase());
    if (name !== t.name) {
      tableMap.set(t.name.toLowerCase(), name);
      renames.push({ what: "table", from: t.name, to: name });
    }
  }
  // Old tables on leaving sheets whose names the new tables or names take step aside first.
  const stepAsideTables: Rename[] = state.tables
    .filter((t) => leaving.has(t.sheet.toLowerCase()) && takenTables.has(t.name.toLowerCase()))
    .map((t, i) => ({ what: "table", from: t.name, to: `ExSizeOld_${buildId}_${i + 1}` }));

  const renameMap: Renames = { sheets: sheetMap, tables: tableMap, names: nameMap };
  const written = renameInSpec(spec, renameMap);
  const ownMarkers = replaced.map((s) => s.name);
  return {
    kind,
    buildId,
    spec: written,
    sheets,
    renames,
    replaced,
    stepAside: { sheets: stepAsideSheets, tables: stepAsideTables },
    reuseNames,
    addedNames: written.names.map((n) => n.name).filter((n) => !reuseNames.has(n.toLowerCase())),
    deleteNames: [...new Set([...ownMarkers, ...staleMarkers(state)])],
  };
}
