import { Expr, Step, text, f } from "../../formula";
import { row } from "../stepRow";
import { stepFamily } from "../stepFamily";

/**
 * The calculator's Activation Scenarios sheet: active databases and mailboxes per server and per datacenter
 * in normal running, after the first and second server failure, after activating the other datacenter and
 * one or two more failures there, for each section it shows (Single Datacenter or Active/Passive; DAG-A and
 * DAG-B of Active/Active), the Set-MailboxServer -MaximumActiveDatabases and -MaximumPreferredActiveDatabases
 * values, and the Role Requirements cells of active databases they read that no other area computes
 * (C119:D124). Each step is its calculator cell's formula, cited; units in `unit`.
 *
 * The sheet writes each row once per section, and so does this file: a row is one family over its
 * columns, called for each section (SECTIONS: the test that shows a section, its rows and its words);
 * DAG-B's use of the second datacenter's figures under Active/Active (Single DAG) is the one function
 * `pick`, and where a section's formula really differs, the family says so by the section's id.
 * Example: the calculator's example design gives activation.maximumActiveDatabases 40.
 */
export function activationSteps(): Step[] {
  const [sap, dagA, dagB] = SECTIONS;
  return [
    ...servers(sap),
    row`activation.maximumPreferredActiveDatabases | MaximumPreferredActiveDatabases PDC | databases or "" | Role Requirements!I109 (MaxPreferredActiveDBsPDC)
      IF(
        totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=4,
        IF(
          activeDatabasesPerServer.doubleFailure>=databasesUsedInMemorySizing,
          activeDatabasesPerServer.singleFailure,
          activeDatabasesPerServer.doubleFailure),
        "")`,
    row`activation.singleOrActivePassive.setMailboxServerCommand | Set-MailboxServer -MaximumActiveDatabases / -MaximumPreferredActiveDatabases advice | text | Activation Scenarios!F9
      ((${setMailboxServer("")}&" on all Mailbox servers within the DAG")
        &IF(${SECONDARY_DIFFERS}," that are located in the primary datacenter",""))
      &"."`,
    ...servers(dagA),
    row`activation.maximumPreferredActiveDatabasesSecondary | MaximumPreferredActiveDatabases SDC | databases or "" | Role Requirements!I110 (MaxPreferredActiveDBsSDC)
      IF(
        AND(
          totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances>=4,
          numberOfActiveDatabasesPerServer2ndServerFailureAfterActivation<>"--"),
        IF(
          input.siteResilienceModel="Active/Active (Single DAG)",
          activeDatabasesPerServerSecondary.doubleFailure,
          IF(
            activeDatabasesPerServerSecondary.worstFailure<>0,
            activeDatabasesPerServerSecondary.worstFailure,
            activeDatabasesPerServerSecondary.siteFailure)
        ),
        "")`,
    row`activation.dagA.setMailboxServerCommand | Set-MailboxServer -MaximumActiveDatabases / -MaximumPreferredActiveDatabases advice | text | Activation Scenarios!F27
      (((${setMailboxServer("")}&" on all ")
          &IF(input.siteResilienceModel="Active/Active (Multiple DAGs)","DAG-A Mailbox servers",""))
        &IF(
          ${SECONDARY_DIFFERS},
          ((" that are located in Datacenter 1 and Set-MailboxServer <Server Name> -MaximumActiveDatabases "
              &databasesUsedInMemorySizingSecondary)
            &${preferred("Secondary")})
          &" on all DAG-A Mailbox Servers that are located in Datacenter 2",
          "Mailbox servers within the DAG"))
      &"."`,
    ...servers(dagB),
    row`activation.dagB.setMailboxServerCommand | Set-MailboxServer -MaximumActiveDatabases / -MaximumPreferredActiveDatabases advice | text | Activation Scenarios!F42
      (((${setMailboxServer("")}
            &" on all DAG-B Mailbox servers that are located in Datacenter 2 and Set-MailboxServer <Server Name> -MaximumActiveDatabases ")
          &databasesUsedInMemorySizingSecondary)
        &${preferred("Secondary")})
      &" on all DAG-B Mailbox servers that are located in Datacenter 1."`,
    ...[sap, dagA, dagB].flatMap((s) => [
      ...normalRow(s),
      ...FAILURES.flatMap((fm) => failureRows(s, fm)),
    ]),
    ...SECTIONS.flatMap(siteActivationRows),
    row`activation.singleOrActivePassive.setMailboxServerCommandSecondary | Set-MailboxServer advice for secondary-datacenter servers | text | Activation Scenarios!F20
      ${setMailboxServer("Secondary")}
      &" on all Mailbox servers within the DAG that are located in the secondary datacenter."`,
  ];
}

/**
 * The advice's " -MaximumPreferredActiveDatabases n" where Role Requirements!I109 (I110 for the
 * secondary datacenter's servers, `suffix` "Secondary") gives a value, else "".
 */
function preferred(suffix: "" | "Secondary"): Expr {
  const n = `activation.maximumPreferredActiveDatabases${suffix}`;
  return f`IF(${n}<>""," -MaximumPreferredActiveDatabases "&${n},"")`;
}

/**
 * The start the advice cells F9, F20, F27 and F42 share: "Be sure to execute Set-MailboxServer <Server
 * Name> -MaximumActiveDatabases n" with the datacenter's databases used in memory sizing (Role
 * Requirements!C103, or C130 for `suffix` "Secondary"), then preferred(suffix). Example: 40 databases and
 * no preferred maximum give "Be sure to execute Set-MailboxServer <Server Name> -MaximumActiveDatabases 40".
 */
function setMailboxServer(suffix: "" | "Secondary"): Expr {
  return f`("Be sure to execute Set-MailboxServer <Server Name> -MaximumActiveDatabases "
    &databasesUsedInMemorySizing${suffix})
  &${preferred(suffix)}`;
}

/** F9's and F27's test: the secondary datacenter's servers size memory for another number of databases. */
const SECONDARY_DIFFERS = f`AND(
  databasesUsedInMemorySizing<>databasesUsedInMemorySizingSecondary,
  databasesUsedInMemorySizingSecondary<>"--")`;

const DASH = text("--");
const is = (name: string, value = "Yes") => f`${name}=${text(value)}`;
const VALID = f`validationError=FALSE`;
const SINGLE_DAG = "Active/Active (Single DAG)";
const MAILBOXES_PER_DB = "recommendedNumberOfMailboxesPerDb";
const NORMAL = "numberOfActiveDatabasesPerPdcServerNormalRunTime";
const HOSTS = "numberOfServersHostingActiveMailboxesPerDatacenter";

/** A section of the sheet: its key, the test that shows it (else "--"), its rows and its words. */
interface Section {
  readonly id: "singleOrActivePassive" | "dagA" | "dagB";
  readonly shown: Expr;
  /** The first server-count row, the normal-runtime row and the datacenter-activation row. */
  readonly rows: { readonly servers: number; readonly failures: number; readonly site: number };
  /**
   * The words of the failure rows' columns C to G (per server in each datacenter, ..., per datacenter);
   * the site-activation rows' servers are column D's.
   */
  readonly words: readonly [string, string, string, string, string];
  /** The datacenter the site-activation rows activate, as their words name it ("" for Single/AP's). */
  readonly dc: "" | "1" | "2";
}

/** DAG-A and DAG-B: Active/Active with site resilience (the calculator's rows 27-55). */
const ACTIVE_ACTIVE = f`AND(
  ${is("input.highAvailability")},${is("input.siteResilience")},${VALID},
  input.siteResilienceModel<>"Active/Passive")`;

/** DAG-A (datacenter 1's) or DAG-B (2's): its own datacenter first in its words, then the other, `dc`. */
function dagSection(id: "dagA" | "dagB", rows: Section["rows"]): Section {
  const [own, dc] = id === "dagA" ? (["1", "2"] as const) : (["2", "1"] as const);
  return {
    id,
    shown: ACTIVE_ACTIVE,
    rows,
    words: [
      `/ Datacenter ${own} Active Server`,
      `/ Datacenter ${dc} Active Server`,
      `Active Mailboxes / DC${own} Server`,
      `/ Datacenter ${own}`,
      `/ Datacenter ${dc}`,
    ],
    dc,
  };
}

const SECTIONS: readonly Section[] = [
  {
    id: "singleOrActivePassive",
    shown: f`OR(
      AND(${is("input.highAvailability")},${is("input.siteResilience", "No")},${VALID}),
      AND(
        ${is("input.highAvailability")},${is("input.siteResilience")},${VALID},
        ${is("input.siteResilienceModel", "Active/Passive")})
    )`,
    rows: { servers: 10, failures: 16, site: 21 },
    words: [
      "/ Primary Datacenter Server",
      "/ Secondary Datacenter Server",
      "Active Mailboxes / PDC Server",
      "/ Primary Datacenter",
      "/ Secondary Datacenter",
    ],
    dc: "",
  },
  dagSection("dagA", { servers: 28, failures: 33, site: 38 }),
  dagSection("dagB", { servers: 43, failures: 48, site: 53 }),
];

/** The section's value of a row, "--" where the sheet does not show the section. */
const shownIn = (s: Section, value: Expr | string) => f`IF(${s.shown},${value},${DASH})`;

/**
 * DAG-B under Active/Active (Single DAG) shows the second datacenter's figures (Role Requirements
 * column D, names ending in Dc2); under Multiple DAGs, and in the other sections, the first's.
 */
const pick = (s: Section, dc1: Expr | string, dc2: Expr | string): Expr | string =>
  s.id === "dagB" ? f`IF(${is("input.siteResilienceModel", SINGLE_DAG)},${dc2},${dc1})` : dc1;

/** The calculator's IF(x="--",otherwise,x): x, else `otherwise` where x is "--". */
const orElse = (x: string, otherwise: Expr | string) => f`IF(${x}=${DASH},${otherwise},${x})`;

/** Mailboxes in the mailbox columns, databases in the others. */
const unitOf = (c: { readonly id: string }) =>
  c.id.includes("Mailboxes") ? "mailboxes" : "databases";

/**
 * Active, DR and lagged-copy servers per DAG in each datacenter (rows 10-12, 28-30, 43-45, columns C
 * and D). DAG-B shows them for either Active/Active model; under a single DAG the datacenters swap.
 */
function servers(s: Section): Step[] {
  const rows = [
    ["activeMailboxServersPerDag", "Active Mailbox Servers", "ActiveMailbox"],
    ["drMailboxServersPerDag", "DR Mailbox Servers", "DrMailbox"],
    ["laggedCopyServersPerDag", "Lagged Copy Servers", "LaggedCopy"],
  ] as const;
  const datacenters = [
    { id: "Primary", column: "C", dc: 1, other: 2 },
    { id: "Secondary", column: "D", dc: 2, other: 1 },
  ] as const;
  return rows.flatMap(([key, words, name], i) => {
    const sheetRow = s.rows.servers + i;
    const count = (dc: number) => `numberOf${name}ServersInDc${dc}PerDag`;
    // DAG-B: its own datacenter's count for Active/Active (Multiple DAGs), the other's for a single DAG
    const dagB = (c: (typeof datacenters)[number]) =>
      f`IF(
        AND(${is("input.highAvailability")},${is("input.siteResilience")},${VALID}),
        IF(
          ${is("input.siteResilienceModel", "Active/Active (Multiple DAGs)")},
          ${count(c.dc)},
          IF(${is("input.siteResilienceModel", SINGLE_DAG)},${count(c.other)},${DASH})),
        ${DASH})`;
    return stepFamily(
      datacenters,
      `Activation Scenarios!C${sheetRow}:D${sheetRow}`,
      (c) =>
        row`activation.${s.id}.${key}${c.id} | ${words} / DAG [primary DC, secondary DC] | servers | ${c.cell}
          ${s.id === "dagB" ? dagB(c) : shownIn(s, count(c.dc))}`
    )();
  });
}

/** The normal and failure rows' columns C to G, the section's words; E names Single/AP's cell (`name`). */
function failureColumns(s: Section, name: string) {
  const e = s.id === "singleOrActivePassive" ? name : "";
  return [
    { id: "activeDbsPerPrimaryServer", column: "C", words: s.words[0], name: "" },
    { id: "activeDbsPerSecondaryServer", column: "D", words: s.words[1], name: "" },
    { id: "activeMailboxesPerPrimaryServer", column: "E", words: s.words[2], name: e },
    { id: "activeDbsPrimaryDatacenter", column: "F", words: s.words[3], name: "" },
    { id: "activeDbsSecondaryDatacenter", column: "G", words: s.words[4], name: "" },
  ] as const;
}

/** Normal runtime (rows 16, 33, 48): databases per server (C), mailboxes per server (E), per datacenter (F). */
function normalRow(s: Section): Step[] {
  const perServer = pick(s, NORMAL, "activeDatabasesPerServerNormalRunDc2");
  const value = {
    C: perServer,
    E: f`${MAILBOXES_PER_DB}*${perServer}`,
    F: pick(
      s,
      "numberOfActiveDatabasesInDatacenter1PerDag",
      "numberOfActiveDatabasesInDatacenter2PerDag"
    ),
  };
  const [C, , E, F] = failureColumns(s, "calcActMBXNRAP");
  return stepFamily(
    [C, E, F],
    `Activation Scenarios!C${s.rows.failures}:F${s.rows.failures}`,
    (c) =>
      row`activation.${s.id}.normal.${c.id} | Number of Active Databases (Normal Run Time), ${c.words} | ${unitOf(c)} | ${c.cell}${c.name && ` (${c.name})`}
        ${shownIn(s, value[c.column])}`
  )();
}

/**
 * A server failure in the primary datacenter: rows 17-18, 34-35, 49-50 (the normal row + offset). The
 * names and cells it reads follow from nth: Single/AP's mailbox cell E17 calcActMBXFFAP (E18: ...SFAP),
 * Role Requirements C119:C120 calcTotActiveDBsPDCFFinPDC/...SDC (C123:C124: ...PDCSFin...).
 */
const FAILURES = [
  { id: "firstServerFailure", nth: "First", offset: 1 },
  { id: "secondServerFailure", nth: "Second", offset: 2 },
] as const;
type Failure = (typeof FAILURES)[number];

/** The names a failure row reads of one datacenter: the first ("") or, DAG-B under a single DAG, the second. */
function namesOf(fm: Failure, dc: "" | "Dc2") {
  return {
    perServer: dc
      ? `activeDatabasesAfter${fm.nth}FailureDc2`
      : `numberOfActiveDatabasesPerPdcServerAfter${fm.nth}PdcServerFailure`,
    inSecondary: `activeDatabasesInSecondaryAfter${fm.nth}Failure${dc}`,
    primaryDc: `activeDatabasesPrimaryDcAfter${fm.nth}Failure${dc}`,
    secondaryDc: `activeDatabasesSecondaryDcAfter${fm.nth}Failure${dc}`,
    databases: `numberOfActiveDatabasesInDatacenter${dc ? 2 : 1}PerDag`,
    normal: dc ? "activeDatabasesPerServerNormalRunDc2" : NORMAL,
  };
}

/**
 * Role Requirements C119:D120 and C123:D124: the active databases left in the primary datacenter and
 * moved to the secondary after a server failure; column C over the first datacenter's figures, D (DAG-B
 * under a single DAG) over the second's, one formula for both. (The calculator labels C124 "After First".)
 */
function perDatacenter(fm: Failure, dc: "" | "Dc2"): readonly [Step, Step] {
  const n = namesOf(fm, dc);
  const moved = f`ROUNDUP(${n.normal}/(${HOSTS}-1),0)`;
  const nothingMoved =
    fm.id === "firstServerFailure"
      ? f`OR(${n.inSecondary}=${DASH},${n.inSecondary}=0)`
      : f`${n.inSecondary}=${DASH}`;
  const cell = (i: 0 | 1) =>
    `Role Requirements!${dc ? "D" : "C"}${115 + 4 * fm.offset + i} (calcTotActiveDBsPDC${fm.nth[0]}Fin${i ? "S" : "P"}DC${dc ? "DC2" : ""})`;
  const left =
    fm.id === "firstServerFailure"
      ? f`IF(AND(${HOSTS}>1,numberOfHaDbCopyInstancesInPdcActual>1),${n.databases}-${moved},0)`
      : f`${n.databases}-IF(${moved}*2>=${n.databases},${n.databases},${moved}*2)`;
  return [
    row`${n.primaryDc} | Number of Active Databases / PDC (After ${fm.nth} PDC Server Failure) | databases | ${cell(0)}
      IF(${nothingMoved},${DASH},${left})`,
    row`${n.secondaryDc} | Number of Active Databases / SDC (After First PDC Server Failure) | databases | ${cell(1)}
      IF(
        ${nothingMoved},
        ${DASH},
        ${fm.id === "firstServerFailure" ? f`${n.databases}-${n.primaryDc}` : f`${moved}*2`})`,
  ];
}

/**
 * After the first or second server failure (rows 17-18, 34-35, 49-50): active databases per server in
 * each datacenter (C, D), mailboxes per server (E), active databases per datacenter (F, G), with the
 * Role Requirements cells F and G read (perDatacenter) where the calculator's order has them.
 */
function failureRows(s: Section, fm: Failure): Step[] {
  const one = namesOf(fm, "");
  const two = namesOf(fm, "Dc2");
  const perServer = pick(s, one.perServer, two.perServer);
  // where no database moved: Single/AP shows the DAG's databases, DAG-A and DAG-B their datacenter's
  const unmoved =
    s.id === "singleOrActivePassive" ? "recommendedNumberOfDatabasesPerDag" : one.databases;
  const value = {
    C: perServer,
    D: pick(s, one.inSecondary, two.inSecondary),
    E: f`IF(${one.perServer}<>${DASH},${MAILBOXES_PER_DB}*${perServer},${DASH})`,
    F: f`IF(
      ${one.perServer}=${DASH},
      ${DASH},
      ${pick(s, orElse(one.primaryDc, unmoved), orElse(two.primaryDc, two.databases))})`,
    G: pick(s, orElse(one.secondaryDc, DASH), orElse(two.secondaryDc, DASH)),
  };
  const sheetRow = s.rows.failures + fm.offset;
  const [C, D, E, F, G] = stepFamily(
    failureColumns(s, `calcActMBX${fm.nth[0]}FAP`),
    `Activation Scenarios!C${sheetRow}:G${sheetRow}`,
    (c) =>
      row`activation.${s.id}.${fm.id}.${c.id} | Number of Active Databases (After ${fm.nth} PDC Server Failure), ${c.words} | ${unitOf(c)} | ${c.cell}${c.name && ` (${c.name})`}
        ${shownIn(s, value[c.column])}`
  )();
  if (s.id === "dagA") return [C, D, E, F, G];
  // Role Requirements cells: Single/AP's C119:C120 (C123:C124); DAG-B's D118:D120 (D122:D124)
  const [primary, secondary] = perDatacenter(fm, s.id === "dagB" ? "Dc2" : "");
  const inSecondary = s.id === "dagB" ? [inSecondaryDc2(fm)] : [];
  return [C, ...inSecondary, D, E, primary, F, secondary, G];
}

/**
 * After activating the other datacenter and one or two more server failures there (rows 21-23, 38-40,
 * 53-55): active databases per server (C) and mailboxes per server (D); DAG-A and DAG-B also the
 * datacenter's databases (E) and mailboxes (F) once it is active.
 */
function siteActivationRows(s: Section): Step[] {
  // the activation, then one and two more failures: the key's and the servers area's name's words
  const scenarios = [
    ["", `Secondary Datacenter ${s.dc ? `(DC${s.dc}) ` : ""}Activation`, ""],
    ["FirstFailure", "First Server Failure after SDC Activation", "1stServerFailure"],
    ["SecondFailure", "Second Server Failure after SDC Activation", "2ndServerFailure"],
  ] as const;
  const columns = [
    { id: "activeDbsPerServer", column: "C", words: s.words[1] },
    { id: "activeMailboxesPerServer", column: "D", words: "Active Mailboxes / Server" },
    { id: "activeDbsInDatacenter", column: "E", words: `/ Datacenter ${s.dc}` },
    {
      id: "activeMailboxesInDatacenter",
      column: "F",
      words: `Total Active Mailboxes in DC${s.dc}`,
    },
  ] as const;
  return scenarios.flatMap(([scenario, words, failure], i) => {
    const key = `activation.${s.id}.siteActivation${scenario}`;
    const perServer = `numberOfActiveDatabasesPerServer${failure}AfterActivation`;
    const ifActive = (x: Expr | string) => f`IF(${key}.activeDbsPerServer<>${DASH},${x},${DASH})`;
    const value = {
      C: perServer,
      D: ifActive(f`${MAILBOXES_PER_DB}*${perServer}`),
      E: ifActive("recommendedNumberOfDatabasesPerDag"),
      F: ifActive("totalMailboxesPerDag"),
    };
    const sheetRow = s.rows.site + i;
    return stepFamily(
      // Single/AP's rows have the per-server columns only
      s.id === "singleOrActivePassive" ? columns.slice(0, 2) : columns,
      `Activation Scenarios!C${sheetRow}:F${sheetRow}`,
      (c) =>
        row`${key}.${c.id} | Number of Active Databases (${words}), ${c.words} | ${unitOf(c)} | ${c.cell}
          ${shownIn(s, value[c.column])}`
    )();
  });
}

/**
 * Role Requirements D118 and D122: the secondary datacenter's databases per server after the first and
 * second server failure, DAG-B under a single DAG; the calculator's own formulas, not its C column's
 * (activeDatabases.ts).
 */
function inSecondaryDc2(fm: Failure): Step {
  return fm.id === "firstServerFailure"
    ? row`activeDatabasesInSecondaryAfterFirstFailureDc2 | Number of Active Databases / SDC Server (After First PDC Server Failure) | databases | Role Requirements!D118 (calcNumActiveDBsPDCFFinSDCDC2)
      IF(
        AND(
          input.highAvailability="Yes",input.siteResilience="Yes",
          input.siteResilienceModel="Active/Active (Single DAG)",input.haCopiesSecondary>=1,
          numberOfHaDbCopyInstancesInPdcActual<3,input.activationBlockSecondary="No",
          validationError=FALSE),
        ROUNDUP(
          IF(
            numberOfHaDbCopyInstancesInPdcActual=1,
            (numberOfActiveDatabasesInDatacenter2PerDag
              -IF(activeDatabasesAfterFirstFailureDc2="--",0,activeDatabasesAfterFirstFailureDc2))
            /IF(
              AND(
                numberOfHaDbCopyInstancesInPdcActual=1,
                OR(
                  numberOfServersHostingActiveMailboxesPerDatacenter=1,
                  dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No"),
                input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)"),
              numberOfActiveMailboxServersInDc1PerDag,
              numberOfDrMailboxServersInDc1PerDag),
            0),
          0),
        "--")`
    : row`activeDatabasesInSecondaryAfterSecondFailureDc2 | Number of Active Databases / SDC Server (After Second PDC Server Failure) | databases | Role Requirements!D122 (calcNumActiveDBsPDCSFinSDCDC2)
      IF(
        AND(
          input.highAvailability="Yes",input.siteResilience="Yes",
          input.activationBlockSecondary="No",
          input.siteResilienceModel="Active/Active (Single DAG)",input.haCopiesSecondary>=1,
          OR(
            numberOfHaDbCopyInstancesInPdcActual<3,
            numberOfServersHostingActiveMailboxesPerDatacenter<4),
          validationError=FALSE,activeDatabasesAfterSecondFailureDc2<>"--"),
        ROUNDUP(
          (activeDatabasesAfterFirstFailureDc2-activeDatabasesPerServerNormalRunDc2)*2
          /IF(
            AND(
              input.siteResilienceModel="Active/Active (Single DAG)",
              dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No"),
            numberOfActiveMailboxServersInDc1PerDag,
            numberOfDrMailboxServersInDc1PerDag),
          0),
        "--")`;
}
