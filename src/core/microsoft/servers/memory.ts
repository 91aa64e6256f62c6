import {
  Step,
  add,
  and,
  ceiling,
  cmp,
  div,
  iff,
  max,
  mul,
  not,
  or,
  round,
  roundup,
  sub,
  text,
} from "../../formula";
import { minimumMemoryByCopies, msStep, tierSum } from "./build";

/**
 * Recommended RAM per server (E2013Calcv7.6, Role Requirements!C133:C144 primary, I133:I141 secondary,
 * C253:D253): the larger of the minimum RAM by database copies per server (Tables!A16:C21) and the ESE
 * cache (mailboxes / database x databases used in memory sizing x DB cache / mailbox) held as 25 % of
 * RAM, plus the CAS memory when multi-role, plus content-index memory when it exceeds a quarter of that;
 * rounded up to 2, 4, 8, 16 or 32 GB steps (at least 8 GB). Unit: GB.
 * Example (cases.json "example"): 30 GB cache -> 120 GB + 8.4 GB CAS = 128.4 GB -> 160 GB.
 */
export function memorySteps(tiers: number): Step[] {
  return [
    msStep(
      "minimumRequiredMemoryGB",
      "Minimum Required Memory",
      "GB",
      "Role Requirements!C133",
      minimumMemoryByCopies(
        iff(
          cmp("highAvailability", "=", text("Yes")),
          "databaseCopiesPerServerTotal",
          "recommendedDatabaseCount"
        )
      )
    ),
    msStep(
      "minimumDatabaseCacheMemoryGB",
      "Minimum ESE Database Cache Required Memory (Mailboxes)",
      "GB",
      "Role Requirements!C134",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                mul(`tier${i}.mailboxesPerDatabase`, "databasesUsedInMemorySizing"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        ),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                div(`tier${i}.mailboxes`, "exchangeServersPerDag"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        )
      )
    ),
    msStep(
      "cachePages",
      "Cache Pages",
      "pages",
      "Role Requirements!C135",
      div(mul(mul(mul("minimumDatabaseCacheMemoryGB", 1024), 1024), 1024), 32768)
    ),
    msStep(
      "casRoleMemoryGB",
      "Estimated Amount of Memory Required for CAS Role",
      "GB",
      "Role Requirements!C140",
      iff(
        cmp("megacyclesPerCore", "<>", 0),
        round(
          add(
            2,
            mul(
              mul(div("casMegacycles.worstFailure", "serverAvailableMegacycles"), "coresPerServer"),
              2
            )
          ),
          0
        ),
        add(mul(mul("coresPerServer", 2), 0.2), 2)
      )
    ),
    msStep(
      "calculatedServerRamGB",
      "Calculated Amount of Server RAM",
      "GB",
      "Role Requirements!C138",
      max(
        "minimumRequiredMemoryGB",
        add(
          div(div(div(div(mul(mul(100, "cachePages"), 32768), 25), 1024), 1024), 1024),
          iff(cmp("multiRole", "=", text("Yes")), "casRoleMemoryGB", 0)
        )
      )
    ),
    msStep(
      "itemsPerServerActive",
      "Items per Server (Active)",
      "items",
      "Role Requirements!C105",
      mul(
        tierSum(tiers, (i) =>
          div(
            mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.mailboxSizeOnDiskMB`),
            `tier${i}.avgMessageKB`
          )
        ),
        "databasesUsedInMemorySizing"
      )
    ),
    msStep(
      "itemsPerServerPassive",
      "Items per Server (Passive)",
      "items",
      "Role Requirements!C106",
      mul(
        tierSum(tiers, (i) =>
          div(
            mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.mailboxSizeOnDiskMB`),
            `tier${i}.avgMessageKB`
          )
        ),
        sub("databaseCopiesPerServerTotal", "databasesUsedInMemorySizing")
      )
    ),
    msStep(
      "contentIndexingMemoryGB",
      "Estimated Amount of Memory Required for Content Indexing",
      "GB",
      "Role Requirements!C139",
      add(
        7,
        div(add(mul("itemsPerServerActive", 110), mul("itemsPerServerPassive", 24)), 1073741824)
      )
    ),
    msStep(
      "calculatedServerRamTotalGB",
      "Calculated Amount of Server RAM (Total)",
      "GB",
      "Role Requirements!C141",
      iff(
        cmp(
          add(mul(0.25, "calculatedServerRamGB"), "contentIndexingMemoryGB"),
          ">",
          "calculatedServerRamGB"
        ),
        add("calculatedServerRamGB", "contentIndexingMemoryGB"),
        "calculatedServerRamGB"
      )
    ),
    msStep(
      "serverRamConfigurationGB",
      "Total Server RAM Configuration",
      "GB",
      "Role Requirements!C142",
      max(
        iff(
          cmp("calculatedServerRamTotalGB", ">=", 64),
          ceiling("calculatedServerRamTotalGB", 32),
          iff(
            cmp("calculatedServerRamTotalGB", ">=", 32),
            ceiling("calculatedServerRamTotalGB", 16),
            iff(
              cmp("calculatedServerRamTotalGB", ">=", 16),
              ceiling("calculatedServerRamTotalGB", 8),
              iff(
                cmp("calculatedServerRamTotalGB", ">=", 4),
                ceiling("calculatedServerRamTotalGB", 4),
                ceiling("calculatedServerRamTotalGB", 2)
              )
            )
          )
        ),
        8
      )
    ),
    msStep(
      "databaseCacheSizeGB",
      "Calculated ESE Database Cache Size Based on Server Memory",
      "GB",
      "Role Requirements!C143",
      mul("serverRamConfigurationGB", 0.25)
    ),
    msStep(
      "actualDatabaseCachePerMailboxMB",
      "Actual DB Cache / Mailbox",
      "MB",
      "Role Requirements!C104",
      mul(
        div(
          mul(div("databaseCacheSizeGB", "databasesUsedInMemorySizing"), 1),
          "recommendedMailboxesPerDatabase"
        ),
        1024
      )
    ),
    msStep(
      "minimumDatabaseCacheMemoryGBSecondary",
      "Minimum DB Cache Required Memory (Mailboxes)",
      "GB",
      "Role Requirements!I133",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("databasesUsedInMemorySizingSecondary", "<>", text("--"))
        ),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                mul(`tier${i}.mailboxesPerDatabase`, "databasesUsedInMemorySizingSecondary"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "cachePagesSecondary",
      "Cache Pages",
      "pages",
      "Role Requirements!I134",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        div(mul(mul(mul("minimumDatabaseCacheMemoryGBSecondary", 1024), 1024), 1024), 32768),
        text("--")
      )
    ),
    msStep(
      "itemsPerServerActiveSecondary",
      "Items per Server (Active)",
      "items",
      "Role Requirements!I135",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        mul(
          tierSum(tiers, (i) =>
            div(
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.mailboxSizeOnDiskMB`),
              `tier${i}.avgMessageKB`
            )
          ),
          "databasesUsedInMemorySizingSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "itemsPerServerPassiveSecondary",
      "Items per Server (Passive)",
      "items",
      "Role Requirements!I136",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        mul(
          tierSum(tiers, (i) =>
            div(
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.mailboxSizeOnDiskMB`),
              `tier${i}.avgMessageKB`
            )
          ),
          sub("databaseCopiesPerServerTotal", "databasesUsedInMemorySizingSecondary")
        ),
        text("--")
      )
    ),
    msStep(
      "contentIndexingMemoryGBSecondary",
      "Estimated Amount of Memory Required for Content Indexing",
      "GB",
      "Role Requirements!I137",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        add(
          7,
          div(
            add(
              mul("itemsPerServerActiveSecondary", 110),
              mul("itemsPerServerPassiveSecondary", 24)
            ),
            1073741824
          )
        ),
        text("--")
      )
    ),
    msStep(
      "casRoleMemoryGBSecondary",
      "Estimated Amount of Memory Required for CAS Role",
      "GB",
      "Role Requirements!I139",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        iff(
          cmp("megacyclesPerCoreSecondary", "<>", 0),
          round(
            add(
              2,
              mul(
                mul(
                  div("casMegacyclesSecondary.worstFailure", "serverAvailableMegacyclesSecondary"),
                  "coresPerServerSecondary"
                ),
                2
              )
            ),
            0
          ),
          add(mul(mul("coresPerServerSecondary", 2), 0.2), 2)
        ),
        text("--")
      )
    ),
    msStep(
      "calculatedServerRamGBSecondary",
      "Calculated Amount of Server RAM",
      "GB",
      "Role Requirements!I138",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        max(
          "minimumRequiredMemoryGB",
          add(
            div(div(div(div(mul(mul(100, "cachePagesSecondary"), 32768), 25), 1024), 1024), 1024),
            iff(cmp("multiRole", "=", text("Yes")), "casRoleMemoryGBSecondary", 0)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "calculatedServerRamTotalGBSecondary",
      "Calculated Amount of Server RAM (Total)",
      "GB",
      "Role Requirements!I140",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        iff(
          cmp(
            add(mul(0.25, "calculatedServerRamGBSecondary"), "contentIndexingMemoryGBSecondary"),
            ">",
            "calculatedServerRamGBSecondary"
          ),
          add("calculatedServerRamGBSecondary", "contentIndexingMemoryGBSecondary"),
          "calculatedServerRamGBSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "serverRamConfigurationGBSecondary",
      "Total Server RAM Configuration",
      "GB",
      "Role Requirements!I141",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        max(
          iff(
            cmp(
              iff(
                cmp("calculatedServerRamTotalGBSecondary", ">=", 64),
                ceiling("calculatedServerRamTotalGBSecondary", 32),
                iff(
                  cmp("calculatedServerRamTotalGBSecondary", ">=", 32),
                  ceiling("calculatedServerRamTotalGBSecondary", 16),
                  iff(
                    cmp("calculatedServerRamTotalGBSecondary", ">=", 16),
                    ceiling("calculatedServerRamTotalGBSecondary", 8),
                    iff(
                      cmp("calculatedServerRamTotalGBSecondary", ">=", 4),
                      ceiling("calculatedServerRamTotalGBSecondary", 4),
                      ceiling("calculatedServerRamTotalGBSecondary", 2)
                    )
                  )
                )
              ),
              "<",
              "serverRamConfigurationGB"
            ),
            "serverRamConfigurationGB",
            iff(
              cmp("calculatedServerRamTotalGBSecondary", ">=", 64),
              ceiling("calculatedServerRamTotalGBSecondary", 32),
              iff(
                cmp("calculatedServerRamTotalGBSecondary", ">=", 32),
                ceiling("calculatedServerRamTotalGBSecondary", 16),
                iff(
                  cmp("calculatedServerRamTotalGBSecondary", ">=", 16),
                  ceiling("calculatedServerRamTotalGBSecondary", 8),
                  iff(
                    cmp("calculatedServerRamTotalGBSecondary", ">=", 4),
                    ceiling("calculatedServerRamTotalGBSecondary", 4),
                    ceiling("calculatedServerRamTotalGBSecondary", 2)
                  )
                )
              )
            )
          ),
          8
        ),
        text("--")
      )
    ),
    msStep(
      "databaseCacheAvailablePerMailboxMB",
      "Available Database Cache / Mailbox",
      "MB",
      "Role Requirements!C245",
      iff(not("validationError"), "actualDatabaseCachePerMailboxMB", text("--"))
    ),
    msStep(
      "ramRecommendedGB",
      "Recommended RAM Configuration",
      "GB",
      "Role Requirements!C253",
      iff(not("validationError"), "serverRamConfigurationGB", text("--"))
    ),
    msStep(
      "ramRecommendedGBSecondary",
      "Recommended RAM Configuration / Datacenter 2 Server",
      "GB",
      "Role Requirements!D253",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("haCopiesSecondary", "<>", 0),
          not("validationError")
        ),
        "serverRamConfigurationGBSecondary",
        text("--")
      )
    ),
  ];
}
