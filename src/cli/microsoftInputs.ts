import { GLOBAL_INPUTS, LISTS, TIER_INPUTS } from "../core/microsoft/scenario/inputs";
import { DATACENTER_MODELS } from "../core/microsoft/scenario/parse";
import {
  CONTENT_INDEX_REPLICATION,
  CONTENT_INDEX_REPLICATION_DEFAULT,
  NETWORK_LATENCY_DEFAULT_MS,
  NETWORK_LINK_DEFAULT,
  NETWORK_LINK_NAMES,
  REPLICATION_INPUT_RULES,
} from "../core/microsoft/extras/inputs";
import { describeRule } from "../core/validation";

/**
 * The Microsoft method's inputs as a reader sees them: the calculator's label, the unit and the range
 * each takes. The unit is read from the name (ExSize's names carry their units: ...GB, ...MB, ...KB,
 * ...Percent, ...Hours, ...Days), else from what the input counts; the range from its value form
 * (src/core/microsoft/scenario/inputs.ts, the forms mscalc.py takes).
 * Example: haCopies -> unit "copies", range "a whole number, 0 or more".
 */
export interface MicrosoftInputInfo {
  readonly name: string;
  readonly label: string;
  readonly unit: string;
  readonly range: string;
  /** The example workbook's value (tier inputs: tier 1's) in the scenario's form. */
  readonly default: unknown;
  readonly cells: string;
}

const COUNTS: Readonly<Record<string, string>> = {
  exchangeServersPerDag: "servers",
  dagCount: "DAGs",
  haCopies: "copies",
  laggedCopies: "copies",
  haCopiesSecondary: "copies",
  laggedCopiesSecondary: "copies",
  dataVolumesPerServer: "volumes",
  autoReseedVolumes: "volumes",
  coresPerServer: "cores",
  coresPerServerSecondary: "cores",
  coresPerServerLagged: "cores",
  specIntRate2006: "SPECint_rate2006",
  specIntRate2006Secondary: "SPECint_rate2006",
  specIntRate2006Lagged: "SPECint_rate2006",
  mailboxes: "mailboxes",
  messagesPerDay: "messages/day",
  deletedItemDays: "days",
  additionalIops: "IOPS",
  customIopsPerMailbox: "IOPS",
  databaseCountCustom: "databases",
  backupFrequency: "",
};

/** The unit of an input, from its name. */
export function microsoftInputUnit(name: string): string {
  if (name in COUNTS) return COUNTS[name];
  const m = /(GB|MB|KB|Percent|Hours|Days|Ms)$/.exec(name);
  if (!m) return "";
  return { GB: "GB", MB: "MB", KB: "KB", Percent: "%", Hours: "hours", Days: "days", Ms: "ms" }[
    m[1]
  ] as string;
}

/** What values an input takes, in words. */
export function microsoftInputRange(kind: string): string {
  if (kind.startsWith("choice:")) {
    const list =
      kind === "choice:datacenterModels"
        ? Object.keys(DATACENTER_MODELS)
        : kind.startsWith("choice:=")
          ? kind.slice(8).split("|")
          : (LISTS[kind.slice(7)] ?? []);
    return "one of " + list.map((v) => JSON.stringify(v)).join(", ");
  }
  switch (kind) {
    case "int":
      return "a whole number, 0 or more";
    case "num":
      return "a number, 0 or more";
    case "pct":
      return "a percentage, 0 or more (10 = 10 %)";
    case "yesno":
      return 'true or false ("Yes"/"No")';
    case "enabled":
      return 'true or false ("Enabled"/"Disabled")';
    case "messages":
      return "50, 100, ..., 500 messages a day";
    case "gb":
      return "a whole number of GB, 1 to 100000 (the calculator's list 36 ... 12000 keeps its figures; any other size gets the same rule's formatted capacity, derived: raw = the size, formatted = raw x 1000^3 / 1024^3)";
    default:
      return kind;
  }
}

/**
 * The label of an input that sets several cells ("Processor Cores / Server: Primary ...; Processor Cores
 * / Server: Secondary ...") as their shared words: "Processor Cores / Server (all 3 cells)".
 */
export function inputLabel(label: string): string {
  // "; " inside parentheses is part of one label ("Copy layout rule (ExSize: calculator = ...; exsize = ...)").
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < label.length; i++) {
    if (label[i] === "(") depth++;
    else if (label[i] === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && label.startsWith("; ", i)) {
      parts.push(label.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(label.slice(start));
  if (parts.length === 1) return label;
  const heads = new Set(parts.map((p) => p.split(":")[0]));
  return heads.size === 1 ? `${[...heads][0]} (all ${parts.length} cells)` : parts[0];
}

/** Every global input, then the special ones, with label, unit, range, default and cells. */
export function microsoftInputs(): MicrosoftInputInfo[] {
  return [
    ...GLOBAL_INPUTS.map((s) => ({
      name: s.name,
      label: inputLabel(s.label),
      unit: microsoftInputUnit(s.name),
      range: microsoftInputRange(s.kind),
      default: s.default,
      cells: s.cells.join(" "),
    })),
    {
      name: "datacenterModel",
      label: "Site Resilience Deployment Model (and site resilience)",
      unit: "",
      range: microsoftInputRange("choice:datacenterModels"),
      default: "Active/Active (Single DAG)",
      cells: "Input!G22 Input!G23",
    },
    {
      name: "maxDbSizeGB",
      label: "Maximum Database Size Configuration: Custom Maximum Database Size",
      unit: "GB",
      range: 'a number, or null for "Default"',
      default: null,
      cells: "Input!G36 Input!G37",
    },
    {
      name: "databaseCountCustom",
      label:
        "Automatically Calculate Number of Unique Databases / DAG: Custom Number of Databases / DAG",
      unit: "databases",
      range: "a whole number, or null for automatic",
      default: null,
      cells: "Input!G38 Input!G39",
    },
    {
      name: "acceptedDespite",
      label:
        'Rejects the consultant accepts (rule keys; the verdict then reads "Accepted by the consultant despite: ...")',
      unit: "",
      range: "a list of reject rule keys, or one text of keys separated by commas",
      default: "none",
      cells: "ExSize scenario key acceptedDespite",
    },
    {
      name: "logGenerationProfilePercent",
      label: "Logs Generated / Hour Percentage, hours 1 to 24 (used as given, not normalised)",
      unit: "%",
      range: "24 numbers, 0 or more",
      default: "24 zeros (replication shows --)",
      cells: "Input!C145:C168",
    },
    {
      name: "networkLinkType",
      label: "Network Link Type (between the datacenters)",
      unit: "",
      range: `one of ${NETWORK_LINK_NAMES.map((n) => JSON.stringify(n)).join(", ")}`,
      default: NETWORK_LINK_DEFAULT,
      cells: "Input!G144",
    },
    {
      name: "networkLinkLatencyMs",
      label: "Network Link Latency",
      unit: "ms",
      range: describeRule(REPLICATION_INPUT_RULES.networkLinkLatencyMs),
      default: NETWORK_LATENCY_DEFAULT_MS,
      cells: "Input!G145",
    },
    ...(["", "Secondary", "Lagged"] as const).flatMap((role) => {
      const whose =
        role === ""
          ? "all servers"
          : role === "Secondary"
            ? "secondary datacenter servers"
            : "lagged copy servers";
      return [
        {
          name: `specRate2017IntBase${role}`,
          label: `SPECrate2017_int_base per server, ${whose}`,
          unit: "SPECrate2017_int_base",
          range: `a positive number, the server's result (all chips), instead of specIntRate2006${role}: converted to SPECint_rate2006 by ExSize's derived rule (docs/microsoft-method.md)`,
          default: null,
          cells: `Input!D131:D133 (${whose}), through the conversion`,
        },
        {
          name: `processor${role}`,
          label: `Processor model, ${whose}`,
          unit: "",
          range: `an Intel Xeon or AMD EPYC model of ExSize's processor catalog, e.g. "Intel Xeon Gold 6442Y", with sockets${role} 1 or 2: sets specRate2017IntBase${role} (the median of its published SPEC CPU2017 results) and coresPerServer${role}`,
          default: null,
          cells: "no calculator cell (src/catalog/processors.ts)",
        },
      ];
    }),
    {
      name: "processorVendor",
      label: "Processor family of a specRate2017IntBase without a model",
      unit: "",
      range: 'one of "Intel", "AMD"',
      default: "Intel",
      cells: "no calculator cell",
    },
    {
      name: "contentIndexReplication",
      label: "Copies replicating their content index between datacenters",
      unit: "",
      range: `${CONTENT_INDEX_REPLICATION.map((n) => JSON.stringify(n)).join(" or ")} (every copy: the Exchange 2013 calculator's model; lagged copies only: Exchange 2016 CU3 and later, Read from Passive, derived)`,
      default: CONTENT_INDEX_REPLICATION_DEFAULT,
      cells: "no calculator cell",
    },
  ];
}

/** The per-tier inputs, with label, unit, range and the four tiers' defaults. */
export function microsoftTierInputs(): (MicrosoftInputInfo & { defaults: readonly unknown[] })[] {
  return TIER_INPUTS.map((s) => ({
    name: s.name,
    label: s.label,
    unit: microsoftInputUnit(s.name),
    range: microsoftInputRange(s.kind),
    default: s.defaults[0],
    defaults: s.defaults,
    cells: s.cells.join(" "),
  }));
}
