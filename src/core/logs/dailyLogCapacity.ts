import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
/**
 * Total log capacity per day per database (TLC).
 *
 * Formula: TLC = NDB x NL x MSF x LFS             (seed 000, Table 15, step 5)
 * Units:   NDB users, NL logs/user/day, LFS MB; result MB per day
 * Example: 417 x 30 x 1 x 1 MB = 12510 MB         (Table 19 prints 12510MB)
 */
export const TLC_FORMULA = mul("NDB", "NL", "MSF", "LFS");

/** TLC_FORMULA's value. */
export function dailyLogCapacityMB(
  usersPerDb: number,
  logsPerUser: number,
  sizeFactor: number,
  logFileMB: number
): number {
  const values = { NDB: usersPerDb, NL: logsPerUser, MSF: sizeFactor, LFS: logFileMB };
  return formulaValue(TLC_FORMULA, values, {}, "TLC");
}
