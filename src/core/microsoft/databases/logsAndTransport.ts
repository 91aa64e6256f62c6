/**
 * Transaction logs per day and per database, log space, and the transport database per server (Role Requirements, Disk Capacity and Transport calculations).
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

/** The longest of the log truncation failure, the network failure tolerance and the two lags summed. */
const longestLogRetention = f`MAX(
  MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
  logReplayLagTime+logTruncationLagTime)`;

export const logsAndTransportSteps: readonly Step[] = [
  msStep(
    "adjustedMegacyclesPerCorePerPrimaryDatacenterServer",
    "Adjusted Megacycles / Core per Primary Datacenter Server",
    f`input.specIntRate2006/input.coresPerServer*2000/33.75`,
    "megacycles",
    "Role Requirements!C159 (numMCyclesPerCorePDC)"
  ),
  msStep(
    "totalCasRequiredMcycles",
    "Total CAS Required Mcycles",
    f`(${tierSum([1, 2, 3, 4], (t) => f`tier${t}.mailboxes*tier${t}.casMegacyclesPerMailbox`)})
    *IF(input.virtualization="Yes",1+input.hypervisorOverhead,1)`,
    "megacycles",
    "Role Requirements!C165 (calcTotCASReqMCycles)"
  ),
  msStep(
    "availableMegacyclesPerPrimaryDatacenterServer",
    "Available Megacycles / Primary Datacenter Server",
    f`IF(
      adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0,
      input.coresPerServer*adjustedMegacyclesPerCorePerPrimaryDatacenterServer,
      "--")`,
    "megacycles",
    "Role Requirements!C162 (calcAvSvrMCycles)"
  ),
  msStep(
    "userTransactionLogsGeneratedPerDay",
    "User Transaction Logs Generated / Day",
    f`IF(
      input.highAvailability="Yes",
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.transactionLogsPerMailboxPerDay*tier${t}.mailboxes/totalDAGsInTheEnvironment`)},
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.transactionLogsPerMailboxPerDay*tier${t}.mailboxes/input.exchangeServersPerDag`)}
    )
    *(1+input.dataOverheadFactor)`,
    "per day",
    "Role Requirements!C147 (CalcNumUserTLogs)"
  ),
  msStep(
    "logDiskSpaceRequiredBackups",
    "Log Disk Space Required - Backups",
    f`IF(
      AND(
        input.highAvailability="Yes",input.backupMode="Exchange Native Data Protection",
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=3),
      userTransactionLogsGeneratedPerDay
      *MAX(
        MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
        logReplayLagTime+logTruncationLagTime,1)
      /1024,
      userTransactionLogsGeneratedPerDay
      *IF(
        input.backupFrequency="Weekly Full / Daily Differential",
        MAX(
          MAX(
            7,MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
            logReplayLagTime+logTruncationLagTime),
          7*MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays)),
        IF(
          input.dedicatedRestoreVolume="Yes",
          ${longestLogRetention},
          IF(
            input.backupFrequency="Weekly Full / Daily Incremental",
            MAX(
              MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
              logReplayLagTime+logTruncationLagTime,7),
            IF(
              input.backupFrequency="Bi-Monthly Full / Daily Incremental",
              MAX(
                MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
                logReplayLagTime+logTruncationLagTime,14),
              ${longestLogRetention})
          )
        )
      )
      *1/1024
    )`,
    "GB",
    "Role Requirements!C149 (LogDiskSpaceReqBackup)"
  ),
  msStep(
    "logDiskSpaceRequiredMailboxMoves",
    "Log Disk Space Required - Mailbox Moves",
    f`IF(
      input.highAvailability="Yes",
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/totalDAGsInTheEnvironment*input.mailboxMovesPerWeekPercent*(tier${t}.mailboxSizeOnDiskMB/1024)`)},
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/input.exchangeServersPerDag*input.mailboxMovesPerWeekPercent*(tier${t}.mailboxSizeOnDiskMB/1024)`)}
    )
    *(1+input.dataOverheadFactor)`,
    "GB",
    "Role Requirements!C150 (LogDiskSpaceReqMove)"
  ),
  msStep(
    "totalLogDiskSpaceRequired",
    "Total Log Disk Space Required",
    f`logDiskSpaceRequiredBackups+logDiskSpaceRequiredMailboxMoves`,
    "GB",
    "Role Requirements!I150 (TotLogDiskSpace)"
  ),
  msStep(
    "messagesPerDay",
    "Messages / Day",
    tierSum([1, 2, 3, 4], (t) => f`tier${t}.mailboxes*tier${t}.messagesPerDay`),
    "per day",
    "Role Requirements!C180 (calcMessagesPerDay)"
  ),
  msStep(
    "messagesPerDayPerServer",
    "Messages / Day / Server",
    f`messagesPerDay/remainingServersAfterWorstFailureMode`,
    "messages",
    "Role Requirements!C181 (calcServerMessagesPerDay)"
  ),
  msStep(
    "shadowEffect",
    "Shadow Effect",
    f`messagesPerDayPerServer*2`,
    "messages",
    "Role Requirements!C182 (calcShadowMessages)"
  ),
  msStep(
    "calculatedSafetyNetHoldTimeDays",
    "Calculated Safety Net Hold Time (Days)",
    f`IF(
      AND(
        OR(numberOfLaggedDbCopyInstancesInPdcActual>0,numberOfLaggedDbCopyInstancesInSdcActual>0),
        input.safetyNetExpirationDays<logReplayLagTime),
      logReplayLagTime,
      input.safetyNetExpirationDays)`,
    "days",
    "Role Requirements!C179 (calcSafetyNetTimeout)"
  ),
  msStep(
    "safetyNetEffect",
    "Safety Net Effect",
    f`shadowEffect+shadowEffect*percentageOfMessagesQueued*input.messageQueueExpirationDays
    +shadowEffect*calculatedSafetyNetHoldTimeDays`,
    "messages",
    "Role Requirements!C183 (calcSafetyNetEffect)"
  ),
  msStep(
    "transportDatabaseSizePerServer",
    "Transport Database Size / Server",
    f`(${tierSum([1, 2, 3, 4], (t) => f`safetyNetEffect*tier${t}UserMailboxRatio*input.tier${t}.avgMessageKB`)})
    /1048576`,
    "GB",
    "Role Requirements!C184 (calcTransportDBSize)"
  ),
];
