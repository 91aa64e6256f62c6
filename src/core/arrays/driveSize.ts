import { shownValue } from "../validation";
import { SizingError } from "../errors";

/**
 * Vendor GB per TB in seed 000's Table 13: the 1TB (E) row of the PS6000 Series gives 12000 GB in
 * RAID 50 and 7000 GB in RAID 10, i.e. 12 and 7 drives of 1000 GB (2TB: 24000 and 14000). Appendix A
 * writes the same drives as "1024GB"; Table 13's arithmetic, which the sizing uses, is 1000.
 */
export const GB_PER_DRIVE_TB = 1000;

/**
 * Reads a drive size as printed in Table 13 or as a consultant types it: "500GB", "500 GB", "500",
 * the number 500, "1TB", "2 TB" (any case). Returns vendor GB (1TB = 1000 GB, as Table 13 computes).
 * Throws a SizingError naming `argument` for anything else.
 * Example: parseDriveSizeGB("1TB", "drive") = 1000.
 */
export function parseDriveSizeGB(text: string, argument: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(gb|tb)?\s*$/i.exec(text);
  const size = match ? Number(match[1]) : NaN;
  if (!match || !(size > 0)) {
    throw new SizingError(
      argument,
      `${argument} must be a drive size such as 500GB or 1TB (got ${shownValue(text)})`
    );
  }
  return match[2]?.toLowerCase() === "tb" ? size * GB_PER_DRIVE_TB : size;
}
