import { CALC_VERSION, DAG_DATA_VERSION, DATABASES_ROOT, VOLUMES_ROOT, crlfLines } from "./csv";

/**
 * DAGInfo.csv, the DAG's settings CreateDAG.ps1 reads, written as the calculator's ExportDAGList writes
 * it (E2013Calcv7.6, Module1.bas 2780-3007): the header with a space after each comma, a "SchemaVersion"
 * row whose DAGIps column holds the data version 2.4 (CreateDAG.ps1 checks it), then the DAG's row, every
 * field quoted, CRLF line ends, ANSI.
 * Example (the calculator's example design, ExSize's defaults): "DAG-nn","255.255.255.255",
 * "witness.contoso.com","C:\DAG-FSW\DAG-nn",...,"srv-nn-01,srv-nn-02","srv-nn-03,srv-nn-04",
 * "GC1.contoso.com","GC2.contoso.com","DAGOnly","40","20","40","",...
 */
export interface DagInfo {
  readonly dagName: string;
  /** "none" (written 255.255.255.255, Export_DAGs.cls UseClusterAdminPoint_No_Click) or one per site. */
  readonly dagIpAddresses: "none" | readonly string[];
  readonly witnessServer: string;
  readonly witnessDirectory: string;
  readonly alternateWitnessServer: string;
  readonly alternateWitnessDirectory: string;
  readonly site1Servers: readonly string[];
  readonly site2Servers: readonly string[];
  /** The domain controller of site 1, and of site 2 ("Not Used" without a second site, 2832-2836). */
  readonly gc: string;
  readonly gc2: string;
  readonly dacMode: string;
  /** Role Requirements!I111, I109, I112, I110 (MaxActiveDBsPDC ...); "" where the calculator has none. */
  readonly maximumActiveDatabasesSite1: string;
  readonly maximumPreferredActiveDatabasesSite1: string;
  readonly maximumActiveDatabasesSite2: string;
  readonly maximumPreferredActiveDatabasesSite2: string;
  readonly databasesPerVolume: number;
  readonly manualDagNetworkConfiguration: boolean;
  readonly replayLagManagerEnabled: boolean;
  readonly networkEncryption: string;
  readonly networkCompression: string;
  readonly replicationPort: number;
  readonly autoDatabaseMountDial: string;
  readonly logIsolation: boolean;
}

const HEADER =
  "DAGName, DAGIps, WitnessServer, WitnessDir, AltWitnessServer, AltWitnessDir, Site1Servers, Site2Servers, GC, GC2, DACMode, MaximumActiveDatabasesSite1, MaximumPreferredActiveDatabasesSite1, MaximumActiveDatabasesSite2, MaximumPreferredActiveDatabasesSite2, AutoDagVolumesRootFolderPath, AutoDagDatabasesRootFolderPath, AutoDagDatabaseCopiesPerVolume, ManualDagnetworkConfiguration, ReplayLagManagerEnabled, NetworkEncryption, NetworkCompression, ReplicationPort, AutoDatabaseMountDial, LogIsolation";

const word = (b: boolean) => (b ? "True" : "False");

/** The DAG IPs field: 255.255.255.255 for none; with two sites, both addresses (2969-2977). */
export function dagIpsField(ips: "none" | readonly string[]): string {
  return ips === "none" ? "255.255.255.255" : ips.join(",");
}

export function dagInfoCsv(d: DagInfo): string {
  const row = [
    d.dagName,
    dagIpsField(d.dagIpAddresses),
    d.witnessServer,
    d.witnessDirectory,
    d.alternateWitnessServer,
    d.alternateWitnessDirectory,
    d.site1Servers.join(","),
    d.site2Servers.join(","),
    d.gc,
    d.gc2,
    d.dacMode,
    d.maximumActiveDatabasesSite1,
    d.maximumPreferredActiveDatabasesSite1,
    d.maximumActiveDatabasesSite2,
    d.maximumPreferredActiveDatabasesSite2,
    VOLUMES_ROOT,
    DATABASES_ROOT,
    String(d.databasesPerVolume),
    word(d.manualDagNetworkConfiguration),
    word(d.replayLagManagerEnabled),
    d.networkEncryption,
    d.networkCompression,
    String(d.replicationPort),
    d.autoDatabaseMountDial,
    word(d.logIsolation),
  ];
  return crlfLines([
    HEADER,
    `"SchemaVersion","${DAG_DATA_VERSION}","${CALC_VERSION}",,,,,,,,,,,,,,,,,,,,,0,"False"`,
    `"${row.join('","')}"`,
  ]);
}
