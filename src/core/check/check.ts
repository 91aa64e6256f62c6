import { COMPARISON_RELATION, checkJetstress } from "../jetstress/check";
import { DEFAULT_OPTIONS } from "../options";
import { limitsOf } from "../microsoft/servers";
import { CopyStatusRow, DatabaseRow, MailboxRow } from "./cmdletCsv";
import {
  CopyOnServer,
  ServerLoad,
  TierMegacycles,
  loadsWith,
  requiredMegacycles,
  worstFailureLoads,
} from "./cpu";
import { CheckDesign, DesignTier } from "./design";
import { EvidenceError } from "./errors";
import { Evidence } from "./evidence";
import { MeasuredServer } from "./healthChecker";
import { JetstressReport } from "./jetstressHtml";

export type Relation = ">=" | "<=" | "<" | "=";

/**
 * A line's status from its relation: "note" without one; else "ok" when measured (relation) designed
 * holds, numbers compared as numbers and text as text (any case), "problem" when not or when a figure
 * is missing. Example: measured 16, ">=", designed 24 => "problem".
 */
export function lineStatus(
  measured: number | string | null,
  relation: Relation | null,
  designed: number | string | null
): "ok" | "problem" | "note" {
  if (relation === null) return "note";
  if (measured === null || designed === null) return "problem";
  if (relation === "=")
    return String(measured).toLowerCase() === String(designed).toLowerCase() ? "ok" : "problem";
  if (typeof measured !== "number" || typeof designed !== "number") return "problem";
  const holds =
    relation === ">="
      ? measured >= designed
      : relation === "<="
        ? measured <= designed
        : measured < designed;
  return holds ? "ok" : "problem";
}

/** A line before its status (lineStatus adds it). */
type Draft = Omit<CheckLine, "status">;

export type CheckSection = "servers" | "cpu" | "copies" | "capacity" | "storage" | "profile";
export const CHECK_SECTIONS: readonly CheckSection[] = [
  "servers",
  "cpu",
  "copies",
  "capacity",
  "storage",
  "profile",
];

/** One comparison: what was measured against what was designed, the rule and its source. */
export interface CheckLine {
  readonly section: CheckSection;
  /** The server, database or report the line is about. */
  readonly subject: string;
  readonly label: string;
  readonly measured: number | string | null;
  readonly designed: number | string | null;
  readonly unit: string;
  /**
   * How measured must compare with designed for the line to hold ("=" for text); null for a figure
   * without a rule. The status and the workbook's formula both come from it (lineStatus).
   */
  readonly relation: Relation | null;
  /** "problem": the organization breaks the rule; "ok": it keeps it; "note": a figure without a rule. */
  readonly status: "ok" | "problem" | "note";
  readonly rule: string;
  readonly source: string;
  /** The evidence file the measurement comes from. */
  readonly file: string;
}

export interface CpuServer {
  readonly server: string;
  readonly cores: number;
  readonly availableMegacycles: number | null;
  readonly normal: ServerLoad & {
    readonly megacycles: number;
    readonly utilization: number | null;
  };
  readonly worstFailure:
    | (ServerLoad & {
        readonly megacycles: number;
        readonly utilization: number | null;
        readonly down: readonly string[];
      })
    | null;
}

export interface CheckResult {
  readonly verdict: {
    readonly status: "pass" | "problems";
    readonly headline: string;
    readonly problems: readonly string[];
  };
  readonly lines: readonly CheckLine[];
  readonly cpu: readonly CpuServer[];
  /**
   * The design's own verdict as exsize size gives it (src/core/microsoft/verdict through the sizing's
   * `verdict`): a design that breaks a rule is named before the organization is held against it.
   */
  readonly designVerdict: { readonly status: string; readonly headline: string } | null;
  /** Where the per-mailbox megacycles come from: "measured profile" or "design". */
  readonly profileUsed: "measured" | "design";
  readonly evidence: readonly { readonly file: string; readonly kind: string }[];
}

/** The measured mail flow (exsize profile's result), as far as the check reads it. */
export interface MeasuredProfile {
  readonly file: string;
  readonly messagesPerMailboxPerDay: number;
  readonly averageMessageKB: number;
  readonly tiers: readonly { mailboxes: number; messagesPerDay: number; avgMessageKB: number }[];
  /** Per-mailbox megacycles at the measured tiers (tiersAtProfile). */
  readonly megacycles: readonly DesignTier[];
}

const PA2019 =
  "Exchange Server 2019 Preferred Architecture (preferred-architecture-2019.md in MicrosoftDocs/OfficeDocs-Exchange)";
const HC_HW =
  "HealthChecker, microsoft/CSS-Exchange Diagnostics/HealthChecker/Analyzer/Invoke-AnalyzerHardwareInformation.ps1";
const SIZING_CHECKER = "SizingChecker.ps1 v1.0 (Check-NeededMegacycles), corrected: docs/check.md";
const MOUNTED = "Mounted";
/** Copy states that replay logs (a passive copy's load) and can be activated. */
const HEALTHY = new Set(["Healthy", "DisconnectedAndHealthy"]);

const natural = (a: string, b: string) =>
  a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });

/**
 * Holds a running organization's evidence against its design and returns every comparison with its rule
 * and source, the CPU per server, and a verdict: "pass" when no line is a problem.
 * Throws an EvidenceError for evidence that contradicts itself (a server of another organization).
 */
export function checkOrganization(
  design: CheckDesign,
  evidence: readonly Evidence[],
  profile?: MeasuredProfile
): CheckResult {
  const servers = evidence.flatMap((e) => (e.kind === "healthChecker" ? [e.server] : []));
  const copyFiles = evidence.filter((e) => e.kind === "copyStatus");
  const copies: (CopyStatusRow & { file: string })[] = copyFiles.flatMap((e) =>
    e.kind === "copyStatus" ? e.rows.map((r) => ({ ...r, file: e.file })) : []
  );
  const dbFiles = evidence.filter((e) => e.kind === "databases");
  const databases: (DatabaseRow & { file: string })[] = dbFiles.flatMap((e) =>
    e.kind === "databases" ? e.rows.map((r) => ({ ...r, file: e.file })) : []
  );
  const mailboxes: (MailboxRow & { file: string })[] = evidence.flatMap((e) =>
    e.kind === "mailboxStatistics" ? e.rows.map((r) => ({ ...r, file: e.file })) : []
  );
  const jetstress = evidence.flatMap((e) => (e.kind === "jetstress" ? [e.report] : []));
  sameOrganization(servers, copies, databases);

  const drafts: Draft[] = [];
  drafts.push(...serverLines(design, servers));

  // Mailboxes per database: measured from Get-MailboxStatistics, else the design's.
  const perDb = new Map<string, number>();
  for (const m of mailboxes) perDb.set(m.database, (perDb.get(m.database) ?? 0) + 1);
  const mailboxesOf = (db: string) =>
    mailboxes.length ? (perDb.get(db) ?? 0) : design.mailboxesPerDatabase;
  const tiers: readonly TierMegacycles[] = profile ? profile.megacycles : design.tiers;
  const cpu = copies.length
    ? cpuLines(design, servers, copies, mailboxesOf, tiers, drafts, mailboxes.length > 0)
    : [];
  if (copies.length) drafts.push(...copyLines(design, copies));
  drafts.push(...capacityLines(design, databases, mailboxesOf));
  drafts.push(...storageLines(design, jetstress));
  if (profile) drafts.push(...profileLines(design, profile));
  const lines: CheckLine[] = drafts.map((l) => ({
    ...l,
    status: lineStatus(l.measured, l.relation, l.designed),
  }));

  const problems = lines
    .filter((l) => l.status === "problem")
    .map((l) => `${l.section}: ${l.subject}: ${l.label}: ${l.rule}`);
  const headline =
    problems.length === 0
      ? `Pass: the organization matches its design on every line checked (${lines.length})`
      : `${problems.length} problem${problems.length === 1 ? "" : "s"}, the first: ${problems[0]}`;
  return {
    verdict: { status: problems.length ? "problems" : "pass", headline, problems },
    lines,
    cpu,
    designVerdict: designVerdictOf(design),
    profileUsed: profile ? "measured" : "design",
    evidence: evidence.map((e) => ({ file: e.file, kind: e.kind })),
  };
}

/** A HealthChecker file of a server the copy status does not list, or of another organization, is refused. */
function sameOrganization(
  servers: readonly MeasuredServer[],
  copies: readonly (CopyStatusRow & { file: string })[],
  databases: readonly (DatabaseRow & { file: string })[]
): void {
  const orgs = [
    ...servers.filter((s) => s.organization).map((s) => [s.organization!, s.file] as const),
    ...databases.filter((d) => d.organization).map((d) => [d.organization!, d.file] as const),
  ];
  const first = orgs[0];
  for (const [org, file] of orgs)
    if (org.toLowerCase() !== first[0].toLowerCase())
      throw new EvidenceError(
        file,
        `is of the Exchange organization "${org}", while ${first[1]} is of "${first[0]}": give the evidence of one organization`
      );
  if (copies.length === 0) return;
  const known = new Set(copies.map((c) => c.server));
  for (const s of servers)
    if (!known.has(s.server))
      throw new EvidenceError(
        s.file,
        `is server ${s.server}, which holds no database copy in ${copies[0].file} (${[...known].sort(natural).join(", ")}): a server of another organization or DAG`
      );
}

function serverLines(design: CheckDesign, servers: readonly MeasuredServer[]): Draft[] {
  const out: Draft[] = [];
  const limits = limitsOf(design.version);
  const coreLimit = limits.find((l) => l.key === "coresPerServer");
  const ramLimit = limits.find((l) => l.key === "ramRecommendedGB");
  const modern = design.version === "2019" || design.version === "SE";
  const expectedMajor = design.version === "SE" ? "ExchangeSE" : `Exchange${design.version}`;
  for (const s of [...servers].sort((a, b) => natural(a.server, b.server))) {
    const line = (l: Omit<Draft, "section" | "subject" | "file">): Draft => ({
      section: "servers",
      subject: s.server,
      file: s.file,
      ...l,
    });
    out.push(
      line({
        label: "Physical cores",
        measured: s.physicalCores,
        designed: design.coresPerServer,
        unit: "cores",
        relation: ">=",
        rule: "at least the design's cores per server (the CPU was sized on them)",
        source: "E2013Calcv7.6 Input!C131 (coresPerServer); Role Requirements!C159",
      })
    );
    if (coreLimit)
      out.push(
        line({
          label: "Physical cores, Microsoft's limit",
          measured: s.physicalCores,
          designed: coreLimit.limit,
          unit: "cores",
          relation: "<=",
          rule: `at most ${coreLimit.limit}`,
          source: coreLimit.source,
        })
      );
    const logicalLimit = modern ? 48 : 24;
    out.push(
      line({
        label: "Logical cores",
        measured: s.logicalCores,
        designed: logicalLimit,
        unit: "cores",
        relation: "<=",
        rule: `at most ${logicalLimit} logical cores (${modern ? "build 15.2 and later" : "before build 15.2"})`,
        source: `${HC_HW} lines 96-98`,
      })
    );
    out.push(
      line({
        label: "Processor sockets",
        measured: s.sockets,
        designed: 2,
        unit: "sockets",
        relation: s.serverType === "Physical" ? "<=" : null,
        rule: "at most 2 processors on a physical server",
        source: `${HC_HW} lines 75-79; ${PA2019}: "2U, dual socket servers"`,
      })
    );
    if (design.ramRecommendedGB !== null)
      out.push(
        line({
          label: "Memory",
          measured: Math.round(s.memoryGB),
          designed: design.ramRecommendedGB,
          unit: "GB",
          relation: ">=",
          rule: "at least the design's recommended RAM (GB to the nearest, as HealthChecker rounds it, line 255)",
          source: "E2013Calcv7.6 Role Requirements!H253 (ramRecommendedGB)",
        })
      );
    if (ramLimit)
      out.push(
        line({
          label: "Memory, Microsoft's limit",
          measured: Math.round(s.memoryGB),
          designed: ramLimit.limit,
          unit: "GB",
          relation: "<=",
          rule: `at most ${ramLimit.limit} GB`,
          source: ramLimit.source,
        })
      );
    if (modern && s.serverRole !== "Edge")
      out.push(
        line({
          label: "Memory, Microsoft's minimum",
          measured: Math.round(s.memoryGB),
          designed: 128,
          unit: "GB",
          relation: ">=",
          rule: "at least 128 GB on a 2019 or SE Mailbox server",
          source: `${HC_HW} lines 255-266; Exchange Server system requirements (system-requirements.md)`,
        })
      );
    out.push(
      line({
        label: "Exchange version",
        measured: s.majorVersion,
        designed: expectedMajor,
        unit: "text",
        relation: s.majorVersion === null ? null : "=",
        rule: `the design's version (${design.version}); the server runs ${[s.majorVersion ?? "--", s.cu, s.buildVersion].filter(Boolean).join(" ")}`,
        source:
          "HealthChecker BuildInformation.MajorVersion (Invoke-JobExchangeInformationLocal.ps1 line 101)",
      })
    );
  }
  return out;
}

/** The DAG of each server: the servers of the copy status in name order, serversPerDag at a time. */
function dagsOf(design: CheckDesign, serversSeen: readonly string[]): string[][] {
  const sorted = [...new Set(serversSeen)].sort(natural);
  const size = design.serversPerDag > 0 ? design.serversPerDag : sorted.length;
  const dags: string[][] = [];
  for (let i = 0; i < sorted.length; i += size) dags.push(sorted.slice(i, i + size));
  return dags;
}

function cpuLines(
  design: CheckDesign,
  servers: readonly MeasuredServer[],
  copies: readonly (CopyStatusRow & { file: string })[],
  mailboxesOf: (db: string) => number,
  tiers: readonly TierMegacycles[],
  lines: Draft[],
  measuredMailboxes: boolean
): CpuServer[] {
  const onServer: CopyOnServer[] = copies.map((c) => ({
    database: c.database,
    server: c.server,
    activationPreference: c.activationPreference ?? 99,
    mounted: c.status === MOUNTED,
    healthy: HEALTHY.has(c.status),
  }));
  const required = (l: ServerLoad) => requiredMegacycles(l, tiers, design.hypervisorFactor);
  const normal = loadsWith(onServer, mailboxesOf, new Set());
  const worstLimit = limitsOf(design.version).find(
    (l) => l.key === "cpuUtilizationPercent.worstFailure"
  )!;
  const worst = new Map<string, { load: ServerLoad; down: readonly string[] }>();
  // A design without high availability has no failure mode to survive: normal running only.
  for (const dag of dagsOf(
    design,
    copies.map((c) => c.server)
  )) {
    const failures = Math.min(design.worstFailureServers, dag.length - 1);
    if (failures < 1) continue;
    for (const [s, w] of worstFailureLoads(onServer, mailboxesOf, dag, failures, required))
      worst.set(s, w);
  }
  const out: CpuServer[] = [];
  const file = copies[0].file;
  for (const s of [...normal.keys()].sort(natural)) {
    const hc = servers.find((m) => m.server === s);
    const cores = hc?.physicalCores ?? design.coresPerServer;
    const available = design.megacyclesPerCore === null ? null : cores * design.megacyclesPerCore;
    const n = normal.get(s)!;
    const nMc = required(n);
    const w = worst.get(s);
    const wMc = w ? required(w.load) : null;
    const util = (mc: number) => (available ? mc / available : null);
    out.push({
      server: s,
      cores,
      availableMegacycles: available,
      normal: { ...n, megacycles: nMc, utilization: util(nMc) },
      worstFailure: w
        ? { ...w.load, down: w.down, megacycles: wMc!, utilization: util(wMc!) }
        : null,
    });
    const basis = `${n.activeMailboxes} active and ${n.passiveMailboxes} passive mailboxes${measuredMailboxes ? "" : " (the design's mailboxes per database: no Get-MailboxStatistics given)"}, ${cores} cores${hc ? "" : " (the design's: no HealthChecker file)"}`;
    lines.push({
      section: "cpu",
      subject: s,
      label: "CPU, normal running",
      measured: util(nMc) === null ? null : util(nMc)! * 100,
      designed: numberOr(
        (design.sizing.cpuUtilizationPercent as Record<string, unknown> | undefined)?.normal
      ),
      unit: "%",
      relation: null,
      rule: `${fmt(nMc)} of ${available === null ? "--" : fmt(available)} megacycles: ${basis}`,
      source: SIZING_CHECKER,
      file,
    });
    if (w && wMc !== null) {
      const u = util(wMc);
      lines.push({
        section: "cpu",
        subject: s,
        label: "CPU after the worst failure",
        measured: u === null ? null : u * 100,
        designed: worstLimit.limit,
        unit: "%",
        relation: "<=",
        rule: `at most ${worstLimit.limit} %; with ${w.down.join(" and ")} down: ${fmt(wMc)} of ${available === null ? "--" : fmt(available)} megacycles, ${w.load.activeMailboxes} active and ${w.load.passiveMailboxes} passive mailboxes`,
        source: worstLimit.source,
        file,
      });
    }
  }
  return out;
}

function copyLines(
  design: CheckDesign,
  copies: readonly (CopyStatusRow & { file: string })[]
): Draft[] {
  const out: Draft[] = [];
  const file = copies[0].file;
  const dbs = [...new Set(copies.map((c) => c.database))].sort(natural);
  const dags = dagsOf(
    design,
    copies.map((c) => c.server)
  );
  const DAG_SOURCE =
    "the design's copy layout (exsize size's layout, docs/copy-layout.md): database n of a DAG is the n-th database in name order, server n the n-th server";
  for (const db of dbs) {
    const cs = copies.filter((c) => c.database === db);
    const mounted = cs.find((c) => c.status === MOUNTED);
    if (!mounted)
      out.push({
        section: "copies",
        subject: db,
        label: "Mounted copy",
        measured: "none",
        designed: "one",
        unit: "text",
        relation: "=",
        rule: "every database mounted on one server",
        source: "Get-MailboxDatabaseCopyStatus Status (Mounted)",
        file,
      });
    else if (mounted.activationPreference !== null && mounted.activationPreference !== 1)
      out.push({
        section: "copies",
        subject: db,
        label: "Active on activation preference",
        measured: mounted.activationPreference,
        designed: 1,
        unit: "",
        relation: "=",
        rule: `active on ${mounted.server}, not on its activation preference 1 copy (${cs.find((c) => c.activationPreference === 1)?.server ?? "--"})`,
        source:
          "the design's copy layout: each database active on its activation preference 1 copy (exsize size's layout, docs/copy-layout.md); Get-MailboxDatabaseCopyStatus ActivationPreference",
        file,
      });
    for (const c of cs)
      if (c.status !== MOUNTED && !HEALTHY.has(c.status))
        out.push({
          section: "copies",
          subject: `${db}\\${c.server}`,
          label: "Copy health",
          measured: c.status,
          designed: "Healthy",
          unit: "text",
          relation: "=",
          rule: "every passive copy Healthy (a copy in another state is neither a failover target nor protection)",
          source: "Get-MailboxDatabaseCopyStatus Status",
          file,
        });
  }
  // Against the design's layout: copies missing, actives per server.
  dags.forEach((dagServers, k) => {
    const dagDbs = dbs.slice(k * design.databasesPerDag, (k + 1) * design.databasesPerDag);
    const planned = design.layout.filter((c) => c.dag === k + 1 && !c.lagged);
    for (const p of planned) {
      const db = dagDbs[p.database - 1];
      const server = dagServers[p.server - 1];
      if (db === undefined || server === undefined) continue;
      if (!copies.some((c) => c.database === db && c.server === server))
        out.push({
          section: "copies",
          subject: `${db}\\${server}`,
          label: "Copy in the layout",
          measured: "missing",
          designed: `activation preference ${p.activationPreference}`,
          unit: "text",
          relation: "=",
          rule: "every copy of the design's layout exists",
          source: DAG_SOURCE,
          file,
        });
    }
    const designedDbs = planned.length ? Math.max(...planned.map((p) => p.database)) : 0;
    if (designedDbs && dagDbs.length !== designedDbs)
      out.push({
        section: "copies",
        subject: `DAG ${k + 1}`,
        label: "Databases",
        measured: dagDbs.length,
        designed: designedDbs,
        unit: "databases",
        relation: ">=",
        rule: "the design's databases per DAG",
        source: DAG_SOURCE,
        file,
      });
    dagServers.forEach((server, i) => {
      const designedActive = planned.filter(
        (p) => p.server === i + 1 && p.activationPreference === 1
      ).length;
      const active = copies.filter((c) => c.server === server && c.status === MOUNTED).length;
      out.push({
        section: "copies",
        subject: server,
        label: "Active databases",
        measured: active,
        designed: designedActive,
        unit: "databases",
        relation: "<=",
        rule: "at most the layout's actives (its activation preference 1 copies)",
        source: DAG_SOURCE,
        file,
      });
    });
  });
  return out;
}

function capacityLines(
  design: CheckDesign,
  databases: readonly (DatabaseRow & { file: string })[],
  mailboxesOf: (db: string) => number
): Draft[] {
  const growthPerMailboxMB = design.tiers.reduce(
    (a, t) => (t.monthlyGeneratedDataMB === null ? a : a + t.share * t.monthlyGeneratedDataMB),
    0
  );
  return [...databases]
    .sort((a, b) => natural(a.database, b.database))
    .flatMap((d): Draft[] => {
      const growthGB = (mailboxesOf(d.database) * growthPerMailboxMB) / 1024;
      const left = design.databaseSizeGB - d.sizeGB;
      const months = growthGB > 0 && left > 0 ? left / growthGB : left <= 0 ? 0 : null;
      return [
        {
          section: "capacity",
          subject: d.database,
          label: "Database size",
          measured: d.sizeGB,
          designed: design.databaseSizeGB,
          unit: "GB",
          relation: "<=",
          rule: "at most the design's database size",
          source: "E2013Calcv7.6 Role Requirements (databaseSizeGB, exsize size)",
          file: d.file,
        },
        {
          section: "capacity",
          subject: d.database,
          label: "Months until the designed size",
          measured: months,
          designed: null,
          unit: "months",
          relation: null,
          rule: "(designed - measured) / the database's growth a month: its mailboxes x the design's data generated a mailbox a month",
          source:
            "E2013Calcv7.6 Mailbox Space Modeling (mailboxModeling.tiers[].monthlyGeneratedDataMB)",
          file: d.file,
        },
      ];
    });
}

function storageLines(design: CheckDesign, reports: readonly JetstressReport[]): Draft[] {
  return reports.flatMap((r): Draft[] => {
    const target = design.totalDbIopsPerServer ?? r.targetIops ?? 0;
    const v = checkJetstress(
      {
        targetIops: target,
        achievedIops: r.achievedIops,
        ...(r.dbReadAvgMs === null ? {} : { dbReadAvgMs: r.dbReadAvgMs }),
        ...(r.logWriteAvgMs === null ? {} : { logWriteAvgMs: r.logWriteAvgMs }),
      },
      DEFAULT_OPTIONS
    );
    const subject = r.file.split(/[\\/]/).pop()!;
    return [
      {
        section: "storage",
        subject,
        label: "Jetstress Overall Test Result",
        measured: r.overall,
        designed: "Pass",
        unit: "text",
        relation: "=",
        rule: "the run passed",
        source: "ExchangeDsc DSC_ExchJetstress.psm1 lines 341-356",
        file: r.file,
      },
      ...v.checks
        .filter((c) => c.measured !== undefined)
        .map((c): Draft => ({
          section: "storage",
          subject,
          label: c.spec.label,
          measured: c.measured ?? null,
          designed: c.threshold,
          unit: c.spec.unit,
          relation: COMPARISON_RELATION[c.spec.comparison] as Relation,
          rule: `${c.spec.comparison} ${c.threshold} ${c.spec.unit}${c.spec.threshold === "targetIops" ? " (the design's database IOPS per server, totalDbIopsPerServer)" : ""}`,
          source: c.spec.source,
          file: r.file,
        })),
    ];
  });
}

function profileLines(design: CheckDesign, p: MeasuredProfile): Draft[] {
  const total = design.tiers.reduce((a, t) => a + t.mailboxes, 0);
  const designedMessages =
    design.tiers.reduce((a, t) => a + t.messagesPerDay * t.mailboxes, 0) / total;
  const designedKB = design.tiers.reduce((a, t) => a + t.avgMessageKB * t.mailboxes, 0) / total;
  const TIERS = "E2013Calcv7.6 Input, tier profiles (messages per day, average message size)";
  return [
    {
      section: "profile",
      subject: "mailboxes",
      label: "Messages a mailbox a day",
      measured: p.messagesPerMailboxPerDay,
      designed: designedMessages,
      unit: "messages",
      relation: "<=",
      rule: "at most the design's tiers' messages a day (mailbox-weighted)",
      source: `${TIERS}; measured as CalcMsgAverage.ps1 counts (exsize profile)`,
      file: p.file,
    },
    {
      section: "profile",
      subject: "mailboxes",
      label: "Average message size",
      measured: p.averageMessageKB,
      designed: designedKB,
      unit: "KB",
      relation: "<=",
      rule: "at most the design's tiers' average message size (mailbox-weighted)",
      source: TIERS,
      file: p.file,
    },
  ];
}

const numberOr = (v: unknown): number | null => (typeof v === "number" ? v : null);
const fmt = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 1 });

function designVerdictOf(design: CheckDesign): CheckResult["designVerdict"] {
  const v = design.sizing.verdict as { status?: unknown; headline?: unknown } | undefined;
  return v && typeof v.status === "string" && typeof v.headline === "string"
    ? { status: v.status, headline: v.headline }
    : null;
}
