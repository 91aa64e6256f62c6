import { Expr, Operand, Step, and, text, f } from "../../formula";
import { FailureColumn, failureRow, stepFamily } from "../stepFamily";
import { BEFORE_WORST } from "./activeDatabases";
import { perServerRow, tierSum } from "./build";
import { row } from "../stepRow";

const VIRTUALIZED = f`IF(virtualization="Yes",1+hypervisorOverhead,1)`;
/** The secondary datacenter has servers (Role Requirements!I88 active, I89 DR) and the design is valid. */
const DC2_SHOWN = f`AND(OR(activeServersDc2<>0,drServersDc2<>0),NOT(validationError))`;

/**
 * Megacycles and CPU per server in each failure mode (E2013Calcv7.6, Role Requirements!C159:C174,
 * C189:C190, rows 199-209 and C254:D257). Megacycles / core = SPECint_rate2006 / cores x 2000 / 33.75
 * ("Ask the Perf Guy: Sizing Exchange 2013 Deployments", 2013; the 2016 baseline is the same 33.75,
 * "Ask the Perf Guy: Sizing Exchange 2016 Deployments", 2015). Per server and mode: active databases x
 * sum over tiers of (mailboxes / database x megacycles / mailbox), passive copies x passive megacycles,
 * and the CAS megacycles when multi-role, each x (1 + hypervisor overhead) when virtualized.
 * Example (cases.json "high-message-rate-500"): 16 cores at SPECint 600 give 35,555.6 megacycles; 30
 * active databases in the worst failure need 45,085.9, 126.8 %.
 */
export function megacycleSteps(tiers: number): Step[] {
  const r = rows(tiers);
  return [
    row`megacyclesPerCore | Adjusted Megacycles / Core per Primary Datacenter Server | megacycles | Role Requirements!C159
      specIntRate2006/coresPerServer*2000/33.75`,
    row`casMegacyclesTotal | Total CAS Required Mcycles | megacycles | Role Requirements!C165
      ${tierSum(tiers, (i) => f`tier${i}.mailboxes*tier${i}.casMegacyclesPerMailbox`)}
      *${VIRTUALIZED}`,
    row`serverAvailableMegacycles | Available Megacycles / Primary Datacenter Server | megacycles | Role Requirements!C162
      IF(megacyclesPerCore<>0,coresPerServer*megacyclesPerCore,"--")`,
    row`dedicatedCasServersMinimum | Required Minimum Dedicated CAS Count (PDC) | servers | Role Requirements!C189
      IF(
        AND(multiRole="No",NOT(validationError),megacyclesPerCore<>0),
        ROUNDUP(casMegacyclesTotal/(serverAvailableMegacycles*0.8),0),
        "--")`,
    ...r.casMegacycles("worstFailure"),
    row`megacyclesPerCoreSecondary | Adjusted Megacycles / Core per Secondary Datacenter Server | megacycles | Role Requirements!C160
      IF(${DC2_SHOWN},specIntRate2006Secondary/coresPerServerSecondary*2000/33.75,0)`,
    row`serverAvailableMegacyclesSecondary | Available Megacycles / Secondary Datacenter Server | megacycles | Role Requirements!C163
      IF(${DC2_SHOWN},coresPerServerSecondary*megacyclesPerCoreSecondary,"--")`,
    row`dedicatedCasServersMinimumSecondary | Required Minimum Dedicated CAS Count (SDC) | servers | Role Requirements!C190
      IF(
        AND(
          multiRole="No",highAvailability="Yes",siteResilience="Yes",megacyclesPerCoreSecondary<>0,
          NOT(validationError)),
        ROUNDUP(casMegacyclesTotal/(serverAvailableMegacyclesSecondary*0.8),0),
        "--")`,
    ...r.casMegacyclesSecondary("worstFailure"),
    ...r.activeMailboxMegacycles("worstFailure"),
    ...r.passiveMailboxMegacycles("worstFailure"),
    ...mailboxCoresRequired("primary"),
    ...casCoresRequired("primary"),
    ...r.activeMailboxMegacyclesSecondary("worstFailure"),
    ...r.passiveMailboxMegacyclesSecondary("worstFailure"),
    ...mailboxCoresRequired("secondary"),
    ...casCoresRequired("secondary"),
    ...r.activeMailboxMegacycles(...BEFORE_WORST),
    ...r.passiveMailboxMegacycles(...BEFORE_WORST),
    ...r.casMegacycles(...BEFORE_WORST),
    ...r.activeMailboxMegacyclesSecondary(...BEFORE_WORST),
    ...r.passiveMailboxMegacyclesSecondary(...BEFORE_WORST),
    ...r.casMegacyclesSecondary(...BEFORE_WORST),
    ...r.cpuUtilization(),
    ...r.cpuUtilizationSecondary(),
    ...processorCoresUtilized(),
    ...cpuMegacycleRequirementPerServer(),
    row`availableMegacyclesPerServer | Server Total Available Adjusted Megacycles | megacycles | Role Requirements!C257
      IF(NOT(validationError),serverAvailableMegacycles,"--")`,
    row`availableMegacyclesPerServerSecondary | Server Total Available Adjusted Megacycles / Datacenter 2 Server | megacycles | Role Requirements!D257
      serverAvailableMegacyclesSecondary`,
  ];
}

/**
 * Role Requirements C168:C174, the processor cores one server needs in the worst failure, per datacenter
 * (primary C168 and C170, secondary C172 and C174): the worst failure's megacycles / a core's megacycles
 * ("--" without a SPECint value). Example: 16 cores at SPECint 600 give 2,222.2 megacycles / core, so a
 * worst-failure mailbox load of 44,444 megacycles needs 20 cores.
 */
const CORE_DATACENTERS = [
  { id: "primary", at: 0, suffix: "", words: "Primary" },
  { id: "secondary", at: 1, suffix: "Secondary", words: "Secondary" },
] as const;

/** One of the rows (`rows`: the primary's and the secondary's), its worst-failure load over a core's megacycles. */
const coresRequired = (
  role: "mailbox" | "cas",
  words: string,
  rows: readonly [number, number],
  load: (suffix: string) => Expr
) =>
  stepFamily(
    CORE_DATACENTERS,
    `Role Requirements!C${rows[0]}, C${rows[1]}`,
    ({ at, suffix: s, words: dc }) =>
      row`${role}CoresRequiredPerServer${s} | Number of Required ${words} Processor Cores (${dc} Datacenter) / Server | cores | Role Requirements!C${rows[at]}
      IF(megacyclesPerCore${s}<>0,${load(s)}/megacyclesPerCore${s},"--")`
  );

const mailboxCoresRequired = coresRequired(
  "mailbox",
  "Mailbox",
  [168, 172],
  (s) => f`activeMailboxMegacycles${s}.worstFailure+passiveMailboxMegacycles${s}.worstFailure`
);
const casCoresRequired = coresRequired(
  "cas",
  "CAS",
  [170, 174],
  (s) => f`casMegacycles${s}.worstFailure`
);

/** A server's megacycles in a mode (rows 199 + 200, + 201 where the CAS work counts, version.ts). */
export const cpu = (suffix: string, mode: string) =>
  f`activeMailboxMegacycles${suffix}.${mode}+passiveMailboxMegacycles${suffix}.${mode}
  +IF(casCountsInServerCpu,casMegacycles${suffix}.${mode},0)`;

const processorCoresUtilized = perServerRow(
  "Role Requirements!C254:D254",
  {
    C: f`AND(NOT(validationError),megacyclesPerCore<>0)`,
    D: f`AND(NOT(validationError),siteResilience="Yes",megacyclesPerCoreSecondary<>0)`,
  },
  (dc) =>
    row`processorCoresUtilized${dc.suffix} | Number of Processor Cores Utilized${dc.words} | cores | ${dc.cell}
      ROUNDUP(
        mailboxCoresRequiredPerServer${dc.suffix}
        +IF(casCountsInServerCpu,casCoresRequiredPerServer${dc.suffix},0),
        0)`
);

const cpuMegacycleRequirementPerServer = perServerRow(
  "Role Requirements!C256:D256",
  {
    C: f`NOT(validationError)`,
    D: DC2_SHOWN,
  },
  (dc) =>
    row`cpuMegacycleRequirementPerServer${dc.suffix} | Server CPU Megacycle Requirements${dc.words} | megacycles | ${dc.cell}
      ${cpu(dc.suffix, "worstFailure")}`
);

const NOT_SHOWN = text("--");
const D1 =
  'Departure D1: reads worstFailureActiveDatabasesForLoad, which is the normal-runtime count when High Availability is off (the calculator multiplies its "--" and gives #VALUE!).';
const D2 =
  'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".';

/** Single and double failure: the calculator's columns D and E test the mode's active databases for "--". */
const testsDatabases = (c: FailureColumn) => c.id === "singleFailure" || c.id === "doubleFailure";

/**
 * The rows 199-209 of Role Requirements, one family each over the failure modes C:G. Per server:
 * databases x sum over tiers of (mailboxes / database x megacycles / mailbox) x (1 + hypervisor overhead
 * when virtualized); the guards each column of the calculator adds are written beside the formula.
 */
function rows(tiers: number) {
  /** databases x sum over tiers of (mailboxes / database x `perMailbox`) x the hypervisor factor. */
  const load = (databases: Operand, perMailbox: string): Expr =>
    f`${databases}*${tierSum(tiers, (i) => f`tier${i}.mailboxesPerDatabase*tier${i}.${perMailbox}`)}
    *${VIRTUALIZED}`;
  const primary = (c: FailureColumn) => `activeDatabasesPerServer.${c.id}`;
  const secondary = (c: FailureColumn) => `activeDatabasesPerServerSecondary.${c.id}`;
  /** The primary datacenter's active databases for the load: the worst failure's reads D1's name. */
  const forLoad = (c: FailureColumn) =>
    c.id === "worstFailure" ? "worstFailureActiveDatabasesForLoad" : primary(c);
  /** Columns C:E show "--" where the mode's active databases are "--"; F and G do not test them. */
  const shownIfDatabases = (c: FailureColumn, e: Expr): Expr =>
    c.id === "siteFailure" || c.id === "worstFailure"
      ? e
      : f`IF(${primary(c)}<>${NOT_SHOWN},${e},${NOT_SHOWN})`;
  /** The secondary datacenter's rows: "--" without DC2 servers or for a rejected design (D, E: or "--" databases). */
  const inSecondary = (c: FailureColumn, e: Expr): Expr =>
    f`IF(
      ${and(
        f`OR(activeServersDc2<>0,drServersDc2<>0)`,
        f`NOT(validationError)`,
        ...(testsDatabases(c) ? [f`${secondary(c)}<>${NOT_SHOWN}`] : [])
      )},
      ${e},
      ${NOT_SHOWN})`;
  const casDivided = (count: string) =>
    f`IF(${count}=${NOT_SHOWN},${NOT_SHOWN},casMegacyclesTotal/${count})`;
  return {
    activeMailboxMegacycles: failureRow(
      "Role Requirements!C199:G199",
      (c) =>
        row.noted(
          c.id === "worstFailure" ? D1 : ""
        )`activeMailboxMegacycles.${c.id} | Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (${c.words}) | megacycles | ${c.cell}
        ${shownIfDatabases(c, load(forLoad(c), "serverMegacyclesPerMailboxActive"))}`
    ),
    passiveMailboxMegacycles: failureRow("Role Requirements!C200:G200", (c) => {
      const passive = load(
        f`databaseCopiesPerServerTotal-${primary(c)}`,
        "serverMegacyclesPerMailboxPassive"
      );
      const ha = f`IF(highAvailability="Yes",${passive},0)`;
      // F200: passive copies only where the other datacenter runs active copies too; C200 and G200
      // do not test the mode's active databases for "--", D200 and E200 do
      return row`passiveMailboxMegacycles.${c.id} | Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (${c.words}) | megacycles | ${c.cell}
        ${
          c.id === "siteFailure"
            ? f`IF(
                AND(highAvailability="Yes",siteResilience="Yes",siteResilienceModel<>"Active/Passive"),
                ${passive},
                0)`
            : testsDatabases(c)
              ? shownIfDatabases(c, ha)
              : ha
        }`;
    }),
    casMegacycles: failureRow(
      "Role Requirements!C201:G201",
      (c) =>
        row.noted(
          c.id === "worstFailure" ? `${D1} ${D2}` : D2
        )`casMegacycles.${c.id} | CAS CPU Requirements (Mcycles) / Pri-DC Server (${c.words}) | megacycles | ${c.cell}
        ${shownIfDatabases(
          c,
          f`IF(
            multiRole="Yes",
            ${load(forLoad(c), "casMegacyclesPerMailbox")},
            ${casDivided("dedicatedCasServersMinimum")})`
        )}`
    ),
    activeMailboxMegacyclesSecondary: failureRow(
      "Role Requirements!C202:G202",
      (c) =>
        row`activeMailboxMegacyclesSecondary.${c.id} | Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (${c.words}) | megacycles | ${c.cell}
        ${inSecondary(c, f`IF(haPassiveCopiesDc1InDc2<>0,${load(secondary(c), "serverMegacyclesPerMailboxActive")},0)`)}`
    ),
    passiveMailboxMegacyclesSecondary: failureRow(
      "Role Requirements!C203:G203",
      (c) =>
        row`passiveMailboxMegacyclesSecondary.${c.id} | Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (${c.words}) | megacycles | ${c.cell}
        ${inSecondary(
          c,
          f`IF(
            haPassiveCopiesDc1InDc2<>0,
            ${load(f`databaseCopiesPerServerTotal-${secondary(c)}`, "serverMegacyclesPerMailboxPassive")},
            ${load("databaseCopiesPerServerTotal", "serverMegacyclesPerMailboxPassive")})`
        )}`
    ),
    casMegacyclesSecondary: failureRow(
      "Role Requirements!C204:G204",
      (c) =>
        row.noted(
          D2
        )`casMegacyclesSecondary.${c.id} | CAS CPU Requirements (Mcycles) / Sec-DC Server (${c.words}) | megacycles | ${c.cell}
        ${inSecondary(
          c,
          f`IF(
            multiRole="Yes",
            IF(haPassiveCopiesDc1InDc2<>0,${load(secondary(c), "casMegacyclesPerMailbox")},0),
            ${casDivided("dedicatedCasServersMinimumSecondary")})`
        )}`
    ),
    cpuUtilization: failureRow("Role Requirements!C208:G208", (c) => {
      // C:E test the mode's active databases, F the databases after site activation, G neither
      const databases = {
        normal: primary(c),
        singleFailure: primary(c),
        doubleFailure: primary(c),
        siteFailure: "activeDatabasesAfterSiteActivation",
        worstFailure: undefined,
      }[c.id];
      const shown = and(
        f`megacyclesPerCore<>0`,
        f`NOT(validationError)`,
        ...(databases ? [f`${databases}<>${NOT_SHOWN}`] : [])
      );
      return row`cpuUtilization.${c.id} | Primary Datacenter Servers (${c.words}) | fraction | ${c.cell}
        IF(${shown},${cpu("", c.id)}/serverAvailableMegacycles,${NOT_SHOWN})`;
    }),
    cpuUtilizationSecondary: failureRow("Role Requirements!C209:G209", (c) => {
      const shown = and(
        f`OR(drServersDc2<>0,activeServersDc2<>0)`,
        f`NOT(validationError)`,
        f`megacyclesPerCoreSecondary<>0`,
        ...(testsDatabases(c) ? [f`${secondary(c)}<>${NOT_SHOWN}`] : [])
      );
      return row`cpuUtilizationSecondary.${c.id} | Secondary Datacenter Servers (${c.words}) | fraction | ${c.cell}
        IF(${shown},${cpu("Secondary", c.id)}/serverAvailableMegacyclesSecondary,${NOT_SHOWN})`;
    }),
  };
}
