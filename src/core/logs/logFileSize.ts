import { SizingOptions } from "../options";

/**
 * Log file size (LFS).
 *
 * Formula: LFS = 1.0 (constant)                   (seed 000, Table 15, step 1: "Exchange 2010 log file size is 1MB")
 * Units:   MB
 * Example: 1 MB (option logFileMB)
 */
export function logFileSizeMB(options: Pick<SizingOptions, "logFileMB">): number {
  return options.logFileMB;
}
