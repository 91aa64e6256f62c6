import { say } from "./say";
import { Expr, and, bool, max, or, ref, sum, text, f } from "../../formula";
import { CORES_UTILIZED, limitsOf } from "../servers/limits";
import type { ExchangeVersion } from "../scenario/parse";
import { VALIDATION_RULES } from "../servers/validationRules";
import { dc2, is2019, rules2019 } from "./rules2019";
import { is, isNumber, jbodRefused } from "../storage/helpers";
import type { VerdictItem } from "../../verdict/types";
import { CALCULATOR } from "../msStep";

/**
 * The rules of ExSize's verdict on a Microsoft-method design, one table that every surface reads
 * (exsize size, the workbook's Summary and Notes, EX.SUMMARY, compare, search, deploy, the task pane):
 * every status the calculator shows (E2013Calcv7.6: its validation checks, Role Requirements!I155:I163;
 * the JBOD statuses of Storage Design C181:D182 and C185:D186), CPU in every failure mode, the limits of
 * the Exchange version (servers/limits.ts) and ExSize's own checks. docs/summary.md lists every rule.
 *
 * A rule is raised when its `when` is TRUE. A "reject" is a design that cannot be built as sized (the
 * calculator's validation check; any "Insufficient ..." storage status in either datacenter; no disks;
 * CPU above maxCpuWorstFailurePercent in a failure mode; more cores or RAM than the version supports):
 * `exsize size` exits 1 and names the rule and the input to change. A "warning" is a design that is
 * sized but breaks a published recommendation. A consultant who accepts a reject lists its key in the
 * scenario's `acceptedDespite` (steps.ts): the verdict then reads "Accepted by the consultant despite: ...".
 *
 * The shape (VerdictRule) is all a new family of rules needs: a key (letters, digits, dots), its kind,
 * the figure and threshold it reads (for the docs), the rule's name and source, `when` and `message` as
 * expressions over the design's step names (so the workbook prints the same sentence the CLI does), and
 * what to change (its key, its step "verdict." + key, kind, rule, source and change are those of each
 * verdict item it raises: VerdictItem, src/core/verdict/types.ts). Each rule's message quotes its
 * figures with ROUND(x, 0) or ROUND(x, 2).
 * Example: the 3,000-mailbox JBOD design on 6 TB disks (tests/golden/verdict) raises
 * insufficientDiskCapacity: 'Insufficient Disk Capacity (E2013Calcv7.6, Storage Design!C182): C182 reads
 * "Insufficient Disk Capacity": one database volume needs 8676 GB, more than one 6000 GB disk holds
 * (5588 GB formatted), so the servers get no database disk. Change: ...'.
 */
export interface VerdictRule extends Omit<VerdictItem, "message"> {
  /** The figure it reads: a step of `exsize size --json` (or input.<name>), for the docs' table. */
  readonly figure: string;
  /** The value that breaks it, in words ("> 256", 'the text "Insufficient Disk IO Capacity"'). */
  readonly threshold: string;
  /** TRUE when the design breaks the rule. An Excel error here counts as `errorMeans` (left out: false). */
  readonly when: Expr;
  readonly errorMeans?: boolean;
  /** What is wrong, with the design's figures (text). */
  readonly message: Expr;
  /** The source as the sentence cites it, where `source` is longer (a quotation). */
  readonly cite?: string;
  /** False where the message already says what to change (the sentence then leaves "Change:" out). */
  readonly sayChange?: boolean;
}

const isZero = (x: string): Expr => f`AND(${isNumber(x)},${x}=0)`;
const valid = f`validationError=FALSE`;
const whole = (x: string) => f`ROUND(${x},0)`;

function validationRules(): VerdictRule[] {
  return VALIDATION_RULES.map((r) => ({
    key: r.key,
    kind: "reject" as const,
    figure: r.key,
    threshold: `TRUE ${r.cell.startsWith("(") ? r.cell : `(${r.cell})`}`,
    rule: r.rule,
    source: r.cell.startsWith("(") ? r.cell.slice(1, -1) : `${CALCULATOR}, ${r.cell}`,
    when: ref(r.key),
    errorMeans: true,
    message: text(r.message),
    change: r.change,
  }));
}

const FEWER_DATABASES_PER_VOLUME =
  "fewer databases per volume (multipleDatabasesPerVolume false, or more dataVolumesPerServer with autoCalculateVolumes false)";
/** What to change for a database disk that holds too little (`disks`: "bigger disks ...") or too few IOPS. */
const diskChange = (disks: string) =>
  `${disks}, ${FEWER_DATABASES_PER_VOLUME}, or more servers (exchangeServersPerDag)`;

function storageRules(): VerdictRule[] {
  const out: VerdictRule[] = [];
  for (const [dc, n, where, disks] of [
    ["", 1, "C182", "disksPerServer"],
    ["Secondary", 2, "C186", "disksPerServerSecondary"],
  ] as const) {
    const servers = dc === "" ? "" : " in the secondary datacenter";
    /** A status of the database disks (C182, C186) that gives the servers none: the rule is its text. */
    const dbDisksReads = (key: string, status: string) => ({
      key: `${key}${dc}`,
      kind: "reject" as const,
      figure: `jbodDbDisks${dc}`,
      threshold: `the text "${status}"`,
      rule: status,
      source: `${CALCULATOR}, Storage Design!${where}`,
      when: is(`jbodDbDisks${dc}`, status),
    });
    out.push({
      ...dbDisksReads("insufficientDiskCapacity", "Insufficient Disk Capacity"),
      message: say(
        `${where} reads "Insufficient Disk Capacity": one database volume needs `,
        whole("databaseVolumeSizeGB"),
        " GB, more than one ",
        ref(`input.diskCapacityDc${n}DatabaseLog`),
        " disk holds (",
        whole(`dbForDiskCap${n}`),
        ` GB formatted), so the servers${servers} get no database disk.`
      ),
      change: diskChange("bigger disks (diskCapacityGB)"),
    });
    out.push({
      ...dbDisksReads("insufficientDiskIo", "Insufficient Disk IO Capacity"),
      threshold: 'the text "Insufficient Disk IO Capacity", whatever the disk count',
      message: say(
        `${where} reads "Insufficient Disk IO Capacity": the database copies on one JBOD disk need `,
        ref(`jbodDiskIops${dc}`),
        " IOPS, more than the ",
        f`ROUND(randDbDiskIo${n},0)`,
        " random IOPS one ",
        ref(`input.diskTypeDc${n}DatabaseLog`),
        ` disk gives (Storage Design!${dc === "" ? "C48" : "D48"}), so the servers${servers} get no database disk; the `,
        ref(disks),
        " disks per server the calculator still counts are the restore volume and AutoReseed disks."
      ),
      change: diskChange("faster disks (diskType)"),
    });
    out.push({
      key: `insufficientRestoreCapacity${dc}`,
      kind: "reject",
      figure: `jbodRestoreVolumeDisks${dc}`,
      threshold: 'the text "Insufficient Disk Capacity" where dedicatedRestoreVolume is true',
      rule: "Insufficient Disk Capacity (restore volume)",
      source: `${CALCULATOR}, Storage Design!${where.replace("C", "D")}`,
      when: f`AND(
        ${is("input.dedicatedRestoreVolume", "Yes")},${isNumber(`jbodDbDisks${dc}`)},
        ${is(`jbodRestoreVolumeDisks${dc}`, "Insufficient Disk Capacity")})`,
      message: say(
        "the restore volume needs ",
        whole("restoreVolumeSizeGB"),
        " GB, more than one ",
        ref(`input.diskCapacityDc${n}Restore`),
        ` disk holds; the servers${servers} get no restore volume disk.`
      ),
      change: "bigger disks (diskCapacityGB), or dedicatedRestoreVolume false",
    });
    out.push({
      key: `jbodRefused${dc}`,
      kind: "reject",
      figure: `jbodDiskStatus${dc}, ${disks}`,
      threshold: "a refusal text and 0 disks",
      rule: "JBOD cannot be used and no RAID is sized",
      source: `${CALCULATOR}, Storage Design!${dc === "" ? "C181" : "C185"}`,
      when: f`AND(
        ${valid},${jbodRefused(`jbodDiskStatus${dc}`)},${isZero(disks)},
        NOT(${is(`jbodDbDisks${dc}`, "Insufficient Disk Capacity")}),
        NOT(${is(`jbodDbDisks${dc}`, "Insufficient Disk IO Capacity")}))`,
      message: say(
        'the calculator shows "',
        ref(`jbodDiskStatus${dc}`),
        `" and sizes no disks for the servers${servers}.`
      ),
      change:
        'storageArchitectureChoice "As Calculated" or "Entirely on RAID", or at least 3 copies (haCopies) for JBOD',
    });
  }
  out.push({
    key: "noDisksSized",
    kind: "reject",
    figure: "disksEnvironment",
    threshold: "0 for a design with mailboxes",
    rule: "No disks sized",
    source: `${CALCULATOR}, Storage Design!D202`,
    when: and(
      valid,
      isNumber("mailboxesTotal"),
      f`mailboxesTotal>0`,
      isZero("disksEnvironment"),
      ...out.map((r) => f`NOT(${r.when})`)
    ),
    message: text(
      "the design has mailboxes but the calculator sizes 0 disks for it (Disk Requirements: Total / Environment)."
    ),
    change: "the storage inputs (jbod, diskCapacityGB, storageArchitectureChoice)",
  });
  return out;
}

const PA2019 = "Exchange Server 2019 Preferred Architecture (Microsoft Docs)";
const LIMIT_CHANGES: Readonly<Record<string, string>> = {
  ramRecommendedGB: "more servers (exchangeServersPerDag), so each holds fewer active databases",
  coresPerServer:
    "fewer cores per server (coresPerServer) and more servers (exchangeServersPerDag)",
  recommendedDatabasesPerVolume: FEWER_DATABASES_PER_VOLUME,
};

/** The modes of a failure-mode figure, as the calculator's columns C..G name them (Role Requirements row 194). */
const MODE_WORDS: readonly [string, string][] = [
  ["normal", "normal"],
  ["singleFailure", "single server failure"],
  ["doubleFailure", "double server failure"],
  ["siteFailure", "site failure"],
  ["worstFailure", "worst failure"],
];

/**
 * CPU above the consultant's ceiling in any failure mode the design must survive, for each server role
 * the calculator sizes: the primary datacenter's servers (Role Requirements!C208:G208) and, where the
 * design has servers there (I88, I89), the secondary datacenter's (C209:G209). A mode the design cannot
 * have ("--") is not read. The ceiling is the scenario input maxCpuWorstFailurePercent (default 80: the
 * calculator paints C255 red above 80 %, and the 2019 Preferred Architecture scales servers "to use 80%
 * of resources during the worst-failure mode"). Dedicated lagged-copy servers (Role Requirements!C210)
 * are not sized by ExSize, so they have no rule here.
 * Example: the 10,000-mailbox single-datacenter design on 24 cores at SPECint 1000 runs 220 % in the
 * double-failure mode: "cpuFailureMode" rejects it.
 */
function cpuRules(): VerdictRule[] {
  const ceiling = "input.maxCpuWorstFailurePercent";
  return (["", "Secondary"] as const).map((dc) => {
    const row = dc === "" ? 208 : 209;
    const fig = (m: string) => `cpuUtilizationPercent${dc}.${m}`;
    const peak = max(...MODE_WORDS.map(([m]) => ref(fig(m))));
    const over = (m: string) => f`AND(${isNumber(fig(m))},${fig(m)}>${ceiling})`;
    // the worst failure named first where modes tie (it is the mode the sizing rule names)
    const modeOfPeak = MODE_WORDS.reduce<Expr>(
      (otherwise, [m, words]) =>
        f`IF(AND(${isNumber(fig(m))},${fig(m)}=${peak}),${text(words)},${otherwise})`,
      text("")
    );
    return {
      key: `cpuFailureMode${dc}`,
      kind: "reject" as const,
      figure: `cpuUtilizationPercent${dc}.<mode>`,
      threshold: "> maxCpuWorstFailurePercent (default 80) in any mode",
      rule: "CPU above maxCpuWorstFailurePercent in a failure mode",
      source: `${CALCULATOR}, Role Requirements!C${row}:G${row} (C255 conditional format: red above 80 %); ${PA2019}: "The servers are scaled to use 80% of resources during the worst-failure mode."; the ceiling is the scenario input maxCpuWorstFailurePercent (default 80)`,
      cite: `${CALCULATOR}, Role Requirements!C${row}:G${row}`,
      when: and(...(dc === "" ? [] : [dc2]), or(...MODE_WORDS.map(([m]) => over(m)))),
      message: say(
        `the ${dc === "" ? "primary" : "secondary"} datacenter's servers run at `,
        f`ROUND(${peak},0)`,
        " % CPU in the ",
        modeOfPeak,
        " mode, over the ",
        ref(ceiling),
        " % allowed (maxCpuWorstFailurePercent)."
      ),
      change:
        "more servers (exchangeServersPerDag), more or faster cores (coresPerServer, specIntRate2006), or more DAGs (dagCount)",
    };
  });
}

/** A limit's words (servers/limits.ts) as a rule's name: its first letter a capital. */
const sentence = (what: string) => what.charAt(0).toUpperCase() + what.slice(1);
/** A limit's source as the sentence cites it: no quotation, no conditional format's formula. */
const citeOf = (source: string) =>
  source.replace(/:\s*".*$/s, "").replace(/\s*conditional format.*$/s, " conditional format");

/**
 * The version limits of servers/limits.ts as rules: one rule per limit text, raised for the versions
 * that have it (2019 and SE share theirs), a secondary-datacenter figure only where the design has
 * servers there (Role Requirements!I88, I89), never on a figure that is "--". More cores or RAM per
 * server than the version supports (2016: 24 cores, 192 GB; 2019 and SE: 48 cores, 256 GB) is a reject;
 * the 2013 calculator's 96 GB RAM (a recommendation, H253) and 2019's 4 copies per disk are warnings.
 * The worst-failure CPU limit is cpuRules' reject.
 */
function limitRules(): VerdictRule[] {
  type Entry = ReturnType<typeof limitsOf>[number] & { versions: ExchangeVersion[] };
  const byRule = new Map<string, Entry>();
  for (const v of ["2013", "2016", "2019", "SE"] as const)
    for (const l of limitsOf(v)) {
      if (l.key.startsWith("cpuUtilizationPercent")) continue;
      const what = l.what.replace(" (Exchange SE is sized as Exchange 2019)", "");
      const id = `${l.key}|${l.limit}|${what}`;
      const entry = byRule.get(id) ?? { ...l, what, versions: [] };
      entry.versions.push(v);
      byRule.set(id, entry);
    }
  const out: VerdictRule[] = [];
  for (const e of byRule.values()) {
    const secondary = /^[A-Za-z0-9]+Secondary/.test(e.key);
    const base = e.key.replace(/^([A-Za-z0-9]+?)Secondary/, "$1");
    const name = e.key.replace(/[^A-Za-z0-9]/g, "_");
    const supported =
      /^(coresPerServer|ramRecommendedGB)$/.test(base) && !e.versions.includes("2013");
    out.push({
      key: `limit.${name}.${e.limit}`,
      kind: supported ? "reject" : "warning",
      figure: e.key,
      threshold: `> ${e.limit} (Exchange ${e.versions.join(", ")})`,
      rule: sentence(e.what),
      source: e.source,
      cite: citeOf(e.source),
      when: and(
        or(...e.versions.map((v) => is("exchangeVersion", v))),
        ...(secondary ? [dc2] : []),
        isNumber(e.key),
        f`${e.key}>${e.limit}`
      ),
      message: say(
        `${e.key} is `,
        f`ROUND(${e.key},2)`,
        `, over ${e.limit}${secondary ? " (secondary datacenter servers)" : ""}${supported ? ", more than the Exchange version supports" : ""}.`
      ),
      change: LIMIT_CHANGES[base],
    });
  }
  for (const dc of ["", "Secondary"]) {
    const [key, cores] = [`processorCoresUtilized${dc}`, `coresPerServer${dc}`];
    out.push({
      key: `limit.${key}`,
      kind: "warning",
      figure: key,
      threshold: `> ${cores}`,
      rule: sentence(CORES_UTILIZED.what),
      source: CORES_UTILIZED.source,
      cite: citeOf(CORES_UTILIZED.source),
      when: and(...(dc ? [dc2] : []), isNumber(key), isNumber(cores), f`${key}>${cores}`),
      message: say(`${key} is `, f`ROUND(${key},2)`, ", over ", ref(cores), ` (${cores}).`),
      change: "more cores (coresPerServer) or more servers (exchangeServersPerDag)",
    });
  }
  return out;
}

/** ExSize's checks beyond the calculator's: 2019/SE memory minimum, CPU inputs left out, JBOD asked for but not used. */
function exsizeRules(): VerdictRule[] {
  return [
    {
      key: "ramBelow128GB",
      kind: "warning",
      figure: "ramRecommendedGB",
      threshold: "< 128 (Exchange 2019, SE)",
      rule: "Recommended RAM below 128 GB per Exchange 2019/SE Mailbox server",
      cite: "Exchange Server system requirements, Microsoft Docs",
      source:
        'Exchange Server system requirements (Microsoft Docs, system-requirements.md): Exchange 2019 Mailbox server "128 GB minimum recommended"; Exchange SE is sized as Exchange 2019',
      when: f`AND(${is2019},${isNumber("ramRecommendedGB")},ramRecommendedGB<128)`,
      message: say(
        "the calculator recommends ",
        f`ROUND(ramRecommendedGB,0)`,
        " GB per server; Microsoft recommends at least 128 GB for an Exchange 2019 Mailbox server, so ExSize sizes each server with 128 GB (RAM per server, ramPerServerGB)."
      ),
      change:
        "buy the 128 GB per server ExSize sizes; fewer, larger servers (exchangeServersPerDag) put that RAM to use",
    },
    {
      key: "cpuNotSized",
      kind: "warning",
      figure: "cpuUtilizationPercent.worstFailure",
      threshold: '"--" (no coresPerServer or specIntRate2006)',
      rule: "CPU not sized",
      source: `${CALCULATOR}, Input!C131:D133 (Processor Cores / Server, SPECint2006 Rate Value)`,
      cite: `${CALCULATOR}, Input!C131:D133`,
      sayChange: false,
      when: f`AND(${valid},NOT(${isNumber("cpuUtilizationPercent.worstFailure")}))`,
      message: text(
        "give coresPerServer and specIntRate2006 (the servers' SPECint_rate2006 result); without them every CPU figure is --."
      ),
      change: "coresPerServer and specIntRate2006",
    },
    {
      key: "replicationNotSized",
      kind: "warning",
      figure: "input.logGenerationProfile.hour1..24",
      threshold: "all 0 in a site-resilient design",
      rule: "Replication not sized: no hourly log profile",
      source: `${CALCULATOR}, Input!C145:C168 (Logs Generated / Hour Percentage; Replication Requirements reads them for a site-resilient design)`,
      cite: `${CALCULATOR}, Input!C145:C168`,
      sayChange: false,
      when: f`AND(
        ${valid},${is("input.highAvailability", "Yes")},${is("input.siteResilience", "Yes")},
        ${sum(...PROFILE_HOURS.map((h) => ref(`input.logGenerationProfile.hour${h}`)))}=0)`,
      message: text(
        "the design has two datacenters but logGenerationProfilePercent is all zeros, so replication is not sized; measure the profile with exsize profile (or give logGenerationProfilePercent)."
      ),
      change: "logGenerationProfilePercent (exsize profile measures it)",
    },
    {
      key: "jbodNotUsed",
      kind: "warning",
      figure: "jbodDiskStatus, disksPerServer",
      threshold: "a refusal text with RAID disks sized",
      rule: "JBOD asked for, RAID sized",
      source: `${CALCULATOR}, Storage Design!C181`,
      when: f`AND(
        ${valid},${is("input.jbod", "Yes")},${jbodRefused("jbodDiskStatus")},
        ${isNumber("disksPerServer")},disksPerServer>0)`,
      message: say(
        'JBOD cannot be used ("',
        ref("jbodDiskStatus"),
        '"): the disks are sized on RAID.'
      ),
      change: "at least 3 copies (haCopies) for JBOD, or jbod false",
    },
  ];
}

const PROFILE_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

/**
 * Every rule, in the order a verdict names them (its headline quotes the first raised reject): the
 * calculator's validation, storage, CPU, the version limits, then ExSize's checks. Another family of
 * rules (a file of its own returning VerdictRule[]) joins this list in one line; its keys must be new
 * and plain (letters, digits, dots: the consultant's acceptedDespite list names them).
 */
export function verdictRules(): readonly VerdictRule[] {
  return (cached ??= [
    ...validationRules(),
    ...storageRules(),
    ...cpuRules(),
    ...limitRules(),
    ...exsizeRules(),
    ...rules2019(),
  ]);
}
let cached: readonly VerdictRule[] | undefined;

/** An error in a rule's condition counts as `errorMeans`: false unless the rule says true (the calculator's ISERROR for its checks). */
export const raisedWhen = (rule: VerdictRule): Expr =>
  f`IFERROR(${rule.when},${bool(rule.errorMeans ?? false)})`;
