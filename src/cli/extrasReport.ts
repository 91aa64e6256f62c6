import { ReportRow, ReportSection } from "./report";
import { row } from "./reportRow";
import { formatFigure } from "./format";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === "object" ? (v as Obj) : {});
const text = (v: unknown) => (v === null || v === undefined || v === "" ? "--" : String(v));

/** The activation scenarios' columns: the calculator's Activation Scenarios rows, in its order. */
const SCENARIOS: readonly (readonly [string, string])[] = [
  ["Normal", "normal"],
  ["1st server failure", "firstServerFailure"],
  ["2nd server failure", "secondServerFailure"],
  ["Other datacenter activated", "siteActivation"],
  ["... and 1 failure there", "siteActivationFirstFailure"],
  ["... and 2 failures there", "siteActivationSecondFailure"],
];

/** The replication section's rows: the reader's label, the key of `--json`'s replication object, the unit. */
const REPLICATION_ROWS: readonly (readonly [string, string, string])[] = [
  ["Peak, per DAG", "peakReplicationMbpsPerDag", "Mb/s"],
  ["Peak, all DAGs", "peakReplicationMbpsEnvironment", "Mb/s"],
  ["Recovery point objective", "rpoHoursShown", "hours"],
  ["For the RPO, per DAG", "rpoReplicationMbpsPerDag", "Mb/s"],
  ["For the RPO, all DAGs", "rpoReplicationMbpsEnvironment", "Mb/s"],
  ["Log streams between datacenters, per DAG", "logStreamsBetweenDatacentersPerDag", "streams"],
  ["Link chosen", "networkLink", "text"],
  ["Link latency", "networkLinkLatencyMs", "ms"],
  ["TCP receive window", "tcpWindowSize", "text"],
  ["The link carries the peak", "linkAcceptableForPeak", "text"],
  ["The link carries the RPO's need", "linkAcceptableForRpo", "text"],
  ["Link to buy for the peak", "recommendedLinkForPeak", "text"],
  ["Link to buy for the RPO", "recommendedLinkForRpo", "text"],
];

/**
 * The sections `exsize size` prints for the calculator's Replication Requirements, Activation Scenarios
 * and Mailbox Space Modeling sheets (issue 21), from the `replication`, `activation` and
 * `mailboxModeling` objects of `--json` (src/core/microsoft/extras): the WAN need at peak and for the RPO
 * and whether the chosen link carries it; the active databases and mailboxes per server in each
 * activation scenario with the Set-MailboxServer values for the runbook; each tier's mailbox growth.
 * Example: the calculator example with a working-day profile: "Peak, per DAG | 94.45 | Mb/s".
 */
export function extrasSections(sizing: Obj, readFromPassive?: Obj): ReportSection[] {
  const r = obj(sizing.replication);
  const a = obj(sizing.activation);
  const m = obj(sizing.mailboxModeling);
  const noPeak = r.peakReplicationMbpsPerDag === null || r.peakReplicationMbpsPerDag === undefined;
  const carries = r.linkAcceptableForPeak === "Yes" && r.linkAcceptableForRpo === "Yes";
  const replication: ReportSection = {
    title: "Replication between datacenters (the calculator's Replication Requirements)",
    columns: ["Value"],
    rows: REPLICATION_ROWS.map(([label, k, unit]) => row(label, [r[k]], unit, `replication.${k}`)),
    notes: [
      ...readFromPassiveNote(sizing, readFromPassive),
      noPeak
        ? "--: replication needs two datacenters, a design the calculator accepts and an hourly profile (logGenerationProfilePercent)."
        : `The link (${text(r.networkLink)}, ${text(r.networkLinkLatencyMs)} ms) ${carries ? "carries the peak and the RPO's need." : `is too small: buy ${text(r.recommendedLinkForPeak)} for the peak, ${text(r.recommendedLinkForRpo)} for the RPO.`}`,
    ],
  };
  // The section the calculator fills: Single Datacenter / Active-Passive, else DAG-A and DAG-B.
  const sections = (["singleOrActivePassive", "dagA", "dagB"] as const).filter((s) =>
    SCENARIOS.some(
      ([, k]) =>
        typeof obj(obj(a[s])[k]).activeDbsPerPrimaryServer === "number" ||
        typeof obj(obj(a[s])[k]).activeDbsPerServer === "number"
    )
  );
  const activationRows: ReportRow[] = [];
  for (const s of sections) {
    const name = s === "singleOrActivePassive" ? "" : s === "dagA" ? "DAG-A: " : "DAG-B: ";
    const per = (field: string, alt: string) =>
      SCENARIOS.map(([, k]) => {
        const o = obj(obj(a[s])[k]);
        return field in o ? o[field] : o[alt];
      });
    activationRows.push(
      row(
        `${name}active databases per server`,
        per("activeDbsPerPrimaryServer", "activeDbsPerServer"),
        "databases",
        `activation.${s}.*.activeDbsPer*Server`
      ),
      row(
        `${name}active mailboxes per server`,
        per("activeMailboxesPerPrimaryServer", "activeMailboxesPerServer"),
        "mailboxes",
        `activation.${s}.*.activeMailboxesPer*Server`
      )
    );
  }
  const runbook = [
    `Set-MailboxServer <server> -MaximumActiveDatabases ${text(a.maximumActiveDatabases)}${a.maximumPreferredActiveDatabases ? ` -MaximumPreferredActiveDatabases ${text(a.maximumPreferredActiveDatabases)}` : ""} (activation.maximumActiveDatabases, activation.maximumPreferredActiveDatabases)`,
    ...(a.maximumActiveDatabasesSecondary !== null &&
    a.maximumActiveDatabasesSecondary !== undefined &&
    a.maximumActiveDatabasesSecondary !== ""
      ? [
          `Secondary datacenter: Set-MailboxServer <server> -MaximumActiveDatabases ${text(a.maximumActiveDatabasesSecondary)}${a.maximumPreferredActiveDatabasesSecondary ? ` -MaximumPreferredActiveDatabases ${text(a.maximumPreferredActiveDatabasesSecondary)}` : ""}`,
        ]
      : []),
  ];
  const activation: ReportSection = {
    title:
      "Activation scenarios (the calculator's Activation Scenarios) and the runbook's Set-MailboxServer values",
    columns: SCENARIOS.map(([h]) => h),
    rows: activationRows,
    notes: runbook,
  };
  const tiers = (Array.isArray(m.tiers) ? m.tiers : []).map(obj);
  const given = tiers
    .map((t, i) => [t, i] as const)
    .filter(([t]) => typeof t.maxMailboxSizeGB === "number");
  const tierRow = (label: string, k: string, unit: string) =>
    row(
      label,
      given.map(([t]) => t[k]),
      unit,
      `mailboxModeling.tiers[i].${k}`
    );
  const growth: ReportSection = {
    title: "Mailbox growth (the calculator's Mailbox Space Modeling)",
    columns: given.map(([, i]) => `Tier ${i + 1}`),
    rows: [
      tierRow("Data generated a week", "weeklyGeneratedDataMB", "MB"),
      tierRow("Data generated a month", "monthlyGeneratedDataMB", "MB"),
      tierRow("Data generated a year", "yearlyGeneratedDataGB", "GB"),
      tierRow("Maximum mailbox size", "maxMailboxSizeGB", "GB"),
      tierRow("Months until a mailbox reaches it", "monthsToReachCapacity", "months"),
    ],
  };
  return [
    replication,
    ...(activationRows.length ? [activation] : []),
    ...(given.length ? [growth] : []),
  ];
}

/**
 * The note of a 2016+ design sized the safe way (every copy replicates its content index): what Read
 * from Passive would need, by ExSize's derived rule (src/core/microsoft/extras/readFromPassive.ts).
 * Example: "Exchange 2019 indexes passive copies locally (Read from Passive): ... 62.3 Mb/s ...".
 */
function readFromPassiveNote(sizing: Obj, alternative: Obj | undefined): string[] {
  if (!alternative) return [];
  const r = obj(alternative.replication);
  const mbps = (v: unknown) => `${formatFigure(v, "Mb/s").display} Mb/s`;
  return [
    `Exchange ${text(sizing.exchangeVersion)} indexes passive HA copies locally (Read from Passive, since Exchange 2016 CU3): if only lagged copies replicate their content index (contentIndexReplication "laggedCopiesOnly", ExSize's derived rule; not the default, as Microsoft states the saving only in general, 40 %, and the lagged-copy rule only secondhand), the need is ${mbps(r.peakReplicationMbpsPerDag)} per DAG at peak and ${mbps(r.rpoReplicationMbpsPerDag)} for the RPO.`,
  ];
}
