import type { CellValue } from "./evaluate";

/**
 * The one value the calculator's VBA writes that a formula reads: Variables!K53 "DiskGroup Size"
 * (varDiskGroup), which feeds Variables!K51 and the custom database count (Role Requirements!C79). The
 * Input sheet's Worksheet_Change handler computes it whenever the validation check is FALSE:
 * - Active/Passive or Active/Active (Multiple DAGs): the active mailbox servers in datacenter 1 (I86) when
 *   databases share volumes (C110 = "Yes"), else 1;
 * - Active/Active (Single DAG): I86 + I88 when the databases per volume match the copy count (Input!C109),
 *   else I86.
 * The model is read from Input!G23 as the cell holds it, also when site resilience is off (as the VBA does).
 * Returns null where the handler writes nothing (validation fails, or a server count is not a number).
 * Source: mscalc.py _emulate_input_worksheet_change (the handler's arithmetic), E2013Calcv7.6 VBA module Sheet2.
 * Example: the calculator's example design (A/A single DAG, 2 + 2 active servers, C109 "Yes") gives 4.
 */
export function vbaDiskGroup(cells: (name: string) => CellValue | undefined): number | null {
  const [check, dc1, dc2, model, sharedVolumes, matchCopies] = VBA_DISK_GROUP_READS.map(cells);
  if (check !== false && check !== 0) return null;
  if (typeof dc1 !== "number" || typeof dc2 !== "number") return null;
  if (model === "Active/Passive" || model === "Active/Active (Multiple DAGs)")
    return sharedVolumes === "Yes" ? dc1 : 1;
  if (model === "Active/Active (Single DAG)") return matchCopies === "Yes" ? dc1 + dc2 : dc1;
  return null;
}

/** Every name vbaDiskGroup reads, in its order (a search re-runs only the steps these need in its rounds). */
export const VBA_DISK_GROUP_READS = [
  "validationError",
  "numberOfActiveMailboxServersInDc1PerDag",
  "numberOfActiveMailboxServersInDc2PerDag",
  "input.siteResilienceModel",
  "deployWithMultipleDatabasesPerVolume",
  "input.databasesPerVolumeMatchCopyCount",
] as const;

/** The value Variables!K53 holds in the example workbook before any edit. */
export const EXAMPLE_DISK_GROUP = 4;
