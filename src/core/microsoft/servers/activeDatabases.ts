import {
  Step,
  add,
  and,
  cmp,
  div,
  iff,
  max,
  min,
  mul,
  not,
  or,
  roundup,
  sub,
  text,
} from "../../formula";
import { stepFamily } from "../stepFamily";
import { msStep } from "./build";

/**
 * Active databases per server in each failure mode (E2013Calcv7.6, Role Requirements!C116:D130 "Active
 * Database Distribution" and "Second Datacenter Activation", the table C195:G196), the number of
 * databases used in memory sizing (C103) and the servers left after the worst failure (C107).
 * Unit: databases per server. Example (cases.json "example", 40 databases / DAG over 2+2 servers,
 * Active/Active single DAG): normal 10, single failure 20, double failure "--", site failure 20, worst 40.
 */
export function activeDatabaseSteps(): Step[] {
  return [
    msStep(
      "activeDatabasesAfterFirstFailure",
      "Number of Active Databases / PDC Server (After First PDC Server Failure)",
      "databases",
      "Role Requirements!C117",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        iff(
          cmp("haCopiesDc1Actual", ">", 1),
          iff(
            cmp("activeDatabasesDc1", "=", 1),
            "activeDatabasesDc1",
            iff(
              cmp(
                roundup(
                  add(
                    "activeDatabasesPerServerNormalRun",
                    div("activeDatabasesPerServerNormalRun", sub("exchangeServersPerDag", 1))
                  ),
                  0
                ),
                "=",
                "activeDatabasesPerServerNormalRun"
              ),
              text("--"),
              roundup(
                add(
                  "activeDatabasesPerServerNormalRun",
                  div("activeDatabasesPerServerNormalRun", sub("exchangeServersPerDag", 1))
                ),
                0
              )
            )
          ),
          iff(
            and(
              cmp("activationBlockSecondary", "=", text("No")),
              cmp("exchangeServersPerDag", ">", 1)
            ),
            "activeDatabasesPerServerNormalRun",
            text("--")
          )
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesAfterSecondFailure",
      "Number of Active Databases / PDC Server (After Second PDC Server Failure)",
      "databases",
      "Role Requirements!C121",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        iff(
          cmp("siteResilience", "=", text("Yes")),
          iff(
            cmp("activationBlockSecondary", "=", text("No")),
            iff(
              and(
                cmp("haCopies", ">=", 3),
                "exchangeServersPerDag",
                cmp(
                  iff(
                    and(
                      cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                      cmp("dedicatedDrServersEffective", "=", text("No"))
                    ),
                    "activeServersDc2",
                    "drServersDc2"
                  ),
                  ">=",
                  4
                )
              ),
              iff(
                cmp("haCopiesDc1Actual", ">=", 3),
                min(
                  "databaseCopiesPerServerTotal",
                  iff(
                    cmp(sub("exchangeServersPerDag", 2), "=", 1),
                    div("databaseCopiesPerServerTotal", 2),
                    add(
                      roundup(
                        add(
                          "activeDatabasesPerServerNormalRun",
                          div(
                            mul("activeDatabasesPerServerNormalRun", 2),
                            sub("exchangeServersPerDag", 2)
                          )
                        ),
                        0
                      ),
                      iff(cmp("haCopiesDc1InDc1", "<", "databasesForSymmetricalDistribution"), 2, 0)
                    )
                  )
                ),
                iff(
                  cmp("exchangeServersPerDag", ">", 2),
                  min(
                    "databaseCopiesPerServerTotal",
                    add(
                      roundup(
                        div(
                          sub(
                            "activeDatabasesDc1",
                            mul(
                              roundup(
                                div(
                                  "activeDatabasesPerServerNormalRun",
                                  sub("exchangeServersPerDag", 1)
                                ),
                                0
                              ),
                              2
                            )
                          ),
                          sub("exchangeServersPerDag", 2)
                        ),
                        0
                      ),
                      iff(cmp("haCopiesDc1InDc1", "<", "databasesForSymmetricalDistribution"), 2, 0)
                    )
                  ),
                  0
                )
              ),
              text("--")
            ),
            iff(
              and(
                cmp("haCopiesDc1Actual", ">=", 3),
                cmp(add("activeServersDc1", "drServersDc2"), ">=", 4)
              ),
              min(
                "databaseCopiesPerServerTotal",
                add(
                  roundup(
                    add(
                      "activeDatabasesPerServerNormalRun",
                      div(
                        mul("activeDatabasesPerServerNormalRun", 2),
                        sub("exchangeServersPerDag", 2)
                      )
                    ),
                    0
                  ),
                  iff(cmp("haCopiesDc1InDc1", "<", "databasesForSymmetricalDistribution"), 2, 0)
                )
              ),
              text("--")
            )
          ),
          iff(
            and(cmp("haCopiesDc1Actual", ">=", 3), cmp("exchangeServersPerDag", ">=", 4)),
            min(
              "databaseCopiesPerServerTotal",
              iff(
                cmp(sub("exchangeServersPerDag", 2), "=", 1),
                div("databaseCopiesPerServerTotal", 2),
                add(
                  roundup(
                    add(
                      "activeDatabasesPerServerNormalRun",
                      div(
                        mul("activeDatabasesPerServerNormalRun", 2),
                        sub("exchangeServersPerDag", 2)
                      )
                    ),
                    0
                  ),
                  iff(cmp("haCopiesDc1InDc1", "<", "databasesForSymmetricalDistribution"), 2, 0)
                )
              )
            ),
            text("--")
          )
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesAfterSiteActivation",
      "Number of Active Databases / Server (After Activation)",
      "databases",
      "Role Requirements!C127",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("haCopiesSecondary", "<>", 0),
          not("validationError")
        ),
        iff(
          or(
            and(
              cmp("siteResilience", "=", text("Yes")),
              cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
              cmp("dedicatedDrServersEffective", "=", text("No"))
            ),
            and(
              cmp("haCopiesDc1Actual", "=", 1),
              cmp("exchangeServersPerDag", "=", 1),
              cmp("siteResilience", "=", text("Yes")),
              cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
            )
          ),
          roundup(div("recommendedDatabaseCount", "activeServersDc2"), 0),
          roundup(
            iff(
              cmp("haCopiesSecondary", "=", 1),
              div("haPassiveCopiesDc1InDc2", "drServersDc2"),
              div(
                iff(
                  cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                  "activeDatabasesDc2",
                  "recommendedDatabaseCount"
                ),
                "drServersDc2"
              )
            ),
            0
          )
        ),
        text("--")
      )
    ),
    ...afterSiteActivationFailures(),
    msStep(
      "databasesUsedInMemorySizingSecondary",
      "Number of Databases Used in Memory Sizing in Secondary Datacenter",
      "databases",
      "Role Requirements!C130",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        iff(
          and(
            cmp("activeServersDc1", "=", 1),
            cmp("haCopiesDc1", "=", 1),
            cmp("siteResilience", "=", text("Yes")),
            cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
          ),
          mul(
            "activeDatabasesPerServerNormalRun",
            iff(
              and(
                cmp("haCopiesDc1Actual", "=", 1),
                cmp("siteResilience", "=", text("Yes")),
                cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
              ),
              2,
              1
            )
          ),
          max(
            "activeDatabasesAfterSiteActivation",
            "activeDatabasesAfterSiteActivationFirstFailure",
            "activeDatabasesAfterSiteActivationSecondFailure"
          )
        ),
        text("--")
      ),
      "The calculator reads calcNumDBMemSizing (RR!C103) here and C103 reads this cell: a circular reference by formula text. In the only branch that reads it (one active server, one copy in datacenter 1, Active/Active single DAG) C103 is the normal-runtime count x 2, so that value is written out and the steps stay in order."
    ),
    msStep(
      "databasesUsedInMemorySizing",
      "Number of Databases Used in Memory Sizing",
      "databases",
      "Role Requirements!C103",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        iff(
          and(
            cmp("activeDatabasesAfterFirstFailure", "=", text("--")),
            cmp("activeDatabasesAfterSecondFailure", "=", text("--"))
          ),
          mul(
            "activeDatabasesPerServerNormalRun",
            iff(
              and(
                cmp("haCopiesDc1Actual", "=", 1),
                cmp("siteResilience", "=", text("Yes")),
                cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
              ),
              2,
              1
            )
          ),
          iff(
            and(
              cmp("siteResilience", "=", text("Yes")),
              cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
              cmp("dedicatedDrServersEffective", "=", text("No"))
            ),
            max(
              "activeDatabasesAfterFirstFailure",
              "activeDatabasesAfterSecondFailure",
              "databasesUsedInMemorySizingSecondary"
            ),
            max("activeDatabasesAfterFirstFailure", "activeDatabasesAfterSecondFailure")
          )
        ),
        "activeDatabasesDc1"
      )
    ),
    msStep(
      "activeDatabasesPerServer.worstFailure",
      "Primary Datacenter Servers (Worst Failure)",
      "databases",
      "Role Requirements!G195",
      iff(cmp("highAvailability", "=", text("Yes")), "databasesUsedInMemorySizing", text("--"))
    ),
    msStep(
      "remainingServersAfterWorstFailure",
      "Remaining Servers after Worst Failure Mode",
      "servers",
      "Role Requirements!C107",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        mul(
          sub(
            add("mailboxServersInDag", "laggedServersDc1", "laggedServersDc2"),
            iff(
              and(
                cmp("highAvailability", "=", text("Yes")),
                cmp("siteResilience", "=", text("Yes")),
                cmp("haCopiesDc2", ">", 0)
              ),
              add(
                "activeServersDc1",
                "drServersDc1",
                "laggedServersDc1",
                iff(
                  cmp("activeDatabasesAfterSiteActivationSecondFailure", "<>", text("--")),
                  2,
                  iff(cmp("activeDatabasesAfterSiteActivationFirstFailure", "<>", text("--")), 1, 0)
                )
              ),
              iff(
                cmp("activeDatabasesAfterSecondFailure", "<>", text("--")),
                2,
                iff(cmp("activeDatabasesAfterFirstFailure", "<>", text("--")), 1, 0)
              )
            )
          ),
          "input.dagCount"
        ),
        "exchangeServersPerDag"
      )
    ),
    msStep(
      "activeDatabasesPerServerNormalRunDc2",
      "Number of Active Databases / PDC Server (Normal Run time) (Datacenter 2 databases)",
      "databases",
      "Role Requirements!D116",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
        ),
        iff(
          cmp("activeDatabasesDc2", "=", 1),
          "activeDatabasesDc2",
          div("activeDatabasesDc2", "exchangeServersPerDag")
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesAfterFirstFailureDc2",
      "Number of Active Databases / PDC Server (After First PDC Server Failure) (Datacenter 2 databases)",
      "databases",
      "Role Requirements!D117",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
        ),
        iff(
          cmp("haCopiesDc1Actual", ">", 1),
          iff(
            cmp("activeDatabasesDc2", "=", 1),
            "activeDatabasesDc2",
            iff(
              cmp(
                roundup(
                  add(
                    "activeDatabasesPerServerNormalRunDc2",
                    div("activeDatabasesPerServerNormalRunDc2", sub("exchangeServersPerDag", 1))
                  ),
                  0
                ),
                "=",
                "activeDatabasesPerServerNormalRunDc2"
              ),
              text("--"),
              roundup(
                add(
                  "activeDatabasesPerServerNormalRunDc2",
                  div("activeDatabasesPerServerNormalRunDc2", sub("exchangeServersPerDag", 1))
                ),
                0
              )
            )
          ),
          iff(
            and(
              cmp("activationBlockSecondary", "=", text("No")),
              cmp("exchangeServersPerDag", ">", 1)
            ),
            "activeDatabasesPerServerNormalRunDc2",
            text("--")
          )
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesInSecondaryAfterFirstFailure",
      "Number of Active Databases / SDC Server (After First PDC Server Failure)",
      "databases",
      "Role Requirements!C118",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("haCopiesSecondary", ">=", 1),
          cmp("haCopiesDc1Actual", "<", 3),
          cmp("activationBlockSecondary", "=", text("No")),
          not("validationError")
        ),
        roundup(
          iff(
            cmp("haCopiesDc1Actual", "=", 1),
            div(
              sub(
                "activeDatabasesDc1",
                iff(
                  cmp("activeDatabasesAfterFirstFailure", "=", text("--")),
                  0,
                  "activeDatabasesAfterFirstFailure"
                )
              ),
              iff(
                and(
                  cmp("haCopiesDc1Actual", "=", 1),
                  or(
                    cmp("exchangeServersPerDag", "=", 1),
                    cmp("dedicatedDrServersEffective", "=", text("No"))
                  ),
                  cmp("siteResilience", "=", text("Yes")),
                  cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
                ),
                "activeServersDc2",
                "drServersDc2"
              )
            ),
            0
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesAfterSecondFailureDc2",
      "Number of Active Databases / PDC Server (After Second PDC Server Failure) (Datacenter 2 databases)",
      "databases",
      "Role Requirements!D121",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)"))
        ),
        iff(
          cmp("siteResilience", "=", text("Yes")),
          iff(
            cmp("activationBlockSecondary", "=", text("No")),
            iff(
              and(
                cmp("haCopies", ">=", 3),
                cmp(
                  add(
                    "exchangeServersPerDag",
                    iff(
                      and(
                        cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                        cmp("dedicatedDrServersEffective", "=", text("No"))
                      ),
                      "activeServersDc1",
                      "drServersDc1"
                    )
                  ),
                  ">=",
                  4
                )
              ),
              iff(
                cmp("haCopiesDc1Actual", ">=", 3),
                min(
                  "databaseCopiesPerServerTotal",
                  iff(
                    cmp(sub("exchangeServersPerDag", 2), "=", 1),
                    div("databaseCopiesPerServerTotal", 2),
                    roundup(
                      add(
                        "activeDatabasesPerServerNormalRunDc2",
                        div(
                          mul("activeDatabasesPerServerNormalRunDc2", 2),
                          sub("exchangeServersPerDag", 2)
                        )
                      ),
                      0
                    )
                  )
                ),
                iff(
                  cmp("exchangeServersPerDag", ">", 2),
                  min(
                    "databaseCopiesPerServerTotal",
                    roundup(
                      div(
                        sub(
                          "activeDatabasesDc2",
                          mul(
                            roundup(
                              div(
                                "activeDatabasesPerServerNormalRunDc2",
                                sub("exchangeServersPerDag", 1)
                              ),
                              0
                            ),
                            2
                          )
                        ),
                        sub("exchangeServersPerDag", 2)
                      ),
                      0
                    )
                  ),
                  0
                )
              ),
              text("--")
            ),
            iff(
              and(cmp("haCopiesDc1Actual", ">=", 3), cmp("exchangeServersPerDag", ">=", 4)),
              min(
                "databaseCopiesPerServerTotal",
                iff(
                  cmp(sub("exchangeServersPerDag", 2), "=", 1),
                  div("databaseCopiesPerServerTotal", 2),
                  roundup(
                    add(
                      "activeDatabasesPerServerNormalRunDc2",
                      div(
                        mul("activeDatabasesPerServerNormalRunDc2", 2),
                        sub("exchangeServersPerDag", 2)
                      )
                    ),
                    0
                  )
                )
              ),
              text("--")
            )
          ),
          iff(
            and(cmp("haCopiesDc1", ">=", 3), cmp("exchangeServersPerDag", ">=", 4)),
            min(
              "databaseCopiesPerServerTotal",
              iff(
                cmp(sub("exchangeServersPerDag", 2), "=", 1),
                div("databaseCopiesPerServerTotal", 2),
                roundup(
                  add(
                    "activeDatabasesPerServerNormalRunDc2",
                    div(
                      mul("activeDatabasesPerServerNormalRunDc2", 2),
                      sub("exchangeServersPerDag", 2)
                    )
                  ),
                  0
                )
              )
            ),
            text("--")
          )
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesInSecondaryAfterSecondFailure",
      "Number of Active Databases / SDC Server (After Second PDC Server Failure)",
      "databases",
      "Role Requirements!C122",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("activationBlockSecondary", "=", text("No")),
          cmp("haCopiesSecondary", ">=", 1),
          or(cmp("haCopiesDc1Actual", "<", 3), cmp("exchangeServersPerDag", "<", 4)),
          not("validationError"),
          cmp("activeDatabasesAfterSecondFailure", "<>", text("--"))
        ),
        roundup(
          div(
            mul(sub("activeDatabasesAfterFirstFailure", "activeDatabasesPerServerNormalRun"), 2),
            iff(
              and(
                cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
                cmp("dedicatedDrServersEffective", "=", text("No"))
              ),
              "activeServersDc2",
              "drServersDc2"
            )
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "activeDatabasesPerServerSecondary.worstFailure",
      "Secondary Datacenter Servers (Worst Failure)",
      "databases",
      "Role Requirements!G196",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        "databasesUsedInMemorySizingSecondary",
        0
      )
    ),
    msStep(
      "activeDatabasesPerServer.normal",
      "Primary Datacenter Servers (Normal Runtime)",
      "databases",
      "Role Requirements!C195",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        "activeDatabasesPerServerNormalRun",
        "databasesUsedInMemorySizing"
      )
    ),
    msStep(
      "activeDatabasesPerServer.singleFailure",
      "Primary Datacenter Servers (Single Failure)",
      "databases",
      "Role Requirements!D195",
      iff(cmp("highAvailability", "=", text("Yes")), "activeDatabasesAfterFirstFailure", 0)
    ),
    msStep(
      "activeDatabasesPerServer.doubleFailure",
      "Primary Datacenter Servers (Double Failure)",
      "databases",
      "Role Requirements!E195",
      iff(cmp("highAvailability", "=", text("Yes")), "activeDatabasesAfterSecondFailure", 0)
    ),
    msStep(
      "activeDatabasesPerServer.siteFailure",
      "Primary Datacenter Servers (Site Failure)",
      "databases",
      "Role Requirements!F195",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("siteResilienceModel", "<>", text("Active/Passive"))
        ),
        "activeDatabasesAfterSiteActivation",
        0
      )
    ),
    msStep(
      "activeDatabasesPerServerSecondary.normal",
      "Secondary Datacenter Servers (Normal Runtime)",
      "databases",
      "Role Requirements!C196",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        iff(
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          "activeDatabasesPerServerNormalRunDc2",
          0
        ),
        0
      )
    ),
    msStep(
      "activeDatabasesPerServerSecondary.singleFailure",
      "Secondary Datacenter Servers (Single Failure)",
      "databases",
      "Role Requirements!D196",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        iff(
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          "activeDatabasesAfterFirstFailureDc2",
          "activeDatabasesInSecondaryAfterFirstFailure"
        ),
        0
      )
    ),
    msStep(
      "activeDatabasesPerServerSecondary.doubleFailure",
      "Secondary Datacenter Servers (Double Failure)",
      "databases",
      "Role Requirements!E196",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        iff(
          cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
          "activeDatabasesAfterSecondFailureDc2",
          "activeDatabasesInSecondaryAfterSecondFailure"
        ),
        0
      )
    ),
    msStep(
      "activeDatabasesPerServerSecondary.siteFailure",
      "Secondary Datacenter Servers (Site Failure)",
      "databases",
      "Role Requirements!F196",
      iff(
        and(cmp("highAvailability", "=", text("Yes")), cmp("siteResilience", "=", text("Yes"))),
        "activeDatabasesAfterSiteActivation",
        0
      )
    ),
    msStep(
      "worstFailureActiveDatabasesForLoad",
      "Active databases / server in the worst failure, as the load is computed",
      "databases",
      "Role Requirements!G195",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        "activeDatabasesPerServer.worstFailure",
        "activeDatabasesPerServer.normal"
      ),
      'Departure D1: the calculator shows "--" for the worst failure of a standalone (High Availability off) server and then multiplies it (#VALUE! in the worst-failure megacycles, CPU, cores and, multi-role, RAM); a standalone server\'s only load is its normal runtime, so that count is used.'
    ),
  ];
}

/**
 * Role Requirements C128:C129: active databases per secondary-datacenter server after site activation and
 * one (C128) or two (C129) more server failures there, one row formula over the number of failures n:
 * shown with at least n + 1 HA copies in the secondary datacenter (C128 reads haCopiesDc2, C129
 * haCopiesSecondary, as the calculator does), spreading the DAG's databases over the servers left.
 * Example (by the formula): Active/Passive, 8 servers per DAG with 4 DR servers in DC2, 40 databases, 3 HA
 * copies in DC2: after two failures there ROUNDUP(40 / (4 - 2), 0) = 20 active databases per server.
 */
function afterSiteActivationFailures() {
  return stepFamily(
    {
      key: (c) => `activeDatabasesAfterSiteActivation${c.id}Failure`,
      label: (c) =>
        `Number of Active Databases / Server (${c.words} Server Failure after Activation)`,
      unit: "databases",
      cells: "Role Requirements!C128:C129",
      cell: (c) => `Role Requirements!C${c.row}`,
      formula: (c) => {
        // the servers left in DC2 after n failures share the DAG's databases, unless none failed over
        const spread = (servers: string) =>
          iff(
            cmp(servers, "=", "exchangeServersPerDag"),
            c.primaryAfter,
            roundup(div("recommendedDatabaseCount", sub(servers, c.n)), 0)
          );
        return iff(
          and(
            cmp("highAvailability", "=", text("Yes")),
            cmp("siteResilience", "=", text("Yes")),
            cmp(c.copies, ">=", c.n + 1),
            not("validationError")
          ),
          iff(
            and(
              cmp("siteResilienceModel", "=", text("Active/Active (Single DAG)")),
              cmp("dedicatedDrServersEffective", "=", text("No")),
              cmp("activeServersDc2", ">=", 2 * c.n)
            ),
            add(spread("activeServersDc2"), c.primaryAfter),
            iff(cmp("drServersDc2", ">=", 2 * c.n), spread("drServersDc2"), text("--"))
          ),
          text("--")
        );
      },
    },
    [
      {
        id: "First",
        row: 128,
        n: 1,
        words: "1st",
        copies: "haCopiesDc2",
        primaryAfter: "activeDatabasesAfterFirstFailure",
      },
      {
        id: "Second",
        row: 129,
        n: 2,
        words: "2nd",
        copies: "haCopiesSecondary",
        primaryAfter: "activeDatabasesAfterSecondFailure",
      },
    ]
  )();
}
