import type { Step } from "../formula";

/**
 * One column of a calculator row: its id (the key's parameter: a failure mode, a datacenter, a tier, a
 * DAG section), the sheet column it sits in ("D") and whatever else the row's formula reads of it.
 */
export interface Column {
  readonly id: string;
  readonly column?: string;
}

/**
 * A column as its row's template reads it: the column, and `cell`, its cell of the family's cells (or
 * the cell the column names itself, `{ id: "1", cell: "Role Requirements!C66 (Tier1MBXRatio)" }`).
 */
export type Cited<C extends Column> = C & { readonly cell: string };

/**
 * A calculator row, written once: the calculator writes a row's formula in its first cell and copies it
 * across the columns (failure modes C:G, datacenters, tiers, DAG sections); so does a family. `cells`
 * cites the row as a range ("Role Requirements!C199:G199"); each column's step cites its own cell of it
 * (Role Requirements!D199). The key, label, unit, note and formula are written once over the column;
 * where the calculator's columns really differ, the difference is data of the column (or a test on its
 * id in the formula), in sight.
 *
 * The steps of a row, one per column: `family(...)` gives every column in the row's order, `family("G")`
 * or `family(id1, id2)` the columns asked, in the order asked (where the servers area evaluates a column
 * before the others, as it reads them in list order).
 *
 * The row's form (issue 29): `stepFamily(columns, cells, (c) => row`...`)`, the calculator's row written
 * once over its columns as one row (stepRow.ts), `cells` the range it covers and `c.cell` the column's
 * own cell of it:
 *
 *   const jbodUsable = stepFamily(SERVER_KINDS, "Storage Design!C178:E178", (c) =>
 *     row`jbodUsable${c.kind} | JBOD Storage Architecture Useable? ${c.words} | Yes/No/-- | ${c.cell}
 *       ${byServerKind(c, ...)}`);
 *
 * gives jbodUsablePrimary cited "E2013Calcv7.6, Storage Design!C178", jbodUsableSecondary D178 and
 * jbodUsableLagged E178. Where the columns are not one sheet row ("Activation Scenarios!C16, C33, C48"),
 * `cells` names them all and the row writes its column's cell itself (`Activation Scenarios!C${c.at}`);
 * `c.cell` is then an error. A column's note is the row's: `row.noted(c.id === "C" ? NOTE : "")`.
 */
export function stepFamily<C extends Column>(
  columns: readonly C[],
  cells: string,
  step: (c: Cited<C>) => Step
): (...ids: C["id"][]) => Step[] {
  const cellOf = rowCells(cells);
  // a column that names its own cell (the generated tables' columns) keeps it
  const cited = (c: C): Cited<C> =>
    "cell" in c
      ? (c as Cited<C>)
      : {
          ...c,
          get cell() {
            return cellOf(c);
          },
        };
  const steps = new Map<string, Step>(columns.map((c) => [c.id, step(cited(c))]));
  return (...ids) =>
    (ids.length ? ids : columns.map((c) => c.id)).map((id) => {
      const s = steps.get(id);
      if (!s) throw new Error(`${cells} has no column ${id}`);
      return s;
    });
}

/** A column's cell of a one-row range ("Role Requirements!C199:G199", column D: Role Requirements!D199). */
function rowCells(cells: string): (c: Column) => string {
  // "": the functions' copy of the core, whose step citations the build empties (stripStepWords.js)
  if (cells === "") return () => "";
  const m = /^(.+)!([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(cells);
  if (!m || m[3] !== m[5])
    return () => {
      throw new Error(`${cells} is not one row of cells: write the column's cell in its row`);
    };
  const [, sheet, first, rowNumber, last] = m;
  const order = (a: string) => a.padStart(3, " ");
  return (c) => {
    if (!c.column || order(c.column) < order(first) || order(c.column) > order(last))
      throw new Error(`column ${c.column} is outside ${cells}`);
    return `${sheet}!${c.column}${rowNumber}`;
  };
}

/** The calculator's five failure modes (Role Requirements row 194), columns C to G, with its words. */
export const FAILURE_COLUMNS = [
  { id: "normal", column: "C", words: "Normal Runtime" },
  { id: "singleFailure", column: "D", words: "Single Failure" },
  { id: "doubleFailure", column: "E", words: "Double Failure" },
  { id: "siteFailure", column: "F", words: "Site Failure" },
  { id: "worstFailure", column: "G", words: "Worst Failure" },
] as const;
export type FailureColumn = (typeof FAILURE_COLUMNS)[number];
export type FailureMode = FailureColumn["id"];

/**
 * A row of the failure-mode table (Role Requirements C:G), one step a failure mode.
 * Example: failureRow("Role Requirements!C208:G208", (c) =>
 *   row`cpuUtilization.${c.id} | Primary Datacenter Servers (${c.words}) | fraction | ${c.cell}
 *     load.${c.id}`)("worstFailure") is cpuUtilization.worstFailure, "Primary Datacenter Servers
 *   (Worst Failure)", cited "E2013Calcv7.6, Role Requirements!G208".
 */
export function failureRow(
  cells: string,
  step: (c: Cited<FailureColumn>) => Step
): (...modes: FailureMode[]) => Step[] {
  return stepFamily(FAILURE_COLUMNS, cells, step);
}
