/**
 * The tier table's columns are the Microsoft core's (src/core/microsoft/scenario/tierColumns.ts): one
 * list of names, units, kinds, defaults and allowed values for the pane and the core.
 */
export { MESSAGE_PROFILES, TIER_COLUMNS } from "../core/microsoft/scenario/tierColumns";
export type { TierColumn, TierColumnKind } from "../core/microsoft/scenario/tierColumns";
