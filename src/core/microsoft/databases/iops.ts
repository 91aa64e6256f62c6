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
import { row } from "../stepRow";
import { tierSum } from "./tierSum";
import type { Step } from "../../formula";

export const iopsSteps: readonly Step[] = [
  row`peakIops | Peak IOPS | IOPS | Role Requirements!I76 (EnvPeakIOPS)
    (${tierSum([1, 3, 2, 4], (t) => f`tier${t}.dbTotalTransfersPerSecond`)}+input.additionalIops)
    *(1+input.ioOverheadFactor)`,
  row`iopsRequiredPerDatabase | IOPS Required / Database | IOPS | Role Requirements!I82 (calcIOPSPerDB)
    peakIops/recommendedNumberOfDatabasesPerDag`,
  row`peakIopsPerServer | Peak IOPS / Server | IOPS | Role Requirements!I77 (PeakIOPS)
    IF(
      input.highAvailability="Yes",
      peakIops/recommendedNumberOfDatabasesPerDag*totalNumberOfDatabaseCopiesPerServer,
      peakIops)`,
  row`aggregateDatabaseReadWriteRatio | Aggregate Database Read:Write Ratio | fraction | Role Requirements!I75 (aggRWRatio)
    (${tierSum([1, 2, 3, 4], (t) => f`tier${t}.dbReadTransfersPerSecond`)})
    /(${tierSum([1, 2, 3, 4], (t) => f`tier${t}.dbTotalTransfersPerSecond`)})`,
  row`dbWriteTransfersPerSecondPerServer | DB Write Transfers/s / Server | IOPS | Role Requirements!I79 (WriteTransfers)
    peakIopsPerServer*(1-aggregateDatabaseReadWriteRatio)`,
  row`logWriteTransfersPerSecondServer | Log Write Transfers/s /Server | IOPS | Role Requirements!I80 (LogWriteTransfers)
    dbWriteTransfersPerSecondPerServer*IF(input.highAvailability="Yes",0.5,0.4)`,
  row`logReadTransfersPerSecondServer | Log Read Transfers/s /Server | IOPS | Role Requirements!I81 (LogReadTransfers)
    IF(
      input.highAvailability="Yes",
      peakIops/recommendedNumberOfDatabasesPerDag*(1-aggregateDatabaseReadWriteRatio)*0.5*0.1
      *numberOfDatabasesUsedInMemorySizing,
      0)`,
  row`dbReadTransfersPerSecondPerServer | DB Read Transfers/s / Server | IOPS | Role Requirements!I78 (ReadTransfers)
    peakIopsPerServer*aggregateDatabaseReadWriteRatio`,
];
