import { Expr, eq, iff, ref } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";
import { choiceRule } from "../validation";

/** The drive speeds the seeds give IOPS for, in RPM, and the option holding each one's design IOPS. */
export const DRIVE_SPEED_OPTION = {
  15000: "diskIops15000",
  10000: "diskIops10000",
  7200: "diskIops7200",
} as const satisfies Record<number, keyof SizingOptions>;

export type DriveSpeedRpm = keyof typeof DRIVE_SPEED_OPTION;

/** driveSpeed must be 15000, 10000 or 7200 (RPM). */
export const DRIVE_SPEED_RULE = choiceRule([15000, 10000, 7200]);

/**
 * Design IOPS per disk by drive speed.
 *
 * Figures: 15K "capable of 150 IOPS per disk (Vraid1)"; 10K "capable of 100 -120 IOPS per disk";
 *          "Conservative use of 100 IOPS per disk for design allows room for peak periods"
 *          (seed 002, Determine the number of disks). ExSize designs with 100 for both (the safe
 *          reading; options diskIops15000 = 150 and diskIops10000 up to 120 give the capabilities).
 * Derived: 7.2K is in no seed's list: 66.601 from seed 004's measured RAID 10 array (measured7200.ts).
 * Units:   RPM in; IOPS per disk (back-end) out
 * Example: 15000 => 100; 7200 => 66.601
 */
export const DISK_IOPS_FORMULA: Expr = (() => {
  const [slowest, ...faster] = Object.entries(DRIVE_SPEED_OPTION).sort(([a], [b]) => +a - +b);
  return faster.reduce<Expr>(
    (otherwise, [rpm, option]) => iff(eq("driveSpeed", Number(rpm)), option, otherwise),
    ref(slowest[1])
  );
})();

/** DISK_IOPS_FORMULA's value. */
export function diskIops(
  driveSpeedRpm: DriveSpeedRpm,
  options: Pick<SizingOptions, "diskIops15000" | "diskIops10000" | "diskIops7200">
): number {
  return formulaValue(DISK_IOPS_FORMULA, { driveSpeed: driveSpeedRpm }, options, "diskIops");
}
