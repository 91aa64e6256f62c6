import {
  Expr,
  Step,
  add,
  and,
  div,
  iff,
  lookup,
  max,
  mul,
  not,
  numberIn,
  or,
  round,
  roundup,
  cmp,
  concat,
  text,
} from "../../formula";
import { ceiling, is, isOneOf, JBOD_REFUSALS, no, numberOr0, step, yes } from "./helpers";
import { DISK_RANDOM_IOPS, DISK_SLOW, DISK_TYPES, sharedLogArchitecture } from "./architecture";

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

const valid = not("validationError");
const copies = "totalNumberOfDatabaseCopiesPerServer";
/** RAID-1/0 1+1 and RAID-5 5+1 (tblRAID10Types, TblRAID5Types: capacity disks, parity disks, total). */
const R10 = { data: 1, parity: 1, total: 2 };
const R5 = { data: 5, parity: 1, total: 6 };
/** The restore volume's RAID-5 group, 2+1 (Storage Design F18). */
const RL_R5 = { data: 2, parity: 1, total: 3 };
const R10_REBUILD = 0.35;
const R5_REBUILD = 0.5;

/** CEILING(n, data) + CEILING(n, data) / data x parity: whole RAID groups for n capacity disks. */
const raidGroups = (n: string, g: { data: number; parity: number }): Expr =>
  add(ceiling(n, g.data), mul(div(ceiling(n, g.data), g.data), g.parity));
const jbodRefused = (name: string): Expr => isOneOf(name, ...JBOD_REFUSALS);
const anyJbod = or(
  is("preferredStorageArchitecturePrimaryDatacenter", "JBOD"),
  is("preferredStorageArchitectureSecondDatacenter", "JBOD"),
  is("preferredStorageArchitectureLaggedCopyServer", "JBOD")
);
const jbodUsableAny = or(
  is("jbodUsablePrimary", "Yes"),
  is("jbodUsableSecondary", "Yes"),
  is("jbodUsableLagged", "Yes")
);
const raidUsableAny = or(
  is("raidUsablePrimary", "Yes"),
  is("raidUsableSecondary", "Yes"),
  is("raidUsableLagged", "Yes")
);
const asCalculated = is("input.storageArchitectureChoice", "As Calculated");
const entirelyRaid = is("input.storageArchitectureChoice", "Entirely on RAID");
const entirelyJbod = is("input.storageArchitectureChoice", "Entirely on JBOD");
const aaSingle = and(
  yes("input.highAvailability"),
  yes("input.siteResilience"),
  is("input.siteResilienceModel", "Active/Active (Single DAG)")
);

/** The disk figures of one datacenter's servers: suffix "" (primary, column C) or "Secondary" (column D). */
function datacenterSteps(dc: "" | "Secondary"): Step[] {
  const col = dc === "" ? "C" : "D";
  const k = (name: string) => name + dc;
  const n = dc === "" ? 1 : 2;
  const cap = `dbForDiskCap${n}`;
  const iops = `randDbDiskIo${n}`;
  const logCap = `logForDiskCap${n}`;
  const resCap = `resDiskForCap${n}`;
  const dbType = `input.diskTypeDc${n}DatabaseLog`;
  const formatted = (role: "Log" | "Restore") =>
    iff(
      is(`input.diskCapacityDc${n}${role}`, "--"),
      0,
      div(
        mul(numberIn(`input.diskCapacityDc${n}${role}`, " GB"), 1000, 1000, 1000),
        1024,
        1024,
        1024
      )
    );
  const sd = (row: number) => `Storage Design!${col}${row}`;
  const own: Step[] = [
    step(
      logCap,
      "Log disk formatted capacity",
      formatted("Log"),
      "GB",
      `${sd(53)} (LogForDiskCap${n}, row 52 from tblDiskCapacity)`
    ),
    step(
      resCap,
      "Restore volume disk formatted capacity",
      formatted("Restore"),
      "GB",
      `${sd(59)} (ResDiskForCap${n}, row 58)`
    ),
  ];
  if (n === 2)
    own.push(
      step(
        iops,
        "Database disk random IOPS (configuration 2)",
        iff(is(dbType, "--"), 0, lookup(dbType, DISK_TYPES, DISK_RANDOM_IOPS)),
        "IOPS",
        `${sd(48)} (RandDBDiskIO2, TblDiskType)`
      )
    );
  return [
    ...own,
    // RAID: database(+log) disks
    step(
      k("raidDbDisksForCapacity"),
      "Number of DB(+Log) Disks (Capacity)",
      roundup(div("databaseVolumeSpacePerServerGB", cap), 0),
      "disks",
      sd(76)
    ),
    step(
      k("raid10DbDisksForIops"),
      "RAID-1/0 Number of DB(+Log) Disks (Performance)",
      ceiling(
        roundup(
          div(
            div(
              add(
                "dbReadTransfersPerSecondPerServer",
                mul(2, "dbWriteTransfersPerSecondPerServer")
              ),
              1 - R10_REBUILD
            ),
            iops
          ),
          0
        ),
        R10.total
      ),
      "disks",
      sd(73)
    ),
    step(
      k("raid10DbDisksForCapacity"),
      "RAID-1/0 Number of DB(+Log) Disks (Capacity)",
      raidGroups(k("raidDbDisksForCapacity"), R10),
      "disks",
      sd(77)
    ),
    step(
      k("raid5DbDisksForIops"),
      "RAID-5 Number of DB(+Log) Disks (Performance)",
      iff(
        lookup(dbType, DISK_TYPES, DISK_SLOW),
        text("--"),
        ceiling(
          roundup(
            div(
              div(
                add(
                  "dbReadTransfersPerSecondPerServer",
                  mul(4, "dbWriteTransfersPerSecondPerServer")
                ),
                1 - R5_REBUILD
              ),
              iops
            ),
            0
          ),
          R5.total
        )
      ),
      "disks",
      sd(74)
    ),
    step(
      k("raid5DbDisksForCapacity"),
      "RAID-5 Number of DB(+Log) Disks (Capacity)",
      raidGroups(k("raidDbDisksForCapacity"), R5),
      "disks",
      sd(78)
    ),
    step(
      k("raidDbConfiguration"),
      "Database(+Log) RAID Configuration",
      iff(
        cmp(
          iff(
            cmp(k("raid10DbDisksForIops"), "<", k("raid10DbDisksForCapacity")),
            k("raid10DbDisksForCapacity"),
            k("raid10DbDisksForIops")
          ),
          "<=",
          iff(
            cmp(k("raid5DbDisksForIops"), "<", k("raid5DbDisksForCapacity")),
            k("raid5DbDisksForCapacity"),
            k("raid5DbDisksForIops")
          )
        ),
        text("RAID-1/0"),
        text("RAID-5")
      ),
      "RAID level",
      sd(133),
      'Excel\'s comparison puts the text "--" (RAID-5 refused) above every number, so RAID-1/0 is then chosen.'
    ),
    step(
      k("raidDbDisks"),
      "Database(+Log) Number of Disks",
      iff(
        is(k("raidDbConfiguration"), "RAID-1/0"),
        max(k("raid10DbDisksForIops"), k("raid10DbDisksForCapacity")),
        max(k("raid5DbDisksForIops"), k("raid5DbDisksForCapacity"))
      ),
      "disks",
      sd(134)
    ),
    // RAID: log disks (isolated logs only)
    step(
      k("raidLogDisksForCapacity"),
      "Number of Log Disks (Capacity)",
      iff(sharedLogArchitecture(), 0, roundup(div("logVolumeSpacePerServerGB", logCap), 0)),
      "disks",
      sd(83)
    ),
    step(
      k("raidLogDisks"),
      "Log Number of Disks (RAID-1/0)",
      iff(
        sharedLogArchitecture(),
        0,
        max(
          raidGroups(k("raidLogDisksForCapacity"), R10),
          ceiling(
            roundup(
              div(
                div(
                  add(
                    "logReadTransfersPerSecondServer",
                    mul(2, "logWriteTransfersPerSecondServer")
                  ),
                  1 - R10_REBUILD
                ),
                300
              ),
              0
            ),
            R10.total
          )
        )
      ),
      "disks",
      `${sd(136)} (rows 84, 85; sequential IOPS 300 for every disk type)`
    ),
    // RAID: restore volume
    step(
      k("raidRestoreDisks"),
      "Restore Volume Number of Disks (RAID-5 2+1)",
      iff(
        yes("input.dedicatedRestoreVolume"),
        raidGroupsOf(roundup(div("restoreVolumeSizeGB", resCap), 0), RL_R5),
        0
      ),
      "disks",
      `${sd(138)} (rows 88, 90)`
    ),
    // JBOD
    step(
      k("jbodVolumeFitsDisk"),
      "JBOD: the volume fits one disk",
      and(sharedLogArchitecture(), cmp("databaseVolumeSizeGB", "<=", cap)),
      "TRUE/FALSE",
      sd(143)
    ),
    step(
      k("jbodDiskIops"),
      "JBOD: IOPS of the database copies on one disk",
      iff(
        k("jbodVolumeFitsDisk"),
        round(
          mul(
            div(
              add("dbReadTransfersPerSecondPerServer", "dbWriteTransfersPerSecondPerServer"),
              copies
            ),
            iff(
              is("volumeArchitecture", "Multiple DBs / Volume"),
              "recommendedDatabasesPerVolume",
              1
            )
          ),
          0
        ),
        text("--")
      ),
      "IOPS",
      `${sd(144)} (ROUND(BaseTotIOPS/TotNumDBCopiesServer x databases per volume, 0), compared with ${sd(48)})`,
      "The left side of row 144's comparison (\"--\" where row 143 finds the volume larger than the disk, as row 144 is): one JBOD disk holds one volume's database copies."
    ),
    step(
      k("jbodDisksPerServerDb"),
      "JBOD: database+log disks (OptJBODDisksConfig)",
      iff(
        or(no("input.jbod"), yes("databaseAndLogIsolationConfigured")),
        text("--"),
        iff(
          and(not(k("jbodVolumeFitsDisk")), sharedLogArchitecture()),
          text("Insufficient Disk Capacity"),
          iff(
            and(k("jbodVolumeFitsDisk"), cmp(k("jbodDiskIops"), "<=", iops)),
            iff(is("volumeArchitecture", "1 Volume / DB"), copies, "databaseVolumesCalculated"),
            text("Insufficient Disk IO Capacity")
          )
        )
      ),
      "disks",
      `${sd(145)} (row 144)`
    ),
    step(
      k("jbodRestoreDisks"),
      "JBOD: restore volume disks",
      iff(
        and(yes("input.jbod"), sharedLogArchitecture()),
        iff(
          and(yes("input.dedicatedRestoreVolume"), cmp("restoreVolumeSizeGB", "<=", resCap)),
          1,
          text("Insufficient Disk Capacity")
        ),
        text("--")
      ),
      "disks",
      `Storage Design!C${dc === "" ? 149 : 150} (row 146)`,
      'Without a restore volume row 146 is FALSE and the calculator writes "Insufficient Disk Capacity", which SUM ignores.'
    ),
    step(
      k("jbodDiskStatus"),
      "JBOD Disk Capacity / Type, or why JBOD cannot be used",
      jbodStatus(
        dc,
        iff(
          sharedLogArchitecture(),
          iff(
            yes("input.jbod"),
            iff(
              anyJbod,
              iff(
                cmp(`input.diskCapacityDc${n}DatabaseLog`, "<>", text("--")),
                concat(
                  `input.diskCapacityDc${n}DatabaseLog`,
                  text(" / "),
                  `input.diskTypeDc${n}DatabaseLog`
                ),
                text("--")
              ),
              iff(
                and(yes("input.highAvailability"), cmp("input.haCopies", "<", 3)),
                text("Insufficient Database Copies"),
                text("RAID Required")
              )
            ),
            text("RAID Required")
          ),
          text("Incorrect Volume Architecture")
        )
      ),
      "text",
      sd(dc === "" ? 181 : 185),
      'The disk\'s capacity and type ("4000 GB / 7.2K RPM SAS 3.5\\"", Storage Design D149 / D150, which the VLOOKUP of C181 always finds: its key column holds C145 itself), or why JBOD cannot be used.'
    ),
    step(
      k("jbodDbDisks"),
      "JBOD Optimal Number of Disks: Database+Log",
      iff(
        and(
          cmp(k("jbodDiskStatus"), "<>", text("Insufficient Database Copies")),
          valid,
          ...(dc === "" ? [] : [yes("input.highAvailability"), yes("input.siteResilience")])
        ),
        k("jbodDisksPerServerDb"),
        text("--")
      ),
      "disks",
      sd(182).replace(/[CD]182/, dc === "" ? "C182" : "C186")
    ),
    step(
      k("jbodRestoreVolumeDisks"),
      "JBOD Optimal Number of Disks: Restore Volume",
      iff(
        and(
          cmp(k("jbodDiskStatus"), "<>", text("Insufficient Database Copies")),
          valid,
          ...(dc === "" ? [] : [yes("input.highAvailability"), yes("input.siteResilience")])
        ),
        iff(is(k("jbodDbDisks"), "Insufficient Disk Capacity"), 0, k("jbodRestoreDisks")),
        text("--")
      ),
      "disks",
      `Storage Design!D${dc === "" ? 182 : 186}`
    ),
    step(
      k("jbodAutoReseedDisks"),
      "JBOD Optimal Number of Disks: AutoReseed Volume",
      iff(
        and(
          yes("input.jbod"),
          cmp(k("jbodDiskStatus"), "<>", text("Insufficient Database Copies")),
          valid,
          ...(dc === "" ? [] : [yes("input.highAvailability"), yes("input.siteResilience")])
        ),
        iff(is(k("jbodDbDisks"), "Insufficient Disk Capacity"), 0, "autoReseedVolumesEffective"),
        text("--")
      ),
      "disks",
      `Storage Design!E${dc === "" ? 182 : 186}`
    ),
  ];
}

/** The secondary datacenter's status is "--" unless the design is HA and site resilient (Storage Design C185). */
function jbodStatus(dc: "" | "Secondary", status: Expr): Expr {
  return dc === ""
    ? status
    : iff(and(yes("input.highAvailability"), yes("input.siteResilience")), status, text("--"));
}

function raidGroupsOf(n: Expr, g: { data: number; parity: number }): Expr {
  const c = g.data === 1 ? roundup(n, 0) : mul(roundup(div(n, g.data), 0), g.data);
  return add(c, mul(div(c, g.data), g.parity));
}

const jbodSum = (dc: "" | "Secondary") =>
  add(
    numberOr0("jbodDbDisks" + dc),
    numberOr0("jbodRestoreVolumeDisks" + dc),
    numberOr0("jbodAutoReseedDisks" + dc)
  );
/**
 * The RAID disks of one server (Storage Design C165:E165 / C170:E170): the secondary datacenter's are 0
 * unless the design is HA and site resilient.
 */
const raidSum = (dc: "" | "Secondary") => {
  const sum = add("raidDbDisks" + dc, "raidLogDisks" + dc, "raidRestoreDisks" + dc);
  return dc === ""
    ? sum
    : iff(and(yes("input.highAvailability"), yes("input.siteResilience")), sum, 0);
};
const statusOk = (dc: "" | "Secondary") => not(jbodRefused("jbodDiskStatus" + dc));

export function diskSteps(): Step[] {
  return [
    ...datacenterSteps(""),
    ...datacenterSteps("Secondary"),
    step(
      "jbodUsablePrimary",
      "JBOD Storage Architecture Useable? Primary Datacenter Servers",
      iff(
        and(yes("input.highAvailability"), valid),
        iff(
          and(is("preferredStorageArchitecturePrimaryDatacenter", "JBOD"), statusOk("")),
          text("Yes"),
          text("No")
        ),
        text("--")
      ),
      "Yes/No/--",
      "Storage Design!C178"
    ),
    step(
      "jbodUsableSecondary",
      "JBOD Storage Architecture Useable? Secondary Datacenter Servers",
      iff(
        is("preferredStorageArchitectureSecondDatacenter", "--"),
        text("--"),
        iff(
          and(is("preferredStorageArchitectureSecondDatacenter", "JBOD"), statusOk("Secondary")),
          text("Yes"),
          text("No")
        )
      ),
      "Yes/No/--",
      "Storage Design!D178"
    ),
    step(
      "jbodUsableLagged",
      "JBOD Storage Architecture Useable? Lagged Copy Servers",
      iff(
        is("preferredStorageArchitectureLaggedCopyServer", "--"),
        text("--"),
        iff(
          and(is("preferredStorageArchitectureLaggedCopyServer", "JBOD"), statusOk("")),
          text("Yes"),
          text("No")
        )
      ),
      "Yes/No/--",
      "Storage Design!E178"
    ),
    step(
      "raidUsablePrimary",
      "RAID Storage Architecture: Primary Datacenter Servers",
      iff(
        valid,
        iff(
          or(
            is("preferredStorageArchitecturePrimaryDatacenter", "RAID"),
            is("jbodUsablePrimary", "No")
          ),
          text("Yes"),
          text("No")
        ),
        text("--")
      ),
      "Yes/No/--",
      "Storage Design!C160"
    ),
    step(
      "raidUsableSecondary",
      "RAID Storage Architecture: Secondary Datacenter Servers",
      iff(
        is("preferredStorageArchitectureSecondDatacenter", "--"),
        text("--"),
        iff(
          or(
            is("preferredStorageArchitectureSecondDatacenter", "RAID"),
            is("jbodUsableSecondary", "No")
          ),
          text("Yes"),
          text("No")
        )
      ),
      "Yes/No/--",
      "Storage Design!D160"
    ),
    step(
      "raidUsableLagged",
      "RAID Storage Architecture: Lagged Copy Servers",
      iff(
        is("preferredStorageArchitectureLaggedCopyServer", "--"),
        text("--"),
        iff(
          or(
            is("preferredStorageArchitectureLaggedCopyServer", "RAID"),
            is("jbodUsableLagged", "No")
          ),
          text("Yes"),
          text("No")
        )
      ),
      "Yes/No/--",
      "Storage Design!E160"
    ),
    step(
      "disksPerServerRaid",
      "RAID Storage Configuration: Total Number of Disks Required / Datacenter 1 Server",
      iff(
        valid,
        iff(
          and(
            asCalculated,
            or(
              is("raidUsablePrimary", "Yes"),
              and(is("raidUsableLagged", "Yes"), cmp("numberOfLaggedCopiesPerDagInDc1", ">", 0))
            )
          ),
          raidSum(""),
          iff(
            entirelyRaid,
            raidSum(""),
            iff(
              and(entirelyJbod, jbodUsableAny, statusOk("")),
              0,
              iff(yes("input.highAvailability"), 0, raidSum(""))
            )
          )
        ),
        0
      ),
      "disks / server",
      "Storage Design!C194"
    ),
    step(
      "disksPerServerRaidSecondary",
      "RAID Storage Configuration: Total Number of Disks Required / Datacenter 2 Server",
      iff(
        valid,
        iff(
          and(
            asCalculated,
            or(
              is("raidUsablePrimary", "Yes"),
              is("raidUsableSecondary", "Yes"),
              and(is("raidUsableLagged", "Yes"), cmp("numberOfLaggedCopiesPerDagInDc2", ">", 0))
            )
          ),
          raidSum("Secondary"),
          iff(
            entirelyRaid,
            raidSum("Secondary"),
            iff(
              and(entirelyJbod, jbodUsableAny, statusOk("Secondary")),
              0,
              iff(yes("input.highAvailability"), 0, raidSum("Secondary"))
            )
          )
        ),
        0
      ),
      "disks / server",
      "Storage Design!D194"
    ),
    step(
      "disksPerServerJbod",
      "JBOD Storage Configuration: Total Number of Disks Required / Datacenter 1 Server",
      iff(
        and(asCalculated, jbodUsableAny),
        jbodSum(""),
        iff(entirelyRaid, 0, iff(and(entirelyJbod, jbodUsableAny, statusOk("")), jbodSum(""), 0))
      ),
      "disks / server",
      "Storage Design!C197",
      'SUM over the three JBOD cells ignores the texts ("--", "Insufficient Disk Capacity") some of them hold.'
    ),
    step(
      "disksPerServerJbodSecondary",
      "JBOD Storage Configuration: Total Number of Disks Required / Datacenter 2 Server",
      iff(
        and(asCalculated, or(is("jbodUsableSecondary", "Yes"), is("jbodUsableLagged", "Yes"))),
        jbodSum("Secondary"),
        iff(
          entirelyRaid,
          0,
          iff(and(entirelyJbod, jbodUsableAny, statusOk("Secondary")), jbodSum("Secondary"), 0)
        )
      ),
      "disks / server",
      "Storage Design!D197"
    ),
    step(
      "disksPerServer",
      "Total Number of Disks Required / Datacenter 1 Server",
      add("disksPerServerRaid", "disksPerServerJbod"),
      "disks / server",
      "Storage Design!C194 + C197"
    ),
    step(
      "disksPerServerSecondary",
      "Total Number of Disks Required / Datacenter 2 Server",
      add("disksPerServerRaidSecondary", "disksPerServerJbodSecondary"),
      "disks / server",
      "Storage Design!D194 + D197"
    ),
    step(
      "raidDisksPrimaryDag",
      "RAID disks / Primary Datacenter DAG",
      iff(
        valid,
        iff(
          and(asCalculated, raidUsableAny),
          mul(
            "disksPerServerRaid",
            add(
              iff(
                or(
                  is("preferredStorageArchitecturePrimaryDatacenter", "RAID"),
                  is("raidUsablePrimary", "Yes")
                ),
                "numberOfActiveMailboxServersInDc1PerDag",
                0
              ),
              iff(
                or(
                  is("preferredStorageArchitectureLaggedCopyServer", "RAID"),
                  is("raidUsableLagged", "Yes")
                ),
                "numberOfLaggedCopyServersInDc1PerDag",
                0
              ),
              iff(
                and(
                  aaSingle,
                  yes("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter"),
                  or(
                    is("preferredStorageArchitectureSecondDatacenter", "RAID"),
                    is("raidUsableSecondary", "Yes")
                  )
                ),
                "numberOfDrMailboxServersInDc1PerDag",
                0
              )
            )
          ),
          iff(
            entirelyRaid,
            mul(
              "disksPerServerRaid",
              add(
                "numberOfActiveMailboxServersInDc1PerDag",
                "numberOfLaggedCopyServersInDc1PerDag",
                "numberOfDrMailboxServersInDc1PerDag"
              )
            ),
            iff(
              and(entirelyJbod, jbodUsableAny, statusOk("")),
              0,
              mul(
                "disksPerServerRaid",
                add(
                  "numberOfActiveMailboxServersInDc1PerDag",
                  "numberOfLaggedCopyServersInDc1PerDag"
                )
              )
            )
          )
        ),
        0
      ),
      "disks / DAG",
      "Storage Design!E194"
    ),
    step(
      "raidDisksSecondaryDag",
      "RAID disks / Secondary Datacenter DAG",
      iff(
        valid,
        iff(
          yes("input.siteResilience"),
          iff(
            and(asCalculated, raidUsableAny),
            mul(
              "disksPerServerRaidSecondary",
              add(
                iff(
                  or(
                    is("preferredStorageArchitectureSecondDatacenter", "RAID"),
                    is("raidUsableSecondary", "Yes")
                  ),
                  "numberOfDrMailboxServersInDc2PerDag",
                  0
                ),
                iff(
                  or(
                    is("preferredStorageArchitectureLaggedCopyServer", "RAID"),
                    is("raidUsableLagged", "Yes")
                  ),
                  "numberOfLaggedCopyServersInDc2PerDag",
                  0
                ),
                iff(
                  and(
                    aaSingle,
                    or(
                      is("preferredStorageArchitecturePrimaryDatacenter", "RAID"),
                      is("raidUsablePrimary", "Yes")
                    )
                  ),
                  "numberOfActiveMailboxServersInDc2PerDag",
                  0
                )
              )
            ),
            iff(
              entirelyRaid,
              mul(
                "disksPerServerRaidSecondary",
                add(
                  "numberOfDrMailboxServersInDc2PerDag",
                  "numberOfLaggedCopyServersInDc2PerDag",
                  "numberOfActiveMailboxServersInDc2PerDag"
                )
              ),
              iff(
                and(entirelyJbod, jbodUsableAny, statusOk("Secondary")),
                0,
                mul(
                  "disksPerServerRaidSecondary",
                  add("numberOfDrMailboxServersInDc2PerDag", "numberOfLaggedCopyServersInDc2PerDag")
                )
              )
            )
          ),
          text("--")
        ),
        0
      ),
      "disks / DAG",
      "Storage Design!F194"
    ),
    step(
      "jbodDisksPrimaryDag",
      "JBOD disks / Primary Datacenter DAG",
      iff(
        and(asCalculated, jbodUsableAny),
        mul(
          "disksPerServerJbod",
          add(
            iff(
              is("preferredStorageArchitecturePrimaryDatacenter", "JBOD"),
              "numberOfActiveMailboxServersInDc1PerDag",
              0
            ),
            iff(
              is("preferredStorageArchitectureLaggedCopyServer", "JBOD"),
              "numberOfLaggedCopyServersInDc1PerDag",
              0
            )
          )
        ),
        iff(
          entirelyRaid,
          0,
          iff(
            and(entirelyJbod, jbodUsableAny, statusOk("")),
            mul(
              "disksPerServerJbod",
              add(
                "numberOfActiveMailboxServersInDc1PerDag",
                "numberOfLaggedCopyServersInDc1PerDag",
                iff(
                  and(
                    aaSingle,
                    yes("dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter"),
                    or(
                      is("preferredStorageArchitectureSecondDatacenter", "JBOD"),
                      is("jbodUsableSecondary", "Yes")
                    )
                  ),
                  "numberOfDrMailboxServersInDc1PerDag",
                  0
                )
              )
            ),
            0
          )
        )
      ),
      "disks / DAG",
      "Storage Design!E197"
    ),
    step(
      "jbodDisksSecondaryDag",
      "JBOD disks / Secondary Datacenter DAG",
      iff(
        yes("input.siteResilience"),
        iff(
          and(asCalculated, jbodUsableAny),
          mul(
            "disksPerServerJbodSecondary",
            add(
              iff(
                is("preferredStorageArchitectureSecondDatacenter", "JBOD"),
                "numberOfDrMailboxServersInDc2PerDag",
                0
              ),
              iff(
                is("preferredStorageArchitectureLaggedCopyServer", "JBOD"),
                "numberOfLaggedCopyServersInDc2PerDag",
                0
              ),
              iff(
                and(aaSingle, is("preferredStorageArchitecturePrimaryDatacenter", "JBOD")),
                "numberOfActiveMailboxServersInDc2PerDag",
                0
              )
            )
          ),
          iff(
            entirelyRaid,
            0,
            iff(
              and(entirelyJbod, jbodUsableAny, statusOk("Secondary")),
              mul(
                "disksPerServerJbodSecondary",
                add(
                  "numberOfDrMailboxServersInDc2PerDag",
                  "numberOfLaggedCopyServersInDc2PerDag",
                  "numberOfActiveMailboxServersInDc2PerDag"
                )
              ),
              0
            )
          )
        ),
        text("--")
      ),
      "disks / DAG",
      "Storage Design!F197"
    ),
    step(
      "raidDisksPerDag",
      "RAID Storage Disks Required / DAG",
      iff(
        yes("input.highAvailability"),
        add(numberOr0("raidDisksPrimaryDag"), numberOr0("raidDisksSecondaryDag")),
        text("--")
      ),
      "disks / DAG",
      "Storage Design!C200",
      "Its first branch (JBOD refused for capacity or IOPS) is never taken: Storage Design C181 shows the disk type in those cases."
    ),
    step(
      "jbodDisksPerDag",
      "JBOD Storage Disks Required / DAG",
      iff(
        yes("input.highAvailability"),
        add(numberOr0("jbodDisksPrimaryDag"), numberOr0("jbodDisksSecondaryDag")),
        text("--")
      ),
      "disks / DAG",
      "Storage Design!C201"
    ),
    step(
      "disksPerDag",
      "Disk Requirements: Total / DAG",
      add(numberOr0("raidDisksPerDag"), numberOr0("jbodDisksPerDag")),
      "disks / DAG",
      "Storage Design!C202 (SUBTOTAL(9, C200:C201))"
    ),
    step(
      "disksEnvironment",
      "Disk Requirements: Total / Environment",
      add(
        iff(
          yes("input.highAvailability"),
          mul("raidDisksPerDag", "totalDAGsInTheEnvironment"),
          mul("disksPerServerRaid", "input.exchangeServersPerDag")
        ),
        iff(yes("input.highAvailability"), mul("jbodDisksPerDag", "totalDAGsInTheEnvironment"), 0)
      ),
      "disks",
      "Storage Design!D202 (SUBTOTAL(9, D200:D201))"
    ),
    step(
      "storageArchitecture",
      "Possible Storage Architecture / Datacenter 1 Server",
      iff(valid, "preferredStorageArchitecturePrimaryDatacenter", text("--")),
      "JBOD/RAID",
      "Role Requirements!C258"
    ),
  ];
}
