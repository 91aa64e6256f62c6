import { SizingError } from "../core/errors";
import { DeployInput, deployAllDags, deployFiles } from "../core/microsoft/deploy/deployFiles";
import { scenarioMethod } from "../core/scenarioMethod";
import { Command, UsageError } from "./command";
import { DeployEntries, writeDeployDirectory } from "./deployOutput";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { printable } from "./printable";
import { readJsonFile } from "./scenarioFile";

/** What deploy reads of a Microsoft scenario (src/core/microsoft/deploy/deployInput.ts). */
export type DeployInputOf = (scenario: unknown) => DeployInput;

export const DEPLOY_USAGE = `  exsize deploy SCENARIO.json [-o DIR] [--all-dags] [--force]
      Writes a microsoft scenario's deployment files into DIR (default exsize-deploy), as the calculator's
      export buttons write them: Servers.csv, MailboxDatabases.csv, MailboxDatabaseCopies.csv, DAGInfo.csv
      and Diskpart.ps1, CreateDAG.ps1, CreateMBDatabases.ps1, CreateMBDatabaseCopies.ps1, from the
      calculator's copy layout (docs/copy-layout.md). By default one DAG's files, the calculator's template:
      DAG 1's layout with "nn" in the names (srv-nn-01, DAG-nn, DAG-nn-DB01) standing for the DAG number;
      --all-dags writes each DAG into its own folder (DIR/DAG-01, DIR/DAG-02, ...) with nn written as its
      number. Names and settings are scenario inputs (serverNames, dagName, databaseBaseName,
      domainController, domainControllerSecondary, witnessServer, ...; docs/deploy.md). A name that is not a
      NetBIOS or database name, or holds ' " \` $ ; , or a line break, a DAG named like one of its servers,
      a replay lag above 336 hours and a design the calculator rejects are refused with exit 1 and no files.
      Files of the same names in DIR are replaced only with --force; DIR is written whole or not at all.`;

const HELP = `Usage:
${DEPLOY_USAGE}

Options:
  -o, --output DIR   Where to write (default exsize-deploy).
  --all-dags         One folder per DAG, nn replaced by its number (default: one DAG's template files).
  --force            Replace files (or DAG folders) of the same names in DIR; other files in DIR stay.
  -h, --help         This help.`;

/** `exsize deploy`, over what deploy reads of a Microsoft scenario (`inputOf`). */
export function makeDeployCommand(inputOf: DeployInputOf): Command {
  return {
    name: "deploy",
    synopsis: "exsize deploy SCENARIO.json [-o DIR] [--all-dags] [--force]",
    summary:
      "Write a microsoft design's CSVs and PowerShell scripts (the calculator's export buttons).",
    help: () => HELP,
    run: (args, io) => {
      try {
        const { values, positionals } = parseCommandArgs("deploy", args, {
          output: { type: "string", short: "o" },
          "all-dags": { type: "boolean" },
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
        const file = positionals[0];
        const json = readJsonFile(file);
        let entries: DeployEntries;
        let what: string;
        try {
          const [method] = scenarioMethod(json);
          if (method !== "microsoft")
            throw new SizingError(
              "method",
              'deploy writes a Microsoft design\'s files: give a scenario with "method": "microsoft"'
            );
          const input = inputOf(json);
          if (values["all-dags"]) {
            const dags = deployAllDags(input);
            entries = Object.fromEntries(dags.map((d) => [d.name, d.files]));
            what = `${dags.length} DAG folder${dags.length === 1 ? "" : "s"}, ${Object.keys(dags[0].files).length} files each, nn written as each DAG's number`;
          } else {
            entries = deployFiles(input);
            what = `${Object.keys(entries).length} files: one DAG's files; nn stands for the DAG number; --all-dags writes each`;
          }
        } catch (error) {
          if (error instanceof SizingError)
            throw new UsageError(`${printable(file)}: ${printable(error.message)}`);
          throw error;
        }
        const result = writeDeployDirectory(dir, entries, values.force === true);
        for (const r of result.recovered) io.err(`exsize deploy: ${printable(r)}.`);
        io.out(`Wrote ${printable(dir)} (${what}): ${result.written.join(", ")}.`);
        if (result.warning) io.err(`exsize deploy: ${printable(result.warning)}.`);
        return 0;
      } catch (error) {
        if (error instanceof UsageError) {
          const said = error.message;
          io.err(
            `exsize deploy: ${said}${/ is as it was$| was not made$|deploy again to finish$/.test(said) ? "" : "; no file written"}.`
          );
          return 1;
        }
        throw error;
      }
    },
  };
}
