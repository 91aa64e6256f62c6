/**
 * The task pane's deployment files as data (issue 12, item 3; issue 19, item 4). One source: the files
 * are `deployFiles(deployInputOf(scenario))` (one DAG, the calculator's template) or
 * `deployAllDags(deployInputOf(scenario))` (every DAG), the very calls `exsize deploy` and `exsize deploy
 * --all-dags` make (src/cli/deployCommand.ts), so the pane's bytes are the CLI's for the same scenario. A
 * design the core refuses (a bad name, an input the calculator would not take, High Availability off, a
 * design the calculator rejects) is the core's SizingError, its message naming the key, and no file.
 *
 * The deployment inputs the pane offers are scenario keys (DEPLOYMENT_INPUTS, src/core/microsoft/
 * scenario/inputs.ts): the server names (one text, names separated by commas), the DAG name, the database
 * base name and the two domain controllers; blank is the calculator's value, as a scenario file without
 * the key has it. A field is checked as it is typed by the scenario reader itself (readDeployment);
 * the checks that need the design (enough server names, a DAG named like a server, "nn" for every DAG)
 * are deployFiles' own when the files are prepared.
 * Example: server names "ex'1, ex2" gives `serverNames[0] "ex'1" holds a single quote (') ...`.
 */
import { strToU8, zipSync } from "fflate";
import { SizingError } from "../core/errors";
import { DeployFiles, deployAllDags, deployFiles } from "../core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../core/microsoft/deploy/deployInput";
import { readDeployment } from "../core/microsoft/scenario/deployment";
import { DEPLOYMENT_INPUTS } from "../core/microsoft/scenario/inputs";

export interface DeploymentField {
  /** The scenario key (and the field's name). */
  readonly key: string;
  readonly label: string;
  readonly hint: string;
  /** What blank means: the calculator's value, shown as the placeholder. */
  readonly placeholder: string;
  /** A list typed as names separated by commas. */
  readonly list: boolean;
}

const spec = (key: string) => DEPLOYMENT_INPUTS.find((s) => s.name === key)!;
const shown = (key: string) => {
  const d = spec(key).default;
  return Array.isArray(d) ? d.join(", ") : String(d);
};

export const DEPLOYMENT_FIELDS: readonly DeploymentField[] = [
  {
    key: "serverNames",
    label: "Server names",
    list: true,
    placeholder: shown("serverNames").split(", ").slice(0, 4).join(", ") + ", ...",
    hint: `Servers 1, 2, ... of a DAG, datacenter 1's first, separated by commas; "nn" stands for the DAG number. A scenario file's serverNames; blank: the calculator's ${spec("serverNames").source.split(", ")[1]}.`,
  },
  {
    key: "dagName",
    label: "DAG name",
    list: false,
    placeholder: shown("dagName"),
    hint: `A scenario file's dagName; blank: ${shown("dagName")} (Input!F175).`,
  },
  {
    key: "databaseBaseName",
    label: "Database base name",
    list: false,
    placeholder: shown("databaseBaseName"),
    hint: `Databases are named by it and a zero-padded number: "${shown("databaseBaseName")}01". A scenario file's databaseBaseName; blank: ${shown("databaseBaseName")} (Input!G175).`,
  },
  {
    key: "domainController",
    label: "Domain controller, datacenter 1",
    list: false,
    placeholder: shown("domainController"),
    hint: `Every cmdlet of the scripts runs against it for datacenter 1 (the GC column). A scenario file's domainController; blank: ${shown("domainController")} (the export dialogs').`,
  },
  {
    key: "domainControllerSecondary",
    label: "Domain controller, datacenter 2",
    list: false,
    placeholder: shown("domainControllerSecondary"),
    hint: `For datacenter 2 (the GC2 column). A scenario file's domainControllerSecondary; blank: ${shown("domainControllerSecondary")}.`,
  },
];

/** A field's text as its scenario value ("a, b" is ["a", "b"] for a list), or undefined when blank. */
export function fieldValue(field: DeploymentField, text: string): unknown {
  if (text.trim() === "") return undefined;
  return field.list ? text.split(",").map((s) => s.trim()) : text;
}

/** The field a core message's key is about ("serverNames[2]" is serverNames'). */
export const fieldOfKey = (key: string): DeploymentField | undefined =>
  DEPLOYMENT_FIELDS.find((f) => f.key === key.replace(/\[\d+\]$/, ""));

/** The scenario reader's message for a typed field, or undefined (blank is the calculator's value). */
export function fieldMessage(field: DeploymentField, text: string): string | undefined {
  const value = fieldValue(field, text);
  if (value === undefined) return undefined;
  try {
    readDeployment({ [field.key]: value });
    return undefined;
  } catch (error) {
    if (error instanceof SizingError) return error.message;
    throw error;
  }
}

/** The typed fields as scenario keys (blank ones left out: the calculator's values). */
export function deploymentInputsOf(
  texts: Readonly<Record<string, string>>
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of DEPLOYMENT_FIELDS) {
    const v = fieldValue(f, texts[f.key] ?? "");
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

/** One DAG's files: `name` null for the calculator's one-DAG template, else the DAG's name ("DAG-02"). */
export interface DagFiles {
  readonly name: string | null;
  readonly files: DeployFiles;
}

export type DeploymentResult =
  | { readonly ok: true; readonly dags: readonly DagFiles[] }
  | { readonly ok: false; readonly key: string; readonly message: string };

/**
 * The files of a `microsoft` scenario (the pane's tiers, environment and deployment inputs), as
 * `exsize deploy` makes them (`allDags`: as `exsize deploy --all-dags`); or the core's refusal, naming
 * its key.
 */
export function deploymentFiles(
  scenario: Readonly<Record<string, unknown>>,
  allDags = false
): DeploymentResult {
  try {
    const input = deployInputOf(scenario);
    if (allDags) return { ok: true, dags: deployAllDags(input) };
    return { ok: true, dags: [{ name: null, files: deployFiles(input) }] };
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

/** Every DAG's files in one .zip, a folder per DAG as `exsize deploy --all-dags` writes them. */
export function zipOfDags(dags: readonly DagFiles[], mtime: Date): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const d of dags)
    for (const [name, text] of Object.entries(d.files))
      entries[`${d.name}/${name}`] = [strToU8(text), { mtime }];
  return zipSync(entries, { level: 6 });
}

/** The media type a file is offered as: CSVs as text/csv, the scripts as plain text (ASCII both). */
export function mediaType(name: string): string {
  return name.endsWith(".csv") ? "text/csv;charset=utf-8" : "text/plain;charset=utf-8";
}

/** What each file holds, after the synopses of the scripts (scripts.ts) and the CSVs' columns (csv.ts). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  "Servers.csv":
    "Each server: databases per volume, AutoReseed volumes, log isolation, its databases.",
  "MailboxDatabases.csv": "Each database: its server, paths, settings and domain controller.",
  "MailboxDatabaseCopies.csv":
    "Each database copy: its server, activation preference, replay and truncation lag.",
  "DAGInfo.csv": "The DAG: witness, IP addresses, each site's servers, network settings.",
  "Diskpart.ps1": "Prepares a server's disks as Servers.csv lays them out; run on each server.",
  "CreateDAG.ps1": "Creates the DAG of DAGInfo.csv and adds its servers.",
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
