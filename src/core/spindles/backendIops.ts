import { add, iff, isblank, mul, sub } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";

/**
 * Back-end (disk) IOPS from host IOPS.
 *
 * Formula: disk IOPS = READS + (WRITES x RAID factor)
 *                    = host IOPS x readShare + host IOPS x (1 - readShare) x RAID factor
 *          (seed 002, I/O Requirement: "IOPS approximates to READS + (WRITES * RAID factor)")
 * Units:   IOPS in, IOPS out; readShare a fraction from 0 to 1
 * Example: seed 004's database array: 651.698 host IOPS of which 370.981 reads (readShare 0.5693),
 *          RAID 10 => 370.981 + 280.717 x 2 = 932.415 disk IOPS.
 *          Seed 002's Microsoft profile, 75% read, on RAID 5: 1000 x 0.75 + 1000 x 0.25 x 4 = 1750.
 */
export const BACKEND_IOPS_FORMULA = add(
  mul("hostIops", "readShare"),
  mul("hostIops", sub(1, "readShare"), "raidFactor")
);

/** BACKEND_IOPS_FORMULA's value. */
export function backendIops(hostIops: number, readShare: number, writeFactor: number): number {
  const values = { hostIops, readShare, raidFactor: writeFactor };
  return formulaValue(BACKEND_IOPS_FORMULA, values, {}, "backendIops");
}

/**
 * The read share to use: the one given, else 1 - dbWriteShare.
 *
 * Rule:    seed 000, Table 17: database writes are "about 40% to 60% of total database I/O ... An
 *          average value of 50% will fit most cases" (option dbWriteShare), so reads are 50%. Seed 002's
 *          "Microsoft internally has a profile of 75% read and 25% write" (Exchange 2003) asks for fewer
 *          disks; ExSize's blank is the safe 50% and 0.75 is one argument away (disagreements.ts).
 * Units:   fraction
 * Example: blank => 0.5; 0.75 => 0.75
 */
export const READ_SHARE_FORMULA = iff(isblank("readShare"), sub(1, "dbWriteShare"), "readShare");

/** READ_SHARE_FORMULA's value. */
export function readShareOrDefault(
  readShare: number | undefined,
  options: Pick<SizingOptions, "dbWriteShare">
): number {
  return formulaValue(READ_SHARE_FORMULA, { readShare: readShare ?? "" }, options, "readShare");
}
