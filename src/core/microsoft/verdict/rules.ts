import { say } from "./say";
import { Expr, Operand, and, bool, cmp, iferror, not, or, ref, round, text } from "../../formula";
import { ExchangeVersion, limitsOf } from "../servers/limits";
import { VALIDATION_RULES } from "../servers/validationRules";
import { rules2019 } from "./rules2019";

/**
 * The rules of ExSize's verdict on a Microsoft-method design: every status the calculator shows
 * (E2013Calcv7.6: its validation checks, Role Requirements!I155:I163; the JBOD status texts of Storage
 * Design C181:D182 and C185:D186), the version limits (servers/limits.ts) and ExSize's own checks.
 *
 * A rule is raised when its `when` is TRUE. A "reject" is a design that cannot be built as sized: the
 * calculator's validation check, or a storage status that leaves the servers without disks; `exsize size`
 * exits 1 and names the rule and the input to change. A "warning" is a design that is sized but breaks
 * a published recommendation: it is flagged, once, at the top of the report.
 *
 * Each rule's message is an expression (text with the design's own figures, ROUND(x, 0) where a figure
 * is quoted), so the workbook prints the same sentence the CLI does (steps.ts).
 * Example: the 3,000-mailbox JBOD design on 6 TB disks (tests/golden/verdict) raises
 * insufficientDiskCapacity: 'Insufficient Disk Capacity (E2013Calcv7.6, Storage Design!C182): one database
 * volume needs 8676 GB, more than one 6000 GB disk holds (5588 GB formatted); no disks are sized. Change:
 * ...'.
 */
export type VerdictKind = "reject" | "warning";

export interface VerdictRule {
  /** The rule's step is "verdict." + key. */
  readonly key: string;
  readonly kind: VerdictKind;
  /** The rule's name as its reader knows it (the calculator's own text where it has one). */
  readonly rule: string;
  /** Where the rule comes from: the calculator's cell, or the published document. */
  readonly source: string;
  /** TRUE when the design breaks the rule. An Excel error here counts as `errorMeans`. */
  readonly when: Expr;
  readonly errorMeans: boolean;
  /** What is wrong, with the design's figures (text). */
  readonly message: Expr;
  /** The inputs to change (scenario keys), in words. */
  readonly change: string;
  /** The source as the sentence cites it, where `source` is longer (a quotation). */
  readonly cite?: string;
  /** False where the message already says what to change (the sentence then leaves "Change:" out). */
  readonly sayChange?: boolean;
}

const CALC = "E2013Calcv7.6";
const isNumber = (x: Operand): Expr => cmp(x, "<", text(""));
const isZero = (x: string): Expr => and(isNumber(x), cmp(x, "=", 0));
const valid = cmp("validationError", "=", bool(false));
const is = (x: string, v: string) => cmp(x, "=", text(v));
const whole = (x: string) => round(x, 0);

/** Why each of the calculator's validation checks fails, as the inputs to change. */
const VALIDATION_CHANGES: Readonly<Record<string, string>> = {
  dagMemberCheck:
    "more DAGs (dagCount) so each DAG needs at most 16 servers, or fewer copies (haCopies, laggedCopies)",
  databaseCopyCountCheck:
    "fewer copies (haCopies, laggedCopies, haCopiesSecondary, laggedCopiesSecondary) or more servers (exchangeServersPerDag)",
  databaseCountCheck:
    "more servers (exchangeServersPerDag), fewer copies (haCopies, laggedCopies), or larger databases (maxDbSizeGB)",
  mailboxSizeLimitCheck: "a mailbox size limit for every tier with mailboxes (tiers[i].quotaMB)",
  diskCountCheck:
    "more data volumes per server (dataVolumesPerServer) or autoCalculateVolumes true",
  activeActiveCopyCheck:
    "as many copies in the secondary datacenter as in the primary (haCopiesSecondary + laggedCopiesSecondary = haCopies + laggedCopies)",
  maxDatabaseSizeCheck:
    "bigger disks (diskCapacityGB), less volume free space (volumeFreeSpacePercent), or a larger maxDbSizeGB",
  versionRoleCheck: 'multiRole "Yes"',
};

function validationRules(): VerdictRule[] {
  return VALIDATION_RULES.map((r) => ({
    key: r.key,
    kind: "reject" as const,
    rule: r.rule,
    source: r.cell.startsWith("(") ? r.cell.slice(1, -1) : `${CALC}, ${r.cell}`,
    when: ref(r.key),
    errorMeans: true,
    message: text(r.message),
    change: VALIDATION_CHANGES[r.key],
  }));
}

const DISK_CHANGE =
  "bigger disks (diskCapacityGB), fewer databases per volume (multipleDatabasesPerVolume false, or more dataVolumesPerServer with autoCalculateVolumes false), or more servers (exchangeServersPerDag)";

/** The JBOD texts of Storage Design C181 (C185) that leave JBOD unused (storage/helpers.ts JBOD_REFUSALS). */
const REFUSALS = [
  "RAID Required",
  "Database and Log Isolation Enabled",
  "Insufficient Disk Capacity",
  "Insufficient Disk IO Capacity",
  "Insufficient Database Copies",
  "Incorrect Volume Architecture",
];
const refused = (status: string) => or(...REFUSALS.map((r) => is(status, r)));

function storageRules(): VerdictRule[] {
  const out: VerdictRule[] = [];
  for (const [dc, n, where, disks] of [
    ["", 1, "C182", "disksPerServer"],
    ["Secondary", 2, "C186", "disksPerServerSecondary"],
  ] as const) {
    const servers = dc === "" ? "" : " in the secondary datacenter";
    out.push({
      key: `insufficientDiskCapacity${dc}`,
      kind: "reject",
      rule: "Insufficient Disk Capacity",
      source: `${CALC}, Storage Design!${where}`,
      when: and(is(`jbodDbDisks${dc}`, "Insufficient Disk Capacity"), isZero(disks)),
      errorMeans: false,
      message: say(
        "one database volume needs ",
        whole("databaseVolumeSizeGB"),
        " GB, more than one ",
        ref(`input.diskCapacityDc${n}DatabaseLog`),
        " disk holds (",
        whole(`dbForDiskCap${n}`),
        ` GB formatted); no disks are sized for the servers${servers}.`
      ),
      change: DISK_CHANGE,
    });
    out.push({
      key: `insufficientDiskIo${dc}`,
      kind: "reject",
      rule: "Insufficient Disk IO Capacity",
      source: `${CALC}, Storage Design!${where}`,
      when: and(is(`jbodDbDisks${dc}`, "Insufficient Disk IO Capacity"), isZero(disks)),
      errorMeans: false,
      message: text(
        `the database copies on one JBOD disk need more IOPS than the disk gives; no disks are sized for the servers${servers}.`
      ),
      change:
        "faster disks (diskType), fewer databases per volume (multipleDatabasesPerVolume false, or more dataVolumesPerServer with autoCalculateVolumes false), or more servers (exchangeServersPerDag)",
    });
    out.push({
      key: `insufficientRestoreCapacity${dc}`,
      kind: "reject",
      rule: "Insufficient Disk Capacity (restore volume)",
      source: `${CALC}, Storage Design!${where.replace("C", "D")}`,
      when: and(
        is("input.dedicatedRestoreVolume", "Yes"),
        isNumber(`jbodDbDisks${dc}`),
        is(`jbodRestoreVolumeDisks${dc}`, "Insufficient Disk Capacity")
      ),
      errorMeans: false,
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
      rule: "JBOD cannot be used and no RAID is sized",
      source: `${CALC}, Storage Design!${dc === "" ? "C181" : "C185"}`,
      when: and(
        valid,
        refused(`jbodDiskStatus${dc}`),
        isZero(disks),
        not(is(`jbodDbDisks${dc}`, "Insufficient Disk Capacity")),
        not(is(`jbodDbDisks${dc}`, "Insufficient Disk IO Capacity"))
      ),
      errorMeans: false,
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
    rule: "No disks sized",
    source: `${CALC}, Storage Design!D202`,
    when: and(
      valid,
      isNumber("mailboxesTotal"),
      cmp("mailboxesTotal", ">", 0),
      isZero("disksEnvironment"),
      ...out.map((r) => not(r.when))
    ),
    errorMeans: false,
    message: text(
      "the design has mailboxes but the calculator sizes 0 disks for it (Disk Requirements: Total / Environment)."
    ),
    change: "the storage inputs (jbod, diskCapacityGB, storageArchitectureChoice)",
  });
  return out;
}

const PA2019 = "Exchange Server 2019 Preferred Architecture (Microsoft Docs)";
const LIMIT_CHANGES: Readonly<Record<string, string>> = {
  "cpuUtilizationPercent.worstFailure":
    "more servers (exchangeServersPerDag) or faster processors (coresPerServer, specIntRate2006)",
  ramRecommendedGB: "more servers (exchangeServersPerDag), so each holds fewer active databases",
  coresPerServer:
    "fewer cores per server (coresPerServer) and more servers (exchangeServersPerDag)",
  recommendedDatabasesPerVolume:
    "fewer databases per volume (multipleDatabasesPerVolume false, or more dataVolumesPerServer with autoCalculateVolumes false)",
};

/**
 * The version limits of servers/limits.ts as rules: one rule per limit text, raised for the versions
 * that have it (2019 and SE share theirs), a secondary-datacenter figure only where the design has
 * servers there (Role Requirements!I88, I89), never on a figure that is "--".
 */
function limitRules(): VerdictRule[] {
  const versions: ExchangeVersion[] = ["2013", "2016", "2019", "SE"];
  const byRule = new Map<
    string,
    { key: string; limit: number; what: string; source: string; versions: string[] }
  >();
  for (const v of versions)
    for (const l of limitsOf(v)) {
      const what = l.what.replace(" (Exchange SE is sized as Exchange 2019)", "");
      const id = `${l.key}|${l.limit}|${what}`;
      const entry = byRule.get(id) ?? {
        key: l.key,
        limit: l.limit,
        what,
        source: l.source,
        versions: [],
      };
      entry.versions.push(v);
      byRule.set(id, entry);
    }
  const dc2 = or(
    and(isNumber("activeServersDc2"), cmp("activeServersDc2", ">", 0)),
    and(isNumber("drServersDc2"), cmp("drServersDc2", ">", 0))
  );
  const out: VerdictRule[] = [];
  for (const e of byRule.values()) {
    const secondary = /^[A-Za-z0-9]+Secondary/.test(e.key);
    const base = e.key.replace(/^([A-Za-z0-9]+?)Secondary/, "$1");
    const name = e.key.replace(/[^A-Za-z0-9]/g, "_");
    out.push({
      key: `limit.${name}.${e.limit}`,
      kind: "warning",
      rule: e.what.charAt(0).toUpperCase() + e.what.slice(1),
      source: e.source,
      cite: e.source
        .replace(/:\s*".*$/s, "")
        .replace(/\s*conditional format.*$/s, " conditional format"),
      when: and(
        or(...e.versions.map((v) => is("exchangeVersion", v))),
        ...(secondary ? [dc2] : []),
        isNumber(e.key),
        cmp(e.key, ">", e.limit)
      ),
      errorMeans: false,
      message: say(
        `${e.key} is `,
        round(e.key, 2),
        `, over ${e.limit}${secondary ? " (secondary datacenter servers)" : ""}.`
      ),
      change: LIMIT_CHANGES[base] ?? "the server inputs",
    });
  }
  for (const [key, cores, secondary] of [
    ["processorCoresUtilized", "coresPerServer", false],
    ["processorCoresUtilizedSecondary", "coresPerServerSecondary", true],
  ] as const)
    out.push({
      key: `limit.${key}`,
      kind: "warning",
      rule: "Processor cores utilized over the cores per server",
      source: `${CALC}, Role Requirements!C254 conditional format ($C$254>numProcCoresPDC)`,
      cite: `${CALC}, Role Requirements!C254 conditional format`,
      when: and(...(secondary ? [dc2] : []), isNumber(key), isNumber(cores), cmp(key, ">", cores)),
      errorMeans: false,
      message: say(`${key} is `, round(key, 2), ", over ", ref(cores), ` (${cores}).`),
      change: "more cores (coresPerServer) or more servers (exchangeServersPerDag)",
    });
  return out;
}

/** ExSize's checks beyond the calculator's: 2019/SE memory minimum, CPU inputs left out, JBOD asked for but not used. */
function exsizeRules(): VerdictRule[] {
  return [
    {
      key: "ramBelow128GB",
      kind: "warning",
      rule: "Recommended RAM below 128 GB per Exchange 2019/SE Mailbox server",
      cite: "Exchange Server system requirements, Microsoft Docs",
      source:
        'Exchange Server system requirements (Microsoft Docs, system-requirements.md): Exchange 2019 Mailbox server "128 GB minimum recommended"; Exchange SE is sized as Exchange 2019',
      when: and(
        or(is("exchangeVersion", "2019"), is("exchangeVersion", "SE")),
        isNumber("ramRecommendedGB"),
        cmp("ramRecommendedGB", "<", 128)
      ),
      errorMeans: false,
      message: say(
        "the calculator recommends ",
        round("ramRecommendedGB", 0),
        " GB per server; Microsoft recommends at least 128 GB for an Exchange 2019 Mailbox server."
      ),
      change: "give each server at least 128 GB, or fewer, larger servers (exchangeServersPerDag)",
    },
    {
      key: "cpuNotSized",
      kind: "warning",
      rule: "CPU not sized",
      source: `${CALC}, Input!C131:D133 (Processor Cores / Server, SPECint2006 Rate Value)`,
      cite: `${CALC}, Input!C131:D133`,
      sayChange: false,
      when: and(valid, not(isNumber("cpuUtilizationPercent.worstFailure"))),
      errorMeans: false,
      message: text(
        "give coresPerServer and specIntRate2006 (the servers' SPECint_rate2006 result); without them every CPU figure is --."
      ),
      change: "coresPerServer and specIntRate2006",
    },
    {
      key: "jbodNotUsed",
      kind: "warning",
      rule: "JBOD asked for, RAID sized",
      source: `${CALC}, Storage Design!C181`,
      when: and(
        valid,
        is("input.jbod", "Yes"),
        refused("jbodDiskStatus"),
        isNumber("disksPerServer"),
        cmp("disksPerServer", ">", 0)
      ),
      errorMeans: false,
      message: say(
        'JBOD cannot be used ("',
        ref("jbodDiskStatus"),
        '"): the disks are sized on RAID.'
      ),
      change: "at least 3 copies (haCopies) for JBOD, or jbod false",
    },
  ];
}

/** Every rule, rejects first (the calculator's validation, then storage), then warnings. */
export function verdictRules(): readonly VerdictRule[] {
  if (!cached)
    cached = [
      ...validationRules(),
      ...storageRules(),
      ...limitRules(),
      ...exsizeRules(),
      ...rules2019(),
    ];
  return cached;
}
let cached: readonly VerdictRule[] | undefined;

/** An error in a rule's condition counts as `errorMeans` (the calculator's ISERROR for its checks). */
export const raisedWhen = (r: VerdictRule): Expr => iferror(r.when, bool(r.errorMeans));
