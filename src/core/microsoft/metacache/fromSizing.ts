import type { MicrosoftScenario } from "../scenario/parse";
import { diskRawCapacityGB } from "../scenario/diskTables";
import { MetaCacheSizing, sizeMetaCache } from "./metaCache";

/**
 * The MetaCache Database of a sized design (metaCache.ts), or undefined: Exchange 2013 and 2016 have none,
 * nor does a design without database copies per server or disks (rejected, or its disks not sized).
 * HDDs per server: the JBOD or RAID disks the calculator sizes (disksPerServer; the secondary datacenter's
 * too where it has servers), on Datacenter 1's database disk size.
 */
export function metaCacheOf(
  scenario: MicrosoftScenario,
  json: unknown,
  sizing: Readonly<Record<string, unknown>>
): MetaCacheSizing | undefined {
  if (scenario.exchangeVersion !== "2019" && scenario.exchangeVersion !== "SE") return undefined;
  const num = (k: string) =>
    typeof sizing[k] === "number" && (sizing[k] as number) > 0 ? (sizing[k] as number) : undefined;
  const hdds = [num("disksPerServer"), num("disksPerServerSecondary")].filter(
    (x): x is number => x !== undefined
  );
  const copies = num("databaseCopiesPerServer");
  const disk = diskRawCapacityGB(String(scenario.cells["input.diskCapacityDc1DatabaseLog"]));
  if (
    hdds.length === 0 ||
    copies === undefined ||
    disk === undefined ||
    sizing.validationError !== false
  )
    return undefined;
  const given = json as Record<string, unknown>;
  return sizeMetaCache({
    hddsPerServer: hdds,
    hddCapacityGB: disk,
    copiesPerServer: copies,
    ...(typeof given.mcdbCapacityPercent === "number"
      ? { percent: given.mcdbCapacityPercent }
      : {}),
    ...(typeof given.mcdbSsdCapacityGB === "number"
      ? { ssdCapacityGB: given.mcdbSsdCapacityGB }
      : {}),
  });
}
