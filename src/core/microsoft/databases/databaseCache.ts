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
import { row } from "../stepRow";
import { tierSum } from "./tierSum";
import type { Step } from "../../formula";

export const databaseCacheSteps: readonly Step[] = [
  row`minimumRequiredMemory | Minimum Required Memory | GB | Role Requirements!C133 (minReqMemory)
    LOOKUP(
      IF(
        input.highAvailability="Yes",
        totalNumberOfDatabaseCopiesPerServer,
        recommendedNumberOfDatabasesPerDag),
      {1,11,21,31,41,50},{8,10,12,14,16,16},1)`,
  row`minimumEseDatabaseCacheRequiredMemoryMailboxes | Minimum ESE Database Cache Required Memory (Mailboxes) | GB | Role Requirements!C134 (minDBCacheMemMBX)
    IF(
      input.highAvailability="Yes",
      ROUNDUP(
        ${tierSum([1, 2, 3, 4], (t) => f`tier${t}NumberOfMailboxesPerDb*numberOfDatabasesUsedInMemorySizing*tier${t}.dbCachePerMailboxMB/1024`)},
        0),
      ROUNDUP(
        ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/input.exchangeServersPerDag*tier${t}.dbCachePerMailboxMB/1024`)},
        0)
    )`,
  row`cachePages | Cache Pages | pages | Role Requirements!C135 (CachePages)
    minimumEseDatabaseCacheRequiredMemoryMailboxes*1024*1024*1024/32768`,
  row`activeDatabasesPerServer.worstFailure | Primary Datacenter Servers | databases | Role Requirements!G195 (calcActDBPDCWorst)
    IF(input.highAvailability="Yes",numberOfDatabasesUsedInMemorySizing,"--")`,
  row`requiredMinimumDedicatedCasCountPdc | Required Minimum Dedicated CAS Count (PDC) |  | Role Requirements!C189 (calcMinCASCountPDC)
    IF(
      AND(
        input.multiRole="No",validationError=FALSE,
        adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0),
      ROUNDUP(totalCasRequiredMcycles/(availableMegacyclesPerPrimaryDatacenterServer*0.8),0),
      "--")`,
  row`casMegacyclesPerServerWorstFailure | CAS CPU Requirements (Mcycles) / Pri-DC Server | megacycles | Role Requirements!G201 (calcCASCPUPDC)
    IF(
      input.multiRole="Yes",
      activeDatabasesPerServer.worstFailure
      *(${tierSum([1, 2, 3, 4], (t) => f`tier${t}NumberOfMailboxesPerDb*tier${t}.casMegacyclesPerMailbox`)})
      *IF(input.virtualization="Yes",1+input.hypervisorOverhead,1),
      totalCasRequiredMcycles/requiredMinimumDedicatedCasCountPdc)`,
  row`estimatedAmountOfMemoryRequiredForCasRole | Estimated Amount of Memory Required for CAS Role | GB | Role Requirements!C140 (calcCASMemReq)
    IF(
      adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0,
      ROUND(
        2
        +casMegacyclesPerServerWorstFailure/availableMegacyclesPerPrimaryDatacenterServer
          *input.coresPerServer*2,
        0),
      input.coresPerServer*2*0.2+2)`,
  row`calculatedAmountOfServerRam | Calculated Amount of Server RAM | GB | Role Requirements!C138 (calcServerRAM)
    MAX(
      minimumRequiredMemory,
      100*cachePages*32768/25/1024/1024/1024
      +IF(input.multiRole="Yes",estimatedAmountOfMemoryRequiredForCasRole,0)
    )`,
  row`estimatedAmountOfMemoryRequiredForContentIndexing | Estimated Amount of Memory Required for Content Indexing | GB | Role Requirements!C139 (calcCIMemReq)
    7+(itemsPerServerActive*110+itemsPerServerPassive*24)/1073741824`,
  row`calculatedAmountOfServerRamTotal | Calculated Amount of Server RAM (Total) | GB | Role Requirements!C141 (calcTotServerRAM)
    IF(
      0.25*calculatedAmountOfServerRam+estimatedAmountOfMemoryRequiredForContentIndexing
      >calculatedAmountOfServerRam,
      calculatedAmountOfServerRam+estimatedAmountOfMemoryRequiredForContentIndexing,
      calculatedAmountOfServerRam)`,
  row`totalServerRamConfiguration | Total Server RAM Configuration | GB | Role Requirements!C142 (ServerRAMConfig)
    MAX(
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
  row`calculatedEseDatabaseCacheSizeBasedOnServerMemory | Calculated ESE Database Cache Size Based on Server Memory | GB | Role Requirements!C143 (calcDBCacheSize)
    totalServerRamConfiguration*0.25`,
];
