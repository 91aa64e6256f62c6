import { Expr, Operand, Step, and, lookup, f } from "../../formula";
import { Column, stepFamily } from "../stepFamily";
import { ceiling, jbodRefused, numberOr0 } from "./helpers";
import { row } from "../stepRow";
import { copies, sharedLogArchitecture, valid } from "./architecture";
import { DISK_TYPES } from "../scenario/diskTables";

/**
 * Storage Design (E2013Calcv7.6): disks per server for RAID and for JBOD, per datacenter, per DAG and in
 * the environment. Runs after volumeSteps().
 *
 * RAID (rows 72-138, 164-165, 194): the database(+log) disks are the larger of the disks for IOPS and
 * for capacity in RAID-1/0 or RAID-5, whichever needs fewer (RAID-5 refused for 7.2K and slower disks);
 * the log disks (isolated logs only) in RAID-1/0; the restore volume in RAID-5. The RAID inputs the
 * scenario does not map keep the example's values (Storage Design C17:C28, F17:F20): RAID-1/0 1+1,
 * RAID-5 5+1, restore RAID-5 2+1, rebuild overhead 35% (RAID-1/0) and 50% (RAID-5), no RAID override.
 * JBOD (rows 143-186, 197): one disk per database(+log) volume when a volume fits a disk and its IOPS
 * stay within the disk's random IOPS, one for the restore volume, plus the AutoReseed spares.
 * Example (the calculator's example, JBOD): 10 volumes + 1 restore + 1 AutoReseed = 12 disks / server
 * (Storage Design!C197), 48 / DAG, 96 in the environment.
 */

/**
 * RAID-1/0 1+1 and RAID-5 5+1 (tblRAID10Types, TblRAID5Types: capacity disks, parity disks, total), each
 * with the write penalty its disks-for-IOPS rows write (2, 4) and its rebuild overhead (35%, 50%).
 */
const R10 = { data: 1, parity: 1, total: 2, penalty: 2, rebuild: 0.35 };
const R5 = { data: 5, parity: 1, total: 6, penalty: 4, rebuild: 0.5 };
/** The restore volume's RAID-5 group, 2+1 (Storage Design F18). */
const RL_R5 = { data: 2, parity: 1 };
/** Storage Design C74: RAID-5 and RAID-6 are refused for 5.2K, 5.4K, 5.9K and 7.2K spindles (LEFT(type,4)). */
const DISK_SLOW = DISK_TYPES.map((t) => ["7.2K", "5.2K", "5.4K", "5.9K"].includes(t.slice(0, 4)));

/** CEILING(n, data) + CEILING(n, data) / data x parity: whole RAID groups for n capacity disks. */
const raidGroups = (n: Operand, g: { data: number; parity: number }): Expr =>
  f`${ceiling(n, g.data)}+${ceiling(n, g.data)}/${g.data}*${g.parity}`;
/**
 * The disks for IOPS in groups `g` (Storage Design rows 73, 74; the logs' 84, 85): CEILING(ROUNDUP((reads
 * + penalty x writes) / (1 - rebuild) / the IOPS of a disk, 0), disks a group).
 */
const raidForIops = (g: typeof R10, reads: string, writes: string, diskIops: Operand) =>
  ceiling(f`ROUNDUP((${reads}+${g.penalty}*${writes})/${1 - g.rebuild}/${diskIops},0)`, g.total);
/** The larger of two disk counts as the calculator writes it (Storage Design C133): IF(a<b,b,a). */
const larger = (a: string, b: string) => f`IF(${a}<${b},${b},${a})`;
/** A server's database reads and writes a second (Role Requirements). */
const DB_READS = "dbReadTransfersPerSecondPerServer";
const DB_WRITES = "dbWriteTransfersPerSecondPerServer";
const anyJbod = f`OR(
  preferredStorageArchitecturePrimaryDatacenter="JBOD",
  preferredStorageArchitectureSecondDatacenter="JBOD",
  preferredStorageArchitectureLaggedCopyServer="JBOD")`;
const jbodUsableAny = f`OR(
  jbodUsablePrimary="Yes",jbodUsableSecondary="Yes",jbodUsableLagged="Yes")`;
const raidUsableAny = f`OR(
  raidUsablePrimary="Yes",raidUsableSecondary="Yes",raidUsableLagged="Yes")`;
const aaSingle = f`AND(
  input.highAvailability="Yes",input.siteResilience="Yes",
  input.siteResilienceModel="Active/Active (Single DAG)")`;

/** The disk figures of one datacenter's servers: suffix "" (primary, column C) or "Secondary" (column D). */
function datacenterSteps(dc: "" | "Secondary"): Step[] {
  const col = dc === "" ? "C" : "D";
  const k = (name: string) => name + dc;
  const n = dc === "" ? 1 : 2;
  const cap = `dbForDiskCap${n}`;
  const iops = `randDbDiskIo${n}`;
  const logCap = `logForDiskCap${n}`;
  const resCap = `resDiskForCap${n}`;
  const formatted = (role: "Log" | "Restore") =>
    f`IF(
      input.diskCapacityDc${n}${role}="--",
      0,
      NUMBERIN(input.diskCapacityDc${n}${role}," GB")*1000*1000*1000/1024/1024/1024)`;
  const sd = (sheetRow: number) => `Storage Design!${col}${sheetRow}`;
  const jbodRow = dc === "" ? 182 : 186;
  const ifDbDisksFit = (disks: string) =>
    f`IF(${k("jbodDbDisks")}="Insufficient Disk Capacity",0,${disks})`;
  return [
    row`${logCap} | Log disk formatted capacity | GB | ${sd(53)} (LogForDiskCap${n}, row 52 from tblDiskCapacity)
      ${formatted("Log")}`,
    row`${resCap} | Restore volume disk formatted capacity | GB | ${sd(59)} (ResDiskForCap${n}, row 58)
      ${formatted("Restore")}`,
    // RAID: database(+log) disks
    row`${k("raidDbDisksForCapacity")} | Number of DB(+Log) Disks (Capacity) | disks | ${sd(76)}
      ROUNDUP(databaseVolumeSpacePerServerGB/${cap},0)`,
    row`${k("raid10DbDisksForIops")} | RAID-1/0 Number of DB(+Log) Disks (Performance) | disks | ${sd(73)}
      ${raidForIops(R10, DB_READS, DB_WRITES, iops)}`,
    row`${k("raid10DbDisksForCapacity")} | RAID-1/0 Number of DB(+Log) Disks (Capacity) | disks | ${sd(77)}
      ${raidGroups(k("raidDbDisksForCapacity"), R10)}`,
    row`${k("raid5DbDisksForIops")} | RAID-5 Number of DB(+Log) Disks (Performance) | disks | ${sd(74)}
      IF(
        ${lookup(`input.diskTypeDc${n}DatabaseLog`, DISK_TYPES, DISK_SLOW)},
        "--",
        ${raidForIops(R5, DB_READS, DB_WRITES, iops)})`,
    row`${k("raid5DbDisksForCapacity")} | RAID-5 Number of DB(+Log) Disks (Capacity) | disks | ${sd(78)}
      ${raidGroups(k("raidDbDisksForCapacity"), R5)}`,
    row.noted(
      'Excel\'s comparison puts the text "--" (RAID-5 refused) above every number, so RAID-1/0 is then chosen.'
    )`${k("raidDbConfiguration")} | Database(+Log) RAID Configuration | RAID level | ${sd(133)}
      IF(
        ${larger(k("raid10DbDisksForIops"), k("raid10DbDisksForCapacity"))}
        <=${larger(k("raid5DbDisksForIops"), k("raid5DbDisksForCapacity"))},
        "RAID-1/0",
        "RAID-5")`,
    row`${k("raidDbDisks")} | Database(+Log) Number of Disks | disks | ${sd(134)}
      IF(
        ${k("raidDbConfiguration")}="RAID-1/0",
        MAX(${k("raid10DbDisksForIops")},${k("raid10DbDisksForCapacity")}),
        MAX(${k("raid5DbDisksForIops")},${k("raid5DbDisksForCapacity")}))`,
    // RAID: log disks (isolated logs only)
    row`${k("raidLogDisksForCapacity")} | Number of Log Disks (Capacity) | disks | ${sd(83)}
      IF(${sharedLogArchitecture()},0,ROUNDUP(logVolumeSpacePerServerGB/${logCap},0))`,
    row`${k("raidLogDisks")} | Log Number of Disks (RAID-1/0) | disks | ${sd(136)} (rows 84, 85; sequential IOPS 300 for every disk type)
      IF(
        ${sharedLogArchitecture()},
        0,
        MAX(
          ${raidGroups(k("raidLogDisksForCapacity"), R10)},
          ${raidForIops(R10, "logReadTransfersPerSecondServer", "logWriteTransfersPerSecondServer", 300)}
        )
      )`,
    // RAID: restore volume
    row`${k("raidRestoreDisks")} | Restore Volume Number of Disks (RAID-5 2+1) | disks | ${sd(138)} (rows 88, 90)
      IF(
        input.dedicatedRestoreVolume="Yes",
        ${raidGroups(f`ROUNDUP(restoreVolumeSizeGB/${resCap},0)`, RL_R5)},
        0)`,
    // JBOD
    row`${k("jbodVolumeFitsDisk")} | JBOD: the volume fits one disk | TRUE/FALSE | ${sd(143)}
      AND(${sharedLogArchitecture()},databaseVolumeSizeGB<=${cap})`,
    row.noted(
      "The left side of row 144's comparison (\"--\" where row 143 finds the volume larger than the disk, as row 144 is): one JBOD disk holds one volume's database copies."
    )`${k("jbodDiskIops")} | JBOD: IOPS of the database copies on one disk | IOPS | ${sd(144)} (ROUND(BaseTotIOPS/TotNumDBCopiesServer x databases per volume, 0), compared with ${sd(48)})
      IF(
        ${k("jbodVolumeFitsDisk")},
        ROUND(
          (dbReadTransfersPerSecondPerServer+dbWriteTransfersPerSecondPerServer)/${copies}
          *IF(volumeArchitecture="Multiple DBs / Volume",recommendedDatabasesPerVolume,1),
          0),
        "--")`,
    row`${k("jbodDisksPerServerDb")} | JBOD: database+log disks (OptJBODDisksConfig) | disks | ${sd(145)} (row 144)
      IF(
        OR(input.jbod="No",databaseAndLogIsolationConfigured="Yes"),
        "--",
        IF(
          AND(NOT(${k("jbodVolumeFitsDisk")}),${sharedLogArchitecture()}),
          "Insufficient Disk Capacity",
          IF(
            AND(${k("jbodVolumeFitsDisk")},${k("jbodDiskIops")}<=${iops}),
            IF(volumeArchitecture="1 Volume / DB",${copies},databaseVolumesCalculated),
            "Insufficient Disk IO Capacity")
        )
      )`,
    row.noted(
      'Without a restore volume row 146 is FALSE and the calculator writes "Insufficient Disk Capacity", which SUM ignores.'
    )`${k("jbodRestoreDisks")} | JBOD: restore volume disks | disks | Storage Design!C${dc === "" ? 149 : 150} (row 146)
      IF(
        AND(input.jbod="Yes",${sharedLogArchitecture()}),
        IF(
          AND(input.dedicatedRestoreVolume="Yes",restoreVolumeSizeGB<=${resCap}),
          1,
          "Insufficient Disk Capacity"),
        "--")`,
    row.noted(
      'The disk\'s capacity and type ("4000 GB / 7.2K RPM SAS 3.5\\"", Storage Design D149 / D150, which the VLOOKUP of C181 always finds: its key column holds C145 itself), or why JBOD cannot be used.'
    )`${k("jbodDiskStatus")} | JBOD Disk Capacity / Type, or why JBOD cannot be used | text | ${sd(dc === "" ? 181 : 185)}
      ${secondaryIfSiteResilient(
        dc,
        f`IF(
          ${sharedLogArchitecture()},
          IF(
            input.jbod="Yes",
            IF(
              ${anyJbod},
              IF(
                input.diskCapacityDc${n}DatabaseLog<>"--",
                input.diskCapacityDc${n}DatabaseLog&" / "&input.diskTypeDc${n}DatabaseLog,
                "--"
              ),
              IF(
                AND(input.highAvailability="Yes",input.haCopies<3),
                "Insufficient Database Copies",
                "RAID Required"
              )
            ),
            "RAID Required"
          ),
          "Incorrect Volume Architecture"
        )`,
        '"--"'
      )}`,
    // Storage Design C182:E182 (Datacenter 2: C186:E186): the JBOD disks of a server, "--" where JBOD
    // lacks copies, the design is rejected or (Datacenter 2) not site resilient; E also needs JBOD on.
    // The restore (D) and AutoReseed (E) volumes take none when the database disks do not fit.
    ...stepFamily(
      (
        [
          ["DbDisks", "C", "Database+Log", k("jbodDisksPerServerDb")],
          ["RestoreVolumeDisks", "D", "Restore Volume", k("jbodRestoreDisks")],
          ["AutoReseedDisks", "E", "AutoReseed Volume", "autoReseedVolumesEffective"],
        ] as const
      ).map(([id, column, words, disks]) => ({ id, column, words, disks })),
      `Storage Design!C${jbodRow}:E${jbodRow}`,
      (c) => {
        const shown = and(
          ...(c.column === "E" ? [f`input.jbod="Yes"`] : []),
          f`${k("jbodDiskStatus")}<>"Insufficient Database Copies"`,
          valid,
          ...(dc === "" ? [] : [f`input.highAvailability="Yes"`, f`input.siteResilience="Yes"`])
        );
        return row`jbod${c.id}${dc} | JBOD Optimal Number of Disks: ${c.words} | disks | ${c.cell}
          IF(${shown},${c.column === "C" ? c.disks : ifDbDisksFit(c.disks)},"--")`;
      }
    )(),
  ];
}

/**
 * A secondary datacenter's figure is `otherwise` unless the design is HA and site resilient: its JBOD
 * status "--" (Storage Design C185), its RAID disks 0 (C170:E170).
 */
const secondaryIfSiteResilient = (dc: "" | "Secondary", x: Expr, otherwise: Operand) =>
  dc === ""
    ? x
    : f`IF(AND(input.highAvailability="Yes",input.siteResilience="Yes"),${x},${otherwise})`;

const jbodSum = (dc: "" | "Secondary") =>
  f`${numberOr0("jbodDbDisks" + dc)}+${numberOr0("jbodRestoreVolumeDisks" + dc)}
  +${numberOr0("jbodAutoReseedDisks" + dc)}`;
const statusOk = (dc: "" | "Secondary") => f`NOT(${jbodRefused("jbodDiskStatus" + dc)})`;

/**
 * The storage architecture choice (Storage Design C191) as the disk counts of rows 194 and 197 test it,
 * each branch the count in that case: as calculated where `used` holds, entirely on RAID, entirely on
 * JBOD where some servers' JBOD is usable and the datacenter's JBOD status is a disk, else `other`.
 */
const byChoice = (
  dc: "" | "Secondary",
  used: Expr,
  calculated: Operand,
  raid: Operand,
  jbod: Operand,
  other: Operand
) =>
  f`IF(
    AND(input.storageArchitectureChoice="As Calculated",${used}),
    ${calculated},
    IF(
      input.storageArchitectureChoice="Entirely on RAID",
      ${raid},
      IF(
        AND(input.storageArchitectureChoice="Entirely on JBOD",${jbodUsableAny},${statusOk(dc)}),
        ${jbod},
        ${other})
    )
  )`;

/** The calculator's three kinds of servers in Storage Design's columns C, D and E. */
interface ServerKind extends Column {
  /** The names' part ("jbodUsableLagged") and the label's words. */
  readonly id: "Primary" | "Secondary" | "Lagged";
  readonly words: string;
  /** The architecture preferred for these servers (Storage Design row 157). */
  readonly preferred: string;
  /** The datacenter whose JBOD status these servers read. */
  readonly dc: "" | "Secondary";
}
const SERVER_KINDS: readonly ServerKind[] = (
  [
    ["Primary", "C", "Primary Datacenter Servers", "PrimaryDatacenter", ""],
    ["Secondary", "D", "Secondary Datacenter Servers", "SecondDatacenter", "Secondary"],
    ["Lagged", "E", "Lagged Copy Servers", "LaggedCopyServer", ""],
  ] as const
).map(([id, column, words, servers, dc]) => ({
  id,
  column,
  words,
  preferred: `preferredStorageArchitecture${servers}`,
  dc,
}));
/**
 * A row over the three kinds of servers: the primary's (C) shows `x` when `primaryWhen` holds, the
 * others' (D, E) when their preferred architecture is not "--"; else "--".
 */
const byServerKind = (c: ServerKind, primaryWhen: Expr, x: Expr) =>
  c.column === "C" ? f`IF(${primaryWhen},${x},"--")` : f`IF(${c.preferred}="--","--",${x})`;

/** Storage Design C178:E178: JBOD usable for the kind's servers ("Yes", "No", "--"). */
const jbodUsable = stepFamily(SERVER_KINDS, "Storage Design!C178:E178", (c) => {
  const usable = f`IF(AND(${c.preferred}="JBOD",${statusOk(c.dc)}),"Yes","No")`;
  return row`jbodUsable${c.id} | JBOD Storage Architecture Useable? ${c.words} | Yes/No/-- | ${c.cell}
    ${byServerKind(c, f`AND(input.highAvailability="Yes",${valid})`, usable)}`;
});

/** Storage Design C160:E160: RAID used for the kind's servers ("Yes", "No", "--"). */
const raidUsable = stepFamily(SERVER_KINDS, "Storage Design!C160:E160", (c) => {
  const used = f`IF(OR(${c.preferred}="RAID",jbodUsable${c.id}="No"),"Yes","No")`;
  return row`raidUsable${c.id} | RAID Storage Architecture: ${c.words} | Yes/No/-- | ${c.cell}
    ${byServerKind(c, valid, used)}`;
});

/**
 * A Datacenter 1 server (Storage Design column C) and a Datacenter 2 server (D), with what makes each
 * column's RAID (row 194) and JBOD (row 197) disks count: the calculator's C and D test different servers.
 */
const DATACENTER_SERVERS = [
  {
    id: "" as const,
    column: "C",
    n: 1,
    jbodUsed: jbodUsableAny,
    raidUsed: f`OR(
      raidUsablePrimary="Yes",AND(raidUsableLagged="Yes",numberOfLaggedCopiesPerDagInDc1>0))`,
  },
  {
    id: "Secondary" as const,
    column: "D",
    n: 2,
    jbodUsed: f`OR(jbodUsableSecondary="Yes",jbodUsableLagged="Yes")`,
    raidUsed: f`OR(
      raidUsablePrimary="Yes",raidUsableSecondary="Yes",
      AND(raidUsableLagged="Yes",numberOfLaggedCopiesPerDagInDc2>0))`,
  },
];

/**
 * Storage Design C194:D194: the RAID disks of a Datacenter 1 (C) or Datacenter 2 (D) server. The
 * columns differ in which servers' RAID counts: D's also when the secondary's servers use RAID.
 */
const disksPerServerRaid = stepFamily(
  DATACENTER_SERVERS,
  "Storage Design!C194:D194",
  ({ id: dc, n, cell, raidUsed }) => {
    // the RAID disks of one server (Storage Design C165:E165 / C170:E170)
    const disks = secondaryIfSiteResilient(
      dc,
      f`raidDbDisks${dc}+raidLogDisks${dc}+raidRestoreDisks${dc}`,
      0
    );
    const other = f`IF(input.highAvailability="Yes",0,${disks})`;
    return row`disksPerServerRaid${dc} | RAID Storage Configuration: Total Number of Disks Required / Datacenter ${n} Server | disks / server | ${cell}
      IF(${valid},${byChoice(dc, raidUsed, disks, disks, 0, other)},0)`;
  }
);

/** Storage Design C197:D197: the JBOD disks of a Datacenter 1 (C) or Datacenter 2 (D) server. */
const disksPerServerJbod = stepFamily(
  DATACENTER_SERVERS,
  "Storage Design!C197:D197",
  ({ id: dc, column, n, cell, jbodUsed }) =>
    row.noted(
      column === "C"
        ? 'SUM over the three JBOD cells ignores the texts ("--", "Insufficient Disk Capacity") some of them hold.'
        : ""
    )`disksPerServerJbod${dc} | JBOD Storage Configuration: Total Number of Disks Required / Datacenter ${n} Server | disks / server | ${cell}
      ${byChoice(dc, jbodUsed, jbodSum(dc), 0, jbodSum(dc), 0)}`
);

/** Storage Design C194 + C197 (D194 + D197): all the disks of a server. */
const disksPerServer = stepFamily(
  DATACENTER_SERVERS,
  "Storage Design!C194 + C197, D194 + D197",
  ({ id: dc, n, column }) =>
    row`disksPerServer${dc} | Total Number of Disks Required / Datacenter ${n} Server | disks / server | Storage Design!${column}194 + ${column}197
      disksPerServerRaid${dc}+disksPerServerJbod${dc}`
);

/**
 * The Datacenter 1 (Storage Design column E) and Datacenter 2 (F) parts of a DAG: its kinds of servers in
 * the order the calculator adds them (its own first: E active, lagged, DR; F DR, lagged, active). The
 * third kind counts on a single DAG across both sites only; in E also only with dedicated DR servers
 * (`crossSiteWhen`, pasted into its AND).
 */
const DAG_DATACENTERS = [
  {
    id: "" as const,
    column: "E",
    kinds: ["Primary", "Lagged", "Secondary"] as const,
    crossSiteWhen: 'dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="Yes",',
  },
  {
    id: "Secondary" as const,
    column: "F",
    kinds: ["Secondary", "Lagged", "Primary"] as const,
    crossSiteWhen: "",
  },
];
type DagDatacenter = (typeof DAG_DATACENTERS)[number];
const COUNT_NAMES = {
  Primary: "ActiveMailboxServers",
  Lagged: "LaggedCopyServers",
  Secondary: "DrMailboxServers",
};
/** A kind of a DAG's servers in the datacenter: its preferred architecture, usable flags' part and count. */
type DagServers = ServerKind & { readonly count: string };
const dagServers = (c: DagDatacenter): DagServers[] =>
  c.kinds.map((kind) => ({
    ...SERVER_KINDS.find((k) => k.id === kind)!,
    count: `numberOf${COUNT_NAMES[kind]}InDc${c.id === "" ? 1 : 2}PerDag`,
  }));

/** The secondary datacenter's DAG figures are "--" without site resilience (Storage Design F194, F197). */
const siteResilientOnly = (dc: "" | "Secondary", x: Expr) =>
  dc === "" ? x : f`IF(input.siteResilience="Yes",${x},"--")`;

/**
 * Storage Design E194:F194: the RAID disks of a DAG's servers in Datacenter 1 (E) or 2 (F). As
 * calculated, a kind of servers counts where RAID is preferred or used for it; entirely on RAID, all
 * three; otherwise (unless entirely on a usable JBOD: 0) the datacenter's own and lagged servers.
 */
const raidDisksDag = stepFamily(DAG_DATACENTERS, "Storage Design!E194:F194", (c) => {
  const { id: dc, crossSiteWhen } = c;
  const [own, lagged, other] = dagServers(c);
  const perServer = `disksPerServerRaid${dc}`;
  const raid = (s: DagServers) => f`OR(${s.preferred}="RAID",raidUsable${s.id}="Yes")`;
  const disks = byChoice(
    dc,
    raidUsableAny,
    f`${perServer}
    *(IF(${raid(own)},${own.count},0)+IF(${raid(lagged)},${lagged.count},0)
      +IF(AND(${aaSingle},${crossSiteWhen}${raid(other)}),${other.count},0))`,
    f`${perServer}*(${own.count}+${lagged.count}+${other.count})`,
    0,
    f`${perServer}*(${own.count}+${lagged.count})`
  );
  const name = dc || "Primary";
  return row`raidDisks${name}Dag | RAID disks / ${name} Datacenter DAG | disks / DAG | ${c.cell}
    IF(${valid},${siteResilientOnly(dc, disks)},0)`;
});

/**
 * Storage Design E197:F197: the JBOD disks of a DAG's servers in Datacenter 1 (E) or 2 (F). As
 * calculated, a kind of servers counts where JBOD is preferred for it; entirely on a usable JBOD, all
 * three; entirely on RAID, none. The calculator's two cells differ on the third kind: E leaves it out as
 * calculated and counts it entirely on JBOD only on a single DAG with dedicated DR servers where JBOD is
 * preferred or used for it; F counts it as calculated on a single DAG where JBOD is preferred, and always
 * entirely on JBOD.
 */
const jbodDisksDag = stepFamily(DAG_DATACENTERS, "Storage Design!E197:F197", (c) => {
  const { id: dc, crossSiteWhen } = c;
  const [own, lagged, other] = dagServers(c);
  const perServer = `disksPerServerJbod${dc}`;
  const preferred = (s: DagServers) => f`${s.preferred}="JBOD"`;
  const crossSite = (when: Expr) =>
    f`IF(AND(${aaSingle},${crossSiteWhen}${when}),${other.count},0)`;
  const ownAndLagged = f`IF(${preferred(own)},${own.count},0)
  +IF(${preferred(lagged)},${lagged.count},0)`;
  const crossSiteJbod = f`OR(${preferred(other)},jbodUsable${other.id}="Yes")`;
  const disks = byChoice(
    dc,
    jbodUsableAny,
    f`${perServer}
    *(${dc === "" ? ownAndLagged : f`${ownAndLagged}+${crossSite(preferred(other))}`})`,
    0,
    f`${perServer}
    *(${own.count}+${lagged.count}+${dc === "" ? crossSite(crossSiteJbod) : other.count})`,
    0
  );
  const name = dc || "Primary";
  return row`jbodDisks${name}Dag | JBOD disks / ${name} Datacenter DAG | disks / DAG | ${c.cell}
    ${siteResilientOnly(dc, disks)}`;
});

export function diskSteps(): Step[] {
  return [
    ...datacenterSteps(""),
    ...datacenterSteps("Secondary"),
    ...jbodUsable(),
    ...raidUsable(),
    ...disksPerServerRaid(),
    ...disksPerServerJbod(),
    ...disksPerServer(),
    ...raidDisksDag(),
    ...jbodDisksDag(),
    row.noted(
      "Its first branch (JBOD refused for capacity or IOPS) is never taken: Storage Design C181 shows the disk type in those cases."
    )`raidDisksPerDag | RAID Storage Disks Required / DAG | disks / DAG | Storage Design!C200
      IF(
        input.highAvailability="Yes",
        ${numberOr0("raidDisksPrimaryDag")}+${numberOr0("raidDisksSecondaryDag")},
        "--")`,
    row`jbodDisksPerDag | JBOD Storage Disks Required / DAG | disks / DAG | Storage Design!C201
      IF(
        input.highAvailability="Yes",
        ${numberOr0("jbodDisksPrimaryDag")}+${numberOr0("jbodDisksSecondaryDag")},
        "--")`,
    row`disksPerDag | Disk Requirements: Total / DAG | disks / DAG | Storage Design!C202 (SUBTOTAL(9, C200:C201))
      ${numberOr0("raidDisksPerDag")}+${numberOr0("jbodDisksPerDag")}`,
    row`disksEnvironment | Disk Requirements: Total / Environment | disks | Storage Design!D202 (SUBTOTAL(9, D200:D201))
      IF(
        input.highAvailability="Yes",
        raidDisksPerDag*totalDAGsInTheEnvironment,
        disksPerServerRaid*input.exchangeServersPerDag)
      +IF(input.highAvailability="Yes",jbodDisksPerDag*totalDAGsInTheEnvironment,0)`,
    row`storageArchitecture | Possible Storage Architecture / Datacenter 1 Server | JBOD/RAID | Role Requirements!C258
      IF(${valid},preferredStorageArchitecturePrimaryDatacenter,"--")`,
  ];
}
