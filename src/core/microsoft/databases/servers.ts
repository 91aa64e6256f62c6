/**
 * Mailbox servers, DAGs, copies per server and active databases per server in each failure mode (Role Requirements, Server, Lag and Activation calculations).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import {
  add,
  and,
  bool,
  cmp,
  div,
  iff,
  max,
  min,
  mod,
  mul,
  or,
  ref,
  round,
  roundup,
  sub,
  text,
} from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const serverSteps: readonly Step[] = [
  msStep(
    "numberOfActiveMailboxServersInDc1PerDag",
    "Number of Active Mailbox Servers in DC1 / DAG",
    ref("input.exchangeServersPerDag"),
    "servers",
    "Role Requirements!I86 (calcNumAMBXServersDC1)"
  ),
  msStep(
    "numberOfServersHostingActiveMailboxesPerDatacenter",
    "Number of Servers Hosting Active Mailboxes / Datacenter",
    ref("input.exchangeServersPerDag"),
    "mailboxes",
    "Role Requirements!C99 (numActMBXSvrsPerDC)"
  ),
  msStep(
    "databaseAndLogIsolationConfigured",
    "Database and Log Isolation Configured",
    iff(
      or(
        cmp("input.highAvailability", "=", text("No")),
        cmp("input.backupMode", "=", text("Hardware VSS Backup/Restore"))
      ),
      text("Yes"),
      text("No")
    ),
    "",
    "Role Requirements!C112 (DBLogIsolation)"
  ),
  msStep(
    "deployWithMultipleDatabasesPerVolume",
    "Deploy with Multiple Databases per Volume",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"), ">=", 3),
        cmp("input.jbod", "=", text("Yes"))
      ),
      iff(
        and(
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          cmp(
            add("numberOfHaDbCopyInstancesInPdcActual", "numberOfLaggedDbCopyInstancesInPdcActual"),
            "<>",
            add("numberOfHaDbCopyInstancesInSdcActual", "numberOfLaggedDbCopyInstancesInSdcActual")
          )
        ),
        text("No"),
        iff(
          and(
            cmp("input.siteResilience", "=", text("Yes")),
            or(
              cmp("input.siteResilienceModel", "=", text("Active/Passive")),
              cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
            ),
            cmp(
              add(
                "numberOfHaDbCopyInstancesInPdcActual",
                "numberOfLaggedDbCopyInstancesInPdcActual"
              ),
              "<>",
              add(
                "numberOfHaDbCopyInstancesInSdcActual",
                "numberOfLaggedDbCopyInstancesInSdcActual"
              )
            ),
            cmp(
              iff(
                mod(
                  div(
                    "numberOfServersHostingActiveMailboxesPerDatacenter",
                    add(
                      "numberOfHaDbCopyInstancesInPdcActual",
                      "numberOfLaggedDbCopyInstancesInPdcActual"
                    )
                  ),
                  1
                ),
                bool(true),
                bool(false)
              ),
              "=",
              bool(true)
            )
          ),
          text("No"),
          "input.multipleDatabasesPerVolume"
        )
      ),
      text("No")
    ),
    "databases",
    "Role Requirements!C110 (calcMultipleDBVolume)"
  ),
  msStep(
    "dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter",
    "Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter",
    iff(
      cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
      text("No"),
      "input.dedicatedDrServers"
    ),
    "servers",
    "Role Requirements!C108 (calcSRAASDDRServers)"
  ),
  msStep(
    "laggedDatabaseCopiesHostedOnDedicatedServers",
    "Lagged Database Copies Hosted on Dedicated Servers",
    iff(
      cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
      text("No"),
      "input.laggedCopiesOnDedicatedServers"
    ),
    "copies",
    "Role Requirements!C109 (calcDedLaggedCopyServer)"
  ),
  msStep(
    "preferredStorageArchitecturePrimaryDatacenter",
    "Preferred Storage Architecture (Primary Datacenter)",
    iff(
      iff(
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
        and(
          cmp("input.jbod", "=", text("Yes")),
          or(
            cmp("volumeArchitecture", "=", text("1 Volume / DB")),
            cmp("volumeArchitecture", "=", text("Multiple DBs / Volume"))
          ),
          cmp("input.haCopies", ">=", 3),
          or(
            cmp("numberOfLaggedDbCopyInstancesInPdcActual", "=", 0),
            iff(
              cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
              cmp("numberOfLaggedDbCopyInstancesInPdcActual", ">=", 1),
              cmp("numberOfLaggedDbCopyInstancesInPdcActual", ">=", 2)
            )
          )
        ),
        and(
          cmp("input.jbod", "=", text("Yes")),
          or(
            cmp("volumeArchitecture", "=", text("1 Volume / DB")),
            cmp("volumeArchitecture", "=", text("Multiple DBs / Volume"))
          ),
          cmp("input.haCopies", ">=", 3)
        )
      ),
      iff(
        and(
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No")),
          iff(
            cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
            cmp(
              add(
                "numberOfLaggedDbCopyInstancesInSdcActual",
                "numberOfHaDbCopyInstancesInSdcActual"
              ),
              "=",
              1
            ),
            cmp("numberOfHaDbCopyInstancesInSdcActual", "=", 1)
          )
        ),
        text("RAID"),
        text("JBOD")
      ),
      text("RAID")
    ),
    "",
    "Role Requirements!I127 (PreferredStorageArch)"
  ),
  msStep(
    "automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired",
    "Automatically calculate number of Exchange database volumes required",
    iff(cmp("input.highAvailability", "=", text("Yes")), "input.autoCalculateVolumes", text("Yes")),
    "",
    "Role Requirements!C111 (calcDiskLimitOverride)"
  ),
  msStep(
    "totalMailboxesInTheEnvironment",
    "Total Mailboxes in the Environment",
    add(add(add("tier1.mailboxes", "tier3.mailboxes"), "tier2.mailboxes"), "tier4.mailboxes"),
    "mailboxes",
    "Role Requirements!C97 (TotalMBX)"
  ),
  msStep(
    "totalDAGsInTheEnvironment",
    "Total DAGs in the Environment",
    mul(
      "input.dagCount",
      iff(
        and(
          cmp("input.highAvailability", "=", text("Yes")),
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
        ),
        2,
        1
      )
    ),
    "DAGs",
    "Role Requirements!C96 (calcNumDAGs)"
  ),
  msStep(
    "totalMailboxesPerDag",
    "Total Mailboxes / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      div("totalMailboxesInTheEnvironment", "totalDAGsInTheEnvironment"),
      text("--")
    ),
    "mailboxes",
    "Role Requirements!C98 (TotMBXPerDAG)"
  ),
  msStep(
    "numberOfActiveDatabasesInDatacenter1PerDag",
    "Number of Active Databases in Datacenter 1 / DAG",
    roundup(
      mul(
        "recommendedNumberOfDatabasesPerDag",
        iff(
          and(
            cmp("input.highAvailability", "=", text("Yes")),
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
          ),
          "userDistribution",
          1
        )
      ),
      0
    ),
    "databases",
    "Role Requirements!C86 (RecNumDBsDC1)"
  ),
  msStep(
    "numberOfActiveDatabasesInDatacenter2PerDag",
    "Number of Active Databases in Datacenter 2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
      ),
      sub("recommendedNumberOfDatabasesPerDag", "numberOfActiveDatabasesInDatacenter1PerDag"),
      0
    ),
    "databases",
    "Role Requirements!C87 (RecNumDBsDC2)"
  ),
  msStep(
    "numberOfDc2PassiveHaDbCopiesInDc1PerDag",
    "Number of DC2 Passive HA DB Copies in DC1 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
        cmp("input.haCopiesSecondary", ">", 0)
      ),
      mul("numberOfHaDbCopyInstancesInSdcActual", "numberOfActiveDatabasesInDatacenter2PerDag"),
      0
    ),
    "copies",
    "Role Requirements!C92 (calcNumHAPassCopiesDC2inDC1)"
  ),
  msStep(
    "numberOfLaggedCopiesPerDagInDc2",
    "Number of Lagged Copies / DAG in DC2",
    mul(
      add(
        iff(
          and(
            cmp("numberOfLaggedDbCopyInstancesInPdcActual", ">", 0),
            cmp("input.highAvailability", "=", text("Yes")),
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
          ),
          "numberOfLaggedDbCopyInstancesInPdcActual",
          0
        ),
        "numberOfLaggedDbCopyInstancesInSdcActual"
      ),
      iff(
        and(
          cmp("input.highAvailability", "=", text("Yes")),
          cmp("input.siteResilience", "=", text("Yes")),
          or(
            cmp("input.siteResilienceModel", "=", text("Active/Passive")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
          )
        ),
        "numberOfActiveDatabasesInDatacenter1PerDag",
        "numberOfActiveDatabasesInDatacenter2PerDag"
      )
    ),
    "copies",
    "Role Requirements!I102 (calcTotNumLagDBCopiesSDC)"
  ),
  msStep(
    "totalNumberOfDc2PassiveDbCopiesInDc1PerDag",
    "Total Number of DC2 Passive DB Copies in DC1 / DAG",
    add(
      "numberOfDc2PassiveHaDbCopiesInDc1PerDag",
      iff(
        and(
          cmp("input.laggedCopiesSecondary", ">", 0),
          cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No"))
        ),
        "numberOfLaggedCopiesPerDagInDc2",
        0
      )
    ),
    "copies",
    "Role Requirements!C93 (calcTotNumPassiveCopiesDC2inDC1)"
  ),
  msStep(
    "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
    "Number of DC1 Active+Passive HA DB Copies in DC1 / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul("numberOfActiveDatabasesInDatacenter1PerDag", "numberOfHaDbCopyInstancesInPdcActual"),
      0
    ),
    "copies",
    "Role Requirements!C88 (calcTotNumHACopiesDC1inDC1)"
  ),
  msStep(
    "numberOfLaggedCopiesPerDagInDc1",
    "Number of Lagged Copies / DAG in DC1",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        or(
          cmp("input.siteResilienceModel", "=", text("Active/Passive")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
        )
      ),
      mul("numberOfLaggedDbCopyInstancesInPdcActual", "recommendedNumberOfDatabasesPerDag"),
      mul(
        add(
          iff(
            cmp("numberOfLaggedDbCopyInstancesInPdcActual", ">", 0),
            "numberOfLaggedDbCopyInstancesInPdcActual",
            0
          ),
          "numberOfLaggedDbCopyInstancesInSdcActual"
        ),
        "numberOfActiveDatabasesInDatacenter1PerDag"
      )
    ),
    "copies",
    "Role Requirements!I101 (calcTotNumLagDBCopiesPDC)"
  ),
  msStep(
    "numberOfLaggedDbCopiesPerDagInDatacenter1",
    "Number of Lagged DB Copies / DAG in Datacenter 1",
    ref("numberOfLaggedCopiesPerDagInDc1"),
    "copies",
    "Role Requirements!I118 (TotNumLagDBCopiesDC1)"
  ),
  msStep(
    "totalNumberOfDatabaseCopiesPerServer",
    "Total Number of Database Copies per Server",
    min(
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        round(
          div(
            add(
              add(
                "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
                iff(
                  and(
                    cmp("input.siteResilience", "=", text("Yes")),
                    cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                    cmp(
                      "dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter",
                      "=",
                      text("No")
                    )
                  ),
                  "numberOfDc2PassiveHaDbCopiesInDc1PerDag",
                  0
                )
              ),
              iff(
                cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
                "numberOfLaggedDbCopiesPerDagInDatacenter1",
                0
              )
            ),
            "numberOfServersHostingActiveMailboxesPerDatacenter"
          ),
          0
        ),
        "numberOfActiveDatabasesInDatacenter1PerDag"
      ),
      iff(
        cmp("automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired", "=", text("Yes")),
        9999,
        mul("input.dataVolumesPerServer", "recommendedDatabasesPerVolume")
      )
    ),
    "copies",
    "Role Requirements!C102 (TotNumDBCopiesServer)"
  ),
  msStep(
    "numberOfDrMailboxServersInDc1PerDag",
    "Number of DR Mailbox Servers in DC1 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("numberOfServersHostingActiveMailboxesPerDatacenter", ">", 1),
        cmp("numberOfHaDbCopyInstancesInPdcActual", ">=", 1),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
        cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("Yes"))
      ),
      roundup(
        div("totalNumberOfDc2PassiveDbCopiesInDc1PerDag", "totalNumberOfDatabaseCopiesPerServer"),
        0
      ),
      0
    ),
    "servers",
    "Role Requirements!I87 (calcNumPMBXServersDC1)"
  ),
  msStep(
    "numberOfLaggedCopyServersPerDag",
    "Number of Lagged Copy Servers / DAG",
    iff(
      and(
        cmp("input.laggedCopies", ">", 0),
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("Yes")),
        cmp("input.highAvailability", "=", text("Yes"))
      ),
      add(
        roundup(div("numberOfLaggedCopiesPerDagInDc1", "totalNumberOfDatabaseCopiesPerServer"), 0),
        roundup(div("numberOfLaggedCopiesPerDagInDc2", "totalNumberOfDatabaseCopiesPerServer"), 0)
      ),
      0
    ),
    "copies",
    "Role Requirements!I98 (calcNumLagMBXServers)"
  ),
  msStep(
    "replaylagmanagerEnabled",
    "ReplayLagManager Enabled",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
        cmp("input.haCopies", ">=", 3)
      ),
      "input.replayLagManager",
      text("No")
    ),
    "",
    "Role Requirements!C113 (calcReplayLagManagerEnabled)"
  ),
  msStep(
    "numberOfDc1PassiveHaDbCopiesInDc2PerDag",
    "Number of DC1 Passive HA DB Copies in DC2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.haCopiesSecondary", ">", 0)
      ),
      mul("numberOfHaDbCopyInstancesInSdcActual", "numberOfActiveDatabasesInDatacenter1PerDag"),
      0
    ),
    "copies",
    "Role Requirements!C90 (calcNumHAPassCopiesDC1inDC2)"
  ),
  msStep(
    "totalNumberOfDc1PassiveDbCopiesInDc2PerDag",
    "Total Number of DC1 Passive DB Copies in DC2 / DAG",
    add(
      "numberOfDc1PassiveHaDbCopiesInDc2PerDag",
      iff(
        and(
          cmp("input.laggedCopiesSecondary", ">", 0),
          cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No"))
        ),
        "numberOfLaggedCopiesPerDagInDc2",
        0
      )
    ),
    "copies",
    "Role Requirements!C91 (calcTotNumPassiveCopiesDC1inDC2)"
  ),
  msStep(
    "numberOfDrMailboxServersInDc2PerDag",
    "Number of DR Mailbox Servers in DC2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        or(
          cmp("numberOfHaDbCopyInstancesInSdc", ">", 0),
          or(
            cmp("numberOfHaDbCopyInstancesInSdc", "=", 0),
            and(
              cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
              cmp("numberOfLaggedDbCopyInstancesInSdc", ">", 0)
            )
          )
        )
      ),
      iff(
        or(
          and(
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
            cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No"))
          ),
          and(
            cmp("numberOfServersHostingActiveMailboxesPerDatacenter", "=", 1),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
          )
        ),
        0,
        min(
          "input.exchangeServersPerDag",
          roundup(
            div(
              "totalNumberOfDc1PassiveDbCopiesInDc2PerDag",
              "totalNumberOfDatabaseCopiesPerServer"
            ),
            0
          )
        )
      ),
      0
    ),
    "servers",
    "Role Requirements!I89 (calcNumPMBXServersDC2)"
  ),
  msStep(
    "numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag",
    "Number of DC2 Active+Passive HA DB Copies in DC2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
      ),
      mul("numberOfActiveDatabasesInDatacenter2PerDag", "numberOfHaDbCopyInstancesInPdcActual"),
      0
    ),
    "copies",
    "Role Requirements!C89 (calcTotNumHACopiesDC2inDC2)"
  ),
  msStep(
    "numberOfLaggedDbCopiesPerDagInDatacenter2",
    "Number of Lagged DB Copies / DAG in Datacenter 2",
    ref("numberOfLaggedCopiesPerDagInDc2"),
    "copies",
    "Role Requirements!I119 (TotNumLagDBCopiesDC2)"
  ),
  msStep(
    "numberOfActiveMailboxServersInDc2PerDag",
    "Number of Active Mailbox Servers in DC2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
      ),
      min(
        "input.exchangeServersPerDag",
        roundup(
          div(
            add(
              add(
                "numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag",
                iff(
                  cmp(
                    "dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter",
                    "=",
                    text("No")
                  ),
                  "numberOfDc1PassiveHaDbCopiesInDc2PerDag",
                  0
                )
              ),
              iff(
                cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
                "numberOfLaggedDbCopiesPerDagInDatacenter2",
                0
              )
            ),
            "totalNumberOfDatabaseCopiesPerServer"
          ),
          0
        )
      ),
      0
    ),
    "servers",
    "Role Requirements!I88 (calcNumAMBXServersDC2)"
  ),
  msStep(
    "totalNumberOfMailboxServersPerDag",
    "Total Number of Mailbox Servers / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        and(
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
        ),
        add("numberOfActiveMailboxServersInDc1PerDag", "numberOfDrMailboxServersInDc2PerDag"),
        add(
          add("numberOfActiveMailboxServersInDc1PerDag", "numberOfDrMailboxServersInDc1PerDag"),
          add("numberOfDrMailboxServersInDc2PerDag", "numberOfActiveMailboxServersInDc2PerDag")
        )
      ),
      text("--")
    ),
    "servers",
    "Role Requirements!I91 (TotNumMBXServersinDAG)"
  ),
  msStep(
    "numberOfHaDbCopiesPerDagInDatacenter1",
    "Number of HA DB Copies / DAG in Datacenter 1",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp("input.siteResilience", "=", text("Yes")),
        iff(
          or(
            cmp("input.siteResilienceModel", "=", text("Active/Passive")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
          ),
          "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
          add(
            "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
            "numberOfDc2PassiveHaDbCopiesInDc1PerDag"
          )
        ),
        "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag"
      ),
      0
    ),
    "copies",
    "Role Requirements!I116 (TotNumDBCopiesDC1)"
  ),
  msStep(
    "numberOfHaDbCopiesPerDagInDatacenter2",
    "Number of HA DB Copies / DAG in Datacenter 2",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes"))
      ),
      iff(
        or(
          cmp("input.siteResilienceModel", "=", text("Active/Passive")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
        ),
        "numberOfDc1PassiveHaDbCopiesInDc2PerDag",
        add(
          "numberOfDc2ActivePassiveHaDbCopiesInDc2PerDag",
          "numberOfDc1PassiveHaDbCopiesInDc2PerDag"
        )
      ),
      0
    ),
    "copies",
    "Role Requirements!I117 (TotNumDBCopiesDC2)"
  ),
  msStep(
    "numberOfActiveDatabasesPerPdcServerNormalRunTime",
    "Number of Active Databases / PDC Server (Normal Run time)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp("numberOfActiveDatabasesInDatacenter1PerDag", "=", 1),
        "numberOfActiveDatabasesInDatacenter1PerDag",
        div(
          "numberOfActiveDatabasesInDatacenter1PerDag",
          "numberOfServersHostingActiveMailboxesPerDatacenter"
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C116 (calcNumActiveDBs)"
  ),
  msStep(
    "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
    "Number of Active Databases / PDC Server (After First PDC Server Failure)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp("numberOfHaDbCopyInstancesInPdcActual", ">", 1),
        iff(
          cmp("numberOfActiveDatabasesInDatacenter1PerDag", "=", 1),
          "numberOfActiveDatabasesInDatacenter1PerDag",
          iff(
            cmp(
              roundup(
                add(
                  "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                  div(
                    "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                    sub("numberOfServersHostingActiveMailboxesPerDatacenter", 1)
                  )
                ),
                0
              ),
              "=",
              "numberOfActiveDatabasesPerPdcServerNormalRunTime"
            ),
            text("--"),
            roundup(
              add(
                "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                div(
                  "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                  sub("numberOfServersHostingActiveMailboxesPerDatacenter", 1)
                )
              ),
              0
            )
          )
        ),
        iff(
          and(
            cmp("input.activationBlockSecondary", "=", text("No")),
            cmp("numberOfServersHostingActiveMailboxesPerDatacenter", ">", 1)
          ),
          "numberOfActiveDatabasesPerPdcServerNormalRunTime",
          text("--")
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C117 (calcNumActiveDBsFF)"
  ),
  msStep(
    "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
    "Number of Active Databases / PDC Server (After Second PDC Server Failure)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp("input.siteResilience", "=", text("Yes")),
        iff(
          cmp("input.activationBlockSecondary", "=", text("No")),
          iff(
            and(
              cmp("input.haCopies", ">=", 3),
              "numberOfServersHostingActiveMailboxesPerDatacenter",
              cmp(
                iff(
                  and(
                    cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                    cmp(
                      "dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter",
                      "=",
                      text("No")
                    )
                  ),
                  "numberOfActiveMailboxServersInDc2PerDag",
                  "numberOfDrMailboxServersInDc2PerDag"
                ),
                ">=",
                4
              )
            ),
            iff(
              cmp("numberOfHaDbCopyInstancesInPdcActual", ">=", 3),
              min(
                "totalNumberOfDatabaseCopiesPerServer",
                iff(
                  cmp(sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2), "=", 1),
                  div("totalNumberOfDatabaseCopiesPerServer", 2),
                  add(
                    roundup(
                      add(
                        "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                        div(
                          mul("numberOfActiveDatabasesPerPdcServerNormalRunTime", 2),
                          sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2)
                        )
                      ),
                      0
                    ),
                    iff(
                      cmp(
                        "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
                        "<",
                        "calculatedNumberOfDatabasesForSymmetricalDistribution"
                      ),
                      2,
                      0
                    )
                  )
                )
              ),
              iff(
                cmp("numberOfServersHostingActiveMailboxesPerDatacenter", ">", 2),
                min(
                  "totalNumberOfDatabaseCopiesPerServer",
                  add(
                    roundup(
                      div(
                        sub(
                          "numberOfActiveDatabasesInDatacenter1PerDag",
                          mul(
                            roundup(
                              div(
                                "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                                sub("numberOfServersHostingActiveMailboxesPerDatacenter", 1)
                              ),
                              0
                            ),
                            2
                          )
                        ),
                        sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2)
                      ),
                      0
                    ),
                    iff(
                      cmp(
                        "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
                        "<",
                        "calculatedNumberOfDatabasesForSymmetricalDistribution"
                      ),
                      2,
                      0
                    )
                  )
                ),
                0
              )
            ),
            text("--")
          ),
          iff(
            and(
              cmp("numberOfHaDbCopyInstancesInPdcActual", ">=", 3),
              cmp(
                add(
                  "numberOfActiveMailboxServersInDc1PerDag",
                  "numberOfDrMailboxServersInDc2PerDag"
                ),
                ">=",
                4
              )
            ),
            min(
              "totalNumberOfDatabaseCopiesPerServer",
              add(
                roundup(
                  add(
                    "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                    div(
                      mul("numberOfActiveDatabasesPerPdcServerNormalRunTime", 2),
                      sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2)
                    )
                  ),
                  0
                ),
                iff(
                  cmp(
                    "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
                    "<",
                    "calculatedNumberOfDatabasesForSymmetricalDistribution"
                  ),
                  2,
                  0
                )
              )
            ),
            text("--")
          )
        ),
        iff(
          and(
            cmp("numberOfHaDbCopyInstancesInPdcActual", ">=", 3),
            cmp("numberOfServersHostingActiveMailboxesPerDatacenter", ">=", 4)
          ),
          min(
            "totalNumberOfDatabaseCopiesPerServer",
            iff(
              cmp(sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2), "=", 1),
              div("totalNumberOfDatabaseCopiesPerServer", 2),
              add(
                roundup(
                  add(
                    "numberOfActiveDatabasesPerPdcServerNormalRunTime",
                    div(
                      mul("numberOfActiveDatabasesPerPdcServerNormalRunTime", 2),
                      sub("numberOfServersHostingActiveMailboxesPerDatacenter", 2)
                    )
                  ),
                  0
                ),
                iff(
                  cmp(
                    "numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag",
                    "<",
                    "calculatedNumberOfDatabasesForSymmetricalDistribution"
                  ),
                  2,
                  0
                )
              )
            )
          ),
          text("--")
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C121 (calcNumActiveDBsSF)"
  ),
  msStep(
    "numberOfDatabasesUsedInMemorySizingPrimaryDatacenterTermsOnly",
    "Number of Databases Used in Memory Sizing (primary datacenter terms only)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        and(
          cmp("numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure", "=", text("--")),
          cmp("numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure", "=", text("--"))
        ),
        mul(
          "numberOfActiveDatabasesPerPdcServerNormalRunTime",
          iff(
            and(
              cmp("numberOfHaDbCopyInstancesInPdcActual", "=", 1),
              cmp("input.siteResilience", "=", text("Yes")),
              cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
            ),
            2,
            1
          )
        ),
        iff(
          and(
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
            cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No"))
          ),
          max(
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure"
          ),
          max(
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure"
          )
        )
      ),
      "numberOfActiveDatabasesInDatacenter1PerDag"
    ),
    "databases",
    "Role Requirements!C103 (calcNumDBMemSizing, primary-datacenter terms)",
    "Role Requirements!C103 without MAX(..., calcNumDBMemSizingSDC): the value C130 reads (departures.ts)."
  ),
  msStep(
    "numberOfActiveDatabasesPerServerAfterActivation",
    "Number of Active Databases / Server (After Activation)",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.haCopiesSecondary", "<>", 0),
        cmp("validationError", "=", bool(false))
      ),
      iff(
        or(
          and(
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
            cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No"))
          ),
          and(
            cmp("numberOfHaDbCopyInstancesInPdcActual", "=", 1),
            cmp("numberOfServersHostingActiveMailboxesPerDatacenter", "=", 1),
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
          )
        ),
        roundup(
          div("recommendedNumberOfDatabasesPerDag", "numberOfActiveMailboxServersInDc2PerDag"),
          0
        ),
        roundup(
          iff(
            cmp("input.haCopiesSecondary", "=", 1),
            div("numberOfDc1PassiveHaDbCopiesInDc2PerDag", "numberOfDrMailboxServersInDc2PerDag"),
            div(
              iff(
                cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                "numberOfActiveDatabasesInDatacenter2PerDag",
                "recommendedNumberOfDatabasesPerDag"
              ),
              "numberOfDrMailboxServersInDc2PerDag"
            )
          ),
          0
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C127 (calcNumActiveDBsSiteF)"
  ),
  msStep(
    "numberOfActiveDatabasesPerServer1stServerFailureAfterActivation",
    "Number of Active Databases / Server (1st Server Failure after Activation)",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("numberOfHaDbCopyInstancesInSdc", ">=", 2),
        cmp("validationError", "=", bool(false))
      ),
      iff(
        and(
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No")),
          cmp("numberOfActiveMailboxServersInDc2PerDag", ">=", 2)
        ),
        add(
          iff(
            cmp(
              "numberOfActiveMailboxServersInDc2PerDag",
              "=",
              "numberOfServersHostingActiveMailboxesPerDatacenter"
            ),
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            roundup(
              div(
                "recommendedNumberOfDatabasesPerDag",
                sub("numberOfActiveMailboxServersInDc2PerDag", 1)
              ),
              0
            )
          ),
          "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure"
        ),
        iff(
          cmp("numberOfDrMailboxServersInDc2PerDag", ">=", 2),
          iff(
            cmp(
              "numberOfDrMailboxServersInDc2PerDag",
              "=",
              "numberOfServersHostingActiveMailboxesPerDatacenter"
            ),
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            roundup(
              div(
                "recommendedNumberOfDatabasesPerDag",
                sub("numberOfDrMailboxServersInDc2PerDag", 1)
              ),
              0
            )
          ),
          text("--")
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C128 (calcNumActiveDBsSiteF1F)"
  ),
  msStep(
    "numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation",
    "Number of Active Databases / Server (2nd Server Failure after Activation)",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.haCopiesSecondary", ">=", 3),
        cmp("validationError", "=", bool(false))
      ),
      iff(
        and(
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No")),
          cmp("numberOfActiveMailboxServersInDc2PerDag", ">=", 4)
        ),
        add(
          iff(
            cmp(
              "numberOfActiveMailboxServersInDc2PerDag",
              "=",
              "numberOfServersHostingActiveMailboxesPerDatacenter"
            ),
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
            roundup(
              div(
                "recommendedNumberOfDatabasesPerDag",
                sub("numberOfActiveMailboxServersInDc2PerDag", 2)
              ),
              0
            )
          ),
          "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure"
        ),
        iff(
          cmp("numberOfDrMailboxServersInDc2PerDag", ">=", 4),
          iff(
            cmp(
              "numberOfDrMailboxServersInDc2PerDag",
              "=",
              "numberOfServersHostingActiveMailboxesPerDatacenter"
            ),
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
            roundup(
              div(
                "recommendedNumberOfDatabasesPerDag",
                sub("numberOfDrMailboxServersInDc2PerDag", 2)
              ),
              0
            )
          ),
          text("--")
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C129 (calcNumActiveDBsSiteF2F)"
  ),
  msStep(
    "numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter",
    "Number of Databases Used in Memory Sizing in Secondary Datacenter",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes"))
      ),
      iff(
        and(
          cmp("numberOfActiveMailboxServersInDc1PerDag", "=", 1),
          cmp("numberOfHaDbCopyInstancesInPdc", "=", 1),
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
        ),
        "numberOfDatabasesUsedInMemorySizingPrimaryDatacenterTermsOnly",
        max(
          "numberOfActiveDatabasesPerServerAfterActivation",
          "numberOfActiveDatabasesPerServer1stServerFailureAfterActivation",
          "numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation"
        )
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C130 (calcNumDBMemSizingSDC)",
    "Reads calcNumDBMemSizing without its secondary-datacenter term, to break the sheet's cycle C103-C130 (departures.ts)."
  ),
  msStep(
    "numberOfDatabasesUsedInMemorySizing",
    "Number of Databases Used in Memory Sizing",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        and(
          cmp("numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure", "=", text("--")),
          cmp("numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure", "=", text("--"))
        ),
        mul(
          "numberOfActiveDatabasesPerPdcServerNormalRunTime",
          iff(
            and(
              cmp("numberOfHaDbCopyInstancesInPdcActual", "=", 1),
              cmp("input.siteResilience", "=", text("Yes")),
              cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
            ),
            2,
            1
          )
        ),
        iff(
          and(
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)")),
            cmp("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter", "=", text("No"))
          ),
          max(
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
            "numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter"
          ),
          max(
            "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
            "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure"
          )
        )
      ),
      "numberOfActiveDatabasesInDatacenter1PerDag"
    ),
    "databases",
    "Role Requirements!C103 (calcNumDBMemSizing)"
  ),
  msStep(
    "itemsPerServerActive",
    "Items per Server (Active)",
    mul(
      add(
        add(
          add(
            div(
              mul("tier1NumberOfMailboxesPerDb", "tier1.mailboxSizeOnDiskMB"),
              "input.tier1.avgMessageKB"
            ),
            div(
              mul("tier2NumberOfMailboxesPerDb", "tier2.mailboxSizeOnDiskMB"),
              "input.tier2.avgMessageKB"
            )
          ),
          div(
            mul("tier3NumberOfMailboxesPerDb", "tier3.mailboxSizeOnDiskMB"),
            "input.tier3.avgMessageKB"
          )
        ),
        div(
          mul("tier4NumberOfMailboxesPerDb", "tier4.mailboxSizeOnDiskMB"),
          "input.tier4.avgMessageKB"
        )
      ),
      "numberOfDatabasesUsedInMemorySizing"
    ),
    "items",
    "Role Requirements!C105 (calcItemsPerServerActive)"
  ),
  msStep(
    "itemsPerServerPassive",
    "Items per Server (Passive)",
    mul(
      add(
        add(
          add(
            div(
              mul("tier1NumberOfMailboxesPerDb", "tier1.mailboxSizeOnDiskMB"),
              "input.tier1.avgMessageKB"
            ),
            div(
              mul("tier2NumberOfMailboxesPerDb", "tier2.mailboxSizeOnDiskMB"),
              "input.tier2.avgMessageKB"
            )
          ),
          div(
            mul("tier3NumberOfMailboxesPerDb", "tier3.mailboxSizeOnDiskMB"),
            "input.tier3.avgMessageKB"
          )
        ),
        div(
          mul("tier4NumberOfMailboxesPerDb", "tier4.mailboxSizeOnDiskMB"),
          "input.tier4.avgMessageKB"
        )
      ),
      sub("totalNumberOfDatabaseCopiesPerServer", "numberOfDatabasesUsedInMemorySizing")
    ),
    "items",
    "Role Requirements!C106 (calcItemsPerServerPassive)"
  ),
  msStep(
    "actualDbCachePerMailbox",
    "Actual DB Cache / Mailbox",
    mul(
      div(
        mul(
          div(
            "calculatedEseDatabaseCacheSizeBasedOnServerMemory",
            "numberOfDatabasesUsedInMemorySizing"
          ),
          1
        ),
        "recommendedNumberOfMailboxesPerDb"
      ),
      1024
    ),
    "MB",
    "Role Requirements!C104 (calcAvDBCache)"
  ),
  msStep(
    "logReplayLagTime",
    "Log Replay Lag Time",
    iff(cmp("input.laggedCopies", "<>", 0), min(div("input.replayLagHours", 24), 14), 0),
    "hours",
    "Role Requirements!I96 (ReplayLagTime)"
  ),
  msStep(
    "logTruncationLagTime",
    "Log Truncation Lag Time",
    iff(cmp("input.laggedCopies", "<>", 0), min(div("input.truncationLagHours", 24), 14), 0),
    "hours",
    "Role Requirements!I97 (TruncationLagTime)"
  ),
  msStep(
    "numberOfLaggedCopyServersInDc2PerDag",
    "Number of Lagged Copy Servers in DC2 / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("Yes")),
        cmp("input.laggedCopiesSecondary", ">", 0)
      ),
      roundup(div("numberOfLaggedCopiesPerDagInDc2", "totalNumberOfDatabaseCopiesPerServer"), 0),
      0
    ),
    "copies",
    "Role Requirements!I100 (calcNumLagMBXServersSDC)"
  ),
  msStep(
    "numberOfLaggedCopyServersInDc1PerDag",
    "Number of Lagged Copy Servers in DC1 / DAG",
    sub("numberOfLaggedCopyServersPerDag", "numberOfLaggedCopyServersInDc2PerDag"),
    "copies",
    "Role Requirements!I99 (calcNumLagMBXServersPDC)"
  ),
  msStep(
    "remainingServersAfterWorstFailureMode",
    "Remaining Servers after Worst Failure Mode",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul(
        sub(
          add(
            add("totalNumberOfMailboxServersPerDag", "numberOfLaggedCopyServersInDc1PerDag"),
            "numberOfLaggedCopyServersInDc2PerDag"
          ),
          iff(
            and(
              cmp("input.highAvailability", "=", text("Yes")),
              cmp("input.siteResilience", "=", text("Yes")),
              cmp("numberOfHaDbCopyInstancesInSdc", ">", 0)
            ),
            add(
              add(
                add(
                  "numberOfActiveMailboxServersInDc1PerDag",
                  "numberOfDrMailboxServersInDc1PerDag"
                ),
                "numberOfLaggedCopyServersInDc1PerDag"
              ),
              iff(
                cmp(
                  "numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation",
                  "<>",
                  text("--")
                ),
                2,
                iff(
                  cmp(
                    "numberOfActiveDatabasesPerServer1stServerFailureAfterActivation",
                    "<>",
                    text("--")
                  ),
                  1,
                  0
                )
              )
            ),
            iff(
              cmp(
                "numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure",
                "<>",
                text("--")
              ),
              2,
              iff(
                cmp(
                  "numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure",
                  "<>",
                  text("--")
                ),
                1,
                0
              )
            )
          )
        ),
        "input.dagCount"
      ),
      "input.exchangeServersPerDag"
    ),
    "servers",
    "Role Requirements!C107 (calcRemainingServers)"
  ),
];
