/**
 * The task pane's deployment files as data (issue 12, item 3; issue 19, item 4). One source: the files
 * are `deployFiles(deployInputOf(scenario))` (one DAG, the calculator's template) or
 * `deployAllDags(deployInputOf(scenario))` (every DAG), the very calls `exsize deploy` and `exsize deploy
 * --all-dags` make (src/cli/deployCommand.ts), so the pane's bytes are the CLI's for the same scenario. A
 * design the core refuses (a bad name, an input the calculator would not take, High Availability off, a
 * design the calculator rejects) is the core's SizingError, its message naming the key, and no file.
 *
 * The deployment inputs the pane offers are the 16 scenario keys of DEPLOYMENT_INPUTS (src/core/microsoft/
 * scenario/inputs.ts), grouped as the calculator asks for them (DEPLOYMENT_GROUPS): the names (its Input
 * sheet, rows 175-190), the domain controllers (the GC and GC2 of its export dialogs), the witness and the
 * DAG network (its Create DAG dialog, Export_DAGs). Text fields are blank for the calculator's value, as
 * a scenario file without the key has it; a choice shows the calculator's value selected and a tick box
 * starts clear (its value false), and only a value other than the calculator's becomes a key. A field is
 * checked as it is typed by the scenario reader itself (readDeployment); the checks that need the design
 * (enough server names, a DAG named like a server, "nn" for every DAG) are deployFiles' own when the files
 * are prepared.
 * Example: server names "ex'1, ex2" gives `serverNames[0] "ex'1" holds a single quote (') ...`.
 */
import { strToU8, zipSync } from "fflate";
import { SizingError } from "../core/errors";
import { DeployFiles, deployAllDags, deployFiles } from "../core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../core/microsoft/deploy/deployInput";
import { readDeployment } from "../core/microsoft/scenario/deployment";
import { DEPLOYMENT_INPUTS } from "../core/microsoft/scenario/inputs";

/** How a field is typed: a text box, a list in one box (commas), a drop-down, or a tick box. */
export type DeploymentControl = "text" | "list" | "choice" | "check";

/** The calculator's groups of deployment inputs, in its order. */
export interface DeploymentGroup {
  readonly id: string;
  readonly title: string;
  /** Where the calculator asks for them. */
  readonly source: string;
  readonly keys: readonly string[];
}

export const DEPLOYMENT_GROUPS: readonly DeploymentGroup[] = [
  {
    id: "names",
    title: "Names",
    source: "The calculator's Input sheet, rows 175-190 (Server and DAG names).",
    keys: ["serverNames", "dagName", "databaseBaseName"],
  },
  {
    id: "domain-controllers",
    title: "Domain controllers",
    source:
      "The GC and GC2 of the calculator's export dialogs: every cmdlet of the scripts names one.",
    keys: ["domainController", "domainControllerSecondary"],
  },
  {
    id: "witness",
    title: "Witness",
    source: "The calculator's Create DAG dialog (Export_DAGs): the file share witness of each DAG.",
    keys: [
      "witnessServer",
      "witnessDirectory",
      "alternateWitnessServer",
      "alternateWitnessDirectory",
    ],
  },
  {
    id: "dag-network",
    title: "DAG network",
    source:
      "The calculator's Create DAG dialog (Export_DAGs): the DAG's address, activation and replication network.",
    keys: [
      "dagIpAddresses",
      "dacMode",
      "networkEncryption",
      "networkCompression",
      "replicationPort",
      "autoDatabaseMountDial",
      "manualDagNetworkConfiguration",
    ],
  },
];

export interface DeploymentField {
  /** The scenario key (and the field's name). */
  readonly key: string;
  readonly label: string;
  readonly hint: string;
  /** What blank means: the calculator's value, shown as the placeholder (text and list fields). */
  readonly placeholder: string;
  readonly control: DeploymentControl;
  /** A drop-down's values (the scenario's words), the calculator's first among them as it lists them. */
  readonly choices: readonly string[];
  /** A port: typed digits are read as a whole number. */
  readonly port: boolean;
  /** The calculator's value as the pane shows it (a drop-down selects it at first). */
  readonly calculatorValue: string;
}

const spec = (key: string) => DEPLOYMENT_INPUTS.find((s) => s.name === key)!;
const shown = (key: string) => {
  const d = spec(key).default;
  return Array.isArray(d) ? d.join(", ") : String(d);
};
const choicesOf = (key: string): readonly string[] => {
  const kind = spec(key).kind;
  return kind.startsWith("choice:") ? kind.slice("choice:".length).split("|") : [];
};
const field = (
  key: string,
  label: string,
  hint: string,
  control: DeploymentControl = "text",
  placeholder = shown(key)
): DeploymentField => ({
  key,
  label,
  hint,
  placeholder: control === "text" || control === "list" ? placeholder : "",
  control,
  choices: choicesOf(key),
  port: spec(key).kind === "port",
  calculatorValue: shown(key),
});
const blank = (key: string) => `A scenario file's ${key}; blank: ${shown(key)}`;
const chosen = (key: string) =>
  `A scenario file's ${key}; the calculator's: ${shown(key)} (${spec(key).source}).`;

export const DEPLOYMENT_FIELDS: readonly DeploymentField[] = [
  field(
    "serverNames",
    "Server names",
    `Servers 1, 2, ... of a DAG, datacenter 1's first, separated by commas; "nn" stands for the DAG number. A scenario file's serverNames; blank: the calculator's ${spec("serverNames").source.split(", ")[1]}.`,
    "list",
    shown("serverNames").split(", ").slice(0, 4).join(", ") + ", ..."
  ),
  field("dagName", "DAG name", `${blank("dagName")} (Input!F175).`),
  field(
    "databaseBaseName",
    "Database base name",
    `Databases are named by it and a zero-padded number: "${shown("databaseBaseName")}01". ${blank("databaseBaseName")} (Input!G175).`
  ),
  field(
    "domainController",
    "Domain controller, datacenter 1",
    `Every cmdlet of the scripts runs against it for datacenter 1 (the GC column). ${blank("domainController")} (the export dialogs').`
  ),
  field(
    "domainControllerSecondary",
    "Domain controller, datacenter 2",
    `For datacenter 2 (the GC2 column). ${blank("domainControllerSecondary")}.`
  ),
  field(
    "witnessServer",
    "Witness server",
    `The host of the DAG's file share witness, a server outside the DAG. ${blank("witnessServer")} (the Create DAG dialog's).`
  ),
  field(
    "witnessDirectory",
    "Witness directory",
    `A local folder on the witness server, such as C:\\DAG-FSW\\DAG-nn; "nn" stands for the DAG number (each DAG needs its own). ${blank("witnessDirectory")}.`
  ),
  field(
    "alternateWitnessServer",
    "Alternate witness server",
    `The witness used after a datacenter switchover, in datacenter 2; type none for no alternate witness. ${blank("alternateWitnessServer")}.`
  ),
  field(
    "alternateWitnessDirectory",
    "Alternate witness directory",
    `A local folder on the alternate witness server; "nn" stands for the DAG number. ${blank("alternateWitnessDirectory")}.`
  ),
  field(
    "dagIpAddresses",
    "DAG IP addresses",
    `none: a DAG without an administrative access point (Exchange 2013 SP1 and later on Windows Server 2012 R2 and later); or one IPv4 address per datacenter, separated by commas. ${blank("dagIpAddresses")}.`
  ),
  field(
    "dacMode",
    "Datacenter Activation Coordination mode",
    `DAGOnly keeps a datacenter that lost its quorum from mounting databases. ${chosen("dacMode")}`,
    "choice"
  ),
  field(
    "networkEncryption",
    "DAG network encryption",
    `Encryption of replication traffic. ${chosen("networkEncryption")}`,
    "choice"
  ),
  field(
    "networkCompression",
    "DAG network compression",
    `Compression of replication traffic. ${chosen("networkCompression")}`,
    "choice"
  ),
  field(
    "replicationPort",
    "Replication port",
    `The TCP port of log replication, a whole number from 1 to 65535. ${blank("replicationPort")}.`
  ),
  field(
    "autoDatabaseMountDial",
    "Auto database mount dial",
    `How many logs a copy may lack and still mount automatically after a failover. ${chosen("autoDatabaseMountDial")}`,
    "choice"
  ),
  field(
    "manualDagNetworkConfiguration",
    "Manual DAG network configuration",
    `Ticked: the DAG's networks are configured by hand, not by Exchange. A scenario file's manualDagNetworkConfiguration; the calculator's: ${shown("manualDagNetworkConfiguration")}.`,
    "check"
  ),
];

/**
 * A field's text as its scenario value, or undefined for the calculator's value: blank text; a list split
 * at commas ("a, b" is ["a", "b"]); "none" for the DAG's addresses and the alternate witness (no such
 * thing: "none" and "" in a scenario file); a port's digits as a number (other text is passed on for the
 * reader to refuse); a drop-down's choice unless it is the calculator's; a tick box's "true" as true.
 */
export function fieldValue(field: DeploymentField, text: string): unknown {
  const typed = text.trim();
  if (field.control === "check") return typed === "true" ? true : undefined;
  if (field.control === "choice")
    return typed === "" || typed === field.calculatorValue ? undefined : typed;
  if (typed === "") return undefined;
  if (field.control === "list") return text.split(",").map((s) => s.trim());
  if (field.port) return /^\d+$/.test(typed) ? Number(typed) : text;
  const kind = spec(field.key).kind;
  if (kind === "ipAddresses")
    return typed.toLowerCase() === "none" ? "none" : typed.split(",").map((s) => s.trim());
  if (kind === "hostOrNone" && typed.toLowerCase() === "none") return "";
  return text;
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

/**
 * One download the pane offers: a file as the CLI writes it (its text, which Copy copies too) or a .zip
 * (its bytes), the media type it is offered as, and what it holds.
 */
export interface Download {
  readonly name: string;
  readonly content: string | Uint8Array;
  readonly type: string;
  readonly description: string;
}

/** Whether the files are one DAG's, the calculator's template (deploymentFiles without allDags). */
export const isTemplate = (dags: readonly DagFiles[]): boolean =>
  dags.length === 1 && dags[0].name === null;

/**
 * The downloads of a design's files. One DAG's (the calculator's template): each file, then all of them
 * in one .zip. Every DAG's (`exsize deploy --all-dags`): a .zip per DAG, then one with a folder per DAG.
 * `mtime` is the date of each .zip's entries.
 * Example: the calculator's example design => its 8 files, then exsize-deploy.zip, "All 8 files in one
 * .zip.".
 */
export function downloadsOf(dags: readonly DagFiles[], mtime: Date): Download[] {
  const zip = (name: string, bytes: Uint8Array, description: string): Download => ({
    name,
    content: bytes,
    type: "application/zip",
    description,
  });
  if (isTemplate(dags)) {
    const files = dags[0].files;
    const names = Object.keys(files);
    return [
      ...names.map((name) => ({
        name,
        content: files[name],
        type: mediaType(name),
        description: fileDescription(name),
      })),
      zip(ZIP_NAME, zipOf(files, mtime), `All ${names.length} files in one .zip.`),
    ];
  }
  return [
    ...dags.map((d) =>
      zip(
        `${d.name}.zip`,
        zipOf(d.files, mtime),
        `${d.name}'s ${Object.keys(d.files).length} files.`
      )
    ),
    zip(ZIP_NAME, zipOfDags(dags, mtime), "Every DAG's files in one .zip, a folder per DAG."),
  ];
}

/** A file's size as people read it: "812 bytes", "2.4 KB" (1 KB = 1024 bytes), in the pane's locale. */
export function sizeText(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const kb = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024);
  return `${kb} KB`;
}
