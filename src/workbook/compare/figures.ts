import { NETWORK_LINK_NAMES } from "../../core/microsoft/extras/inputs";
import { DesignMethod } from "./designs";

/**
 * The Compare sheet's rows beyond the summary: what tells two designs apart (issue 13: "arrays and their
 * model, disks, cores, RAM, Jetstress target, failure-mode CPU"). Each row is, per method, a formula
 * over that method's own workbook names (the design's namespace renames them), or none: "--", the
 * calculator's text for "not applicable", where the method has no such figure.
 *
 * Example: a Dell design's "Jetstress target IOPS per server" is =ex.d1.JetTargetIops (seed 004 via the
 * Jetstress sheet), a Microsoft design's =ex.d2.ms.totalDbIopsPerServer (E2013Calcv7.6, Role
 * Requirements!D281, the database IOPS one server must sustain, which Jetstress is run to prove).
 */
export interface CompareFigure {
  readonly label: string;
  /**
   * The longest text a text figure can show (characters), so its cells wrap on as many lines as it
   * needs instead of being cut (issue 31).
   */
  readonly widest?: number;
  readonly unit: string;
  readonly dell?: string;
  readonly microsoft?: string;
  /** Where each method's figure comes from. */
  readonly source: string;
  /** The row's workbook name across the design columns (ex.cmp.replication.peakReplicationMbpsPerDag), if any. */
  readonly name?: string;
}

const failureModes = [
  ["normal", "normal running"],
  ["singleFailure", "one server failed"],
  ["doubleFailure", "two servers failed"],
  ["siteFailure", "a datacenter failed"],
  ["worstFailure", "the worst failure"],
] as const;

/** The rows of the design block at the top: what each design is. */
export const DESIGN_FIGURES: readonly CompareFigure[] = [
  {
    label: "Exchange version",
    unit: "",
    microsoft: "ex.ms.exchangeVersion",
    source:
      "Microsoft: the scenario's exchangeVersion; the Dell method (seed 000) sizes Exchange 2010",
  },
  {
    label: "Verdict",
    // "Accepted by the consultant despite: " and two or three rule keys
    widest: 90,
    unit: "",
    dell: "ex.JetVerdict",
    microsoft:
      'IF(ex.ms.verdict.rejected,"Rejected",IF(ex.ms.verdict.acceptedDespite<>"","Accepted by the consultant despite: "&ex.ms.verdict.acceptedDespite,IF(ex.ms.verdict.warningCount>0,"Accepted with "&ex.ms.verdict.warningCount&IF(ex.ms.verdict.warningCount=1," warning"," warnings"),"Accepted")))',
    source:
      "Dell: the Jetstress sheet's overall verdict (seed 004; Not given without a Jetstress run); Microsoft: ExSize's verdict, the one rule table exsize size reads (docs/summary.md, The verdict): rejected, accepted by the consultant despite named rejects, accepted with N warnings, or accepted",
  },
  {
    label: "Verdict: the first reason",
    // the verdict's sentence: the rule, its source, the design's figures and what to change (up to
    // about 450 characters on the test designs), wrapped, never cut
    widest: 450,
    unit: "",
    microsoft: "ex.ms.verdict.headline",
    source:
      "Microsoft: the verdict in one sentence, its first broken rule (the first reject, else the first warning) with the design's figures and what to change; the Dell method's rules are its Jetstress verdict",
  },
];

/**
 * A Microsoft figure of a design ExSize rejects is "--" (issue 28): a rejected design has no figure a
 * consultant may quote, disks per server included (the calculator shows 0 or a count for some).
 */
const unlessRejected = (formula: string): string => `IF(ex.ms.verdict.rejected,"--",${formula})`;

/** The deciding figures, below the summary. */
export const DECIDING_FIGURES: readonly CompareFigure[] = [
  {
    label: "Array model",
    unit: "",
    dell: "ex.ArrayModel",
    source:
      "Dell: the catalog fit's best array (seed 000, section 3.4.1); Microsoft: none on its sheets (exsize size reports arrays for RAID designs)",
  },
  {
    label: "Array drive and RAID",
    unit: "",
    dell: 'ex.ArrayDrive&", "&ex.ArrayRaid',
    source: "Dell: the catalog fit's drive and RAID level (seed 000, Tables 12 and 13)",
  },
  {
    label: "Arrays per copy",
    unit: "arrays",
    dell: "ex.ArraysPerCopy",
    source: "Dell: seed 000, section 3.4.1 step 6",
  },
  {
    label: "Disks per server",
    unit: "disks",
    microsoft: "ex.ms.disksPerServer",
    source: "Microsoft: E2013Calcv7.6, Storage Design (disks per datacenter 1 server)",
  },
  {
    label: "Cores per server",
    unit: "cores",
    dell: "ex.CoresPerServer",
    microsoft: "ex.ms.input.coresPerServer",
    source: "Dell: seed 003 (Compute and memory sheet); Microsoft: E2013Calcv7.6, Input!C131",
  },
  {
    label: "RAM per server",
    unit: "GB",
    dell: "ex.RamGBPerServer",
    microsoft: "ex.ms.ramRecommendedGB",
    source:
      "Dell: seed 003 (Compute and memory sheet); Microsoft: E2013Calcv7.6, Role Requirements!C253",
  },
  {
    label: "Jetstress target IOPS per server",
    unit: "IOPS",
    dell: "ex.JetTargetIops",
    microsoft: "ex.ms.totalDbIopsPerServer",
    source:
      "Dell: seed 004 (Jetstress sheet); Microsoft: E2013Calcv7.6, Role Requirements!D281 (database IOPS per server)",
  },
  ...failureModes.map(([mode, text]): CompareFigure =>
    mode === "siteFailure"
      ? {
          label: `CPU, ${text}`,
          unit: "%",
          microsoft:
            'IF(ex.ms.input.siteResilience="Yes",ex.ms.cpuUtilizationPercentSecondary.siteFailure,ex.ms.cpuUtilizationPercent.siteFailure)',
          source:
            "Microsoft: E2013Calcv7.6, Role Requirements!F209 for a design with two datacenters (the surviving, secondary datacenter's servers when the primary fails; the row below names them), else F208; the Dell method has no failure modes",
        }
      : {
          label: `CPU, ${text}`,
          unit: "%",
          microsoft: `ex.ms.cpuUtilizationPercent.${mode}`,
          source:
            "Microsoft: E2013Calcv7.6, Role Requirements (CPU utilization per failure mode, datacenter 1 servers); the Dell method has no failure modes",
        }
  ),
  {
    label: "CPU, a datacenter failed: servers",
    widest: 46,
    unit: "",
    microsoft:
      'IF(ex.ms.input.siteResilience="Yes","the secondary datacenter\'s, the primary failed","--: one datacenter")',
    source:
      "Microsoft: which servers the row above reads (Role Requirements row 209, the secondary datacenter's, for two datacenters)",
  },
];

/**
 * Replication between datacenters (issue 21): each Microsoft design's peak and RPO Mb/s per DAG, the
 * RPO they are for, its link and the calculator's verdict on it, read from the design's compact
 * Replication sheet (src/workbook/microsoft/replicationCompactSheet.ts). "--" for a Dell design (the
 * method has no replication figure), and the calculator's "--" for a Microsoft design without two
 * datacenters, an hourly profile or the calculator's acceptance.
 * Example: the calculator's example design with a working-day profile: peak 94.447 Mb/s per DAG.
 */
/** The longest of the calculator's network link names (Input!G144's list). */
const LONGEST_LINK = Math.max(...NETWORK_LINK_NAMES.map((n) => n.length));

export const REPLICATION_FIGURES: readonly CompareFigure[] = [
  {
    label: "Peak replication per DAG",
    unit: "Mb/s",
    microsoft: "ex.ms.replication.peakReplicationMbpsPerDag",
    source:
      "Microsoft: E2013Calcv7.6, Replication Requirements!F138 (log and content-index throughput between datacenters per DAG at the peak hour); the Dell method has none",
    name: "ex.cmp.replication.peakReplicationMbpsPerDag",
  },
  {
    label: "Replication for the RPO per DAG",
    unit: "Mb/s",
    microsoft: "ex.ms.replication.rpoReplicationMbpsPerDag",
    source: "Microsoft: E2013Calcv7.6, Replication Requirements!W139, for the RPO below",
    name: "ex.cmp.replication.rpoReplicationMbpsPerDag",
  },
  {
    label: "RPO",
    unit: "hours",
    microsoft: "ex.ms.replication.rpoHours",
    source:
      "Microsoft: E2013Calcv7.6, Replication Requirements!E9 (the Inputs sheet's RPO; 0 is 1)",
  },
  {
    label: "The chosen link",
    unit: "",
    // the longest link name ("Gigabit Ethernet E12 (600 Mbps)", 31) + ", 1000 ms"
    widest: LONGEST_LINK + 9,
    microsoft: 'ex.ms.input.networkLinkType&", "&ex.ms.input.networkLinkLatencyMs&" ms"',
    source: "Microsoft: E2013Calcv7.6, Input!G144:G145 (link type and latency)",
  },
  {
    label: "Does the link carry it? (peak / RPO)",
    unit: "",
    widest: 9,
    microsoft:
      'ex.ms.replication.linkAcceptableForPeak&" / "&ex.ms.replication.linkAcceptableForRpo',
    source: "Microsoft: E2013Calcv7.6, Replication Requirements!G145:G146",
  },
  {
    label: "Recommended link (peak / RPO)",
    unit: "",
    widest: 2 * LONGEST_LINK + 3,
    microsoft:
      'ex.ms.replication.recommendedLinkForPeak&" / "&ex.ms.replication.recommendedLinkForRpo',
    source: "Microsoft: E2013Calcv7.6, Replication Requirements!W143:W144",
  },
];

/** A figure's formula for a method, or undefined where the method has none. */
export function figureFormula(figure: CompareFigure, method: DesignMethod): string | undefined {
  if (method === "dell") return figure.dell;
  if (figure.microsoft === undefined || DESIGN_FIGURES.includes(figure)) return figure.microsoft;
  return unlessRejected(figure.microsoft);
}

/** A Microsoft summary figure as the Compare sheet shows it: "--" for a design ExSize rejects. */
export const microsoftSummaryFormula = (name: string): string => unlessRejected(name);

/** Every name the Compare sheet reads of a method's workbook (so the design keeps their sheets). */
export function figureNames(method: DesignMethod): string[] {
  const names = new Set<string>();
  for (const f of [...DESIGN_FIGURES, ...DECIDING_FIGURES, ...REPLICATION_FIGURES]) {
    const formula = figureFormula(f, method);
    for (const m of formula?.match(/ex\.[A-Za-z0-9_.]+/g) ?? []) names.add(m);
  }
  return [...names];
}
