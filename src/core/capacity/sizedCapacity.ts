import { add, div, mul, sub } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { volumesOfOneCopy } from "./volumes";

/**
 * Capacity the hardware is sized for, one copy (GB): every database volume, and log volumes for
 * NU + DB count - 1 users.
 *
 * Formula: sized = DatabaseVolumesGB + LVS / NDB x (NU + DB count - 1), DatabaseVolumesGB = DVS x DB count
 *          (ExSize's rule, derived from seed 000, Table 15 steps 4-6 and section 3.4.1 step 2)
 * Units:   DVS and LVS GB per volume, NDB and NU users; result GB
 * Example: seed 000's 5000 users with ExSize's defaults: 14 databases of DVS 1301.67 GB, LVS 41.53 GB
 *          for NDB 358 => 14 x 1301.67 + 41.53 / 358 x 5013 = 18,804.97 GB (the paper's sum,
 *          DB count x (DVS + LVS), is 18,804.86 GB: 5012 users' logs).
 * Why:     the paper sizes every log volume for the fullest database, NDB = ceil(NU / DB count), so
 *          its total, DB count x LVS, holds DB count x NDB users' logs. When one more user adds a
 *          database, that product can fall (12 x 417 = 5004, then 13 x 385 = 5005, but 14 x 358 = 5012
 *          and 15 x 334 = 5010), and with it the total and the arrays: more users, less hardware.
 *          LVS is in proportion to NDB (TLC = NDB x NL x MSF x LFS), so LVS / NDB is one user's log
 *          space, and DB count x NDB <= NU + DB count - 1 (every database holds at most one user more
 *          than an even share). Sizing for NU + DB count - 1 users is never less than the paper's sum
 *          and grows with every user, since both NU and the computed DB count do. The step tables and
 *          EX.CAPACITY keep the paper's figures; the arrays, the disks and `exsize workbook`'s
 *          recommendation use this one.
 */
export const SIZED_CAPACITY_FORMULA = add(
  "DatabaseVolumesGB",
  mul(div("LVS", "NDB"), sub(add("NU", "DBCount"), 1))
);

/** SIZED_CAPACITY_FORMULA's value. */
export function sizedCapacityGB(sizing: {
  readonly users: number;
  readonly dbCount: number;
  readonly dvsGB: number;
  readonly lvsGB: number;
  readonly ndb: number;
}): number {
  const { users, dbCount, dvsGB, lvsGB, ndb } = sizing;
  const { databaseVolumesGB } = volumesOfOneCopy({ dvsGB, dbCount }, { lvsGB });
  const values = {
    DatabaseVolumesGB: databaseVolumesGB,
    NU: users,
    DBCount: dbCount,
    LVS: lvsGB,
    NDB: ndb,
  };
  return formulaValue(SIZED_CAPACITY_FORMULA, values, {}, "SizedCapacityGB");
}
