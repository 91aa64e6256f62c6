/**
 * Maximum database size, mailboxes per database and the number of databases (Role Requirements, Database Configuration).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { f } from "../../formula";
import { row } from "../stepRow";
import { stepFamily } from "../stepFamily";
import { tierSum } from "./tierSum";
import type { Expr, Step } from "../../formula";

/** The mailboxes of a DAG (without high availability, of a group of servers). */
const mailboxesPerDagOrServerGroup = f`IF(
  input.highAvailability="Yes",
  totalMailboxesPerDag,
  totalMailboxesInTheEnvironment/input.exchangeServersPerDag)`;

/** High availability with one DAG active in both sites (Active/Active (Single DAG)). */
const singleDagAcrossSites = f`AND(
  input.highAvailability="Yes",input.siteResilience="Yes",
  input.siteResilienceModel="Active/Active (Single DAG)")`;

/** The primary datacenter's copies on the active servers (lagged ones where they share them). */
const pdcCopiesOnActiveServers = f`numberOfHaDbCopyInstancesInPdcActual
+IF(laggedDatabaseCopiesHostedOnDedicatedServers="No",numberOfLaggedDbCopyInstancesInPdcActual,0)`;

/** The databases for a symmetrical distribution less the permutations of servers and copies. */
const databasesBeyondPermutations = f`calculatedNumberOfDatabasesForSymmetricalDistribution
-PERMUT(numberOfActiveMailboxServersInDc1PerDag,numberOfHaDbCopyInstancesInPdcActual)`;

/** The custom database count, at most the supported databases per server. */
const customDatabaseCountCapped = f`IF(
  input.databaseCountCustom>maximumNumberOfSupportedDatabasesPerServer,
  maximumNumberOfSupportedDatabasesPerServer,
  input.databaseCountCustom)`;

/** The mailboxes of a DAG (or of a server group) over the mailboxes per database. */
const databasesForMailboxesExact = f`${mailboxesPerDagOrServerGroup}
/calculatedNumberOfMailboxesPerDb`;

/** The databases the mailboxes of a DAG (or of a server group) fill. */
const databasesForMailboxes = f`ROUNDUP(${databasesForMailboxesExact},0)`;

/** Databases per volume: the copies over 2 (an even count) or 1, where volumes hold several databases. */
const databasesPerVolume = f`IF(
  volumeArchitecture="Multiple DBs / Volume",
  (totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances)
  /IF(
    OR(
      input.databasesPerVolumeMatchCopyCount="No",
      AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Passive")),
    IF(ISEVEN(totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances),2,1),
    1),
  1)`;

/** The custom database count plus its remainder over the disk group size (C79). */
const customCountPlusDiskGroupRemainder = f`input.databaseCountCustom
+MOD(input.databaseCountCustom,diskGroupSize)`;

/** C79 and C80's custom database count: over the DAG's supported databases, those; else withinSupported. */
const customDatabaseCount = (withinSupported: Expr) =>
  f`IF(
    input.highAvailability="Yes",
    IF(
      input.databaseCountCustom>calculatedNumberOfSupportedDatabasesPerDag,
      calculatedNumberOfSupportedDatabasesPerDag,
      ${withinSupported}),
    ${customDatabaseCountCapped})`;

/**
 * Each tier's share of the environment's mailboxes: the calculator's row Role Requirements!C66:C69, written
 * once over its columns (1, 3, 2, 4).
 */
const tierUserMailboxRatios = stepFamily(
  [
    { id: "1", cell: "Role Requirements!C66 (Tier1MBXRatio)" },
    { id: "3", cell: "Role Requirements!C68 (Tier3MBXRatio)" },
    { id: "2", cell: "Role Requirements!C67 (Tier2MBXRatio)" },
    { id: "4", cell: "Role Requirements!C69 (Tier4MBXRatio)" },
  ],
  "Role Requirements!C66:C69",
  (c) =>
    row`tier${c.id}UserMailboxRatio | Tier-${c.id} User Mailbox Ratio | fraction | ${c.cell}
      tier${c.id}.mailboxes/totalMailboxesInTheEnvironment`
);

/**
 * Each tier's mailboxes per database: the calculator's row Role Requirements!C70:C73, written once over its
 * columns (1, 2, 3, 4).
 */
const tierMailboxesPerDatabase = stepFamily(
  [
    { id: "1", cell: "Role Requirements!C70 (NumTier1MBXDB)" },
    { id: "2", cell: "Role Requirements!C71 (NumTier2MBXDB)" },
    { id: "3", cell: "Role Requirements!C72 (NumTier3MBXDB)" },
    { id: "4", cell: "Role Requirements!C73 (NumTier4MBXDB)" },
  ],
  "Role Requirements!C70:C73",
  (c) =>
    row`tier${c.id}NumberOfMailboxesPerDb | Tier-${c.id} Number of Mailboxes / DB | mailboxes | ${c.cell}
      recommendedNumberOfMailboxesPerDb*tier${c.id}UserMailboxRatio`
);

export const databaseSizeSteps: readonly Step[] = [
  row`calculatedMaximumDatabaseSize | Calculated Maximum Database Size | GB | Role Requirements!C62 (calcMaxDBSize)
    IF(
      AND(
        input.highAvailability="Yes",
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=2),
      IF(
        preferredStorageArchitecturePrimaryDatacenter="JBOD",
        IF(
          volumeArchitecture="Multiple DBs / Volume",
          IF(input.siteResilience="Yes",MIN(dbForDiskCap1,dbForDiskCap2),dbForDiskCap1)
          /${databasesPerVolume}*(1-input.volumeFreeSpacePercent)
          /(1+contentIndexImpact+contentIndexImpact/${databasesPerVolume}),
          IF(
            dbRawDiskCap1>2500,
            2000,
            ROUNDUP(
              IF(input.siteResilience="Yes",MIN(dbForDiskCap1,dbForDiskCap2),dbForDiskCap1)
              *(1-input.volumeFreeSpacePercent)/(1+contentIndexImpact*2),
              0)
          )
        ),
        maxDatabaseSize2OrMoreCopiesGB),
      maxDatabaseSizeUnder2CopiesGB)`,
  row`recommendedMaximumDatabaseSize | Recommended Maximum Database Size | GB | Role Requirements!C63 (calcRecMaxDBSize)
    MIN(
      calculatedMaximumDatabaseSize,
      IF(input.maxDbSizeConfiguration="Default",calculatedMaximumDatabaseSize,input.maxDbSizeGB))`,
  row`calculatedMaximumDatabasesPerVolume | Calculated Maximum Databases per Volume | databases | Role Requirements!C82 (calcMaxDBperVolume)
    IF(
      volumeArchitecture="Multiple DBs / Volume",
      MIN(
        ROUNDDOWN(
          IF(input.siteResilience="Yes",MIN(dbForDiskCap1,dbForDiskCap2),dbForDiskCap1)
          /recommendedMaximumDatabaseSize,
          0),
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances),
      1)`,
  row`recommendedDatabasesPerVolume | Recommended Databases per Volume | databases | Role Requirements!C83 (RecDBperVolume)
    IF(
      volumeArchitecture="Multiple DBs / Volume",
      IF(
        ${singleDagAcrossSites},
        MIN(
          calculatedMaximumDatabasesPerVolume,
          (totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances)
          /IF(
            input.databasesPerVolumeMatchCopyCount="No",
            IF(ISEVEN(totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances),2,1),
            1)
        ),
        MAX(
          numberOfHaDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInPdcActual,
          numberOfHaDbCopyInstancesInSdcActual+numberOfLaggedDbCopyInstancesInSdcActual)
        /IF(
          AND(input.siteResilience="No",input.databasesPerVolumeMatchCopyCount="No"),
          IF(ISEVEN(totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances),2,1),
          1)
      ),
      1)`,
  row`maximumNumberOfSupportedDatabasesPerServer | Maximum Number of Supported Databases / Server | databases | Role Requirements!C64 (calcMaxNumDBs)
    IF(
      volumeDesign="1/7",
      maxNumberDb2LUNsPerBackupSet,
      IF(
        volumeArchitecture="Multiple DBs / Volume",
        IF(
          CEILING(maxNumberOfDatabases,recommendedDatabasesPerVolume)>maxNumberOfDatabases,
          CEILING(maxNumberOfDatabases,recommendedDatabasesPerVolume)-recommendedDatabasesPerVolume,
          CEILING(maxNumberOfDatabases,recommendedDatabasesPerVolume)),
        maxNumberOfDatabases)
    )`,
  row`calculatedNumberOfSupportedDatabasesPerDag | Calculated Number of Supported Databases / DAG | databases | Role Requirements!C65 (calcMaxNumDBDAG)
    IF(
      input.highAvailability="Yes",
      ROUNDDOWN(
        maximumNumberOfSupportedDatabasesPerServer
        *numberOfServersHostingActiveMailboxesPerDatacenter/(${pdcCopiesOnActiveServers}),
        0),
      "--")`,
  row`numberOfMailboxesPerDatabaseIODriven | Number of Mailboxes per Database (I/O Driven) | mailboxes | Role Requirements!C74 (calcNumMBXPerDBIO)
    IF(
      preferredStorageArchitecturePrimaryDatacenter="JBOD",
      IF(
        MOD(ROUNDDOWN(randDbDiskIo1/(peakIops/totalMailboxesPerDag),0),2)=1,
        ROUNDDOWN(randDbDiskIo1/(peakIops/totalMailboxesPerDag),0)-1,
        ROUNDDOWN(randDbDiskIo1/(peakIops/totalMailboxesPerDag),0))
      /IF(volumeArchitecture="Multiple DBs / Volume",recommendedDatabasesPerVolume,1),
      "--")`,
  ...tierUserMailboxRatios(),
  row`numberOfMailboxesPerDatabaseCapacityDriven | Number of Mailboxes per Database (Capacity Driven) | mailboxes | Role Requirements!C75 (calcNumMBXPerDBCap)
    recommendedMaximumDatabaseSize*(1-input.dataOverheadFactor)*1024
    /(${tierSum([1, 3, 2, 4], (t) => f`tier${t}UserMailboxRatio*tier${t}.mailboxSizeOnDiskMB`)})`,
  row`calculatedNumberOfMailboxesPerDb | Calculated Number of Mailboxes / DB | mailboxes | Role Requirements!C76 (calcMBXPerDB)
    ROUNDUP(
      MIN(numberOfMailboxesPerDatabaseIODriven,numberOfMailboxesPerDatabaseCapacityDriven),0)`,
  row.noted(
    "TotalMBXPerSvr (C100) is read only when High Availability is off, where it is TotalMBX/numMBXServers: written so, to break the sheet's static cycle C77-C100-C116-C86-C79-C80-C78 (departures.ts)."
  )`calculatedNumberOfDatabasesPerDag | Calculated Number of Databases / DAG | databases | Role Requirements!C77 (calcNumDBs)
    MIN(
      IF(
        ${databasesForMailboxes}<2,
        ${databasesForMailboxes},
        CEILING(${databasesForMailboxesExact},2)),
      IF(
        input.highAvailability="Yes",
        calculatedNumberOfSupportedDatabasesPerDag,
        maximumNumberOfSupportedDatabasesPerServer)
    )`,
  row`calculatedNumberOfDatabasesForSymmetricalDistribution | Calculated Number of Databases for Symmetrical Distribution | databases | Role Requirements!C78 (calcDBPerm)
    CEILING(
      calculatedNumberOfDatabasesPerDag,
      PERMUT(numberOfActiveMailboxServersInDc1PerDag,${pdcCopiesOnActiveServers}))`,
  row`rawNumberOfDatabasesPerDag | Raw Number of Databases / DAG | databases | Role Requirements!C80 (RawNumDBs)
    IFERROR(
      IF(
        input.databaseCountAutomatic="No",
        ${customDatabaseCount(f`input.databaseCountCustom`)},
        IF(
          input.highAvailability="Yes",
          IF(
            AND(
              input.symmetricalDatabaseCount="Yes",
              calculatedNumberOfSupportedDatabasesPerDag
              >calculatedNumberOfDatabasesForSymmetricalDistribution
            ),
            calculatedNumberOfDatabasesForSymmetricalDistribution,
            IF(
              AND(
                input.symmetricalDatabaseCount="Yes",
                calculatedNumberOfSupportedDatabasesPerDag
                <calculatedNumberOfDatabasesForSymmetricalDistribution,
                calculatedNumberOfDatabasesForSymmetricalDistribution
                  -calculatedNumberOfSupportedDatabasesPerDag
                <PERMUT(
                  numberOfActiveMailboxServersInDc1PerDag,numberOfHaDbCopyInstancesInPdcActual),
                ${databasesBeyondPermutations}<>0),
              ${databasesBeyondPermutations},
              IF(
                calculatedNumberOfDatabasesPerDag=calculatedNumberOfSupportedDatabasesPerDag,
                calculatedNumberOfDatabasesPerDag,
                IF(
                  calculatedNumberOfDatabasesPerDag<=1,
                  1,
                  CEILING(
                    calculatedNumberOfDatabasesPerDag,
                    numberOfServersHostingActiveMailboxesPerDatacenter
                    *IF(${singleDagAcrossSites},2,1)
                  )
                )
              )
            )
          ),
          IF(calculatedNumberOfDatabasesPerDag<=1,1,calculatedNumberOfDatabasesPerDag))
      ),
      1)`,
  row`recommendedNumberOfDatabasesPerDag | Recommended Number of Databases / DAG | databases | Role Requirements!C79 (RecNumDBs)
    IF(
      input.databaseCountAutomatic="No",
      ${customDatabaseCount(customCountPlusDiskGroupRemainder)},
      MIN(
        databaseOverideLimitPerServer,
        rawNumberOfDatabasesPerDag
        +IF(input.highAvailability="Yes",MOD(rawNumberOfDatabasesPerDag,diskGroupSize),0)
      )
    )`,
  row.noted(
    "TotalMBXPerSvr (C100) written as TotalMBX/numMBXServers, which it is when High Availability is off (departures.ts)."
  )`recommendedNumberOfMailboxesPerDb | Recommended Number of Mailboxes / DB | mailboxes | Role Requirements!C81 (MBXPerDB)
    ${mailboxesPerDagOrServerGroup}/recommendedNumberOfDatabasesPerDag`,
  ...tierMailboxesPerDatabase(),
];
