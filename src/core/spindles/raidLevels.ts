import { shownValue } from "../validation";
import { SizingError } from "../errors";
import { Expr, Operand, eq, expr, iff, or, sub, text } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";

/** How a RAID level protects data, which sets its write factor and the disks a group gives to protection. */
export type RaidProtection = "mirror" | "single parity" | "double parity";

/** The option holding each protection's write factor (disk I/Os per application write). */
export const WRITE_FACTOR_OPTION = {
  mirror: "raid1WriteFactor",
  "single parity": "raid5WriteFactor",
  "double parity": "raid6WriteFactor",
} as const satisfies Record<RaidProtection, keyof SizingOptions>;

/** A mirrored RAID group is a pair (seed 002: Vraid1 "Even number of disks"; seed 000, section 3.2). */
export const MIRROR_GROUP_DISKS = 2;

/** Disks of each group that hold no data: half a mirrored pair, 1 or 2 parity disks. */
export const PROTECTION_DISKS: Readonly<Record<RaidProtection, number>> = {
  mirror: 1,
  "single parity": 1,
  "double parity": 2,
};

export interface RaidLevelRow {
  /** The name as ExSize prints it, e.g. "RAID 50". */
  readonly level: string;
  /** Other ways the seeds write it (lower case, without spaces). */
  readonly aliases: readonly string[];
  readonly protection: RaidProtection;
  readonly source: string;
}

/**
 * The RAID levels the spindle math knows, each with where a seed names it.
 * Seed 002 (HP EVA): "RAID factor is 4x for RAID5 and 2x for RAID1", with EVA's Vraid1 and Vraid5.
 * Seed 000, section 3.1.3: RAID 50 takes 4 disk I/O operations per write, RAID 10 takes 2; PS arrays
 * also support RAID 5 and RAID 6. Seed 004 lists RAID 0, 1, 5, 6, 10, 50 and 60 on its controller.
 * RAID 6 and 60 have no write factor in any seed: option raid6WriteFactor derives one (6).
 */
export const RAID_LEVEL_ROWS: readonly RaidLevelRow[] = [
  {
    level: "RAID 1",
    aliases: ["1", "vraid1"],
    protection: "mirror",
    source: "seed 002, I/O Requirement",
  },
  {
    level: "RAID 10",
    aliases: ["10", "1+0"],
    protection: "mirror",
    source: "seed 000, section 3.1.3",
  },
  {
    level: "RAID 5",
    aliases: ["5", "vraid5"],
    protection: "single parity",
    source: "seed 002, I/O Requirement",
  },
  {
    level: "RAID 50",
    aliases: ["50"],
    protection: "single parity",
    source: "seed 000, section 3.1.3",
  },
  {
    level: "RAID 6",
    aliases: ["6"],
    protection: "double parity",
    source: "seed 000, section 3.1.3 (factor derived)",
  },
  {
    level: "RAID 60",
    aliases: ["60"],
    protection: "double parity",
    source: "seed 004, Table 1 (factor derived)",
  },
];

/** "RAID 1, RAID 10, RAID 5, RAID 50, RAID 6 or RAID 60 (also Vraid1, Vraid5)" */
const KNOWN = `${RAID_LEVEL_ROWS.map((r) => r.level)
  .join(", ")
  .replace(/, (?=[^,]*$)/, " or ")} (also Vraid1, Vraid5)`;

/**
 * Reads a RAID level as a consultant types it: "RAID 50", "raid50", "50" (or the number 50), "Vraid1",
 * in any case. Throws a SizingError naming `argument` for anything else.
 * Example: raidLevelRow("raid 10", "raidLevel").protection = "mirror".
 */
export function raidLevelRow(text: string, argument: string): RaidLevelRow {
  const key = text
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/^raid-?/, "");
  const row = RAID_LEVEL_ROWS.find((r) => r.aliases.includes(key));
  if (!row)
    throw new SizingError(argument, `${argument} must be ${KNOWN} (got ${shownValue(text)})`);
  return row;
}

/**
 * A value chosen by the protection of the RAID level named "raidLevel" (its level text, "RAID 10"), as
 * nested IFs over RAID_LEVEL_ROWS: protections that give the same value share one OR branch, the last
 * value is the else. Example: byRaidProtection(p => WRITE_FACTOR_OPTION[p]) prints
 * IF(OR(raidLevel="RAID 1",raidLevel="RAID 10"),raid1WriteFactor,IF(OR(...),raid5WriteFactor,raid6WriteFactor)).
 */
export function byRaidProtection(value: (protection: RaidProtection) => Operand): Expr {
  const branches = new Map<string, { value: Expr; levels: string[] }>();
  for (const row of RAID_LEVEL_ROWS) {
    const v = expr(value(row.protection));
    const key = JSON.stringify(v);
    const branch = branches.get(key) ?? { value: v, levels: [] };
    branch.levels.push(row.level);
    branches.set(key, branch);
  }
  const all = [...branches.values()];
  return all
    .slice(0, -1)
    .reduceRight<Expr>(
      (otherwise, b) =>
        iff(or(...b.levels.map((l) => eq("raidLevel", text(l)))), b.value, otherwise),
      all[all.length - 1].value
    );
}

/** The RAID write factor by level: raid1WriteFactor, raid5WriteFactor or raid6WriteFactor. */
export const RAID_FACTOR_FORMULA = byRaidProtection((p) => WRITE_FACTOR_OPTION[p]);
/** Disks per RAID group: 2 for mirrors, parityGroupDisks for parity RAID. */
export const GROUP_DISKS_FORMULA = byRaidProtection((p) =>
  p === "mirror" ? MIRROR_GROUP_DISKS : "parityGroupDisks"
);
/** Data disks per group: groupDisks less the protection's disks (PROTECTION_DISKS). */
export const DATA_DISKS_FORMULA = byRaidProtection((p) => sub("groupDisks", PROTECTION_DISKS[p]));

/**
 * RAID write factor: disk I/Os per application write.
 *
 * Formula: 2 for mirrors (RAID 1/10), 4 for single parity (RAID 5/50), 6 for double parity (RAID 6/60)
 *          (seed 002: "RAID factor is 4x for RAID5 and 2x for RAID1"; seed 000, section 3.1.3: RAID 50
 *          "4 disk I/O operations", RAID 10 "2 disk I/O operations")
 * Derived: RAID 6 is in no seed. Section 3.1.3's count is a read and a write of every block a write
 *          touches: RAID 50 updates the data and 1 parity block (2 x 2 = 4), RAID 10 writes 2 copies
 *          without reading (2); RAID 6 updates the data and 2 parity blocks (3 x 2 = 6).
 * Units:   disk I/Os per write (factor)
 * Example: RAID 5 => 4; RAID 10 => 2; RAID 6 => 6 (derived)
 */
export function raidWriteFactor(
  row: RaidLevelRow,
  options: Pick<SizingOptions, "raid1WriteFactor" | "raid5WriteFactor" | "raid6WriteFactor">
): number {
  return formulaValue(RAID_FACTOR_FORMULA, { raidLevel: row.level }, options, "raidFactor");
}

/**
 * Disks per RAID group and how many of them hold data.
 *
 * Rule:    mirrors come in pairs, one disk of data (seed 002: Vraid1 "Even number of disks"; seed 000,
 *          section 3.2: RAID 10 uses "half the number of disk drives ... for mirroring"); parity groups
 *          hold parityGroupDisks disks (seed 002: Vraid 5 "an integer multiple of eight"), less 1
 *          parity disk (RAID 5) or 2 (RAID 6).
 * Check:   seed 000, Table 13, PS6000 with 500 GB drives (14 drives after 2 hot spares): RAID 10,
 *          7 pairs x 500 = 3500 GB; RAID 50 as two groups of 7, 2 x 6 x 500 = 6000 GB. Both as printed.
 * Units:   disks
 * Example: RAID 50 with the default 8 => { groupDisks: 8, dataDisks: 7 }; RAID 10 => { 2, 1 }
 */
export function raidGroup(
  row: RaidLevelRow,
  options: Pick<SizingOptions, "parityGroupDisks">
): { readonly groupDisks: number; readonly dataDisks: number } {
  const groupDisks = formulaValue(
    GROUP_DISKS_FORMULA,
    { raidLevel: row.level },
    options,
    "groupDisks"
  );
  const values = { raidLevel: row.level, groupDisks };
  return { groupDisks, dataDisks: formulaValue(DATA_DISKS_FORMULA, values, {}, "dataDisks") };
}
