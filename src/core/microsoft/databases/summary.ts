/**
 * The figures the calculator shows on Role Requirements (rows 223-284) and Volume Requirements row 123, under the names of `exsize size --json`.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { f } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const summarySteps: readonly Step[] = [
  msStep(
    "databaseCount",
    "Number of Databases",
    f`IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        recommendedNumberOfDatabasesPerDag,
        recommendedNumberOfDatabasesPerDag*input.exchangeServersPerDag),
      "--")`,
    "databases",
    "Role Requirements!C243"
  ),
  msStep(
    "mailboxesPerDatabase",
    "Recommended Number of Mailboxes / Database",
    f`IF(validationError=FALSE,recommendedNumberOfMailboxesPerDb,"--")`,
    "mailboxes",
    "Role Requirements!C244"
  ),
  msStep(
    "databaseCacheAvailablePerMailboxMB",
    "Available Database Cache / Mailbox",
    f`IF(validationError=FALSE,actualDbCachePerMailbox,"--")`,
    "MB",
    "Role Requirements!C245"
  ),
  msStep(
    "databaseCopiesPerServer",
    "Number of Database Copies",
    f`IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        totalNumberOfDatabaseCopiesPerServer,
        recommendedNumberOfDatabasesPerDag),
      "--")`,
    "copies",
    "Role Requirements!C248"
  ),
  msStep(
    "databaseCopiesPerDag",
    "Number of Database Copies / DAG",
    f`IF(
      AND(input.highAvailability="Yes",validationError=FALSE),
      numberOfHaDbCopiesPerDagInDatacenter1+numberOfLaggedDbCopiesPerDagInDatacenter1
      +numberOfLaggedDbCopiesPerDagInDatacenter2+numberOfHaDbCopiesPerDagInDatacenter2,
      "--")`,
    "copies",
    "Role Requirements!D248 (TotNumDBCopiesDAG)"
  ),
  msStep(
    "databaseCopiesEnvironment",
    "Number of Database Copies / Environment",
    f`IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        databaseCopiesPerDag*totalDAGsInTheEnvironment,
        databaseCopiesPerServer*input.exchangeServersPerDag),
      "--")`,
    "copies",
    "Role Requirements!E248",
    "Table2421 structured references written as the cells they name."
  ),
  msStep(
    "transportDatabaseGBPerServer",
    "Transport Database Space Required / Server",
    f`IF(validationError=FALSE,transportDatabaseSizePerServer,"--")`,
    "GB",
    "Role Requirements!D273"
  ),
  msStep(
    "totalDbIopsPerDatabase",
    "Total Database Required IOPS",
    f`IF(validationError=FALSE,iopsRequiredPerDatabase,"--")`,
    "IOPS",
    "Role Requirements!C281"
  ),
  msStep(
    "totalDbIopsPerServer",
    "Total Database Required IOPS / Server",
    f`IF(validationError=FALSE,peakIopsPerServer,"--")`,
    "IOPS",
    "Role Requirements!D281 (DBIOPSReplicaSS)"
  ),
  msStep(
    "logIopsPerServer",
    "Total Log Required IOPS / Server",
    f`IF(
      validationError=FALSE,
      logWriteTransfersPerSecondServer+logReadTransfersPerSecondServer,
      "--")`,
    "IOPS",
    "Role Requirements!D282 (LogIOPSReplicaSS)"
  ),
  msStep(
    "mailboxesTotal",
    "Number of Active Mailboxes (Normal Run Time) / Environment",
    f`IF(validationError=FALSE,totalMailboxesInTheEnvironment,"--")`,
    "mailboxes",
    "Role Requirements!F224"
  ),
  msStep(
    "mailboxServersPerDagPrimary",
    "Number of Mailbox Servers / DAG",
    f`IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        IF(
          AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Multiple DAGs)"),
          numberOfActiveMailboxServersInDc1PerDag,
          numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc1PerDag),
        input.exchangeServersPerDag),
      "--")`,
    "servers",
    "Role Requirements!C225 (NumDAGServersPDC)"
  ),
  msStep(
    "mailboxServersPerDagSecondary",
    "Number of Mailbox Servers / DAG",
    f`IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",validationError=FALSE),
      IF(
        input.siteResilienceModel="Active/Active (Multiple DAGs)",
        numberOfDrMailboxServersInDc2PerDag,
        numberOfDrMailboxServersInDc2PerDag+numberOfActiveMailboxServersInDc2PerDag),
      "--")`,
    "servers",
    "Role Requirements!D225 (NumDAGServersSDC)"
  ),
  msStep(
    "mailboxServersPerDag",
    "Number of Mailbox Servers / DAG / DAG",
    f`IF(
      input.highAvailability="Yes",
      SUM(mailboxServersPerDagPrimary,mailboxServersPerDagSecondary),
      "--")`,
    "servers",
    "Role Requirements!E225",
    "Table24[[#This Row],...] written as the cells it names."
  ),
  msStep(
    "laggedCopyServersPerDagPrimary",
    "Number of Lagged Copy Servers / DAG",
    f`IF(
      AND(
        input.highAvailability="Yes",validationError=FALSE,input.laggedCopies<>0,
        laggedDatabaseCopiesHostedOnDedicatedServers="Yes"),
      numberOfLaggedCopyServersInDc1PerDag,
      0)`,
    "copies",
    "Role Requirements!C226"
  ),
  msStep(
    "laggedCopyServersPerDagSecondary",
    "Number of Lagged Copy Servers / DAG",
    f`IF(
      AND(
        input.highAvailability="Yes",input.laggedCopies<>0,
        laggedDatabaseCopiesHostedOnDedicatedServers="Yes",input.laggedCopiesSecondary<>0,
        validationError=FALSE),
      numberOfLaggedCopyServersInDc2PerDag,
      0)`,
    "copies",
    "Role Requirements!D226"
  ),
  msStep(
    "laggedCopyServersPerDag",
    "Number of Lagged Copy Servers / DAG / DAG",
    f`IF(
      input.highAvailability="Yes",
      SUM(laggedCopyServersPerDagPrimary,laggedCopyServersPerDagSecondary),
      "--")`,
    "copies",
    "Role Requirements!E226"
  ),
  msStep(
    "serversPerDag",
    "Total Number of Servers / DAG / DAG",
    f`IF(input.highAvailability="Yes",SUM(mailboxServersPerDag,laggedCopyServersPerDag),"--")`,
    "servers",
    "Role Requirements!E227 (totNumMBXServersPerDag)"
  ),
  msStep(
    "mailboxServersEnvironment",
    "Number of Mailbox Servers / DAG / Environment",
    f`IF(
      input.highAvailability="Yes",
      totalDAGsInTheEnvironment*mailboxServersPerDag,
      mailboxServersPerDagPrimary)`,
    "servers",
    "Role Requirements!F225"
  ),
  msStep(
    "laggedCopyServersEnvironment",
    "Number of Lagged Copy Servers / DAG / Environment",
    f`IF(input.highAvailability="Yes",totalDAGsInTheEnvironment*laggedCopyServersPerDag,"--")`,
    "copies",
    "Role Requirements!F226"
  ),
  msStep(
    "serversEnvironment",
    "Total Number of Servers / DAG / Environment",
    f`SUM(mailboxServersEnvironment,laggedCopyServersEnvironment)`,
    "servers",
    "Role Requirements!F227"
  ),
  msStep(
    "dagCount",
    "Number of DAGs / Environment",
    f`IF(AND(input.highAvailability="Yes",validationError=FALSE),totalDAGsInTheEnvironment,"--")`,
    "DAGs",
    "Role Requirements!F223 (NumDAGsEnv)"
  ),
];
