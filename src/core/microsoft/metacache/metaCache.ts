/**
 * The MetaCache Database (MCDB) of Exchange 2019 and SE (issue 30): SSDs beside each server's HDDs that
 * cache each database copy's hottest data. Exchange 2013 and 2016 have none.
 *
 * Sources (../shared/references/README.md):
 * - PA: Exchange Server 2019 Preferred Architecture (Microsoft Docs, preferred-architecture-2019.md):
 *   "3 HDD : 1 SSD", MCDB on SSD at 5-10 % of the HDD capacity, at most 4 database copies per disk with at
 *   most 1 active; worked example: 120 TB of databases, 7.68 TB of MCDB (6.4 %), 12 MCDBs per SSD.
 * - SETUP: "MetaCacheDatabase (MCDB) setup" (Microsoft Docs, metacachedatabase-setup.md): 5-6 % is
 *   enough, SSDs identical in every server (1 DWPD, mixed use), MCDB uses at most 95 % of each SSD, and
 *   Manage-MetaCacheDatabase.ps1 sizes each database's cache (MetaCacheDatabaseMaxCapacityInBytes) from
 *   the DAG's databases, copies, servers and the SSDs per server (its formula is not public).
 * The sources disagree (5-10 % against 5-6 %): the default is 10 %, the figure that does not undersize;
 * mcdbCapacityPercent 6 is SETUP's (docs/disagreements.md, docs/microsoft-method.md).
 *
 * Rule (derived by ExSize where the sources give no formula), written once as the steps of steps.ts:
 * - SSDs per server = ROUNDUP(HDDs per server / 3) (PA's 3 : 1);
 * - MCDB needed per server = HDDs x HDD capacity x percent (PA's share of the HDD capacity);
 * - SSD capacity: the given mcdbSsdCapacityGB, else the smallest of the sizes sold (960, 1920, 3840, 7680,
 *   15360, 30720 GB) whose 95 % holds its share (SETUP's 95 %); one SSD model in every server (SETUP:
 *   identical SSDs), sized for the datacenter that needs most;
 * - copies per SSD = ROUNDUP(database copies per server / SSDs per server);
 * - cache per database copy (MetaCacheDatabaseMaxCapacityInBytes) = ROUNDDOWN(SSD bytes x 0.95 / copies
 *   per SSD): each SSD's 95 % shared evenly by the copies it holds (derived; the script's formula is not
 *   public).
 * Units: GB of 10^9 bytes (as SSDs are sold), bytes for the setting.
 * Example: 12 HDDs of 20000 GB per server, 48 copies per server, 10 %: 4 SSDs, 24000 GB needed, 6000 GB
 *   per SSD -> 7680 GB SSDs (95 %: 7296 GB each), 12 copies per SSD, 608000000000 bytes per copy.
 */
import { FormulaError, Value } from "../../formula";

export const MCDB_HDD_PER_SSD = 3;
export const MCDB_SSD_USE = 0.95;
export const MCDB_PERCENT_DEFAULT = 10;
export const SSD_SIZES_GB: readonly number[] = [960, 1920, 3840, 7680, 15360, 30720];

export interface MetaCacheSizing {
  readonly ssdsPerServer: number;
  readonly ssdCapacityGB: number;
  readonly ssdCapacityGiven: boolean;
  readonly percentOfHdd: number;
  readonly mcdbNeededGBPerServer: number;
  readonly mcdbCapacityGBPerServer: number;
  readonly copiesPerSsd: number;
  readonly metaCacheDatabaseMaxCapacityInBytes: number;
  /** Disk slots per server: HDDs and SSDs. */
  readonly slotsPerServer: number;
  /** MetaCacheDatabaseVolumesPerServer, the DAG's setting: the SSDs per server. */
  readonly metaCacheDatabaseVolumesPerServer: number;
  /** False when the given SSDs cannot hold the MCDB the percentage asks. */
  readonly ssdLargeEnough: boolean;
  readonly rule: string;
}

/** The rule in words, as the report and deploy's files print it. */
export function metaCacheRule(percent: number): string {
  return `SSDs = ROUNDUP(HDDs / 3) (Preferred Architecture 2019, 3 HDD : 1 SSD); MCDB = ${percent} % of the HDD capacity (${percent === MCDB_PERCENT_DEFAULT ? "the Preferred Architecture's 5-10 %, its upper end: does not undersize; MetaCacheDatabase setup says 5-6 % is enough" : "as given"}); 95 % of each SSD used (MetaCacheDatabase setup); cache per copy = SSD x 95 % / copies per SSD (derived by ExSize: Manage-MetaCacheDatabase.ps1's formula is not public)`;
}

/** The MetaCacheSizing of the steps' values, or undefined where metaCache.applies is not TRUE. */
export function metaCacheFromCells(
  cells: ReadonlyMap<string, Value | FormulaError>
): MetaCacheSizing | undefined {
  if (cells.get("metaCache.applies") !== true) return undefined;
  const get = (k: string): Value => {
    const v = cells.get(`metaCache.${k}`);
    if (v === undefined || v instanceof FormulaError)
      throw new Error(
        `the MetaCache step metaCache.${k} gives ${v instanceof FormulaError ? v.excelError : "nothing"}`
      );
    return v;
  };
  const n = (k: string) => get(k) as number;
  return {
    ssdsPerServer: n("ssdsPerServer"),
    ssdCapacityGB: n("ssdCapacityGB"),
    ssdCapacityGiven: get("ssdCapacityGiven") === true,
    percentOfHdd: n("percentOfHdd"),
    mcdbNeededGBPerServer: n("mcdbNeededGBPerServer"),
    mcdbCapacityGBPerServer: n("mcdbCapacityGBPerServer"),
    copiesPerSsd: n("copiesPerSsd"),
    metaCacheDatabaseMaxCapacityInBytes: n("metaCacheDatabaseMaxCapacityInBytes"),
    slotsPerServer: n("slotsPerServer"),
    metaCacheDatabaseVolumesPerServer: n("metaCacheDatabaseVolumesPerServer"),
    ssdLargeEnough: get("ssdLargeEnough") === true,
    rule: metaCacheRule(n("percentOfHdd")),
  };
}
