/**
 * The one measurement of 7.2K drives that says how many disk I/Os they did: seed 004 (Cisco UCS C210
 * M2, Exchange 2010 ESRP), 14 x 1 TB 7.2K RPM SATA drives in RAID 10 holding the databases only (the
 * logs sit on a separate RAID 1 pair, Table 6), "Storage Performance Results": Database Disks
 * Reads/sec 370.981, Database Disks Writes/sec 280.717, average read latency 14.580 ms (under the
 * 20 ms limit).
 */
export const SEED_004_DATABASE_ARRAY = {
  disks: 14,
  readsPerSec: 370.981,
  writesPerSec: 280.717,
  /** RAID 10 writes each application write to two disks (seed 000, section 3.1.3; seed 002). */
  raid10WriteFactor: 2,
  source: "seed 004, Table 5 and Storage Performance Results",
} as const;

/**
 * IOPS per 7.2K disk, derived (no seed prints it).
 *
 * Rule:    disk IOPS = (reads + writes x RAID factor) / disks, seed 002's spindle formula run backwards
 *          over a measured array: (370.981 + 2 x 280.717) / 14 = 932.415 / 14 = 66.601 IOPS per disk.
 * Why:     seed 000's PS6500E (46 active 7.2K SATA drives, Table 12: 2400 IOPS in RAID 10, 1800 in
 *          RAID 50) gives 78.3 and 97.8 per disk by the same rule, but only with an assumed 50/50
 *          read/write mix (Table 17); seed 004 measured its mix. Seed 004's figure is also the lower
 *          one, the safe choice: it asks for more disks.
 * Units:   IOPS per disk (back-end, after the RAID factor)
 */
export const DERIVED_DISK_IOPS_7200 =
  (SEED_004_DATABASE_ARRAY.readsPerSec +
    SEED_004_DATABASE_ARRAY.writesPerSec * SEED_004_DATABASE_ARRAY.raid10WriteFactor) /
  SEED_004_DATABASE_ARRAY.disks;
