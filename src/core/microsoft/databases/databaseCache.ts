/**
 * Database cache per mailbox: the memory sizing the available cache per mailbox reads (Role Requirements, Memory Calculations and the CPU cells it reads).
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
  ceiling,
  cmp,
  div,
  iff,
  lookup,
  max,
  mul,
  round,
  roundup,
  text,
} from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const databaseCacheSteps: readonly Step[] = [
  msStep(
    "minimumRequiredMemory",
    "Minimum Required Memory",
    lookup(
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        "totalNumberOfDatabaseCopiesPerServer",
        "recommendedNumberOfDatabasesPerDag"
      ),
      [1, 11, 21, 31, 41, 50],
      [8, 10, 12, 14, 16, 16],
      "atMost"
    ),
    "GB",
    "Role Requirements!C133 (minReqMemory)"
  ),
  msStep(
    "minimumEseDatabaseCacheRequiredMemoryMailboxes",
    "Minimum ESE Database Cache Required Memory (Mailboxes)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      roundup(
        add(
          add(
            add(
              div(
                mul(
                  mul("tier1NumberOfMailboxesPerDb", "numberOfDatabasesUsedInMemorySizing"),
                  "tier1.dbCachePerMailboxMB"
                ),
                1024
              ),
              div(
                mul(
                  mul("tier2NumberOfMailboxesPerDb", "numberOfDatabasesUsedInMemorySizing"),
                  "tier2.dbCachePerMailboxMB"
                ),
                1024
              )
            ),
            div(
              mul(
                mul("tier3NumberOfMailboxesPerDb", "numberOfDatabasesUsedInMemorySizing"),
                "tier3.dbCachePerMailboxMB"
              ),
              1024
            )
          ),
          div(
            mul(
              mul("tier4NumberOfMailboxesPerDb", "numberOfDatabasesUsedInMemorySizing"),
              "tier4.dbCachePerMailboxMB"
            ),
            1024
          )
        ),
        0
      ),
      roundup(
        add(
          add(
            add(
              div(
                mul(
                  div("tier1.mailboxes", "input.exchangeServersPerDag"),
                  "tier1.dbCachePerMailboxMB"
                ),
                1024
              ),
              div(
                mul(
                  div("tier3.mailboxes", "input.exchangeServersPerDag"),
                  "tier3.dbCachePerMailboxMB"
                ),
                1024
              )
            ),
            div(
              mul(
                div("tier2.mailboxes", "input.exchangeServersPerDag"),
                "tier2.dbCachePerMailboxMB"
              ),
              1024
            )
          ),
          div(
            mul(div("tier4.mailboxes", "input.exchangeServersPerDag"), "tier4.dbCachePerMailboxMB"),
            1024
          )
        ),
        0
      )
    ),
    "GB",
    "Role Requirements!C134 (minDBCacheMemMBX)"
  ),
  msStep(
    "cachePages",
    "Cache Pages",
    div(mul(mul(mul("minimumEseDatabaseCacheRequiredMemoryMailboxes", 1024), 1024), 1024), 32768),
    "pages",
    "Role Requirements!C135 (CachePages)"
  ),
  msStep(
    "activeDatabasesPerServer.worstFailure",
    "Primary Datacenter Servers",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      "numberOfDatabasesUsedInMemorySizing",
      text("--")
    ),
    "databases",
    "Role Requirements!G195 (calcActDBPDCWorst)"
  ),
  msStep(
    "requiredMinimumDedicatedCasCountPdc",
    "Required Minimum Dedicated CAS Count (PDC)",
    iff(
      and(
        cmp("input.multiRole", "=", text("No")),
        cmp("validationError", "=", bool(false)),
        cmp("adjustedMegacyclesPerCorePerPrimaryDatacenterServer", "<>", 0)
      ),
      roundup(
        div("totalCasRequiredMcycles", mul("availableMegacyclesPerPrimaryDatacenterServer", 0.8)),
        0
      ),
      text("--")
    ),
    "",
    "Role Requirements!C189 (calcMinCASCountPDC)"
  ),
  msStep(
    "casMegacyclesPerServerWorstFailure",
    "CAS CPU Requirements (Mcycles) / Pri-DC Server",
    iff(
      cmp("input.multiRole", "=", text("Yes")),
      mul(
        mul(
          "activeDatabasesPerServer.worstFailure",
          add(
            add(
              add(
                mul("tier1NumberOfMailboxesPerDb", "tier1.casMegacyclesPerMailbox"),
                mul("tier2NumberOfMailboxesPerDb", "tier2.casMegacyclesPerMailbox")
              ),
              mul("tier3NumberOfMailboxesPerDb", "tier3.casMegacyclesPerMailbox")
            ),
            mul("tier4NumberOfMailboxesPerDb", "tier4.casMegacyclesPerMailbox")
          )
        ),
        iff(cmp("input.virtualization", "=", text("Yes")), add(1, "input.hypervisorOverhead"), 1)
      ),
      div("totalCasRequiredMcycles", "requiredMinimumDedicatedCasCountPdc")
    ),
    "megacycles",
    "Role Requirements!G201 (calcCASCPUPDC)"
  ),
  msStep(
    "estimatedAmountOfMemoryRequiredForCasRole",
    "Estimated Amount of Memory Required for CAS Role",
    iff(
      cmp("adjustedMegacyclesPerCorePerPrimaryDatacenterServer", "<>", 0),
      round(
        add(
          2,
          mul(
            mul(
              div(
                "casMegacyclesPerServerWorstFailure",
                "availableMegacyclesPerPrimaryDatacenterServer"
              ),
              "input.coresPerServer"
            ),
            2
          )
        ),
        0
      ),
      add(mul(mul("input.coresPerServer", 2), 0.2), 2)
    ),
    "GB",
    "Role Requirements!C140 (calcCASMemReq)"
  ),
  msStep(
    "calculatedAmountOfServerRam",
    "Calculated Amount of Server RAM",
    max(
      "minimumRequiredMemory",
      add(
        div(div(div(div(mul(mul(100, "cachePages"), 32768), 25), 1024), 1024), 1024),
        iff(
          cmp("input.multiRole", "=", text("Yes")),
          "estimatedAmountOfMemoryRequiredForCasRole",
          0
        )
      )
    ),
    "GB",
    "Role Requirements!C138 (calcServerRAM)"
  ),
  msStep(
    "estimatedAmountOfMemoryRequiredForContentIndexing",
    "Estimated Amount of Memory Required for Content Indexing",
    add(
      7,
      div(add(mul("itemsPerServerActive", 110), mul("itemsPerServerPassive", 24)), 1073741824)
    ),
    "GB",
    "Role Requirements!C139 (calcCIMemReq)"
  ),
  msStep(
    "calculatedAmountOfServerRamTotal",
    "Calculated Amount of Server RAM (Total)",
    iff(
      cmp(
        add(
          mul(0.25, "calculatedAmountOfServerRam"),
          "estimatedAmountOfMemoryRequiredForContentIndexing"
        ),
        ">",
        "calculatedAmountOfServerRam"
      ),
      add("calculatedAmountOfServerRam", "estimatedAmountOfMemoryRequiredForContentIndexing"),
      "calculatedAmountOfServerRam"
    ),
    "GB",
    "Role Requirements!C141 (calcTotServerRAM)"
  ),
  msStep(
    "totalServerRamConfiguration",
    "Total Server RAM Configuration",
    max(
      iff(
        cmp("calculatedAmountOfServerRamTotal", ">=", 64),
        ceiling("calculatedAmountOfServerRamTotal", 32),
        iff(
          cmp("calculatedAmountOfServerRamTotal", ">=", 32),
          ceiling("calculatedAmountOfServerRamTotal", 16),
          iff(
            cmp("calculatedAmountOfServerRamTotal", ">=", 16),
            ceiling("calculatedAmountOfServerRamTotal", 8),
            iff(
              cmp("calculatedAmountOfServerRamTotal", ">=", 4),
              ceiling("calculatedAmountOfServerRamTotal", 4),
              ceiling("calculatedAmountOfServerRamTotal", 2)
            )
          )
        )
      ),
      8
    ),
    "GB",
    "Role Requirements!C142 (ServerRAMConfig)"
  ),
  msStep(
    "calculatedEseDatabaseCacheSizeBasedOnServerMemory",
    "Calculated ESE Database Cache Size Based on Server Memory",
    mul("totalServerRamConfiguration", 0.25),
    "GB",
    "Role Requirements!C143 (calcDBCacheSize)"
  ),
];
