import { Expr, f } from "../../formula";

/**
 * The calculator's disk tables, written once: the drop-down lists of the Input sheet (LISTS.varDiskSize,
 * LISTS.varDiskType), the scenario's checks and the storage steps' raw-capacity rule all read these.
 */
/** The calculator's disk sizes (tblDiskCapacity, Tables!A201:B225): the cell's text and its raw capacity in decimal GB. */
export const DISK_SIZE_GB = [
  36, 72, 120, 146, 160, 250, 300, 320, 400, 450, 500, 600, 640, 750, 900, 1000, 1200, 1500, 2000,
  3000, 4000, 6000, 8000, 10000, 12000,
];
export const DISK_SIZES = DISK_SIZE_GB.map((gb) => `${gb} GB`);

/** Disk types of the calculator's TblDiskType (Tables!A229:A245), the cells' texts. */
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

/**
 * A disk of any size, by the calculator's own rule (derived for sizes outside its list).
 *
 * The calculator's rule, read from E2013Calcv7.6:
 * - raw capacity (Storage Design!C45, C52, C58, C64): VLOOKUP(size, tblDiskCapacity, 2, FALSE), and every
 *   row of tblDiskCapacity (Tables!A201:B225) holds in column B the number its text in column A names
 *   ("4000 GB" -> 4000): raw capacity GB = the size's number of GB, decimal (the vendor's nominal size).
 * - formatted capacity (Storage Design!C46, C53, C59, C65): (raw x 1000 x 1000 x 1000) / 1024 / 1024 / 1024,
 *   the nominal decimal GB in binary GiB as Windows shows them; nothing else is taken off.
 * - per-disk IOPS (Storage Design!C48, C49, C61): VLOOKUP(type, TblDiskType, 2 or 3): by the disk's type,
 *   never its size; so a new size needs no new IOPS figure.
 * So raw capacity = the number of "N GB", which reproduces all 25 entries of the list exactly
 * (tests/golden/microsoft-disk-sizes.test.ts); the workbook writes it as VALUE(SUBSTITUTE(cell," GB","")),
 * a native formula that gives the list's own figure for the list's sizes.
 * Units: GB (10^9 bytes) raw, GiB (2^30 bytes, "GB" in the calculator) formatted.
 * Example: "16000 GB" (a 16 TB NL-SAS disk, not in the list: derived) -> raw 16000 GB, formatted
 *   16000 x 10^9 / 2^30 = 14901.161193847656 GB; "4000 GB" (in the list) -> 4000 and 3725.2902984619141,
 *   the calculator's own Storage Design!C45:C46.
 */
export const DISK_SIZE_RULE =
  "raw capacity = the size's own number of GB (the rule every entry of the calculator's tblDiskCapacity, Tables!A201:B225, follows); formatted capacity = raw x 1000^3 / 1024^3 (Storage Design!C46)";

/** Smallest and largest disk size a scenario may give, in whole GB (30 TB SSDs and NL-SAS disks are sold; 100 TB is headroom). */
export const DISK_SIZE_MIN_GB = 1;
export const DISK_SIZE_MAX_GB = 100000;

/** True when the calculator's list holds this size (its figures are then the calculator's, not derived). */
export function isCalculatorDiskSize(gb: number): boolean {
  return DISK_SIZE_GB.includes(gb);
}

/** The raw capacity of a disk size text ("16000 GB" -> 16000) by the rule above; undefined when it is not one. */
export function diskRawCapacityGB(size: string): number | undefined {
  const m = /^([0-9]{1,15}) GB$/.exec(size);
  return m ? Number(m[1]) : undefined;
}

/** The formatted capacity of a raw capacity in GB, the calculator's Storage Design!C46 in its own order of operations. */
export function diskFormattedCapacityGB(rawGB: number): number {
  return (rawGB * 1000 * 1000 * 1000) / 1024 / 1024 / 1024;
}

/**
 * The raw capacity step of a disk size cell (Storage Design!C45 and its siblings): 0 for "--", as the
 * calculator's IF(size="--",0,...), else the rule's VALUE(SUBSTITUTE(cell," GB","")).
 */
export function rawCapacityExpr(cell: string): Expr {
  return f`IF(${cell}="--",0,NUMBERIN(${cell}," GB"))`;
}
