/**
 * The calculator's validation checks (Role Requirements I155:I163) behind its error banner.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { f } from "../../formula";
import { row } from "../stepRow";
import { tierAny } from "./tierSum";
import type { Step } from "../../formula";

export const validationSteps: readonly Step[] = [
  row`tooManyDagMembersValidationCheck | Too Many DAG Members Validation Check | TRUE/FALSE | Role Requirements!I155 (DAGMemberValCheck)
    IF(
      input.highAvailability="Yes",
      IF(
        numberOfActiveMailboxServersInDc1PerDag+numberOfDrMailboxServersInDc1PerDag
          +numberOfLaggedCopyServersPerDag+numberOfDrMailboxServersInDc2PerDag
          +numberOfActiveMailboxServersInDc2PerDag
        >16,
        TRUE,
        FALSE),
      FALSE)`,
  row`dbCopyCountValidationCheck | DB Copy Count Validation Check | TRUE/FALSE | Role Requirements!I156 (DBCopyValCheck)
    IF(
      input.highAvailability="Yes",
      IF(
        input.siteResilience="Yes",
        IF(
          numberOfHaDbCopyInstancesInPdcActual+numberOfHaDbCopyInstancesInSdcActual
            +IF(
              laggedDatabaseCopiesHostedOnDedicatedServers="No",
              numberOfLaggedDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInSdcActual,
              0)
          >totalNumberOfMailboxServersPerDag,
          TRUE,
          FALSE),
        IF(
          input.haCopies+IF(laggedDatabaseCopiesHostedOnDedicatedServers="No",input.laggedCopies,0)
          >input.exchangeServersPerDag,
          TRUE,
          FALSE)
      ),
      FALSE)`,
  row`mailboxSizeLimitNotZeroCheck | Mailbox Size Limit Not Zero Check | TRUE/FALSE | Role Requirements!I157 (MailboxSizeCheck)
    IF(
      ${tierAny([1, 2, 3, 4], (t) => f`AND(input.tier${t}.mailboxes<>0,input.tier${t}.quotaMB=0)`)},
      TRUE,
      FALSE)`,
  row`dbCountValidationCheck | DB Count Validation Check | TRUE/FALSE | Role Requirements!I158 (DBCountValCheck)
    IF(
      IF(
        input.highAvailability="Yes",
        recommendedNumberOfDatabasesPerDag
        *(totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances)
        /(totalNumberOfMailboxServersPerDag+numberOfLaggedCopyServersPerDag),
        recommendedNumberOfDatabasesPerDag)
      >maxNumberOfDatabases,
      TRUE,
      FALSE)`,
  row`calculatedMaxDbSizeNotZeroCheck | Calculated Max DB Size Not Zero Check | TRUE/FALSE | Role Requirements!I161 (calcMaxDBSizeCheck)
    IF(recommendedMaximumDatabaseSize<=0,TRUE,FALSE)`,
  row`diskCountValidationCheck | Disk Count Validation Check | TRUE/FALSE | Role Requirements!I162 (calcCustomDiskCountCheck)
    IF(
      automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired="No",
      IF(
        totalNumberOfMailboxServersPerDag*input.dataVolumesPerServer*recommendedDatabasesPerVolume
        <numberOfHaDbCopiesPerDagInDatacenter1+numberOfLaggedDbCopiesPerDagInDatacenter1
          +numberOfLaggedDbCopiesPerDagInDatacenter2+numberOfHaDbCopiesPerDagInDatacenter2,
        TRUE,
        FALSE),
      FALSE)`,
  row`invalidActiveActiveSingleDag | Invalid Active/Active Single DAG |  | Role Requirements!I163 (InvalidActiveActive)
    IF(
      AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)"),
      IF(
        numberOfHaDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInPdcActual
        =numberOfHaDbCopyInstancesInSdcActual+numberOfLaggedDbCopyInstancesInSdcActual,
        FALSE,
        TRUE),
      FALSE)`,
  row`validationError | Calculator Validation Check | TRUE/FALSE | Role Requirements!I160 (ValidationCheck)
    IF(
      ISERROR(
        OR(
          tooManyDagMembersValidationCheck=TRUE,dbCopyCountValidationCheck=TRUE,
          mailboxSizeLimitNotZeroCheck=TRUE,dbCountValidationCheck=TRUE,
          calculatedMaxDbSizeNotZeroCheck=TRUE)
      ),
      TRUE,
      IF(
        OR(
          tooManyDagMembersValidationCheck=TRUE,dbCopyCountValidationCheck=TRUE,
          mailboxSizeLimitNotZeroCheck=TRUE,dbCountValidationCheck=TRUE,
          calculatedMaxDbSizeNotZeroCheck=TRUE,diskCountValidationCheck=TRUE,
          invalidActiveActiveSingleDag=TRUE),
        TRUE,
        FALSE)
    )`,
];
