import { CliValue, parseCliXml, psObjectString } from "./cliXml";
import { EvidenceError } from "./errors";

/**
 * One server as HealthChecker exported it (`HealthChecker-<Server>-<yyyyMMddHHmmss>.xml`, microsoft/CSS-Exchange
 * commit f88378b1): the exported object holds `HealthCheckerExchangeServer`
 * (Features/Invoke-HealthCheckerMainReport.ps1 lines 46 and 51), whose `ServerName`,
 * `OrganizationInformation`, `HardwareInformation` and `ExchangeInformation` are built in
 * Features/Get-HealthCheckerDataObject.ps1 lines 110-117; `HardwareInformation` has `ServerType`,
 * `Processor` and `TotalMemory` (bytes) (DataCollection/ServerInformation/Invoke-JobHardwareInformation.ps1
 * lines 59-66); `Processor` has `Name`, `MaxMegacyclesPerCore`, `NumberOfPhysicalCores`,
 * `NumberOfLogicalCores`, `NumberOfProcessors` (Get-ProcessorInformation.ps1 lines 82-87);
 * `ExchangeInformation.BuildInformation` has `ServerRole`, `MajorVersion`, `CU` and `VersionInformation`
 * (DataCollection/ExchangeInformation/Invoke-JobExchangeInformationLocal.ps1 lines 99-104, its build
 * `VersionInformation.BuildVersion`, Analyzer/Invoke-AnalyzerHardwareInformation.ps1 line 97).
 * `Export-Clixml -Depth 2` writes the objects beyond its depth as their text: `Processor` and
 * `BuildInformation` may arrive as "@{...}" strings; both forms are read.
 */
export interface MeasuredServer {
  readonly file: string;
  /** The server's short name, upper case (EX01 of ex01.contoso.com). */
  readonly server: string;
  readonly physicalCores: number;
  readonly logicalCores: number;
  readonly sockets: number;
  readonly maxMegacyclesPerCore: number | null;
  readonly memoryGB: number;
  readonly serverType: string;
  /** "Exchange2019", "ExchangeSE", ... as HealthChecker names it; null when not exported. */
  readonly majorVersion: string | null;
  readonly cu: string | null;
  readonly buildVersion: string | null;
  readonly serverRole: string | null;
  /** The organization HealthChecker read (OrganizationInformation.GetOrganizationConfig's name), when exported. */
  readonly organization: string | null;
}

type Obj = { readonly [key: string]: CliValue };
const isObj = (v: CliValue | undefined): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A property of an object, or of an object written as "@{...}" text. */
function prop(v: CliValue | undefined, name: string): CliValue | undefined {
  if (isObj(v)) return v[name];
  if (typeof v === "string") return psObjectString(v)?.[name];
  return undefined;
}

const num = (v: CliValue | undefined): number | undefined => {
  const x = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(x) ? x : undefined;
};
const str = (v: CliValue | undefined): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

export function readHealthChecker(file: string, text: string): MeasuredServer {
  const objs = parseCliXml(file, text);
  const top = objs.find((o) => isObj(o) && "HealthCheckerExchangeServer" in o) as Obj | undefined;
  const hc = top?.HealthCheckerExchangeServer;
  if (!isObj(hc))
    throw new EvidenceError(
      file,
      "is CliXml but not a HealthChecker export (no HealthCheckerExchangeServer object; HealthChecker writes HealthChecker-<Server>-<date>.xml)"
    );
  const hw = hc.HardwareInformation;
  const cpu = prop(hw, "Processor");
  const need = (v: CliValue | undefined, what: string) => {
    const x = num(v);
    if (x === undefined || x < 0)
      throw new EvidenceError(
        file,
        `has no ${what} (HardwareInformation); run HealthChecker again`
      );
    return x;
  };
  const name = str(hc.ServerName);
  if (!name) throw new EvidenceError(file, "has no ServerName");
  const build = prop(hc.ExchangeInformation, "BuildInformation");
  const version = prop(build, "VersionInformation");
  const org = prop(hc.OrganizationInformation, "GetOrganizationConfig");
  const buildVersion = str(prop(version, "BuildVersion")) ?? str(version as CliValue);
  return {
    file,
    server: name.split(".")[0].toUpperCase(),
    physicalCores: need(prop(cpu, "NumberOfPhysicalCores"), "Processor.NumberOfPhysicalCores"),
    logicalCores: need(prop(cpu, "NumberOfLogicalCores"), "Processor.NumberOfLogicalCores"),
    sockets: need(prop(cpu, "NumberOfProcessors"), "Processor.NumberOfProcessors"),
    maxMegacyclesPerCore: num(prop(cpu, "MaxMegacyclesPerCore")) ?? null,
    memoryGB: need(prop(hw, "TotalMemory"), "TotalMemory") / 1024 ** 3,
    serverType: str(prop(hw, "ServerType")) ?? "Unknown",
    majorVersion: str(prop(build, "MajorVersion")),
    cu: str(prop(build, "CU")),
    buildVersion: buildVersion && /^\d+\.\d+/.test(buildVersion) ? buildVersion : null,
    serverRole: str(prop(build, "ServerRole")),
    organization:
      str(prop(org, "Name")) ?? (typeof org === "string" && !org.startsWith("@{") ? org : null),
  };
}
