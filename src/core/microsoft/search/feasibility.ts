import { limitsOf } from "../servers/limits";
import { MODES } from "../servers/outputs";
import { VALIDATION_RULES } from "../servers/validationRules";
import type { ExchangeVersion } from "../scenario/parse";
import type { Figure } from "./designEvaluator";

/**
 * Whether a sized Microsoft design can be built on a given server, as `exsize search` decides it (issue
 * 23): named rules over the design's figures and the calculator's status cells, read by name (`fig`:
 * DesignEvaluator.figure, or any reader of the same names: sizeMicrosoft's keys, the step values of
 * microsoftValues). A design the calculator rejects breaks `calculatorValidation` alone (its other
 * figures are "--"); any other design is checked against every other rule, and may break several.
 *
 * The secondary datacenter's figures are checked where the design has servers there, as serverFlags
 * does (Role Requirements!I88, I89: active or DR servers in datacenter 2); its disks where the
 * calculator gives it disks (Storage Design C170:E170: HA and site resilient).
 * Issue 20 builds one verdict for `exsize size` from the same calculator cells; the rules here are
 * named so the two can be unified.
 */
export type RuleId =
  | "calculatorValidation"
  | "storageStatus"
  | "disksAtLeastOne"
  | "diskSlots"
  | "ramPerServer"
  | "cpuEveryFailureMode"
  | "versionLimits";

/** What the server bounds and the request asks (request.ts). */
export interface FeasibilityLimits {
  readonly diskSlots: number;
  readonly maxRamGB: number;
  readonly maxCpuWorstFailurePercent: number;
}

export type FigureReader = (name: string) => Figure;

export interface FeasibilityRule {
  readonly id: RuleId;
  /** The rule in words, for the count of designs that break it. */
  readonly label: string;
  /** Why the design breaks it (its figures), or null when it holds. */
  readonly broken: (
    fig: FigureReader,
    limits: FeasibilityLimits,
    version: ExchangeVersion
  ) => string | null;
}

const num = (v: Figure): number | null => (typeof v === "number" ? v : null);
const fmt = (x: number): string => String(Number(x.toFixed(Math.abs(x) < 100 ? 2 : 0)));
const shown = (v: Figure): string =>
  typeof v === "number"
    ? fmt(v)
    : v === undefined
      ? "--"
      : typeof v === "object"
        ? v.error
        : String(v);

/** Servers in the secondary datacenter (Role Requirements!I88 active, I89 DR), as serverFlags reads them. */
export const hasSecondaryServers = (fig: FigureReader): boolean =>
  [fig("activeServersDc2"), fig("drServersDc2")].some((v) => typeof v === "number" && v > 0);
/** The calculator gives the secondary datacenter disks (Storage Design C170:E170): HA and site resilient. */
export const hasSecondaryDisks = (fig: FigureReader): boolean =>
  fig("input.highAvailability") === "Yes" && fig("input.siteResilience") === "Yes";

/**
 * The calculator's storage status cells (E2013Calcv7.6, Storage Design): where it would write the JBOD
 * disk counts it writes "Insufficient Disk Capacity" (a volume larger than the disk) or "Insufficient
 * Disk IO Capacity" (the volume's IOPS above the disk's) instead, and then counts no disk for it.
 * The restore volume's cells are read only where a dedicated restore volume is asked: without one the
 * calculator writes "Insufficient Disk Capacity" there too (row 146 is FALSE), a text its SUM ignores
 * and that sizes nothing (storage/disks.ts, jbodRestoreDisks).
 */
const STATUS_CELLS: readonly { key: string; cell: string; secondary: boolean; restore: boolean }[] =
  [
    { key: "jbodDbDisks", cell: "Storage Design!C182", secondary: false, restore: false },
    { key: "jbodRestoreVolumeDisks", cell: "Storage Design!D182", secondary: false, restore: true },
    { key: "jbodDbDisksSecondary", cell: "Storage Design!C186", secondary: true, restore: false },
    {
      key: "jbodRestoreVolumeDisksSecondary",
      cell: "Storage Design!D186",
      secondary: true,
      restore: true,
    },
  ];

/** The primary and (where it has servers or disks) the secondary datacenter's key. */
function both(key: string, secondary: boolean): [string, string][] {
  const twin = key.replace(/^([A-Za-z0-9]+)/, "$1Secondary");
  return secondary
    ? [
        [key, "primary"],
        [twin, "secondary"],
      ]
    : [[key, "primary"]];
}

export const FEASIBILITY_RULES: readonly FeasibilityRule[] = [
  {
    id: "calculatorValidation",
    label: "the calculator rejects the design (its validation check, Role Requirements!I160)",
    broken: (fig) => {
      if (fig("validationError") !== true) return null;
      const rules = VALIDATION_RULES.filter((r) => fig(r.key) === true).map(
        (r) => `${r.rule} (${r.cell})`
      );
      return `the calculator rejects it: ${rules.length > 0 ? rules.join("; ") : "its validation check is TRUE"}`;
    },
  },
  {
    id: "storageStatus",
    label:
      'a storage status of the calculator is "Insufficient ..." (Storage Design!C182, D182, C186, D186)',
    broken: (fig) => {
      const restore = fig("input.dedicatedRestoreVolume") === "Yes";
      const found = STATUS_CELLS.filter(
        (s) =>
          (restore || !s.restore) &&
          (!s.secondary || hasSecondaryDisks(fig)) &&
          String(fig(s.key)).startsWith("Insufficient")
      );
      if (found.length === 0) return null;
      const volume = num(fig("databaseVolumeSizeGB"));
      const disk = num(fig("dbForDiskCap1"));
      return (
        found.map((s) => `${s.cell} "${String(fig(s.key))}"`).join(", ") +
        (volume !== null && disk !== null
          ? `: database volume ${fmt(volume)} GB, disk ${fmt(disk)} GB formatted`
          : "")
      );
    },
  },
  {
    id: "disksAtLeastOne",
    label: "the calculator gives no disk per server (disksPerServer 0: no layout fits)",
    broken: (fig) => {
      const bad = both("disksPerServer", hasSecondaryDisks(fig)).filter(([k]) => {
        const v = num(fig(k));
        return v === null || v < 1;
      });
      return bad.length === 0
        ? null
        : bad.map(([k, dc]) => `${k} ${shown(fig(k))} (${dc} datacenter)`).join(", ");
    },
  },
  {
    id: "diskSlots",
    label: "more disks per server than the server's disk slots",
    broken: (fig, limits) => {
      const bad = both("disksPerServer", hasSecondaryDisks(fig)).filter(([k]) => {
        const v = num(fig(k));
        return v !== null && v > limits.diskSlots;
      });
      return bad.length === 0
        ? null
        : bad.map(([k]) => `${k} ${shown(fig(k))} > ${limits.diskSlots} slots`).join(", ");
    },
  },
  {
    id: "ramPerServer",
    label: "recommended RAM per server above the server's maxRamGB",
    broken: (fig, limits) => {
      const bad = both("ramRecommendedGB", hasSecondaryServers(fig)).filter(([k]) => {
        const v = num(fig(k));
        return v === null || v > limits.maxRamGB;
      });
      return bad.length === 0
        ? null
        : bad.map(([k]) => `${k} ${shown(fig(k))} > ${fmt(limits.maxRamGB)} GB`).join(", ");
    },
  },
  {
    id: "cpuEveryFailureMode",
    label: "CPU utilization in a failure mode above maxCpuWorstFailurePercent (or CPU not sized)",
    broken: (fig, limits) => {
      const bad: string[] = [];
      for (const [k] of both("cpuUtilizationPercent", hasSecondaryServers(fig)))
        for (const m of MODES) {
          // a mode the design cannot have ("--": a double failure of two servers) is not checked;
          // no worst-failure figure is CPU not sized (no SPECint rate)
          const v = num(fig(`${k}.${m}`));
          if (
            (v === null && m === "worstFailure") ||
            (v !== null && v > limits.maxCpuWorstFailurePercent)
          )
            bad.push(`${k}.${m} ${shown(fig(`${k}.${m}`))}`);
        }
      return bad.length === 0
        ? null
        : `${bad.join(", ")} (limit ${fmt(limits.maxCpuWorstFailurePercent)} %)`;
    },
  },
  {
    id: "versionLimits",
    label:
      "over the Exchange version's cores or RAM per server (2016: 24 cores, 192 GB; 2019 and SE: 48 cores, 256 GB)",
    broken: (fig, _limits, version) => {
      const bad: string[] = [];
      const secondary = hasSecondaryServers(fig);
      for (const l of limitsOf(version)) {
        if (!/^(coresPerServer|ramRecommendedGB)/.test(l.key)) continue;
        if (/Secondary/.test(l.key) && !secondary) continue;
        const v = num(fig(l.key.startsWith("cores") ? `input.${l.key}` : l.key));
        if (v !== null && v > l.limit)
          bad.push(`${l.key} ${fmt(v)} is ${l.what} (limit ${l.limit}): ${l.source}`);
      }
      return bad.length === 0 ? null : bad.join("; ");
    },
  },
];

export interface Verdict {
  readonly feasible: boolean;
  /** The rules broken, in FEASIBILITY_RULES' order. */
  readonly broken: readonly RuleId[];
}

/**
 * The rules a design breaks: the calculator's rejection alone, or every other rule it breaks. Only
 * whether each holds is decided here; `why` says it in words for the few designs a report shows.
 */
export function feasibility(
  fig: FigureReader,
  limits: FeasibilityLimits,
  version: ExchangeVersion
): Verdict {
  if (fig("validationError") === true) return { feasible: false, broken: ["calculatorValidation"] };
  const broken: RuleId[] = [];
  for (const r of FEASIBILITY_RULES)
    if (r.id !== "calculatorValidation" && r.broken(fig, limits, version) !== null)
      broken.push(r.id);
  return { feasible: broken.length === 0, broken };
}

/** Why a design breaks a rule, in words (its figures), or null when it holds. */
export function why(
  rule: RuleId,
  fig: FigureReader,
  limits: FeasibilityLimits,
  version: ExchangeVersion
): string | null {
  return FEASIBILITY_RULES.find((r) => r.id === rule)!.broken(fig, limits, version);
}

/**
 * The design's warnings (shown, not rejecting): Exchange 2013's recommended RAM above 96 GB (the
 * calculator's Role Requirements!H253 warning) and Exchange 2019 and SE's below the 128 GB Microsoft
 * recommends per Mailbox server ("Exchange Server system requirements", Microsoft Docs,
 * system-requirements.md in MicrosoftDocs/OfficeDocs-Exchange: "128 GB minimum recommended").
 */
export function searchWarnings(fig: FigureReader, version: ExchangeVersion): string[] {
  const out: string[] = [];
  for (const [k] of both("ramRecommendedGB", hasSecondaryServers(fig))) {
    const v = num(fig(k));
    if (v === null) continue;
    if (version === "2013" && v > 96)
      out.push(
        `${k} ${fmt(v)} GB is above the 96 GB the calculator recommends for Exchange 2013 (Role Requirements!H253: "You are deploying more RAM than is recommended")`
      );
    if ((version === "2019" || version === "SE") && v < 128)
      out.push(
        `${k} ${fmt(v)} GB is below the 128 GB Microsoft recommends per Exchange ${version === "SE" ? "SE (sized as 2019)" : "2019"} Mailbox server (Exchange Server system requirements, Microsoft Docs)`
      );
  }
  return out;
}
