import { Step, f } from "../../formula";
import { is, isOneOf } from "./helpers";
import { row } from "../stepRow";

/**
 * The storage decisions the storage area adds to those the databases area makes before it counts
 * databases (volumeArchitecture, preferredStorageArchitecturePrimaryDatacenter, dbForDiskCap1 ... are
 * the databases area's, helper "ms", src/core/microsoft/databases/storageDecisions.ts): the preferred
 * storage of the secondary datacenter's and the lagged-copy servers (Role Requirements I128, I129), and
 * what the storage area's rows share (the volume architectures, the validation check, a server's copies).
 * Example (the calculator's example, A/A single DAG, 2+1 HA and 0+1 lagged copies, JBOD considered):
 *   preferredStorageArchitectureSecondDatacenter "JBOD", preferredStorageArchitectureLaggedCopyServer "--".
 */

const MULTI = "Multiple DBs / Volume";
const ONE_PER_DB = "1 Volume / DB";
/** The volume architectures whose database and logs share one volume. */
export const sharedLogArchitecture = (name = "volumeArchitecture") =>
  isOneOf(name, ONE_PER_DB, MULTI);

/** The design passes the calculator's validation check (Role Requirements I160). */
export const valid = f`NOT(validationError)`;
/** The copies a server holds (TotNumDBCopiesServer). */
export const copies = "totalNumberOfDatabaseCopiesPerServer";
/** The copies of one datacenter: HA actual + lagged actual. */
const sdcCopies = f`numberOfHaDbCopyInstancesInSdcActual+numberOfLaggedDbCopyInstancesInSdcActual`;
const sr = f`input.siteResilience="Yes"`;
/**
 * The secondary datacenter holds the two copies JBOD needs: its HA and lagged copies with multiple
 * databases a volume, else its HA copies (Role Requirements I128, in both of its branches).
 */
const sdcJbodCopies = f`IF(
  ${is("volumeArchitecture", MULTI)},
  ${sdcCopies}>=2,
  numberOfHaDbCopyInstancesInSdcActual>=2)`;

/**
 * The preferred storage of the secondary datacenter's and the lagged-copy servers: they read the
 * calculator's validation check (Role Requirements I160), so they run after the databases area.
 */
export function preferredStorageAfterValidationSteps(): Step[] {
  return [
    row`preferredStorageArchitectureSecondDatacenter | Preferred Storage Architecture (Second Datacenter) | JBOD/RAID/-- | Role Requirements!I128
      IF(
        AND(input.highAvailability="Yes",${sr},NOT(validationError),input.haCopiesSecondary>0),
        IF(
          IF(
            laggedDatabaseCopiesHostedOnDedicatedServers="No",
            AND(
              input.jbod="Yes",${sharedLogArchitecture()},${sdcJbodCopies},
              OR(
                ${is("volumeArchitecture", MULTI)},numberOfLaggedDbCopyInstancesInSdcActual=0,
                numberOfLaggedDbCopyInstancesInSdcActual>=2)
            ),
            AND(input.jbod="Yes",${sharedLogArchitecture()},${sdcJbodCopies})),
          "JBOD",
          "RAID"),
        "--")`,
    row`preferredStorageArchitectureLaggedCopyServer | Preferred Storage Architecture (Lagged Copy Server) | JBOD/RAID/-- | Role Requirements!I129
      IF(
        AND(
          laggedDatabaseCopiesHostedOnDedicatedServers="Yes",input.laggedCopies>0,
          NOT(validationError),input.highAvailability="Yes"),
        IF(
          AND(
            input.jbod="Yes",${sharedLogArchitecture()},
            OR(
              numberOfLaggedDbCopyInstancesInPdcActual>=2,
              numberOfLaggedDbCopyInstancesInSdcActual>2)
          ),
          "JBOD",
          "RAID"),
        "--")`,
  ];
}
