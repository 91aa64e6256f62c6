import { Expr, Step, f } from "../../formula";
import { failureRow, stepFamily } from "../stepFamily";
import { row } from "../stepRow";

/** The Active/Active (Single DAG) site resilience model, which the rows below test again and again. */
const SINGLE_DAG = f`siteResilienceModel="Active/Active (Single DAG)"`;

/**
 * C103's and C130's normal-runtime count for memory sizing (both cells write it alike): the active
 * databases per server, x 2 with one HA copy in Datacenter 1 of an Active/Active (Single DAG) design.
 */
const NORMAL_RUN_FOR_MEMORY = f`activeDatabasesPerServerNormalRun
*IF(AND(haCopiesDc1Actual=1,siteResilience="Yes",${SINGLE_DAG}),2,1)`;

/**
 * Active databases per server in each failure mode (E2013Calcv7.6, Role Requirements!C116:D130 "Active
 * Database Distribution" and "Second Datacenter Activation", the table C195:G196), the number of
 * databases used in memory sizing (C103) and the servers left after the worst failure (C107).
 * Unit: databases per server. Example (cases.json "example", 40 databases / DAG over 2+2 servers,
 * Active/Active single DAG): normal 10, single failure 20, double failure "--", site failure 20, worst 40.
 */
export function activeDatabaseSteps(): Step[] {
  return [
    ...afterFirstFailure("C"),
    ...afterSecondFailure("C"),
    row`activeDatabasesAfterSiteActivation | Number of Active Databases / Server (After Activation) | databases | Role Requirements!C127
      IF(
        AND(highAvailability="Yes",siteResilience="Yes",haCopiesSecondary<>0,NOT(validationError)),
        IF(
          OR(
            AND(siteResilience="Yes",${SINGLE_DAG},dedicatedDrServersEffective="No"),
            AND(haCopiesDc1Actual=1,exchangeServersPerDag=1,siteResilience="Yes",${SINGLE_DAG})),
          ROUNDUP(recommendedDatabaseCount/activeServersDc2,0),
          ROUNDUP(
            IF(
              haCopiesSecondary=1,
              haPassiveCopiesDc1InDc2/drServersDc2,
              IF(${SINGLE_DAG},activeDatabasesDc2,recommendedDatabaseCount)/drServersDc2),
            0)
        ),
        "--")`,
    ...afterSiteActivationFailures(),
    row.noted(
      "The calculator reads calcNumDBMemSizing (RR!C103) here and C103 reads this cell: a circular reference by formula text. In the only branch that reads it (one active server, one copy in datacenter 1, Active/Active single DAG) C103 is the normal-runtime count x 2, so that value is written out and the steps stay in order."
    )`databasesUsedInMemorySizingSecondary | Number of Databases Used in Memory Sizing in Secondary Datacenter | databases | Role Requirements!C130
      IF(
        AND(highAvailability="Yes",siteResilience="Yes"),
        IF(
          AND(activeServersDc1=1,haCopiesDc1=1,siteResilience="Yes",${SINGLE_DAG}),
          ${NORMAL_RUN_FOR_MEMORY},
          MAX(
            activeDatabasesAfterSiteActivation,activeDatabasesAfterSiteActivationFirstFailure,
            activeDatabasesAfterSiteActivationSecondFailure)
        ),
        "--")`,
    row`databasesUsedInMemorySizing | Number of Databases Used in Memory Sizing | databases | Role Requirements!C103
      IF(
        highAvailability="Yes",
        IF(
          AND(activeDatabasesAfterFirstFailure="--",activeDatabasesAfterSecondFailure="--"),
          ${NORMAL_RUN_FOR_MEMORY},
          IF(
            AND(siteResilience="Yes",${SINGLE_DAG},dedicatedDrServersEffective="No"),
            MAX(
              activeDatabasesAfterFirstFailure,activeDatabasesAfterSecondFailure,
              databasesUsedInMemorySizingSecondary),
            MAX(activeDatabasesAfterFirstFailure,activeDatabasesAfterSecondFailure))
        ),
        activeDatabasesDc1)`,
    ...primaryRow("worstFailure"),
    row`remainingServersAfterWorstFailure | Remaining Servers after Worst Failure Mode | servers | Role Requirements!C107
      IF(
        highAvailability="Yes",
        (mailboxServersInDag+laggedServersDc1+laggedServersDc2
          -IF(
            AND(highAvailability="Yes",siteResilience="Yes",haCopiesDc2>0),
            activeServersDc1+drServersDc1+laggedServersDc1
            +IF(
              activeDatabasesAfterSiteActivationSecondFailure<>"--",
              2,
              IF(activeDatabasesAfterSiteActivationFirstFailure<>"--",1,0)),
            IF(
              activeDatabasesAfterSecondFailure<>"--",
              2,
              IF(activeDatabasesAfterFirstFailure<>"--",1,0))
          ))
        *input.dagCount,
        exchangeServersPerDag)`,
    row`activeDatabasesPerServerNormalRunDc2 | Number of Active Databases / PDC Server (Normal Run time) (Datacenter 2 databases) | databases | Role Requirements!D116
      IF(
        AND(highAvailability="Yes",siteResilience="Yes",${SINGLE_DAG}),
        IF(activeDatabasesDc2=1,activeDatabasesDc2,activeDatabasesDc2/exchangeServersPerDag),
        "--")`,
    ...afterFirstFailure("D"),
    row`activeDatabasesInSecondaryAfterFirstFailure | Number of Active Databases / SDC Server (After First PDC Server Failure) | databases | Role Requirements!C118
      IF(
        AND(
          highAvailability="Yes",siteResilience="Yes",haCopiesSecondary>=1,haCopiesDc1Actual<3,
          activationBlockSecondary="No",NOT(validationError)),
        ROUNDUP(
          IF(
            haCopiesDc1Actual=1,
            (activeDatabasesDc1
              -IF(activeDatabasesAfterFirstFailure="--",0,activeDatabasesAfterFirstFailure))
            /IF(
              AND(
                haCopiesDc1Actual=1,OR(exchangeServersPerDag=1,dedicatedDrServersEffective="No"),
                siteResilience="Yes",${SINGLE_DAG}),
              activeServersDc2,
              drServersDc2),
            0),
          0),
        "--")`,
    ...afterSecondFailure("D"),
    row`activeDatabasesInSecondaryAfterSecondFailure | Number of Active Databases / SDC Server (After Second PDC Server Failure) | databases | Role Requirements!C122
      IF(
        AND(
          highAvailability="Yes",siteResilience="Yes",activationBlockSecondary="No",
          haCopiesSecondary>=1,OR(haCopiesDc1Actual<3,exchangeServersPerDag<4),NOT(validationError),
          activeDatabasesAfterSecondFailure<>"--"),
        ROUNDUP(
          (activeDatabasesAfterFirstFailure-activeDatabasesPerServerNormalRun)*2
          /IF(AND(${SINGLE_DAG},dedicatedDrServersEffective="No"),activeServersDc2,drServersDc2),
          0),
        "--")`,
    ...secondaryRow("worstFailure"),
    ...primaryRow(...BEFORE_WORST),
    ...secondaryRow(...BEFORE_WORST),
    row.noted(
      'Departure D1: the calculator shows "--" for the worst failure of a standalone (High Availability off) server and then multiplies it (#VALUE! in the worst-failure megacycles, CPU, cores and, multi-role, RAM); a standalone server\'s only load is its normal runtime, so that count is used.'
    )`worstFailureActiveDatabasesForLoad | Active databases / server in the worst failure, as the load is computed | databases | Role Requirements!G195
      IF(
        highAvailability="Yes",
        activeDatabasesPerServer.worstFailure,
        activeDatabasesPerServer.normal)`,
  ];
}

/** The failure modes before the worst, whose columns come first as others read them (megacycles.ts too). */
export const BEFORE_WORST = ["normal", "singleFailure", "doubleFailure", "siteFailure"] as const;

/**
 * Role Requirements row 195, active databases per primary-datacenter server in each failure mode: with
 * high availability the mode's count, else the standalone server's (C) or none (0; G "--"). F195 has its
 * own condition: the site failure moves databases to the primary datacenter only when both run actives.
 */
const primaryRow = failureRow("Role Requirements!C195:G195", (c) => {
  const [ha, standalone] = {
    normal: ["activeDatabasesPerServerNormalRun", "databasesUsedInMemorySizing"],
    singleFailure: ["activeDatabasesAfterFirstFailure", "0"],
    doubleFailure: ["activeDatabasesAfterSecondFailure", "0"],
    siteFailure: ["activeDatabasesAfterSiteActivation", "0"],
    worstFailure: ["databasesUsedInMemorySizing", '"--"'],
  }[c.id];
  const when =
    c.id === "siteFailure"
      ? 'AND(highAvailability="Yes",siteResilience="Yes",siteResilienceModel<>"Active/Passive")'
      : 'highAvailability="Yes"';
  return row`activeDatabasesPerServer.${c.id} | Primary Datacenter Servers (${c.words}) | databases | ${c.cell}
    IF(${when},${ha},${standalone})`;
});

/**
 * Role Requirements row 196, active databases per secondary-datacenter server in each failure mode, 0
 * without high availability and site resilience. C:E: the Active/Active (Single DAG) count of the
 * datacenter 2 servers, else (D, E) the databases moved to the secondary by the primary's failures.
 */
const secondaryRow = failureRow("Role Requirements!C196:G196", (c) => {
  // [the Active/Active (Single DAG) count ("" for none: F, G), the count otherwise]
  const [singleDag, other] = {
    normal: ["activeDatabasesPerServerNormalRunDc2", "0"],
    singleFailure: [
      "activeDatabasesAfterFirstFailureDc2",
      "activeDatabasesInSecondaryAfterFirstFailure",
    ],
    doubleFailure: [
      "activeDatabasesAfterSecondFailureDc2",
      "activeDatabasesInSecondaryAfterSecondFailure",
    ],
    siteFailure: ["", "activeDatabasesAfterSiteActivation"],
    worstFailure: ["", "databasesUsedInMemorySizingSecondary"],
  }[c.id];
  const count = singleDag ? f`IF(${SINGLE_DAG},${singleDag},${other})` : other;
  return row`activeDatabasesPerServerSecondary.${c.id} | Secondary Datacenter Servers (${c.words}) | databases | ${c.cell}
    IF(AND(highAvailability="Yes",siteResilience="Yes"),${count},0)`;
});

/**
 * Role Requirements C128:C129: active databases per secondary-datacenter server after site activation and
 * one (C128) or two (C129) more server failures there, one row formula over the number of failures n:
 * shown with at least n + 1 HA copies in the secondary datacenter (C128 reads haCopiesDc2, C129
 * haCopiesSecondary, as the calculator does), spreading the DAG's databases over the servers left.
 * Example (by the formula): Active/Passive, 8 servers per DAG with 4 DR servers in DC2, 40 databases, 3 HA
 * copies in DC2: after two failures there ROUNDUP(40 / (4 - 2), 0) = 20 active databases per server.
 */
const afterSiteActivationFailures = stepFamily(
  [
    { id: "First", n: 1, words: "1st", copies: "haCopiesDc2" },
    { id: "Second", n: 2, words: "2nd", copies: "haCopiesSecondary" },
  ],
  "Role Requirements!C128:C129",
  (c) => {
    // the primary datacenter's figure after n failures (C117, C121)
    const primaryAfter = `activeDatabasesAfter${c.id}Failure`;
    // the servers left in DC2 after n failures share the DAG's databases, unless none failed over
    const spread = (servers: string) =>
      f`IF(
        ${servers}=exchangeServersPerDag,
        ${primaryAfter},
        ROUNDUP(recommendedDatabaseCount/(${servers}-${c.n}),0))`;
    return row`activeDatabasesAfterSiteActivation${c.id}Failure | Number of Active Databases / Server (${c.words} Server Failure after Activation) | databases | Role Requirements!C${127 + c.n}
        IF(
          AND(
            highAvailability="Yes",siteResilience="Yes",${c.copies}>=${c.n + 1},
            NOT(validationError)),
          IF(
            AND(${SINGLE_DAG},dedicatedDrServersEffective="No",activeServersDc2>=${2 * c.n}),
            ${spread("activeServersDc2")}+${primaryAfter},
            IF(drServersDc2>=${2 * c.n},${spread("drServersDc2")},"--")),
          "--")`;
  }
);

/**
 * Columns C and D of Role Requirements rows 117 and 121 (after the first and second PDC server failure):
 * C for the primary datacenter's databases, D for Datacenter 2's (Active/Active single DAG only), each
 * shown where `when` holds and reading its datacenter's databases and normal-run count per server.
 */
const PDC_C = {
  id: "C",
  column: "C",
  suffix: "",
  words: "",
  when: f`highAvailability="Yes"`,
  dbs: "activeDatabasesDc1",
  perServer: "activeDatabasesPerServerNormalRun",
};
const PDC_D = {
  id: "D",
  column: "D",
  suffix: "Dc2",
  words: " (Datacenter 2 databases)",
  when: f`AND(highAvailability="Yes",siteResilience="Yes",${SINGLE_DAG})`,
  dbs: "activeDatabasesDc2",
  perServer: "activeDatabasesPerServerNormalRunDc2",
};

/**
 * Role Requirements row 117, active databases per PDC server after the first PDC server failure, columns
 * PDC_C and PDC_D: they differ in their condition and in the counts they read, as the calculator's do.
 */
const afterFirstFailure = stepFamily(
  [PDC_C, PDC_D],
  "Role Requirements!C117:D117",
  ({ suffix, words, cell, when, dbs, perServer }) => {
    // a server's count with one failed server's spread over the others ("--" where it adds none)
    const spread = f`ROUNDUP(${perServer}+${perServer}/(exchangeServersPerDag-1),0)`;
    return row`activeDatabasesAfterFirstFailure${suffix} | Number of Active Databases / PDC Server (After First PDC Server Failure)${words} | databases | ${cell}
      IF(
        ${when},
        IF(
          haCopiesDc1Actual>1,
          IF(${dbs}=1,${dbs},IF(${spread}=${perServer},"--",${spread})),
          IF(AND(activationBlockSecondary="No",exchangeServersPerDag>1),${perServer},"--")),
        "--")`;
  }
);

/**
 * C121's 2 more databases per server where Datacenter 1's copies do not spread evenly (fewer HA copies
 * in Datacenter 1 than the databases of a symmetrical distribution).
 */
const UNEVEN = f`IF(haCopiesDc1InDc1<databasesForSymmetricalDistribution,2,0)`;

/**
 * Role Requirements row 121, active databases per PDC server after the second PDC server failure,
 * columns PDC_C and PDC_D. One formula; the columns differ where the calculator's do, as data: C's
 * server test reads `exchangeServersPerDag,IF(...)>=4` (a comma, so AND tests the server count and the
 * other datacenter's servers apart) where D's adds them, `exchangeServersPerDag+IF(...)>=4`; C adds
 * UNEVEN; with activation blocked C counts Datacenter 1's active and Datacenter 2's DR servers, D the
 * DAG's; without site resilience C reads haCopiesDc1Actual, D haCopiesDc1.
 */
const afterSecondFailure = stepFamily(
  [
    {
      ...PDC_C,
      join: ",",
      other: "Dc2",
      uneven: UNEVEN as Expr | undefined,
      blocked: f`IF(
        AND(haCopiesDc1Actual>=3,activeServersDc1+drServersDc2>=4),
        MIN(
          databaseCopiesPerServerTotal,
          ${overTwoFewer("activeDatabasesPerServerNormalRun")}+${UNEVEN}),
        "--")`,
      copiesDc1: "haCopiesDc1Actual",
    },
    {
      ...PDC_D,
      join: "+",
      other: "Dc1",
      uneven: undefined,
      blocked: f`IF(
        AND(haCopiesDc1Actual>=3,exchangeServersPerDag>=4),
        ${pairShare("activeDatabasesPerServerNormalRunDc2")},
        "--")`,
      copiesDc1: "haCopiesDc1",
    },
  ],
  "Role Requirements!C121:D121",
  (c) => {
    const n = c.perServer;
    const share = pairShare(n, c.uneven);
    const uneven = (e: Expr) => (c.uneven ? f`${e}+${c.uneven}` : e);
    return row`activeDatabasesAfterSecondFailure${c.suffix} | Number of Active Databases / PDC Server (After Second PDC Server Failure)${c.words} | databases | ${c.cell}
      IF(
        ${c.when},
        IF(
          siteResilience="Yes",
          IF(
            activationBlockSecondary="No",
            IF(
              AND(
                haCopies>=3,
                exchangeServersPerDag${c.join}IF(
                  AND(${SINGLE_DAG},dedicatedDrServersEffective="No"),activeServers${c.other},
                  drServers${c.other})
                >=4
              ),
              IF(
                haCopiesDc1Actual>=3,
                ${share},
                IF(
                  exchangeServersPerDag>2,
                  MIN(
                    databaseCopiesPerServerTotal,
                    ${uneven(f`ROUNDUP(
                    (${c.dbs}-ROUNDUP(${n}/(exchangeServersPerDag-1),0)*2)/(exchangeServersPerDag-2),
                    0
                  )`)}
                  ),
                  0)
              ),
              "--"),
            ${c.blocked}),
          IF(AND(${c.copiesDc1}>=3,exchangeServersPerDag>=4),${share},"--")),
        "--")`;
  }
);

/**
 * C121/D121's share of a server once two servers have failed: half its copies when one server is left,
 * else overTwoFewer (plus `extra`), at most the server's copies.
 */
function pairShare(n: string, extra?: Expr): Expr {
  const share = extra ? f`${overTwoFewer(n)}+${extra}` : overTwoFewer(n);
  return f`MIN(
    databaseCopiesPerServerTotal,
    IF(exchangeServersPerDag-2=1,databaseCopiesPerServerTotal/2,${share}))`;
}

/**
 * The calculator's active databases per server once two servers of the DAG have failed: the normal run's
 * n plus the failed pair's 2n spread over the servers left, ROUNDUP(n + n x 2 / (servers - 2), 0).
 */
function overTwoFewer(n: string): Expr {
  return f`ROUNDUP(${n}+${n}*2/(exchangeServersPerDag-2),0)`;
}
