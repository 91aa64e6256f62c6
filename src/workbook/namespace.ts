import { sheetRef, splitSheetReference } from "./a1";
import { SheetSpec, WorkbookSpec } from "./model";

/**
 * One design's workbook moved into its own namespace, so several designs' sheets live in one
 * workbook (issue 13's `exsize compare`): every workbook name ex.X becomes `name(ex.X)` (e.g.
 * ex.d1.X), every sheet `sheet(name)` (e.g. "D1 Inputs"), every table `table(name)`, and every formula,
 * name, chart series and the active sheet follow. Each formula of the sizing workbooks reads other
 * sheets only through names (tests/workbook/namespaceLibreoffice.test.ts holds them to it), so renaming the names
 * a formula reads, outside its text literals, is the whole rewrite.
 *
 * Throws where the result would not be a valid workbook: a sheet name over Excel's 31 characters, or
 * a formula that refers to a sheet by name.
 */
export interface Namespace {
  readonly name: (name: string) => string;
  readonly sheet: (sheet: string) => string;
  readonly table: (table: string) => string;
}

/** Excel's longest sheet name (Excel specifications and limits: 31 characters). */
const SHEET_NAME_LIMIT = 31;

/**
 * A formula cut into its text between names and its name tokens (outside "..." text literals):
 * [text, name, text, name, ..., text]. Throws on a reference to a sheet by name.
 */
function formulaPieces(formula: string): readonly string[] {
  const pieces: string[] = [""];
  formula.split(/("(?:[^"]|"")*")/).forEach((part, i) => {
    if (i % 2 === 1) {
      pieces[pieces.length - 1] += part; // a text literal
      return;
    }
    if (part.includes("!"))
      throw new Error(
        `a formula refers to a sheet by name, which a namespace cannot follow: ${formula}`
      );
    let at = 0;
    for (const m of part.matchAll(
      /(?<![A-Za-z0-9_.\\$])[A-Za-z_\\][A-Za-z0-9_.\\]*(?![A-Za-z0-9_.\\(])/g
    )) {
      pieces[pieces.length - 1] += part.slice(at, m.index);
      pieces.push(m[0], "");
      at = m.index + m[0].length;
    }
    pieces[pieces.length - 1] += part.slice(at);
  });
  return pieces;
}

/**
 * Pieces by formula: twelve designs of one method repeat the same formulas, so each is cut once. A
 * bounded cache (cleared when full), so a long-lived task pane does not grow it without end.
 */
const PIECES = new Map<string, readonly string[]>();
const PIECES_LIMIT = 100_000;

/** A formula with `rename` applied to every name token outside its "..." text literals. */
export function renameInFormula(formula: string, rename: (token: string) => string): string {
  let pieces = PIECES.get(formula);
  if (pieces === undefined) {
    pieces = formulaPieces(formula);
    if (PIECES.size >= PIECES_LIMIT) PIECES.clear();
    PIECES.set(formula, pieces);
  }
  if (pieces.length === 1) return formula;
  let out = pieces[0];
  for (let i = 1; i < pieces.length; i += 2) out += rename(pieces[i]) + pieces[i + 1];
  return out;
}

export function namespaceWorkbook(spec: WorkbookSpec, ns: Namespace): WorkbookSpec {
  const names = new Map(spec.names.map((n) => [n.name.toLowerCase(), ns.name(n.name)]));
  const rename = (token: string) => names.get(token.toLowerCase()) ?? token;
  const sheetOf = (sheet: string) => {
    const renamed = ns.sheet(sheet);
    if (renamed.length > SHEET_NAME_LIMIT)
      throw new Error(`sheet name "${renamed}" is over Excel's ${SHEET_NAME_LIMIT} characters`);
    return renamed;
  };
  const moveRef = (ref: string) => {
    const { sheet, address } = splitSheetReference(ref);
    return sheetRef(sheetOf(sheet), address);
  };
  const sheets: SheetSpec[] = spec.sheets.map((s) => ({
    ...s,
    name: sheetOf(s.name),
    rows: s.rows.map((row) =>
      row.map((cell) =>
        cell?.formula === undefined
          ? cell
          : { ...cell, formula: renameInFormula(cell.formula, rename) }
      )
    ),
    ...(s.tables ? { tables: s.tables.map((t) => ({ ...t, name: ns.table(t.name) })) } : {}),
    ...(s.charts
      ? {
          charts: s.charts.map((c) => ({
            ...c,
            series: c.series.map((x) => ({
              ...x,
              categories: moveRef(x.categories),
              values: moveRef(x.values),
            })),
          })),
        }
      : {}),
  }));
  return {
    ...spec,
    sheets,
    names: spec.names.map((n) => ({ ...n, name: ns.name(n.name), sheet: sheetOf(n.sheet) })),
    activeSheet: sheetOf(spec.activeSheet),
  };
}
