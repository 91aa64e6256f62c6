import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../core";
import {
  Evidence,
  EvidenceError,
  MeasuredProfile,
  checkDesignOf,
  checkOrganization,
  readEvidence,
  tiersAtProfile,
} from "../core/check";
import {
  CALCULATOR_MAX_TIERS,
  Measurement,
  hourOfDayIn,
  mailboxProfile,
} from "../core/trackingLogs";
import { checkReport } from "./checkReport";
import { Command, CommandIO, UsageError } from "./command";
import { logFilesOf, streamLogFile } from "./logFiles";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { readJsonFile, systemMessage } from "./scenarioFile";
import { checkTarget, removeLeftovers, writeAtomically } from "./xlsxOutput";
import { checkWorkbookBytes } from "./checkWorkbook";

const INDENT = " ".repeat(31);

export const CHECK_USAGE = `  exsize check DESIGN.json EVIDENCE... [--json] [-o CHECK.xlsx]
${INDENT}Hold a running Exchange organization against its design (a
${INDENT}"microsoft" scenario, as exsize size sizes it): servers, CPU
${INDENT}(SizingChecker's method, corrected, with the worst failure), copies,
${INDENT}database capacity, Jetstress and the measured profile, each line
${INDENT}measured against designed with its rule and source. EVIDENCE:
${INDENT}HealthChecker-*.xml, the Export-Csv of Get-MailboxDatabaseCopyStatus,
${INDENT}Get-MailboxDatabase -Status and Get-MailboxStatistics, Jetstress
${INDENT}*.html reports, MSGTRK*.LOG message tracking logs, or folders of
${INDENT}them. docs/check.md says how to collect each.`;

export const CHECK_HELP = () => `Usage:
${CHECK_USAGE}

Options:
  --json                  One JSON object instead of the report (full precision).
  -o, --output FILE       Also write the "Design against measured" workbook (.xlsx).
  --force                 Replace FILE even when it is not as ExSize wrote it.
  -h, --help              This help.

Evidence is recognized by what it holds, not its name: CliXml (HealthChecker), an HTML page
(Jetstress), a CSV (its #TYPE line or its columns: Windows PowerShell 5.1 or PowerShell 7,
UTF-16, UTF-8 or ANSI), MSGTRK*.LOG(.gz) for exsize profile's reader. A file that is none of
these, is cut short, or is of another organization stops the check: one line names it and
nothing is written.

Exit status: 0 when the organization matches its design on every line, 1 when a line is a
problem (the report names each) or the design or evidence cannot be read.`;

const OPTIONS = {
  ...HELP_OPTION,
  json: { type: "boolean" },
  output: { type: "string", short: "o" },
  force: { type: "boolean" },
} as const;

const TRACKING_LOG = /^MSGTRK.*\.log(\.gz)?$/i;

/**
 * Which files of a folder are evidence, by the names the tools write: HealthChecker's server exports as
 * HealthChecker itself finds them again (`-like "HealthChecker-*-*.xml" -and -notlike
 * "HealthChecker-ExchangeDCCoreRatio-*.xml"`, microsoft/CSS-Exchange Diagnostics/HealthChecker/Helpers/
 * Get-ExportedHealthCheckerFiles.ps1 line 17), Jetstress's reports as ExchangeDsc finds them (`$Type*.html`
 * for Performance, Stress, DatabaseBackup and SoftRecovery: DSC_ExchJetstress.psm1 line 326), every CSV, and
 * message tracking logs (MSGTRK*.LOG, .gz copies). Anything else in a folder (HealthChecker's own HTML
 * report and debug logs, Jetstress's XML and logs) is left alone; a file named on the command line is
 * always read, and refused when it is not evidence.
 */
function inFolder(name: string): boolean {
  if (/\.xml$/i.test(name))
    return (
      /^HealthChecker-.*-.*\.xml$/i.test(name) && !/^HealthChecker-ExchangeDCCoreRatio-/i.test(name)
    );
  if (/\.html?$/i.test(name))
    return /^(Performance|Stress|DatabaseBackup|SoftRecovery)/i.test(name);
  return /\.csv$/i.test(name) || TRACKING_LOG.test(name);
}

/** The evidence files a command line names: files as given, folders for their evidence (inFolder), sorted. */
function evidenceFiles(args: readonly string[]): { files: string[]; logs: string[] } {
  const files: string[] = [];
  const logs: string[] = [];
  const add = (p: string) => (TRACKING_LOG.test(path.basename(p)) ? logs : files).push(p);
  for (const a of args) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(a);
    } catch (error) {
      throw new UsageError(`cannot read ${a}: ${systemMessage(error)}`);
    }
    if (stat.isDirectory()) {
      const walk = (d: string) => {
        let entries: fs.Dirent[];
        try {
          entries = fs.readdirSync(d, { withFileTypes: true });
        } catch (error) {
          throw new UsageError(`cannot read the folder ${d}: ${systemMessage(error)}`);
        }
        for (const e of entries.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))) {
          const p = path.join(d, e.name);
          if (e.isDirectory()) walk(p);
          else if (e.isFile() && inFolder(e.name)) add(p);
        }
      };
      walk(a);
    } else add(a);
  }
  return { files, logs: logs.length ? logFilesOf(logs) : [] };
}

async function run(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseCommandArgs("check", args, OPTIONS);
  if (values.help) {
    io.out(CHECK_HELP());
    return 0;
  }
  if (positionals.length < 2)
    throw new UsageError(
      "give the design and at least one evidence file (exsize check DESIGN.json EVIDENCE... [--json] [-o CHECK.xlsx])"
    );
  const [designFile, ...rest] = positionals;
  if (values.output) checkTarget(values.output, values.force === true);
  const json = readJsonFile(designFile) as Record<string, unknown>;
  if (json === null || typeof json !== "object" || json.method !== "microsoft")
    throw new UsageError(
      `${designFile}: exsize check holds an organization against a "microsoft" design ("method": "microsoft"), as exsize size sizes it`
    );
  try {
    const design = checkDesignOf(json);
    // Everything is read and checked before anything is written.
    const { files, logs } = evidenceFiles(rest);
    const evidence: Evidence[] = [];
    for (const f of files) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(fs.readFileSync(f));
      } catch (error) {
        throw new UsageError(`cannot read ${f}: ${systemMessage(error)}`);
      }
      evidence.push(readEvidence(f, bytes));
    }
    let profile: MeasuredProfile | undefined;
    if (logs.length) {
      const m = new Measurement({ hourOf: hourOfDayIn("UTC") });
      for (const f of logs) await streamLogFile(f, m.file(f));
      const p = mailboxProfile(m, { maxTiers: CALCULATOR_MAX_TIERS, snap: "up", timeZone: "UTC" });
      const tiers = p.tiers.map((t) => ({
        mailboxes: t.mailboxes,
        messagesPerDay: t.messagesPerDay,
        avgMessageKB: t.avgMessageKB,
      }));
      profile = {
        file: logs.length === 1 ? logs[0] : `${logs.length} message tracking logs`,
        messagesPerMailboxPerDay: p.messagesPerMailboxPerDay,
        averageMessageKB: p.averageMessageKB,
        tiers,
        megacycles: tiersAtProfile(json, tiers),
      };
    }
    const result = checkOrganization(design, evidence, profile);
    const withLogs = profile
      ? {
          ...result,
          evidence: [...result.evidence, ...logs.map((f) => ({ file: f, kind: "trackingLogs" }))],
        }
      : result;
    if (values.output) {
      removeLeftovers(values.output);
      writeAtomically(values.output, checkWorkbookBytes(designFile, withLogs, io.now));
    }
    if (values.json) io.out(JSON.stringify({ design: designFile, ...withLogs }));
    else {
      io.out(checkReport(designFile, withLogs));
      if (values.output) io.out(`\nWrote ${values.output}.`);
    }
    return result.verdict.status === "pass" ? 0 : 1;
  } catch (error) {
    if (error instanceof EvidenceError) throw new UsageError(error.message.split("\n")[0]);
    if (error instanceof SizingError) throw new UsageError(`${designFile}: ${error.message}`);
    throw error;
  }
}

/** `exsize check DESIGN.json EVIDENCE...`: a running organization held against its design. */
export const CHECK_COMMAND: Command = {
  name: "check",
  synopsis: "exsize check DESIGN.json EVIDENCE... [--json] [-o CHECK.xlsx]",
  summary:
    "Hold a running Exchange organization (HealthChecker, copy status, database sizes, Jetstress, tracking logs) against its design.",
  help: CHECK_HELP,
  run,
};
