/**
 * Database copy instances per datacenter (HA and lagged, as configured and actual).
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

export const copySteps: readonly Step[] = [
  msStep(
    "numberOfHaDbCopyInstancesInPdcActual",
    "Number of HA DB Copy Instances in PDC (Actual)",
    f`IF(
      input.highAvailability="Yes",
      input.haCopies-IF(input.siteResilience="Yes",input.haCopiesSecondary,0),
      0)`,
    "copies",
    "Role Requirements!I63 (calcNumDBCopyInPDCActual)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInSdcActual",
    "Number of HA DB Copy Instances in SDC (Actual)",
    f`IF(AND(input.highAvailability="Yes",input.siteResilience="Yes"),input.haCopiesSecondary,0)`,
    "copies",
    "Role Requirements!I65 (calcNumDBCopyInSDCActual)"
  ),
  msStep(
    "totalNumberOfHaDbCopyInstances",
    "Total Number of HA DB Copy Instances",
    f`numberOfHaDbCopyInstancesInPdcActual+numberOfHaDbCopyInstancesInSdcActual`,
    "copies",
    "Role Requirements!I70 (calcTotNumHACopies)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInPdcActual",
    "Number of Lagged DB Copy Instances in PDC (Actual)",
    f`IF(
      AND(input.highAvailability="Yes",input.laggedCopies<>0),
      input.laggedCopies-IF(input.siteResilience="Yes",input.laggedCopiesSecondary,0),
      0)`,
    "copies",
    "Role Requirements!I67 (calcNumLagCopyInPDCActual)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInSdcActual",
    "Number of Lagged DB Copy Instances in SDC (Actual)",
    f`IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",input.laggedCopies>0),
      input.laggedCopiesSecondary,
      0)`,
    "copies",
    "Role Requirements!I69 (calcNumLagCopyInSDCActual)"
  ),
  msStep(
    "totalNumberOfLaggedDbCopyInstances",
    "Total Number of Lagged DB Copy Instances",
    f`numberOfLaggedDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInSdcActual`,
    "copies",
    "Role Requirements!I71 (calcTotNumLagCopies)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInSdc",
    "Number of HA DB Copy Instances in SDC",
    f`IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes"),
      input.haCopiesSecondary+IF(replaylagmanagerEnabled="Yes",input.laggedCopiesSecondary,0),
      0)`,
    "copies",
    "Role Requirements!I64 (calcNumDBCopyInSDC)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInSdc",
    "Number of Lagged DB Copy Instances in SDC",
    f`IF(
      AND(input.highAvailability="Yes",input.siteResilience="Yes",input.laggedCopies>0),
      IF(replaylagmanagerEnabled="Yes",0,input.laggedCopiesSecondary),
      0)`,
    "copies",
    "Role Requirements!I68 (calcNumLagCopyInSDC)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInPdc",
    "Number of HA DB Copy Instances in PDC",
    f`IF(
      input.highAvailability="Yes",
      input.haCopies-IF(input.siteResilience="Yes",input.haCopiesSecondary,0)
      +IF(
        replaylagmanagerEnabled="Yes",
        input.laggedCopies-IF(input.siteResilience="Yes",input.laggedCopiesSecondary,0),
        0),
      0)`,
    "copies",
    "Role Requirements!I62 (calcNumDBCopyInPDC)"
  ),
];
