import { SizingError, sizeScenario } from "../core";
import {
  MicrosoftSizing,
  OutputValue,
  SCALAR_OUTPUT_KEYS,
  TIER_OUTPUT_KEYS,
} from "../core/microsoft/size";
import {
  DEFAULTS_SOURCE,
  GLOBAL_INPUTS,
  LISTS,
  TIER_INPUTS,
} from "../core/microsoft/scenario/inputs";
import { DATACENTER_MODELS, parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { SUMMARY_KEYS, Summary, dellSummary, microsoftSummary } from "../core/summary";
import { checkWorkbookScenario, scenarioSizingInput } from "../workbook";
import { dellDesignFiguresOf } from "../workbook/dellFigures";
import { Command, UsageError } from "./command";
import { readJsonFile } from "./scenarioFile";
import { scenarioMethod } from "../core/scenarioMethod";
import { formatNumber } from "./format";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { microsoftArrays } from "./microsoftArrays";
import { NETWORK_LINKS_HELP, replicationReport } from "./replicationReport";
import { profileWarning } from "../core/microsoft/extras";
import { sizeMicrosoftWithExtras } from "../core/microsoft/sizeWithExtras";

const INDENT = " ".repeat(31);

export const SIZE_USAGE = `  exsize size SCENARIO.json [--json]
${INDENT}Size a scenario and print the figures as a table; --json prints one
${INDENT}JSON object on the last line instead.
${INDENT}"method": "dell" (or no method): the Dell EqualLogic method (seed 000),
${INDENT}the scenario keys of exsize workbook; the JSON has the core's names
${INDENT}(dbCount, dvsGB, lvsGB, dbiop, liops, ...).
${INDENT}"method": "microsoft": Microsoft's Exchange Server Role Requirements
${INDENT}Calculator v7.6 (E2013Calcv7.6), "exchangeVersion" "2013" (default),
${INDENT}"2016", "2019" or "SE"; "tiers": 1 to 4 objects of the calculator's 17
${INDENT}tier inputs; every other input of the calculator by its mscalc.py name.
${INDENT}A key left out takes the calculator's example workbook's value. The
${INDENT}JSON keys are mscalc.py's output names; null where the calculator
${INDENT}shows "--". docs/microsoft-method.md lists every input and default.`;

/** Every microsoft input with its value form, default and the example workbook cell it comes from. */
function microsoftInputsHelp(): string {
  const form = (kind: string) =>
    kind.startsWith("choice:")
      ? "one of " +
        (
          LISTS[kind.slice(7)] ??
          (kind === "choice:datacenterModels" ? Object.keys(DATACENTER_MODELS) : [])
        )
          .map((v) => JSON.stringify(v))
          .join(", ")
      : kind === "messages"
        ? "50, 100, ..., 500"
        : kind === "gb"
          ? "disk size in GB, of the calculator's list"
          : kind;
  const line = (name: string, kind: string, def: string, cell: string) =>
    `  ${name} (${form(kind)}): default ${def} (${cell})`;
  const lines = GLOBAL_INPUTS.map((s) =>
    line(s.name, s.kind, JSON.stringify(s.default), s.cells.join(" "))
  );
  lines.push(
    line(
      "datacenterModel",
      "choice:datacenterModels",
      '"Active/Active (Single DAG)"',
      "Input!G22 Input!G23"
    )
  );
  lines.push(line("maxDbSizeGB", "num or null", "null: Default", "Input!G36 Input!G37"));
  lines.push(line("databaseCountCustom", "int or null", "null: automatic", "Input!G38 Input!G39"));
  lines.push(
    line(
      "logGenerationProfilePercent",
      "24 numbers of 0 or more, percent of a day's logs per hour",
      "24 zeros: replication --",
      "Input!C145:C168"
    ),
    line("networkLinkType", `one of ${NETWORK_LINKS_HELP}`, '"Gigabit Ethernet"', "Input!G144"),
    line("networkLinkLatencyMs", "num", "50", "Input!G145")
  );
  const tiers = TIER_INPUTS.map((s) =>
    line(s.name, s.kind, s.defaults.map((d) => JSON.stringify(d)).join(" / "), s.cells.join(" "))
  );
  return [
    `Microsoft inputs (defaults: ${DEFAULTS_SOURCE}, the cell named; choice lists: the calculator's drop-downs):`,
    ...lines,
    "Per tier (tiers[0..3]; defaults tier 1 / 2 / 3 / 4; a tier not given has 0 mailboxes):",
    ...tiers,
  ].join("\n");
}

export const SIZE_HELP = () => `Usage:
${SIZE_USAGE}

Options:
  --json                  One JSON object on the last line instead of the table.
  -h, --help              This help.

${microsoftInputsHelp()}`;

const show = (v: unknown): string =>
  typeof v === "number"
    ? formatNumber(v)
    : v === null || v === undefined
      ? "--"
      : typeof v === "object"
        ? String((v as { error?: string }).error ?? JSON.stringify(v))
        : String(v);

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
        .join("  ")
        .trimEnd()
    )
    .join("\n");
}

/** The summary both methods give (docs/summary.md), one row a key. */
function summaryTable(summary: Summary): string {
  return table([
    ["summary (docs/summary.md)", "value"],
    ...SUMMARY_KEYS.map((k) => [k, show(summary[k])]),
  ]);
}

const MODE_NAMES = ["normal", "singleFailure", "doubleFailure", "siteFailure", "worstFailure"];

function microsoftTable(s: MicrosoftSizing, tierCount: number): string {
  const tiers = s.tiers.slice(0, Math.max(1, tierCount));
  const tierRows = [
    ["per tier", ...tiers.map((_, i) => `tier ${i + 1}`)],
    ...TIER_OUTPUT_KEYS.map((k) => [k, ...tiers.map((t) => show(t[k]))]),
  ];
  const record = s as unknown as Record<string, unknown>;
  const isModes = (v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v) && "worstFailure" in v;
  const scalarKeys = [
    ...SCALAR_OUTPUT_KEYS,
    ...Object.keys(record).filter(
      (k) =>
        !(SCALAR_OUTPUT_KEYS as readonly string[]).includes(k) &&
        !["method", "exchangeVersion", "tiers", "validationError", "validationMessage"].includes(
          k
        ) &&
        (record[k] === null || ["number", "string"].includes(typeof record[k]))
    ),
  ];
  const scalarRows = [
    ["design", "value"],
    ...scalarKeys.map((k) => [k, show(record[k] as OutputValue)]),
  ];
  const modeKeys = Object.keys(record).filter((k) => isModes(record[k]));
  const modeRows = [
    ["per server, by failure mode", ...MODE_NAMES],
    ...modeKeys.map((k) => [
      k,
      ...MODE_NAMES.map((m) => show((record[k] as Record<string, unknown>)[m])),
    ]),
  ];
  const flags = Array.isArray(record.flags) ? (record.flags as { message: string }[]) : [];
  return [
    `Microsoft method (E2013Calcv7.6), Exchange ${s.exchangeVersion}`,
    table(tierRows),
    table(scalarRows),
    ...(modeKeys.length > 0 ? [table(modeRows)] : []),
    ...(flags.length > 0
      ? ["Over a limit:\n" + flags.map((f) => `  ${f.message}`).join("\n")]
      : []),
  ].join("\n\n");
}

/** `exsize size SCENARIO.json [--json]`: prints the sizing; exit 1 with a message naming the key. */
export function sizeCommand(args: readonly string[]): {
  stdout: string;
  stderr: string;
  exitCode: number;
} {
  try {
    const { values, positionals } = parseCommandArgs("size", args, {
      json: { type: "boolean" },
      ...HELP_OPTION,
    });
    if (values.help) return { stdout: SIZE_HELP(), stderr: "", exitCode: 0 };
    if (positionals.length !== 1)
      throw new UsageError(
        `give one scenario file (exsize size SCENARIO.json [--json]); got ${positionals.length}`
      );
    const file = positionals[0];
    const json = readJsonFile(file);
    try {
      const [method, dell] = scenarioMethod(json);
      if (method === "microsoft") {
        const sizing = sizeMicrosoftWithExtras(json);
        if (sizing.validationError === true) {
          const rules = (sizing as unknown as { brokenRules?: string[] }).brokenRules ?? [];
          throw new SizingError(
            "validationError",
            `the calculator rejects this design: ${rules.length > 0 ? rules.join("; ") : "its validation check is TRUE"}`
          );
        }
        const tiers = (json as { tiers?: unknown[] }).tiers;
        const summary = microsoftSummary(sizing, parseMicrosoftScenario(json).cells);
        // Seed 000's array fit of the design's per-copy requirement, when its storage is RAID.
        const arrays = microsoftArrays(json);
        const best = arrays?.fits[0];
        const out = values.json
          ? JSON.stringify({ ...sizing, summary, arrays })
          : microsoftTable(sizing, Array.isArray(tiers) ? tiers.length : 1) +
            "\n\n" +
            summaryTable(summary) +
            "\n\n" +
            replicationReport(sizing as unknown as Record<string, unknown>) +
            (arrays === null
              ? ""
              : `\n\nArrays (seed 000's array fit, RAID storage): one copy needs ${formatNumber(arrays.capacityGBPerCopy)} GB and ${formatNumber(arrays.dbIopsPerCopy)} IOPS, ${arrays.copies} copies` +
                (best
                  ? `; best: ${best.totalArrays} x ${best.model} ${best.drive} ${best.raid}`
                  : "; no array in the catalog fits"));
        const warning = profileWarning(parseMicrosoftScenario(json).cells);
        return {
          stdout: out,
          stderr: warning ? `exsize size: warning: ${warning}` : "",
          exitCode: 0,
        };
      }
      const scenario = checkWorkbookScenario(dell);
      const { input, options } = scenarioSizingInput(scenario);
      const sizing = sizeScenario(input, options);
      const summary = dellSummary(dellDesignFiguresOf(scenario));
      const { input: _i, options: _o, ...figures } = sizing;
      void _i;
      void _o;
      if (values.json)
        return {
          stdout: JSON.stringify({ method: "dell", ...sizing, summary }),
          stderr: "",
          exitCode: 0,
        };
      const rows = [
        ["Dell method (seed 000)", "value"],
        ...Object.entries(figures).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join("; ") || "--" : show(v),
        ]),
      ];
      return { stdout: table(rows) + "\n\n" + summaryTable(summary), stderr: "", exitCode: 0 };
    } catch (error) {
      if (error instanceof SizingError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    }
  } catch (error) {
    if (error instanceof UsageError)
      return { stdout: "", stderr: `exsize size: ${error.message}`, exitCode: 1 };
    throw error;
  }
}

export const SIZE_COMMAND: Command = {
  name: "size",
  synopsis: "exsize size SCENARIO.json [--json]",
  summary:
    "Size a Dell or Microsoft-method scenario and print its figures (--json: one JSON object).",
  help: SIZE_HELP,
  run: (args, io) => {
    const result = sizeCommand(args);
    if (result.stdout) io.out(result.stdout);
    if (result.stderr) io.err(result.stderr);
    return result.exitCode;
  },
};
