import { RaidLevel } from "./raidLevel";

/**
 * Where an array's IOPS figure comes from:
 * - measured: printed in a seed's table (seed 000, Table 12: Jetstress on a single dedicated array);
 * - derived: computed from a measured figure by a rule stated beside the row (no seed prints it);
 * - user: a row of the consultant's own catalog range.
 */
export type IopsBasis = "measured" | "derived" | "user";

/**
 * One array configuration the fit may choose: a model with one drive size in one RAID level
 * (seed 000, section 3.4.1 steps 3-4: usable capacity from Table 13, IOPS from Table 12).
 * The built-in catalog (src/catalog) and a user's catalog range both become these.
 */
export interface ArrayCandidate {
  readonly model: string;
  /** The drive as shown, e.g. "500GB" (a user's catalog may hold a number). */
  readonly drive: string | number;
  readonly raid: RaidLevel;
  /** Usable capacity of one array, vendor GB as Table 13 prints it. */
  readonly usableGB: number;
  /** Database IOPS one array sustains; Table 12's figures include log and maintenance I/O. */
  readonly iops: number;
  readonly iopsBasis: IopsBasis;
}
