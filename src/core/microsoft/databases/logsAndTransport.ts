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
import { row } from "../stepRow";
import { tierSum } from "./tierSum";
import type { Expr, Step } from "../../formula";

/** The longest of the log truncation failure, the network failure tolerance and the two lags summed. */
const longestLogRetention = f`MAX(
  MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
  logReplayLagTime+logTruncationLagTime)`;

/** The longestLogRetention, at least days (C149). */
const longestLogRetentionWith = (days: Expr) =>
  f`MAX(
    MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays),
    logReplayLagTime+logTruncationLagTime,${days})`;

export const logsAndTransportSteps: readonly Step[] = [
  row`adjustedMegacyclesPerCorePerPrimaryDatacenterServer | Adjusted Megacycles / Core per Primary Datacenter Server | megacycles | Role Requirements!C159 (numMCyclesPerCorePDC)
    input.specIntRate2006/input.coresPerServer*2000/33.75`,
  row`totalCasRequiredMcycles | Total CAS Required Mcycles | megacycles | Role Requirements!C165 (calcTotCASReqMCycles)
    (${tierSum([1, 2, 3, 4], (t) => f`tier${t}.mailboxes*tier${t}.casMegacyclesPerMailbox`)})
    *IF(input.virtualization="Yes",1+input.hypervisorOverhead,1)`,
  row`availableMegacyclesPerPrimaryDatacenterServer | Available Megacycles / Primary Datacenter Server | megacycles | Role Requirements!C162 (calcAvSvrMCycles)
    IF(
      adjustedMegacyclesPerCorePerPrimaryDatacenterServer<>0,
      input.coresPerServer*adjustedMegacyclesPerCorePerPrimaryDatacenterServer,
      "--")`,
  row`userTransactionLogsGeneratedPerDay | User Transaction Logs Generated / Day | per day | Role Requirements!C147 (CalcNumUserTLogs)
    IF(
      input.highAvailability="Yes",
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.transactionLogsPerMailboxPerDay*tier${t}.mailboxes/totalDAGsInTheEnvironment`)},
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.transactionLogsPerMailboxPerDay*tier${t}.mailboxes/input.exchangeServersPerDag`)}
    )
    *(1+input.dataOverheadFactor)`,
  row`logDiskSpaceRequiredBackups | Log Disk Space Required - Backups | GB | Role Requirements!C149 (LogDiskSpaceReqBackup)
    IF(
      AND(
        input.highAvailability="Yes",input.backupMode="Exchange Native Data Protection",
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=3),
      userTransactionLogsGeneratedPerDay*${longestLogRetentionWith(f`1`)}/1024,
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
            ${longestLogRetentionWith(f`7`)},
            IF(
              input.backupFrequency="Bi-Monthly Full / Daily Incremental",
              ${longestLogRetentionWith(f`14`)},
              ${longestLogRetention})
          )
        )
      )
      *1/1024
    )`,
  row`logDiskSpaceRequiredMailboxMoves | Log Disk Space Required - Mailbox Moves | GB | Role Requirements!C150 (LogDiskSpaceReqMove)
    IF(
      input.highAvailability="Yes",
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/totalDAGsInTheEnvironment*input.mailboxMovesPerWeekPercent*(tier${t}.mailboxSizeOnDiskMB/1024)`)},
      ${tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes/input.exchangeServersPerDag*input.mailboxMovesPerWeekPercent*(tier${t}.mailboxSizeOnDiskMB/1024)`)}
    )
    *(1+input.dataOverheadFactor)`,
  row`totalLogDiskSpaceRequired | Total Log Disk Space Required | GB | Role Requirements!I150 (TotLogDiskSpace)
    logDiskSpaceRequiredBackups+logDiskSpaceRequiredMailboxMoves`,
  row`messagesPerDay | Messages / Day | per day | Role Requirements!C180 (calcMessagesPerDay)
    ${tierSum([1, 2, 3, 4], (t) => f`tier${t}.mailboxes*tier${t}.messagesPerDay`)}`,
  row`messagesPerDayPerServer | Messages / Day / Server | messages | Role Requirements!C181 (calcServerMessagesPerDay)
    messagesPerDay/remainingServersAfterWorstFailureMode`,
  row`shadowEffect | Shadow Effect | messages | Role Requirements!C182 (calcShadowMessages)
    messagesPerDayPerServer*2`,
  row`calculatedSafetyNetHoldTimeDays | Calculated Safety Net Hold Time (Days) | days | Role Requirements!C179 (calcSafetyNetTimeout)
    IF(
      AND(
        OR(numberOfLaggedDbCopyInstancesInPdcActual>0,numberOfLaggedDbCopyInstancesInSdcActual>0),
        input.safetyNetExpirationDays<logReplayLagTime),
      logReplayLagTime,
      input.safetyNetExpirationDays)`,
  row`safetyNetEffect | Safety Net Effect | messages | Role Requirements!C183 (calcSafetyNetEffect)
    shadowEffect+shadowEffect*percentageOfMessagesQueued*input.messageQueueExpirationDays
    +shadowEffect*calculatedSafetyNetHoldTimeDays`,
  row`transportDatabaseSizePerServer | Transport Database Size / Server | GB | Role Requirements!C184 (calcTransportDBSize)
    (${tierSum([1, 2, 3, 4], (t) => f`safetyNetEffect*tier${t}UserMailboxRatio*input.tier${t}.avgMessageKB`)})
    /1048576`,
];
