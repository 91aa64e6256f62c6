import { Provenance, source } from "./sources";

/** The EqualLogic PS Series models seed 000 catalogs (Tables 12 and 13). */
export type EqualLogicModel = "PS6000XV" | "PS6000X" | "PS6000E" | "PS6500E" | "PS6500X";

/** Drive type and rotational speed by model letter (seed 000, section 3.1.1). */
export type DriveType = "15K SAS" | "10K SAS" | "7.2K SATA II";

export interface ArrayModelSpec {
  readonly model: EqualLogicModel;
  /** As Table 13 groups the models. */
  readonly series: "PS6000 Series" | "PS6500 Series";
  /** The letter Table 13 prints in parentheses after a drive size, e.g. "300GB (X , XV)". */
  readonly letter: "XV" | "X" | "E";
  readonly driveType: DriveType;
  readonly driveTypeSource: Provenance;
  /** Drives per enclosure (seed 000, section 3.1.2). */
  readonly driveBays: 16 | 48;
  /** Drives in the RAID set, after the hot spares. */
  readonly activeDrives: number;
  readonly hotSpares: number;
  /** printed: a seed states the count for this model; derived: read from Table 13's arithmetic. */
  readonly drivesBasis: "printed" | "derived";
  readonly drivesSource: readonly Provenance[];
}

const SECTION_311 = source(
  "000",
  "section 3.1.1",
  "PS6000XV: 15K RPM SAS; PS6000X and PS6500X: 10K RPM; PS6000E and PS6500E: 7.2K SATA II"
);
const SECTION_312 = source(
  "000",
  "section 3.1.2",
  "PS65x0 series: 48 drives per enclosure; PS60x0 series: 16"
);
const TABLE_13_PS6000 = source(
  "000",
  "Table 13, PS6000 Series rows",
  "Every RAID 10 figure is 7 x the drive size (250GB: 1750) and every RAID 50 figure 12 x (3000): 14 drives in the RAID set, 2 of 16 bays left as hot spares"
);
const TABLE_13_PS6500 = source(
  "000",
  "Table 13, PS6500 Series rows",
  "Every RAID 10 figure is 23 x the drive size (500GB: 11500) and every RAID 50 figure 39 x (19500): 46 drives in the RAID set, 2 of 48 bays left as hot spares"
);

/** What every model of a series shares: bays (3.1.2), active drives and hot spares (Table 6, 2.3, Table 13). */
const PS6000_SERIES = {
  series: "PS6000 Series",
  driveBays: 16,
  activeDrives: 14,
  hotSpares: 2,
  driveTypeSource: SECTION_311,
} as const;
const PS6500_SERIES = {
  series: "PS6500 Series",
  driveBays: 48,
  activeDrives: 46,
  hotSpares: 2,
  driveTypeSource: SECTION_311,
} as const;

/**
 * The five models, their drives and their drive counts. Section 3.1 says an array's random IOPS
 * "will depend on the disk drive rotational speeds, the number of drives in the array and the RAID
 * type"; the derived IOPS rows (arrayIops.ts) scale by these active-drive counts.
 */
export const EQUALLOGIC_MODELS: readonly ArrayModelSpec[] = [
  {
    model: "PS6000XV",
    ...PS6000_SERIES,
    letter: "XV",
    driveType: "15K SAS",
    drivesBasis: "printed",
    drivesSource: [
      source(
        "000",
        "Table 6",
        "PS6000XV: 15K 450Gb SAS disks, 14 disks as RAID 50, 2 x 450GB as hot spares"
      ),
      source("000", "section 2.3", "14 x 15K SAS drives, two hot spares"),
      source("000", "Appendix A (Table 20)", "16 x 450GB 15K SAS disks"),
      SECTION_312,
    ],
  },
  {
    model: "PS6000X",
    ...PS6000_SERIES,
    letter: "X",
    driveType: "10K SAS",
    drivesBasis: "printed",
    drivesSource: [
      source(
        "000",
        "section 2.3",
        'The array type study\'s configurations "were identical to the configuration in section 2.2 except for the array type, disk drive type and in the case of the PS6500E the number of disk drives": 14 drives and 2 hot spares, as Table 6'
      ),
      source("000", "Appendix A (Table 20)", "16 x 600GB 10K SAS disks"),
      SECTION_312,
      TABLE_13_PS6000,
    ],
  },
  {
    model: "PS6000E",
    ...PS6000_SERIES,
    letter: "E",
    driveType: "7.2K SATA II",
    drivesBasis: "derived",
    drivesSource: [
      source(
        "000",
        "Appendix A (Table 20)",
        "16 x 1024GB 7.2K SATA II disks (bays, not the RAID set)"
      ),
      SECTION_312,
      TABLE_13_PS6000,
    ],
  },
  {
    model: "PS6500E",
    ...PS6500_SERIES,
    letter: "E",
    driveType: "7.2K SATA II",
    drivesBasis: "printed",
    drivesSource: [
      source("000", "section 2.3", "46 x 7.2K SATA II drives, two hot spares"),
      source(
        "000",
        "Appendix A (Table 20)",
        "46 x 1024GB 7.2K SATA II disks: the drives in the RAID set, where the PS6000 rows of the same table count all 16 bays"
      ),
      SECTION_312,
      TABLE_13_PS6500,
    ],
  },
  {
    model: "PS6500X",
    ...PS6500_SERIES,
    letter: "X",
    driveType: "10K SAS",
    drivesBasis: "derived",
    drivesSource: [SECTION_312, TABLE_13_PS6500],
  },
];

/** The spec of one model. */
export function modelSpec(model: EqualLogicModel): ArrayModelSpec {
  const spec = EQUALLOGIC_MODELS.find((m) => m.model === model);
  if (!spec) throw new Error(`no EqualLogic model ${model}`);
  return spec;
}
