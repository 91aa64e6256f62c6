import { Operand, Step, expr } from "../formula";
import { CALCULATOR } from "./msStep";

/**
 * One column of a calculator row: its id (the key's parameter: a failure mode, a datacenter, a tier, a
 * DAG section), the sheet column it sits in ("D") and whatever else the row's formula reads of it.
 */
export interface Column {
  readonly id: string;
  readonly column?: string;
}

/**
 * A calculator row, written once: the calculator writes a row's formula in its first cell and copies it
 * across the columns (failure modes C:G, datacenters, tiers, DAG sections); so does a family. `cells`
 * cites the row as a range ("Role Requirements!C199:G199"); each column's step cites its own cell of it
 * (Role Requirements!D199). `formula`, `label`, `key` and `note` are written once over the column; where
 * the calculator's columns really differ, the difference is data of the column (or a test on its id in
 * the formula), in sight.
 */
export interface StepRow<C extends Column> {
  readonly key: (c: C) => string;
  readonly label: (c: C) => string;
  /** One unit for the row, or per column where the row mixes them (databases, then mailboxes). */
  readonly unit: string | ((c: C) => string);
  readonly cells: string;
  readonly formula: (c: C) => Operand;
  readonly note?: (c: C) => string;
  /**
   * The cell a column's step cites, where the columns are not one sheet row (the Activation Scenarios
   * sheet's DAG sections sit in rows of their own): "Activation Scenarios!C33", and the calculator's
   * name of the cell where it has one. `cells` then names them all ("Activation Scenarios!C16, C33, C48").
   */
  readonly cell?: (c: C) => string;
}

/**
 * The steps of a row, one per column: `family(...)` gives every column in the row's order, `family("G")`
 * or `family(id1, id2)` the columns asked, in the order asked (where the servers area evaluates a column
 * before the others, as it reads them in list order).
 * Example: stepFamily({ key: (c) => `x.${c.id}`, label: () => "X", unit: "GB",
 *   cells: "Role Requirements!C5:D5", formula: (c) => `y.${c.id}` }, [{id: "a", column: "C"},
 *   {id: "b", column: "D"}])() is x.a = y.a cited "E2013Calcv7.6, Role Requirements!C5" and x.b = y.b
 *   cited D5.
 */
export function stepFamily<C extends Column>(
  row: StepRow<C>,
  columns: readonly C[]
): (...ids: C["id"][]) => Step[] {
  const cellOf = row.cell ?? rowCells(row.cells);
  const steps = new Map<string, Step>();
  for (const c of columns)
    steps.set(c.id, {
      key: row.key(c),
      label: row.label(c),
      unit: typeof row.unit === "string" ? row.unit : row.unit(c),
      formula: expr(row.formula(c)),
      source: `${CALCULATOR}, ${cellOf(c)}`,
      note: row.note?.(c) ?? "",
    });
  return (...ids) =>
    (ids.length ? ids : columns.map((c) => c.id)).map((id) => {
      const s = steps.get(id);
      if (!s) throw new Error(`${row.cells} has no column ${id}`);
      return s;
    });
}

/** A column's cell of a one-row range ("Role Requirements!C199:G199", column D: Role Requirements!D199). */
function rowCells(cells: string): (c: Column) => string {
  // "": the functions' copy of the core, whose step citations the build empties (stripStepWords.js)
  if (cells === "") return () => "";
  const m = /^(.+)!([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(cells);
  if (!m || m[3] !== m[5]) throw new Error(`${cells} is not one row of cells`);
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
 * A row of the failure-mode table (Role Requirements C:G): key `${key}.${mode}`, label `${label}
 * (${words})` ("... / Pri-DC Server (Single Failure)"), one formula over the mode.
 * Example: failureRow({ key: "cpu", label: "CPU", unit: "fraction", cells: "Role Requirements!C208:G208",
 *   formula: (c) => `load.${c.id}` })("worstFailure") is cpu.worstFailure, "CPU (Worst Failure)", G208.
 */
export function failureRow(row: {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly cells: string;
  readonly formula: (c: FailureColumn) => Operand;
  readonly note?: (c: FailureColumn) => string;
}): (...modes: FailureMode[]) => Step[] {
  return stepFamily(
    {
      ...row,
      key: (c) => `${row.key}.${c.id}`,
      label: (c) => `${row.label} (${c.words})`,
    },
    FAILURE_COLUMNS
  );
}
