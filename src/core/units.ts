/**
 * Units used across the core.
 *
 * GB means MB / 1024, as seed 000 does in Tables 18-19 (e.g. DBS 11,780,776 MB = 11505 GB,
 * LVS = 12510 MB x 1.1 x 3 x 1.2 / 1024 = 48 GB). Drive and array sizes in the catalogs are vendor GB
 * as printed (Table 13); ExSize compares them with volume sizes as the paper does, without conversion.
 */
export const MB_PER_GB = 1024;
export const KB_PER_MB = 1024;

/**
 * Whole-thing counts (databases, users per database, arrays, disks, cores) are ceilings of a quotient.
 * A quotient that is whole in exact arithmetic can come out as 12.000000000000002 in binary floating
 * point; ceil would then count one thing too many. ExSize rounds the quotient to 9 decimal places first,
 * and the workbook does the same with ROUNDUP(ROUND(x, 9), 0), so the core and the sheets agree.
 */
export function ceilCount(quotient: number): number {
  return Math.ceil(Math.round(quotient * 1e9) / 1e9);
}

/**
 * A whole count of things a positive demand needs (disks, cores, mailboxes on the fullest server):
 * ceilCount, but at least 1, since ceilCount's rounding to 9 places would make a demand below 5e-10
 * of one thing need none. The workbook writes MAX(1, ROUNDUP(ROUND(x, 9), 0)).
 */
export function ceilCountAtLeastOne(quotient: number): number {
  return Math.max(1, ceilCount(quotient));
}
