import { NETWORK_LINK_NAMES } from "../core/microsoft/extras";
import { formatNumber } from "./format";

type Obj = Record<string, unknown>;
const mbps = (v: unknown) =>
  typeof v === "number" ? `${formatNumber(Number(v.toFixed(2)))} Mb/s` : "--";
const text = (v: unknown) => (v === null || v === undefined ? "--" : String(v));

/**
 * The text `exsize size` prints for a microsoft design's replication, activation and mailbox growth (the
 * calculator's Replication Requirements, Activation Scenarios and Mailbox Space Modeling): the verdict
 * first, then the figures; `--json` has every figure under the calculator's names.
 * Example: "Replication between datacenters: the link (Gigabit Ethernet, 50 ms) carries it: peak 94.45 Mb/s ..."
 */
export function replicationReport(sizing: Obj): string {
  const r = (sizing.replication ?? {}) as Obj;
  const a = (sizing.activation ?? {}) as Obj;
  const m = (sizing.mailboxModeling ?? {}) as Obj;
  const lines: string[] = [];
  const link = `${text(r.networkLink)}, ${text(r.networkLinkLatencyMs)} ms`;
  if (r.peakReplicationMbpsPerDag === null)
    lines.push(
      "Replication between datacenters: -- (needs two datacenters, a valid design and an hourly profile, logGenerationProfilePercent)"
    );
  else {
    const ok = r.linkAcceptableForPeak === "Yes" && r.linkAcceptableForRpo === "Yes";
    lines.push(
      `Replication between datacenters: the link (${link}) ${ok ? "carries it" : "is too small"}` +
        (ok
          ? ""
          : `: buy ${text(r.recommendedLinkForPeak)} for the peak, ${text(r.recommendedLinkForRpo)} for the RPO`),
      `  peak: ${mbps(r.peakReplicationMbpsPerDag)} per DAG, ${mbps(r.peakReplicationMbpsEnvironment)} in all (link acceptable: ${text(r.linkAcceptableForPeak)})`,
      `  RPO ${text(r.rpoHoursShown)} h: ${mbps(r.rpoReplicationMbpsPerDag)} per DAG, ${mbps(r.rpoReplicationMbpsEnvironment)} in all (link acceptable: ${text(r.linkAcceptableForRpo)})`,
      `  TCP receive window: ${text(r.tcpWindowSize)}`
    );
  }
  lines.push(
    `Activation (Set-MailboxServer): -MaximumActiveDatabases ${text(a.maximumActiveDatabases)}` +
      (a.maximumPreferredActiveDatabases
        ? ` -MaximumPreferredActiveDatabases ${text(a.maximumPreferredActiveDatabases)}`
        : "") +
      ` (secondary datacenter: ${text(a.maximumActiveDatabasesSecondary)}` +
      (a.maximumPreferredActiveDatabasesSecondary
        ? ` / ${text(a.maximumPreferredActiveDatabasesSecondary)}`
        : "") +
      ")"
  );
  const tiers = (Array.isArray(m.tiers) ? m.tiers : []) as Obj[];
  tiers.forEach((t, i) => {
    if (t.maxMailboxSizeGB === null) return;
    lines.push(
      `Mailbox growth, tier ${i + 1}: ${formatNumber(Number(Number(t.monthlyGeneratedDataMB).toFixed(1)))} MB a month; the ${formatNumber(Number(Number(t.maxMailboxSizeGB).toFixed(2)))} GB maximum in ${formatNumber(Number(Number(t.monthsToReachCapacity).toFixed(1)))} months`
    );
  });
  return lines.join("\n");
}

/** The link names exsize --help lists for networkLinkType. */
export const NETWORK_LINKS_HELP = NETWORK_LINK_NAMES.map((n) => JSON.stringify(n)).join(", ");
