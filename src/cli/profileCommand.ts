import * as fs from "fs";
import { SizingError } from "../core";
import {
  CALCULATOR_MAX_TIERS,
  Measurement,
  SnapRule,
  hourOfDayIn,
  mailboxProfile,
  parseMailboxStatistics,
  profileScenario,
} from "../core/trackingLogs";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { Command, CommandIO, UsageError } from "./command";
import { EncodingError, decodeText } from "./decodeText";
import { logFilesOf, streamLogFile } from "./logFiles";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { PROFILE_DAY_HELP, PROFILE_DAY_OPTIONS, profileDayCount } from "./profileDays";
import { profileReport } from "./profileReport";
import { systemMessage } from "./scenarioFile";
import { parseIsoInstant } from "./isoInstant";
import { writeFileWhole } from "./wholeWrite";

const INDENT = " ".repeat(31);

export const PROFILE_USAGE = `  exsize profile LOG... [--mailboxes STATS.csv] [--tz ZONE] [--tiers N]
                  [-o SCENARIO.json] [--json]
${INDENT}Measure the mailbox profile from Exchange message tracking logs
${INDENT}(MSGTRK*.LOG files, folders of them, globs, .gz copies) as
${INDENT}CalcMsgAverage.ps1 counts it: messages sent and received per mailbox
${INDENT}per day, the average message size, mailboxes in at most 4 tiers of
${INDENT}the calculator's profiles, and the hourly profile. -o writes a
${INDENT}"microsoft" scenario exsize size and exsize workbook take as it is.`;

export const PROFILE_HELP = () => `Usage:
${PROFILE_USAGE}

Options:
  --mailboxes FILE        Get-MailboxStatistics | Export-Csv (DisplayName, TotalItemSize):
                          the initial mailbox size per tier; mailboxes listed without
                          traffic join the lightest tier.
  --tz ZONE               The time zone of the hourly profile (IANA, e.g. Europe/Berlin);
                          default UTC.
  --tiers N               At most N tiers (1-${CALCULATOR_MAX_TIERS}; default ${CALCULATOR_MAX_TIERS}, the calculator's maximum).
  --snap up|nearest       How a mailbox's messages a day become a calculator profile: up
                          (default; the profile at or above) or nearest.
  --start TIME, --end TIME
                          The period (ISO 8601, UTC unless it has an offset: 2026-11-02 or
                          2026-11-02T08:00:00+01:00); events outside are skipped. Default:
                          the first to the last event read.
${PROFILE_DAY_HELP}
  --exclude PATTERN       Leave out addresses matching PATTERN (* and ?, any case; may be
                          repeated). HealthMailbox* is always left out.
  -o, --output FILE       Write the scenario (JSON) there; nothing is written if any log
                          cannot be read.
  --json                  One JSON object instead of the report.
  -h, --help              This help.

What is counted (docs/profile.md): DELIVER events from STOREDRIVER, once per recipient
(received), and RECEIVE events from STOREDRIVER, per sender (sent), their total-bytes; the
same message-id and mailbox logged twice (two servers, two copies) counts once.`;

const OPTIONS = {
  ...HELP_OPTION,
  mailboxes: { type: "string" },
  tz: { type: "string" },
  tiers: { type: "string" },
  snap: { type: "string" },
  start: { type: "string" },
  end: { type: "string" },
  exclude: { type: "string", multiple: true },
  output: { type: "string", short: "o" },
  json: { type: "boolean" },
  ...PROFILE_DAY_OPTIONS,
} as const;

/** An ISO 8601 date or date-time, checked against the calendar; UTC unless it carries an offset. */
const parseInstant = parseIsoInstant;

/**
 * The scenario -o writes is one exsize size takes as it is (docs/profile.md's promise; issue 32): it is
 * read here as exsize size reads it, and a figure it would refuse (an average message under the 1 KB
 * avgMessageKB takes, from logs of tiny messages) refuses -o instead, naming it, with nothing written.
 */
function checkSizeable(scenario: Record<string, unknown>): void {
  try {
    parseMicrosoftScenario(scenario);
  } catch (error) {
    if (error instanceof SizingError)
      throw new UsageError(
        `-o: the measured profile makes a scenario exsize size would refuse (${error.message}); nothing written`
      );
    throw error;
  }
}

function readStatistics(file: string) {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${systemMessage(error)}`);
  }
  try {
    return parseMailboxStatistics(file, decodeText(bytes));
  } catch (error) {
    if (error instanceof EncodingError) throw new UsageError(`${file} ${error.message}`);
    throw error;
  }
}

async function run(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseCommandArgs("profile", args, OPTIONS);
  if (values.help) {
    io.out(PROFILE_HELP());
    return 0;
  }
  if (positionals.length === 0)
    throw new UsageError(
      "exsize profile needs at least one log file or folder (exsize profile --help)"
    );
  if (values.output === "")
    throw new UsageError("-o/--output needs a file name, e.g. -o profiled.json");
  const maxTiers = values.tiers === undefined ? CALCULATOR_MAX_TIERS : Number(values.tiers);
  if (!Number.isInteger(maxTiers) || maxTiers < 1 || maxTiers > CALCULATOR_MAX_TIERS)
    throw new UsageError(
      `--tiers must be a whole number from 1 to ${CALCULATOR_MAX_TIERS}, the calculator's tiers (got ${JSON.stringify(values.tiers)})`
    );
  const snap = (values.snap ?? "up") as SnapRule;
  if (snap !== "up" && snap !== "nearest")
    throw new UsageError(`--snap must be up or nearest (got ${JSON.stringify(values.snap)})`);
  const timeZone = values.tz ?? "UTC";
  const startMs = values.start === undefined ? undefined : parseInstant("--start", values.start);
  const endMs = values.end === undefined ? undefined : parseInstant("--end", values.end);
  if (startMs !== undefined && endMs !== undefined && endMs <= startMs)
    throw new UsageError(`--end ${values.end} is not after --start ${values.start}`);
  try {
    const hourOf = hourOfDayIn(timeZone);
    const days = profileDayCount(values, timeZone);
    // Everything is read and checked before anything is written.
    const statistics = values.mailboxes ? readStatistics(values.mailboxes) : undefined;
    const files = logFilesOf(positionals);
    const m = new Measurement({ startMs, endMs, exclude: values.exclude, hourOf, days });
    let bytes = 0;
    for (const file of files) bytes += await streamLogFile(file, m.file(file));
    const profile = mailboxProfile(m, { maxTiers, snap, timeZone, statistics, days });
    if (values.output) {
      const scenario = profileScenario(profile);
      checkSizeable(scenario);
      const text = JSON.stringify(scenario, null, 2) + "\n";
      writeFileWhole(values.output, new TextEncoder().encode(text));
    }
    if (values.json) io.out(JSON.stringify({ ...profile, megabytesRead: bytes / 1048576 }));
    else {
      io.out(profileReport(profile, bytes / 1048576, maxTiers));
      if (values.output)
        io.out(`\nWrote ${values.output}: exsize size ${values.output} sizes it as it is.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof SizingError) throw new UsageError(error.message);
    throw error;
  }
}

/** `exsize profile LOG... [options]`: the mailbox profile measured from message tracking logs. */
export const PROFILE_COMMAND: Command = {
  name: "profile",
  synopsis: "exsize profile LOG... [--mailboxes CSV] [-o OUT.json]",
  summary: "Measure the mailbox profile (tiers, hourly share) from message tracking logs.",
  help: PROFILE_HELP,
  run,
};
