/**
 * Individual database size (IDBS).
 *
 * Formula: IDBS = DBS / DB count                  (seed 000, Table 14, step 6)
 * Units:   GB
 * Example: 11504.7 GB / 12 = 958.7 GB             (Table 18 prints 959 GB)
 */
export function individualDatabaseSizeGB(dbsGB: number, dbCount: number): number {
  return dbsGB / dbCount;
}
