/**
 * The calculator's validation checks (Role Requirements I155:I163) behind its error banner.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/translate.py: each step is one calculator
 * cell, its formula translated node for node (IF, VLOOKUP as lookup, MROUND, CEILING, ...), its source the
 * cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import { add, and, bool, cmp, div, iff, iserror, mul, or, text } from "../../formula";
import { msStep } from "../msStep";
import type { Step } from "../../formula";

export const validationSteps: readonly Step[] = [
  msStep(
    "tooManyDagMembersValidationCheck",
    "Too Many DAG Members Validation Check",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp(
          add(
            add(
              add(
                add(
                  "numberOfActiveMailboxServersInDc1PerDag",
                  "numberOfDrMailboxServersInDc1PerDag"
                ),
                "numberOfLaggedCopyServersPerDag"
              ),
              "numberOfDrMailboxServersInDc2PerDag"
            ),
            "numberOfActiveMailboxServersInDc2PerDag"
          ),
          ">",
          16
        ),
        bool(true),
        bool(false)
      ),
      bool(false)
    ),
    "TRUE/FALSE",
    "Role Requirements!I155 (DAGMemberValCheck)"
  ),
  msStep(
    "dbCopyCountValidationCheck",
    "DB Copy Count Validation Check",
    iff(
      cmp("input.highAvailability", "=", text("Yes")),
      iff(
        cmp("input.siteResilience", "=", text("Yes")),
        iff(
          cmp(
            add(
              add("numberOfHaDbCopyInstancesInPdcActual", "numberOfHaDbCopyInstancesInSdcActual"),
              iff(
                cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
                add(
                  "numberOfLaggedDbCopyInstancesInPdcActual",
                  "numberOfLaggedDbCopyInstancesInSdcActual"
                ),
                0
              )
            ),
            ">",
            "totalNumberOfMailboxServersPerDag"
          ),
          bool(true),
          bool(false)
        ),
        iff(
          cmp(
            add(
              "input.haCopies",
              iff(
                cmp("laggedDatabaseCopiesHostedOnDedicatedServers", "=", text("No")),
                "input.laggedCopies",
                0
              )
            ),
            ">",
            "input.exchangeServersPerDag"
          ),
          bool(true),
          bool(false)
        )
      ),
      bool(false)
    ),
    "TRUE/FALSE",
    "Role Requirements!I156 (DBCopyValCheck)"
  ),
  msStep(
    "mailboxSizeLimitNotZeroCheck",
    "Mailbox Size Limit Not Zero Check",
    iff(
      or(
        and(cmp("input.tier1.mailboxes", "<>", 0), cmp("input.tier1.quotaMB", "=", 0)),
        and(cmp("input.tier2.mailboxes", "<>", 0), cmp("input.tier2.quotaMB", "=", 0)),
        and(cmp("input.tier3.mailboxes", "<>", 0), cmp("input.tier3.quotaMB", "=", 0)),
        and(cmp("input.tier4.mailboxes", "<>", 0), cmp("input.tier4.quotaMB", "=", 0))
      ),
      bool(true),
      bool(false)
    ),
    "TRUE/FALSE",
    "Role Requirements!I157 (MailboxSizeCheck)"
  ),
  msStep(
    "dbCountValidationCheck",
    "DB Count Validation Check",
    iff(
      cmp(
        iff(
          cmp("input.highAvailability", "=", text("Yes")),
          div(
            mul(
              "recommendedNumberOfDatabasesPerDag",
              add("totalNumberOfHaDbCopyInstances", "totalNumberOfLaggedDbCopyInstances")
            ),
            add("totalNumberOfMailboxServersPerDag", "numberOfLaggedCopyServersPerDag")
          ),
          "recommendedNumberOfDatabasesPerDag"
        ),
        ">",
        "maxNumberOfDatabases"
      ),
      bool(true),
      bool(false)
    ),
    "TRUE/FALSE",
    "Role Requirements!I158 (DBCountValCheck)"
  ),
  msStep(
    "calculatedMaxDbSizeNotZeroCheck",
    "Calculated Max DB Size Not Zero Check",
    iff(cmp("recommendedMaximumDatabaseSize", "<=", 0), bool(true), bool(false)),
    "TRUE/FALSE",
    "Role Requirements!I161 (calcMaxDBSizeCheck)"
  ),
  msStep(
    "diskCountValidationCheck",
    "Disk Count Validation Check",
    iff(
      cmp("automaticallyCalculateNumberOfExchangeDatabaseVolumesRequired", "=", text("No")),
      iff(
        cmp(
          mul(
            mul("totalNumberOfMailboxServersPerDag", "input.dataVolumesPerServer"),
            "recommendedDatabasesPerVolume"
          ),
          "<",
          add(
            add(
              add(
                "numberOfHaDbCopiesPerDagInDatacenter1",
                "numberOfLaggedDbCopiesPerDagInDatacenter1"
              ),
              "numberOfLaggedDbCopiesPerDagInDatacenter2"
            ),
            "numberOfHaDbCopiesPerDagInDatacenter2"
          )
        ),
        bool(true),
        bool(false)
      ),
      bool(false)
    ),
    "TRUE/FALSE",
    "Role Requirements!I162 (calcCustomDiskCountCheck)"
  ),
  msStep(
    "invalidActiveActiveSingleDag",
    "Invalid Active/Active Single DAG",
    iff(
      and(
        cmp("input.siteResilience", "=", text("Yes")),
        cmp("input.siteResilienceModel", "=", text("Active/Active (Single DAG)"))
      ),
      iff(
        cmp(
          add("numberOfHaDbCopyInstancesInPdcActual", "numberOfLaggedDbCopyInstancesInPdcActual"),
          "=",
          add("numberOfHaDbCopyInstancesInSdcActual", "numberOfLaggedDbCopyInstancesInSdcActual")
        ),
        bool(false),
        bool(true)
      ),
      bool(false)
    ),
    "",
    "Role Requirements!I163 (InvalidActiveActive)"
  ),
  msStep(
    "validationError",
    "Calculator Validation Check",
    iff(
      iserror(
        or(
          cmp("tooManyDagMembersValidationCheck", "=", bool(true)),
          cmp("dbCopyCountValidationCheck", "=", bool(true)),
          cmp("mailboxSizeLimitNotZeroCheck", "=", bool(true)),
          cmp("dbCountValidationCheck", "=", bool(true)),
          cmp("calculatedMaxDbSizeNotZeroCheck", "=", bool(true))
        )
      ),
      bool(true),
      iff(
        or(
          cmp("tooManyDagMembersValidationCheck", "=", bool(true)),
          cmp("dbCopyCountValidationCheck", "=", bool(true)),
          cmp("mailboxSizeLimitNotZeroCheck", "=", bool(true)),
          cmp("dbCountValidationCheck", "=", bool(true)),
          cmp("calculatedMaxDbSizeNotZeroCheck", "=", bool(true)),
          cmp("diskCountValidationCheck", "=", bool(true)),
          cmp("invalidActiveActiveSingleDag", "=", bool(true))
        ),
        bool(true),
        bool(false)
      )
    ),
    "TRUE/FALSE",
    "Role Requirements!I160 (ValidationCheck)"
  ),
];
