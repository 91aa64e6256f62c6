/**
 * The MetaCache Database of a few given figures (HDDs per server, HDD capacity, copies per server),
 * evaluated by the steps the workbook prints (src/core/microsoft/metacache/steps.ts) and read back by
 * metaCacheFromCells, for the tests of the MCDB rule's worked example (metaCache.ts). Only tests size an
 * MCDB from bare figures; the product sizes it from a design (size.ts).
 */
import { Value } from "../../src/core/formula";
import { metaCacheFromCells, MetaCacheSizing } from "../../src/core/microsoft/metacache/metaCache";
import { evaluateMetaCache, metaCacheInputs } from "../../src/core/microsoft/metacache/steps";

export interface MetaCacheInputs {
  /** HDDs per server, each datacenter's servers that have any (the primary first). */
  readonly hddsPerServer: readonly number[];
  readonly hddCapacityGB: number;
  /** Database copies per server (the calculator's Role Requirements!C248). */
  readonly copiesPerServer: number;
  readonly percent?: number;
  readonly ssdCapacityGB?: number;
}

/**
 * The MCDB of the given figures: the HDDs of the datacenter with more (the primary first, a second one
 * as disksPerServerSecondary).
 */
export function sizeMetaCache(i: MetaCacheInputs): MetaCacheSizing {
  const cells: Record<string, unknown> = {
    exchangeVersion: "2019",
    validationError: false,
    disksPerServer: i.hddsPerServer[0],
    disksPerServerSecondary: i.hddsPerServer[1] ?? "--",
    databaseCopiesPerServer: i.copiesPerServer,
    "input.diskCapacityDc1DatabaseLog": `${i.hddCapacityGB} GB`,
    ...metaCacheInputs({ mcdbCapacityPercent: i.percent, mcdbSsdCapacityGB: i.ssdCapacityGB }),
  };
  const out = metaCacheFromCells(evaluateMetaCache((n) => cells[n] as Value));
  if (!out) throw new Error("sizeMetaCache: the figures give no MetaCache Database");
  return out;
}
