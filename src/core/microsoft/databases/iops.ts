/**
 * Database and log IOPS per database and per server (Role Requirements, I/O Calculations).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, cmp, div, iff, mul, sub, text } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const iopsSteps: readonly Step[] = [
  msStep(
    "peakIops",
    "Peak IOPS",
    mul(
      add(
        add(
          add(
            add("tier1.dbTotalTransfersPerSecond", "tier3.dbTotalTransfersPerSecond"),
            "tier2.dbTotalTransfersPerSecond"
          ),
          "tier4.dbTotalTransfersPerSecond"
        ),
        "input.additionalIops"
      ),
      add(1, "input.ioOverheadFactor")
    ),
    "IOPS",
    "Role Requirements!I76 (EnvPeakIOPS)"
  ),
  msStep(
    "iopsRequiredPerDatabase",
    "IOPS Required / Database",
    div("peakIops", "recommendedNumberOfDatabasesPerDag"),
    "IOPS",
    "Role Requirements!I82 (calcIOPSPerDB)"
  ),
  msStep(
    "peakIopsPerServer",
    "Peak IOPS / Server",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul(
        div("peakIops", "recommendedNumberOfDatabasesPerDag"),
        "totalNumberOfDatabaseCopiesPerServer"
      ),
      "peakIops"
    ),
    "IOPS",
    "Role Requirements!I77 (PeakIOPS)"
  ),
  msStep(
    "aggregateDatabaseReadWriteRatio",
    "Aggregate Database Read:Write Ratio",
    div(
      add(
        add(
          add("tier1.dbReadTransfersPerSecond", "tier2.dbReadTransfersPerSecond"),
          "tier3.dbReadTransfersPerSecond"
        ),
        "tier4.dbReadTransfersPerSecond"
      ),
      add(
        add(
          add("tier1.dbTotalTransfersPerSecond", "tier2.dbTotalTransfersPerSecond"),
          "tier3.dbTotalTransfersPerSecond"
        ),
        "tier4.dbTotalTransfersPerSecond"
      )
    ),
    "fraction",
    "Role Requirements!I75 (aggRWRatio)"
  ),
  msStep(
    "dbWriteTransfersPerSecondPerServer",
    "DB Write Transfers/s / Server",
    mul("peakIopsPerServer", sub(1, "aggregateDatabaseReadWriteRatio")),
    "IOPS",
    "Role Requirements!I79 (WriteTransfers)"
  ),
  msStep(
    "logWriteTransfersPerSecondServer",
    "Log Write Transfers/s /Server",
    mul(
      "dbWriteTransfersPerSecondPerServer",
      iff(cmp("input.highAvailability", "=", text("Yes")), 0.5, 0.4)
    ),
    "IOPS",
    "Role Requirements!I80 (LogWriteTransfers)"
  ),
  msStep(
    "logReadTransfersPerSecondServer",
    "Log Read Transfers/s /Server",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      mul(
        mul(
          mul(
            mul(
              div("peakIops", "recommendedNumberOfDatabasesPerDag"),
              sub(1, "aggregateDatabaseReadWriteRatio")
            ),
            0.5
          ),
          0.1
        ),
        "numberOfDatabasesUsedInMemorySizing"
      ),
      0
    ),
    "IOPS",
    "Role Requirements!I81 (LogReadTransfers)"
  ),
  msStep(
    "dbReadTransfersPerSecondPerServer",
    "DB Read Transfers/s / Server",
    mul("peakIopsPerServer", "aggregateDatabaseReadWriteRatio"),
    "IOPS",
    "Role Requirements!I78 (ReadTransfers)"
  ),
];
