/**
 * The figures the calculator shows on Role Requirements (rows 223-284) and Volume Requirements row 123, under the names of `exsize size --json`.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, and, bool, cmp, iff, mul, sum, text } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const summarySteps: readonly Step[] = [
  msStep(
    "databaseCount",
    "Number of Databases",
    iff(
      cmp("validationError", "=", bool(false)),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        "recommendedNumberOfDatabasesPerDag",
        mul("recommendedNumberOfDatabasesPerDag", "input.exchangeServersPerDag")
      ),
      text("--")
    ),
    "databases",
    "Role Requirements!C243"
  ),
  msStep(
    "mailboxesPerDatabase",
    "Recommended Number of Mailboxes / Database",
    iff(cmp("validationError", "=", bool(false)), "recommendedNumberOfMailboxesPerDb", text("--")),
    "mailboxes",
    "Role Requirements!C244"
  ),
  msStep(
    "databaseCacheAvailablePerMailboxMB",
    "Available Database Cache / Mailbox",
    iff(cmp("validationError", "=", bool(false)), "actualDbCachePerMailbox", text("--")),
    "MB",
    "Role Requirements!C245"
  ),
  msStep(
    "databaseCopiesPerServer",
    "Number of Database Copies",
    iff(
      cmp("validationError", "=", bool(false)),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        "totalNumberOfDatabaseCopiesPerServer",
        "recommendedNumberOfDatabasesPerDag"
      ),
      text("--")
    ),
    "copies",
    "Role Requirements!C248"
  ),
  msStep(
    "databaseCopiesPerDag",
    "Number of Database Copies / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("validationError", "=", bool(false))
      ),
      add(
        add(
          add("numberOfHaDbCopiesPerDagInDatacenter1", "numberOfLaggedDbCopiesPerDagInDatacenter1"),
          "numberOfLaggedDbCopiesPerDagInDatacenter2"
        ),
        "numberOfHaDbCopiesPerDagInDatacenter2"
      ),
      text("--")
    ),
    "copies",
    "Role Requirements!D248 (TotNumDBCopiesDAG)"
  ),
  msStep(
    "databaseCopiesEnvironment",
    "Number of Database Copies / Environment",
    iff(
      cmp("validationError", "=", bool(false)),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        mul("databaseCopiesPerDag", "totalDAGsInTheEnvironment"),
        mul("databaseCopiesPerServer", "input.exchangeServersPerDag")
      ),
      text("--")
    ),
    "copies",
    "Role Requirements!E248",
    "Table2421 structured references written as the cells they name."
  ),
  msStep(
    "transportDatabaseGBPerServer",
    "Transport Database Space Required / Server",
    iff(cmp("validationError", "=", bool(false)), "transportDatabaseSizePerServer", text("--")),
    "GB",
    "Role Requirements!D273"
  ),
  msStep(
    "totalDbIopsPerDatabase",
    "Total Database Required IOPS",
    iff(cmp("validationError", "=", bool(false)), "iopsRequiredPerDatabase", text("--")),
    "IOPS",
    "Role Requirements!C281"
  ),
  msStep(
    "totalDbIopsPerServer",
    "Total Database Required IOPS / Server",
    iff(cmp("validationError", "=", bool(false)), "peakIopsPerServer", text("--")),
    "IOPS",
    "Role Requirements!D281 (DBIOPSReplicaSS)"
  ),
  msStep(
    "logIopsPerServer",
    "Total Log Required IOPS / Server",
    iff(
      cmp("validationError", "=", bool(false)),
      add("logWriteTransfersPerSecondServer", "logReadTransfersPerSecondServer"),
      text("--")
    ),
    "IOPS",
    "Role Requirements!D282 (LogIOPSReplicaSS)"
  ),
  msStep(
    "mailboxesTotal",
    "Number of Active Mailboxes (Normal Run Time) / Environment",
    iff(cmp("validationError", "=", bool(false)), "totalMailboxesInTheEnvironment", text("--")),
    "mailboxes",
    "Role Requirements!F224"
  ),
  msStep(
    "mailboxServersPerDagPrimary",
    "Number of Mailbox Servers / DAG",
    iff(
      cmp("validationError", "=", bool(false)),
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        iff(
          and(
            cmp("input.siteResilience", "=", text("Yes")),
            cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)"))
          ),
          "numberOfActiveMailboxServersInDc1PerDag",
          add("numberOfActiveMailboxServersInDc1PerDag", "numberOfDrMailboxServersInDc1PerDag")
        ),
        "input.exchangeServersPerDag"
      ),
      text("--")
    ),
    "servers",
    "Role Requirements!C225 (NumDAGServersPDC)"
  ),
  msStep(
    "mailboxServersPerDagSecondary",
    "Number of Mailbox Servers / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("validationError", "=", bool(false))
      ),
      iff(
        cmp("input.siteResilienceModel", "=", text("Active/Active (Multiple DAGs)")),
        "numberOfDrMailboxServersInDc2PerDag",
        add("numberOfDrMailboxServersInDc2PerDag", "numberOfActiveMailboxServersInDc2PerDag")
      ),
      text("--")
    ),
    "servers",
    "Role Requirements!D225 (NumDAGServersSDC)"
  ),
  msStep(
    "mailboxServersPerDag",
    "Number of Mailbox Servers / DAG / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      sum("mailboxServersPerDagPrimary", "mailboxServersPerDagSecondary"),
      text("--")
    ),
    "servers",
    "Role Requirements!E225",
    "Table24[[#This Row],...] written as the cells it names."
  ),
  msStep(
    "laggedCopyServersPerDagPrimary",
    "Number of Lagged Copy Servers / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("validationError", "=", bool(false)),
        cmp("input.laggedCopies", "<>", 0),
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("Yes"))
      ),
      "numberOfLaggedCopyServersInDc1PerDag",
      0
    ),
    "copies",
    "Role Requirements!C226"
  ),
  msStep(
    "laggedCopyServersPerDagSecondary",
    "Number of Lagged Copy Servers / DAG",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.laggedCopies", "<>", 0),
        cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("Yes")),
        cmp("input.laggedCopiesSecondary", "<>", 0),
        cmp("validationError", "=", bool(false))
      ),
      "numberOfLaggedCopyServersInDc2PerDag",
      0
    ),
    "copies",
    "Role Requirements!D226"
  ),
  msStep(
    "laggedCopyServersPerDag",
    "Number of Lagged Copy Servers / DAG / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      sum("laggedCopyServersPerDagPrimary", "laggedCopyServersPerDagSecondary"),
      text("--")
    ),
    "copies",
    "Role Requirements!E226"
  ),
  msStep(
    "serversPerDag",
    "Total Number of Servers / DAG / DAG",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      sum("mailboxServersPerDag", "laggedCopyServersPerDag"),
      text("--")
    ),
    "servers",
    "Role Requirements!E227 (totNumMBXServersPerDag)"
  ),
  msStep(
    "mailboxServersEnvironment",
    "Number of Mailbox Servers / DAG / Environment",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul("totalDAGsInTheEnvironment", "mailboxServersPerDag"),
      "mailboxServersPerDagPrimary"
    ),
    "servers",
    "Role Requirements!F225"
  ),
  msStep(
    "laggedCopyServersEnvironment",
    "Number of Lagged Copy Servers / DAG / Environment",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul("totalDAGsInTheEnvironment", "laggedCopyServersPerDag"),
      text("--")
    ),
    "copies",
    "Role Requirements!F226"
  ),
  msStep(
    "serversEnvironment",
    "Total Number of Servers / DAG / Environment",
    sum("mailboxServersEnvironment", "laggedCopyServersEnvironment"),
    "servers",
    "Role Requirements!F227"
  ),
  msStep(
    "dagCount",
    "Number of DAGs / Environment",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("validationError", "=", bool(false))
      ),
      "totalDAGsInTheEnvironment",
      text("--")
    ),
    "DAGs",
    "Role Requirements!F223 (NumDAGsEnv)"
  ),
];
