/**
 * Database copy instances per datacenter (HA and lagged, as configured and actual).
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, and, cmp, iff, sub, text } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const copySteps: readonly Step[] = [
  msStep(
    "numberOfHaDbCopyInstancesInPdcActual",
    "Number of HA DB Copy Instances in PDC (Actual)",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      sub(
        "input.haCopies",
        iff(cmp("input.siteResilience", "=", text("Yes")), "input.haCopiesSecondary", 0)
      ),
      0
    ),
    "copies",
    "Role Requirements!I63 (calcNumDBCopyInPDCActual)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInSdcActual",
    "Number of HA DB Copy Instances in SDC (Actual)",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes"))
      ),
      "input.haCopiesSecondary",
      0
    ),
    "copies",
    "Role Requirements!I65 (calcNumDBCopyInSDCActual)"
  ),
  msStep(
    "totalNumberOfHaDbCopyInstances",
    "Total Number of HA DB Copy Instances",
    add("numberOfHaDbCopyInstancesInPdcActual", "numberOfHaDbCopyInstancesInSdcActual"),
    "copies",
    "Role Requirements!I70 (calcTotNumHACopies)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInPdcActual",
    "Number of Lagged DB Copy Instances in PDC (Actual)",
    iff(
      and(cmp("input.highAvailability", "=", text("Yes")), cmp("input.laggedCopies", "<>", 0)),
      sub(
        "input.laggedCopies",
        iff(cmp("input.siteResilience", "=", text("Yes")), "input.laggedCopiesSecondary", 0)
      ),
      0
    ),
    "copies",
    "Role Requirements!I67 (calcNumLagCopyInPDCActual)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInSdcActual",
    "Number of Lagged DB Copy Instances in SDC (Actual)",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.laggedCopies", ">", 0)
      ),
      "input.laggedCopiesSecondary",
      0
    ),
    "copies",
    "Role Requirements!I69 (calcNumLagCopyInSDCActual)"
  ),
  msStep(
    "totalNumberOfLaggedDbCopyInstances",
    "Total Number of Lagged DB Copy Instances",
    add("numberOfLaggedDbCopyInstancesInPdcActual", "numberOfLaggedDbCopyInstancesInSdcActual"),
    "copies",
    "Role Requirements!I71 (calcTotNumLagCopies)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInSdc",
    "Number of HA DB Copy Instances in SDC",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes"))
      ),
      add(
        "input.haCopiesSecondary",
        iff(cmp("replaylagmanagerEnabled", "=", text("Yes")), "input.laggedCopiesSecondary", 0)
      ),
      0
    ),
    "copies",
    "Role Requirements!I64 (calcNumDBCopyInSDC)"
  ),
  msStep(
    "numberOfLaggedDbCopyInstancesInSdc",
    "Number of Lagged DB Copy Instances in SDC",
    iff(
      and(
        cmp("input.highAvailability", "=", text("Yes")),
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.laggedCopies", ">", 0)
      ),
      iff(cmp("replaylagmanagerEnabled", "=", text("Yes")), 0, "input.laggedCopiesSecondary"),
      0
    ),
    "copies",
    "Role Requirements!I68 (calcNumLagCopyInSDC)"
  ),
  msStep(
    "numberOfHaDbCopyInstancesInPdc",
    "Number of HA DB Copy Instances in PDC",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      add(
        sub(
          "input.haCopies",
          iff(cmp("input.siteResilience", "=", text("Yes")), "input.haCopiesSecondary", 0)
        ),
        iff(
          cmp("replaylagmanagerEnabled", "=", text("Yes")),
          sub(
            "input.laggedCopies",
            iff(cmp("input.siteResilience", "=", text("Yes")), "input.laggedCopiesSecondary", 0)
          ),
          0
        )
      ),
      0
    ),
    "copies",
    "Role Requirements!I62 (calcNumDBCopyInPDC)"
  ),
];
