/**
 * Constants of the calculator's hidden Variables sheet that the database figures read.
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

export const constantSteps: readonly Step[] = [
  msStep(
    "maxNumberDb2LUNsPerBackupSet",
    "Max Number DB (2 LUNs / Backup Set)",
    f`98`,
    "databases",
    "Variables!K36 (varMaxNumDBVolBS)"
  ),
  msStep(
    "maxNumberOfDatabases",
    "Max Number of Databases",
    f`100`,
    "databases",
    "Variables!K35 (varMaxNumDBs)"
  ),
  msStep(
    "contentIndexImpact",
    "Content Index Impact",
    f`0.2`,
    "fraction",
    "Variables!K38 (CIFactor)"
  ),
  msStep(
    "maxDatabaseSize2OrMoreCopiesGB",
    "Max Database Size with >=2 Copies",
    f`2000`,
    "GB",
    "Variables!K34 (varMax2CopyDBSize)"
  ),
  msStep(
    "maxDatabaseSizeUnder2CopiesGB",
    "Max Database Size <2 copies",
    f`200`,
    "GB",
    "Variables!K33 (varMaxSADBSize)"
  ),
  msStep(
    "databaseOverideLimitPerServer",
    "Database overide limit per server",
    f`IF(
      automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired="Yes",
      9999,
      input.dataVolumesPerServer*diskGroupSize)`,
    "databases",
    "Variables!K51 (varDBOverideLimit)"
  ),
  msStep(
    "sirVersionPercentage",
    "SIR Version Percentage",
    f`0.012`,
    "fraction",
    "Variables!K41 (varSIRVersionsFactor)"
  ),
  msStep(
    "calendaringRootPercentage",
    "Calendaring/Root Percentage",
    f`0.03`,
    "fraction",
    "Variables!K42 (varCalRetentionFactor)"
  ),
  msStep(
    "userDistribution",
    "User Distribution",
    f`0.5`,
    "fraction",
    "Variables!K43 (PercentUsersinDC1)"
  ),
  msStep("casRatio", "CAS Ratio", f`0.375`, "fraction", "Variables!K44 (varCASRatio)"),
  msStep(
    "percentageOfMessagesQueued",
    "Percentage of Messages Queued",
    f`0.5`,
    "fraction",
    "Variables!K54 (varMessageQueueRate)"
  ),
];
