/**
 * The figures the calculator shows on Role Requirements (rows 223-284) and Volume Requirements row 123, under the names of `exsize size --json`.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { row } from "../stepRow";
import type { Step } from "../../formula";

export const summarySteps: readonly Step[] = [
  row`databaseCount | Number of Databases | databases | Role Requirements!C243
    IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        recommendedNumberOfDatabasesPerDag,
        recommendedNumberOfDatabasesPerDag*input.exchangeServersPerDag),
      "--")`,
  row`mailboxesPerDatabase | Recommended Number of Mailboxes / Database | mailboxes | Role Requirements!C244
    IF(validationError=FALSE,recommendedNumberOfMailboxesPerDb,"--")`,
  row`databaseCacheAvailablePerMailboxMB | Available Database Cache / Mailbox | MB | Role Requirements!C245
    IF(validationError=FALSE,actualDbCachePerMailbox,"--")`,
  row`databaseCopiesPerServer | Number of Database Copies | copies | Role Requirements!C248
    IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        totalNumberOfDatabaseCopiesPerServer,
        recommendedNumberOfDatabasesPerDag),
      "--")`,
  row`databaseCopiesPerDag | Number of Database Copies / DAG | copies | Role Requirements!D248 (TotNumDBCopiesDAG)
    IF(
      AND(input.highAvailability="Yes",validationError=FALSE),
      numberOfHaDbCopiesPerDagInDatacenter1+numberOfLaggedDbCopiesPerDagInDatacenter1
      +numberOfLaggedDbCopiesPerDagInDatacenter2+numberOfHaDbCopiesPerDagInDatacenter2,
      "--")`,
  row.noted(
    "Table2421 structured references written as the cells they name."
  )`databaseCopiesEnvironment | Number of Database Copies / Environment | copies | Role Requirements!E248
    IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        databaseCopiesPerDag*totalDAGsInTheEnvironment,
        databaseCopiesPerServer*input.exchangeServersPerDag),
      "--")`,
  row`transportDatabaseGBPerServer | Transport Database Space Required / Server | GB | Role Requirements!D273
    IF(validationError=FALSE,transportDatabaseSizePerServer,"--")`,
  row`totalDbIopsPerDatabase | Total Database Required IOPS | IOPS | Role Requirements!C281
    IF(validationError=FALSE,iopsRequiredPerDatabase,"--")`,
  row`totalDbIopsPerServer | Total Database Required IOPS / Server | IOPS | Role Requirements!D281 (DBIOPSReplicaSS)
    IF(validationError=FALSE,peakIopsPerServer,"--")`,
  row`logIopsPerServer | Total Log Required IOPS / Server | IOPS | Role Requirements!D282 (LogIOPSReplicaSS)
    IF(
      validationError=FALSE,
      logWriteTransfersPerSecondServer+logReadTransfersPerSecondServer,
      "--")`,
  row`mailboxesTotal | Number of Active Mailboxes (Normal Run Time) / Environment | mailboxes | Role Requirements!F224
    IF(validationError=FALSE,totalMailboxesInTheEnvironment,"--")`,
  row`mailboxServersPerDagPrimary | Number of Mailbox Servers / DAG | servers | Role Requirements!C225 (NumDAGServersPDC)
    IF(
      validationError=FALSE,
      IF(
        input.highAvailability="Yes",
        IF(
          AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Multiple DAGs)"),
          numberOfActiveMailboxServersInDc1PerDag,
          numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc1PerDag),
        input.exchangeServersPerDag),
      "--")`,
  row`mailboxServersPerDagSecondary | Number of Mailbox Servers / DAG | servers | Role Requirements!D225 (NumDAGServersSDC)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",validationError=FALSE),
      IF(
        input.siteResilienceModel="Active/Active (Multiple DAGs)",
        numberOfDrMailboxServersInDc2PerDag,
        numberOfDrMailboxServersInDc2PerDag+numberOfActiveMailboxServersInDc2PerDag),
      "--")`,
  row.noted(
    "Table24[[#This Row],...] written as the cells it names."
  )`mailboxServersPerDag | Number of Mailbox Servers / DAG / DAG | servers | Role Requirements!E225
    IF(
      input.highAvailability="Yes",
      SUM(mailboxServersPerDagPrimary,mailboxServersPerDagSecondary),
      "--")`,
  row`laggedCopyServersPerDagPrimary | Number of Lagged Copy Servers / DAG | copies | Role Requirements!C226
    IF(
      AND(
        input.highAvailability="Yes",validationError=FALSE,input.laggedCopies<>0,
        laggedDatabaseCopiesHostedOnDedicatedServers="Yes"),
      numberOfLaggedCopyServersInDc1PerDag,
      0)`,
  row`laggedCopyServersPerDagSecondary | Number of Lagged Copy Servers / DAG | copies | Role Requirements!D226
    IF(
      AND(
        input.highAvailability="Yes",input.laggedCopies<>0,
        laggedDatabaseCopiesHostedOnDedicatedServers="Yes",input.laggedCopiesSecondary<>0,
        validationError=FALSE),
      numberOfLaggedCopyServersInDc2PerDag,
      0)`,
  row`laggedCopyServersPerDag | Number of Lagged Copy Servers / DAG / DAG | copies | Role Requirements!E226
    IF(
      input.highAvailability="Yes",
      SUM(laggedCopyServersPerDagPrimary,laggedCopyServersPerDagSecondary),
      "--")`,
  row`serversPerDag | Total Number of Servers / DAG / DAG | servers | Role Requirements!E227 (totNumMBXServersPerDag)
    IF(input.highAvailability="Yes",SUM(mailboxServersPerDag,laggedCopyServersPerDag),"--")`,
  row`mailboxServersEnvironment | Number of Mailbox Servers / DAG / Environment | servers | Role Requirements!F225
    IF(
      input.highAvailability="Yes",
      totalDAGsInTheEnvironment*mailboxServersPerDag,
      mailboxServersPerDagPrimary)`,
  row`laggedCopyServersEnvironment | Number of Lagged Copy Servers / DAG / Environment | copies | Role Requirements!F226
    IF(input.highAvailability="Yes",totalDAGsInTheEnvironment*laggedCopyServersPerDag,"--")`,
  row`serversEnvironment | Total Number of Servers / DAG / Environment | servers | Role Requirements!F227
    SUM(mailboxServersEnvironment,laggedCopyServersEnvironment)`,
  row`dagCount | Number of DAGs / Environment | DAGs | Role Requirements!F223 (NumDAGsEnv)
    IF(AND(input.highAvailability="Yes",validationError=FALSE),totalDAGsInTheEnvironment,"--")`,
];
