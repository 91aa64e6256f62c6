/**
 * Database cache per mailbox: the memory sizing the available cache per mailbox reads (Role Requirements, Memory Calculations and the CPU cells it reads).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { f } from "../../formula";
import { msStep } from "../msStep";
import { tierSum } from "./tierSum";
import type { Step } from "../../formula";

export const databaseCacheSteps: readonly Step[] = [
  msStep(
    "minimumRequiredMemory",
    "Minimum Required Memory",
    f`LOOKUP(
      IF(
        input.highAvailability="Yes",
        totalNumberOfDatabaseCopiesPerServer,
        recommendedNumberOfDatabasesPerDag),
      {1,11,21,31,41,50},{8,10,12,14,16,16},1)`,
    "GB",
    "Role Requirements!C133 (minReqMemory)"
  ),
  msStep(
    "minimumEseDatabaseCacheRequiredMemoryMailboxes",
    "Minimum ESE Database Cache Required Memory (Mailboxes)",
    f`IF(
      input.highAvailability="Yes",
      ROUNDUP(
        ${tierSum([1, 2, 3, 4], (t) => f`tier${t}NumberOfMailboxesPerDb*numberOfDatabasesUsedInMemorySizing*tier${t}.dbCachePerMailboxMB/1024`)},
        0),
      ROUNDUP(
        ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/input.exchangeServersPerDag*tier${t}.dbCachePerMailboxMB/1024`)},
        0)
    )`,
    "GB",
    "Role Requirements!C134 (minDBCacheMemMBX)"
  ),
  msStep(
    "cachePages",
    "Cache Pages",
    f`minimumEseDatabaseCacheRequiredMemoryMailboxes*1024*1024*1024/32768`,
    "pages",
    "Role Requirements!C135 (CachePages)"
  ),
  msStep(
    "activeDatabasesPerServer.worstFailure",
    "Primary Datacenter Servers",
    f`IF(input.highAvailability="Yes",numberOfDatabasesUsedInMemorySizing,"--")`,
    "databases",
    "Role Requirements!G195 (calcActDBPDCWorst)"
  ),
  msStep(
    "requiredMinimumDedicatedCasCountPdc",
    "Required Minimum Dedicated CAS Count (PDC)",
    f`IF(
      AND(
        input.multiRole="No",validationError=FALSE,
        adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0),
      ROUNDUP(totalCasRequiredMcycles/(availableMegacyclesPerPrimaryDatacenterServer*0.8),0),
      "--")`,
    "",
    "Role Requirements!C189 (calcMinCASCountPDC)"
  ),
  msStep(
    "casMegacyclesPerServerWorstFailure",
    "CAS CPU Requirements (Mcycles) / Pri-DC Server",
    f`IF(
      input.multiRole="Yes",
      activeDatabasesPerServer.worstFailure
      *(${tierSum([1, 2, 3, 4], (t) => f`tier${t}NumberOfMailboxesPerDb*tier${t}.casMegacyclesPerMailbox`)})
      *IF(input.virtualization="Yes",1+input.hypervisorOverhead,1),
      totalCasRequiredMcycles/requiredMinimumDedicatedCasCountPdc)`,
    "megacycles",
    "Role Requirements!G201 (calcCASCPUPDC)"
  ),
  msStep(
    "estimatedAmountOfMemoryRequiredForCasRole",
    "Estimated Amount of Memory Required for CAS Role",
    f`IF(
      adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0,
      ROUND(
        2
        +casMegacyclesPerServerWorstFailure/availableMegacyclesPerPrimaryDatacenterServer
          *input.coresPerServer*2,
        0),
      input.coresPerServer*2*0.2+2)`,
    "GB",
    "Role Requirements!C140 (calcCASMemReq)"
  ),
  msStep(
    "calculatedAmountOfServerRam",
    "Calculated Amount of Server RAM",
    f`MAX(
      minimumRequiredMemory,
      100*cachePages*32768/25/1024/1024/1024
      +IF(input.multiRole="Yes",estimatedAmountOfMemoryRequiredForCasRole,0)
    )`,
    "GB",
    "Role Requirements!C138 (calcServerRAM)"
  ),
  msStep(
    "estimatedAmountOfMemoryRequiredForContentIndexing",
    "Estimated Amount of Memory Required for Content Indexing",
    f`7+(itemsPerServerActive*110+itemsPerServerPassive*24)/1073741824`,
    "GB",
    "Role Requirements!C139 (calcCIMemReq)"
  ),
  msStep(
    "calculatedAmountOfServerRamTotal",
    "Calculated Amount of Server RAM (Total)",
    f`IF(
      0.25*calculatedAmountOfServerRam+estimatedAmountOfMemoryRequiredForContentIndexing
      >calculatedAmountOfServerRam,
      calculatedAmountOfServerRam+estimatedAmountOfMemoryRequiredForContentIndexing,
      calculatedAmountOfServerRam)`,
    "GB",
    "Role Requirements!C141 (calcTotServerRAM)"
  ),
  msStep(
    "totalServerRamConfiguration",
    "Total Server RAM Configuration",
    f`MAX(
      IF(
        calculatedAmountOfServerRamTotal>=64,
        CEILING(calculatedAmountOfServerRamTotal,32),
        IF(
          calculatedAmountOfServerRamTotal>=32,
          CEILING(calculatedAmountOfServerRamTotal,16),
          IF(
            calculatedAmountOfServerRamTotal>=16,
            CEILING(calculatedAmountOfServerRamTotal,8),
            IF(
              calculatedAmountOfServerRamTotal>=4,
              CEILING(calculatedAmountOfServerRamTotal,4),
              CEILING(calculatedAmountOfServerRamTotal,2))
          )
        )
      ),
      8)`,
    "GB",
    "Role Requirements!C142 (ServerRAMConfig)"
  ),
  msStep(
    "calculatedEseDatabaseCacheSizeBasedOnServerMemory",
    "Calculated ESE Database Cache Size Based on Server Memory",
    f`totalServerRamConfiguration*0.25`,
    "GB",
    "Role Requirements!C143 (calcDBCacheSize)"
  ),
];
