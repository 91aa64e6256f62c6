/**
 * Transaction logs per day and per database, log space, and the transport database per server (Role Requirements, Disk Capacity and Transport calculations).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, and, cmp, div, iff, max, mul, or, text } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const logsAndTransportSteps: readonly Step[] = [
  msStep(
    "adjustedMegacyclesPerCorePerPrimaryDatacenterServer",
    "Adjusted Megacycles / Core per Primary Datacenter Server",
    div(mul(div("input.specIntRate2006", "input.coresPerServer"), 2000), 33.75),
    "megacycles",
    "Role Requirements!C159 (numMCyclesPerCorePDC)"
  ),
  msStep(
    "totalCasRequiredMcycles",
    "Total CAS Required Mcycles",
    mul(
      add(
        add(
          add(
            mul("tier1.mailboxes", "tier1.casMegacyclesPerMailbox"),
            mul("tier2.mailboxes", "tier2.casMegacyclesPerMailbox")
          ),
          mul("tier3.mailboxes", "tier3.casMegacyclesPerMailbox")
        ),
        mul("tier4.mailboxes", "tier4.casMegacyclesPerMailbox")
      ),
      iff(cmp("input.virtualization", "=", text("Yes")), add(1, "input.hypervisorOverhead"), 1)
    ),
    "megacycles",
    "Role Requirements!C165 (calcTotCASReqMCycles)"
  ),
  msStep(
    "availableMegacyclesPerPrimaryDatacenterServer",
    "Available Megacycles / Primary Datacenter Server",
    iff(
      cmp("adjustedMegacyclesPerCorePerPrimaryDatacenterServer", "<>", 0),
      mul("input.coresPerServer", "adjustedMegacyclesPerCorePerPrimaryDatacenterServer"),
      text("--")
    ),
    "megacycles",
    "Role Requirements!C162 (calcAvSvrMCycles)"
  ),
  msStep(
    "userTransactionLogsGeneratedPerDay",
    "User Transaction Logs Generated / Day",
    mul(
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        add(
          add(
            add(
              div(
                mul("tier1.transactionLogsPerMailboxPerDay", "tier1.mailboxes"),
                "totalDAGsInTheEnvironment"
              ),
              div(
                mul("tier3.transactionLogsPerMailboxPerDay", "tier3.mailboxes"),
                "totalDAGsInTheEnvironment"
              )
            ),
            div(
              mul("tier2.transactionLogsPerMailboxPerDay", "tier2.mailboxes"),
              "totalDAGsInTheEnvironment"
            )
          ),
          div(
            mul("tier4.transactionLogsPerMailboxPerDay", "tier4.mailboxes"),
            "totalDAGsInTheEnvironment"
          )
        ),
        add(
          add(
            add(
              div(
                mul("tier1.transactionLogsPerMailboxPerDay", "tier1.mailboxes"),
                "input.exchangeServersPerDag"
              ),
              div(
                mul("tier3.transactionLogsPerMailboxPerDay", "tier3.mailboxes"),
                "input.exchangeServersPerDag"
              )
            ),
            div(
              mul("tier2.transactionLogsPerMailboxPerDay", "tier2.mailboxes"),
              "input.exchangeServersPerDag"
            )
          ),
          div(
            mul("tier4.transactionLogsPerMailboxPerDay", "tier4.mailboxes"),
            "input.exchangeServersPerDag"
          )
        )
      ),
      add(1, "input.dataOverheadFactor")
    ),
    "per day",
    "Role Requirements!C147 (CalcNumUserTLogs)"
  ),
  msStep(
    "logDiskSpaceRequiredBackups",
    "Log Disk Space Required - Backups",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.backupMode", "=", text("Exchange Native Data Protection")),
        cmp(add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances"), ">=", 3)
      ),
      div(
        mul(
          "userTransactionLogsGeneratedPerDay",
          max(
            max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
            add("logReplayLagTime", "logTruncationLagTime"),
            1
          )
        ),
        1024
      ),
      div(
        mul(
          mul(
            "userTransactionLogsGeneratedPerDay",
            iff(
              cmp("input.backupFrequency", "=", text("Weekly Full / Daily Differential")),
              max(
                max(
                  7,
                  max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
                  add("logReplayLagTime", "logTruncationLagTime")
                ),
                mul(7, max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"))
              ),
              iff(
                cmp("input.dedicatedRestoreVolume", "=", text("Yes")),
                max(
                  max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
                  add("logReplayLagTime", "logTruncationLagTime")
                ),
                iff(
                  cmp("input.backupFrequency", "=", text("Weekly Full / Daily Incremental")),
                  max(
                    max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
                    add("logReplayLagTime", "logTruncationLagTime"),
                    7
                  ),
                  iff(
                    cmp("input.backupFrequency", "=", text("Bi-Monthly Full / Daily Incremental")),
                    max(
                      max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
                      add("logReplayLagTime", "logTruncationLagTime"),
                      14
                    ),
                    max(
                      max("input.logTruncationFailureDays", "input.networkFailureToleranceDays"),
                      add("logReplayLagTime", "logTruncationLagTime")
                    )
                  )
                )
              )
            )
          ),
          1
        ),
        1024
      )
    ),
    "GB",
    "Role Requirements!C149 (LogDiskSpaceReqBackup)"
  ),
  msStep(
    "logDiskSpaceRequiredMailboxMoves",
    "Log Disk Space Required - Mailbox Moves",
    mul(
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        add(
          add(
            add(
              mul(
                mul(
                  div("tier1.mailboxes", "totalDAGsInTheEnvironment"),
                  "input.mailboxMovesPerWeekPercent"
                ),
                div("tier1.mailboxSizeOnDiskMB", 1024)
              ),
              mul(
                mul(
                  div("tier3.mailboxes", "totalDAGsInTheEnvironment"),
                  "input.mailboxMovesPerWeekPercent"
                ),
                div("tier3.mailboxSizeOnDiskMB", 1024)
              )
            ),
            mul(
              mul(
                div("tier2.mailboxes", "totalDAGsInTheEnvironment"),
                "input.mailboxMovesPerWeekPercent"
              ),
              div("tier2.mailboxSizeOnDiskMB", 1024)
            )
          ),
          mul(
            mul(
              div("tier4.mailboxes", "totalDAGsInTheEnvironment"),
              "input.mailboxMovesPerWeekPercent"
            ),
            div("tier4.mailboxSizeOnDiskMB", 1024)
          )
        ),
        add(
          add(
            add(
              mul(
                mul(
                  div("tier1.mailboxes", "input.exchangeServersPerDag"),
                  "input.mailboxMovesPerWeekPercent"
                ),
                div("tier1.mailboxSizeOnDiskMB", 1024)
              ),
              mul(
                mul(
                  div("tier3.mailboxes", "input.exchangeServersPerDag"),
                  "input.mailboxMovesPerWeekPercent"
                ),
                div("tier3.mailboxSizeOnDiskMB", 1024)
              )
            ),
            mul(
              mul(
                div("tier2.mailboxes", "input.exchangeServersPerDag"),
                "input.mailboxMovesPerWeekPercent"
              ),
              div("tier2.mailboxSizeOnDiskMB", 1024)
            )
          ),
          mul(
            mul(
              div("tier4.mailboxes", "input.exchangeServersPerDag"),
              "input.mailboxMovesPerWeekPercent"
            ),
            div("tier4.mailboxSizeOnDiskMB", 1024)
          )
        )
      ),
      add(1, "input.dataOverheadFactor")
    ),
    "GB",
    "Role Requirements!C150 (LogDiskSpaceReqMove)"
  ),
  msStep(
    "totalLogDiskSpaceRequired",
    "Total Log Disk Space Required",
    add("logDiskSpaceRequiredBackups", "logDiskSpaceRequiredMailboxMoves"),
    "GB",
    "Role Requirements!I150 (TotLogDiskSpace)"
  ),
  msStep(
    "messagesPerDay",
    "Messages / Day",
    add(
      add(
        add(
          mul("tier1.mailboxes", "tier1.messagesPerDay"),
          mul("tier2.mailboxes", "tier2.messagesPerDay")
        ),
        mul("tier3.mailboxes", "tier3.messagesPerDay")
      ),
      mul("tier4.mailboxes", "tier4.messagesPerDay")
    ),
    "per day",
    "Role Requirements!C180 (calcMessagesPerDay)"
  ),
  msStep(
    "messagesPerDayPerServer",
    "Messages / Day / Server",
    div("messagesPerDay", "remainingServersAfterWorstFailureMode"),
    "messages",
    "Role Requirements!C181 (calcServerMessagesPerDay)"
  ),
  msStep(
    "shadowEffect",
    "Shadow Effect",
    mul("messagesPerDayPerServer", 2),
    "messages",
    "Role Requirements!C182 (calcShadowMessages)"
  ),
  msStep(
    "calculatedSafetyNetHoldTimeDays",
    "Calculated Safety Net Hold Time (Days)",
    iff(
      and(
        or(
          cmp("numberOfLaggedDbCopyInstancesInPdcActual", ">", 0),
          cmp("numberOfLaggedDbCopyInstancesInSdcActual", ">", 0)
        ),
        cmp("input.safetyNetExpirationDays", "<", "logReplayLagTime")
      ),
      "logReplayLagTime",
      "input.safetyNetExpirationDays"
    ),
    "days",
    "Role Requirements!C179 (calcSafetyNetTimeout)"
  ),
  msStep(
    "safetyNetEffect",
    "Safety Net Effect",
    add(
      add(
        "shadowEffect",
        mul(mul("shadowEffect", "percentageOfMessagesQueued"), "input.messageQueueExpirationDays")
      ),
      mul("shadowEffect", "calculatedSafetyNetHoldTimeDays")
    ),
    "messages",
    "Role Requirements!C183 (calcSafetyNetEffect)"
  ),
  msStep(
    "transportDatabaseSizePerServer",
    "Transport Database Size / Server",
    div(
      add(
        add(
          add(
            mul(mul("safetyNetEffect", "tier1UserMailboxRatio"), "input.tier1.avgMessageKB"),
            mul(mul("safetyNetEffect", "tier2UserMailboxRatio"), "input.tier2.avgMessageKB")
          ),
          mul(mul("safetyNetEffect", "tier3UserMailboxRatio"), "input.tier3.avgMessageKB")
        ),
        mul(mul("safetyNetEffect", "tier4UserMailboxRatio"), "input.tier4.avgMessageKB")
      ),
      1048576
    ),
    "GB",
    "Role Requirements!C184 (calcTransportDBSize)"
  ),
];
