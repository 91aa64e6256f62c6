import { SizingOptions } from "../options";
import { ref } from "../formula/expr";
import { formulaValue } from "../formula/step";

/**
 * Log file size (LFS).
 *
 * Formula: LFS = 1.0 (constant)                   (seed 000, Table 15, step 1: "Exchange 2010 log file size is 1MB")
 * Units:   MB
 * Example: 1 MB (option logFileMB)
 */
export const LFS_FORMULA = ref("logFileMB");

/** LFS_FORMULA's value. */
export function logFileSizeMB(options: Pick<SizingOptions, "logFileMB">): number {
  return formulaValue(LFS_FORMULA, {}, options, "LFS");
}
