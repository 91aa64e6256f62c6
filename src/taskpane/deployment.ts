/**
 * The task pane's deployment files as data (issue 12, item 3: "The task pane offers the same files as
 * downloads"). One source: the files are `deployFiles(microsoftValues(scenario), prefixes)`, the very
 * call `exsize deploy` makes (src/cli/deployCommand.ts), so the pane's bytes are the CLI's for the same
 * scenario and name prefixes. A design the core refuses (a bad name, an input the calculator would not
 * take, High Availability off) is the core's SizingError, its message naming the key, and no file.
 *
 * Name prefixes are three text boxes; blank means the calculator's default (names.ts: "srv-nn-",
 * "DAG-nn", "DAG-nn-DB"), as a scenario file without "names" has it. A prefix is checked as it is
 * typed on the first name it makes (server 01, the DAG, database 01) by the core's checkName; the full
 * check, on the longest names the design makes, is deployFiles' own when the files are prepared.
 * Example: server prefix "ex'" gives `names.server "ex'01" holds a single quote ('), which would end a
 * PowerShell string; use letters, digits and hyphens`.
 */
import { strToU8, zipSync } from "fflate";
import { SizingError } from "../core/errors";
import { DeployFiles, deployFiles } from "../core/microsoft/deploy/deployFiles";
import {
  DEFAULT_PREFIXES,
  NamePrefixes,
  checkName,
  dagName,
  databaseName,
  serverName,
} from "../core/microsoft/deploy/names";
import { microsoftValues } from "../core/microsoft/values";

export interface PrefixField {
  readonly key: keyof NamePrefixes;
  readonly label: string;
  readonly hint: string;
  readonly kind: "computer" | "database";
  /** The first name the prefix makes (server 01, the only DAG, database 01). */
  readonly first: (prefix: string) => string;
}

const withPrefix = (key: keyof NamePrefixes, prefix: string): NamePrefixes => ({
  ...DEFAULT_PREFIXES,
  [key]: prefix,
});

export const PREFIX_FIELDS: readonly PrefixField[] = [
  {
    key: "server",
    label: "Server name prefix",
    kind: "computer",
    hint: `Servers are named by it and a number: "${serverName(DEFAULT_PREFIXES, 1)}". A scenario file's names.server; blank: ${DEFAULT_PREFIXES.server} (the calculator's, Input!C175).`,
    first: (p) => serverName(withPrefix("server", p), 1),
  },
  {
    key: "dag",
    label: "DAG name",
    kind: "computer",
    hint: `The DAG's name, with a number after it when there are several DAGs. A scenario file's names.dag; blank: ${DEFAULT_PREFIXES.dag} (Input!F175).`,
    first: (p) => dagName(withPrefix("dag", p), 1, 1),
  },
  {
    key: "database",
    label: "Database name prefix",
    kind: "database",
    hint: `Databases are named by it and a number: "${databaseName(DEFAULT_PREFIXES, 1, 1, 1)}". A scenario file's names.database; blank: ${DEFAULT_PREFIXES.database} (Input!G175).`,
    first: (p) => databaseName(withPrefix("database", p), 1, 1, 1),
  },
];

/** The scenario key a prefix has in a scenario file and in the core's messages ("names.server"). */
export const prefixKey = (field: PrefixField): string => `names.${field.key}`;

/** The core's message for the first name a typed prefix makes, or undefined (blank is the default). */
export function prefixMessage(field: PrefixField, text: string): string | undefined {
  if (text === "") return undefined;
  try {
    checkName(prefixKey(field), field.first(text), field.kind);
    return undefined;
  } catch (error) {
    if (error instanceof SizingError) return error.message;
    throw error;
  }
}

/** The typed prefixes as `exsize deploy`'s "names" (blank ones left out: the defaults). */
export function prefixesOf(texts: Readonly<Record<string, string>>): Partial<NamePrefixes> {
  const out: Partial<Record<keyof NamePrefixes, string>> = {};
  for (const f of PREFIX_FIELDS) if (texts[f.key]) out[f.key] = texts[f.key];
  return out;
}

export type DeploymentResult =
  | { readonly ok: true; readonly files: DeployFiles }
  | { readonly ok: false; readonly key: string; readonly message: string };

/**
 * The files of a `microsoft` scenario (the pane's tiers and environment, without "names") and its
 * name prefixes, as `exsize deploy` makes them; or the core's refusal, naming its key.
 */
export function deploymentFiles(
  scenario: Readonly<Record<string, unknown>>,
  prefixes: Partial<NamePrefixes>
): DeploymentResult {
  try {
    return { ok: true, files: deployFiles(microsoftValues(scenario), prefixes) };
  } catch (error) {
    if (error instanceof SizingError)
      return { ok: false, key: error.argument, message: error.message };
    throw error;
  }
}

/** The name of the one download holding every file (the CLI's default directory, zipped). */
export const ZIP_NAME = "exsize-deploy.zip";

/** Every file in one .zip, at its root, under the names the CLI writes; `mtime` is each entry's date. */
export function zipOf(files: DeployFiles, mtime: Date): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])
    ),
    { level: 6 }
  );
}

/** The media type a file is offered as: CSVs as text/csv, the scripts as plain text (UTF-8 both). */
export function mediaType(name: string): string {
  return name.endsWith(".csv") ? "text/csv;charset=utf-8" : "text/plain;charset=utf-8";
}

/** What each file holds, after the synopses of the scripts (scripts.ts) and the CSVs' columns (csv.ts). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  "Servers.csv":
    "Each server: databases per volume, AutoReseed volumes, log isolation, its databases.",
  "MailboxDatabases.csv": "Each database: its server, paths and settings.",
  "MailboxDatabaseCopies.csv":
    "Each database copy: its server, activation preference, replay and truncation lag.",
  "Diskpart.ps1": "Prepares a server's disks as Servers.csv lays them out; run on each server.",
  "CreateDAG.ps1": "Creates the DAG and adds the servers of Servers.csv.",
  "CreateMBDatabases.ps1": "Creates the databases listed in MailboxDatabases.csv.",
  "CreateMBDatabaseCopies.ps1": "Adds the copies listed in MailboxDatabaseCopies.csv.",
};

export function fileDescription(name: string): string {
  return DESCRIPTIONS[name] ?? "";
}

/** A file's size as people read it: "812 bytes", "2.4 KB" (1 KB = 1024 bytes), in the pane's locale. */
export function sizeText(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const kb = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024);
  return `${kb} KB`;
}
