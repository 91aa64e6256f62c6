import { ARRAY_CANDIDATES } from "../catalog";
import { ARRAY_FIT_COLUMNS, RaidLevel, arrayFitTable, sizeScenario } from "../core";
import { sizeMicrosoft } from "../core/microsoft/size";
import { formatFigure } from "./format";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { microsoftSummary } from "../core/summary";
import { Verdict } from "../core/verdict/types";
import { Command, CommandResult, UsageError, resultCommand } from "./command";
import {
  DEFAULT_SCENARIO,
  METHOD_INPUTS,
  MethodGroup,
  WorkbookScenario,
  buildSizingWorkbook,
  scenarioSizingInput,
} from "../workbook";
import { ReadScenario, readScenario } from "./scenarioFile";
import { XlsxTarget, parseXlsxArgs, writeWorkbookWhole, writingXlsx } from "./xlsxOutput";

/** Where `exsize workbook` writes when -o is not given (in the current directory). */
export const DEFAULT_WORKBOOK_PATH = "exsize-sizing.xlsx";

/** "spindles {raid, driveSpeed, diskGB, readShare}": a method group's keys, from METHOD_INPUTS. */
function methodKeys(group: MethodGroup): string {
  const keys = [...(group === "spindles" ? ["raid"] : []), ...Object.keys(METHOD_INPUTS[group])];
  return `${group} {${keys.join(", ")}}`;
}

const INDENT = " ".repeat(31);

export const WORKBOOK_USAGE = `  exsize workbook [SCENARIO.json] [-o OUT.xlsx] [--force]
${INDENT}Write the sizing workbook (native formulas only: it needs no add-in).
${INDENT}No SCENARIO: the paper's 5000-user example (seed 000, section 3.4.2).
${INDENT}OUT defaults to ${DEFAULT_WORKBOOK_PATH}; an existing file is replaced only
${INDENT}if every part is as ExSize wrote it (--force replaces anything).
${INDENT}Scenario keys: project, customer, users, quotaMB, messagesPerDay,
${INDENT}avgMessageKB, copies, dbCount (optional), raid (optional), options.
${INDENT}Optional objects for the Spindles, Compute and memory and Jetstress
${INDENT}sheets (a key left out takes the Inputs sheet's default; a Jetstress
${INDENT}figure left out is blank, Not given):
${INDENT}${methodKeys("spindles")},
${INDENT}${methodKeys("compute")},
${INDENT}jetstress {${Object.keys(METHOD_INPUTS.jetstress).slice(0, 3).join(", ")},
${INDENT}${Object.keys(METHOD_INPUTS.jetstress).slice(3).join(", ")}}.
${INDENT}"method": "microsoft": Microsoft's calculator (E2013Calcv7.6) in native
${INDENT}formulas, from the scenario keys of exsize size (see exsize size --help):
${INDENT}Summary, Inputs (tiers as a table), Tier profile, Databases and servers,
${INDENT}Failure modes (over 80 % in red), Replication (Mb/s between datacenters
${INDENT}by hour and RPO, the link's verdict), Activation scenarios (active
${INDENT}databases per server as servers fail; the Set-MailboxServer values),
${INDENT}Mailbox growth (per tier, 0-60 months), Copy layout and Notes; every
${INDENT}figure k of exsize size --json is the workbook name ex.ms.k.`;

export type WorkbookCommandResult = CommandResult;

interface Parsed extends XlsxTarget {
  readonly scenarioPath?: string;
}

function parseWorkbookArgs(args: readonly string[]): Parsed {
  const { positionals, force, help, outPath } = parseXlsxArgs(
    "workbook",
    args,
    DEFAULT_WORKBOOK_PATH
  );
  if (positionals.length > 1) {
    throw new UsageError(
      `one scenario file at most (got ${positionals.map((p) => JSON.stringify(p)).join(" and ")})`
    );
  }
  return { scenarioPath: positionals[0], outPath: outPath(), force, help };
}

/** The core's answer, as the workbook's Summary will compute it when opened. */
function recommendation(scenario: WorkbookScenario): string {
  const { input, options } = scenarioSizingInput(scenario);
  const sizing = sizeScenario(input, options);
  const requirement = {
    // The capacity the arrays are sized for: never falls as users are added (core/capacity/sizedCapacity.ts).
    capacityGB: sizing.sizedCapacityGB,
    dbIops: sizing.dbiop,
    copies: input.copies,
  };
  const [, best] = arrayFitTable(
    requirement,
    ARRAY_CANDIDATES,
    scenario.raid as RaidLevel | undefined,
    options
  );
  const col = (name: (typeof ARRAY_FIT_COLUMNS)[number]) => best[ARRAY_FIT_COLUMNS.indexOf(name)];
  if (col("Total arrays") === "") return String(col("Model"));
  const perCopy = `${col("Arrays per copy")} per copy`;
  return `${sizing.dbCount} databases; one copy needs ${sizing.totalCapacityGB.toFixed(1)} GB and ${sizing.dbiop.toFixed(1)} database IOPS. Recommended: ${col("Total arrays")} x ${col("Model")} with ${col("Drive")} drives in ${col("RAID")} (${perCopy}).`;
}

/**
 * The Microsoft design in one sentence, as the workbook's Summary computes it: the databases of the
 * whole environment (the summary's databases: databaseCount is per DAG), the servers, and the verdict.
 * Example: 8 DAGs of 60 databases -> "480 databases (60 per DAG x 8 DAGs)".
 */
function microsoftAnswer(json: unknown): string {
  const s = sizeMicrosoft(json);
  const summary = microsoftSummary(s, parseMicrosoftScenario(json).cells);
  const show = (v: unknown) => formatFigure(v).display;
  const perDag =
    typeof s.dagCount === "number" && s.dagCount > 1
      ? ` (${show(s.databaseCount)} per DAG x ${show(s.dagCount)} DAGs)`
      : "";
  const verdict = s.verdict as Verdict;
  const figures = verdict.noServers
    ? "the calculator rejects this design"
    : `${show(summary.databases)} databases${perDag} of ${show(s.databaseSizeGB)} GB, ${show(s.mailboxesPerDatabase)} mailboxes per database, ${show(summary.servers)} servers, ${show(summary.disksTotal)} disks`;
  return `Microsoft's method, Exchange ${s.exchangeVersion}: ${figures}. ${verdict.headline}`;
}

/**
 * `exsize workbook [scenario.json] [-o out.xlsx] [--force]`: checks the scenario, builds the workbook,
 * renders the .xlsx and writes it atomically. Any error: a message naming the cause on stderr, exit 1,
 * no file written.
 */
export function workbookCommand(args: readonly string[], now = new Date()): WorkbookCommandResult {
  return writingXlsx("workbook", () => {
    const parsed = parseWorkbookArgs(args);
    if (parsed.help) return { stdout: WORKBOOK_HELP, stderr: "", exitCode: 0 };
    const read: ReadScenario = parsed.scenarioPath
      ? readScenario(parsed.scenarioPath, now)
      : { method: "dell", scenario: DEFAULT_SCENARIO, json: DEFAULT_SCENARIO };
    // the answer first: whatever it throws leaves OUT as it was
    const answer =
      read.method === "microsoft" ? microsoftAnswer(read.json) : recommendation(read.scenario);
    const { spec, formulas } = writeWorkbookWhole(parsed, now, () =>
      read.method === "microsoft" ? read.spec : buildSizingWorkbook(read.scenario, { date: now })
    );
    return {
      stdout:
        `Wrote ${parsed.outPath}: ${spec.sheets.length} sheets (${spec.sheets.map((s) => s.name).join(", ")}), ${formulas} formulas, ${spec.names.length} names.\n` +
        answer,
      stderr: "",
      exitCode: 0,
    };
  });
}

const WORKBOOK_HELP = `Usage:
${WORKBOOK_USAGE}

Options:
  -o, --output OUT.xlsx   Where to write (default ${DEFAULT_WORKBOOK_PATH}).
  --force                 Replace OUT even if it is not as ExSize wrote it.
  -h, --help              This help.`;

export const WORKBOOK_COMMAND: Command = resultCommand(
  {
    name: "workbook",
    synopsis: "exsize workbook [SCENARIO.json] [-o OUT.xlsx] [--force]",
    summary: "Write the sizing workbook (native formulas only: it needs no add-in).",
    help: () => WORKBOOK_HELP,
  },
  (args, io) => workbookCommand(args, io.now)
);
