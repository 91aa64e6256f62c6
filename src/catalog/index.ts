/**
 * The array catalogs as typed data, provenance on every row (seed file, table or section, note):
 * - EQUALLOGIC_MODELS: the five PS Series models, drive type and speed, drive counts (seed 000, 3.1).
 * - TABLE_13 / USABLE_CAPACITY: usable GB as printed, and expanded to model x drive x RAID.
 * - TABLE_12 / ARRAY_IOPS: measured IOPS as printed, and per model x RAID with basis measured or
 *   derived (DERIVED_IOPS_RULE, DERIVED_IOPS_CAVEAT).
 * - ARRAY_CANDIDATES: the join EX.ARRAYFIT ranks (fitArrays in src/core/arrays).
 * - MEASURED_CONFIGURATIONS: the other seeds' Jetstress-tested configurations (not fit candidates).
 */
export * from "./sources";
export * from "./equallogicModels";
export * from "./usableCapacity";
export * from "./arrayIops";
export * from "./candidates";
export * from "./measuredConfigurations";
export * from "./sheets";
