import { Step } from "../../formula";
import { preferredStorageAfterValidationSteps } from "./architecture";
import { diskSteps } from "./disks";
import { volumeSteps } from "./volumes";
import { DISK_KEYS } from "./diskKeys";

/**
 * The storage area after the databases and servers areas: preferred storage of the secondary and
 * lagged servers, Volume Requirements, Storage Design. The decisions the database count needs first
 * (volume architecture, preferred primary storage, database disk capacity) are the databases area's.
 */
export function storageSteps(): Step[] {
  return [...preferredStorageAfterValidationSteps(), ...volumeSteps(), ...diskSteps()];
}

/**
 * The keys storageSteps() adds to `exsize size --json` (the output names of mscalc.py --mapping; the
 * secondary-datacenter variants included). `volumeArchitecture` is the databases area's step.
 */
export const STORAGE_OUTPUT_KEYS = [
  "databaseVolumeSizeGB",
  "logVolumeSizeGB",
  "databasesPerVolume",
  "databaseVolumesPerServer",
  "totalVolumesPerServer",
  "restoreVolumeSizeGB",
  "databaseVolumeSpacePerServerGB",
  "databaseSpacePerServerGB",
  "logSpacePerServerGB",
  ...DISK_KEYS,
  "storageArchitecture",
] as const;

/**
 * The calculator's JBOD statuses per datacenter (issue 28), also keys of `exsize size --json`: Storage
 * Design C181, C182, D182, E182 and C185, C186, D186, E186, and the IOPS of one JBOD disk that row 144
 * compares with the disk's random IOPS (C144, D144). Their goldens are tests/golden/verdict/
 * storageStatusRuns.ts (mscalc.py runs chosen to show each status both ways).
 */
export const STORAGE_STATUS_KEYS = ["", "Secondary"].flatMap((dc) =>
  [
    "jbodDiskStatus",
    "jbodDbDisks",
    "jbodRestoreVolumeDisks",
    "jbodAutoReseedDisks",
    "jbodDiskIops",
  ].map((key) => key + dc)
);
