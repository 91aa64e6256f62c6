/**
 * One step of a sizing method, as a sheet computes it: a named value, its formula over named inputs,
 * options and earlier steps (each step one small native formula), its unit and its source. The
 * EX.* step tables (SPINDLESIZING, COMPUTE) print these rows, and the workbook's sheets can write one
 * row per step with these labels, formulas and sources. Seed 000's Tables 14-17 keep their own rows
 * (stepTables.ts), which quote the paper word for word.
 */
export interface MethodStep<K extends string> {
  /** The result field, and the name a sheet can give the cell. */
  readonly key: K;
  readonly label: string;
  /**
   * The formula over input names, option names and earlier steps' keys. ROUNDUP(x) is a whole count
   * of at least 1, MAX(1, ROUNDUP(ROUND(x, 9), 0)) in a sheet (units.ts, ceilCountAtLeastOne).
   */
  readonly formula: string;
  readonly unit: string;
  readonly source: string;
  /** Where the step is derived rather than printed, or departs from the seed ("" when neither). */
  readonly note: string;
}

/** Keys of a result type whose values are numbers. */
export type NumberKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;
