/**
 * Database and log IOPS per database and per server (Role Requirements, I/O Calculations).
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

export const iopsSteps: readonly Step[] = [
  msStep(
    "peakIops",
    "Peak IOPS",
    f`(${tierSum([1, 3, 2, 4], (t) => f`tier${t}.dbTotalTransfersPerSecond`)}+input.additionalIops)
    *(1+input.ioOverheadFactor)`,
    "IOPS",
    "Role Requirements!I76 (EnvPeakIOPS)"
  ),
  msStep(
    "iopsRequiredPerDatabase",
    "IOPS Required / Database",
    f`peakIops/recommendedNumberOfDatabasesPerDag`,
    "IOPS",
    "Role Requirements!I82 (calcIOPSPerDB)"
  ),
  msStep(
    "peakIopsPerServer",
    "Peak IOPS / Server",
    f`IF(
      input.highAvailability="Yes",
      peakIops/recommendedNumberOfDatabasesPerDag*totalNumberOfDatabaseCopiesPerServer,
      peakIops)`,
    "IOPS",
    "Role Requirements!I77 (PeakIOPS)"
  ),
  msStep(
    "aggregateDatabaseReadWriteRatio",
    "Aggregate Database Read:Write Ratio",
    f`(${tierSum([1, 2, 3, 4], (t) => f`tier${t}.dbReadTransfersPerSecond`)})
    /(${tierSum([1, 2, 3, 4], (t) => f`tier${t}.dbTotalTransfersPerSecond`)})`,
    "fraction",
    "Role Requirements!I75 (aggRWRatio)"
  ),
  msStep(
    "dbWriteTransfersPerSecondPerServer",
    "DB Write Transfers/s / Server",
    f`peakIopsPerServer*(1-aggregateDatabaseReadWriteRatio)`,
    "IOPS",
    "Role Requirements!I79 (WriteTransfers)"
  ),
  msStep(
    "logWriteTransfersPerSecondServer",
    "Log Write Transfers/s /Server",
    f`dbWriteTransfersPerSecondPerServer*IF(input.highAvailability="Yes",0.5,0.4)`,
    "IOPS",
    "Role Requirements!I80 (LogWriteTransfers)"
  ),
  msStep(
    "logReadTransfersPerSecondServer",
    "Log Read Transfers/s /Server",
    f`IF(
      input.highAvailability="Yes",
      peakIops/recommendedNumberOfDatabasesPerDag*(1-aggregateDatabaseReadWriteRatio)*0.5*0.1
      *numberOfDatabasesUsedInMemorySizing,
      0)`,
    "IOPS",
    "Role Requirements!I81 (LogReadTransfers)"
  ),
  msStep(
    "dbReadTransfersPerSecondPerServer",
    "DB Read Transfers/s / Server",
    f`peakIopsPerServer*aggregateDatabaseReadWriteRatio`,
    "IOPS",
    "Role Requirements!I78 (ReadTransfers)"
  ),
];
