/**
 * The calculator's disk tables, written once: the drop-down lists of the Input sheet (LISTS.varDiskSize,
 * LISTS.varDiskType), the scenario's checks and the storage steps' lookups all read these.
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
