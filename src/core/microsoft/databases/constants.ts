/**
 * Constants of the calculator's hidden Variables sheet that the database figures read.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { row } from "../stepRow";
import type { Step } from "../../formula";

export const constantSteps: readonly Step[] = [
  row`maxNumberDb2LUNsPerBackupSet | Max Number DB (2 LUNs / Backup Set) | databases | Variables!K36 (varMaxNumDBVolBS)
    98`,
  row`maxNumberOfDatabases | Max Number of Databases | databases | Variables!K35 (varMaxNumDBs)
    100`,
  row`contentIndexImpact | Content Index Impact | fraction | Variables!K38 (CIFactor)
    0.2`,
  row`maxDatabaseSize2OrMoreCopiesGB | Max Database Size with >=2 Copies | GB | Variables!K34 (varMax2CopyDBSize)
    2000`,
  row`maxDatabaseSizeUnder2CopiesGB | Max Database Size <2 copies | GB | Variables!K33 (varMaxSADBSize)
    200`,
  row`databaseOverideLimitPerServer | Database overide limit per server | databases | Variables!K51 (varDBOverideLimit)
    IF(
      automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired="Yes",
      9999,
      input.dataVolumesPerServer*diskGroupSize)`,
  row`sirVersionPercentage | SIR Version Percentage | fraction | Variables!K41 (varSIRVersionsFactor)
    0.012`,
  row`calendaringRootPercentage | Calendaring/Root Percentage | fraction | Variables!K42 (varCalRetentionFactor)
    0.03`,
  row`userDistribution | User Distribution | fraction | Variables!K43 (PercentUsersinDC1)
    0.5`,
  row`casRatio | CAS Ratio | fraction | Variables!K44 (varCASRatio)
    0.375`,
  row`percentageOfMessagesQueued | Percentage of Messages Queued | fraction | Variables!K54 (varMessageQueueRate)
    0.5`,
];
