/**
 * A golden test is a table of the seeds' printed figures: one row per figure, with where it is printed,
 * the value as printed and the decimals printed. The expected values are typed from the seeds, never
 * produced by the code under test; `actual` is compared rounded to the printed precision.
 */
export interface GoldenRow {
  readonly figure: string;
  /** Seed file and table or section, e.g. "seed 000, Table 18". */
  readonly source: string;
  readonly printed: number;
  /** Decimal places the seed prints. */
  readonly digits: number;
  readonly actual: number;
}

/** One test per row: "$figure ($source)", the actual value rounded to the printed digits. */
export function testGoldenRows(rows: readonly GoldenRow[]): void {
  test.each(rows)("$figure ($source)", ({ printed, digits, actual }) => {
    expect(Number(actual.toFixed(digits))).toBe(printed);
  });
}
