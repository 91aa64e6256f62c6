import type { CatalogRaidLevel } from "../core";
import { DriveType, EQUALLOGIC_MODELS, EqualLogicModel } from "./equallogicModels";
import { Provenance, source } from "./sources";

/**
 * Seed 000, Table 13 "Usable Capacity - PS Series Arrays", row by row as printed: the series, the
 * "Disk Drive Size & (Model)" cell, the RAID 50 and the RAID 10 "Useable Capacity (GB)".
 */
export interface Table13Row {
  readonly series: "PS6000 Series" | "PS6500 Series";
  /** The "Disk Drive Size & (Model)" cell as printed, e.g. "300GB (X , XV)". */
  readonly printed: string;
  /** The drive size part, e.g. "300GB". */
  readonly drive: string;
  /** The model letters in the parentheses, e.g. ["X", "XV"]. */
  readonly letters: readonly ("XV" | "X" | "E")[];
  /**
   * The drive size in vendor GB. Not a printed cell: "1TB" is 1000 GB because Table 13 computes so
   * (1TB (E): 12000 = 12 x 1000 in RAID 50), though Appendix A writes these drives as "1024GB".
   */
  readonly driveGB: number;
  readonly raid50GB: number;
  readonly raid10GB: number;
}

/** One row's cells after the series: the "Disk Drive Size & (Model)" cell, driveGB, RAID 50, RAID 10. */
type Table13Cells = readonly [printed: string, driveGB: number, raid50GB: number, raid10GB: number];

/** A series' rows, the series written once as Table 13 prints it over them. */
function seriesRows(series: Table13Row["series"], rows: readonly Table13Cells[]): Table13Row[] {
  return rows.map(([printed, driveGB, raid50GB, raid10GB]) => {
    const match = /^(\S+) \(([^)]*)\)$/.exec(printed);
    if (!match) throw new Error(`Table 13 cell not understood: ${printed}`);
    const letters = match[2].split(",").map((l) => l.trim()) as Table13Row["letters"];
    return { series, printed, drive: match[1], letters, driveGB, raid50GB, raid10GB };
  });
}

/** Seed 000, Table 13, in the paper's order; cells typed from the seed text (driveGB: see above). */
export const TABLE_13: readonly Table13Row[] = [
  ...seriesRows("PS6000 Series", [
    ["250GB (E)", 250, 3000, 1750],
    ["300GB (X , XV)", 300, 3600, 2100],
    ["400GB (X)", 400, 4800, 2800],
    ["450GB (XV)", 450, 5400, 3150],
    ["500GB (E)", 500, 6000, 3500],
    ["600GB (X, XV)", 600, 7200, 4200],
    ["1TB (E)", 1000, 12000, 7000],
    ["2TB (E)", 2000, 24000, 14000],
  ]),
  ...seriesRows("PS6500 Series", [
    ["500GB (E)", 500, 19500, 11500],
    ["600GB (X)", 600, 23400, 13800],
    ["1TB (E)", 1000, 39000, 23000],
    ["2TB (E)", 2000, 78000, 46000],
  ]),
];

/** One model, one drive size, one RAID level: Table 13 expanded to models. */
export interface UsableCapacityRow {
  readonly model: EqualLogicModel;
  /** As Table 13 prints the size, e.g. "500GB", "1TB". */
  readonly drive: string;
  /** Vendor GB, 1TB = 1000 GB as Table 13's arithmetic has it. */
  readonly driveGB: number;
  readonly driveType: DriveType;
  readonly raid: CatalogRaidLevel;
  readonly usableGB: number;
  readonly source: Provenance;
}

/**
 * Every model x drive size x RAID level of Table 13, in the table's order (RAID 50, then RAID 10, for
 * each model of a row). A printed row naming two models ("300GB (X , XV)") becomes a row for each,
 * both citing the printed row. The series and the letter give the model: "PS6500 Series" + "(E)" is
 * the PS6500E.
 */
export const USABLE_CAPACITY: readonly UsableCapacityRow[] = TABLE_13.flatMap((printedRow) =>
  printedRow.letters.flatMap((letter) => {
    const spec = EQUALLOGIC_MODELS.find(
      (m) => m.series === printedRow.series && m.letter === letter
    );
    if (!spec) throw new Error(`Table 13 row ${printedRow.printed}: no model ${letter}`);
    const levels: [CatalogRaidLevel, number][] = [
      ["RAID 50", printedRow.raid50GB],
      ["RAID 10", printedRow.raid10GB],
    ];
    return levels.map(([raid, usableGB]): UsableCapacityRow => ({
      model: spec.model,
      drive: printedRow.drive,
      driveGB: printedRow.driveGB,
      driveType: spec.driveType,
      raid,
      usableGB,
      source: source(
        "000",
        `Table 13, ${printedRow.series} row "${printedRow.printed}", ${raid} column`
      ),
    }));
  })
);
