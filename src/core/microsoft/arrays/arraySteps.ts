import { Step, Value, evaluateNumber, f } from "../../formula";
import type { ArrayRequirement } from "../../arrays/arrayFit";
import { row } from "../stepRow";

/**
 * What one copy of a Microsoft design asks of shared arrays (issue 12 item 4), so seed 000's array fit
 * (section 3.4.1, src/core/arrays fitArrays, EX.ARRAYFIT, the built-in catalogs) serves the Microsoft
 * method too. Seed 000 sizes arrays for ONE copy of every database (the database and log volumes of the
 * copy, and the databases' IOPS), then multiplies the arrays by the copies (step 6). For a Microsoft
 * design, decided here (derived, not a calculator cell):
 *   databasesInEnvironment  = C79 x C96 with HA (databases per DAG x DAGs), else C79 x servers (Input)
 *   copiesOnAServer         = C102 (database copies per server) with HA, else C79
 *   arrayCapacityPerCopyGB  = (D276 + D277) / copiesOnAServer x databasesInEnvironment
 *                             (the calculator's database and log VOLUME space per server, per database
 *                             copy it holds: with content index, free space and the volume layout, as
 *                             seed 000's capacity is volumes), GB
 *   arrayDbIopsPerCopy      = C281 x databasesInEnvironment (Total Database Required IOPS per database,
 *                             as seed 000's DBIOP; log IOPS not added: seed 000's array IOPS include them)
 *   arrayCopies             = I70 + I71 with HA (HA and lagged copies of each database), else 1
 * Cells: E2013Calcv7.6, Role Requirements!C79, C96, C102, C281, D276, D277, I70, I71.
 * Example (storage golden "raid-restore-volume": 12 databases per DAG, 2 DAGs, 6 copies per server,
 * D276 5302.950246710527, D277 0, 2 HA copies): 24 databases, capacity 5302.95 / 6 x 24 = 21211.8 GB.
 */
const SOURCE = "ExSize, derived for seed 000's array fit from E2013Calcv7.6, Role Requirements";
const NOTE =
  "derived: the Microsoft design's figures as seed 000's per-copy requirement (docs/microsoft-arrays.md)";
const ha = f`input.highAvailability=${{ op: "text", value: "Yes" }}`;

export const ARRAY_STEPS: readonly Step[] = [
  row.sourced(
    NOTE
  )`databasesInEnvironment | Databases in the environment | databases | ${SOURCE}!C79 x C96 (HA) or C79 x Input servers
    IF(
      ${ha},
      recommendedNumberOfDatabasesPerDag*totalDAGsInTheEnvironment,
      recommendedNumberOfDatabasesPerDag*input.exchangeServersPerDag)`,
  row.sourced(
    NOTE
  )`copiesOnAServer | Database copies a server holds | copies | ${SOURCE}!C102 (HA) or C79
    IF(${ha},totalNumberOfDatabaseCopiesPerServer,recommendedNumberOfDatabasesPerDag)`,
  row.sourced(
    NOTE
  )`arrayCapacityPerCopyGB | Array capacity one copy of every database needs | GB | ${SOURCE}!D276, D277
    (databaseVolumeSpacePerServerGB+logVolumeSpacePerServerGB)/copiesOnAServer
    *databasesInEnvironment`,
  row.sourced(
    NOTE
  )`arrayDbIopsPerCopy | Database IOPS one copy of every database needs | IOPS | ${SOURCE}!C281
    totalDbIopsPerDatabase*databasesInEnvironment`,
  row.sourced(
    NOTE
  )`arrayCopies | Copies of each database, each on its own arrays | copies | ${SOURCE}!I70 + I71
    IF(${ha},totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances,1)`,
];

/**
 * Seed 000's array requirement of a Microsoft design from the method's values (inputs as input.<name>),
 * or null when the design's storage is not RAID (Role Requirements!C258 storageArchitecture: JBOD has
 * no shared arrays) or the calculator rejects it.
 */
export function microsoftArrayRequirement(
  values: Readonly<Record<string, Value | undefined>>
): ArrayRequirement | null {
  if (values.validationError === true || values.storageArchitecture !== "RAID") return null;
  const own: Record<string, Value> = {};
  const env = (name: string) => (name in own ? own[name] : values[name]);
  for (const s of ARRAY_STEPS) own[s.key] = evaluateNumber(s.formula, env, s.key);
  return {
    capacityGB: own.arrayCapacityPerCopyGB as number,
    dbIops: own.arrayDbIopsPerCopy as number,
    copies: own.arrayCopies as number,
  };
}
