import { Expr, Step, f } from "../../formula";
import { stepFamily } from "../stepFamily";
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
  const r = rows(tiers);
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
    ...r.cachePages("C"),
    ...r.casRoleMemoryGB("C"),
    ...r.calculatedServerRamGB("C"),
    ...r.itemsPerServerActive("C"),
    ...r.itemsPerServerPassive("C"),
    ...r.contentIndexingMemoryGB("C"),
    ...r.calculatedServerRamTotalGB("C"),
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
    ...r.cachePages("I"),
    ...r.itemsPerServerActive("I"),
    ...r.itemsPerServerPassive("I"),
    ...r.contentIndexingMemoryGB("I"),
    ...r.casRoleMemoryGB("I"),
    ...r.calculatedServerRamGB("I"),
    ...r.calculatedServerRamTotalGB("I"),
    row`serverRamConfigurationGBSecondary | Total Server RAM Configuration | GB | Role Requirements!I141
      ${inSecondary(
        f`MAX(
          IF(
            ${ramSize("calculatedServerRamTotalGBSecondary")}<serverRamConfigurationGB,
            serverRamConfigurationGB,
            ${ramSize("calculatedServerRamTotalGBSecondary")}
          ),
          8
        )`
      )}`,
    row`databaseCacheAvailablePerMailboxMB | Available Database Cache / Mailbox | MB | Role Requirements!C245
      IF(NOT(validationError),actualDatabaseCachePerMailboxMB,"--")`,
    ...perServerRow({
      key: "ramRecommendedGB",
      label: "Recommended RAM Configuration",
      unit: "GB",
      cells: "Role Requirements!C253:D253",
      shown: {
        C: f`NOT(validationError)`,
        D: f`AND(
          highAvailability="Yes",siteResilience="Yes",haCopiesSecondary<>0,NOT(validationError))`,
      },
      formula: (n) => f`${n("serverRamConfigurationGB")}`,
    })(),
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
 * The memory rows the calculator writes for both datacenters, one family each: the primary's cell in
 * column C, the secondary's in column I (rows of its own), its formula the primary's over the secondary's
 * names, shown only where the secondary datacenter has servers and the design is valid, else "--".
 */
function rows(tiers: number) {
  const itemsPerDatabase = tierSum(
    tiers,
    (i) => f`tier${i}.mailboxesPerDatabase*tier${i}.mailboxSizeOnDiskMB/tier${i}.avgMessageKB`
  );
  const memoryRow = (r: {
    key: string;
    label: string;
    unit: string;
    /** The row of the primary's cell (column C) and of the secondary's (column I). */
    rows: readonly [number, number];
    formula: (n: (name: string) => string) => Expr;
  }) =>
    stepFamily(DATACENTERS, `Role Requirements!C${r.rows[0]}, I${r.rows[1]}`, (dc) => {
      const x = r.formula((name) => name + dc.suffix);
      return row`${r.key}${dc.suffix} | ${r.label} | ${r.unit} | Role Requirements!${dc.id}${r.rows[dc.id === "C" ? 0 : 1]}
        ${dc.id === "C" ? x : inSecondary(x)}`;
    });
  return {
    cachePages: memoryRow({
      key: "cachePages",
      label: "Cache Pages",
      unit: "pages",
      rows: [135, 134],
      formula: (n) => f`${n("minimumDatabaseCacheMemoryGB")}*1024*1024*1024/32768`,
    }),
    casRoleMemoryGB: memoryRow({
      key: "casRoleMemoryGB",
      label: "Estimated Amount of Memory Required for CAS Role",
      unit: "GB",
      rows: [140, 139],
      formula: (n) =>
        f`IF(
          ${n("megacyclesPerCore")}<>0,
          ROUND(
            2
            +${n("casMegacycles")}.worstFailure/${n("serverAvailableMegacycles")}
              *${n("coresPerServer")}*2,
            0),
          ${n("coresPerServer")}*2*0.2+2)`,
    }),
    calculatedServerRamGB: memoryRow({
      key: "calculatedServerRamGB",
      label: "Calculated Amount of Server RAM",
      unit: "GB",
      rows: [138, 138],
      // both datacenters take the primary's minimum by database copies (C133)
      formula: (n) =>
        f`MAX(
          minimumRequiredMemoryGB,
          100*${n("cachePages")}*32768/25/1024/1024/1024
          +IF(multiRole="Yes",${n("casRoleMemoryGB")},0)
        )`,
    }),
    itemsPerServerActive: memoryRow({
      key: "itemsPerServerActive",
      label: "Items per Server (Active)",
      unit: "items",
      rows: [105, 135],
      formula: (n) => f`${itemsPerDatabase}*${n("databasesUsedInMemorySizing")}`,
    }),
    itemsPerServerPassive: memoryRow({
      key: "itemsPerServerPassive",
      label: "Items per Server (Passive)",
      unit: "items",
      rows: [106, 136],
      formula: (n) =>
        f`${itemsPerDatabase}*(databaseCopiesPerServerTotal-${n("databasesUsedInMemorySizing")})`,
    }),
    contentIndexingMemoryGB: memoryRow({
      key: "contentIndexingMemoryGB",
      label: "Estimated Amount of Memory Required for Content Indexing",
      unit: "GB",
      rows: [139, 137],
      formula: (n) =>
        f`7+(${n("itemsPerServerActive")}*110+${n("itemsPerServerPassive")}*24)/1073741824`,
    }),
    calculatedServerRamTotalGB: memoryRow({
      key: "calculatedServerRamTotalGB",
      label: "Calculated Amount of Server RAM (Total)",
      unit: "GB",
      rows: [141, 140],
      formula: (n) =>
        f`IF(
          0.25*${n("calculatedServerRamGB")}+${n("contentIndexingMemoryGB")}
          >${n("calculatedServerRamGB")},
          ${n("calculatedServerRamGB")}+${n("contentIndexingMemoryGB")},
          ${n("calculatedServerRamGB")})`,
    }),
  };
}
