import { Step, add, and, div, eq, iff, lookup, mul, not, or, cmp, text } from "../../formula";
import { is, isOneOf, no, notWhole, step, yes } from "./helpers";

/**
 * The storage design decisions the calculator makes before it counts databases (E2013Calcv7.6): log
 * isolation, multiple databases per volume, the volume design and architecture, the preferred storage
 * (JBOD or RAID) per kind of server, and the database disks' formatted capacity and random IOPS. The
 * databases area reads them (Role Requirements C62 maximum database size, C74 mailboxes per database
 * by I/O, C102 copies per server), so this list runs before it; storageSteps() runs after.
 *
 * Units: GB here are the calculator's GB of 1024^3 bytes; a disk's capacity is sold in decimal GB.
 * Example (the calculator's example design: 3 HA + 1 lagged copy, A/A single DAG, JBOD, 4000 GB 7.2K SAS):
 *   volumeArchitecture "Multiple DBs / Volume", preferredStorageArchitecture "JBOD",
 *   dbDiskFormattedCapacityGB 4000 x 1000^3 / 1024^3 = 3725.290298461914.
 */

const MULTI = "Multiple DBs / Volume";
const ONE_PER_DB = "1 Volume / DB";
const HW_VSS = "Hardware VSS Backup/Restore";
/** The volume architectures whose database and logs share one volume. */
export const sharedLogArchitecture = (name = "volumeArchitecture") =>
  isOneOf(name, ONE_PER_DB, MULTI);

/** Disk types of the calculator's TblDiskType (Tables!A229:C245): random IOPS per disk (column 2). */
export const DISK_TYPES = [
  '5.2K RPM SATA 2.5"',
  '5.4K RPM SATA 2.5"',
  '5.9K RPM SATA 2.5"',
  '5.2K RPM SATA 3.5"',
  '5.4K RPM SATA 3.5"',
  '5.9K RPM SATA 3.5"',
  '5.2K RPM SAS 3.5"',
  '5.4K RPM SAS 3.5"',
  '5.9K RPM SAS 3.5"',
  '7.2K RPM SATA 2.5"',
  '7.2K RPM SATA 3.5"',
  '7.2K RPM SAS 2.5"',
  '7.2K RPM SAS 3.5"',
  '10K RPM SAS 2.5"',
  '15K RPM SAS 2.5"',
  '10K RPM FC/SCSI/SAS 3.5"',
  '15K RPM FC/SCSI/SAS 3.5"',
] as const;
export const DISK_RANDOM_IOPS = [
  55, 55, 55, 50, 50, 50, 52.5, 52.5, 52.5, 60, 55, 62.5, 57.5, 165, 230, 130, 180,
];
/** Column 3, sequential IOPS: 300 for every type. */
export const DISK_SEQUENTIAL_IOPS = DISK_TYPES.map(() => 300);
/** Storage Design C74: RAID-5 and RAID-6 are refused for 5.2K, 5.4K, 5.9K and 7.2K spindles (LEFT(type,4)). */
export const DISK_SLOW = DISK_TYPES.map((t) =>
  ["7.2K", "5.2K", "5.4K", "5.9K"].includes(t.slice(0, 4))
);

/** The copies of one datacenter: HA actual + lagged actual. */
const pdcCopies = add("haCopiesPrimaryActual", "laggedCopiesPrimaryActual");
const sdcCopies = add("haCopiesSecondaryActual", "laggedCopiesSecondaryActual");
const allCopies = add("haCopiesTotal", "laggedCopiesTotal");
const sr = yes("siteResilienceEnabled");

export function storageArchitectureSteps(): Step[] {
  return [
    step(
      "dbLogIsolation",
      "Database and Log Isolation Configured",
      iff(or(no("highAvailability"), is("backupMode", HW_VSS)), text("Yes"), text("No")),
      "Yes/No",
      "Role Requirements!C112"
    ),
    step(
      "multipleDatabasesPerVolumeEffective",
      "Deploy with Multiple Databases per Volume",
      iff(
        and(yes("highAvailability"), cmp(allCopies, ">=", 3), yes("jbod")),
        iff(
          and(
            sr,
            is("siteResilienceModel", "Active/Active (Single DAG)"),
            cmp(pdcCopies, "<>", sdcCopies)
          ),
          text("No"),
          iff(
            and(
              sr,
              isOneOf("siteResilienceModel", "Active/Passive", "Active/Active (Multiple DAGs)"),
              cmp(pdcCopies, "<>", sdcCopies),
              notWhole(div("exchangeServersPerDag", pdcCopies))
            ),
            text("No"),
            "multipleDatabasesPerVolume"
          )
        ),
        text("No")
      ),
      "Yes/No",
      "Role Requirements!C110",
      "MOD(servers/copies,1) is written as servers/copies - ROUNDDOWN(servers/copies,0) <> 0 (the same for positive counts)."
    ),
    step(
      "autoCalculateVolumesEffective",
      "Automatically calculate number of Exchange database volumes required",
      iff(yes("highAvailability"), "autoCalculateVolumes", text("Yes")),
      "Yes/No",
      "Role Requirements!C111"
    ),
    step(
      "volumeDesign",
      "Volume Design Approach",
      iff(
        is("backupMode", HW_VSS),
        1,
        iff(
          and(
            yes("highAvailability"),
            cmp("haCopies", ">=", 2),
            no("dbLogIsolation"),
            or(no("jbod"), and(yes("jbod"), no("multipleDatabasesPerVolumeEffective")))
          ),
          1,
          iff(
            and(
              yes("highAvailability"),
              cmp("haCopies", ">=", 2),
              no("dbLogIsolation"),
              yes("jbod"),
              yes("multipleDatabasesPerVolumeEffective")
            ),
            text("MultDBs"),
            lookup(
              "backupFrequency",
              [
                "Daily Full",
                "Weekly Full / Daily Incremental",
                "Weekly Full / Daily Differential",
                "Bi-Monthly Full / Daily Incremental",
              ],
              [1, "1/7", "1/7", "1/7"]
            )
          )
        )
      ),
      '1, "MultDBs" or "1/7"',
      "Volume Requirements!I6",
      "The backup frequency column is TblBackupFreq (Tables!A31:B34)."
    ),
    step(
      "volumeArchitecture",
      "Volume Design Architecture",
      iff(
        is("volumeDesign", "1/7"),
        text("2 Volumes / Backup Set"),
        iff(
          and(
            yes("highAvailability"),
            cmp(allCopies, ">=", 2),
            no("dbLogIsolation"),
            cmp("backupMode", "<>", text(HW_VSS))
          ),
          iff(yes("multipleDatabasesPerVolumeEffective"), text(MULTI), text(ONE_PER_DB)),
          text("2 Volumes / DB")
        )
      ),
      "text",
      "Volume Requirements!C110"
    ),
    step(
      "dedicatedDrServersEffective",
      "Dedicated Disaster Recovery Mailbox Servers in Secondary Datacenter",
      iff(is("volumeArchitecture", MULTI), text("No"), "dedicatedDrServers"),
      "Yes/No",
      "Role Requirements!C108"
    ),
    step(
      "laggedCopiesOnDedicatedServersEffective",
      "Lagged Database Copies Hosted on Dedicated Servers",
      iff(is("volumeArchitecture", MULTI), text("No"), "laggedCopiesOnDedicatedServers"),
      "Yes/No",
      "Role Requirements!C109"
    ),
    step(
      "preferredStorageArchitecture",
      "Preferred Storage Architecture (Primary Datacenter)",
      iff(
        iff(
          no("laggedCopiesOnDedicatedServersEffective"),
          and(
            yes("jbod"),
            sharedLogArchitecture(),
            cmp("haCopies", ">=", 3),
            or(
              eq("laggedCopiesPrimaryActual", 0),
              iff(
                is("volumeArchitecture", MULTI),
                cmp("laggedCopiesPrimaryActual", ">=", 1),
                cmp("laggedCopiesPrimaryActual", ">=", 2)
              )
            )
          ),
          and(yes("jbod"), sharedLogArchitecture(), cmp("haCopies", ">=", 3))
        ),
        iff(
          and(
            sr,
            is("siteResilienceModel", "Active/Active (Single DAG)"),
            no("dedicatedDrServersEffective"),
            iff(is("volumeArchitecture", MULTI), eq(sdcCopies, 1), eq("haCopiesSecondaryActual", 1))
          ),
          text("RAID"),
          text("JBOD")
        ),
        text("RAID")
      ),
      "JBOD/RAID",
      "Role Requirements!I127"
    ),
    step(
      "dbDiskFormattedCapacityGB",
      "Database disk formatted capacity",
      div(mul("diskCapacityGB", 1000, 1000, 1000), 1024, 1024, 1024),
      "GB",
      "Storage Design!C46",
      "The raw capacity is the scenario's diskCapacityGB, the number of the calculator's tblDiskCapacity text (\"4000 GB\" -> 4000)."
    ),
    step(
      "dbDiskRandomIops",
      "Database disk random IOPS",
      lookup("diskType", DISK_TYPES, DISK_RANDOM_IOPS),
      "IOPS",
      "Storage Design!C48 (TblDiskType, Tables!A229:B245)"
    ),
    step(
      "dbDiskFormattedCapacityGBSecondary",
      "Database disk formatted capacity (configuration 2, the secondary datacenter)",
      div(mul("diskCapacityGB", 1000, 1000, 1000), 1024, 1024, 1024),
      "GB",
      "Storage Design!D46",
      "diskCapacityGB sets all eight disk rows of the Input sheet, so both datacenters' disks are the same."
    ),
    step(
      "dbDiskRandomIopsSecondary",
      "Database disk random IOPS (configuration 2)",
      lookup("diskType", DISK_TYPES, DISK_RANDOM_IOPS),
      "IOPS",
      "Storage Design!D48 (TblDiskType)"
    ),
  ];
}

/**
 * The preferred storage of the secondary datacenter's and the lagged-copy servers: they read the
 * calculator's validation check (Role Requirements I160), so they run after the databases area.
 */
export function preferredStorageAfterValidationSteps(): Step[] {
  return [
    step(
      "preferredStorageArchitectureSecondary",
      "Preferred Storage Architecture (Second Datacenter)",
      iff(
        and(yes("highAvailability"), sr, not("validationError"), cmp("haCopiesSecondary", ">", 0)),
        iff(
          iff(
            no("laggedCopiesOnDedicatedServersEffective"),
            and(
              yes("jbod"),
              sharedLogArchitecture(),
              iff(
                is("volumeArchitecture", MULTI),
                cmp(sdcCopies, ">=", 2),
                cmp("haCopiesSecondaryActual", ">=", 2)
              ),
              or(
                is("volumeArchitecture", MULTI),
                eq("laggedCopiesSecondaryActual", 0),
                cmp("laggedCopiesSecondaryActual", ">=", 2)
              )
            ),
            and(
              yes("jbod"),
              sharedLogArchitecture(),
              iff(
                is("volumeArchitecture", MULTI),
                cmp(sdcCopies, ">=", 2),
                cmp("haCopiesSecondaryActual", ">=", 2)
              )
            )
          ),
          text("JBOD"),
          text("RAID")
        ),
        text("--")
      ),
      "JBOD/RAID/--",
      "Role Requirements!I128"
    ),
    step(
      "preferredStorageArchitectureLagged",
      "Preferred Storage Architecture (Lagged Copy Server)",
      iff(
        and(
          yes("laggedCopiesOnDedicatedServersEffective"),
          cmp("laggedCopies", ">", 0),
          not("validationError"),
          yes("highAvailability")
        ),
        iff(
          and(
            yes("jbod"),
            sharedLogArchitecture(),
            or(
              cmp("laggedCopiesPrimaryActual", ">=", 2),
              cmp("laggedCopiesSecondaryActual", ">", 2)
            )
          ),
          text("JBOD"),
          text("RAID")
        ),
        text("--")
      ),
      "JBOD/RAID/--",
      "Role Requirements!I129"
    ),
  ];
}
