/**
 * Database copy instances per datacenter (HA and lagged, as configured and actual).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py): do not edit by
 * hand, regenerate (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated
 * node for node in the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING,
 * ...), its source the cell and the calculator's own name for it. "--" is the calculator's text for "not
 * applicable". Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { row } from "../stepRow";
import type { Step } from "../../formula";

export const copySteps: readonly Step[] = [
  row`numberOfHaDbCopyInstancesInPdcActual | Number of HA DB Copy Instances in PDC (Actual) | copies | Role Requirements!I63 (calcNumDBCopyInPDCActual)
    IF(
      input.highAvailability="Yes",
      input.haCopies-IF(input.siteResilience="Yes",input.haCopiesSecondary,0),
      0)`,
  row`numberOfHaDbCopyInstancesInSdcActual | Number of HA DB Copy Instances in SDC (Actual) | copies | Role Requirements!I65 (calcNumDBCopyInSDCActual)
    IF(AND(input.highAvailability="Yes",input.siteResilience="Yes"),input.haCopiesSecondary,0)`,
  row`totalNumberOfHaDbCopyInstances | Total Number of HA DB Copy Instances | copies | Role Requirements!I70 (calcTotNumHACopies)
    numberOfHaDbCopyInstancesInPdcActual+numberOfHaDbCopyInstancesInSdcActual`,
  row`numberOfLaggedDbCopyInstancesInPdcActual | Number of Lagged DB Copy Instances in PDC (Actual) | copies | Role Requirements!I67 (calcNumLagCopyInPDCActual)
    IF(
      AND(input.highAvailability="Yes",input.laggedCopies<>0),
      input.laggedCopies-IF(input.siteResilience="Yes",input.laggedCopiesSecondary,0),
      0)`,
  row`numberOfLaggedDbCopyInstancesInSdcActual | Number of Lagged DB Copy Instances in SDC (Actual) | copies | Role Requirements!I69 (calcNumLagCopyInSDCActual)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",input.laggedCopies>0),
      input.laggedCopiesSecondary,
      0)`,
  row`totalNumberOfLaggedDbCopyInstances | Total Number of Lagged DB Copy Instances | copies | Role Requirements!I71 (calcTotNumLagCopies)
    numberOfLaggedDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInSdcActual`,
  row`numberOfHaDbCopyInstancesInSdc | Number of HA DB Copy Instances in SDC | copies | Role Requirements!I64 (calcNumDBCopyInSDC)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes"),
      input.haCopiesSecondary+IF(replaylagmanagerEnabled="Yes",input.laggedCopiesSecondary,0),
      0)`,
  row`numberOfLaggedDbCopyInstancesInSdc | Number of Lagged DB Copy Instances in SDC | copies | Role Requirements!I68 (calcNumLagCopyInSDC)
    IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",input.laggedCopies>0),
      IF(replaylagmanagerEnabled="Yes",0,input.laggedCopiesSecondary),
      0)`,
  row`numberOfHaDbCopyInstancesInPdc | Number of HA DB Copy Instances in PDC | copies | Role Requirements!I62 (calcNumDBCopyInPDC)
    IF(
      input.highAvailability="Yes",
      input.haCopies-IF(input.siteResilience="Yes",input.haCopiesSecondary,0)
      +IF(
        replaylagmanagerEnabled="Yes",
        input.laggedCopies-IF(input.siteResilience="Yes",input.laggedCopiesSecondary,0),
        0),
      0)`,
];
