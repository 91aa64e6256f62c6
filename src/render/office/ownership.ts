/**
 * Which sheets are ExSize's. Every sheet the builder creates gets a hidden workbook-scoped name, a
 * marker, pointing at its A1: ExSize.<kind>.<build id>.<role>.<n>. A marker follows its sheet when
 * the sheet is renamed or moved (Excel updates a name's reference), survives saving in every format
 * Excel opens, and needs nothing newer than ExcelApi 1.4. A sheet without a marker is the user's and
 * is never touched; deleting a marker (Name Manager, with hidden names shown) makes a sheet the user's.
 */
import { splitSheetReference } from "../../workbook/a1";

/**
 * What a build makes: the full sizing workbook (Dell EqualLogic method), the Microsoft method's
 * workbook, the catalog sheet(s) only, or the Compare workbook of saved designs (the pane's Compare:
 * the Compare sheet and each design's sheets). Each kind replaces only its own previous build.
 */
export type BuildKind = "sizing" | "microsoft" | "catalog" | "compare";

/** What the builder reads of the workbook in its first request. */
export interface WorkbookState {
  /** Sheet names, in tab order. */
  readonly sheets: readonly string[];
  readonly activeSheet?: string;
  /** Workbook-scoped names with their formulas ("=Inputs!$C$5", "=#REF!$C$5"). */
  readonly names: readonly { readonly name: string; readonly formula: string }[];
  readonly tables: readonly { readonly name: string; readonly sheet: string }[];
}

export interface Marker {
  readonly name: string;
  readonly kind: BuildKind;
  readonly buildId: string;
  /** The sheet's role without dashes ("steptable"). */
  readonly role: string;
  readonly index: number;
}

/** An ExSize sheet found in the workbook: its current name and the marker that says so. */
export interface OwnSheet extends Marker {
  readonly sheet: string;
}

const MARKER = /^ExSize\.(sizing|microsoft|catalog|compare)\.([a-z0-9]+)\.([a-z]+)\.(\d+)$/i;

export function markerName(kind: BuildKind, buildId: string, role: string, index: number): string {
  return `ExSize.${kind}.${buildId}.${role.replace(/[^A-Za-z]/g, "")}.${index}`;
}

export function parseMarker(name: string): Marker | undefined {
  const m = MARKER.exec(name);
  if (!m) return undefined;
  return {
    name,
    kind: m[1].toLowerCase() as BuildKind,
    buildId: m[2].toLowerCase(),
    role: m[3].toLowerCase(),
    index: Number(m[4]),
  };
}

export function markerComment(kind: BuildKind, buildId: string, role: string): string {
  return `ExSize ${kind} build ${buildId}, ${role} sheet: building again replaces this sheet. Delete this name to keep the sheet as yours.`;
}

/** A build id: letters and digits, unique enough within one workbook (time, then randomness). */
export function newBuildId(now: Date = new Date(), random: () => number = Math.random): string {
  const time = now.getTime().toString(36);
  const tail = Math.floor(random() * 36 * 36)
    .toString(36)
    .padStart(2, "0");
  return `${time}${tail}`;
}

/** The sheet a name's formula refers to, or undefined when it is broken (#REF!) or not a reference. */
export function sheetOfFormula(formula: string): string | undefined {
  if (typeof formula !== "string" || formula.includes("#REF!") || !formula.includes("!"))
    return undefined;
  try {
    return splitSheetReference(formula).sheet;
  } catch {
    return undefined;
  }
}

/** The ExSize sheets in the workbook (of one kind, or every kind), in tab order of their markers. */
export function ownSheets(state: WorkbookState, kind?: BuildKind): OwnSheet[] {
  const present = new Map(state.sheets.map((s) => [s.toLowerCase(), s]));
  const own: OwnSheet[] = [];
  for (const n of state.names) {
    const marker = parseMarker(n.name);
    const target = sheetOfFormula(n.formula);
    const sheet = target && present.get(target.toLowerCase());
    if (marker && sheet && (!kind || marker.kind === kind)) own.push({ ...marker, sheet });
  }
  return own.sort((a, b) => a.index - b.index);
}

/** Markers whose sheet is gone (deleted by hand): harmless, cleaned up by the next build. */
export function staleMarkers(state: WorkbookState): string[] {
  const present = new Set(state.sheets.map((s) => s.toLowerCase()));
  return state.names
    .filter((n) => parseMarker(n.name) !== undefined)
    .filter((n) => {
      const sheet = sheetOfFormula(n.formula);
      return !sheet || !present.has(sheet.toLowerCase());
    })
    .map((n) => n.name);
}
