import { Expr, Step, f } from "../../formula";
import { minimumMemoryByCopies, perServerRow, tierSum } from "./build";
import { row } from "../stepRow";

/**
 * Recommended RAM per server (E2013Calcv7.6, Role Requirements!C133:C144 primary, I133:I141 secondary,
 * C253:D253): the larger of the minimum RAM by database copies per server (Tables!A16:C21) and the ESE
 * cache (mailboxes / database x databases used in memory sizing x DB cache / mailbox) held as 25 % of
 * RAM, plus the CAS memory when multi-role, plus content-index memory when it exceeds a quarter of that;
 * rounded up to 2, 4, 8, 16 or 32 GB steps (at least 8 GB). Unit: GB.
 * Example (cases.json "example"): 30 GB cache -> 120 GB + 8.4 GB CAS = 128.4 GB -> 160 GB.
 */
export function memorySteps(tiers: number): Step[] {
  const r = rows(tiers, DATACENTERS[1]);
  /** The ESE cache of a server holding `databases` databases: sum over tiers of mailboxes x MB, in GB. */
  const cacheGB = (databases: string) =>
    tierSum(
      tiers,
      (i) => f`tier${i}.mailboxesPerDatabase*${databases}*tier${i}.dbCachePerMailboxMB/1024`
    );
  /** Without high availability: each server's share of the DAG's mailboxes. */
  const standaloneCacheGB = tierSum(
    tiers,
    (i) => f`tier${i}.mailboxes/exchangeServersPerDag*tier${i}.dbCachePerMailboxMB/1024`
  );
  // the secondary's RAM configuration, which I141 reads twice
  const ramSecondary = ramSize("calculatedServerRamTotalGBSecondary");
  return [
    row`minimumRequiredMemoryGB | Minimum Required Memory | GB | Role Requirements!C133
      ${minimumMemoryByCopies(
        f`IF(highAvailability="Yes",databaseCopiesPerServerTotal,recommendedDatabaseCount)`
      )}`,
    row`minimumDatabaseCacheMemoryGB | Minimum ESE Database Cache Required Memory (Mailboxes) | GB | Role Requirements!C134
      IF(
        highAvailability="Yes",
        ROUNDUP(${cacheGB("databasesUsedInMemorySizing")},0),
        ROUNDUP(${standaloneCacheGB},0))`,
    // the primary's rows C134:C141, in the order rows() writes them
    ...Object.values(rows(tiers, DATACENTERS[0])),
    row`serverRamConfigurationGB | Total Server RAM Configuration | GB | Role Requirements!C142
      MAX(${ramSize("calculatedServerRamTotalGB")},8)`,
    row`databaseCacheSizeGB | Calculated ESE Database Cache Size Based on Server Memory | GB | Role Requirements!C143
      serverRamConfigurationGB*0.25`,
    row`actualDatabaseCachePerMailboxMB | Actual DB Cache / Mailbox | MB | Role Requirements!C104
      databaseCacheSizeGB/databasesUsedInMemorySizing*1/recommendedMailboxesPerDatabase*1024`,
    row`minimumDatabaseCacheMemoryGBSecondary | Minimum DB Cache Required Memory (Mailboxes) | GB | Role Requirements!I133
      ${inSecondary(
        f`ROUNDUP(${cacheGB("databasesUsedInMemorySizingSecondary")},0)`,
        "databasesUsedInMemorySizingSecondary"
      )}`,
    ...[
      r.cachePages,
      r.itemsPerServerActive,
      r.itemsPerServerPassive,
      r.contentIndexingMemoryGB,
      r.casRoleMemoryGB,
      r.calculatedServerRamGB,
      r.calculatedServerRamTotalGB,
    ].map((s) => ({ ...s, formula: inSecondary(s.formula) })),
    row`serverRamConfigurationGBSecondary | Total Server RAM Configuration | GB | Role Requirements!I141
      ${inSecondary(
        f`MAX(
          IF(${ramSecondary}<serverRamConfigurationGB,serverRamConfigurationGB,${ramSecondary}),
          8)`
      )}`,
    row`databaseCacheAvailablePerMailboxMB | Available Database Cache / Mailbox | MB | Role Requirements!C245
      IF(NOT(validationError),actualDatabaseCachePerMailboxMB,"--")`,
    ...perServerRow(
      "Role Requirements!C253:D253",
      {
        C: f`NOT(validationError)`,
        D: f`AND(
          highAvailability="Yes",siteResilience="Yes",haCopiesSecondary<>0,NOT(validationError))`,
      },
      (dc) =>
        row`ramRecommendedGB${dc.suffix} | Recommended RAM Configuration${dc.words} | GB | ${dc.cell}
          serverRamConfigurationGB${dc.suffix}`
    )(),
  ];
}

/**
 * The calculator's RAM configuration for a calculated RAM (Role Requirements!C142, I141): rounded up to
 * 32 GB steps from 64 GB, 16 from 32, 8 from 16, 4 from 4, else 2. Example: 128.4 GB -> 160 GB.
 */
function ramSize(gb: string): Expr {
  return f`IF(
    ${gb}>=64,
    CEILING(${gb},32),
    IF(
      ${gb}>=32,
      CEILING(${gb},16),
      IF(${gb}>=16,CEILING(${gb},8),IF(${gb}>=4,CEILING(${gb},4),CEILING(${gb},2))))
  )`;
}

/**
 * A secondary datacenter's memory cell (Role Requirements column I): `x` where the secondary datacenter
 * has servers, site resilience is on, the design is valid and `databases` (the active databases after
 * site activation; I133: the databases used in memory sizing there) is not "--", else "--".
 */
function inSecondary(x: Expr, databases = "activeDatabasesAfterSiteActivation"): Expr {
  return f`IF(
    AND(
      OR(activeServersDc2<>0,drServersDc2>0),siteResilience="Yes",NOT(validationError),
      ${databases}<>"--"),
    ${x},
    "--")`;
}

/**
 * The primary datacenter's servers (Role Requirements column C) and the secondary's (column I), with
 * the suffix of their names ("cachePagesSecondary").
 */
const DATACENTERS = [
  { id: "C", column: "C", suffix: "" },
  { id: "I", column: "I", suffix: "Secondary" },
] as const;

/**
 * The memory rows the calculator writes for both datacenters, each written once over the datacenter
 * `dc` (as tierSteps over the tier): the primary's cell in column C, the secondary's in column I (rows
 * of its own: `cell(primary row, secondary row)`), its formula the primary's over the secondary's
 * names (cachePages${dc.suffix} is cachePagesSecondary in column I); memorySteps shows the secondary's
 * only where the secondary datacenter has servers and the design is valid, else "--" (inSecondary).
 */
function rows(tiers: number, dc: (typeof DATACENTERS)[number]) {
  const cell = (primary: number, secondary: number) =>
    `Role Requirements!${dc.column}${dc.id === "C" ? primary : secondary}`;
  const itemsPerDatabase = tierSum(
    tiers,
    (i) => f`tier${i}.mailboxesPerDatabase*tier${i}.mailboxSizeOnDiskMB/tier${i}.avgMessageKB`
  );
  return {
    cachePages: row`cachePages${dc.suffix} | Cache Pages | pages | ${cell(135, 134)}
      minimumDatabaseCacheMemoryGB${dc.suffix}*1024*1024*1024/32768`,
    casRoleMemoryGB: row`casRoleMemoryGB${dc.suffix} | Estimated Amount of Memory Required for CAS Role | GB | ${cell(140, 139)}
      IF(
        megacyclesPerCore${dc.suffix}<>0,
        ROUND(
          2
          +casMegacycles${dc.suffix}.worstFailure/serverAvailableMegacycles${dc.suffix}
            *coresPerServer${dc.suffix}*2,
          0),
        coresPerServer${dc.suffix}*2*0.2+2)`,
    // both datacenters take the primary's minimum by database copies (C133)
    calculatedServerRamGB: row`calculatedServerRamGB${dc.suffix} | Calculated Amount of Server RAM | GB | ${cell(138, 138)}
      MAX(
        minimumRequiredMemoryGB,
        100*cachePages${dc.suffix}*32768/25/1024/1024/1024
        +IF(multiRole="Yes",casRoleMemoryGB${dc.suffix},0)
      )`,
    itemsPerServerActive: row`itemsPerServerActive${dc.suffix} | Items per Server (Active) | items | ${cell(105, 135)}
      ${itemsPerDatabase}*databasesUsedInMemorySizing${dc.suffix}`,
    itemsPerServerPassive: row`itemsPerServerPassive${dc.suffix} | Items per Server (Passive) | items | ${cell(106, 136)}
      ${itemsPerDatabase}*(databaseCopiesPerServerTotal-databasesUsedInMemorySizing${dc.suffix})`,
    contentIndexingMemoryGB: row`contentIndexingMemoryGB${dc.suffix} | Estimated Amount of Memory Required for Content Indexing | GB | ${cell(139, 137)}
      7+(itemsPerServerActive${dc.suffix}*110+itemsPerServerPassive${dc.suffix}*24)/1073741824`,
    calculatedServerRamTotalGB: row`calculatedServerRamTotalGB${dc.suffix} | Calculated Amount of Server RAM (Total) | GB | ${cell(141, 140)}
      IF(
        0.25*calculatedServerRamGB${dc.suffix}+contentIndexingMemoryGB${dc.suffix}
        >calculatedServerRamGB${dc.suffix},
        calculatedServerRamGB${dc.suffix}+contentIndexingMemoryGB${dc.suffix},
        calculatedServerRamGB${dc.suffix})`,
  };
}
