import { SizingError } from "../../errors";
import { Value } from "../../formula";
import { LayoutCopy, layoutDesignOf, layoutOf } from "../layout";
import { calculatorSites } from "../layout/calculatorLayout";
import { DeploymentInputs, checkComputerName, checkDatabaseName } from "../scenario/deployment";
import {
  DATABASES_ROOT,
  DagDeployment,
  VOLUMES_ROOT,
  mailboxDatabaseCopiesCsv,
  mailboxDatabasesCsv,
  serversCsv,
} from "./csv";
import { dagInfoCsv } from "./dagInfo";
import { databaseName, withDagNumber } from "./names";
import { MetaCacheDeploy, SET_METACACHE_PS1, metaCacheCsv } from "./metaCacheFiles";
import { CREATE_COPIES_PS1, CREATE_DATABASES_PS1, CREATE_DAG_PS1, DISKPART_PS1 } from "./scripts";

/** The files of one DAG, by name, in the order `exsize deploy` lists them. */
export type DeployFiles = Readonly<Record<string, string>>;

/** What deploy reads of a sized Microsoft design (deployInput.ts builds it from a scenario). */
export interface DeployInput {
  /**
   * The method's values by name (microsoftValues: inputs as input.<name>, every step; and the steps
   * of Role Requirements!I109 and I110, activation.maximumPreferredActiveDatabases(Secondary)).
   */
  readonly values: Readonly<Record<string, Value | undefined>>;
  readonly deployment: DeploymentInputs;
  /** The servers area's verdict (its validation adds the version rules). */
  readonly validationError: boolean;
  readonly validationMessage: string | null;
  /** Exchange 2019 and SE: the MetaCache Database's settings (metaCacheFiles.ts); absent for 2013 and 2016. */
  readonly metaCache?: MetaCacheDeploy;
}

const num = (values: DeployInput["values"], name: string): number => {
  const v = values[name];
  if (typeof v !== "number")
    throw new Error(`deploy needs ${name} as a number (got ${JSON.stringify(v)})`);
  return v;
};

/**
 * The checks every deployment passes first; a SizingError naming the input, and nothing produced. The
 * replay and truncation lags are already at most 336 hours, Exchange's 14 days: the scenario's own rule
 * (Input!G31:G32, scenario/inputs.ts), which deployInputOf applies.
 */
function checkDesign(input: DeployInput): void {
  if (input.validationError)
    throw new SizingError(
      "validationError",
      `the calculator rejects this design${input.validationMessage ? ` (${input.validationMessage})` : ""}, so there is nothing to deploy`
    );
  if (input.values["input.highAvailability"] !== "Yes")
    throw new SizingError(
      "highAvailability",
      "deploy writes a DAG's files: the design has High Availability off"
    );
}

/** The copies of one DAG of the layout. */
const copiesOf = (layout: readonly LayoutCopy[], dag: number): LayoutCopy[] =>
  layout.filter((c) => c.dag === dag);

/** A DAG's servers that hold copies (1 to the layout's highest server number): each name with its key. */
const usedServerNames = (
  d: DeploymentInputs,
  layout: readonly LayoutCopy[],
  dag: number
): [string, string][] =>
  d.serverNames
    .slice(0, Math.max(0, ...copiesOf(layout, dag).map((c) => c.server)))
    .map((name, i) => [`serverNames[${i}]`, name]);

/**
 * The files of one DAG: the four CSVs (Servers, MailboxDatabases, MailboxDatabaseCopies, DAGInfo) and the
 * four scripts, as the calculator exports them: its template, DAG 1's layout with "nn" left in the names
 * for the administrator to replace (deployAllDags writes each DAG's with "nn" as its number). Throws a
 * SizingError naming the input for a design or a name deploy refuses.
 */
export function deployFiles(input: DeployInput): DeployFiles {
  checkDesign(input);
  return filesOf(input, copiesOf(layoutOf(input.values), 1), null);
}

/** Every DAG's files, each under its DAG's name ("DAG-01", ...), as `exsize deploy --all-dags` writes them. */
export function deployAllDags(input: DeployInput): { name: string; files: DeployFiles }[] {
  checkDesign(input);
  const d = input.deployment;
  const must: [string, string][] = [
    ["dagName", d.dagName],
    ["databaseBaseName", d.databaseBaseName],
    ["witnessDirectory", d.witnessDirectory],
  ];
  if (d.alternateWitnessServer !== "")
    must.push(["alternateWitnessDirectory", d.alternateWitnessDirectory]);
  const layout = layoutOf(input.values);
  must.push(...usedServerNames(d, layout, 1));
  for (const [key, name] of must)
    if (!name.includes("nn"))
      throw new SizingError(
        key,
        `${key} ${JSON.stringify(name)} has no "nn": --all-dags writes the DAG number there, and without it every DAG would use the same name`
      );
  const dags = num(input.values, "totalDAGsInTheEnvironment"); // Role Requirements!C96
  checkNamesAcrossDags(d, layout, dags);
  return Array.from({ length: dags }, (_, i) => ({
    name: withDagNumber(d.dagName, i + 1),
    files: filesOf(input, copiesOf(layout, i + 1), i + 1),
  }));
}

/**
 * Every DAG's computer names (its DAG name and the names of the servers it uses) against every other
 * DAG's, after "nn" is written as each DAG's number (issue 32): servers and DAGs are computer names in one
 * Active Directory, so "Snn01" (DAG 5: S0501) beside "S05nn" (DAG 1: S0501) would put one computer in two
 * DAGs, and dagName "Snn01" would name DAG 5 like a server of DAG 1. Compared without regard to case, as
 * NetBIOS names are. Within one DAG filesOf checks the DAG name against its servers, and
 * readDeployment the list against itself.
 */
function checkNamesAcrossDags(
  d: DeploymentInputs,
  layout: readonly LayoutCopy[],
  dags: number
): void {
  const owner = new Map<string, { key: string; template: string; dag: number }>();
  for (let dag = 1; dag <= dags; dag++) {
    for (const [key, template] of [["dagName", d.dagName], ...usedServerNames(d, layout, dag)]) {
      const name = withDagNumber(template, dag);
      const first = owner.get(name.toLowerCase());
      if (first === undefined) owner.set(name.toLowerCase(), { key, template, dag });
      else if (first.dag !== dag)
        throw new SizingError(
          key,
          `${key} ${JSON.stringify(template)} of DAG ${dag} and ${first.key} ${JSON.stringify(first.template)} of DAG ${first.dag} are both ${JSON.stringify(name)}: servers and DAGs are computer names in one directory, so every name must differ across the DAGs; change one of them`
        );
    }
  }
}

function filesOf(
  input: DeployInput,
  copies: readonly LayoutCopy[],
  dag: number | null
): DeployFiles {
  const { values, deployment: d } = input;
  const named = (name: string) => withDagNumber(name, dag);
  // The servers in the calculator's column order; a DAG whose server 1 is in datacenter 2 is a mirrored
  // DAG of "Active/Active (Multiple DAGs)": its own first site is datacenter 2.
  const serverNumbers = [...new Set(copies.map((c) => c.server))].sort((a, b) => a - b);
  const physical = new Map(copies.map((c) => [c.server, c.datacenter]));
  const mirrored = physical.get(serverNumbers[0]) === 2;
  const servers = serverNumbers.map((server) => ({
    server,
    site: ((physical.get(server) === 2) !== mirrored ? 2 : 1) as 1 | 2,
  }));
  const last = serverNumbers[serverNumbers.length - 1] ?? 0;
  if (last > d.serverNames.length)
    throw new SizingError(
      "serverNames",
      d.serverNamesGiven
        ? `serverNames gives ${d.serverNames.length} names; the design has ${last} servers per DAG: name them all`
        : `the design has ${last} servers per DAG; the calculator names at most 16`
    );
  const serverNames = d.serverNames.map((name, i) =>
    checkComputerName(`serverNames[${i}]`, named(name))
  );
  const dagName = checkComputerName("dagName", named(d.dagName));
  const clash = serverNames
    .slice(0, last)
    .findIndex((s) => s.toLowerCase() === dagName.toLowerCase());
  if (clash >= 0)
    throw new SizingError(
      "dagName",
      `dagName ${JSON.stringify(dagName)} is also serverNames[${clash}]: a DAG is a computer name of its own, so it cannot be named like one of its servers`
    );
  const databaseCount = Math.max(0, ...copies.map((c) => c.database));
  const base = named(d.databaseBaseName);
  checkDatabaseName("databaseBaseName", databaseName(base, databaseCount, databaseCount));
  // SiteResilience as GetInfo sets it (913-920): the calculator's second site (calculatorSites)
  const { sites } = calculatorSites(layoutDesignOf(values));
  const siteResilience = sites === 2;
  const tiersWithMailboxes = [1, 2, 3, 4].filter(
    (t) => num(values, `input.tier${t}.mailboxes`) > 0
  );
  const deletedItemRetentionDays = Math.max(
    0,
    ...tiersWithMailboxes.map((t) => num(values, `input.tier${t}.deletedItemDays`))
  );
  const copiesTotal = num(values, "input.haCopies") + num(values, "input.laggedCopies");
  const deployment: DagDeployment = {
    copies,
    serverName: (s) => serverNames[s - 1],
    databaseName: (n) => databaseName(base, n, databaseCount),
    servers,
    gc1: d.domainController,
    gc2: siteResilience ? d.domainControllerSecondary : "",
    deletedItemRetentionDays,
    circularLogging:
      values["input.backupMode"] === "Exchange Native Data Protection" && copiesTotal >= 3,
    replayLagHours: num(values, "input.replayLagHours"),
    truncationLagHours: num(values, "input.truncationLagHours"),
    databasesPerVolume: num(values, "databasesPerVolumeCalculated"),
    autoReseedVolumes: num(values, "autoReseedVolumesEffective"),
    dbLogIsolation: values.databaseAndLogIsolationConfigured === "Yes",
  };
  const siteNames = (site: 1 | 2) =>
    servers.filter((s) => s.site === site).map((s) => serverNames[s.server - 1]);
  const preferredMax = (dc: "" | "Secondary") =>
    String(values[`activation.maximumPreferredActiveDatabases${dc}`] ?? "");
  const [gcSite1, gcSite2] = mirrored
    ? [d.domainControllerSecondary, d.domainController]
    : [d.domainController, d.domainControllerSecondary];
  if (d.dagIpAddresses !== "none" && d.dagIpAddresses.length !== sites)
    throw new SizingError(
      "dagIpAddresses",
      `dagIpAddresses gives ${d.dagIpAddresses.length} address${d.dagIpAddresses.length === 1 ? "" : "es"}; this DAG is in ${sites} datacenter${sites === 1 ? "" : "s"} and needs one per datacenter, or "none"`
    );
  const dagInfo = dagInfoCsv([
    ["DAGName", dagName],
    // 255.255.255.255 for none (Export_DAGs.cls UseClusterAdminPoint_No_Click); one per site (2969-2977)
    ["DAGIps", d.dagIpAddresses === "none" ? "255.255.255.255" : d.dagIpAddresses.join(",")],
    ["WitnessServer", d.witnessServer],
    ["WitnessDir", named(d.witnessDirectory)],
    ["AltWitnessServer", d.alternateWitnessServer],
    ["AltWitnessDir", d.alternateWitnessServer === "" ? "" : named(d.alternateWitnessDirectory)],
    ["Site1Servers", siteNames(1).join(",")],
    ["Site2Servers", siteResilience ? siteNames(2).join(",") : ""],
    // the domain controller of site 1, and of site 2 ("Not Used" without a second site, 2832-2836)
    ["GC", gcSite1],
    ["GC2", siteResilience ? gcSite2 : "Not Used"],
    ["DACMode", d.dacMode],
    // Role Requirements!I111, I109, I112 and I110 (MaxActiveDBsPDC ...; I109 and I110 the steps
    // activation.maximumPreferredActiveDatabases(Secondary), extras/activationSteps.ts); "" where the
    // calculator has none
    ["MaximumActiveDatabasesSite1", num(values, "numberOfDatabasesUsedInMemorySizing")],
    ["MaximumPreferredActiveDatabasesSite1", preferredMax("")],
    [
      "MaximumActiveDatabasesSite2",
      siteResilience ? num(values, "numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter") : "",
    ],
    ["MaximumPreferredActiveDatabasesSite2", siteResilience ? preferredMax("Secondary") : ""],
    ["AutoDagVolumesRootFolderPath", VOLUMES_ROOT],
    ["AutoDagDatabasesRootFolderPath", DATABASES_ROOT],
    ["AutoDagDatabaseCopiesPerVolume", deployment.databasesPerVolume],
    ["ManualDagnetworkConfiguration", d.manualDagNetworkConfiguration],
    ["ReplayLagManagerEnabled", values["input.replayLagManager"] === "Yes"],
    ["NetworkEncryption", d.networkEncryption],
    ["NetworkCompression", d.networkCompression],
    ["ReplicationPort", d.replicationPort],
    ["AutoDatabaseMountDial", d.autoDatabaseMountDial],
    ["LogIsolation", deployment.dbLogIsolation],
  ]);
  const files: Record<string, string> = {
    "Servers.csv": serversCsv(deployment),
    "MailboxDatabases.csv": mailboxDatabasesCsv(deployment),
    "MailboxDatabaseCopies.csv": mailboxDatabaseCopiesCsv(deployment),
    "DAGInfo.csv": dagInfo,
    "Diskpart.ps1": DISKPART_PS1,
    "CreateDAG.ps1": CREATE_DAG_PS1,
    "CreateMBDatabases.ps1": CREATE_DATABASES_PS1,
    "CreateMBDatabaseCopies.ps1": CREATE_COPIES_PS1,
  };
  // issue 30: Exchange 2019 and SE only, the MetaCache Database's DAG and per-database settings
  if (input.metaCache) {
    const names = [...new Set(copies.map((c) => c.database))]
      .sort((a, b) => a - b)
      .map((n) => deployment.databaseName(n));
    files["MetaCache.csv"] = metaCacheCsv(dagName, names, input.metaCache);
    files["SetMetaCache.ps1"] = SET_METACACHE_PS1;
  }
  // The calculator writes ANSI (Windows-1252); every name is checked to be printable ASCII, so the text
  // is the same bytes in Windows-1252 and UTF-8.
  for (const [name, text] of Object.entries(files))
    if (/[^\t\n\r\x20-\x7e]/.test(text))
      throw new Error(`${name} would hold a character outside ASCII`);
  return files;
}
