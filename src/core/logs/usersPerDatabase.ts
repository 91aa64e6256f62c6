import { ceilCountAtLeastOne as wholeCount, div } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Users per database (NDB).
 *
 * Formula: NDB = ceil(NU / DB count)              (seed 000, Table 15, step 4: "NU / DB Count")
 * Units:   users
 * Example: ceil(5000 / 12) = 417                  (Table 19 prints 417 for 416.7)
 * Note:    Table 15 writes a plain quotient; Table 19 rounds it up. Users are whole, and the fullest
 *          database holds ceil(NU / DB count) of them, so ExSize rounds up. With more databases than
 *          users the fullest still holds one user, never none (the log volume is never 0 GB).
 */
export const NDB_FORMULA = wholeCount(div("NU", "DBCount"));

/** NDB_FORMULA's value. */
export function usersPerDatabase(users: number, dbCount: number): number {
  return formulaValue(NDB_FORMULA, { NU: users, DBCount: dbCount }, {}, "NDB");
}
