import * as fs from "fs";
import { SizingError } from "../core/errors";
import { Value } from "../core/formula";
import { deployFiles } from "../core/microsoft/deploy/deployFiles";
import { NamePrefixes } from "../core/microsoft/deploy/names";
import { Command, UsageError } from "./command";
import { writeDeployDirectory } from "./deployOutput";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";

/** The Microsoft method's values of a scenario (helper ms's size.ts: inputs as input.<name>, every step). */
export type MicrosoftValues = (scenario: unknown) => Readonly<Record<string, Value | undefined>>;

export const DEPLOY_USAGE = `  exsize deploy SCENARIO.json [-o DIR] [--force]
      Writes a microsoft scenario's deployment files into DIR (default exsize-deploy): Servers.csv,
      MailboxDatabases.csv, MailboxDatabaseCopies.csv (the calculator's Scripts sheet columns) and
      Diskpart.ps1, CreateDAG.ps1, CreateMBDatabases.ps1, CreateMBDatabaseCopies.ps1, from the copy
      layout (docs/copy-layout.md). Names: the scenario's "names": {"server", "dag", "database"} prefixes,
      default "srv-nn-", "DAG-nn", "DAG-nn-DB" (the calculator's). A name that is not a NetBIOS or
      database name, or holds ' " \` $ ; or a line break, is refused with exit 1 and no files. Files of
      the same names in DIR are replaced only with --force; the files are written whole or not at all.`;

const HELP = `Usage:
${DEPLOY_USAGE}

Options:
  -o, --output DIR   Where to write (default exsize-deploy).
  --force            Replace files of the same names in DIR.
  -h, --help         This help.`;

function readJson(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message.split("\n")[0]}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new UsageError(`${file} must hold a JSON object`);
  return json as Record<string, unknown>;
}

/** The scenario's "names" object, checked for its keys and types (the values are checked by names.ts). */
function namesOf(json: Record<string, unknown>): Partial<NamePrefixes> {
  const names = json.names;
  if (names === undefined) return {};
  if (typeof names !== "object" || names === null || Array.isArray(names))
    throw new UsageError('names must be an object {"server", "dag", "database"}');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(names)) {
    if (!["server", "dag", "database"].includes(k))
      throw new UsageError(`names.${k} is not a name prefix; names takes server, dag, database`);
    if (typeof v !== "string")
      throw new UsageError(`names.${k} must be a text (got ${JSON.stringify(v)})`);
    out[k] = v;
  }
  return out;
}

/**
 * `exsize deploy`, over the Microsoft method's values of a scenario (`valuesOf`). Its registration in
 * commands.ts passes helper ms's sizing once that is on main.
 */
export function makeDeployCommand(valuesOf: MicrosoftValues): Command {
  return {
    name: "deploy",
    synopsis: "exsize deploy SCENARIO.json [-o DIR] [--force]",
    summary:
      "Write a microsoft design's CSVs and PowerShell scripts (the calculator's Scripts sheet).",
    help: () => HELP,
    run: (args, io) => {
      try {
        const { values, positionals } = parseCommandArgs("deploy", args, {
          output: { type: "string", short: "o" },
          force: { type: "boolean" },
          ...HELP_OPTION,
        });
        if (values.help) {
          io.out(HELP);
          return 0;
        }
        if (positionals.length !== 1)
          throw new UsageError("give one scenario file (exsize deploy --help)");
        if (values.output === "") throw new UsageError("-o/--output needs a directory name");
        const dir = values.output ?? "exsize-deploy";
        const json = readJson(positionals[0]);
        const names = namesOf(json);
        const scenario = { ...json };
        delete scenario.names;
        let files: Readonly<Record<string, string>>;
        try {
          files = deployFiles(valuesOf(scenario), names);
        } catch (error) {
          if (error instanceof SizingError)
            throw new UsageError(`${positionals[0]}: ${error.message}`);
          throw error;
        }
        writeDeployDirectory(dir, files, values.force === true);
        io.out(
          `Wrote ${Object.keys(files).length} files into ${dir}: ${Object.keys(files).join(", ")}.`
        );
        return 0;
      } catch (error) {
        if (error instanceof UsageError) {
          io.err(`exsize deploy: ${error.message}; no file written.`);
          return 1;
        }
        throw error;
      }
    },
  };
}
