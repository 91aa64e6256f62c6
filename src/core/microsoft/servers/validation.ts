import { Step, or, f } from "../../formula";
import { tierList } from "./build";
import { row } from "../stepRow";
import { validationBanner } from "./validationRules";

/** The checks whose errors count as failed (I155:I158, I161): validationError's OR lists them first. */
const FIRST_CHECKS =
  "dagMemberCheck,databaseCopyCountCheck,mailboxSizeLimitCheck,databaseCountCheck,maxDatabaseSizeCheck";

/**
 * The calculator's validation checks (E2013Calcv7.6, Role Requirements!I155:I163): each is TRUE when the
 * design breaks its rule, and `validationError` (I160, "Calculator Validation Check") is TRUE when any
 * is; the calculator then shows "--" for every result. Formulas as the calculator's, over the other
 * areas' names (tests/golden/microsoft/servers/needs.ts). Example (cases.json "example"): 4 mailbox
 * servers in the DAG, 3 HA + 1 lagged copy: no check fails, validationError is FALSE.
 */
export function validationSteps(tiers: number): Step[] {
  return [
    row`dagMemberCheck | Too Many DAG Members Validation Check | TRUE/FALSE | Role Requirements!I155
      IF(
        highAvailability="Yes",
        activeServersDc1+drServersDc1+laggedServers+drServersDc2+activeServersDc2>16,
        FALSE)`,
    row`databaseCopyCountCheck | DB Copy Count Validation Check | TRUE/FALSE | Role Requirements!I156
      IF(
        highAvailability="Yes",
        IF(
          siteResilience="Yes",
          haCopiesDc1Actual+haCopiesDc2Actual
            +IF(
              laggedCopiesOnDedicatedServersEffective="No",
              laggedCopiesDc1Actual+laggedCopiesDc2Actual,
              0)
          >mailboxServersInDag,
          haCopies+IF(laggedCopiesOnDedicatedServersEffective="No",laggedCopies,0)
          >exchangeServersPerDag
        ),
        FALSE)`,
    row.noted(
      "Reads the tier mailboxes after growth (RR!C10) where the calculator reads the input count (Input!C55); they differ only at -100 % growth."
    )`mailboxSizeLimitCheck | Mailbox Size Limit Not Zero Check | TRUE/FALSE | Role Requirements!I157
      ${or(...tierList(tiers, (i) => f`AND(tier${i}.mailboxes<>0,tier${i}.quotaMB=0)`))}`,
    row`databaseCountCheck | DB Count Validation Check | TRUE/FALSE | Role Requirements!I158
      IF(
        highAvailability="Yes",
        recommendedDatabaseCount*(haCopiesTotal+laggedCopiesTotal)
        /(mailboxServersInDag+laggedServers),
        recommendedDatabaseCount)
      >100`,
    row`maxDatabaseSizeCheck | Calculated Max DB Size Not Zero Check | TRUE/FALSE | Role Requirements!I161
      recommendedMaxDatabaseSizeGB<=0`,
    row`diskCountCheck | Disk Count Validation Check | TRUE/FALSE | Role Requirements!I162
      IF(
        autoCalculateVolumesEffective="No",
        mailboxServersInDag*dataVolumesPerServer*recommendedDatabasesPerVolume
        <haDatabaseCopiesDc1+laggedDatabaseCopiesDc1+laggedDatabaseCopiesDc2+haDatabaseCopiesDc2,
        FALSE)`,
    row`activeActiveCopyCheck | Invalid Active/Active Single DAG | TRUE/FALSE | Role Requirements!I163
      IF(
        AND(siteResilience="Yes",siteResilienceModel="Active/Active (Single DAG)"),
        IF(
          haCopiesDc1Actual+laggedCopiesDc1Actual=haCopiesDc2Actual+laggedCopiesDc2Actual,
          FALSE,
          TRUE),
        FALSE)`,
    row.noted(
      'ExSize\'s rule: Exchange 2016 removed the Client Access role, so servers are multi-role (Ask the Perf Guy: Sizing Exchange 2016 Deployments, 2015: "Since we have eliminated the CAS role in Exchange 2016, you must follow the process for multi-role deployment sizing.").'
    )`versionRoleCheck | Exchange 2016 and Later Have No Client Access Role Check | TRUE/FALSE | (ExSize; the calculator sizes Exchange 2013 only)
      AND(exchangeVersion<>"2013",multiRole="No")`,
    row.noted(
      "The calculator's OR of I155:I163; ExSize adds versionRoleCheck (2016 and later only). As the calculator, a check of the first five that gives an error counts as failed (ISERROR)."
    )`validationError | Calculator Validation Check | TRUE/FALSE | Role Requirements!I160
      IF(
        ISERROR(OR(${FIRST_CHECKS})),
        TRUE,
        OR(${FIRST_CHECKS},diskCountCheck,activeActiveCopyCheck,versionRoleCheck))`,
    row.noted(
      'The calculator shows "ERROR: FALSE" when no check fails (the banner is hidden); ExSize gives "".'
    )`validationMessage | Role Requirements error banner | text | Role Requirements!G214
      ${validationBanner()}`,
  ];
}
