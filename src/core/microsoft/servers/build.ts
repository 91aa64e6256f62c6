import { Expr, Operand, Step, add, f } from "../../formula";
import { Cited, stepFamily } from "../stepFamily";

/**
 * The calculator's sum over its four tiers, (NumTier1MBXDB x Tier1ActiveMegacycles) + (NumTier2MBXDB x
 * ...) + ..., over the scenario's tiers 1..n: a tier the scenario does not have contributes the
 * calculator's 0 (its mailboxes are 0, so every per-tier figure is 0).
 * Example: tierSum(2, i => mul(`tier${i}.a`, `tier${i}.b`)) is tier1.a*tier1.b+tier2.a*tier2.b.
 */
export function tierSum(tiers: number, term: (i: number) => Expr): Expr {
  return tierList(tiers, term).reduce((sum, t) => add(sum, t));
}

/** One expression per tier 1..n (for OR over tiers). */
export function tierList(tiers: number, term: (i: number) => Expr): Expr[] {
  if (!Number.isInteger(tiers) || tiers < 1)
    throw new Error(`tiers must be 1 or more, not ${tiers}`);
  return Array.from({ length: tiers }, (_, k) => term(k + 1));
}

/**
 * The calculator's minimum server RAM by database copies per server, VLOOKUP(copies, tblMinESECacheReq,
 * 3, TRUE) over E2013Calcv7.6 Tables!A16:C21: 1-10 copies 8 GB, 11-20 10 GB, 21-30 12 GB, 31-40 14 GB,
 * 41-50 and more 16 GB (the calculator's own table). Example: 40 copies -> 14 GB.
 */
export function minimumMemoryByCopies(copies: Operand): Expr {
  return f`LOOKUP(${copies},{1,11,21,31,41,50},{8,10,12,14,16,16},1)`;
}

/** Role Requirements column C (a Datacenter 1 server) and D (a Datacenter 2 server) of rows 253-257. */
const SERVER_DATACENTERS = [
  { id: "C", column: "C", suffix: "", words: "" },
  { id: "D", column: "D", suffix: "Secondary", words: " / Datacenter 2 Server" },
] as const;

/**
 * A row of C253:D257 (memory.ts, megacycles.ts), written once over the datacenter's column `dc`
 * (casMegacycles${dc.suffix} is casMegacyclesSecondary in D, `dc.words` the label's words), shown where
 * the column's own condition holds (the calculator's C and D test different things), else "--".
 */
export const perServerRow = (
  cells: string,
  shown: { readonly C: Expr; readonly D: Expr },
  step: (dc: Cited<(typeof SERVER_DATACENTERS)[number]>) => Step
) =>
  stepFamily(SERVER_DATACENTERS, cells, (dc) => {
    const s = step(dc);
    return { ...s, formula: f`IF(${shown[dc.id]},${s.formula},"--")` };
  });
