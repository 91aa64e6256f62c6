import type { Env } from "../../formula";
import { MetaCacheSizing, metaCacheFromCells } from "./metaCache";
import { evaluateMetaCache } from "./steps";

/**
 * The MetaCache Database of a sized design (metaCache.ts), or undefined: Exchange 2013 and 2016 have none,
 * nor does a design without database copies per server or disks (rejected, or its disks not sized).
 * `read` gives the names the steps read (steps.ts) as the workbook's names resolve them: the servers
 * area's first, then the database area's and the inputs, and the two MCDB inputs (metaCacheInputs).
 * HDDs per server: the JBOD or RAID disks the calculator sizes (disksPerServer; the secondary datacenter's
 * too where it has servers), on Datacenter 1's database disk size.
 */
export function metaCacheOf(read: Env): MetaCacheSizing | undefined {
  return metaCacheFromCells(evaluateMetaCache(read));
}
