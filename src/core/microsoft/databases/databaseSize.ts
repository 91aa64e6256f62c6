/**
 * Maximum database size, mailboxes per database and the number of databases (Role Requirements, Database Configuration).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import {
  add,
  and,
  ceiling,
  cmp,
  div,
  iferror,
  iff,
  iseven,
  max,
  min,
  mod,
  mul,
  or,
  permut,
  rounddown,
  roundup,
  sub,
  text,
} from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const databaseSizeSteps: readonly Step[] = [
  msStep(
    "calculatedMaximumDatabaseSize",
    "Calculated Maximum Database Size",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"), ">=", 2)
      ),
      iff(
        cmp("preferredStorageArchitecturePrimaryDatacenter", "=", text("JBOD")),
        iff(
          cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
          div(
            mul(
              div(
                iff(
                  cmp("input.siteResilience", "=", text("Yes")),
                  min("dbForDiskCap1", "dbForDiskCap2"),
                  "dbForDiskCap1"
                ),
                iff(
                  cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
                  div(
                    add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"),
                    iff(
                      or(
                        cmp("input.databasesPerVolumeMatchCopyCount", "=", text("No")),
                        and(
                          cmp("input.siteResilience", "=", text("Yes")),
                          cmp("input.siteResilienceModel", "=", text("Active/Passive"))
                        )
                      ),
                      iff(
                        iseven(
                          add(
                            "totalNumberOfHaDbCopyInstances",
                            "totalNumberOfLaggedDbCopyInstances"
                          )
                        ),
                        2,
                        1
                      ),
                      1
                    )
                  ),
                  1
                )
              ),
              sub(1, "input.volumeFreeSpacePercent")
            ),
            add(
              add(1, "contentIndexImpact"),
              div(
                "contentIndexImpact",
                iff(
                  cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
                  div(
                    add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"),
                    iff(
                      or(
                        cmp("input.databasesPerVolumeMatchCopyCount", "=", text("No")),
                        and(
                          cmp("input.siteResilience", "=", text("Yes")),
                          cmp("input.siteResilienceModel", "=", text("Active/Passive"))
                        )
                      ),
                      iff(
                        iseven(
                          add(
                            "totalNumberOfHaDbCopyInstances",
                            "totalNumberOfLaggedDbCopyInstances"
                          )
                        ),
                        2,
                        1
                      ),
                      1
                    )
                  ),
                  1
                )
              )
            )
          ),
          iff(
            cmp("dbRawDiskCap1", ">", 2500),
            2000,
            roundup(
              div(
                mul(
                  iff(
                    cmp("input.siteResilience", "=", text("Yes")),
                    min("dbForDiskCap1", "dbForDiskCap2"),
                    "dbForDiskCap1"
                  ),
                  sub(1, "input.volumeFreeSpacePercent")
                ),
                add(1, mul("contentIndexImpact", 2))
              ),
              0
            )
          )
        ),
        "maxDatabaseSize2OrMoreCopiesGB"
      ),
      "maxDatabaseSizeUnder2CopiesGB"
    ),
    "GB",
    "Role Requirements!C62 (calcMaxDBSize)"
  ),
  msStep(
    "recommendedMaximumDatabaseSize",
    "Recommended Maximum Database Size",
    min(
      "calculatedMaximumDatabaseSize",
      iff(
        cmp("input.maxDbSizeConfiguration", "=", text("Default")),
        "calculatedMaximumDatabaseSize",
        "input.maxDbSizeGB"
      )
    ),
    "GB",
    "Role Requirements!C63 (calcRecMaxDBSize)"
  ),
  msStep(
    "calculatedMaximumDatabasesPerVolume",
    "Calculated Maximum Databases per Volume",
    iff(
      cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
      min(
        rounddown(
          div(
            iff(
              cmp("input.siteResilience", "=", text("Yes")),
              min("dbForDiskCap1", "dbForDiskCap2"),
              "dbForDiskCap1"
            ),
            "recommendedMaximumDatabaseSize"
          ),
          0
        ),
        add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances")
      ),
      1
    ),
    "databases",
    "Role Requirements!C82 (calcMaxDBperVolume)"
  ),
  msStep(
    "recommendedDatabasesPerVolume",
    "Recommended Databases per Volume",
    iff(
      cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
      iff(
        and(
          cmp("input.highAvailability", "=", text("Yes")),
          cmp("input.siteResilience", "=", text("Yes")),
          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
        ),
        min(
          "calculatedMaximumDatabasesPerVolume",
          div(
            add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"),
            iff(
              cmp("input.databasesPerVolumeMatchCopyCount", "=", text("No")),
              iff(
                iseven(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances")),
                2,
                1
              ),
              1
            )
          )
        ),
        div(
          max(
            add("numberOfHaDbCopyInstancesInPdcActual", "numberOfLaggedDbCopyInstancesInPdcActual"),
            add("numberOfHaDbCopyInstancesInSdcActual", "numberOfLaggedDbCopyInstancesInSdcActual")
          ),
          iff(
            and(
              cmp("input.siteResilience", "=", text("No")),
              cmp("input.databasesPerVolumeMatchCopyCount", "=", text("No"))
            ),
            iff(
              iseven(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances")),
              2,
              1
            ),
            1
          )
        )
      ),
      1
    ),
    "databases",
    "Role Requirements!C83 (RecDBperVolume)"
  ),
  msStep(
    "maximumNumberOfSupportedDatabasesPerServer",
    "Maximum Number of Supported Databases / Server",
    iff(
      cmp("volumeDesign", "=", text("1/7")),
      "maxNumberDb2LUNsPerBackupSet",
      iff(
        cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
        iff(
          cmp(
            ceiling("maxNumberOfDatabases", "recommendedDatabasesPerVolume"),
            ">",
            "maxNumberOfDatabases"
          ),
          sub(
            ceiling("maxNumberOfDatabases", "recommendedDatabasesPerVolume"),
            "recommendedDatabasesPerVolume"
          ),
          ceiling("maxNumberOfDatabases", "recommendedDatabasesPerVolume")
        ),
        "maxNumberOfDatabases"
      )
    ),
    "databases",
    "Role Requirements!C64 (calcMaxNumDBs)"
  ),
  msStep(
    "calculatedNumberOfSupportedDatabasesPerDag",
    "Calculated Number of Supported Databases / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      rounddown(
        div(
          mul(
            "maximumNumberOfSupportedDatabasesPerServer",
            "numberOfServersHostingActiveMailboxesPerDatacenter"
          ),
          add(
            "numberOfHaDbCopyInstancesInPdcActual",
            iff(
              cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
              "numberOfLaggedDbCopyInstancesInPdcActual",
              0
            )
          )
        ),
        0
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C65 (calcMaxNumDBDAG)"
  ),
  msStep(
    "numberOfMailboxesPerDatabaseIODriven",
    "Number of Mailboxes per Database (I/O Driven)",
    iff(
      cmp("preferredStorageArchitecturePrimaryDatacenter", "=", text("JBOD")),
      div(
        iff(
          cmp(
            mod(rounddown(div("randDbDiskIo1", div("peakIops", "totalMailboxesPerDag")), 0), 2),
            "=",
            1
          ),
          sub(rounddown(div("randDbDiskIo1", div("peakIops", "totalMailboxesPerDag")), 0), 1),
          rounddown(div("randDbDiskIo1", div("peakIops", "totalMailboxesPerDag")), 0)
        ),
        iff(
          cmp("volumeArchitecture", "=", text("Multiple DBs / Volume")),
          "recommendedDatabasesPerVolume",
          1
        )
      ),
      text("--")
    ),
    "mailboxes",
    "Role Requirements!C74 (calcNumMBXPerDBIO)"
  ),
  msStep(
    "tier1UserMailboxRatio",
    "Tier-1 User Mailbox Ratio",
    div("tier1.mailboxes", "totalMailboxesInTheEnvironment"),
    "fraction",
    "Role Requirements!C66 (Tier1MBXRatio)"
  ),
  msStep(
    "tier3UserMailboxRatio",
    "Tier-3 User Mailbox Ratio",
    div("tier3.mailboxes", "totalMailboxesInTheEnvironment"),
    "fraction",
    "Role Requirements!C68 (Tier3MBXRatio)"
  ),
  msStep(
    "tier2UserMailboxRatio",
    "Tier-2 User Mailbox Ratio",
    div("tier2.mailboxes", "totalMailboxesInTheEnvironment"),
    "fraction",
    "Role Requirements!C67 (Tier2MBXRatio)"
  ),
  msStep(
    "tier4UserMailboxRatio",
    "Tier-4 User Mailbox Ratio",
    div("tier4.mailboxes", "totalMailboxesInTheEnvironment"),
    "fraction",
    "Role Requirements!C69 (Tier4MBXRatio)"
  ),
  msStep(
    "numberOfMailboxesPerDatabaseCapacityDriven",
    "Number of Mailboxes per Database (Capacity Driven)",
    div(
      mul(mul("recommendedMaximumDatabaseSize", sub(1, "input.dataOverheadFactor")), 1024),
      add(
        add(
          add(
            mul("tier1UserMailboxRatio", "tier1.mailboxSizeOnDiskMB"),
            mul("tier3UserMailboxRatio", "tier3.mailboxSizeOnDiskMB")
          ),
          mul("tier2UserMailboxRatio", "tier2.mailboxSizeOnDiskMB")
        ),
        mul("tier4UserMailboxRatio", "tier4.mailboxSizeOnDiskMB")
      )
    ),
    "mailboxes",
    "Role Requirements!C75 (calcNumMBXPerDBCap)"
  ),
  msStep(
    "calculatedNumberOfMailboxesPerDb",
    "Calculated Number of Mailboxes / DB",
    roundup(
      min("numberOfMailboxesPerDatabaseIODriven", "numberOfMailboxesPerDatabaseCapacityDriven"),
      0
    ),
    "mailboxes",
    "Role Requirements!C76 (calcMBXPerDB)"
  ),
  msStep(
    "calculatedNumberOfDatabasesPerDag",
    "Calculated Number of Databases / DAG",
    min(
      iff(
        cmp(
          roundup(
            div(
              iff(
                cmp("input.highAvailability", "=", text("Yes")),
                "totalMailboxesPerDag",
                div("totalMailboxesInTheEnvironment", "input.exchangeServersPerDag")
              ),
              "calculatedNumberOfMailboxesPerDb"
            ),
            0
          ),
          "<",
          2
        ),
        roundup(
          div(
            iff(
              cmp("input.highAvailability", "=", text("Yes")),
              "totalMailboxesPerDag",
              div("totalMailboxesInTheEnvironment", "input.exchangeServersPerDag")
            ),
            "calculatedNumberOfMailboxesPerDb"
          ),
          0
        ),
        ceiling(
          div(
            iff(
              cmp("input.highAvailability", "=", text("Yes")),
              "totalMailboxesPerDag",
              div("totalMailboxesInTheEnvironment", "input.exchangeServersPerDag")
            ),
            "calculatedNumberOfMailboxesPerDb"
          ),
          2
        )
      ),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        "calculatedNumberOfSupportedDatabasesPerDag",
        "maximumNumberOfSupportedDatabasesPerServer"
      )
    ),
    "databases",
    "Role Requirements!C77 (calcNumDBs)",
    "TotalMBXPerSvr (C100) is read only when High Availability is off, where it is TotalMBX/numMBXServers: written so, to break the sheet's static cycle C77-C100-C116-C86-C79-C80-C78 (departures.ts)."
  ),
  msStep(
    "calculatedNumberOfDatabasesForSymmetricalDistribution",
    "Calculated Number of Databases for Symmetrical Distribution",
    ceiling(
      "calculatedNumberOfDatabasesPerDag",
      permut(
        "numberOfActiveMailboxServersInDc1PerDag",
        add(
          "numberOfHaDbCopyInstancesInPdcActual",
          iff(
            cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
            "numberOfLaggedDbCopyInstancesInPdcActual",
            0
          )
        )
      )
    ),
    "databases",
    "Role Requirements!C78 (calcDBPerm)"
  ),
  msStep(
    "rawNumberOfDatabasesPerDag",
    "Raw Number of Databases / DAG",
    iferror(
      iff(
        cmp("input.databaseCountAutomatic", "=", text("No")),
        iff(
          cmp("input.highAvailability", "=", text("Yes")),
          iff(
            cmp("input.databaseCountCustom", ">", "calculatedNumberOfSupportedDatabasesPerDag"),
            "calculatedNumberOfSupportedDatabasesPerDag",
            "input.databaseCountCustom"
          ),
          iff(
            cmp("input.databaseCountCustom", ">", "maximumNumberOfSupportedDatabasesPerServer"),
            "maximumNumberOfSupportedDatabasesPerServer",
            "input.databaseCountCustom"
          )
        ),
        iff(
          cmp("input.highAvailability", "=", text("Yes")),
          iff(
            and(
              cmp("input.symmetricalDatabaseCount", "=", text("Yes")),
              cmp(
                "calculatedNumberOfSupportedDatabasesPerDag",
                ">",
                "calculatedNumberOfDatabasesForSymmetricalDistribution"
              )
            ),
            "calculatedNumberOfDatabasesForSymmetricalDistribution",
            iff(
              and(
                cmp("input.symmetricalDatabaseCount", "=", text("Yes")),
                cmp(
                  "calculatedNumberOfSupportedDatabasesPerDag",
                  "<",
                  "calculatedNumberOfDatabasesForSymmetricalDistribution"
                ),
                cmp(
                  sub(
                    "calculatedNumberOfDatabasesForSymmetricalDistribution",
                    "calculatedNumberOfSupportedDatabasesPerDag"
                  ),
                  "<",
                  permut(
                    "numberOfActiveMailboxServersInDc1PerDag",
                    "numberOfHaDbCopyInstancesInPdcActual"
                  )
                ),
                cmp(
                  sub(
                    "calculatedNumberOfDatabasesForSymmetricalDistribution",
                    permut(
                      "numberOfActiveMailboxServersInDc1PerDag",
                      "numberOfHaDbCopyInstancesInPdcActual"
                    )
                  ),
                  "<>",
                  0
                )
              ),
              sub(
                "calculatedNumberOfDatabasesForSymmetricalDistribution",
                permut(
                  "numberOfActiveMailboxServersInDc1PerDag",
                  "numberOfHaDbCopyInstancesInPdcActual"
                )
              ),
              iff(
                cmp(
                  "calculatedNumberOfDatabasesPerDag",
                  "=",
                  "calculatedNumberOfSupportedDatabasesPerDag"
                ),
                "calculatedNumberOfDatabasesPerDag",
                iff(
                  cmp("calculatedNumberOfDatabasesPerDag", "<=", 1),
                  1,
                  ceiling(
                    "calculatedNumberOfDatabasesPerDag",
                    mul(
                      "numberOfServersHostingActiveMailboxesPerDatacenter",
                      iff(
                        and(
                          cmp("input.highAvailability", "=", text("Yes")),
                          cmp("input.siteResilience", "=", text("Yes")),
                          cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
                        ),
                        2,
                        1
                      )
                    )
                  )
                )
              )
            )
          ),
          iff(
            cmp("calculatedNumberOfDatabasesPerDag", "<=", 1),
            1,
            "calculatedNumberOfDatabasesPerDag"
          )
        )
      ),
      1
    ),
    "databases",
    "Role Requirements!C80 (RawNumDBs)"
  ),
  msStep(
    "recommendedNumberOfDatabasesPerDag",
    "Recommended Number of Databases / DAG",
    iff(
      cmp("input.databaseCountAutomatic", "=", text("No")),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        iff(
          cmp("input.databaseCountCustom", ">", "calculatedNumberOfSupportedDatabasesPerDag"),
          "calculatedNumberOfSupportedDatabasesPerDag",
          add("input.databaseCountCustom", mod("input.databaseCountCustom", "diskGroupSize"))
        ),
        iff(
          cmp("input.databaseCountCustom", ">", "maximumNumberOfSupportedDatabasesPerServer"),
          "maximumNumberOfSupportedDatabasesPerServer",
          "input.databaseCountCustom"
        )
      ),
      min(
        "databaseOverideLimitPerServer",
        add(
          "rawNumberOfDatabasesPerDag",
          iff(
            cmp("input.highAvailability", "=", text("Yes")),
            mod("rawNumberOfDatabasesPerDag", "diskGroupSize"),
            0
          )
        )
      )
    ),
    "databases",
    "Role Requirements!C79 (RecNumDBs)"
  ),
  msStep(
    "recommendedNumberOfMailboxesPerDb",
    "Recommended Number of Mailboxes / DB",
    div(
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        "totalMailboxesPerDag",
        div("totalMailboxesInTheEnvironment", "input.exchangeServersPerDag")
      ),
      "recommendedNumberOfDatabasesPerDag"
    ),
    "mailboxes",
    "Role Requirements!C81 (MBXPerDB)",
    "TotalMBXPerSvr (C100) written as TotalMBX/numMBXServers, which it is when High Availability is off (departures.ts)."
  ),
  msStep(
    "tier1NumberOfMailboxesPerDb",
    "Tier-1 Number of Mailboxes / DB",
    mul("recommendedNumberOfMailboxesPerDb", "tier1UserMailboxRatio"),
    "mailboxes",
    "Role Requirements!C70 (NumTier1MBXDB)"
  ),
  msStep(
    "tier2NumberOfMailboxesPerDb",
    "Tier-2 Number of Mailboxes / DB",
    mul("recommendedNumberOfMailboxesPerDb", "tier2UserMailboxRatio"),
    "mailboxes",
    "Role Requirements!C71 (NumTier2MBXDB)"
  ),
  msStep(
    "tier3NumberOfMailboxesPerDb",
    "Tier-3 Number of Mailboxes / DB",
    mul("recommendedNumberOfMailboxesPerDb", "tier3UserMailboxRatio"),
    "mailboxes",
    "Role Requirements!C72 (NumTier3MBXDB)"
  ),
  msStep(
    "tier4NumberOfMailboxesPerDb",
    "Tier-4 Number of Mailboxes / DB",
    mul("recommendedNumberOfMailboxesPerDb", "tier4UserMailboxRatio"),
    "mailboxes",
    "Role Requirements!C73 (NumTier4MBXDB)"
  ),
];
