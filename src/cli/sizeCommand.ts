import { INPUT_SPECS, OPTION_SPECS, SizingError, describeRule, sizeScenario } from "../core";
import { sizeMicrosoftWithExtras } from "../core/microsoft/sizeWithExtras";
import { profileWarning } from "../core/microsoft/extras/inputs";
import { DEFAULTS_SOURCE } from "../core/microsoft/scenario/inputs";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { dellSummary, microsoftSummary } from "../core/summary";
import { Verdict } from "../core/verdict/types";
import { checkWorkbookScenario, scenarioSizingInput } from "../workbook";
import { dellDesignFiguresOf } from "../workbook/dellFigures";
import { METHOD_INPUTS, MethodGroup } from "../workbook/methodInputs";
import { Command, CommandResult, UsageError, resultCommand } from "./command";
import { withCatalogRows } from "./cpuConversionReport";
import { VERSION_SOURCES } from "./versionSources";
import { readJsonFile } from "./scenarioFile";
import { scenarioMethod } from "../core/scenarioMethod";
import { formatFigure } from "./format";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { layoutSummaryText } from "./layoutSummary";
import { microsoftArrays } from "./microsoftArrays";
import { microsoftInputs, microsoftTierInputs } from "./microsoftInputs";
import { REPORT_FORMATS, ReportFormat, renderReport } from "./report";
import { dellReport, microsoftReport } from "./sizeReport";
import { dellVerdict } from "../core/verdict";

const INDENT = " ".repeat(31);

export const SIZE_USAGE = `  exsize size SCENARIO.json [--format text|markdown|csv] [--json]
${INDENT}Size a scenario and print its report: the verdict first, the summary,
${INDENT}the inputs as read (defaults marked), every figure with its label and
${INDENT}unit; --format markdown or csv for a document or a spreadsheet;
${INDENT}--json prints one JSON object on the last line instead (full precision).
${INDENT}A design that breaks a rule (the calculator's validation check, a
${INDENT}storage status such as "Insufficient Disk Capacity") exits 1, naming
${INDENT}the rule and the inputs to change; its missing figures print "--".
${INDENT}"method": "dell" (or no method): the Dell EqualLogic method, the
${INDENT}scenario keys of exsize workbook; the JSON has the core's names
${INDENT}(dbCount, dvsGB, lvsGB, dbiop, liops, ...).
${INDENT}"method": "microsoft": Microsoft's Exchange Server Role Requirements
${INDENT}Calculator v7.6 (E2013Calcv7.6), "exchangeVersion" "2013" (default),
${INDENT}"2016", "2019" or "SE"; "tiers": 1 to 4 objects of the calculator's 17
${INDENT}tier inputs; every other input of the calculator by its mscalc.py name.
${INDENT}A key left out takes the calculator's example workbook's value. The
${INDENT}JSON keys are mscalc.py's output names; null where the calculator
${INDENT}shows "--"; "verdict" holds the verdict. docs/microsoft-method.md
${INDENT}lists every input and default.`;

const line = (name: string, label: string, unit: string, range: string, def: string) =>
  `  ${name}: ${label}${unit ? ` [${unit}]` : ""}; ${range}; default ${def}`;

/** Every Microsoft input with its label, unit, range, default and the example workbook cell. */
function microsoftInputsHelp(): string {
  const lines = microsoftInputs().map((i) =>
    line(i.name, i.label, i.unit, i.range, `${JSON.stringify(i.default)} (${i.cells})`)
  );
  const tiers = microsoftTierInputs().map((i) =>
    line(
      i.name,
      i.label,
      i.unit,
      i.range,
      `${i.defaults.map((d) => JSON.stringify(d)).join(" / ")} (${i.cells})`
    )
  );
  return [
    `Microsoft inputs (name: the calculator's label [unit]; the values it takes; default: ${DEFAULTS_SOURCE}, the cell named):`,
    line(
      "exchangeVersion",
      "Exchange version",
      "",
      `one of "2013", "2016", "2019", "SE": ${VERSION_SOURCES}`,
      '"2013"'
    ),
    ...lines,
    "Per tier (tiers[0..3]; defaults tier 1 / 2 / 3 / 4; a tier not given has 0 mailboxes):",
    ...tiers,
  ].join("\n");
}

/** Every Dell input with its label, unit, range and default. */
function dellInputsHelp(): string {
  const lines = Object.values(INPUT_SPECS).map((s) =>
    line(
      s.name,
      s.label,
      s.unit,
      describeRule(s.rule),
      s.name === "dbCount" ? "computed" : "none: required"
    )
  );
  const options = OPTION_SPECS.map((o) =>
    line(
      `options.${o.name}`,
      o.description.replace(/\.$/, ""),
      o.unit,
      describeRule(o.rule),
      `${o.default} (${o.source})`
    )
  );
  const groups = (Object.keys(METHOD_INPUTS) as MethodGroup[]).flatMap((g) =>
    Object.entries(METHOD_INPUTS[g]).map(([k, i]) => {
      const input = i as {
        spec: { label: string; unit: string; rule: Parameters<typeof describeRule>[0] };
        default?: number;
        blank?: string;
      };
      return line(
        `${g}.${k}`,
        input.spec.label,
        input.spec.unit,
        describeRule(input.spec.rule),
        String(input.default ?? input.blank ?? "none")
      );
    })
  );
  return [
    "Dell inputs (name: label [unit]; the values it takes; default):",
    ...lines,
    line(
      "raid",
      "RAID level of the arrays",
      "",
      'a RAID level of the catalog ("RAID 50", "raid10", 50) or "Any"',
      '"Any"'
    ),
    ...options,
    ...groups,
  ].join("\n");
}

export const SIZE_HELP = () => `Usage:
${SIZE_USAGE}

Options:
  --format FORMAT         text (default), markdown (a Markdown document) or csv (one
                          row per figure: section, figure, column, value, unit, key).
  --json                  One JSON object on the last line instead of the report.
  -h, --help              This help.

Exit status: 0 for a design ExSize accepts (warnings included), 1 for a rejected design
or a bad scenario (the message on stderr names the rule or the key).

${dellInputsHelp()}

${microsoftInputsHelp()}`;

/** The message of a rejected design: each broken rule with what to change. */
function rejection(file: string, verdict: Verdict): string {
  return [`${file}: the design is rejected:`, ...verdict.rejects.map((r) => `  ${r.message}`)].join(
    "\n"
  );
}

/** `exsize size SCENARIO.json [--format F] [--json]`: prints the report; exit 1 for a rejected design. */
export function sizeCommand(args: readonly string[]): CommandResult {
  try {
    const { values, positionals } = parseCommandArgs("size", args, {
      json: { type: "boolean" },
      format: { type: "string" },
      ...HELP_OPTION,
    });
    if (values.help) return { stdout: SIZE_HELP(), stderr: "", exitCode: 0 };
    if (positionals.length !== 1)
      throw new UsageError(
        `give one scenario file (exsize size SCENARIO.json [--format text|markdown|csv] [--json]); got ${positionals.length}`
      );
    const format = (values.format ?? "text") as ReportFormat;
    if (!REPORT_FORMATS.includes(format))
      throw new UsageError(
        `--format must be ${REPORT_FORMATS.join(", ")} (got ${JSON.stringify(values.format)})`
      );
    if (values.json && values.format !== undefined)
      throw new UsageError("give --json or --format, not both");
    const file = positionals[0];
    const json = readJsonFile(file);
    try {
      const [method, dell] = scenarioMethod(json);
      if (method === "microsoft") {
        const sizing = sizeMicrosoftWithExtras(json);
        const verdict = sizing.verdict as Verdict;
        const cells = parseMicrosoftScenario(json).cells;
        const summary = microsoftSummary(sizing, cells);
        // Seed 000's array fit of the design's per-copy requirement, when its storage is RAID.
        const arrays = microsoftArrays(json);
        const best = arrays?.fits[0];
        const arraysNote =
          arrays === null
            ? undefined
            : `Arrays (the Dell EqualLogic array fit, RAID storage): one copy needs ${formatFigure(arrays.capacityGBPerCopy).display} GB and ${formatFigure(arrays.dbIopsPerCopy).display} IOPS, ${arrays.copies} copies` +
              (best
                ? `; best: ${best.totalArrays} x ${best.model} ${best.drive} ${best.raid}`
                : "; no array in the catalog fits");
        const out = values.json
          ? JSON.stringify({ ...withCatalogRows(sizing), summary, arrays })
          : renderReport(
              microsoftReport(
                json as Record<string, unknown>,
                sizing,
                summary,
                arraysNote,
                readFromPassiveAlternative(json as Record<string, unknown>, sizing)
              ),
              format
            ) + (format === "text" ? layoutSummaryText(json) : "");
        const rejected = verdict.status === "rejected";
        // The calculator uses the hourly profile as given (issue 21): say when it is not a whole day.
        const warning = profileWarning(cells);
        const stderr = [
          ...(rejected ? [`exsize size: ${rejection(file, verdict)}`] : []),
          ...(warning ? [`exsize size: warning: ${warning}`] : []),
        ].join("\n");
        return {
          stdout: out,
          stderr,
          exitCode: rejected ? 1 : 0,
        };
      }
      const scenario = checkWorkbookScenario(dell);
      const { input, options } = scenarioSizingInput(scenario);
      const sizing = sizeScenario(input, options);
      const summary = dellSummary(dellDesignFiguresOf(scenario));
      if (values.json)
        return {
          stdout: JSON.stringify({
            method: "dell",
            ...sizing,
            summary,
            verdict: dellVerdict(sizing),
          }),
          stderr: "",
          exitCode: 0,
        };
      return {
        stdout: renderReport(dellReport(dell as Record<string, unknown>, sizing, summary), format),
        stderr: "",
        exitCode: 0,
      };
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

export const SIZE_COMMAND: Command = resultCommand(
  {
    name: "size",
    synopsis: "exsize size SCENARIO.json [--format F] [--json]",
    summary:
      "Size a Dell or Microsoft-method scenario: the verdict, the summary, the inputs as read, every figure (--json: one JSON object).",
    help: SIZE_HELP,
  },
  (args) => sizeCommand(args)
);

/**
 * For a 2016, 2019 or SE design sized with every copy replicating its content index (the default), the
 * same design under Read from Passive (contentIndexReplication laggedCopiesOnly, ExSize's derived rule),
 * so the report can say what it would need; undefined otherwise.
 */
function readFromPassiveAlternative(
  json: Record<string, unknown>,
  sizing: { exchangeVersion?: unknown; replication?: unknown }
): ReturnType<typeof sizeMicrosoftWithExtras> | undefined {
  const peak = (sizing.replication as Record<string, unknown> | undefined)
    ?.peakReplicationMbpsPerDag;
  if (sizing.exchangeVersion === "2013" || "contentIndexReplication" in json) return undefined;
  if (typeof peak !== "number") return undefined;
  return sizeMicrosoftWithExtras({ ...json, contentIndexReplication: "laggedCopiesOnly" });
}
