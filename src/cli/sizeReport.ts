import { INPUT_SPECS, OPTION_SPECS, ScenarioSizing, STEP_ROWS } from "../core";
import type { Step } from "../core/formula";
import { MicrosoftSizing } from "../core/microsoft/size";
import { microsoftSteps } from "../core/microsoft/sizeSteps";
import { serverSteps, MODES } from "../core/microsoft/servers";
import { DISK_KEYS, SERVER_KEYS } from "../core/microsoft/verdict";
import {
  DELL_SUMMARY_STEPS,
  MICROSOFT_SUMMARY_STEPS,
  SUMMARY_KEYS,
  SUMMARY_MEANINGS,
  Summary,
} from "../core/summary";
import { Verdict, dellVerdict } from "../core/verdict";
import { METHOD_INPUTS, MethodGroup } from "../workbook/methodInputs";
import { formatFigure } from "./format";
import { MicrosoftInputInfo, microsoftInputs, microsoftTierInputs } from "./microsoftInputs";
import { Report, ReportRow, ReportSection } from "./report";
import { extrasSections } from "./extrasReport";
import { inputRow, row } from "./reportRow";
import { cpuConversionSection } from "./cpuConversionReport";
import { metaCacheSection } from "./metaCacheReport";
import type { MetaCacheSizing } from "../core/microsoft/metacache/metaCache";
import { ramSentence } from "../core/microsoft/servers/memory2019";
import { VERSION_SOURCES } from "./versionSources";
import type { CpuConversionResult } from "../core/microsoft/cpu/cpuRange";
import {
  DISK_SIZE_RULE,
  diskFormattedCapacityGB,
  diskRawCapacityGB,
  isCalculatorDiskSize,
} from "../core/microsoft/scenario/diskTables";

/**
 * `exsize size`'s report of one design as data (report.ts renders it): the verdict once, at the top;
 * the summary both methods give; the inputs as read, each marked "default" where the scenario left it
 * out, with the counts the method derives from them; then every figure of the method with the label
 * its step declares (the calculator's label, or the paper's), its unit and its `--json` key.
 */

export const MICROSOFT_TITLE =
  "Exchange Server sizing by Microsoft's method: the Exchange Server Role Requirements Calculator v7.6 (E2013Calcv7.6)";
export const DELL_TITLE =
  "Exchange Server sizing by the Dell EqualLogic method: Dell EqualLogic, Sizing and Best Practices for Deploying Exchange Server 2010 on VMware vSphere and EqualLogic Storage, July 2010, Tables 14-17";

/** "Verdict: ..." in words, from the verdict's status and counts. */
export function verdictWords(v: Verdict): string {
  const n = (k: number, what: string) => `${k} ${what}${k === 1 ? "" : "s"}`;
  if (v.status === "rejected")
    return `Verdict: REJECTED, the design cannot be built as sized (${n(v.rejects.length, "broken rule")}${v.warnings.length > 0 ? `, ${n(v.warnings.length, "warning")}` : ""}).`;
  if (v.status === "acceptedDespite")
    return `Verdict: accepted by the consultant despite: ${v.acceptedDespite.map((i) => i.key).join(", ")} (scenario key acceptedDespite${v.warnings.length > 0 ? `; ${n(v.warnings.length, "warning")}` : ""}).`;
  if (v.status === "warnings") return `Verdict: accepted, with ${n(v.warnings.length, "warning")}.`;
  return "Verdict: accepted; the design keeps every rule ExSize checks.";
}

/**
 * The verdict's lines for a person: one line per rule, except that a rule raised for the primary and the
 * secondary datacenter's servers (keys X and XSecondary: the same rule and the same change) is one line
 * naming both figures (issue 31), e.g. "Recommended RAM over 96 GB per server (...): ramRecommendedGB is
 * 160, over 96; ramRecommendedGBSecondary is 160, over 96 (secondary datacenter servers). Change: ...".
 * The counts and keys stay the rules' (the workbook and --json list each rule).
 */
const verdictLines = (v: Verdict) => {
  const items = [...v.rejects, ...v.acceptedDespite, ...v.warnings].map((i) => ({
    item: i,
    kind: i.kind,
    rule: i.rule,
    message: v.acceptedDespite.includes(i) ? `Accepted by the consultant: ${i.message}` : i.message,
  }));
  const out: typeof items = [];
  for (const line of items) {
    const twin = out.find(
      (o) =>
        o.kind === line.kind &&
        o.rule === line.rule &&
        o.item.change === line.item.change &&
        line.item.key.replace("Secondary", "") === o.item.key &&
        line.item.key !== o.item.key
    );
    const body = (m: string) => /^(.*?\): )(.*?)\.?( Change: .*)?$/s.exec(m);
    const a = twin && body(twin.message);
    const b = body(line.message);
    if (twin && a && b && a[1] === b[1] && (a[3] ?? "") === (b[3] ?? "")) {
      twin.message = `${a[1]}${a[2]}; ${b[2]}.${a[3] ?? ""}`;
      continue;
    }
    out.push(line);
  }
  return out.map(({ kind, rule, message }) => ({ kind, rule, message }));
};

function summarySection(summary: Summary, steps: readonly Step[]): ReportSection {
  const labels = new Map(steps.map((s) => [s.key, s.label]));
  return {
    title: "Summary (the 11 figures both methods give)",
    columns: ["Value"],
    rows: SUMMARY_KEYS.map((k) =>
      row(labels.get(`summary.${k}`) ?? k, [summary[k]], SUMMARY_MEANINGS[k][0], `summary.${k}`)
    ),
  };
}

const subtitle = (json: Record<string, unknown>) =>
  (["customer", "project"] as const)
    .filter((k) => typeof json[k] === "string" && json[k] !== "")
    .map((k) => `${k === "customer" ? "Customer" : "Project"}: ${String(json[k])}`);

/**
 * Readable labels where the calculator's own is an internal name (DBSizeOverhead, VolArchitecture) or
 * repeats itself ("Number of Mailbox Servers / DAG / DAG"); the key column keeps the calculator's name.
 */
const READABLE: Readonly<Record<string, string>> = {
  validationError: "Calculator Validation Check (TRUE: the calculator rejects the design)",
  validationMessage: "Calculator's error banner",
  databaseCopiesPerServer: "Database copies per server",
  databaseSizeGB: "Database size, each, with overhead",
  databaseSizeNoOverheadGB: "Database size, each, without overhead",
  logCapacityPerDatabaseGB: "Log capacity per database, with overhead",
  mailboxServersPerDag: "Mailbox servers per DAG",
  serversPerDag: "Servers per DAG, lagged-copy servers included",
  serversEnvironment: "Servers in the environment",
  volumeArchitecture: "Volume architecture",
  activeDatabasesPerServer: "Active databases / primary datacenter server",
  activeDatabasesPerServerSecondary: "Active databases / secondary datacenter server",
};

/** Every step of the Microsoft method by key, the servers area's where both areas give one. */
function microsoftStepsByKey(): Map<string, Step> {
  if (!stepsByKey)
    stepsByKey = new Map([...microsoftSteps(), ...serverSteps(4)].map((s) => [s.key, s]));
  return stepsByKey;
}
let stepsByKey: Map<string, Step> | undefined;

/**
 * The given input whose cells include all of `input`'s cells (coresPerServer's Input!C131:C133 hold
 * coresPerServerSecondary's C132), when `input` is left out: the sizing used that input's value.
 * Example: {coresPerServer: 24} -> coresPerServerSecondary comes from coresPerServer (all 3 cells).
 */
function coveringInput(
  input: MicrosoftInputInfo,
  inputs: readonly MicrosoftInputInfo[],
  given: (name: string) => boolean
): MicrosoftInputInfo | undefined {
  const cells = input.cells.split(" ").filter((c) => /!/.test(c));
  if (cells.length === 0) return undefined;
  return inputs.find((o) => {
    if (o.name === input.name || !given(o.name)) return false;
    const own = new Set(o.cells.split(" "));
    return own.size > cells.length && cells.every((c) => own.has(c));
  });
}

/**
 * An input's value as the report prints it: a Yes/No input as Yes or No (true, "yes" and "Yes" alike),
 * an Enabled/Disabled one as Enabled or Disabled, the calculator's spelling of its cell; else as given.
 */
export function inputShown(value: unknown, range: string): unknown {
  const yesNo = range.includes('"Yes"/"No"');
  const enabled = range.includes('"Enabled"/"Disabled"');
  if (!yesNo && !enabled) return value;
  const on =
    value === true || (typeof value === "string" && /^(yes|enabled|true)$/i.test(value))
      ? true
      : value === false || (typeof value === "string" && /^(no|disabled|false)$/i.test(value))
        ? false
        : undefined;
  if (on === undefined) return value;
  return yesNo ? (on ? "Yes" : "No") : on ? "Enabled" : "Disabled";
}

function microsoftInputsSection(
  json: Record<string, unknown>,
  sizing: MicrosoftSizing
): ReportSection {
  const rows: ReportRow[] = [];
  const given = (k: string) => k in json;
  rows.push(
    inputRow(
      "Exchange version",
      json.exchangeVersion ?? "2013",
      "",
      "exchangeVersion",
      given("exchangeVersion")
    )
  );
  const converted = new Map(
    (
      (sizing as unknown as Record<string, unknown>).cpuConversion as
        CpuConversionResult | undefined
    )?.servers.map((c) => [c.sets, c] as const) ?? []
  );
  // Effective values (issue 31): an input left out but set by a given input of several cells
  // (coresPerServer sets the secondary and lagged servers' cells too) shows the value the sizing used,
  // marked with where it came from; Yes/No inputs print Yes or No, never TRUE (inputShown).
  const inputs = microsoftInputs();
  for (const i of inputs) {
    const from = given(i.name) ? undefined : coveringInput(i, inputs, given);
    const c = converted.get(i.name);
    if (c) {
      rows.push(row(i.label, [c.specIntRate2006.value], i.unit, i.name, `derived from ${c.key}`));
      continue;
    }
    rows.push(
      row(
        i.label,
        [inputShown(given(i.name) ? json[i.name] : from ? json[from.name] : i.default, i.range)],
        i.unit,
        i.name,
        given(i.name)
          ? undefined
          : from
            ? `from ${from.name}, ${from.label.replace(/^.*\((all \d+ cells)\)$/, "$1")}`
            : "default"
      )
    );
  }
  for (const k of ["sockets", "socketsSecondary", "socketsLagged"])
    if (given(k)) rows.push(row(`Processor sockets per server (${k})`, [json[k]], "sockets", k));
  const tiers = Array.isArray(json.tiers) ? (json.tiers as Record<string, unknown>[]) : undefined;
  const shown = tiers ?? [{}];
  shown.forEach((tier, t) => {
    for (const i of microsoftTierInputs()) {
      const has = tier !== null && typeof tier === "object" && i.name in tier;
      rows.push(
        inputRow(
          `Tier ${t + 1}: ${i.label}`,
          inputShown(has ? tier[i.name] : i.defaults[t], i.range),
          i.unit,
          `tiers[${t}].${i.name}`,
          has
        )
      );
    }
  });
  const s = sizing as unknown as Record<string, unknown>;
  const f = (k: string) => formatFigure(s[k]).display;
  const servers =
    json.exchangeServersPerDag ??
    microsoftInputs().find((i) => i.name === "exchangeServersPerDag")?.default;
  const notes = [
    `exchangeServersPerDag ${formatFigure(servers).display} = Exchange servers per DAG in the primary datacenter: the calculator sizes ${f("mailboxServersPerDag")} mailbox servers per DAG (mailboxServersPerDag, both datacenters), ${f("serversPerDag")} with lagged-copy servers (serversPerDag), in ${f("dagCount")} DAG(s) (dagCount): ${f("serversEnvironment")} servers in all (serversEnvironment).`,
    `databaseCount ${f("databaseCount")} = databases per DAG (per environment without high availability), ${f("databaseCopiesPerDag")} copies per DAG (databaseCopiesPerDag), ${f("databaseCopiesEnvironment")} copies in all (databaseCopiesEnvironment); ${f("mailboxesPerDatabase")} mailboxes per database.`,
    `"default": the scenario leaves the input out and the calculator's example workbook's value (E2013Calcv7.6-Example.xlsm, the cell exsize size --help names) is used${tiers ? "" : "; no tiers given: the example's tier 1"}.`,
  ];
  const disk = given("diskCapacityGB")
    ? diskRawCapacityGB(`${String(json.diskCapacityGB).replace(/ GB$/, "")} GB`)
    : undefined;
  if (disk !== undefined && !isCalculatorDiskSize(disk))
    notes.push(
      `diskCapacityGB ${formatFigure(disk).display} GB is not in the calculator's disk list (tblDiskCapacity, 36 to 12000 GB): its formatted capacity ${formatFigure(diskFormattedCapacityGB(disk)).display} GB is derived by the calculator's own rule (${DISK_SIZE_RULE}); the per-disk IOPS come from the disk type, as in the calculator.`
    );
  return { title: "Inputs as read", columns: ["Value"], rows, notes };
}

/** The Microsoft method's report of a sized design. */
export function microsoftReport(
  json: Record<string, unknown>,
  sizing: MicrosoftSizing,
  summary: Summary,
  arraysNote: string | undefined,
  /** The same design under Read from Passive (contentIndexReplication laggedCopiesOnly), for its note. */
  readFromPassive?: MicrosoftSizing
): Report {
  const verdict = sizing.verdict as Verdict;
  const steps = microsoftStepsByKey();
  const record = sizing as unknown as Record<string, unknown>;
  const gone = (k: string) =>
    (verdict.noDisks && (DISK_KEYS as readonly string[]).includes(k)) ||
    (verdict.noServers && (SERVER_KEYS as readonly string[]).includes(k));
  const isModes = (v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v) && "worstFailure" in v;
  const skip = ["method", "exchangeVersion", "tiers", "verdict", "cpuConversion", "metaCache"];
  const scalarKeys = Object.keys(record).filter(
    (k) =>
      !skip.includes(k) &&
      (record[k] === null ||
        ["number", "string", "boolean"].includes(typeof record[k]) ||
        (typeof record[k] === "object" &&
          !Array.isArray(record[k]) &&
          "error" in (record[k] as object)))
  );
  const design: ReportSection = {
    title:
      "Design figures, as the calculator names them (Role Requirements, Volume Requirements, Storage Design)",
    columns: ["Value"],
    rows: scalarKeys.map((k) => {
      const step = steps.get(k);
      return row(
        READABLE[k] ?? (step?.label || k),
        [gone(k) ? null : record[k]],
        step?.unit ?? "",
        k
      );
    }),
    notes: verdict.noDisks
      ? [
          verdict.noServers
            ? '"--": the calculator rejects the design, so its servers, volumes and disks do not exist (it shows 0 or "--"); --json keeps the calculator\'s values.'
            : '"--": no disks are sized for this design (the verdict says why); --json keeps the calculator\'s 0.',
        ]
      : [],
  };
  // issue 30: the RAM per server, as the reader hears it, and what the version is sized from
  const version = String(sizing.exchangeVersion);
  if (version === "2019" || version === "SE")
    (design.notes as string[]).unshift(
      `RAM per server: ${ramSentence(version, record.ramRecommendedGB, record.ramPerServerGB)} (ramPerServerGB; the calculator's figure stays ramRecommendedGB); page file ${formatFigure(record.pageFileGB).display} GB, 25 % of RAM (HealthChecker, build 15.2).`
    );
  (design.notes as string[]).push(`Exchange ${version}: ${VERSION_SOURCES}.`);
  const tierCount = Math.max(1, Array.isArray(json.tiers) ? json.tiers.length : 1);
  const tiers = sizing.tiers.slice(0, tierCount);
  const tierKeys = Object.keys(tiers[0] ?? {});
  const perTier: ReportSection = {
    title: "Per tier",
    columns: tiers.map((_, i) => `Tier ${i + 1}`),
    rows: tierKeys.map((k) => {
      const step = steps.get(`tier1.${k}`);
      return row(
        step?.label || k,
        tiers.map((t) => t[k]),
        step?.unit ?? "",
        `tiers[i].${k}`
      );
    }),
  };
  const modeKeys = Object.keys(record).filter((k) => isModes(record[k]));
  const perMode: ReportSection = {
    title: "Per server, by failure mode",
    columns: [...MODES],
    rows: modeKeys.map((k) => {
      const step = steps.get(`${k}.worstFailure`);
      const label = READABLE[k] ?? (step?.label ?? k).replace(/\s*\(worstFailure\)$/, "");
      const modes = record[k] as Record<string, unknown>;
      return row(
        label,
        MODES.map((m) => modes[m]),
        step?.unit ?? "",
        k
      );
    }),
    notes: arraysNote ? [arraysNote] : [],
  };
  return {
    title: `${MICROSOFT_TITLE}, Exchange ${sizing.exchangeVersion}`,
    subtitle: subtitle(json),
    verdict: verdictWords(verdict),
    verdictLines: verdictLines(verdict),
    sections: [
      summarySection(summary, MICROSOFT_SUMMARY_STEPS),
      ...("cpuConversion" in record
        ? [cpuConversionSection(record.cpuConversion as CpuConversionResult)]
        : []),
      microsoftInputsSection(json, sizing),
      design,
      ...("metaCache" in record ? [metaCacheSection(record.metaCache as MetaCacheSizing)] : []),
      perTier,
      ...(modeKeys.length > 0 ? [perMode] : []),
      ...("replication" in record
        ? extrasSections(record, readFromPassive as unknown as Record<string, unknown> | undefined)
        : []),
    ],
  };
}

const DELL_EXTRA_LABELS: Readonly<Record<string, [string, string]>> = {
  dbCountComputed: ["Database count computed (not given as dbCount)", ""],
  databaseVolumesGB: ["Database volumes of one copy (section 3.4.2)", "GB"],
  logVolumesGB: ["Log volumes of one copy (section 3.4.2)", "GB"],
  totalCapacityGB: ["Database and log volumes of one copy (section 3.4.1, step 2)", "GB"],
  sizedCapacityGB: ["Capacity the arrays and disks are sized for, one copy", "GB"],
};

/** The Dell method's report of a sized design. */
export function dellReport(
  json: Record<string, unknown>,
  sizing: ScenarioSizing,
  summary: Summary
): Report {
  const verdict = dellVerdict(sizing);
  const record = sizing as unknown as Record<string, unknown>;
  const stepRows: ReportRow[] = [];
  const byKey = new Map(STEP_ROWS.map((r) => [r.key as string, r]));
  for (const [k, v] of Object.entries(record)) {
    if (["input", "options", "warnings"].includes(k)) continue;
    const step = byKey.get(k);
    const label = step
      ? `${step.paperNote.split(/(?<=\.)\s/)[0].replace(/\.$/, "")} (${step.symbol}, Table ${step.table} step ${step.step})`
      : (DELL_EXTRA_LABELS[k]?.[0] ?? k);
    stepRows.push(row(label, [v], step?.unit ?? DELL_EXTRA_LABELS[k]?.[1] ?? "", k));
  }
  const given = (k: string) => k in json;
  const inputRows: ReportRow[] = [];
  for (const spec of Object.values(INPUT_SPECS)) {
    const value = (sizing.input as unknown as Record<string, unknown>)[spec.name];
    inputRows.push(
      row(
        spec.label,
        [value ?? null],
        spec.unit,
        spec.name,
        given(spec.name) ? undefined : spec.name === "dbCount" ? "not given: computed" : "default"
      )
    );
  }
  inputRows.push(
    inputRow("RAID level of the arrays", json.raid ?? "Any", "", "raid", given("raid"))
  );
  const options = (json.options ?? {}) as Record<string, unknown>;
  const optionGiven = (name: string) =>
    Object.keys(options).some((k) => k.toLowerCase() === name.toLowerCase());
  for (const o of OPTION_SPECS)
    inputRows.push(
      inputRow(
        o.description.replace(/\.$/, ""),
        (sizing.options as unknown as Record<string, unknown>)[o.name],
        o.unit,
        `options.${o.name}`,
        optionGiven(o.name)
      )
    );
  for (const group of Object.keys(METHOD_INPUTS) as MethodGroup[]) {
    const values = (json[group] ?? {}) as Record<string, unknown>;
    for (const [key, input] of Object.entries(METHOD_INPUTS[group]) as [
      string,
      { spec: { label: string; unit: string }; default?: number; blank?: string },
    ][]) {
      const has = key in values;
      inputRows.push(
        inputRow(
          input.spec.label,
          has ? values[key] : (input.default ?? input.blank ?? null),
          input.spec.unit,
          `${group}.${key}`,
          has
        )
      );
    }
  }
  const copies = sizing.input.copies;
  const notes = [
    `copies ${copies} = ${copies === 1 ? "standalone servers, one copy of each database" : `a DAG with ${copies} copies of each database`}: ${formatFigure(sizing.dbCount).display} databases${sizing.dbCountComputed ? " (computed: dbCount not given)" : " (dbCount as given)"}, ${formatFigure(sizing.dbCount * copies).display} database copies; servers: ${formatFigure(summary.servers).display} (compute.servers).`,
    '"default": the scenario leaves the input out and ExSize\'s default is used (exsize --help lists the options with their sources).',
  ];
  return {
    title: DELL_TITLE,
    subtitle: subtitle(json),
    verdict: verdictWords(verdict),
    verdictLines: verdictLines(verdict),
    sections: [
      summarySection(summary, DELL_SUMMARY_STEPS),
      { title: "Inputs as read", columns: ["Value"], rows: inputRows, notes },
      {
        title: "Steps (Tables 14-17) and volumes (section 3.4)",
        columns: ["Value"],
        rows: stepRows,
      },
    ],
  };
}
