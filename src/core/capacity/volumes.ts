import { add, mul } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Capacity of one copy (section 3.4.2: one database volume and one log volume per database; section
 * 3.4.1 step 2: their total). Units: GB. Example: 12 x 1265.5 + 12 x 48.4 = 15,767 GB.
 */
export const DATABASE_VOLUMES_FORMULA = mul("DVS", "DBCount");
export const LOG_VOLUMES_FORMULA = mul("LVS", "DBCount");
export const TOTAL_CAPACITY_FORMULA = add("DatabaseVolumesGB", "LogVolumesGB");

/** The database volumes, log volumes and their total for one copy (the three formulas above). */
export function volumesOfOneCopy(
  db: { readonly dvsGB: number; readonly dbCount: number },
  logs: { readonly lvsGB: number }
) {
  const volumes = { DVS: db.dvsGB, LVS: logs.lvsGB, DBCount: db.dbCount };
  const databaseVolumesGB = formulaValue(
    DATABASE_VOLUMES_FORMULA,
    volumes,
    {},
    "DatabaseVolumesGB"
  );
  const logVolumesGB = formulaValue(LOG_VOLUMES_FORMULA, volumes, {}, "LogVolumesGB");
  const totals = { DatabaseVolumesGB: databaseVolumesGB, LogVolumesGB: logVolumesGB };
  const totalCapacityGB = formulaValue(TOTAL_CAPACITY_FORMULA, totals, {}, "TotalCapacityGB");
  return { databaseVolumesGB, logVolumesGB, totalCapacityGB };
}
