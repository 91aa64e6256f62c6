/**
 * Mailbox servers, DAGs, copies per server and active databases per server in each failure mode (Role Requirements, Server, Lag and Activation calculations).
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

/** The active databases per server in normal run time over the servers left after one failure. */
const normalRunTimeDatabasesPerSurvivor = f`numberOfActiveDatabasesPerPdcServerNormalRunTime
/(numberOfServersHostingActiveMailboxesPerDatacenter-1)`;

/** The active/passive or the active/active multiple-DAG site resilience model. */
const passiveOrMultipleDags = f`OR(
  input.siteResilienceModel="Active/Passive",
  input.siteResilienceModel="Active/Active (Multiple DAGs)")`;

/** Two databases more where the datacenter's HA copies fall short of a symmetrical distribution. */
const asymmetryExtraDatabases = f`IF(
  numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag
  <calculatedNumberOfDatabasesForSymmetricalDistribution,
  2,
  0)`;

/** High availability with one DAG active in both sites (Active/Active (Single DAG)). */
const singleDagAcrossSites = f`AND(
  input.highAvailability="Yes",input.siteResilience="Yes",
  input.siteResilienceModel="Active/Active (Single DAG)")`;

/** The secondary datacenter's lagged copies per DAG where active servers host them. */
const dc2LaggedCopiesOnActiveServers = f`IF(
  AND(input.laggedCopiesSecondary>0,laggedDatabaseCopiesHostedOnDedicatedServers="No"),
  numberOfLaggedCopiesPerDagInDc2,
  0)`;

/** A single DAG across both sites whose secondary servers also host active mailboxes. */
const singleDagSharedServers = f`AND(
  input.siteResilienceModel="Active/Active (Single DAG)",
  dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No")`;

/** The larger of the two failure modes' active databases per server. */
const worstFailureActiveDatabases = f`MAX(
  numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure,
  numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure)`;

/** Neither failure mode has a figure of active databases per server. */
const noFailureFigures = f`AND(
  numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure="--",
  numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure="--")`;

/** A single DAG across both sites without dedicated disaster recovery servers. */
const singleDagWithoutDedicatedDr = f`AND(
  input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)",
  dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No")`;

/** The two datacenters hold different numbers of copies. */
const datacentersCopiesDiffer = f`numberOfHaDbCopyInstancesInPdcActual
  +numberOfLaggedDbCopyInstancesInPdcActual
<>numberOfHaDbCopyInstancesInSdcActual+numberOfLaggedDbCopyInstancesInSdcActual`;

/** The active databases per server after a first failure. */
const singleFailureActiveDatabases = f`ROUNDUP(
  numberOfActiveDatabasesPerPdcServerNormalRunTime+${normalRunTimeDatabasesPerSurvivor},0)`;

/** Site resilience, active/passive or active/active with multiple DAGs. */
const siteResilientPassiveOrMultipleDags = f`AND(
  input.highAvailability="Yes",input.siteResilience="Yes",${passiveOrMultipleDags})`;

/** The active databases per server in normal run time, doubled for one copy in a single DAG across both sites. */
const normalRunTimeActiveDatabases = f`numberOfActiveDatabasesPerPdcServerNormalRunTime
*IF(
  AND(
    numberOfHaDbCopyInstancesInPdcActual=1,input.siteResilience="Yes",
    input.siteResilienceModel="Active/Active (Single DAG)"),
  2,
  1)`;

/** The active databases per server after a second failure. */
const doubleFailureActiveDatabases = f`ROUNDUP(
  numberOfActiveDatabasesPerPdcServerNormalRunTime
  +numberOfActiveDatabasesPerPdcServerNormalRunTime*2
    /(numberOfServersHostingActiveMailboxesPerDatacenter-2),
  0)
+${asymmetryExtraDatabases}`;

/** The tiers' mailboxes per database times mailbox size on disk over message size, summed. */
const tiersSizeOverMessageKB = tierSum(
  [1, 2, 3, 4],
  (t) => f`tier${t}NumberOfMailboxesPerDb*tier${t}.mailboxSizeOnDiskMB/input.tier${t}.avgMessageKB`
);

/** The active databases per server after a second failure, at most the copies. */
const doubleFailureActiveDatabasesCapped = f`MIN(
  totalNumberOfDatabaseCopiesPerServer,
  IF(
    numberOfServersHostingActiveMailboxesPerDatacenter-2=1,
    totalNumberOfDatabaseCopiesPerServer/2,
    ${doubleFailureActiveDatabases})
)`;

/** The larger of the failure modes' figures and the secondary datacenter's (C103, C130). */
const memorySizingAcrossSites = f`MAX(
  numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure,
  numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure,
  numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter)`;

/** Databases used in memory sizing (C103); singleDagWithoutDr: one DAG, no dedicated DR servers. */
const memorySizingDatabases = (singleDagWithoutDr: Expr) =>
  f`IF(
    input.highAvailability="Yes",
    IF(
      ${noFailureFigures},
      ${normalRunTimeActiveDatabases},
      IF(${singleDagWithoutDedicatedDr},${singleDagWithoutDr},${worstFailureActiveDatabases})),
    numberOfActiveDatabasesInDatacenter1PerDag)`;

/**
 * The active databases per server after the first and the second server failure after activation: the
 * calculator's row Role Requirements!C128:C129, written once over its columns (1st, 2nd). Where its cells
 * differ, the column's data: failedServers the servers failed; minimumCopies the secondary copies it needs;
 * minimumServers the secondary servers it needs; primaryFigure the primary datacenter's figure (C117, C121);
 * secondaryCopies the secondary copies it tests (I65 actual, C32 input).
 */
const activeDatabasesAfterActivationFailures = stepFamily(
  [
    {
      id: "1st",
      cell: "Role Requirements!C128 (calcNumActiveDBsSiteF1F)",
      failedServers: 1,
      minimumCopies: 2,
      minimumServers: 2,
      primaryFigure: "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
      secondaryCopies: "numberOfHaDbCopyInstancesInSdc",
    },
    {
      id: "2nd",
      cell: "Role Requirements!C129 (calcNumActiveDBsSiteF2F)",
      failedServers: 2,
      minimumCopies: 3,
      minimumServers: 4,
      primaryFigure: "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
      secondaryCopies: "input.haCopiesSecondary",
    },
  ],
  "Role Requirements!C128:C129",
  (c) =>
    row`numberOfActiveDatabasesPerServer${c.id}ServerFailureAfterActivation | Number of Active Databases / Server (${c.id} Server Failure after Activation) | databases | ${c.cell}
      IF(
        AND(
          input.highAvailability="Yes",input.siteResilience="Yes",
          ${c.secondaryCopies}>=${c.minimumCopies},validationError=FALSE),
        IF(
          AND(
            input.siteResilienceModel="Active/Active (Single DAG)",
            dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No",
            numberOfActiveMailboxServersInDc2PerDag>=${c.minimumServers}),
          IF(
            numberOfActiveMailboxServersInDc2PerDag
            =numberOfServersHostingActiveMailboxesPerDatacenter,
            ${c.primaryFigure},
            ROUNDUP(
              recommendedNumberOfDatabasesPerDag
              /(numberOfActiveMailboxServersInDc2PerDag-${c.failedServers}),
              0)
          )
          +${c.primaryFigure},
          IF(
            numberOfDrMailboxServersInDc2PerDag>=${c.minimumServers},
            IF(
              numberOfDrMailboxServersInDc2PerDag
              =numberOfServersHostingActiveMailboxesPerDatacenter,
              ${c.primaryFigure},
              ROUNDUP(
                recommendedNumberOfDatabasesPerDag
                /(numberOfDrMailboxServersInDc2PerDag-${c.failedServers}),
                0)
            ),
            "--")
        ),
        "--")`
);

export const serverSteps: readonly Step[] = [
  row`numberOfActiveMailboxServersInDc1PerDag | Number of Active Mailbox Servers in DC1 / DAG | servers | Role Requirements!I86 (calcNumAMBXServersDC1)
    input.exchangeServersPerDag`,
  row`numberOfServersHostingActiveMailboxesPerDatacenter | Number of Servers Hosting Active Mailboxes / Datacenter | mailboxes | Role Requirements!C99 (numActMBXSvrsPerDC)
    input.exchangeServersPerDag`,
  row`databaseAndLogIsolationConfigured | Database and Log Isolation Configured |  | Role Requirements!C112 (DBLogIsolation)
    IF(OR(input.highAvailability="No",input.backupMode="Hardware VSS Backup/Restore"),"Yes","No")`,
  row`deployWithMultipleDatabasesPerVolume | Deploy with Multiple Databases per Volume | databases | Role Requirements!C110 (calcMultipleDBVolume)
    IF(
      AND(
        input.highAvailability="Yes",
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=3,input.jbod="Yes"),
      IF(
        AND(
          input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)",
          ${datacentersCopiesDiffer}),
        "No",
        IF(
          AND(
            input.siteResilience="Yes",${passiveOrMultipleDags},${datacentersCopiesDiffer},
            IF(
              MOD(
                numberOfServersHostingActiveMailboxesPerDatacenter
                /(numberOfHaDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInPdcActual),
                1),
              TRUE,
              FALSE)
            =TRUE
          ),
          "No",
          input.multipleDatabasesPerVolume)
      ),
      "No")`,
  row`dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter | Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter | servers | Role Requirements!C108 (calcSRAASDDRServers)
    IF(volumeArchitecture="Multiple DBs / Volume","No",input.dedicatedDrServers)`,
  row`laggedDatabaseCopiesHostedOnDedicatedServers | Lagged Database Copies Hosted on Dedicated Servers | copies | Role Requirements!C109 (calcDedLaggedCopyServer)
    IF(volumeArchitecture="Multiple DBs / Volume","No",input.laggedCopiesOnDedicatedServers)`,
  row`preferredStorageArchitecturePrimaryDatacenter | Preferred Storage Architecture (Primary Datacenter) |  | Role Requirements!I127 (PreferredStorageArch)
    IF(
      IF(
        laggedDatabaseCopiesHostedOnDedicatedServers="No",
        AND(
          input.jbod="Yes",
          OR(volumeArchitecture="1 Volume / DB",volumeArchitecture="Multiple DBs / Volume"),
          input.haCopies>=3,
          OR(
            numberOfLaggedDbCopyInstancesInPdcActual=0,
            IF(
              volumeArchitecture="Multiple DBs / Volume",
              numberOfLaggedDbCopyInstancesInPdcActual>=1,
              numberOfLaggedDbCopyInstancesInPdcActual>=2)
          )
        ),
        AND(
          input.jbod="Yes",
          OR(volumeArchitecture="1 Volume / DB",volumeArchitecture="Multiple DBs / Volume"),
          input.haCopies>=3)
      ),
      IF(
        AND(
          input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)",
          dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No",
          IF(
            volumeArchitecture="Multiple DBs / Volume",
            numberOfLaggedDbCopyInstancesInSdcActual+numberOfHaDbCopyInstancesInSdcActual=1,
            numberOfHaDbCopyInstancesInSdcActual=1)
        ),
        "RAID",
        "JBOD"),
      "RAID")`,
  row`automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired | Automatically calculate number of Exchange database volumes required |  | Role Requirements!C111 (calcDiskLimitOverride)
    IF(input.highAvailability="Yes",input.autoCalculateVolumes,"Yes")`,
  row`totalMailboxesInTheEnvironment | Total Mailboxes in the Environment | mailboxes | Role Requirements!C97 (TotalMBX)
    ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes`)}`,
  row`totalDAGsInTheEnvironment | Total DAGs in the Environment | DAGs | Role Requirements!C96 (calcNumDAGs)
    input.dagCount
    *IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",
        input.siteResilienceModel="Active/Active (Multiple DAGs)"),
      2,
      1)`,
  row`totalMailboxesPerDag | Total Mailboxes / DAG | mailboxes | Role Requirements!C98 (TotMBXPerDAG)
    IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`,
  row`numberOfActiveDatabasesInDatacenter1PerDag | Number of Active Databases in Datacenter 1 / DAG | databases | Role Requirements!C86 (RecNumDBsDC1)
    ROUNDUP(recommendedNumberOfDatabasesPerDag*IF(${singleDagAcrossSites},userDistribution,1),0)`,
  row`numberOfActiveDatabasesInDatacenter2PerDag | Number of Active Databases in Datacenter 2 / DAG | databases | Role Requirements!C87 (RecNumDBsDC2)
    IF(
      ${singleDagAcrossSites},
      recommendedNumberOfDatabasesPerDag-numberOfActiveDatabasesInDatacenter1PerDag,
      0)`,
  row`numberOfDc2PassiveHaDbCopiesInDc1PerDag | Number of DC2 Passive HA DB Copies in DC1 / DAG | copies | Role Requirements!C92 (calcNumHAPassCopiesDC2inDC1)
    IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",
        input.siteResilienceModel="Active/Active (Single DAG)",input.haCopiesSecondary>0),
      numberOfHaDbCopyInstancesInSdcActual*numberOfActiveDatabasesInDatacenter2PerDag,
      0)`,
  row`numberOfLaggedCopiesPerDagInDc2 | Number of Lagged Copies / DAG in DC2 | copies | Role Requirements!I102 (calcTotNumLagDBCopiesSDC)
    (IF(
        AND(
          numberOfLaggedDbCopyInstancesInPdcActual>0,input.highAvailability="Yes",
          input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)"),
        numberOfLaggedDbCopyInstancesInPdcActual,
        0)
      +numberOfLaggedDbCopyInstancesInSdcActual)
    *IF(
      ${siteResilientPassiveOrMultipleDags},
      numberOfActiveDatabasesInDatacenter1PerDag,
      numberOfActiveDatabasesInDatacenter2PerDag)`,
  row`totalNumberOfDc2PassiveDbCopiesInDc1PerDag | Total Number of DC2 Passive DB Copies in DC1 / DAG | copies | Role Requirements!C93 (calcTotNumPassiveCopiesDC2inDC1)
    numberOfDc2PassiveHaDbCopiesInDc1PerDag+${dc2LaggedCopiesOnActiveServers}`,
  row`numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag | Number of DC1 Active+Passive HA DB Copies in DC1 / DAG | copies | Role Requirements!C88 (calcTotNumHACopiesDC1inDC1)
    IF(
      input.highAvailability="Yes",
      numberOfActiveDatabasesInDatacenter1PerDag*numberOfHaDbCopyInstancesInPdcActual,
      0)`,
  row`numberOfLaggedCopiesPerDagInDc1 | Number of Lagged Copies / DAG in DC1 | copies | Role Requirements!I101 (calcTotNumLagDBCopiesPDC)
    IF(
      ${siteResilientPassiveOrMultipleDags},
      numberOfLaggedDbCopyInstancesInPdcActual*recommendedNumberOfDatabasesPerDag,
      (IF(numberOfLaggedDbCopyInstancesInPdcActual>0,numberOfLaggedDbCopyInstancesInPdcActual,0)
        +numberOfLaggedDbCopyInstancesInSdcActual)
      *numberOfActiveDatabasesInDatacenter1PerDag
    )`,
  row`numberOfLaggedDbCopiesPerDagInDatacenter1 | Number of Lagged DB Copies / DAG in Datacenter 1 | copies | Role Requirements!I118 (TotNumLagDBCopiesDC1)
    numberOfLaggedCopiesPerDagInDc1`,
  row`totalNumberOfDatabaseCopiesPerServer | Total Number of Database Copies per Server | copies | Role Requirements!C102 (TotNumDBCopiesServer)
    MIN(
      IF(
        input.highAvailability="Yes",
        ROUND(
          (numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag
            +IF(${singleDagWithoutDedicatedDr},numberOfDc2PassiveHaDbCopiesInDc1PerDag,0)
            +IF(
              laggedDatabaseCopiesHostedOnDedicatedServers="No",
              numberOfLaggedDbCopiesPerDagInDatacenter1,
              0))
          /numberOfServersHostingActiveMailboxesPerDatacenter,
          0),
        numberOfActiveDatabasesInDatacenter1PerDag),
      IF(
        automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired="Yes",
        9999,
        input.dataVolumesPerServer*recommendedDatabasesPerVolume)
    )`,
  row`numberOfDrMailboxServersInDc1PerDag | Number of DR Mailbox Servers in DC1 / DAG | servers | Role Requirements!I87 (calcNumPMBXServersDC1)
    IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",
        numberOfServersHostingActiveMailboxesPerDatacenter>1,
        numberOfHaDbCopyInstancesInPdcActual>=1,
        input.siteResilienceModel="Active/Active (Single DAG)",
        dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="Yes"),
      ROUNDUP(totalNumberOfDc2PassiveDbCopiesInDc1PerDag/totalNumberOfDatabaseCopiesPerServer,0),
      0)`,
  row`numberOfLaggedCopyServersPerDag | Number of Lagged Copy Servers / DAG | copies | Role Requirements!I98 (calcNumLagMBXServers)
    IF(
      AND(
        input.laggedCopies>0,laggedDatabaseCopiesHostedOnDedicatedServers="Yes",
        input.highAvailability="Yes"),
      ROUNDUP(numberOfLaggedCopiesPerDagInDc1/totalNumberOfDatabaseCopiesPerServer,0)
      +ROUNDUP(numberOfLaggedCopiesPerDagInDc2/totalNumberOfDatabaseCopiesPerServer,0),
      0)`,
  row`replaylagmanagerEnabled | ReplayLagManager Enabled |  | Role Requirements!C113 (calcReplayLagManagerEnabled)
    IF(
      AND(
        input.highAvailability="Yes",laggedDatabaseCopiesHostedOnDedicatedServers="No",
        input.haCopies>=3),
      input.replayLagManager,
      "No")`,
  row`numberOfDc1PassiveHaDbCopiesInDc2PerDag | Number of DC1 Passive HA DB Copies in DC2 / DAG | copies | Role Requirements!C90 (calcNumHAPassCopiesDC1inDC2)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",input.haCopiesSecondary>0),
      numberOfHaDbCopyInstancesInSdcActual*numberOfActiveDatabasesInDatacenter1PerDag,
      0)`,
  row`totalNumberOfDc1PassiveDbCopiesInDc2PerDag | Total Number of DC1 Passive DB Copies in DC2 / DAG | copies | Role Requirements!C91 (calcTotNumPassiveCopiesDC1inDC2)
    numberOfDc1PassiveHaDbCopiesInDc2PerDag+${dc2LaggedCopiesOnActiveServers}`,
  row`numberOfDrMailboxServersInDc2PerDag | Number of DR Mailbox Servers in DC2 / DAG | servers | Role Requirements!I89 (calcNumPMBXServersDC2)
    IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",
        OR(
          numberOfHaDbCopyInstancesInSdc>0,
          OR(
            numberOfHaDbCopyInstancesInSdc=0,
            AND(
              laggedDatabaseCopiesHostedOnDedicatedServers="No",
              numberOfLaggedDbCopyInstancesInSdc>0)
          )
        )
      ),
      IF(
        OR(
          ${singleDagSharedServers},
          AND(
            numberOfServersHostingActiveMailboxesPerDatacenter=1,
            input.siteResilienceModel="Active/Active (Single DAG)")
        ),
        0,
        MIN(
          input.exchangeServersPerDag,
          ROUNDUP(totalNumberOfDc1PassiveDbCopiesInDc2PerDag/totalNumberOfDatabaseCopiesPerServer,0)
        )
      ),
      0)`,
  row`numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag | Number of DC2 Active+Passive HA DB Copies in DC2 / DAG | copies | Role Requirements!C89 (calcTotNumHACopiesDC2inDC2)
    IF(
      ${singleDagAcrossSites},
      numberOfActiveDatabasesInDatacenter2PerDag*numberOfHaDbCopyInstancesInPdcActual,
      0)`,
  row`numberOfLaggedDbCopiesPerDagInDatacenter2 | Number of Lagged DB Copies / DAG in Datacenter 2 | copies | Role Requirements!I119 (TotNumLagDBCopiesDC2)
    numberOfLaggedCopiesPerDagInDc2`,
  row`numberOfActiveMailboxServersInDc2PerDag | Number of Active Mailbox Servers in DC2 / DAG | servers | Role Requirements!I88 (calcNumAMBXServersDC2)
    IF(
      ${singleDagAcrossSites},
      MIN(
        input.exchangeServersPerDag,
        ROUNDUP(
          (numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag
            +IF(
              dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No",
              numberOfDc1PassiveHaDbCopiesInDc2PerDag,
              0)
            +IF(
              laggedDatabaseCopiesHostedOnDedicatedServers="No",
              numberOfLaggedDbCopiesPerDagInDatacenter2,
              0))
          /totalNumberOfDatabaseCopiesPerServer,
          0)
      ),
      0)`,
  row`totalNumberOfMailboxServersPerDag | Total Number of Mailbox Servers / DAG | servers | Role Requirements!I91 (TotNumMBXServersinDAG)
    IF(
      input.highAvailability="Yes",
      IF(
        AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Multiple DAGs)"),
        numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc2PerDag,
        numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc1PerDag
        +(numberOfDrMailboxServersInDc2PerDag+numberOfActiveMailboxServersInDc2PerDag)
      ),
      "--")`,
  row`numberOfHaDbCopiesPerDagInDatacenter1 | Number of HA DB Copies / DAG in Datacenter 1 | copies | Role Requirements!I116 (TotNumDBCopiesDC1)
    IF(
      input.highAvailability="Yes",
      IF(
        input.siteResilience="Yes",
        IF(
          ${passiveOrMultipleDags},
          numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag,
          numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag+numberOfDc2PassiveHaDbCopiesInDc1PerDag),
        numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag),
      0)`,
  row`numberOfHaDbCopiesPerDagInDatacenter2 | Number of HA DB Copies / DAG in Datacenter 2 | copies | Role Requirements!I117 (TotNumDBCopiesDC2)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes"),
      IF(
        ${passiveOrMultipleDags},
        numberOfDc1PassiveHaDbCopiesInDc2PerDag,
        numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag+numberOfDc1PassiveHaDbCopiesInDc2PerDag),
      0)`,
  row`numberOfActiveDatabasesPerPdcServerNormalRunTime | Number of Active Databases / PDC Server (Normal Run time) | databases | Role Requirements!C116 (calcNumActiveDBs)
    IF(
      input.highAvailability="Yes",
      IF(
        numberOfActiveDatabasesInDatacenter1PerDag=1,
        numberOfActiveDatabasesInDatacenter1PerDag,
        numberOfActiveDatabasesInDatacenter1PerDag
        /numberOfServersHostingActiveMailboxesPerDatacenter
      ),
      "--")`,
  row`numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure | Number of Active Databases / PDC Server (After First PDC Server Failure) | databases | Role Requirements!C117 (calcNumActiveDBsFF)
    IF(
      input.highAvailability="Yes",
      IF(
        numberOfHaDbCopyInstancesInPdcActual>1,
        IF(
          numberOfActiveDatabasesInDatacenter1PerDag=1,
          numberOfActiveDatabasesInDatacenter1PerDag,
          IF(
            ${singleFailureActiveDatabases}=numberOfActiveDatabasesPerPdcServerNormalRunTime,
            "--",
            ${singleFailureActiveDatabases})
        ),
        IF(
          AND(
            input.activationBlockSecondary="No",
            numberOfServersHostingActiveMailboxesPerDatacenter>1),
          numberOfActiveDatabasesPerPdcServerNormalRunTime,
          "--")
      ),
      "--")`,
  row`numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure | Number of Active Databases / PDC Server (After Second PDC Server Failure) | databases | Role Requirements!C121 (calcNumActiveDBsSF)
    IF(
      input.highAvailability="Yes",
      IF(
        input.siteResilience="Yes",
        IF(
          input.activationBlockSecondary="No",
          IF(
            AND(
              input.haCopies>=3,numberOfServersHostingActiveMailboxesPerDatacenter,
              IF(
                ${singleDagSharedServers},
                numberOfActiveMailboxServersInDc2PerDag,
                numberOfDrMailboxServersInDc2PerDag)
              >=4
            ),
            IF(
              numberOfHaDbCopyInstancesInPdcActual>=3,
              ${doubleFailureActiveDatabasesCapped},
              IF(
                numberOfServersHostingActiveMailboxesPerDatacenter>2,
                MIN(
                  totalNumberOfDatabaseCopiesPerServer,
                  ROUNDUP(
                    (numberOfActiveDatabasesInDatacenter1PerDag
                      -ROUNDUP(${normalRunTimeDatabasesPerSurvivor},0)*2)
                    /(numberOfServersHostingActiveMailboxesPerDatacenter-2),
                    0)
                  +${asymmetryExtraDatabases}
                ),
                0)
            ),
            "--"),
          IF(
            AND(
              numberOfHaDbCopyInstancesInPdcActual>=3,
              numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc2PerDag>=4),
            MIN(totalNumberOfDatabaseCopiesPerServer,${doubleFailureActiveDatabases}),
            "--")
        ),
        IF(
          AND(
            numberOfHaDbCopyInstancesInPdcActual>=3,
            numberOfServersHostingActiveMailboxesPerDatacenter>=4),
          ${doubleFailureActiveDatabasesCapped},
          "--")
      ),
      "--")`,
  row.noted(
    "Role Requirements!C103 without MAX(..., calcNumDBMemSizingSDC): the value C130 reads (departures.ts)."
  )`numberOfDatabasesUsedInMemorySizingPrimaryDatacenterTermsOnly | Number of Databases Used in Memory Sizing (primary datacenter terms only) | databases | Role Requirements!C103 (calcNumDBMemSizing, primary-datacenter terms)
    ${memorySizingDatabases(worstFailureActiveDatabases)}`,
  row`numberOfActiveDatabasesPerServerAfterActivation | Number of Active Databases / Server (After Activation) | databases | Role Requirements!C127 (calcNumActiveDBsSiteF)
    IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",input.haCopiesSecondary<>0,
        validationError=FALSE),
      IF(
        OR(
          ${singleDagWithoutDedicatedDr},
          AND(
            numberOfHaDbCopyInstancesInPdcActual=1,
            numberOfServersHostingActiveMailboxesPerDatacenter=1,input.siteResilience="Yes",
            input.siteResilienceModel="Active/Active (Single DAG)")
        ),
        ROUNDUP(recommendedNumberOfDatabasesPerDag/numberOfActiveMailboxServersInDc2PerDag,0),
        ROUNDUP(
          IF(
            input.haCopiesSecondary=1,
            numberOfDc1PassiveHaDbCopiesInDc2PerDag/numberOfDrMailboxServersInDc2PerDag,
            IF(
              input.siteResilienceModel="Active/Active (Single DAG)",
              numberOfActiveDatabasesInDatacenter2PerDag,
              recommendedNumberOfDatabasesPerDag)
            /numberOfDrMailboxServersInDc2PerDag
          ),
          0)
      ),
      "--")`,
  ...activeDatabasesAfterActivationFailures(),
  row.noted(
    "Reads calcNumDBMemSizing without its secondary-datacenter term, to break the sheet's cycle C103-C130 (departures.ts)."
  )`numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter | Number of Databases Used in Memory Sizing in Secondary Datacenter | databases | Role Requirements!C130 (calcNumDBMemSizingSDC)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes"),
      IF(
        AND(
          numberOfActiveMailboxServersInDc1PerDag=1,numberOfHaDbCopyInstancesInPdc=1,
          input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)"),
        numberOfDatabasesUsedInMemorySizingPrimaryDatacenterTermsOnly,
        MAX(
          numberOfActiveDatabasesPerServerAfterActivation,
          numberOfActiveDatabasesPerServer1stServerFailureAfterActivation,
          numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation)
      ),
      "--")`,
  row`numberOfDatabasesUsedInMemorySizing | Number of Databases Used in Memory Sizing | databases | Role Requirements!C103 (calcNumDBMemSizing)
    ${memorySizingDatabases(memorySizingAcrossSites)}`,
  row`itemsPerServerActive | Items per Server (Active) | items | Role Requirements!C105 (calcItemsPerServerActive)
    (${tiersSizeOverMessageKB})*numberOfDatabasesUsedInMemorySizing`,
  row`itemsPerServerPassive | Items per Server (Passive) | items | Role Requirements!C106 (calcItemsPerServerPassive)
    (${tiersSizeOverMessageKB})
    *(totalNumberOfDatabaseCopiesPerServer-numberOfDatabasesUsedInMemorySizing)`,
  row`actualDbCachePerMailbox | Actual DB Cache / Mailbox | MB | Role Requirements!C104 (calcAvDBCache)
    calculatedEseDatabaseCacheSizeBasedOnServerMemory/numberOfDatabasesUsedInMemorySizing*1
    /recommendedNumberOfMailboxesPerDb*1024`,
  row`logReplayLagTime | Log Replay Lag Time | hours | Role Requirements!I96 (ReplayLagTime)
    IF(input.laggedCopies<>0,MIN(input.replayLagHours/24,14),0)`,
  row`logTruncationLagTime | Log Truncation Lag Time | hours | Role Requirements!I97 (TruncationLagTime)
    IF(input.laggedCopies<>0,MIN(input.truncationLagHours/24,14),0)`,
  row`numberOfLaggedCopyServersInDc2PerDag | Number of Lagged Copy Servers in DC2 / DAG | copies | Role Requirements!I100 (calcNumLagMBXServersSDC)
    IF(
      AND(
        input.highAvailability="Yes",input.siteResilience="Yes",
        laggedDatabaseCopiesHostedOnDedicatedServers="Yes",input.laggedCopiesSecondary>0),
      ROUNDUP(numberOfLaggedCopiesPerDagInDc2/totalNumberOfDatabaseCopiesPerServer,0),
      0)`,
  row`numberOfLaggedCopyServersInDc1PerDag | Number of Lagged Copy Servers in DC1 / DAG | copies | Role Requirements!I99 (calcNumLagMBXServersPDC)
    numberOfLaggedCopyServersPerDag-numberOfLaggedCopyServersInDc2PerDag`,
  row`remainingServersAfterWorstFailureMode | Remaining Servers after Worst Failure Mode | servers | Role Requirements!C107 (calcRemainingServers)
    IF(
      input.highAvailability="Yes",
      (totalNumberOfMailboxServersPerDag+numberOfLaggedCopyServersInDc1PerDag
        +numberOfLaggedCopyServersInDc2PerDag
        -IF(
          AND(
            input.highAvailability="Yes",input.siteResilience="Yes",
            numberOfHaDbCopyInstancesInSdc>0),
          numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc1PerDag
          +numberOfLaggedCopyServersInDc1PerDag
          +IF(
            numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation<>"--",
            2,
            IF(numberOfActiveDatabasesPerServer1stServerFailureAfterActivation<>"--",1,0)),
          IF(
            numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure<>"--",
            2,
            IF(numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure<>"--",1,0))
        ))
      *input.dagCount,
      input.exchangeServersPerDag)`,
];
